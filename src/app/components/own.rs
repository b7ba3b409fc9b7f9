//! The user's own drills: drill files imported on this device (one or a pack at once), checked
//! by the engine worker exactly as the shipped bank is, kept in local storage and offered in the
//! drill list, the quiz and projection mode beside the shipped ones. Their texts are only ever
//! shown as text.
use leptos::lazy;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use serde::{Deserialize, Serialize};

use super::bi;
use crate::app::i18n::Msg;
use crate::app::platform::{self, Key};
use crate::app::state::t;
use crate::case::import::NamedFile;
use crate::drills::DrillSummary;
use crate::i18n::Bilingual;

/// One imported drill: its file as imported and the engine's summary of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OwnDrill {
    pub toml: String,
    #[serde(with = "crate::service::wire")]
    pub summary: DrillSummary,
}

/// The user's drills, shared through the context. They are read from storage on first use, by
/// whichever accessor comes first, so the home page's first load carries neither their reader
/// nor their JSON (every use is in a lazy route or a `#[lazy]` function).
#[derive(Clone, Copy)]
pub struct OwnStore {
    drills: RwSignal<Vec<OwnDrill>>,
    read: StoredValue<bool>,
}

impl OwnStore {
    /// Provides the store, empty until first used.
    pub fn provide() {
        provide_context(OwnStore {
            drills: RwSignal::new(Vec::new()),
            read: StoredValue::new(false),
        });
    }

    /// Reads the stored drills once (nothing when none or unreadable). Untracked: nothing can
    /// have read the signal before, since every read goes through an accessor that calls this.
    fn read(self) -> RwSignal<Vec<OwnDrill>> {
        if !self.read.get_value() {
            self.read.set_value(true);
            let stored = platform::load(Key::OwnDrills)
                .and_then(|t| serde_json::from_str::<Vec<OwnDrill>>(&t).ok())
                .unwrap_or_default();
            self.drills.update_untracked(|d| *d = stored);
        }
        self.drills
    }

    /// Every drill (tracked).
    pub fn list(self) -> Vec<OwnDrill> {
        self.read().get()
    }

    /// The TOML of an own drill.
    pub fn toml(self, id: &str) -> Option<String> {
        self.read().with_untracked(|d| {
            d.iter()
                .find(|x| x.summary.id == id)
                .map(|x| x.toml.clone())
        })
    }

    /// Every drill's file, by id (for the progress export).
    pub fn files(self) -> std::collections::BTreeMap<String, String> {
        self.read().with_untracked(|d| {
            d.iter()
                .map(|x| (x.summary.id.clone(), x.toml.clone()))
                .collect()
        })
    }

    pub fn is_own(self, id: &str) -> bool {
        self.read().with(|d| d.iter().any(|x| x.summary.id == id))
    }

    /// Adds (or replaces, by id) drills and saves; says whether storage took them.
    pub fn keep(self, new: Vec<OwnDrill>) -> bool {
        self.read().update(|d| {
            for x in new {
                d.retain(|o| o.summary.id != x.summary.id);
                d.push(x);
            }
        });
        self.save()
    }

    pub fn remove(self, id: &str) {
        self.read().update(|d| d.retain(|o| o.summary.id != id));
        self.save();
    }

    fn save(self) -> bool {
        let text = self
            .read()
            .with_untracked(|d| serde_json::to_string(d).unwrap_or_default());
        platform::save_checked(Key::OwnDrills, &text)
    }
}

pub fn own_store() -> OwnStore {
    expect_context::<OwnStore>()
}

/// The progress file to export: the trainee's progress and the user's own drills' files.
/// `#[lazy]`: the home page offers the export, but the own drills are read only when it is used.
#[lazy]
pub fn progress_file(progress: crate::drills::progress::Progress, store: OwnStore) -> String {
    let mut progress = progress;
    progress.own_drills = store.files();
    progress.to_json()
}

/// Checks files with the engine; keeps the good ones. Returns one line per problem.
pub async fn import_files(
    store: OwnStore,
    files: Vec<NamedFile>,
) -> Result<(usize, Vec<Bilingual>), Bilingual> {
    let texts: Vec<(String, String)> = files
        .iter()
        .map(|f| (f.name.clone(), f.text.clone()))
        .collect();
    let checks = crate::app::ask::check_drills(files).await?;
    let mut good = Vec::new();
    let mut problems = Vec::new();
    for (c, (_, text)) in checks.into_iter().zip(texts) {
        match c.summary {
            Some(summary) if c.errors.is_empty() => good.push(OwnDrill {
                toml: text,
                summary,
            }),
            _ => problems.extend(c.errors),
        }
    }
    let n = good.len();
    if n > 0 && !store.keep(good) {
        problems.push(Bilingual::new(
            "O armazenamento do aparelho recusou os exercícios (cota ou modo privado).",
            "The device's storage refused the drills (quota or private mode).",
        ));
    }
    Ok((n, problems))
}

/// The own drills of an imported progress file, checked and kept; a drill that fails makes the
/// import report it (the progress itself was merged already). Split off the main wasm
/// (`#[lazy]`, cut by scripts/split.mjs like the routes): the home page offers the import, but
/// the file check and its reader load only when a file is imported.
#[lazy]
pub async fn import_from_progress(store: OwnStore, text: String) -> Result<(), Bilingual> {
    let Ok(p) = crate::drills::progress::Progress::parse(&text) else {
        return Ok(());
    };
    let files: Vec<NamedFile> = p
        .own_drills
        .into_iter()
        .map(|(id, text)| NamedFile {
            name: format!("{id}.toml"),
            text,
        })
        .collect();
    if files.is_empty() {
        return Ok(());
    }
    let (_, problems) = import_files(store, files).await?;
    match problems.as_slice() {
        [] => Ok(()),
        _ => Err(Bilingual::new(
            problems
                .iter()
                .map(|p| p.pt.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            problems
                .iter()
                .map(|p| p.en.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        )),
    }
}

/// Import, list and removal of the user's drills.
#[component]
pub fn OwnDrills() -> impl IntoView {
    let store = own_store();
    let lang = crate::app::state::settings().lang;
    let report = RwSignal::new(None::<Result<(usize, Vec<Bilingual>), Bilingual>>);
    let on_files = move |ev: leptos::ev::Event| {
        spawn_local(async move {
            let picked = platform::chosen_files(&ev).await;
            if picked.is_empty() {
                return;
            }
            let mut files = Vec::new();
            let mut unreadable = Vec::new();
            for (name, text) in picked {
                match text {
                    Ok(text) => files.push(NamedFile { name, text }),
                    Err(()) => unreadable.push(Bilingual::new(
                        format!("{name}: o arquivo não pôde ser lido como texto."),
                        format!("{name}: the file could not be read as text."),
                    )),
                }
            }
            let r = import_files(store, files).await.map(|(n, mut p)| {
                p.extend(unreadable);
                (n, p)
            });
            report.set(Some(r));
        });
    };
    view! {
        <section class="own-drills" id="own-drills" aria-labelledby="own-drills-title">
            <h2 id="own-drills-title">{t(Msg::OwnDrillsTitle)}</h2>
            <p>{t(Msg::OwnDrillsIntro)}</p>
            <div class="field">
                <label for="own-drills-file">{t(Msg::OwnDrillsImport)}</label>
                <input id="own-drills-file" type="file" accept=".toml,text/plain" multiple on:change=on_files/>
            </div>
            {move || report.get().map(|r| match r {
                Ok((n, problems)) => view! {
                    <p role="status" id="own-drills-imported">{move || format!("{} {n}", Msg::OwnDrillsImported.get(lang.get()))}</p>
                    {(!problems.is_empty()).then(|| view! {
                        <ul class="error" role="alert" id="own-drills-errors">
                            {problems.into_iter().map(|p| view! { <li>{bi(p)}</li> }).collect_view()}
                        </ul>
                    })}
                }.into_any(),
                Err(e) => view! { <p class="error" role="alert" id="own-drills-errors">{bi(e)}</p> }.into_any(),
            })}
            <ul class="own-drill-list" id="own-drill-list">
                {move || store.list().into_iter().map(|d| {
                    let id = d.summary.id.clone();
                    let remove_id = id.clone();
                    view! {
                        <li class="own-drill" data-id=id.clone()>
                            <A href=format!("/drills/{id}")>{bi(d.summary.title.clone())}</A>
                            " "<code>{id.clone()}</code>" "
                            <button type="button" class="own-drill-remove" on:click=move |_| store.remove(&remove_id)>
                                {t(Msg::OwnDrillsRemove)}
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}
