//! Settings: interface language and edition of the Laws.
use leptos::prelude::*;

use crate::app::i18n::{Msg, lang_name};
use crate::app::state::{settings, t};
use crate::i18n::Lang;
use crate::laws::Edition;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let s = settings();
    view! {
        <section class="page" id="page-settings">
            <h1>{t(Msg::SettingsTitle)}</h1>
            <div class="field">
                <label for="lang-select">{t(Msg::LanguageLabel)}</label>
                <select
                    id="lang-select"
                    prop:value=move || s.lang.get().tag()
                    on:change=move |ev| {
                        if let Some(l) = Lang::from_tag(&event_target_value(&ev)) {
                            s.lang.set(l);
                        }
                    }
                >
                    {Lang::ALL
                        .into_iter()
                        .map(|l| {
                            view! {
                                <option value=l.tag() lang=l.tag() selected=move || s.lang.get() == l>
                                    {lang_name(l)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </div>
            <div class="field">
                <label for="edition-select">{t(Msg::EditionLabel)}</label>
                <select
                    id="edition-select"
                    aria-describedby="edition-help"
                    prop:value=move || s.edition.get().as_str()
                    on:change=move |ev| {
                        if let Ok(e) = event_target_value(&ev).parse::<Edition>() {
                            s.edition.set(e);
                        }
                    }
                >
                    {Edition::ALL
                        .into_iter()
                        .rev()
                        .map(|e| {
                            let in_force = (e == Edition::default())
                                .then(|| view! { " (" {t(Msg::InForce)} ")" });
                            view! {
                                <option value=e.as_str() selected=move || s.edition.get() == e>
                                    {e.as_str()}
                                    {in_force}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
                <p class="help" id="edition-help">{t(Msg::EditionHelp)}</p>
            </div>
            <p class="help">{t(Msg::SavedOnDevice)}</p>
        </section>
    }
}
