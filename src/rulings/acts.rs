//! Acts at the board (Art. 4, 6): touching, adjusting, releasing and moving pieces, putting a
//! promotion piece, pressing the clock, time passing.
use shakmaty::{Color, Move, Piece, Position, Role, Square};

use super::board::{Board, Completed, IllegalAct, Made, Rejection, Ruled, Turn, obligation_allows};
use super::error::{Act, EventError};
use super::explain::Explanation;
use super::touch::{self, Obligation};
use super::{Decision, arbiter::LastMove, conduct, flag};
use crate::clock::Millis;

/// A deliberate touch. `last` is the opponent's last completed act, which a touch by the
/// player to move puts out of reach of some claims.
pub(super) fn touch(
    b: &mut Board,
    mover: Color,
    last: Option<&mut Completed>,
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
    if who != mover {
        // A touch out of turn creates no obligation (Art. 4 binds the player having the move).
        return Ok(());
    }
    if let Some(last) = last
        && last.by != who
    {
        last.claimant_touched = true;
    }
    if b.turn.made.is_none() && !b.turn.touched.contains(&square) {
        b.turn.touched.push(square);
    }
    conduct::reject_offer(b, who, Rejection::ByTouching);
    Ok(())
}

/// Adjusting a piece after announcing it (4.2 / 4.2.1).
pub(super) fn adjust(
    b: &mut Board,
    mover: Color,
    last: Option<&mut Completed>,
    square: Square,
    by: Option<Color>,
) -> Result<Option<Ruled>, EventError> {
    if b.piece_at(square).is_none() {
        return Err(EventError::NoPiece {
            square,
            act: Act::Adjust,
        });
    }
    let who = by.unwrap_or(mover);
    if who != mover {
        return Ok(Some(conduct::adjusting_out_of_turn(b, who, square)));
    }
    if let Some(last) = last
        && last.by != who
    {
        last.claimant_adjusted = true;
    }
    // Adjusting after announcing it binds nothing (4.2 / 4.2.1); pieces touched or a move made
    // earlier in the turn still govern the standing ruling.
    if b.turn.touched.is_empty() && b.turn.made.is_none() {
        let ex = Explanation::adjusted(square);
        let art = b.rules.articles.adjusting;
        return Ok(Some(b.ruling(
            Decision::NoObligation,
            None,
            vec![art],
            ex,
            None,
        )));
    }
    Ok(None)
}

/// The piece in hand released on `square`.
pub(super) fn release(
    b: &mut Board,
    mover: Color,
    square: Square,
    by: Option<Color>,
) -> Result<(), EventError> {
    let who = by.unwrap_or(mover);
    if who != mover {
        return Err(EventError::ReleaseOutOfTurn);
    }
    let us = b.game.turn();
    let board = b.game.position().board();
    // The piece in hand: the last touched own piece.
    let Some(&from) = b
        .turn
        .touched
        .iter()
        .rev()
        .find(|&&s| board.color_at(s) == Some(us))
    else {
        return Err(EventError::NothingInHand(square));
    };
    if from != square {
        make(b, from, square, None, false);
    } // else: put back on its square: still touched, nothing made
    Ok(())
}

/// A move made on the board (not yet completed by the clock). `last` is the opponent's last
/// completed act: moving puts it out of reach of a claim.
#[allow(clippy::too_many_arguments)] // the event's fields, as the contract gives them
pub(super) fn play(
    b: &mut Board,
    mover: Color,
    last: Option<&mut Completed>,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    two_hands: bool,
    by: Option<Color>,
) -> Result<(), EventError> {
    let who = by.unwrap_or(mover);
    if who != mover {
        return Err(EventError::NotTheMove(who));
    }
    let Some(piece) = b.piece_at(from) else {
        return Err(EventError::NoPiece {
            square: from,
            act: Act::Move,
        });
    };
    if piece.color != who {
        return Err(EventError::NotTheMoversPiece(from));
    }
    if let Some(last) = last {
        last.claimant_touched = true;
    }
    if !b.turn.touched.contains(&from) {
        b.turn.touched.push(from);
    }
    conduct::reject_offer(b, who, Rejection::ByTouching);
    make(b, from, to, promotion, two_hands);
    Ok(())
}

fn make(b: &mut Board, from: Square, to: Square, promotion: Option<Role>, two_hands: bool) {
    let promotion = promotion.or_else(|| {
        b.turn
            .placed
            .filter(|(sq, _)| *sq == to)
            .map(|(_, p)| p.role)
    });
    b.turn.made = Some(Made {
        from,
        to,
        promotion,
        two_hands,
    });
}

/// A new piece put on a square (a promotion, in either order from 2014).
pub(super) fn place(
    b: &mut Board,
    mover: Color,
    square: Square,
    piece: Piece,
) -> Result<(), EventError> {
    let promotes_there = b
        .game
        .position()
        .legal_moves()
        .iter()
        .any(|m| m.is_promotion() && m.to() == square);
    if piece.color != mover {
        // A piece of the other colour where the player to move is promoting is no promotion
        // (3.7.5.1 / 3.7e: a new piece of the same colour): the move is not made by it, and
        // pressed so it is an illegal move. Anywhere else it cannot be a promotion piece.
        if !promotes_there {
            return Err(EventError::PromotionPieceColour);
        }
        b.turn.wrong_colour = Some(square);
        return Ok(());
    }
    if b.turn.wrong_colour == Some(square) {
        b.turn.wrong_colour = None;
    }
    let final_on_touch =
        b.rules.touch_move.promotion_choice == crate::laws::PromotionChoice::FinalOnTouchingSquare;
    // The first new piece to touch a square where a pawn of the player can promote is his
    // choice for good (4.4d / 4.4.4): it binds the piece, on whichever square he promotes.
    if final_on_touch && b.turn.promotion_choice.is_none() && promotes_there {
        b.turn.promotion_choice = Some(piece.role);
    }
    // Under a final choice, another piece changes nothing.
    if b.turn
        .promotion_choice
        .is_some_and(|role| role != piece.role)
    {
        return Ok(());
    }
    match &mut b.turn.made {
        Some(made) if made.to == square => made.promotion = Some(piece.role),
        // Put there before the pawn moves (2014+ allows either order).
        _ => b.turn.placed = Some((square, piece)),
    }
    Ok(())
}

/// What a press of the clock completed.
#[allow(clippy::large_enum_variant)] // one per press, moved straight into the phase
pub(super) enum Press {
    /// A press by the player whose clock is not running: nothing happens.
    Ignored,
    /// A legal move, and the ruling it brings about by itself (mate, stalemate, a dead
    /// position, fivefold, 75 moves).
    Legal {
        last: LastMove,
        ruled: Option<Ruled>,
    },
    /// An illegal act: nothing happens until it is found, by a claim or by the arbiter.
    Illegal {
        act: IllegalAct,
        completed: Completed,
    },
}

/// `side` presses the clock: what he made at the board is completed.
pub(super) fn press(b: &mut Board, mover: Color, side: Color) -> Result<Press, EventError> {
    if side != mover {
        // A press by the player whose clock is not running does nothing.
        return Ok(Press::Ignored);
    }
    let before = b.game.clone();
    let pos = b.game.position().clone();
    let Turn {
        touched,
        made,
        wrong_colour,
        ..
    } = std::mem::take(&mut b.turn);
    let press = b.press_clock(side)?;
    super::unnoticed::pressed(b, press);
    let completed = Completed {
        by: side,
        before,
        press,
        touched,
        claimant_touched: false,
        claimant_adjusted: false,
    };
    let illegal = |act| {
        Ok(Press::Illegal {
            act,
            completed: completed.clone(),
        })
    };
    let Some(made) = made else {
        return illegal(IllegalAct::ClockWithoutMove);
    };
    let captured_king = pos
        .board()
        .piece_at(made.to)
        .is_some_and(|p| p.role == Role::King && p.color != side);
    if captured_king {
        return illegal(IllegalAct::KingCapture {
            from: made.from,
            to: made.to,
        });
    }
    // A pawn left unpromoted on a square of the last rank it could legally reach; one that
    // could not get there (a2-a8) made an ordinary illegal move.
    let queen = Made {
        promotion: Some(Role::Queen),
        ..made.clone()
    }
    .legal_move(&pos);
    // A piece of the other colour in the pawn's place: an illegal move (not 7.5.2's pawn left
    // unreplaced: it was replaced, wrongly).
    if made.is_unpromoted_pawn(&pos) && queen.is_some() && wrong_colour == Some(made.to) {
        return illegal(IllegalAct::WrongColourPromotion {
            from: made.from,
            to: made.to,
        });
    }
    if made.is_unpromoted_pawn(&pos) && queen.is_some() {
        return illegal(IllegalAct::UnpromotedPawn {
            from: made.from,
            to: made.to,
            queen,
        });
    }
    let Some(mv) = made.legal_move(&pos) else {
        return illegal(IllegalAct::IllegalMove {
            from: made.from,
            to: made.to,
        });
    };
    let breach = breach(&pos, &completed.touched, made.from, &mv);
    b.game.play(mv)?;
    // From 2014 a move that broke touch-move does not end the game by mate, stalemate or a
    // dead position (5.1.1, 5.2.1, 5.2.2: only a move made in accordance with 4.2-4.7 does):
    // the opponent may still claim.
    let may_end = breach.is_none() || !b.rules.touch_move.ending_move_must_keep_touch_move;
    if made.two_hands {
        // A move that ends the game was complete before the press (6.2.1.1): two hands
        // (4.1) do not keep it from ending the game, and the press comes after the end.
        let ended = may_end
            .then(|| super::hands::ended_with_two_hands(b, Explanation::new()))
            .flatten();
        return match ended {
            Some(r) => Ok(Press::Legal {
                last: LastMove { completed, breach },
                ruled: Some(r),
            }),
            None => illegal(IllegalAct::TwoHands),
        };
    }
    let ruled = if may_end { b.automatic_end() } else { None };
    Ok(Press::Legal {
        last: LastMove { completed, breach },
        ruled,
    })
}

/// The touch-move obligation a legal move broke, if it broke one.
fn breach(
    pos: &shakmaty::Chess,
    touched: &[Square],
    from: Square,
    mv: &Move,
) -> Option<Obligation> {
    match touch::obligation(pos, &touched_before_move(touched, from)) {
        o @ Obligation::Moves { .. } if !obligation_allows(&o, mv) => Some(o),
        _ => None,
    }
}

/// The opponent makes his move before the player to move pressed his clock (6.2.2; 2001/2005:
/// a player must always be allowed to press his clock). The legal move made on the board is
/// then made and counts; its press is still owed. `None` when no legal move was made (an
/// illegal move is completed only by the press, and the reply is refused).
pub(super) fn reply_before_press(
    b: &mut Board,
    mover: Color,
) -> Result<Option<LastMove>, EventError> {
    let pos = b.game.position().clone();
    let Some(mv) = b
        .turn
        .made
        .as_ref()
        .filter(|m| !m.two_hands)
        .and_then(|m| m.legal_move(&pos))
    else {
        return Ok(None);
    };
    let before = b.game.clone();
    let Turn { touched, made, .. } = std::mem::take(&mut b.turn);
    let from = made.map_or(mv.from().unwrap_or(mv.to()), |m| m.from);
    let breach = breach(&pos, &touched, from, &mv);
    b.game.play(mv)?;
    b.press_owed = Some(mover);
    Ok(Some(LastMove {
        completed: Completed {
            by: mover,
            before,
            press: None,
            touched,
            claimant_touched: false,
            claimant_adjusted: false,
        },
        breach,
    }))
}

/// The owed press (6.2.2): the player whose move was replied to presses his clock. It stops
/// his clock and starts the opponent's, with the increment; the move itself was already made.
pub(super) fn owed_press(
    b: &mut Board,
    side: Color,
    last: Option<&mut LastMove>,
) -> Result<(), EventError> {
    let report = b.press_clock(side)?;
    b.press_owed = None;
    if let Some(last) = last.filter(|l| l.completed.by == side) {
        last.completed.press = report;
    }
    Ok(())
}

/// The pieces that bound the player before he moved `from` (the moved piece counts as touched).
fn touched_before_move(touched: &[Square], from: Square) -> Vec<Square> {
    let mut t = touched.to_vec();
    if !t.contains(&from) {
        t.push(from);
    }
    t
}

/// Time passes: a flag that falls is seen.
/// Time passing after the game ended: the clock runs on (nothing is ruled on it); what it shows.
pub(super) fn run_clock(
    b: &mut Board,
    d: Millis,
) -> Result<Option<shakmaty::ByColor<Millis>>, EventError> {
    b.now = b.now + d;
    let Some(clock) = &mut b.clock else {
        return Ok(None);
    };
    clock.tick(b.now)?;
    Ok(Some(shakmaty::ByColor {
        white: clock.remaining(Color::White, b.now),
        black: clock.remaining(Color::Black, b.now),
    }))
}

pub(super) fn wait(b: &mut Board, d: Millis) -> Result<Option<Ruled>, EventError> {
    b.now = b.now + d;
    let Some(clock) = &mut b.clock else {
        return Ok(None);
    };
    clock.tick(b.now)?;
    let fallen: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&c| clock.flag_fallen(c).is_some() && !b.flags_down[c])
        .collect();
    for side in fallen {
        b.flags_down[side] = true;
        if let Some(r) = flag::seen(b, side, false) {
            return Ok(Some(r));
        }
    }
    Ok(None)
}
