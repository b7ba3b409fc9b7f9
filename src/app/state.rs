//! The user's settings: interface language and edition of the Laws. Both persist across reloads.
use leptos::prelude::*;

use super::i18n::Msg;
use super::platform::{self, Key};
use crate::i18n::Lang;
use crate::laws::Edition;

/// Shared through the Leptos context; every page reads it.
#[derive(Clone, Copy)]
pub struct Settings {
    pub lang: RwSignal<Lang>,
    pub edition: RwSignal<Edition>,
}

impl Settings {
    /// Reads the stored choices (pt-BR and 2023 when none or unreadable) and keeps storage and
    /// `<html lang>` in step with every later change.
    pub fn load_and_persist() -> Settings {
        let lang = platform::load(Key::Lang)
            .and_then(|tag| Lang::from_tag(&tag))
            .unwrap_or_default();
        let edition = platform::load(Key::Edition)
            .and_then(|year| year.parse::<Edition>().ok())
            .unwrap_or_default();
        let settings = Settings {
            lang: RwSignal::new(lang),
            edition: RwSignal::new(edition),
        };
        Effect::new(move |_| {
            let tag = settings.lang.get().tag();
            platform::set_document_lang(tag);
            platform::save(Key::Lang, tag);
        });
        Effect::new(move |_| platform::save(Key::Edition, settings.edition.get().as_str()));
        settings
    }
}

pub fn settings() -> Settings {
    expect_context::<Settings>()
}

/// A text that follows the interface language.
pub fn t(msg: Msg) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = settings().lang;
    move || msg.get(lang.get())
}
