//! About: what Árbitro is, its licence, its source, and the libraries it ships.
use leptos::prelude::*;

use crate::app::i18n::Msg;
use crate::app::notices::LIBRARIES;
use crate::app::state::t;

/// The source archive and the licence texts, written into dist/ at build time by
/// `scripts/sw-build.mjs` and `scripts/notices.mjs`.
const SOURCE_ARCHIVE: &str = "/arbitro-source.tar.gz";
const NOTICES_FILE: &str = "/third-party-licenses.txt";

#[component]
pub fn About() -> impl IntoView {
    view! {
        <section class="page" id="page-about">
            <h1>{t(Msg::AboutTitle)}</h1>
            <p class="lead">{t(Msg::AboutWhat)}</p>
            <p>{t(Msg::AboutOffline)}</p>
            <h2>{t(Msg::AboutLicense)}</h2>
            <p id="license">{t(Msg::AboutLicenseText)}</p>
            <p>
                <a href=SOURCE_ARCHIVE download="" id="source-link">{t(Msg::AboutSource)}</a>
                " (GPL-3.0-or-later)"
            </p>
            <p class="help">{t(Msg::AboutSourceNote)}</p>
            <h2>{t(Msg::AboutLibraries)}</h2>
            <p>{t(Msg::AboutLibrariesIntro)}</p>
            <p><a href=NOTICES_FILE id="notices-link">{t(Msg::AboutNoticesFile)}</a></p>
            <div class="table-scroll">
                <table id="libraries">
                    <thead>
                        <tr>
                            <th scope="col">{t(Msg::AboutLibraryName)}</th>
                            <th scope="col">{t(Msg::AboutLibraryVersion)}</th>
                            <th scope="col">{t(Msg::AboutLibraryLicense)}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {LIBRARIES
                            .iter()
                            .map(|l| {
                                view! {
                                    <tr>
                                        <td>{l.name}</td>
                                        <td>{l.version}</td>
                                        <td>{l.license}</td>
                                    </tr>
                                }
                            })
                            .collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}
