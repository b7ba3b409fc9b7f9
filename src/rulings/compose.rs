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
    let closing = Explanation::new().finish(edition);
    let added = more.finish(edition);
    let join = |before: &str, closing: &str, added: &str| {
        let kept = before.strip_suffix(closing).unwrap_or(before).trim_end();
        format!("{kept} {added}")
    };
    r.explanation = Bilingual::new(
        join(&r.explanation.pt, &closing.pt, &added.pt),
        join(&r.explanation.en, &closing.en, &added.en),
    );
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
    let closing = Explanation::new().finish(edition);
    let lead = before.finish(edition);
    let join = |lead: &str, closing: &str, after: &str| {
        let kept = lead.strip_suffix(closing).unwrap_or(lead).trim_end();
        format!("{kept} {after}")
    };
    r.explanation = Bilingual::new(
        join(&lead.pt, &closing.pt, &r.explanation.pt),
        join(&lead.en, &closing.en, &r.explanation.en),
    );
}
