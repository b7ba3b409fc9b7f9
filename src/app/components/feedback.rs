//! What the trainee sees after answering: right or wrong, the right answer, the decision, the
//! explanations, the articles and how other editions rule.
use std::sync::Arc;

use leptos::prelude::*;
use shakmaty::Square;

use super::bi;
use super::clocks::ClockPair;
use crate::app::i18n::Msg;
use crate::app::state::{settings, t};
use crate::drills::{RightAnswer, TraineeAnswer};
use crate::i18n::{Lang, the_piece};
use crate::service::PageDrill;

/// An answer in words.
pub fn answer_text(d: &PageDrill, a: &TraineeAnswer, lang: Lang) -> String {
    match a {
        TraineeAnswer::Move(san) => san.clone(),
        TraineeAnswer::Piece(sq) => piece_text(d, *sq, lang),
        TraineeAnswer::Clocks(c, moves) => {
            let side = |name: Msg, time, counted: Option<u32>| match counted {
                Some(n) => format!(
                    "{} {time} ({n} {})",
                    name.get(lang),
                    Msg::MovesCounted.get(lang)
                ),
                None => format!("{} {time}", name.get(lang)),
            };
            format!(
                "{}, {}",
                side(Msg::White, c.white, moves.map(|m| m.white)),
                side(Msg::Black, c.black, moves.map(|m| m.black))
            )
        }
        TraineeAnswer::Result(None) => Msg::GameGoesOn.get(lang).to_owned(),
        TraineeAnswer::Result(Some(r)) => r.as_str().replace("1/2", "½"),
        TraineeAnswer::Choice(id) => d
            .options
            .iter()
            .find(|o| &o.id == id)
            .map_or_else(|| id.clone(), |o| o.text.get(lang).to_owned()),
    }
}

/// The right answer in words.
pub fn right_text(d: &PageDrill, lang: Lang) -> String {
    match &d.answer {
        RightAnswer::Moves { moves } if moves.is_empty() => Msg::AnyMove.get(lang).to_owned(),
        RightAnswer::Moves { moves } => moves.join(", "),
        RightAnswer::Piece { square } => piece_text(d, *square, lang),
        RightAnswer::Clocks { clocks, moves } => {
            answer_text(d, &TraineeAnswer::Clocks(*clocks, *moves), lang)
        }
        RightAnswer::Result { result } => answer_text(d, &TraineeAnswer::Result(*result), lang),
        RightAnswer::Choice { option } => {
            answer_text(d, &TraineeAnswer::Choice(option.clone()), lang)
        }
    }
}

fn piece_text(d: &PageDrill, sq: Square, lang: Lang) -> String {
    match d.timeline.last().board.piece_at(sq) {
        Some(p) => format!("{} ({sq})", the_piece(p.role, p.color, lang)),
        None => sq.to_string(),
    }
}

/// The feedback panel.
#[component]
pub fn Feedback(detail: Arc<PageDrill>, given: TraineeAnswer) -> impl IntoView {
    let lang = settings().lang;
    let right = detail.answer.accepts(&given);
    let d = detail.clone();
    let yours = move || answer_text(&d, &given, lang.get());
    let d = detail.clone();
    let correct = move || right_text(&d, lang.get());
    let ruling = detail.timeline.ruling.clone();
    let decision = ruling.decision.label();
    let author = detail.explanation.clone();
    let engine = ruling.explanation.clone();
    let articles = ruling.articles.join(", ");
    let edition = detail.edition.as_str();
    let clocks = ruling.clocks;
    // The counters are shown where the drill asks for them.
    let counters = match &detail.answer {
        RightAnswer::Clocks { moves: Some(_), .. } => ruling.clock_moves,
        _ => None,
    };
    let others: Vec<_> = detail
        .others
        .iter()
        .filter(|o| o.differs)
        .map(|o| o.summary.clone())
        .collect();
    let has_others = !others.is_empty();
    view! {
        <section class="feedback" class:feedback--right=right class:feedback--wrong=!right
                 id="feedback" role="status" aria-live="polite" tabindex="-1">
            <h2 class="feedback-verdict" data-right=right.to_string()>
                {if right { t(Msg::Right) } else { t(Msg::Wrong) }}
            </h2>
            <p><strong>{t(Msg::YourAnswer)}</strong>" "<span id="feedback-yours">{yours}</span></p>
            <p><strong>{t(Msg::RightAnswer)}</strong>" "<span id="feedback-right">{correct}</span></p>
            <p><strong>{t(Msg::Decision)}</strong>" "<span id="feedback-decision">{bi(decision)}</span></p>
            <ClockPair clocks=Signal::stored(clocks) moves=Signal::stored(counters) caption=Msg::RuledClocks/>
            <h3>{t(Msg::Explanation)}</h3>
            <p id="feedback-author">{bi(author)}</p>
            <p class="feedback-engine"><strong>{t(Msg::EngineSays)}</strong>" "{bi(engine)}</p>
            <p id="feedback-articles"><strong>{t(Msg::Articles)}" ("{edition}"):"</strong>" "{articles}</p>
            {has_others.then(|| view! {
                <h3>{t(Msg::OtherEditions)}</h3>
                <ul id="feedback-others">
                    {others.into_iter().map(|o| view! { <li>{bi(o)}</li> }).collect_view()}
                </ul>
            })}
        </section>
    }
}
