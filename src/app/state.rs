//! The user's settings: interface language and edition of the Laws. Both persist across reloads.
use leptos::prelude::*;

use super::i18n::{Msg, Text};
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
    ///
    /// A stored value that cannot be read is copied aside (`arbitro.settings.unreadable`, never
    /// overwritten) before the default replaces it, and [`SettingsNote`] (in the context) tells
    /// the trainee.
    pub fn load_and_persist() -> Settings {
        let stored_lang = platform::load(Key::Lang);
        let stored_edition = platform::load(Key::Edition);
        let lang = stored_lang.as_deref().and_then(Lang::from_tag);
        let edition = stored_edition
            .as_deref()
            .and_then(|year| year.parse::<Edition>().ok());
        let unreadable = (stored_lang.is_some() && lang.is_none())
            || (stored_edition.is_some() && edition.is_none());
        if unreadable && platform::load(Key::SettingsUnreadable).is_none() {
            let aside = serde_json::json!({"lang": stored_lang, "edition": stored_edition});
            platform::save(Key::SettingsUnreadable, &aside.to_string());
        }
        provide_context(SettingsNote(unreadable.then_some(Msg::SettingsUnreadable)));
        let lang = lang.unwrap_or_default();
        let edition = edition.unwrap_or_default();
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

/// Why the stored settings were not used, when they could not be read.
#[derive(Clone, Copy, Debug)]
pub struct SettingsNote(pub Option<Msg>);

pub fn settings() -> Settings {
    expect_context::<Settings>()
}

/// A text that follows the interface language.
pub fn t(msg: impl Text) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = settings().lang;
    move || msg.get(lang.get())
}
