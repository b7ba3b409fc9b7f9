//! The pages, one file each; the few small ones stay here.
use leptos::prelude::*;
use leptos_router::components::A;

use super::i18n::Msg;
use super::state::t;

pub mod about;
pub mod case;
pub mod clock;
pub mod drills;
pub mod home;
pub mod instructor;
pub mod quiz;
pub mod settings;

pub use drills::{Drill, DrillList};
pub use home::Home;
pub use instructor::{InstructorList, Projector};
pub use quiz::Quiz;

/// A page: its title (the route's `<h1>`) and what follows. Once a page is drawn, the engine
/// worker starts when the browser is idle (`platform::warm_up_engine_when_idle`).
#[component]
pub(crate) fn Page(title: Msg, id: &'static str, children: Children) -> impl IntoView {
    super::platform::warm_up_engine_when_idle();
    view! {
        <section class="page" id=id>
            <h1>{t(title)}</h1>
            {children()}
        </section>
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
