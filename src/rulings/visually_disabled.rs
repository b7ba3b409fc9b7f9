//! Play with a visually disabled player (Appendix F 2001/2005, E 2009, D from 2014).
//!
//! The visually disabled player uses a specially constructed board whose pieces stand in a
//! securing hole on each square; the sighted opponent uses a normal board. On the special board
//! a piece counts as touched only when it is taken out of its hole (D.2.2; E.2.2, F2.2): a hand
//! on a piece left in its hole binds nothing, rejects no draw offer and costs no claim. For the
//! sighted player the normal rules of touching and moving hold (D.2.5; the last sentence of
//! E.2.3 / F2.3). The edition's article numbers are in the table (`visually_disabled_touch`,
//! `sighted_player_normal_rules`).
use shakmaty::{Color, Square};

use super::board::{Board, Ruled};
use super::error::{Act, EventError};
use super::explain::{Explanation, side_cap};
use super::{Citation, Decision};
use crate::i18n::Lang;

/// The visually disabled player (`by`, or the player to move) puts his hand on the piece on
/// `square` and leaves it in its securing hole.
pub(super) fn feel(
    b: &mut Board,
    mover: Color,
    square: Square,
    by: Option<Color>,
) -> Result<(), EventError> {
    let who = by.unwrap_or(mover);
    if b.piece_at(square).is_none() {
        return Err(EventError::NoPiece {
            square,
            act: Act::Touch,
        });
    }
    if b.inc.visually_disabled != Some(who) {
        return Err(EventError::NotVisuallyDisabled(who));
    }
    if who == mover && !b.turn.felt.contains(&square) {
        b.turn.felt.push(square);
    }
    Ok(())
}

/// The standing ruling when the visually disabled player, to move, has only felt pieces in
/// their holes: no obligation.
pub(super) fn felt_ruling(b: &Board) -> Ruled {
    let squares: Vec<String> = b.turn.felt.iter().map(ToString::to_string).collect();
    let list = squares.join(", ");
    let side = b.game.turn();
    let ex = Explanation::text(
        format!(
            "{} (deficiente visual) puseram a mão na peça de {list} sem tirá-la do orifício de fixação do tabuleiro especial.",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} (visually disabled) put a hand on the piece on {list} without taking it out of the securing hole of the special board.",
            side_cap(side, Lang::En)
        ),
    )
    .and(
        "No tabuleiro do jogador deficiente visual, uma peça só conta como tocada quando é retirada do seu orifício: apalpar as peças para reconhecer a posição não obriga a nada, e qualquer lance legal pode ser feito.",
        "On the visually disabled player's board a piece counts as touched only once it is taken out of its hole: feeling the pieces to read the position binds nothing, and any legal move may be made.",
    );
    b.ruling(
        Decision::NoObligation,
        None,
        vec![b.rules.articles.visually_disabled_touch],
        ex,
        None,
    )
}

/// The appendix article that says what a touch is for the player whose touches are ruled,
/// when a visually disabled player takes part: the special board's rule for him, the normal
/// rules for his sighted opponent.
pub(super) fn touch_definition(b: &Board, toucher: Color) -> Option<Citation> {
    let vd = b.inc.visually_disabled?;
    let a = &b.rules.articles;
    Some(if vd == toucher {
        a.visually_disabled_touch
    } else {
        a.sighted_player_normal_rules
    })
}
