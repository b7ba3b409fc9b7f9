//! [`Board`]: what the arbiter sees at the board in every phase — the game, the clocks, the
//! illegal-move counts, `now`, and what the player to move has done in this turn — and the
//! rulings built from it.
//!
//! The phase of the game (playing, an illegal move completed and not ruled, adjourned, ended)
//! is not here: it is [`super::arbiter::Phase`], and what belongs to one phase only (the
//! illegal act waiting for a ruling, the sealed move) lives in that phase's variant.
use shakmaty::{ByColor, Color, Move, Piece, Position, Role, Square};

use super::explain::Explanation;
use super::touch::{self, Obligation};
use super::{
    AllowedMove, Article, Citation, ClaimVerdict, Decision, GameResult, RuledPosition, Ruling,
};
use crate::analysis::{Allowance, CanMate};
use crate::clock::{Clock, ClockError, Millis, PerMove, PressReport, TimeControl};
use crate::game::Game;
use crate::incident::Incident;
use crate::laws::{EditionRules, FivefoldRule, TimeClass};

/// The board state shared by every phase.
pub(super) struct Board<'a> {
    pub(super) inc: &'a Incident,
    pub(super) rules: &'static EditionRules,
    /// Completed legal moves (an illegal move waiting for a ruling is not in it).
    pub(super) game: Game,
    pub(super) clock: Option<Clock>,
    pub(super) now: Millis,
    pub(super) illegal: ByColor<u32>,
    pub(super) turn: Turn,
    /// A draw offer standing, by this side.
    pub(super) draw_offer: Option<Color>,
    /// The clause that made the standing offer one, when it is a claim or request that counts
    /// as an offer (9.1.2.3 / 9.1b3 / 9.1c; the increment request's G.4 / III.4).
    pub(super) offer_clause: Option<Citation>,
    /// The last draw offer that was rejected, by whom it was made and how it was rejected: it
    /// can no longer be accepted (9.1.2.1).
    pub(super) offer_rejected: Option<(Color, Rejection)>,
    /// Flags seen down (a wait ran a clock to zero, a `flag_fall` event, a claim read the clock).
    pub(super) flags_down: ByColor<bool>,
    /// A quickplay-finish claim by this side whose decision the arbiter postponed.
    pub(super) quickplay_postponed: Option<Color>,
    /// The side whose move is made and counts (the opponent replied to it, 6.2.2) but who has
    /// not pressed his clock yet: his clock runs until he does.
    pub(super) press_owed: Option<Color>,
    /// The arbiter's decision on that claim given with the flag fall (`true`: upheld), while
    /// the flag fall is ruled.
    pub(super) quickplay_judgement: Option<bool>,
    /// A player stopped the clock to call the arbiter: it restarts at the next act.
    pub(super) clock_stopped_for_arbiter: bool,
    /// The analysis this incident may still do (one budget for all its questions).
    pub(super) analysis: Allowance,
    /// An illegal act the game went on after, not ruled on (`rulings/unnoticed.rs`).
    pub(super) unruled: Option<Box<super::unnoticed::Unruled>>,
    /// What the arbiter has seen of the scoresheets (`rulings/scoresheet.rs`).
    pub(super) scoresheets: super::scoresheet::Watch,
    /// How many of each side's draw offers the opponent has rejected (repeated offers may
    /// distract him: 11.5).
    pub(super) offers_rejected: ByColor<u32>,
    /// The illegal board the phase holds, while an event on it is ruled: "can this side still
    /// checkmate?" is then asked of that board, not of `game` (`rulings/unnoticed.rs`).
    pub(super) shown: Option<crate::game::illegal_board::IllegalBoard>,
    /// The last move was completed with another move announced (a slip of the tongue not
    /// corrected before the clock was started): the opponent's board shows this one (SAN).
    pub(super) other_board: Option<String>,
}

/// How a draw offer was rejected (9.1.2.1; 9.1b1 2009/2014; 9.1a 2001/2005).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rejection {
    /// Said so (`decline_draw`).
    Orally,
    /// Touched a piece with the intention of moving or capturing it (or moved one).
    ByTouching,
}

/// What the player to move has done at the board in this turn.
#[derive(Clone, Debug, Default)]
pub(super) struct Turn {
    /// Pieces deliberately touched, in order (own and opponent's), by their squares.
    pub(super) touched: Vec<Square>,
    /// A move made on the board (the piece released) but not completed.
    pub(super) made: Option<Made>,
    /// A promotion piece put on a square before the pawn move was made (2014+: any order).
    pub(super) placed: Option<(Square, Piece)>,
    /// The promotion piece chosen for good: the first new piece that touched a square of
    /// promotion, where the edition makes that choice final (4.4d from 2005, 4.4.4). It binds
    /// the piece, on whichever square the pawn is promoted; the square is bound by a release.
    pub(super) promotion_choice: Option<Role>,
    /// A piece of the other colour put on this square as the promotion piece: no promotion
    /// (3.7.5.1 / 3.7e: a new piece of the same colour).
    pub(super) wrong_colour: Option<Square>,
    /// The hand the move made was made with, when the incident names it.
    pub(super) hand: Option<crate::incident::Hand>,
    /// Pieces the visually disabled player put his hand on and left in their securing holes
    /// (not touched: D.2.2 / E.2.2 / F2.2).
    pub(super) felt: Vec<Square>,
    /// The moves announced aloud in this turn, in order (SAN, each legal here).
    pub(super) announced: Vec<String>,
}

/// A move made on the board.
#[derive(Clone, Debug)]
pub(super) struct Made {
    pub(super) from: Square,
    pub(super) to: Square,
    /// The piece put on the promotion square, if any.
    pub(super) promotion: Option<Role>,
    pub(super) two_hands: bool,
}

impl Made {
    /// The legal move this is, if it is one (a pawn on the last rank without a new piece is not).
    pub(super) fn legal_move(&self, pos: &shakmaty::Chess) -> Option<Move> {
        pos.legal_moves().into_iter().find(|m| {
            m.from() == Some(self.from)
                && (m.to() == self.to || castling_king_target(m) == Some(self.to))
                && m.promotion() == self.promotion
        })
    }

    /// A pawn moved to the last rank and left there unpromoted.
    pub(super) fn is_unpromoted_pawn(&self, pos: &shakmaty::Chess) -> bool {
        self.promotion.is_none()
            && pos.board().role_at(self.from) == Some(Role::Pawn)
            && self.to.rank()
                == pos
                    .turn()
                    .fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First)
    }
}

/// Where the king lands when castling (the contract writes castling as the king's move).
fn castling_king_target(m: &Move) -> Option<Square> {
    match *m {
        Move::Castle { king, rook } => {
            let side = if rook > king {
                shakmaty::CastlingSide::KingSide
            } else {
                shakmaty::CastlingSide::QueenSide
            };
            Some(Square::from_coords(side.king_to_file(), king.rank()))
        }
        _ => None,
    }
}

/// A move (or act) completed by pressing the clock, while the opponent can still claim
/// against it.
#[derive(Clone, Debug)]
pub(super) struct Completed {
    pub(super) by: Color,
    /// The game before the move (what a restoration goes back to).
    pub(super) before: Game,
    /// What the press did to the clock (what a restoration takes back).
    pub(super) press: Option<PressReport>,
    /// The pieces the player had touched in that turn (for the replacement move).
    pub(super) touched: Vec<Square>,
    /// The opponent (the claimant) has since touched a piece / made his own move.
    pub(super) claimant_touched: bool,
    /// The opponent (the claimant) has since adjusted a piece after announcing it.
    pub(super) claimant_adjusted: bool,
}

/// An illegal act, completed by pressing the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum IllegalAct {
    /// A move against the rules of movement (or leaving the king in check).
    IllegalMove { from: Square, to: Square },
    /// A pawn left on the last rank without a new piece; `queen` is the legal promotion to a
    /// queen, when there is one.
    UnpromotedPawn {
        from: Square,
        to: Square,
        queen: Option<Move>,
    },
    /// The clock pressed without a move.
    ClockWithoutMove,
    /// A legal move made with two hands (it stands; the game holds it).
    TwoHands,
    /// The opponent's king captured.
    KingCapture { from: Square, to: Square },
    /// A pawn moved to the last rank and a piece of the other colour put in its place.
    WrongColourPromotion { from: Square, to: Square },
}

impl IllegalAct {
    /// The squares of the move the board shows (not in the game), if the act moved a piece
    /// that the game does not hold.
    pub(crate) fn shown_move(&self) -> Option<(Square, Square)> {
        match *self {
            IllegalAct::IllegalMove { from, to }
            | IllegalAct::UnpromotedPawn { from, to, .. }
            | IllegalAct::KingCapture { from, to }
            | IllegalAct::WrongColourPromotion { from, to } => Some((from, to)),
            IllegalAct::ClockWithoutMove | IllegalAct::TwoHands => None,
        }
    }
}

/// How a ruling leaves the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ending {
    /// Play goes on (or the phase the event led to holds).
    Continues,
    /// The game ended with this result.
    Result(GameResult),
    /// The incident is closed without a result: the game is restarted or annulled, the
    /// claim goes to an arbiter, or the arbiter must judge.
    Closed,
}

/// A ruling and how it leaves the game.
#[derive(Clone, Debug)]
pub(super) struct Ruled {
    pub(super) ruling: Ruling,
    pub(super) ending: Ending,
}

impl Ruled {
    /// The ruling if the events ended here, which does not end the game by itself: a flag
    /// down that nobody has yet observed or claimed (6.8). What follows at the board is ruled
    /// on the board as it is (a mate made meanwhile stands, 5.1.1 / 6.9).
    pub(super) fn pending(mut self) -> Ruled {
        self.ending = Ending::Continues;
        self
    }

    /// The game ends with `result` (which the ruling states).
    pub(super) fn ends(mut self, result: GameResult) -> Ruled {
        self.ruling.result = Some(result);
        self.ending = Ending::Result(result);
        self
    }

    /// The win for `side`.
    pub(super) fn won_by(self, side: Color) -> Ruled {
        self.ends(GameResult::win_for(side))
    }

    pub(super) fn drawn(self) -> Ruled {
        self.ends(GameResult::Draw)
    }

    /// The ruling closes the incident without a result.
    pub(super) fn closes(mut self) -> Ruled {
        self.ending = Ending::Closed;
        self
    }

    pub(super) fn ends_game(&self) -> bool {
        self.ending != Ending::Continues
    }
}

impl<'a> Board<'a> {
    pub(super) fn new(inc: &'a Incident) -> Board<'a> {
        let game = inc.game.clone();
        let clock = inc.clocks.map(|remaining| {
            let control = inc
                .time_control
                .clone()
                .unwrap_or_else(|| TimeControl::sudden_death(Millis::ZERO, PerMove::None));
            Clock::in_progress(
                control,
                remaining,
                game.moves_made(),
                game.turn(),
                Millis::ZERO,
            )
        });
        Board {
            inc,
            rules: inc.edition.rules(),
            game,
            clock,
            now: Millis::ZERO,
            illegal: inc.illegal_moves,
            turn: Turn::default(),
            draw_offer: None,
            offer_clause: None,
            offer_rejected: None,
            flags_down: ByColor::default(),
            quickplay_postponed: None,
            press_owed: None,
            quickplay_judgement: None,
            clock_stopped_for_arbiter: false,
            analysis: Allowance::incident(),
            unruled: None,
            scoresheets: Default::default(),
            offers_rejected: ByColor::default(),
            shown: None,
            other_board: None,
        }
    }

    pub(super) fn class(&self) -> TimeClass {
        self.inc.time_class
    }

    pub(super) fn piece_at(&self, square: Square) -> Option<Piece> {
        self.game.position().board().piece_at(square)
    }

    // ----- the clock -------------------------------------------------------------------------

    /// Presses the clock for `side`, if there is a clock; what the press did.
    pub(super) fn press_clock(&mut self, side: Color) -> Result<Option<PressReport>, ClockError> {
        let Some(clock) = &mut self.clock else {
            return Ok(None);
        };
        Ok(clock.press(side, self.now)?.done())
    }

    /// Takes a press back (the ruling restores the position before it): removes what it added,
    /// puts the move counter back and runs the presser's clock again; the time the opponent
    /// used meanwhile stays used.
    pub(super) fn take_back_press(&mut self, press: Option<PressReport>) -> Result<(), ClockError> {
        if let (Some(clock), Some(press)) = (&mut self.clock, press) {
            clock.take_back(&press, self.now)?;
        }
        Ok(())
    }

    pub(super) fn add_time(&mut self, side: Color, amount: Millis) -> Result<(), ClockError> {
        match &mut self.clock {
            Some(c) => c.add_time(side, amount, self.now),
            None => Ok(()),
        }
    }

    pub(super) fn set_time(&mut self, side: Color, value: Millis) -> Result<(), ClockError> {
        match &mut self.clock {
            Some(c) => c.set_time(side, value, self.now),
            None => Ok(()),
        }
    }

    /// Makes `side`'s clock the running one (no move counted, nothing added).
    pub(super) fn set_running(&mut self, side: Color) -> Result<(), ClockError> {
        match &mut self.clock {
            Some(c) => c.set_running(side, self.now),
            None => Ok(()),
        }
    }

    pub(super) fn remaining(&self, side: Color) -> Option<Millis> {
        self.clock.as_ref().map(|c| c.remaining(side, self.now))
    }

    // ----- analysis ------------------------------------------------------------------------

    /// Neither side can checkmate by any series of legal moves (both answers decided "no").
    pub(super) fn is_dead_position(&self) -> bool {
        self.analysis.is_dead(self.game.position())
    }

    /// Whether `side` can still checkmate in the current position.
    pub(super) fn can_mate(&self, side: Color) -> CanMate {
        if let Some(shown) = &self.shown {
            return super::unnoticed::can_mate_from(self, shown, side);
        }
        self.analysis.can_checkmate(self.game.position(), side)
    }

    // ----- automatic ends after a completed move ----------------------------------------------

    /// Checkmate, stalemate, fivefold, 75 moves, dead position: the game ends by itself.
    pub(super) fn automatic_end(&self) -> Option<Ruled> {
        self.automatic_end_after(Explanation::new())
    }

    /// [`Board::automatic_end`], its explanation led by `lead`.
    pub(super) fn automatic_end_after(&self, lead: Explanation) -> Option<Ruled> {
        let a = &self.rules.articles;
        let mover = self.game.turn();
        let seventy_five = self
            .rules
            .draw_claims
            .seventy_five_moves
            .then_some(a.seventy_five_moves)
            .flatten()
            .filter(|_| self.game.plies_since_pawn_move_or_capture() >= 150);
        if self.game.is_checkmate() {
            let winner = !mover;
            let mut ex = lead.then(Explanation::checkmate(winner));
            let mut articles = vec![a.checkmate];
            // 9.6b / 9.6.2: a mate on the move that completes the 75 takes precedence.
            if let Some(art) = seventy_five {
                articles.insert(0, art);
                ex = ex.then(Explanation::mate_prevails_over_seventy_five());
            }
            return Some(
                self.ruling(Decision::GameOver, None, articles, ex, None)
                    .won_by(winner),
            );
        }
        if self.game.is_stalemate() {
            let ex = lead.then(Explanation::stalemate());
            return Some(
                self.ruling(Decision::GameOver, None, vec![a.stalemate], ex, None)
                    .drawn(),
            );
        }
        let fivefold = match self.rules.draw_claims.fivefold {
            FivefoldRule::NotInLaws => false,
            FivefoldRule::ConsecutiveAlternateMoves => {
                self.game.consecutive_alternate_occurrences() >= 5
            }
            FivefoldRule::AnyFiveOccurrences => self.game.occurrences() >= 5,
        };
        if let (true, Some(art)) = (fivefold, a.fivefold) {
            let consecutive =
                self.rules.draw_claims.fivefold == FivefoldRule::ConsecutiveAlternateMoves;
            let ex = lead.then(Explanation::fivefold(consecutive));
            return Some(
                self.ruling(Decision::GameDrawn, None, vec![art], ex, None)
                    .drawn(),
            );
        }
        if let Some(art) = seventy_five {
            let ex = lead.then(Explanation::seventy_five());
            return Some(
                self.ruling(Decision::GameDrawn, None, vec![art], ex, None)
                    .drawn(),
            );
        }
        if self.is_dead_position() {
            let ex = lead.then(Explanation::dead_position());
            return Some(
                self.ruling(Decision::GameDrawn, None, vec![a.dead_position], ex, None)
                    .drawn(),
            );
        }
        None
    }

    /// A move made on the board (not yet completed by the clock) that ends the game: checkmate,
    /// stalemate, a dead position, and from 2014 fivefold or 75 moves. Such a move is complete
    /// without the press (6.8a 2001/2005, 6.7a 2009, 6.2a 2014, 6.2.1.1), so the game ends
    /// with it; `None` (and nothing changed) when there is no such move.
    pub(super) fn made_move_ending_game(&mut self) -> Option<Ruled> {
        let made = self.turn.made.as_ref()?;
        let two_hands = made.two_hands;
        let mv = made.legal_move(self.game.position())?;
        let before = self.game.clone();
        self.game.play(mv).ok()?;
        let lead = Explanation::ended_before_the_press();
        // Made with two hands it ends the game all the same (4.1 is outside 5.1.1's proviso).
        let ended = if two_hands {
            super::hands::ended_with_two_hands(self, lead)
        } else {
            self.automatic_end_after(lead)
        };
        match ended {
            Some(r) => {
                self.turn = Turn::default();
                Some(r)
            }
            None => {
                self.game = before;
                None
            }
        }
    }

    /// The move made on the board (not yet completed) breaks the touch-move obligation of this
    /// turn, where that keeps it from ending the game: from 2014 a mate or stalemate counts
    /// only if the move was made in accordance with Articles 4.2-4.7 (5.1.1; 5.1a 2014); until
    /// 2009 a legal move that mates ends the game whatever was touched (5.1a).
    pub(super) fn made_move_breaks_touch(&self) -> bool {
        if !self.rules.touch_move.ending_move_must_keep_touch_move {
            return false;
        }
        let Some(made) = &self.turn.made else {
            return false;
        };
        let Some(mv) = made.legal_move(self.game.position()) else {
            return false;
        };
        let o = touch::obligation(self.game.position(), &self.turn.touched);
        !obligation_allows(&o, &mv)
    }

    // ----- building rulings -----------------------------------------------------------------

    /// A ruling on the board as it now stands; play goes on unless the caller says it ends
    /// ([`Ruled::ends`], [`Ruled::closes`]).
    pub(super) fn ruling(
        &self,
        decision: Decision,
        claim: Option<ClaimVerdict>,
        articles: Vec<Citation>,
        explanation: Explanation,
        allowed: Option<Vec<Move>>,
    ) -> Ruled {
        let allowed_moves = allowed.map(|moves| AllowedMove::sorted(self.game.position(), moves));
        let ruling = Ruling {
            decision,
            result: None,
            position: RuledPosition::of(self.game.position()),
            allowed_moves,
            clocks: self.clock.as_ref().map(|c| ByColor {
                white: c.remaining(Color::White, self.now),
                black: c.remaining(Color::Black, self.now),
            }),
            illegal_moves: self.illegal,
            claim,
            articles: articles.into_iter().map(Article::new).collect(),
            explanation: explanation.finish(self.inc.edition),
            time_class: self.class(),
            clock_moves: self.clock.as_ref().map(|c| ByColor {
                white: c.moves(Color::White),
                black: c.moves(Color::Black),
            }),
        };
        Ruled {
            ruling,
            ending: Ending::Continues,
        }
    }

    /// The ruling for the pieces touched in this turn.
    pub(super) fn touch_ruling(&self, claim: Option<ClaimVerdict>) -> Ruled {
        let o = touch::obligation(self.game.position(), &self.turn.touched);
        let mut articles = self.touch_articles(&o);
        // With a visually disabled player, what counts as a touch for the toucher comes first.
        if let Some(definition) = super::visually_disabled::touch_definition(self, self.game.turn())
        {
            articles.insert(0, definition);
        }
        match o {
            Obligation::Moves { moves, reason } => {
                let mut ex = Explanation::touch_obligation(reason, self.rules);
                let mut moves = moves;
                // A new piece put on the promotion square (4.4d / 4.4.4 from 2005): the
                // piece chosen binds, not the square (a piece only touched it).
                let promotes = moves.iter().any(|m| m.is_promotion());
                if let (Some(role), Some(art), true) = (
                    self.turn.promotion_choice,
                    self.rules.articles.promotion_choice,
                    promotes,
                ) {
                    moves.retain(|m| !m.is_promotion() || m.promotion() == Some(role));
                    articles.push(art);
                    ex = Explanation::promotion_piece(true);
                } else if self.turn.placed.is_some() && promotes {
                    ex = ex.then(Explanation::promotion_piece(false));
                }
                self.ruling(
                    Decision::TouchMoveObligation,
                    claim,
                    articles,
                    ex,
                    Some(moves),
                )
            }
            Obligation::Free { reason } => {
                let ex = Explanation::touch_obligation(reason, self.rules);
                let decision = if claim.is_some() {
                    Decision::ClaimIncorrect
                } else {
                    Decision::NoObligation
                };
                let claim = claim.map(|_| ClaimVerdict::Incorrect);
                self.ruling(decision, claim, articles, ex, None)
            }
        }
    }

    /// The articles of Art. 4 that decide this obligation, in the order applied: the clause
    /// under which the pieces were touched, then what it leads to (4.4b / 4.4.2 hands the case
    /// to 4.3a / 4.3.1; 4.5 comes after the clause of the pieces that cannot move).
    pub(super) fn touch_articles(&self, o: &Obligation) -> Vec<Citation> {
        use touch::TouchClause;
        use touch::TouchReason::*;
        let a = &self.rules.articles;
        let reason = match o {
            Obligation::Moves { reason, .. } | Obligation::Free { reason } => *reason,
        };
        match reason {
            OwnPiece(_) => vec![a.touch_own_piece],
            OpponentPiece(_) => vec![a.touch_opponent_piece],
            CaptureWith { .. } | FirstMovable(_) => vec![a.touch_both_colours],
            Castle(_) => vec![a.castling_king_and_rook],
            CastlingIllegalKingMoves(_) | CastlingIllegalKingStuck(_) => vec![a.castling_illegal],
            RookFirstNoCastling(_) => vec![a.castling_rook_first, a.touch_own_piece],
            NothingMovable(clause) => {
                let mut v = match clause {
                    None => vec![],
                    Some(TouchClause::Own) => vec![a.touch_own_piece],
                    Some(TouchClause::Opponent) => vec![a.touch_opponent_piece],
                    Some(TouchClause::BothColours) => vec![a.touch_both_colours],
                    Some(TouchClause::RookFirst) => {
                        vec![a.castling_rook_first, a.touch_own_piece]
                    }
                };
                v.push(a.nothing_touched_movable);
                v
            }
        }
    }

    /// Why a move released on the board counts as made: the released-piece rule and, for a
    /// capture, castling or promotion, when it counts as made (4.6 / 4.7 a–c, 4.7.1–3).
    pub(super) fn move_made_articles(&self, mv: &Move) -> Vec<Citation> {
        let a = &self.rules.articles;
        let made_as = if mv.is_promotion() {
            a.move_made_promotion
        } else if mv.is_castle() {
            a.move_made_castling
        } else if mv.is_capture() {
            a.move_made_capture
        } else {
            None
        };
        let mut articles = vec![a.released_piece];
        articles.extend(made_as);
        articles
    }

    /// A claim (or request) by `by` that counts as a draw offer by `clause` (9.1.2.3; 9.1b3
    /// 2009/2014; 9.1c 2001/2005; the increment request's own G.4 / III.4).
    pub(super) fn claim_offers_draw(&mut self, by: Color, clause: Option<Citation>) {
        self.draw_offer = Some(by);
        self.offer_clause = clause;
        self.offer_rejected = None;
    }

    /// Takes back the increment (or delay return) a press added, and nothing else: the move
    /// it completed stands, and so do its move count and any period it reached.
    pub(super) fn take_back_increment(
        &mut self,
        press: Option<PressReport>,
    ) -> Result<(), ClockError> {
        let Some(press) = press else {
            return Ok(());
        };
        match self.remaining(press.side) {
            Some(left) => self.set_time(press.side, left.saturating_sub(press.per_move_added)),
            None => Ok(()),
        }
    }

    /// A move made on the board and not completed when the events end.
    pub(super) fn move_made_not_completed(&self, made: &Made) -> Ruled {
        let a = &self.rules.articles;
        let pos = self.game.position();
        match made.legal_move(pos) {
            Some(mv) => {
                let ex = Explanation::released(self.game.san(mv));
                let articles = self.move_made_articles(&mv);
                self.ruling(Decision::MoveStands, None, articles, ex, Some(vec![mv]))
            }
            None => {
                // Not yet an illegal move (the clock was not pressed): the player must make a
                // legal move with the piece he touched.
                let mut touched = self.turn.touched.clone();
                if self
                    .piece_at(made.to)
                    .is_some_and(|p| p.color != pos.turn())
                {
                    touched.push(made.to);
                }
                let o = touch::obligation(pos, &touched);
                let touch_articles = self.touch_articles(&o);
                // A pawn released on a square of the last rank it can legally reach: the
                // promotion is being made there, and the pawn may no longer go elsewhere. A
                // pawn that cannot get there (a2-a8) made an illegal move, not a promotion.
                let unpromoted = made.promotion.is_none()
                    && made.is_unpromoted_pawn(pos)
                    && matches!(&o, Obligation::Moves { moves, .. }
                        if moves.iter().any(|m| m.from() == Some(made.from) && m.to() == made.to));
                // The piece chosen for good (4.4d / 4.4.4) binds the promotion too.
                let choice = self
                    .turn
                    .promotion_choice
                    .zip(a.promotion_choice)
                    .filter(|_| unpromoted);
                let allowed = match o {
                    Obligation::Moves { mut moves, .. } => {
                        if unpromoted {
                            moves.retain(|m| m.to() == made.to);
                        }
                        if let Some((role, _)) = choice {
                            moves.retain(|m| m.promotion() == Some(role));
                        }
                        Some(moves)
                    }
                    Obligation::Free { .. } => None,
                };
                let mut ex = Explanation::illegal_not_completed(unpromoted);
                if unpromoted && self.turn.wrong_colour == Some(made.to) {
                    ex = ex.then(Explanation::wrong_colour_promotion());
                }
                // The pawn released on the last rank: the released-piece rule and, where the
                // edition spells it out, when a promotion is made (4.6c / 4.7c / 4.7.3).
                let articles = if unpromoted && allowed.as_ref().is_some_and(|m| !m.is_empty()) {
                    let mut v = vec![a.released_piece];
                    v.extend(a.move_made_promotion);
                    v.extend(choice.map(|(_, art)| art));
                    v
                } else {
                    touch_articles
                };
                let decision = if allowed.is_some() {
                    Decision::TouchMoveObligation
                } else {
                    Decision::NoObligation
                };
                self.ruling(decision, None, articles, ex, allowed)
            }
        }
    }

    /// The moves the player to move is bound to by what he did at the board this turn: the
    /// move he made (released), or the touch-move obligation of the pieces he touched; `None`
    /// when he is free.
    pub(super) fn turn_constraint(&self) -> Option<Vec<Move>> {
        let pos = self.game.position();
        if let Some(mv) = self.turn.made.as_ref().and_then(|m| m.legal_move(pos)) {
            return Some(vec![mv]);
        }
        match touch::obligation(pos, &self.turn.touched) {
            Obligation::Moves { moves, .. } => Some(moves),
            Obligation::Free { .. } => None,
        }
    }
}

/// Whether a move meets an obligation.
pub(super) fn obligation_allows(o: &Obligation, mv: &Move) -> bool {
    match o {
        Obligation::Moves { moves, .. } => moves.contains(mv),
        Obligation::Free { .. } => true,
    }
}
