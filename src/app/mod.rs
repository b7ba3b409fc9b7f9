//! The Leptos UI (wasm32 only): routes, the shell around them and the pages.
//!
//! `platform.rs` is the only file that touches the browser; `i18n.rs` holds every text.
use leptos::prelude::*;
use leptos_router::components::{A, Route, Router, Routes};
use leptos_router::{Lazy, LazyRoute, lazy_route, path};

pub mod ask;
pub mod board;
pub mod components;
pub mod i18n;
pub mod i18n_case;
pub mod notices;
pub mod pages;
pub mod platform;
pub mod state;

use i18n::{Msg, NAV_LINKS, lang_short_name};
use state::{Settings, settings, t};

use crate::i18n::Lang;

/// Mounts the app on `<body>`.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
    platform::remove_static_shell();
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
                    <Route path=path!("/drills") view={Lazy::<DrillListRoute>::new()}/>
                    <Route path=path!("/drills/:id") view={Lazy::<DrillRoute>::new()}/>
                    <Route path=path!("/quiz") view={Lazy::<QuizRoute>::new()}/>
                    <Route path=path!("/clock") view={Lazy::<ClockRoute>::new()}/>
                    <Route path=path!("/case") view={Lazy::<CaseRoute>::new()}/>
                    <Route path=path!("/instructor") view={Lazy::<InstructorListRoute>::new()}/>
                    <Route path=path!("/instructor/:id") view={Lazy::<ProjectorRoute>::new()}/>
                    <Route path=path!("/settings") view={Lazy::<SettingsRoute>::new()}/>
                    <Route path=path!("/about") view={Lazy::<AboutRoute>::new()}/>
                </Routes>
            </main>
        </Router>
    }
}

/// A route whose page is split off the main wasm (`#[lazy_route]`): scripts/split.mjs cuts the
/// build into the home page's module and one piece per such route, which the page fetches on the
/// route's first visit (and the service worker precaches). Home and the shell stay in the main
/// module, so the first screen downloads only what it needs.
macro_rules! lazy_page {
    ($route:ident => $($page:ident)::+) => {
        struct $route;

        #[lazy_route]
        impl LazyRoute for $route {
            fn data() -> Self {
                $route
            }

            fn view(_this: Self) -> AnyView {
                view! { <$($page)::+/> }.into_any()
            }
        }
    };
}

lazy_page!(DrillListRoute => pages::DrillList);
lazy_page!(DrillRoute => pages::Drill);
lazy_page!(QuizRoute => pages::Quiz);
lazy_page!(ClockRoute => pages::clock::ClockPage);
lazy_page!(CaseRoute => pages::case::CasePage);
lazy_page!(InstructorListRoute => pages::InstructorList);
lazy_page!(ProjectorRoute => pages::Projector);
lazy_page!(SettingsRoute => pages::settings::SettingsPage);
lazy_page!(AboutRoute => pages::about::About);

#[component]
fn Header() -> impl IntoView {
    let Settings { lang, edition } = settings();
    let other = move || match lang.get() {
        Lang::Pt => Lang::En,
        Lang::En => Lang::Pt,
    };
    // On a phone the navigation folds behind one button so the header is a single row;
    // from 48rem it is always shown and the button is hidden (style/main.css).
    let open = RwSignal::new(false);
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
                <button
                    type="button"
                    id="nav-toggle"
                    class="nav-toggle"
                    aria-controls="main-nav"
                    aria-expanded=move || open.get().to_string()
                    on:click=move |_| open.update(|o| *o = !*o)
                >
                    <span aria-hidden="true">"☰"</span>
                    <span class="nav-toggle-label">{t(Msg::NavMenu)}</span>
                </button>
            </div>
            <nav id="main-nav" class="main-nav" class:open=move || open.get() aria-label=t(Msg::MainNav)>
                <ul>
                    {NAV_LINKS
                        .into_iter()
                        .map(|(href, msg)| view! {
                            <li on:click=move |_| open.set(false)><A href=href exact={href == "/"}>{t(msg)}</A></li>
                        })
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
