//! Which hand pressed the clock (Art. 4.1, 6.2.3; 6.8b 2001/2005, 6.7b 2009, 6.2c 2014).
//!
//! A move is made with one hand (4.1); the clock is pressed with the hand that made the move.
//! A move made with one hand and the clock pressed with the other is therefore not an illegal
//! move (the two-hands rule of 7.5.4 is about making the move itself with both hands): the move
//! stands, the game goes on, and the breach of the clock rule is for the arbiter to penalise
//! from the list of 12.9 (13.4 until 2009).
use shakmaty::Color;

use super::board::{Board, Ruled};
use super::explain::{Explanation, side_cap};
use super::{Citation, Decision};
use crate::i18n::Lang;

/// `side` completed a legal move, pressing the clock with the other hand than the one that
/// made the move.
pub(super) fn pressed_with_the_other_hand(b: &Board, side: Color) -> Ruled {
    let (articles, ex) = other_hand_offence(b, side);
    b.ruling(Decision::PenaltyAtDiscretion, None, articles, ex, None)
}

/// The same-hand rule broken by `side`, for the arbiter's penalties: its articles and words.
pub(super) fn other_hand_offence(b: &Board, side: Color) -> (Vec<Citation>, Explanation) {
    let a = &b.rules.articles;
    let ex = Explanation::text(
        format!(
            "{} fizeram o lance com uma mão e acionaram o relógio com a outra.",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} made the move with one hand and pressed the clock with the other.",
            side_cap(side, Lang::En)
        ),
    )
    .and(
        "O lance foi feito com uma só mão, então não é um lance ilegal: ele vale e a partida continua, sem contar um lance ilegal.",
        "The move itself was made with one hand, so it is not an illegal move: it stands and the game goes on, with no illegal move counted.",
    )
    .and(
        "Mas o relógio deve ser acionado com a mesma mão que fez o lance: o árbitro pode aplicar uma das penalidades previstas, a seu critério.",
        "But the clock must be pressed with the same hand that made the move: the arbiter may apply one of the penalties the Laws list, at his discretion.",
    );
    (vec![a.same_hand, a.penalties], ex)
}
