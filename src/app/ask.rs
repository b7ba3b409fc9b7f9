//! The app's questions to the engine worker: one typed async function per request kind, over
//! [`platform::ask`] (for the catalogue and the drills, the reply the build computed comes
//! first). Each reads only the reply it asked for (`service::read_*`, small
//! hand-written readers: no derived deserializer for every reply in the page's wasm). Used
//! through Leptos's `LocalResource`, which keeps only the reply to the latest question (an
//! outdated drill is never shown).
use std::sync::Arc;

use crate::analysis::DeadReport;
use crate::app::platform;
use crate::i18n::Bilingual;
use crate::laws::Edition;
use crate::service::{self, PageCatalogue, PageDrill, PageTimeline, Request};

/// Every drill of the bank, and the files that failed to load.
pub async fn catalogue() -> Result<PageCatalogue, Bilingual> {
    answer(Request::Catalogue, service::read_catalogue).await
}

/// Drill `id` prepared for `edition`.
pub async fn drill(id: String, edition: Edition) -> Result<Arc<PageDrill>, Bilingual> {
    answer(Request::Drill { id, edition }, service::read_drill)
        .await
        .map(Arc::new)
}

/// The reply the build computed for `request` (`service::built_reply_path`: the same engine,
/// ahead of time), so that the page need not wait for the worker; the worker's own when the
/// build has none, it cannot be fetched (offline: not precached) or it does not read (a newer
/// deployment's shape).
async fn answer<T>(
    request: Request,
    read: fn(&str) -> Result<T, Bilingual>,
) -> Result<T, Bilingual> {
    if let Some(path) = service::built_reply_path(&request)
        && let Some(body) = platform::fetch_text(&path).await
        && let Ok(reply) = read(&body)
    {
        return Ok(reply);
    }
    read(&platform::ask(request).await?)
}

/// The ruling on an incident (the contract's JSON), step by step.
pub async fn rule(incident: serde_json::Value) -> Result<PageTimeline, Bilingual> {
    service::read_rule(&platform::ask(Request::Rule { incident }).await?)
}

/// Whether either side can still checkmate in a position (FEN typed by the user).
pub async fn dead(fen: String) -> Result<DeadReport, Bilingual> {
    service::read_dead(&platform::ask(Request::Dead { fen }).await?)
}

/// One of the user's own drills (its TOML, checked again by the engine) prepared for `edition`.
pub async fn own_drill(toml: String, edition: Edition) -> Result<Arc<PageDrill>, Bilingual> {
    let asked = Request::OwnDrill { toml, edition };
    service::read_drill(&platform::ask(asked).await?).map(Arc::new)
}

/// A question of the case desk (`src/case`): rule in all editions, read a PGN, export, check.
pub async fn case(request: crate::case::CaseRequest) -> Result<crate::case::CaseAnswer, Bilingual> {
    service::read_case(&platform::ask(Request::Case(request)).await?)
}

/// Drill files checked by the engine before the app keeps them: one check per file, in order.
pub async fn check_drills(
    files: Vec<crate::case::import::NamedFile>,
) -> Result<Vec<crate::case::import::FileCheck>, Bilingual> {
    service::read_checked(&platform::ask(Request::CheckDrills { files }).await?)
}
