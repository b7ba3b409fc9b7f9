//! The drill list (grouped by topic, with the trainee's marks) and the drill page.
use leptos::prelude::*;

use crate::app::components::bi;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use super::Page;
use crate::app::components::player::DrillPlayer;
use crate::app::components::store::{Bank, stores};
use crate::app::i18n::Msg;
use crate::app::state::{settings, t};
use crate::drills::progress::Status;
use crate::laws::Edition;

/// A loading line, or the error with a retry button, around a loaded catalogue.
pub fn with_bank<V: IntoView + 'static>(
    f: impl Fn(std::sync::Arc<Bank>) -> V + Send + Sync + 'static,
) -> impl IntoView {
    let s = stores();
    let catalogue = s.catalogue();
    move || {
        match catalogue.get() {
        None => view! { <p class="loading" role="status" aria-busy="true" id="loading">{t(Msg::DrillsLoading)}</p> }.into_any(),
        Some(Err(m)) => view! {
            <p class="error" role="alert">{bi(m)}</p>
            <button type="button" on:click=move |_| s.retry()>{t(Msg::Retry)}</button>
        }
        .into_any(),
        Some(Ok(bank)) => f(bank).into_any(),
    }
    }
}

#[component]
pub fn DrillList() -> impl IntoView {
    let lang = settings().lang;
    let progress = stores().progress;
    let own = crate::app::components::own::own_store();
    let filter = RwSignal::new(String::new());
    let list = move |bank: std::sync::Arc<Bank>| {
        let b = bank.clone();
        let options = bank
            .topics
            .iter()
            .map(|tp| {
                let (code, name) = (tp.code.clone(), tp.name.clone());
                view! { <option value=code>{bi(name)}</option> }
            })
            .collect_view();
        let groups = move || {
            let f = filter.get();
            b.topics
                .iter()
                .filter(|tp| f.is_empty() || tp.code == f)
                .map(|tp| {
                    let drills: Vec<_> = b.drills.iter().filter(|d| d.topic == tp.topic).cloned().collect();
                    let name = tp.name.clone();
                    let count = drills.len();
                    let items = drills
                        .into_iter()
                        .map(|d| {
                            let id = d.id.clone();
                            let status = {
                                let id = id.clone();
                                move || progress.with(|p| (p.status(&id), p.drills.get(&id).map_or(0, |r| r.attempts)))
                            };
                            let mark = move || {
                                let (s, attempts) = status();
                                let (class, sym, msg) = match s {
                                    Status::Right => ("mark mark--right", "✓", Msg::StatusRight),
                                    Status::Missed => ("mark mark--missed", "✗", Msg::StatusMissed),
                                    Status::Unseen => ("mark mark--unseen", "·", Msg::StatusUnseen),
                                };
                                view! {
                                    <span class=class data-status=msg.get(crate::i18n::Lang::En)>
                                        <span aria-hidden="true">{sym}</span>
                                        <span class="visually-hidden">{msg.get(lang.get())}</span>
                                        {(attempts > 0).then(|| view! { <span class="attempts">{attempts}" "{t(Msg::Attempts)}</span> })}
                                    </span>
                                }
                            };
                            let title = d.title.clone();
                            view! {
                                <li class="drill-item" data-id=id.clone() data-differs=d.edition_difference.to_string() data-kind=d.answer_kind.code()>
                                    {mark}
                                    <A href=format!("/drills/{id}")>{bi(title)}</A>
                                    {d.edition_difference.then(|| view! { <span class="badge badge--differs">{t(Msg::EditionDiffers)}</span> })}
                                    {own.is_own(&id).then(|| view! { <span class="badge badge--own">{t(Msg::OwnDrillBadge)}</span> })}
                                </li>
                            }
                        })
                        .collect_view();
                    view! {
                        <section class="topic-group" data-topic=tp.code.clone()>
                            <h2>{bi(name)}" "<small>"("{count}")"</small></h2>
                            <ul class="drill-list">{items}</ul>
                        </section>
                    }
                })
                .collect_view()
        };
        let problems = bank.problems.clone();
        view! {
            <div class="field">
                <label for="topic-filter">{t(Msg::FilterTopic)}</label>
                <select id="topic-filter" on:change=move |ev| filter.set(event_target_value(&ev))
                        prop:value=move || filter.get()>
                    <option value="">{t(Msg::AllTopics)}</option>
                    {options}
                </select>
            </div>
            <p>{bank.drills.len()}" "{t(Msg::DrillsCount)}</p>
            {groups}
            {(!problems.is_empty()).then(|| view! {
                <details class="problems"><summary>{t(Msg::BankProblems)}</summary>
                    <ul>{problems.into_iter().map(|p| view! { <li><code>{p}</code></li> }).collect_view()}</ul>
                </details>
            })}
        }
    };
    view! {
        <Page title=Msg::DrillsTitle id="page-drills">
            {with_bank(list)}
        </Page>
    }
}

#[component]
pub fn Drill() -> impl IntoView {
    let params = use_params_map();
    let id = Signal::derive(move || params.read().get("id").unwrap_or_default());
    let edition = settings().edition;
    view! {
        <Page title=Msg::DrillTitle id="page-drill">
            <p class="drill-meta">
                <code id="drill-id">{id}</code>" · "
                <label for="drill-edition-select">{t(Msg::EditionLabel)}</label>" "
                <select id="drill-edition-select"
                        prop:value=move || edition.get().as_str()
                        on:change=move |ev| {
                            if let Ok(e) = event_target_value(&ev).parse::<Edition>() {
                                edition.set(e);
                            }
                        }>
                    {Edition::ALL.into_iter().rev().map(|e| view! {
                        <option value=e.as_str() selected=move || edition.get() == e>{e.as_str()}</option>
                    }).collect_view()}
                </select>
            </p>
            <DrillPlayer id=id edition=edition/>
            <p><A href="/drills">{t(Msg::DrillBack)}</A></p>
        </Page>
    }
}
