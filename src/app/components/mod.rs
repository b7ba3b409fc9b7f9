//! Reusable pieces of the drill player, the quiz, the clock tool and (later) the projection mode. Each reads
//! signals and renders; rulings come from the engine worker (`platform::ask`), never from here.
pub mod clock_face;
pub mod clocks;
pub mod feedback;
pub mod own;
pub mod player;
pub mod store;
pub mod timeline;

use leptos::prelude::*;

use crate::app::state::settings;
use crate::i18n::Bilingual;

/// A text from the engine that follows the interface language (one closure type for all of
/// them, which keeps the wasm small).
pub fn bi(b: Bilingual) -> impl Fn() -> String + Clone + Send + Sync + 'static {
    let lang = settings().lang;
    move || b.get(lang.get()).to_owned()
}
