//! The Leptos UI (wasm32 only): routes, the shell around them and the pages.
//!
//! `platform.rs` is the only file that touches the browser; `i18n.rs` holds every text.
use leptos::prelude::*;
use leptos_router::components::{A, Route, Router, Routes};
use leptos_router::path;

pub mod ask;
pub mod board;
pub mod components;
pub mod i18n;
pub mod notices;
pub mod pages;
pub mod platform;
pub mod state;

use i18n::{Msg, lang_short_name};
use state::{Settings, settings, t};

use crate::i18n::Lang;

/// Mounts the app on `<body>`.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
    platform::warm_up_engine_after_paint();
}

#[component]
pub fn App() -> impl IntoView {
    let settings = Settings::load_and_persist();
    provide_context(settings);
    components::store::Stores::provide();
    let update_ready = RwSignal::new(false);
    platform::register_service_worker(move || update_ready.set(true));

    view! {
        <Router>
            <a class="skip" href="#main">{t(Msg::SkipToContent)}</a>
            <Header/>
            <Show when=move || update_ready.get()>
                <UpdateBanner/>
            </Show>
            <main id="main" tabindex="-1">
                <Routes fallback=pages::NotFound>
                    <Route path=path!("/") view=pages::Home/>
                    <Route path=path!("/drills") view=pages::DrillList/>
                    <Route path=path!("/drills/:id") view=pages::Drill/>
                    <Route path=path!("/quiz") view=pages::Quiz/>
                    <Route path=path!("/clock") view=pages::clock::ClockPage/>
                    <Route path=path!("/instructor") view=pages::InstructorList/>
                    <Route path=path!("/instructor/:id") view=pages::Projector/>
                    <Route path=path!("/settings") view=pages::settings::SettingsPage/>
                    <Route path=path!("/about") view=pages::about::About/>
                </Routes>
            </main>
        </Router>
    }
}

#[component]
fn Header() -> impl IntoView {
    let Settings { lang, edition } = settings();
    let other = move || match lang.get() {
        Lang::Pt => Lang::En,
        Lang::En => Lang::Pt,
    };
    let links = [
        ("/", Msg::NavHome),
        ("/drills", Msg::NavDrills),
        ("/quiz", Msg::NavQuiz),
        ("/clock", Msg::NavClock),
        ("/instructor", Msg::NavInstructor),
        ("/settings", Msg::NavSettings),
        ("/about", Msg::NavAbout),
    ];
    view! {
        <header class="top">
            <div class="bar">
                <A href="/" attr:class="brand">
                    <img src="/icons/icon.svg" alt="" width="32" height="32"/>
                    <span>{t(Msg::AppName)}</span>
                </A>
                <A href="/settings" attr:class="edition" attr:id="edition-badge">
                    <span class="visually-hidden">{t(Msg::EditionInUse)}" "</span>
                    {move || edition.get().as_str()}
                </A>
                <button
                    type="button"
                    id="lang-toggle"
                    class="lang"
                    lang=move || other().tag()
                    on:click=move |_| lang.set(other())
                >
                    {move || lang_short_name(other())}
                </button>
            </div>
            <nav aria-label=t(Msg::MainNav)>
                <ul>
                    {links
                        .into_iter()
                        .map(|(href, msg)| view! { <li><A href=href exact={href == "/"}>{t(msg)}</A></li> })
                        .collect_view()}
                </ul>
            </nav>
        </header>
    }
}

#[component]
fn UpdateBanner() -> impl IntoView {
    view! {
        <div class="update" id="update-banner" role="status">
            <span>{t(Msg::UpdateAvailable)}</span>
            " "
            <button type="button" id="update-reload" on:click=move |_| platform::apply_update()>
                {t(Msg::UpdateReload)}
            </button>
        </div>
    }
}
