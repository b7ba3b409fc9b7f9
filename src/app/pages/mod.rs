//! The pages. Until the drill and clock work lands, each says plainly what it will hold.
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use super::i18n::Msg;
use super::state::{settings, t};

pub mod about;
pub mod clock;
pub mod settings;

/// A page: its title (the route's `<h1>`) and what follows.
#[component]
fn Page(title: Msg, id: &'static str, children: Children) -> impl IntoView {
    view! {
        <section class="page" id=id>
            <h1>{t(title)}</h1>
            {children()}
        </section>
    }
}

#[component]
pub fn Home() -> impl IntoView {
    let edition = settings().edition;
    let topics = [
        Msg::TopicTouch,
        Msg::TopicIllegal,
        Msg::TopicClaims,
        Msg::TopicFlag,
        Msg::TopicClocks,
        Msg::TopicAdjourn,
    ];
    view! {
        <Page title=Msg::HomeTitle id="page-home">
            <p class="lead">{t(Msg::HomeIntro)}</p>
            <p>
                {t(Msg::EditionInUse)}" "
                <A href="/settings"><strong>{move || edition.get().as_str()}</strong></A>
            </p>
            <h2>{t(Msg::HomeTopicsTitle)}</h2>
            <ul class="topics">
                {topics.into_iter().map(|m| view! { <li>{t(m)}</li> }).collect_view()}
            </ul>
            <h2>{t(Msg::HomeProgressTitle)}</h2>
            <p>{t(Msg::HomeProgressBody)}</p>
            <p><A href="/drills" attr:class="button">{t(Msg::HomeStart)}</A></p>
        </Page>
    }
}

#[component]
pub fn DrillList() -> impl IntoView {
    view! {
        <Page title=Msg::DrillsTitle id="page-drills">
            <p>{t(Msg::DrillsBody)}</p>
        </Page>
    }
}

#[component]
pub fn Drill() -> impl IntoView {
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    view! {
        <Page title=Msg::DrillTitle id="page-drill">
            <p>{t(Msg::DrillIdLabel)}" "<code id="drill-id">{id}</code></p>
            <p>{t(Msg::DrillBody)}</p>
            <p><A href="/drills">{t(Msg::DrillBack)}</A></p>
        </Page>
    }
}

#[component]
pub fn Quiz() -> impl IntoView {
    view! {
        <Page title=Msg::QuizTitle id="page-quiz">
            <p>{t(Msg::QuizBody)}</p>
        </Page>
    }
}

#[component]
pub fn Instructor() -> impl IntoView {
    view! {
        <Page title=Msg::InstructorTitle id="page-instructor">
            <p>{t(Msg::InstructorBody)}</p>
        </Page>
    }
}

#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <Page title=Msg::NotFoundTitle id="page-not-found">
            <p>{t(Msg::NotFoundBody)}</p>
            <p><A href="/">{t(Msg::NotFoundHome)}</A></p>
        </Page>
    }
}
