//! App-wide data the drill pages share: the drill catalogue (asked from the engine worker once)
//! and the trainee's progress (kept in local storage).
use std::sync::Arc;

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::app::ask;
use crate::app::i18n::Msg;
use crate::app::platform::{self, Key};
use crate::drills::progress::Progress;
use crate::drills::{DrillSummary, Topic};
use crate::i18n::{Bilingual, Lang};
use crate::laws::Edition;

/// The drill bank as the worker listed it.
#[derive(Debug, PartialEq)]
pub struct Bank {
    pub drills: Vec<DrillSummary>,
    /// Files that failed to parse (for authors; shown, not hidden).
    pub problems: Vec<String>,
    pub topics: Vec<TopicInfo>,
}

impl Bank {
    pub fn topic_name(&self, code: &str, lang: Lang) -> String {
        self.topics
            .iter()
            .find(|t| t.code == code)
            .map_or_else(|| code.to_owned(), |t| t.name.get(lang).to_owned())
    }
}

/// A topic of the bank and its name, in the order the app shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct TopicInfo {
    pub topic: Topic,
    pub code: String,
    pub name: Bilingual,
}

fn topics() -> Vec<TopicInfo> {
    Topic::ALL
        .into_iter()
        .map(|topic| TopicInfo {
            topic,
            code: topic.code().into(),
            name: topic.name(),
        })
        .collect()
}

/// `None` while the worker starts; an error in words if it could not answer.
pub type Loaded = Option<Result<Arc<Bank>, Bilingual>>;

#[derive(Clone, Copy)]
pub struct Stores {
    catalogue: RwSignal<Loaded>,
    asked: RwSignal<bool>,
    pub progress: RwSignal<Progress>,
    /// A message about stored progress (unreadable, not saved), in both languages.
    pub progress_note: RwSignal<Option<Bilingual>>,
}

fn msg(m: Msg) -> Bilingual {
    let (pt, en) = m.both();
    Bilingual::new(pt, en)
}

impl Stores {
    /// Loads the stored progress and puts the stores in the context. Unreadable stored progress
    /// is copied aside (never overwritten) and the trainee is told.
    pub fn provide() {
        let (progress, note) = match platform::load(Key::Progress) {
            None => (Progress::default(), None),
            Some(text) => match Progress::parse(&text) {
                Ok(p) => (p, None),
                Err(_) => {
                    if platform::load(Key::ProgressUnreadable).is_none() {
                        platform::save(Key::ProgressUnreadable, &text);
                    }
                    (Progress::default(), Some(msg(Msg::StoredUnreadable)))
                }
            },
        };
        super::own::OwnStore::provide();
        provide_context(Stores {
            catalogue: RwSignal::new(None),
            asked: RwSignal::new(false),
            progress: RwSignal::new(progress),
            progress_note: RwSignal::new(note),
        });
    }

    /// The catalogue, asked for on first use (and again after a failure).
    pub fn catalogue(self) -> Signal<Loaded> {
        if !self.asked.get_untracked() {
            self.asked.set(true);
            spawn_local(async move {
                let loaded = ask::catalogue().await.map(|c| {
                    Arc::new(Bank {
                        drills: c.drills,
                        problems: c.problems,
                        topics: topics(),
                    })
                });
                if loaded.is_err() {
                    self.asked.set(false);
                }
                self.catalogue.set(Some(loaded));
            });
        }
        // The user's own drills join the bank's, in their topics.
        let catalogue = self.catalogue;
        let own = use_context::<super::own::OwnStore>();
        Signal::derive(move || {
            let mine = own.map(|o| o.list()).unwrap_or_default();
            catalogue.get().map(|loaded| {
                loaded.map(|bank| {
                    if mine.is_empty() {
                        return bank;
                    }
                    let mut drills = bank.drills.clone();
                    drills.retain(|d| !mine.iter().any(|m| m.summary.id == d.id));
                    drills.extend(mine.iter().map(|m| m.summary.clone()));
                    Arc::new(Bank {
                        drills,
                        problems: bank.problems.clone(),
                        topics: bank.topics.clone(),
                    })
                })
            })
        })
    }

    pub fn retry(self) {
        self.catalogue.set(None);
        self.asked.set(false);
        let _ = self.catalogue();
    }

    /// Records an answer and saves.
    pub fn record(self, id: &str, edition: Edition, right: bool) {
        let now = platform::now_ms();
        self.progress.update(|p| p.record(id, edition, right, now));
        self.save();
    }

    /// Imports a progress file: merged into what is here, or refused with a reason (and then
    /// nothing changes).
    pub fn import(self, text: &str) -> Result<(), Bilingual> {
        let theirs = Progress::parse(text).map_err(|e| e.text())?;
        self.progress.update(|p| p.merge(&theirs));
        self.save();
        Ok(())
    }

    /// Writes the progress, merged with what another tab may have stored meanwhile.
    fn save(self) {
        if let Some(stored) = platform::load(Key::Progress).and_then(|t| Progress::parse(&t).ok()) {
            self.progress.update(|p| p.merge(&stored));
        }
        let text = self.progress.with_untracked(Progress::to_json);
        if !platform::save_checked(Key::Progress, &text) {
            self.progress_note.set(Some(msg(Msg::SaveFailed)));
        }
    }
}

pub fn stores() -> Stores {
    expect_context::<Stores>()
}
