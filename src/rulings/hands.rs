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
use crate::laws::ActionTreatment;

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

/// The move just played (on `b`'s game) was made with two hands: if it ends the game (mate,
/// stalemate, a dead position, fivefold, 75 moves), the game is over all the same. The ending
/// rules ask only that the move be in accordance with Article 3 and Articles 4.2-4.7 (5.1.1,
/// 5.2.1, 5.2.2; 5.1a, 5.2a, 5.2b 2014), until 2009 that it be legal (5.1a, 5.2a, 5.2b): one hand
/// (4.1) is none of these. From July 2017 two hands make an illegal move only with the clock
/// pressed (7.7.1; 7.5.4), and a move that ends the game is complete without it (6.2.1.1; 6.2a
/// 2014, 6.7a 2009, 6.8a 2001/2005). The breach of 4.1 is left to the arbiter's penalties (12.9;
/// 13.4 until 2009), which do not change the result. `None` when the move ends nothing.
pub(super) fn ended_with_two_hands(b: &Board, lead: Explanation) -> Option<Ruled> {
    let a = &b.rules.articles;
    let proviso = if b.rules.touch_move.ending_move_must_keep_touch_move {
        (
            "mas o lance que termina a partida só precisa respeitar o Artigo 3 e os Artigos 4.2 a 4.7, e a regra de uma só mão não é um deles",
            "but the move that ends the game need only keep to Article 3 and Articles 4.2 to 4.7, and the one-hand rule is not one of them",
        )
    } else {
        (
            "mas o lance que termina a partida só precisa ser legal, e ele é",
            "but the move that ends the game need only be legal, and it is",
        )
    };
    let mut lead = lead.and(
        format!(
            "O lance foi feito com as duas mãos, contra a regra de jogar com uma só mão; {}.",
            proviso.0
        ),
        format!(
            "The move was made with two hands, against the rule of moving with one hand only; {}.",
            proviso.1
        ),
    );
    if b.rules.illegal_moves.actions.two_hands_with_clock == ActionTreatment::IllegalMove {
        lead = lead.and(
            "As duas mãos só tornam o lance ilegal com o relógio acionado, e um lance que termina a partida não precisa do relógio.",
            "Two hands make the move illegal only with the clock pressed, and a move that ends the game needs no press of the clock.",
        );
    }
    lead = lead.and(
        "O árbitro pode penalizar a infração a seu critério, sem mudar o resultado.",
        "The arbiter may penalise the breach at his discretion, without changing the result.",
    );
    let mut r = b.automatic_end_after(lead)?;
    for art in [a.one_hand, a.penalties] {
        r.ruling.articles.push(art.into());
    }
    Some(r)
}
