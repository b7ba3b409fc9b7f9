//! Rulings that carry a second finding: what a ruling already says, then more articles and
//! sentences (a hand offence behind an incorrect claim, a claim's draw offer declined).
use super::explain::Explanation;
use super::{Citation, Ruling};
use crate::i18n::Bilingual;
use crate::laws::Edition;

/// Adds `articles` after the ruling's own and `more` after its explanation (before the
/// edition it closes with).
pub(super) fn append(r: &mut Ruling, edition: Edition, articles: &[Citation], more: &Explanation) {
    r.articles
        .extend(articles.iter().map(|&a| super::Article::new(a)));
    let added = more.finish(edition);
    r.explanation = joined(&r.explanation, &added, edition);
}

/// Puts `articles` before the ruling's own and `before` ahead of its explanation: the finding
/// that led to the ruling (a clock run down before the player arrived).
pub(super) fn prepend(
    r: &mut Ruling,
    edition: Edition,
    articles: &[Citation],
    before: &Explanation,
) {
    let own = std::mem::take(&mut r.articles);
    r.articles = articles.iter().map(|&a| super::Article::new(a)).collect();
    r.articles.extend(own);
    let lead = before.finish(edition);
    r.explanation = joined(&lead, &r.explanation, edition);
}

/// `first` without the edition it closes with, then `then` (which keeps its own).
fn joined(first: &Bilingual, then: &Bilingual, edition: Edition) -> Bilingual {
    let closing = Explanation::new().finish(edition);
    let join = |first: &str, closing: &str, then: &str| {
        let kept = first.strip_suffix(closing).unwrap_or(first).trim_end();
        format!("{kept} {then}")
    };
    Bilingual::new(
        join(&first.pt, &closing.pt, &then.pt),
        join(&first.en, &closing.en, &then.en),
    )
}
