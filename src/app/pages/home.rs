//! Home: the trainee's progress per topic, continue (mistakes first), export and import.
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;

use super::Page;
use crate::app::components::store::stores;
use crate::app::i18n::{Msg, progress_line};
use crate::app::platform;
use crate::app::state::{SettingsNote, settings, t};
use crate::i18n::Bilingual;

#[component]
pub fn Home() -> impl IntoView {
    let s = stores();
    let lang = settings().lang;
    let edition = settings().edition;
    let note = RwSignal::new(None::<(bool, Bilingual)>);
    // The topic list and counts come with the page (the build-time index of the bank), so the
    // first screen never waits on the engine worker and nothing moves when it starts.
    let topics = crate::drills::Topic::ALL;
    let summary = move || {
        let rows = s.progress.with(|p| {
            p.by_topic(topics.iter().flat_map(|tp| {
                crate::drills::index()
                    .iter()
                    .filter(move |(_, topic)| *topic == tp.code())
                    .copied()
            }))
        });
        let seen: usize = rows.iter().map(|r| r.seen).sum();
        let missed: usize = rows.iter().map(|r| r.missed).sum();
        let right: usize = rows.iter().map(|r| r.right).sum();
        let total = crate::drills::index().len();
        let l = lang.get();
        let line = |r, d, m, n| progress_line(l, r, d, m, n);
        let name = |code: &str| {
            topics
                .iter()
                .find(|t| t.code() == code)
                .map_or_else(|| code.to_owned(), |t| t.name().get(l).to_owned())
        };
        let table = rows
            .iter()
            .map(|r| {
                view! {
                    <li data-topic=r.topic.clone()>
                        <strong>{name(&r.topic)}</strong>": "
                        {line(r.right, r.seen, r.missed, r.total)}
                        <progress max=r.total.to_string() value=r.seen.to_string()></progress>
                    </li>
                }
            })
            .collect_view();
        view! {
            <p id="progress-summary">
                {if seen == 0 { Msg::ProgressNone.get(l).to_owned() } else { line(right, seen, missed, total) }}
            </p>
            // What to do next comes before the topic list, so a phone shows it at once.
            <p class="actions" id="next-steps">
                <A href="/quiz?continue=1" attr:class="button" attr:id="continue">{t(Msg::Continue)}</A>
                " "
                <A href="/drills" attr:class="button button--secondary">{t(Msg::HomeStart)}</A>
                " "
                <A href="/quiz#exam-setup" attr:class="button button--secondary" attr:id="home-exam">{t(Msg::HomeExam)}</A>
            </p>
            <ul class="topic-progress">{table}</ul>
        }
    };
    let own = crate::app::components::own::own_store();
    let export = move |_| {
        let progress = s.progress.get_untracked();
        spawn_local(async move {
            let text = crate::app::components::own::progress_file(progress, own).await;
            platform::download("arbitro-progress.json", &text);
        });
    };
    let import = move |ev: leptos::ev::Event| {
        spawn_local(async move {
            let result = match platform::chosen_file_text(&ev).await {
                None => return,
                Some(Err(())) => Err({
                    let (pt, en) = Msg::FileUnreadable.both();
                    Bilingual::new(pt, en)
                }),
                Some(Ok(text)) => match s.import(&text) {
                    // The file's own drills are checked by the engine before they are kept.
                    Ok(()) => crate::app::components::own::import_from_progress(own, text).await,
                    Err(e) => Err(e),
                },
            };
            note.set(Some(match result {
                Ok(()) => {
                    let (pt, en) = Msg::Imported.both();
                    (true, Bilingual::new(pt, en))
                }
                Err(m) => (false, m),
            }));
        });
    };
    view! {
        <Page title=Msg::HomeTitle id="page-home">
            <p class="lead">{t(Msg::HomeIntro)}</p>
            <p>
                {t(Msg::EditionInUse)}" "
                <A href="/settings"><strong>{move || edition.get().as_str()}</strong></A>
            </p>
            <h2>{t(Msg::HomeProgressTitle)}</h2>
            {move || s.progress_note.get().map(|m| view! { <p class="error" role="alert" id="progress-note">{m.get(lang.get()).to_owned()}</p> })}
            {use_context::<SettingsNote>().and_then(|n| n.0).map(|m| view! { <p class="error" role="alert" id="settings-note">{move || m.get(lang.get())}</p> })}
            {summary}
            <p class="actions">
                <button type="button" id="export" on:click=export>{t(Msg::Export)}</button>
                " "
                <label class="button button--secondary file-button" for="import">{t(Msg::Import)}</label>
                <input type="file" id="import" class="visually-hidden" accept="application/json,.json" on:change=import/>
            </p>
            {move || note.get().map(|(ok, m)| view! {
                <p class=if ok { "ok" } else { "error" } role="status" id="import-note">{m.get(lang.get()).to_owned()}</p>
            })}
            <p class="help">{t(Msg::ProgressLocal)}</p>
        </Page>
    }
}
