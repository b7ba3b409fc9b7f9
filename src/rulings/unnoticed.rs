//! Play that went on after an illegal act nobody ruled on, and an illegal position on the
//! board (issue 10).
//!
//! When the opponent of an illegal act's author moves instead of claiming, the game goes on from
//! the board as it stands: the [`Board`]'s game becomes the position the board shows, and the
//! act waits in [`Board::unruled`] with what a later correction needs (the game before it, the
//! presses since). When the board shows no legal position (both kings in check, a pawn left on
//! the last rank), the phase holds an [`IllegalBoard`] ([`OnBoard`]) until a move makes it legal.
//!
//! What a later claim or the arbiter's look does depends on the edition's row only
//! (`IllegalMoveRegime`: who enforces, the claim window, the illegal-position rule):
//! * within the window (standard play and the Competition Rules: the whole game, 7.4a / 7.5a /
//!   7.5.1): the position immediately before the act is reinstated — or the last identifiable
//!   one — and it counts as any illegal move; the clocks are the arbiter's judgement (6.14 /
//!   6.13 / 7.1): the engine takes back what the presses since added and puts the move
//!   counters back, the time used staying used;
//! * past it (rapid and blitz without adequate supervision, once the opponent made his move;
//!   2001/2005 rapid, once he touched a piece): the illegal move stands (A.4.2 / A.5.2, B5b, C3);
//! * 2014+ (A.4d / A.4.4 / A.5.4): the arbiter who sees both kings in check or a pawn on the last
//!   rank waits until the next move is completed; an illegal position still on the board then
//!   draws; 2009 rapid (A.4c): he intervenes while such a position is on the board.
use shakmaty::{Color, Position, Role, Square};

use super::board::{Board, Completed, IllegalAct, Made, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side, side_cap};
use super::{ClaimVerdict, Decision};
use super::{acts, conduct, flag, illegal};
use crate::clock::PressReport;
use crate::game::Game;
use crate::game::illegal_board::{BoardMove, Holds, IllegalBoard, classify, displaced};
use crate::i18n::Bilingual;
use crate::i18n::Lang;
use crate::incident::{ClaimKind, Claimant, Event, FoundBoard};
use crate::laws::{
    ClaimWindow, IllegalMoveConsequence, IllegalMoveEnforcement, IllegalPositionRule, TimeClass,
};

/// An illegal act the game went on after, not yet ruled on.
#[derive(Clone, Debug)]
pub(crate) struct Unruled {
    /// The act and how it was completed, when it was seen; `None`: the board was found so,
    /// the last move unseen.
    seen: Option<(IllegalAct, Completed)>,
    /// Who made it, as the board shows it.
    offender: Color,
    /// Found boards: the last identifiable position before the irregularity, if known.
    last_identifiable: Option<Game>,
    /// The presses since the act, in order (what a correction takes back).
    presses: Vec<PressReport>,
    /// Moves completed on the board since the act (or since the board was found).
    moves_since: u32,
    /// The opponent had touched a piece before the game went on.
    claimant_touched: bool,
    /// Found boards: the opponent of the offender had already moved when it was found.
    claimant_had_moved: bool,
}

/// The board holds an illegal position.
pub(super) struct OnBoard {
    pub(super) board: IllegalBoard,
}

/// Where the game stands after a move on the board.
pub(super) enum Shown {
    /// A legal position: the game holds it.
    Legal,
    /// Not a legal position: the phase holds it.
    Illegal(OnBoard),
}

/// A press of the clock while an act waits: counted, and kept for a correction.
pub(super) fn pressed(b: &mut Board, press: Option<PressReport>) {
    if let Some(u) = b.unruled.as_deref_mut() {
        u.moves_since = u.moves_since.saturating_add(1);
        u.presses.extend(press);
    }
}

/// The board after the act, as the players see it: the piece moved (or the pawn left on the
/// last rank), the turn to the opponent. `None` when there is no board to go on with (the
/// king captured).
fn board_after(act: &IllegalAct, completed: &Completed) -> Option<shakmaty::Setup> {
    let before = completed
        .before
        .position()
        .to_setup(shakmaty::EnPassantMode::Legal);
    match *act {
        IllegalAct::IllegalMove { from, to } | IllegalAct::UnpromotedPawn { from, to, .. } => {
            Some(displaced(&before, from, to, None))
        }
        IllegalAct::ClockWithoutMove => {
            let mut s = before;
            if s.turn == Color::Black {
                s.fullmoves = s.fullmoves.saturating_add(1);
            }
            s.halfmoves = s.halfmoves.saturating_add(1);
            s.ep_square = None;
            s.turn = !s.turn;
            Some(s)
        }
        // A piece of the other colour on the last rank: the board shown is not held (the
        // opponent may claim; moving on from it is not expressible).
        IllegalAct::TwoHands
        | IllegalAct::KingCapture { .. }
        | IllegalAct::WrongColourPromotion { .. } => None,
    }
}

/// Whether the illegal move left its author's king in check while checking the other one:
/// both kings in check (2009 A.4c; 2014 A.4d / A.4.4 / A.5.4).
pub(super) fn leaves_both_kings_in_check(act: &IllegalAct, completed: &Completed) -> bool {
    match board_after(act, completed).map(classify) {
        Some(Holds::Illegal(board)) => {
            board.side_left_in_check() == Some(completed.by) && board.in_check(!completed.by)
        }
        _ => false,
    }
}

/// Whether the board after the act shows a piece on `square` (the piece the illegal move put
/// there, which the game before it does not hold).
pub(super) fn shows_piece(act: &IllegalAct, completed: &Completed, square: Square) -> bool {
    board_after(act, completed).is_some_and(|s| s.board.piece_at(square).is_some())
}

/// The opponent of the act's author moves instead of claiming: the game goes on from the
/// board as it stands. `None`: there is no board to go on with (the act stays pending).
pub(super) fn play_on(
    b: &mut Board,
    act: &IllegalAct,
    completed: &Completed,
) -> Result<Option<Shown>, EventError> {
    let shown = match act {
        // The legal move made with two hands is already in the game.
        IllegalAct::TwoHands => Shown::Legal,
        _ => match board_after(act, completed).map(classify) {
            Some(Holds::Legal(pos)) => {
                b.game = Game::from_position(pos);
                Shown::Legal
            }
            Some(Holds::Illegal(board)) => Shown::Illegal(OnBoard { board }),
            Some(Holds::Neither(_)) | None => return Ok(None),
        },
    };
    b.unruled = Some(Box::new(Unruled {
        seen: Some((act.clone(), completed.clone())),
        offender: completed.by,
        last_identifiable: None,
        presses: Vec::new(),
        moves_since: 0,
        claimant_touched: completed.claimant_touched,
        claimant_had_moved: false,
    }));
    Ok(Some(shown))
}

/// A board found in an illegal position when the incident begins: the act waits, its author
/// the side whose king is in check though not to move (or whose pawn stands on its last rank).
pub(super) fn found(b: &mut Board, found: &FoundBoard) -> Result<OnBoard, EventError> {
    let board = found.board.clone();
    let offender = board
        .side_left_in_check()
        .or(board.unpromoted_pawn())
        .unwrap_or(!board.turn());
    // The clock runs for the side to move on the board, with the moves the board's move
    // number counts.
    let turn = board.turn();
    let before = 2 * (board.move_number().saturating_sub(1));
    if let Some(clock) = &mut b.clock {
        clock.set_moves(
            Color::White,
            before / 2 + u32::from(turn == Color::Black),
            b.now,
        )?;
        clock.set_moves(Color::Black, before / 2, b.now)?;
        clock.set_running(turn, b.now)?;
    }
    b.unruled = Some(Box::new(Unruled {
        seen: None,
        offender,
        last_identifiable: found.last_identifiable.clone(),
        presses: Vec::new(),
        moves_since: 0,
        claimant_touched: false,
        claimant_had_moved: offender == turn,
    }));
    Ok(OnBoard { board })
}

// ----- events on an illegal board -------------------------------------------------------------

/// An event while the board holds an illegal position: its ruling, if any, and whether the
/// board is a legal position again (play goes on in `Playing`).
pub(super) fn observe(
    b: &mut Board,
    on: &mut OnBoard,
    event: &Event,
) -> Result<(Option<Ruled>, bool), EventError> {
    use Event as E;
    let shown = |r: Ruled, on: &OnBoard| as_shown(Some(&on.board), r);
    Ok(match event {
        E::Claim(c) if c.kind == ClaimKind::IllegalMove => {
            (Some(rule(b, c.by, Some(&on.board))?), false)
        }
        E::Touch { square, by } => {
            touch(b, on, *square, *by)?;
            (None, false)
        }
        E::Play {
            from,
            to,
            promotion,
            by,
            ..
        } => {
            play(b, on, *from, *to, *promotion, *by)?;
            (None, false)
        }
        E::Release { square, by } => {
            release(b, on, *square, *by)?;
            (None, false)
        }
        // A move that leaves a legal position may end the game by itself (a mate given from an
        // illegal position is a mate: 5.1.1 asks the mating move to obey Article 3).
        E::PressClock(side) => match press(b, on, *side)? {
            true => (b.automatic_end(), true),
            false => (None, false),
        },
        E::Wait(d) => (
            on_the_board(b, on, |b| acts::wait(b, *d))?.map(|r| shown(r, on)),
            false,
        ),
        E::OfferDraw(side) => (conduct::offer_draw(b, *side).map(|r| shown(r, on)), false),
        E::DeclineDraw(side) => {
            conduct::decline_draw(b, *side);
            (None, false)
        }
        E::AcceptDraw(side) => (
            Some(shown(conduct::accept_draw(b, None, *side)?, on)),
            false,
        ),
        E::Resign(side) => (Some(shown(conduct::resign(b, false, *side), on)), false),
        // A flag seen down, or claimed: 6.9 as anywhere (lost unless the opponent cannot mate
        // by any series of legal moves, asked of this board).
        E::FlagFall(f) => (
            on_the_board(b, on, |b| flag::fall(b, *f))?.map(|r| shown(r, on)),
            false,
        ),
        E::Claim(c) if c.kind == ClaimKind::Flag => {
            let r = on_the_board(b, on, |b| Ok(flag::claim(b, c.by)))?;
            (Some(shown(r, on)), false)
        }
        _ => return Err(EventError::IllegalBoard),
    })
}

/// Runs a rule family that may ask "can this side still checkmate?" (a flag fall: 6.9) with the
/// question put to the illegal board as it stands rather than to the last legal position.
fn on_the_board<T>(
    b: &mut Board,
    on: &OnBoard,
    rule: impl FnOnce(&mut Board) -> Result<T, EventError>,
) -> Result<T, EventError> {
    b.shown = Some(on.board.clone());
    let r = rule(b);
    b.shown = None;
    r
}

// ----- acts on an illegal board ---------------------------------------------------------------

/// A touch on the illegal board (only the player to move's own touches bind).
pub(super) fn touch(
    b: &mut Board,
    on: &OnBoard,
    square: Square,
    by: Option<Color>,
) -> Result<(), EventError> {
    let mover = on.board.turn();
    if on.board.piece_at(square).is_none() {
        return Err(EventError::NoPiece {
            square,
            act: super::error::Act::Touch,
        });
    }
    if by.unwrap_or(mover) == mover && !b.turn.touched.contains(&square) {
        b.turn.touched.push(square);
    }
    Ok(())
}

/// A move made on the illegal board (not yet completed).
pub(super) fn play(
    b: &mut Board,
    on: &OnBoard,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    by: Option<Color>,
) -> Result<(), EventError> {
    let mover = on.board.turn();
    let who = by.unwrap_or(mover);
    if who != mover {
        return Err(EventError::NotTheMove(who));
    }
    match on.board.piece_at(from) {
        None => {
            return Err(EventError::NoPiece {
                square: from,
                act: super::error::Act::Move,
            });
        }
        Some(p) if p.color != mover => return Err(EventError::NotTheMoversPiece(from)),
        Some(_) => {}
    }
    if !b.turn.touched.contains(&from) {
        b.turn.touched.push(from);
    }
    b.turn.made = Some(Made {
        from,
        to,
        promotion,
        two_hands: false,
    });
    Ok(())
}

/// The piece in hand (the last own piece touched) released on `square` of the illegal board.
pub(super) fn release(
    b: &mut Board,
    on: &OnBoard,
    square: Square,
    by: Option<Color>,
) -> Result<(), EventError> {
    let mover = on.board.turn();
    if by.unwrap_or(mover) != mover {
        return Err(EventError::ReleaseOutOfTurn);
    }
    let Some(&from) = b
        .turn
        .touched
        .iter()
        .rev()
        .find(|&&s| on.board.piece_at(s).is_some_and(|p| p.color == mover))
    else {
        return Err(EventError::NothingInHand(square));
    };
    if from != square {
        b.turn.made = Some(Made {
            from,
            to: square,
            promotion: None,
            two_hands: false,
        });
    }
    Ok(())
}

/// A later illegal act was ruled on its own claim: if it put the game back, its press is no
/// longer one of the presses since the waiting act.
pub(super) fn act_ruled(b: &mut Board, act: &IllegalAct, ruling: &super::Ruling) {
    let restored =
        *act != IllegalAct::TwoHands && ruling.decision == Decision::IllegalMovePenalised;
    if let Some(u) = b.unruled.as_deref_mut()
        && restored
    {
        u.presses.pop();
        u.moves_since = u.moves_since.saturating_sub(1);
    }
}

/// `side` presses the clock on the illegal board: the move made is completed. Whether the
/// board is a legal position again (the game then holds it).
pub(super) fn press(b: &mut Board, on: &mut OnBoard, side: Color) -> Result<bool, EventError> {
    if side != on.board.turn() {
        return Ok(false); // not his clock: nothing happens
    }
    // A press without a move on a board that is no position, or a move that leaves no board
    // (a king taken off): nothing the Laws rule on.
    let Some(made) = b.turn.made.clone() else {
        return Err(EventError::IllegalBoard);
    };
    let next = match on.board.after(made.from, made.to, made.promotion) {
        Holds::Neither(_) => return Err(EventError::IllegalBoard),
        next => next,
    };
    let press = b.press_clock(side)?;
    pressed(b, press);
    b.turn = Default::default();
    Ok(match next {
        Holds::Legal(pos) => {
            b.game = Game::from_position(pos);
            true
        }
        Holds::Illegal(board) => {
            on.board = board;
            false
        }
        Holds::Neither(_) => unreachable!("refused above"),
    })
}

/// The first piece of the player to move he touched that can be moved under Article 3 (4.3.1
/// on the illegal board), and its moves.
fn touched_piece_moves(b: &Board, board: &IllegalBoard) -> Option<(Square, Vec<BoardMove>)> {
    let moves = board.moves_obeying_article_3();
    b.turn
        .touched
        .iter()
        .filter(|&&s| board.piece_at(s).is_some_and(|p| p.color == board.turn()))
        .find_map(|&s| {
            let own: Vec<_> = moves.iter().copied().filter(|m| m.0 == s).collect();
            (!own.is_empty()).then_some((s, own))
        })
}

/// The move made on the illegal board (not yet completed) ends the game: it meets Article 3
/// (and, where the edition asks it, the touch-move rule: 5.1.1 / 5.2.1 name 4.2-4.7) and leaves
/// a legal position that is checkmate, stalemate or dead (fivefold or 75 moves from 2014).
/// Such a move is complete without the press (6.2.1.1; 6.2a 2014, 6.7a 2009, 6.8a 2001/2005),
/// so the game ends with it, whatever board it came from. `None` (nothing changed) otherwise.
pub(super) fn made_move_ending_game(b: &mut Board, board: &IllegalBoard) -> Option<Ruled> {
    let made = b.turn.made.clone()?;
    if made.two_hands || !board.obeys_article_3(made.from, made.to, made.promotion) {
        return None;
    }
    if b.rules.touch_move.ending_move_must_keep_touch_move
        && touched_piece_moves(b, board).is_some_and(|(piece, _)| piece != made.from)
    {
        return None;
    }
    let Holds::Legal(pos) = board.after(made.from, made.to, made.promotion) else {
        return None;
    };
    let before = std::mem::replace(&mut b.game, Game::from_position(pos));
    match b.automatic_end_after(Explanation::ended_before_the_press()) {
        Some(r) => {
            b.turn = Default::default();
            Some(r)
        }
        None => {
            b.game = before;
            None
        }
    }
}

/// The move made on the illegal board, not completed, when the events end: a move that meets
/// Article 3 is made and stays (4.7); one that breaks it is not yet an illegal move (the clock
/// was not pressed), and the player must make a legal move with the piece he touched (4.3.1),
/// or any legal move if it has none (4.5).
pub(super) fn made_not_completed(b: &Board, board: &IllegalBoard, made: &Made) -> Ruled {
    let a = &b.rules.articles;
    if board.obeys_article_3(made.from, made.to, made.promotion) {
        let ex = Explanation::released(board.san(made.from, made.to, made.promotion));
        let r = b.ruling(Decision::MoveStands, None, vec![a.released_piece], ex, None);
        return as_shown(Some(board), r);
    }
    let lead = Explanation::text(
        "O lance feito no tabuleiro é ilegal (Artigo 3), mas o relógio não foi acionado: ainda não conta como lance ilegal completado.",
        "The move made on the board is illegal (Article 3), but the clock was not pressed: it does not yet count as a completed illegal move.",
    );
    let r = match touched_piece_moves(b, board) {
        Some((_, moves)) => {
            let mut allowed: Vec<super::ruling::AllowedMove> = moves
                .iter()
                .filter_map(|&(f, t, p)| allowed_move(board, f, t, p))
                .collect();
            allowed.sort_by_key(|m| m.san.to_string());
            let ex = lead.and(
                "O jogador deve fazer um lance legal com a peça que tocou.",
                "The player must make a legal move with the piece he touched.",
            );
            let mut r = b.ruling(
                Decision::TouchMoveObligation,
                None,
                vec![a.touch_own_piece],
                ex,
                None,
            );
            r.ruling.allowed_moves = Some(allowed);
            r
        }
        None => {
            let ex = lead.and(
                "Nenhuma peça que ele tocou pode ser movida: ele pode fazer qualquer lance legal.",
                "None of the pieces he touched can be moved: he may make any legal move.",
            );
            b.ruling(
                Decision::PlayContinues,
                None,
                vec![a.nothing_touched_movable],
                ex,
                None,
            )
        }
    };
    as_shown(Some(board), r)
}

/// A move on the illegal board as the ruling lists it: the move and its SAN there.
fn allowed_move(
    board: &IllegalBoard,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<super::ruling::AllowedMove> {
    let piece = board.piece_at(from)?;
    let mv = if piece.role == Role::King && from.rank() == to.rank() && from.distance(to) == 2 {
        let file = if to.file() > from.file() {
            shakmaty::File::H
        } else {
            shakmaty::File::A
        };
        shakmaty::Move::Castle {
            king: from,
            rook: Square::from_coords(file, from.rank()),
        }
    } else {
        shakmaty::Move::Normal {
            role: piece.role,
            from,
            capture: board.piece_at(to).map(|p| p.role),
            to,
            promotion,
        }
    };
    let san = board.san(from, to, promotion).parse().ok()?;
    Some(super::ruling::AllowedMove { mv, san })
}

/// "Can `side` checkmate by any series of legal moves?" asked of an illegal board: every move
/// the player to move can make under Article 3 leads to a board; `side` can mate if it can from
/// one of them (or the move itself mates for him), cannot if from none. A board still illegal
/// after the move, or an analysis out of budget, leaves the answer undetermined.
pub(super) fn can_mate_from(
    b: &Board,
    board: &IllegalBoard,
    side: Color,
) -> crate::analysis::CanMate {
    use crate::analysis::CanMate;
    let mut undetermined = false;
    for (from, to, promotion) in board.moves_obeying_article_3() {
        match board.after(from, to, promotion) {
            Holds::Legal(pos) => match b.analysis.can_checkmate(&pos, side) {
                CanMate::Yes { .. } => return CanMate::Yes { line: Vec::new() },
                CanMate::No => {}
                CanMate::Undetermined => undetermined = true,
            },
            Holds::Illegal(_) | Holds::Neither(_) => undetermined = true,
        }
    }
    // No move at all: the player to move is stuck on a board no legal game holds; the arbiter
    // judges.
    if undetermined || board.moves_obeying_article_3().is_empty() {
        CanMate::Undetermined
    } else {
        CanMate::No
    }
}

/// A ruling made while the board holds an illegal position states that board.
pub(super) fn as_shown(on: Option<&IllegalBoard>, mut r: Ruled) -> Ruled {
    if let Some(board) = on {
        r.ruling.position = board.fen().into();
    }
    r
}

// ----- the ruling -----------------------------------------------------------------------------

/// A claim of the waiting act (`by` whom; the opponent of its author when not said), the
/// arbiter's look, or the board as it stands when the events end (`by` the arbiter). `on`: the illegal board, when the board holds one.
pub(super) fn rule(
    b: &mut Board,
    by: Option<Claimant>,
    on: Option<&IllegalBoard>,
) -> Result<Ruled, EventError> {
    let Some(u) = b.unruled.as_deref().cloned() else {
        return Err(EventError::IllegalMovePending);
    };
    // The claim is the opponent's unless it says otherwise.
    let claimant = by.unwrap_or(Claimant::Player(!u.offender));
    let regime = illegal::regime(b);
    // Only the opponent is entitled to claim (A.4.2 / A.5.2); the offender pointing out his own
    // illegal move tells the arbiter, who acts as if he had seen it (no verdict).
    let intervention = claimant == Claimant::Arbiter || claimant == Claimant::Player(u.offender);
    let claimant = if intervention {
        Claimant::Arbiter
    } else {
        claimant
    };
    let verdict = (!intervention).then_some(ClaimVerdict::Correct);
    let mover_now = on.map_or(b.game.turn(), IllegalBoard::turn);
    let claimant_side = !u.offender;
    let acting_now = mover_now == claimant_side && u.moves_since == 0;
    let moved = u.claimant_had_moved || u.moves_since > 0 || (acting_now && b.turn.made.is_some());
    let touched = moved || u.claimant_touched || (acting_now && !b.turn.touched.is_empty());
    let in_window = match regime.claim_window {
        ClaimWindow::DuringTheGame => true,
        ClaimWindow::BeforeClaimantMoves => !moved,
        ClaimWindow::BeforeClaimantTouchesAPiece => !touched,
    };
    // The positions the appendices name (both kings in check, a pawn on the last rank); a
    // board where only the side not to move is in check is an illegal move like any other.
    let illegal_position = on.is_some_and(IllegalBoard::is_named_illegal_position);

    // 2014+ without adequate supervision: the arbiter who sees the illegal position waits
    // for the next move to be completed; if it is still on the board, the game is drawn.
    if regime.illegal_position == IllegalPositionRule::DrawIfStillOnBoardAfterNextMove
        && illegal_position
        && (!in_window || (intervention && u.seen.is_none()))
    {
        let articles = position_articles(b);
        let not_allowed = (!intervention).then_some(ClaimVerdict::NotAllowed);
        let (what_pt, what_en) = if on.is_some_and(IllegalBoard::pawn_on_last_rank) {
            ("um peão na última fileira", "a pawn on the last rank")
        } else {
            ("os dois reis em xeque", "both kings in check")
        };
        if u.moves_since > 0 {
            let ex = Explanation::text(
                format!(
                    "Há uma posição ilegal no tabuleiro ({what_pt}) e o lance seguinte já foi completado: ela continua no tabuleiro, e o árbitro declara a partida empatada."
                ),
                format!(
                    "An illegal position is on the board ({what_en}) and the next move has been completed: it is still there, and the arbiter declares the game drawn."
                ),
            );
            let r = b.ruling(Decision::GameDrawn, not_allowed, articles, ex, None);
            return Ok(as_shown(on, r).drawn());
        }
        let ex = Explanation::text(
            format!(
                "Há uma posição ilegal no tabuleiro ({what_pt}): o árbitro espera até que o próximo lance seja completado; se ela ainda estiver no tabuleiro, declara a partida empatada. Até lá, a partida continua."
            ),
            format!(
                "An illegal position is on the board ({what_en}): the arbiter waits until the next move is completed; if it is still on the board then, he declares the game drawn. Until then play goes on."
            ),
        );
        let decision = if intervention {
            Decision::PlayContinues
        } else {
            Decision::ClaimNotAllowed
        };
        return Ok(as_shown(
            on,
            b.ruling(decision, not_allowed, articles, ex, None),
        ));
    }

    let enforces = regime.enforcement == IllegalMoveEnforcement::ArbiterActs;
    let intervenes_on_position =
        illegal_position && regime.illegal_position == IllegalPositionRule::InterveneIfPossible;
    let correctable = if intervention {
        (enforces && in_window) || intervenes_on_position
    } else {
        in_window
    };
    if !correctable {
        let articles = illegal::appendix_articles(b);
        let ex = if intervention && !enforces {
            Explanation::text(
                "Neste regime o árbitro só age quando o adversário reclama: sem reclamação, o lance ilegal permanece e a partida continua.",
                "Under this regime the arbiter acts only on the opponent's claim: unclaimed, the illegal move stands and the game goes on.",
            )
        } else {
            Explanation::text(
                "O adversário já fez o seu lance (ou tocou uma peça) sem reclamar: o lance ilegal permanece e a partida continua; só os jogadores, de comum acordo e sem o árbitro, poderiam corrigi-lo.",
                "The opponent has already made his move (or touched a piece) without claiming: the illegal move stands and the game goes on; only the players, by agreement and without the arbiter, could put it right.",
            )
        };
        let r = if intervention {
            b.ruling(Decision::MoveStands, None, articles, ex, None)
        } else {
            b.ruling(
                Decision::ClaimNotAllowed,
                Some(ClaimVerdict::NotAllowed),
                articles,
                ex,
                None,
            )
        };
        return Ok(as_shown(on, r));
    }

    match u.seen {
        Some((act, completed)) => {
            correct_seen(b, &u.presses, u.moves_since, &act, &completed, claimant)
        }
        None => correct_found(b, u.offender, u.last_identifiable, verdict, on),
    }
}

/// The act seen being completed, found later: the presses since are taken back (latest first),
/// then it is ruled as if found at once (the position before it, 4.3/4.7, the penalty).
fn correct_seen(
    b: &mut Board,
    presses: &[PressReport],
    moves_since: u32,
    act: &IllegalAct,
    completed: &Completed,
    claimant: Claimant,
) -> Result<Ruled, EventError> {
    b.unruled = None;
    // The clock pressed without a move, where it is no illegal move (until 2014): the move
    // made after it stands; the arbiter may penalise (6.8b / 6.7c / 6.2d, 13.4 / 12.9).
    let a = &b.rules.articles;
    if *act == IllegalAct::ClockWithoutMove
        && b.rules.illegal_moves.actions.clock_pressed_without_move
            == crate::laws::ActionTreatment::PenaltyAtDiscretion
    {
        let ex = Explanation::text(
            "O jogador acionou o relógio sem fazer lance e o adversário jogou em seguida. Nesta edição isso não é lance ilegal: os lances feitos permanecem, e o árbitro pode aplicar uma penalidade a seu critério.",
            "The player pressed the clock without making a move and the opponent then moved. In this edition that is not an illegal move: the moves made stand, and the arbiter may penalise at his discretion.",
        );
        let verdict = (claimant != Claimant::Arbiter).then_some(ClaimVerdict::Incorrect);
        let articles = vec![a.clock_handling, a.penalties];
        return Ok(b.ruling(Decision::PenaltyAtDiscretion, verdict, articles, ex, None));
    }
    // An act that counts as an illegal move goes back (7.5.1; two hands via 7.5.4 / 7.7.1
    // July 2017, as illegal.rs rules it at once): the presses since are taken back, latest
    // first. A two-hands move is a legal move, so it and the moves after it are in the game:
    // those after it are undone first, and illegal.rs then reinstates the position before it.
    // Where two hands is no illegal move (until 2014) the moves stand: only the penalty, and
    // the act's own press is not taken back either (the clock has run on since).
    let two_hands = *act == IllegalAct::TwoHands;
    let goes_back = !two_hands
        || b.rules.illegal_moves.actions.two_hands_with_clock
            != crate::laws::ActionTreatment::PenaltyAtDiscretion;
    if goes_back {
        for press in presses.iter().rev() {
            b.take_back_press(Some(*press))?;
        }
        if two_hands {
            for _ in 0..moves_since {
                b.game.undo();
            }
        }
    }
    let completed = Completed {
        claimant_touched: false,
        press: if goes_back || presses.is_empty() {
            completed.press
        } else {
            None
        },
        ..completed.clone()
    };
    let mut r = illegal::rule(b, act, &completed, claimant)?;
    // Only a touch on the board as it stands came after the act: ruled as if at once.
    if presses.is_empty() {
        return Ok(r);
    }
    if goes_back && b.clock.is_some() {
        let a = &b.rules.articles;
        let at = r
            .ruling
            .articles
            .iter()
            .position(|x| {
                [
                    Some(a.illegal_move),
                    Some(a.unpromoted_pawn),
                    a.clock_without_move,
                ]
                .contains(&Some(x.as_str()))
            })
            .map_or(r.ruling.articles.len(), |i| i + 1);
        r.ruling.articles.insert(at, a.irregularity_clocks.into());
    }
    let (pt, en) = if goes_back {
        (
            "O lance ilegal só foi descoberto depois de a partida ter continuado: ainda assim ele é corrigido, e os lances feitos depois dele são desfeitos. Os relógios ficam a critério do árbitro: aqui retira-se o que os acionamentos desde então acrescentaram e os contadores de lances voltam; o tempo gasto continua gasto.",
            "The illegal move was found only after play had gone on: it is still put right, and the moves made after it are undone. The clocks are for the arbiter to judge: here what the presses since added is taken back and the move counters go back; the time used stays used.",
        )
    } else {
        (
            "O lance feito com as duas mãos foi descoberto depois de a partida ter continuado.",
            "The move made with two hands was found after play had gone on.",
        )
    };
    let old = r.ruling.explanation.clone();
    r.ruling.explanation = Bilingual::new(format!("{pt} {}", old.pt), format!("{en} {}", old.en));
    Ok(r)
}

/// A board found in an illegal position: back to the last identifiable position before it
/// (7.4a / 7.5a / 7.5.1), the offender's illegal move counted; the clocks as they are (the
/// arbiter's judgement, 6.14 / 6.13 / 7.1). Without that position, the arbiter must judge.
fn correct_found(
    b: &mut Board,
    offender: Color,
    last_identifiable: Option<Game>,
    verdict: Option<ClaimVerdict>,
    on: Option<&IllegalBoard>,
) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    let mut articles = Vec::new();
    if illegal::rapid_blitz_appendix_governs(b) {
        articles.extend(illegal::appendix_articles(b));
    }
    articles.push(a.illegal_move);
    let Some(before) = last_identifiable else {
        let ex = Explanation::text(
            "O tabuleiro mostra uma posição ilegal e o último lance não foi visto: a partida deve continuar da última posição identificável antes da irregularidade (pelas planilhas), que o incidente não dá. Cabe ao árbitro reconstruí-la e ajustar os relógios.",
            "The board shows an illegal position and the last move was not seen: the game must continue from the last identifiable position before the irregularity (from the scoresheets), which the incident does not give. The arbiter must reconstruct it and set the clocks.",
        );
        let r = b.ruling(
            Decision::ArbiterJudgementRequired,
            verdict,
            articles,
            ex,
            None,
        );
        return Ok(as_shown(on, r).closes());
    };
    b.unruled = None;
    b.game = before;
    b.turn = Default::default();
    let turn = b.game.turn();
    let made = b.game.moves_made();
    if let Some(clock) = &mut b.clock {
        clock.set_moves(Color::White, made.white, b.now)?;
        clock.set_moves(Color::Black, made.black, b.now)?;
        clock.set_running(turn, b.now)?;
        articles.push(a.irregularity_clocks);
    }
    let ex = Explanation::text(
        format!(
            "O tabuleiro mostra uma posição ilegal, e o último lance não foi visto: ele foi um lance ilegal completado {}. Volta-se à última posição identificável antes da irregularidade, de onde a partida continua, e o lance ilegal conta para esse jogador. Os relógios ficam a critério do árbitro (aqui, como estavam).",
            match offender {
                Color::White => "pelas brancas",
                Color::Black => "pelas pretas",
            }
        ),
        format!(
            "The board shows an illegal position and the last move was not seen: it was an illegal move completed by {}. Play goes back to the last identifiable position before the irregularity and continues from there, and the illegal move counts against that player. The clocks are for the arbiter to judge (here, as they were).",
            side(offender, Lang::En)
        ),
    );
    b.illegal[offender] = b.illegal[offender].saturating_add(1);
    let count = b.illegal[offender];
    let regime = illegal::regime(b);
    match regime.consequence(count) {
        IllegalMoveConsequence::Loses => Ok(illegal::losing_illegal_move(
            b, offender, count, articles, ex, verdict,
        )),
        IllegalMoveConsequence::TimeToOpponent(penalty) => {
            b.add_time(!offender, penalty)?;
            let minutes = penalty.0 / 60_000;
            let plural = if minutes == 1 { "" } else { "s" };
            let ex = ex.and(
                format!(
                    "{} recebem {minutes} minuto{plural} a mais no relógio.",
                    side_cap(!offender, Lang::Pt)
                ),
                format!(
                    "{} gets {minutes} extra minute{plural}.",
                    side_cap(!offender, Lang::En)
                ),
            );
            articles.push(a.illegal_move_penalty_after(&articles));
            if let Some(clause) = illegal::penalty_clause(b, penalty)
                && !articles.contains(&clause)
            {
                articles.push(clause);
            }
            Ok(b.ruling(Decision::IllegalMovePenalised, verdict, articles, ex, None))
        }
    }
}

/// The illegal-position rule's articles: the rapid one, sent there by the blitz one in blitz.
fn position_articles(b: &Board) -> Vec<super::Citation> {
    let a = &b.rules.articles;
    let position = a.rapid_illegal_position.unwrap_or(a.rapid_illegal_move);
    match b.class() {
        TimeClass::Blitz => vec![a.blitz_illegal_move, position],
        _ => vec![position],
    }
}
