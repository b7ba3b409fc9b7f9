//! [`Arbiter`]: watches an incident event by event and rules.
//!
//! The arbiter keeps the game (completed legal moves), the clock, the illegal-move counts and
//! what the player to move has done at the board in this turn (pieces touched, a move made but
//! not yet completed by pressing the clock). Each event may produce a [`Ruling`]; the incident's
//! ruling is the last one, or, when events follow it (or none ruled), the standing ruling at the
//! end: what the arbiter would say about the board as it is.
//!
//! Every number and switch comes from the edition's row ([`EditionRules`]); the family files
//! (`touch`, `illegal`, `claims`, `flag`, `quickplay`, `sealed`, `conduct`) hold the rulings.
use shakmaty::{ByColor, Color, Move, Piece, Position, Role, Square};

use super::explain::Explanation;
use super::touch::{self, Obligation};
use super::{Citation, ClaimVerdict, Decision, GameResult, Ruling};
use crate::analysis::{self, Budget, CanMate};
use crate::clock::{Clock, Millis, PerMove, PressReport, TimeControl};
use crate::game::Game;
use crate::incident::{Event, Incident, IncidentError};
use crate::laws::{EditionRules, TimeClass};

/// Rules on an incident: the ruling the Laws of its edition require.
///
/// `Err` means impossible input (an event that cannot happen on this board, such as touching an
/// empty square, or any event after the game ended); an illegal move at the board is a ruling.
pub fn rule(incident: &Incident) -> Result<Ruling, IncidentError> {
    run(incident, |_, _, _| {})
}

/// Replays the incident, calling `watch` after each event with the arbiter's state and the
/// ruling that event produced; returns the incident's ruling. `rule` and the timeline share it.
pub(crate) fn run(
    incident: &Incident,
    mut watch: impl FnMut(&Event, &Arbiter<'_>, Option<&Ruling>),
) -> Result<Ruling, IncidentError> {
    let mut arbiter = Arbiter::new(incident)?;
    let mut ruling: Option<Ruling> = None;
    let mut ruled_last = false;
    for (i, event) in incident.events.iter().enumerate() {
        let at = |reason: String| IncidentError::new(format!("events[{i}]"), reason);
        if arbiter.result.is_some() || arbiter.final_ruling {
            return Err(at("the game had already ended: no event can follow".into()));
        }
        let r = arbiter.observe(event).map_err(at)?;
        watch(event, &arbiter, r.as_ref());
        ruled_last = r.is_some();
        if r.is_some() {
            ruling = r;
        }
    }
    match ruling {
        Some(r) if ruled_last => Ok(r),
        _ => Ok(arbiter.standing_ruling()),
    }
}

/// What the player to move has done at the board in this turn.
#[derive(Clone, Debug, Default)]
pub(crate) struct Turn {
    /// Pieces deliberately touched, in order (own and opponent's), by their squares.
    pub touched: Vec<Square>,
    /// A move made on the board (the piece released) but not completed.
    pub made: Option<Made>,
    /// A promotion piece put on a square before the pawn move was made (2014+: any order).
    pub placed: Option<(Square, Piece)>,
}

/// A move made on the board.
#[derive(Clone, Debug)]
pub(crate) struct Made {
    pub from: Square,
    pub to: Square,
    /// The piece put on the promotion square, if any.
    pub promotion: Option<Role>,
    pub two_hands: bool,
}

impl Made {
    /// The legal move this is, if it is one (a pawn on the last rank without a new piece is not).
    pub fn legal_move(&self, pos: &shakmaty::Chess) -> Option<Move> {
        pos.legal_moves().into_iter().find(|m| {
            m.from() == Some(self.from)
                && (m.to() == self.to || castling_king_target(m) == Some(self.to))
                && m.promotion() == self.promotion
        })
    }

    /// A pawn moved to the last rank and left there unpromoted.
    pub fn is_unpromoted_pawn(&self, pos: &shakmaty::Chess) -> bool {
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
    /// A legal move made with two hands (it stands).
    TwoHands,
    /// The opponent's king captured.
    KingCapture { from: Square, to: Square },
}

/// The last completed move (or act), while it can still be claimed.
#[derive(Clone, Debug)]
pub(crate) struct Completed {
    pub by: Color,
    /// The game before the move (what a restoration goes back to).
    pub before: Game,
    /// What the press did to the clock (what a restoration takes back).
    pub press: Option<PressReport>,
    /// The pieces the player had touched in that turn (for the replacement move).
    pub touched: Vec<Square>,
    pub kind: CompletedKind,
    /// The opponent (the claimant) has since touched a piece / made his own move.
    pub claimant_touched: bool,
    /// The opponent (the claimant) has since adjusted a piece after announcing it.
    pub claimant_adjusted: bool,
}

#[derive(Clone, Debug)]
pub(crate) enum CompletedKind {
    /// A legal move; `breach` is the touch-move obligation it broke, if any.
    Legal { breach: Option<Obligation> },
    /// An illegal act not yet ruled on. The game still stands before it.
    Illegal(IllegalAct),
}

/// The arbiter at the board.
pub(crate) struct Arbiter<'a> {
    pub inc: &'a Incident,
    pub rules: &'static EditionRules,
    pub game: Game,
    pub clock: Option<Clock>,
    pub now: Millis,
    pub illegal: ByColor<u32>,
    pub turn: Turn,
    pub last: Option<Completed>,
    /// The game's result, once it has ended.
    pub result: Option<GameResult>,
    /// A ruling that closes the incident without a result (a game restarted, referred…).
    pub final_ruling: bool,
    /// A draw offer standing, by this side.
    pub draw_offer: Option<Color>,
    /// Both flags down (the order unknown), or a flag seen, recorded for the flag rulings.
    pub flags_down: ByColor<bool>,
    /// Adjournment in progress (sealed move written, clocks stopped).
    pub sealed: Option<super::sealed::Sealing>,
    /// A quickplay-finish claim by this side whose decision the arbiter postponed.
    pub quickplay_postponed: Option<Color>,
}

impl<'a> Arbiter<'a> {
    pub fn new(inc: &'a Incident) -> Result<Arbiter<'a>, IncidentError> {
        let game = inc.game.clone();
        let clock = inc.clocks.map(|remaining| {
            let control = inc
                .time_control
                .clone()
                .unwrap_or_else(|| TimeControl::sudden_death(Millis::ZERO, PerMove::None));
            // Moves each side had made: those before the start FEN's move number, then the
            // moves given (White moves first, so White has the odd plies).
            let start = game.start();
            let plies = 2 * (start.fullmoves().get() - 1)
                + u32::from(start.turn() == Color::Black)
                + game.plies() as u32;
            let made = ByColor {
                white: plies.div_ceil(2),
                black: plies / 2,
            };
            Clock::in_progress(control, remaining, made, game.turn(), Millis::ZERO)
        });
        Ok(Arbiter {
            inc,
            rules: inc.edition.rules(),
            game,
            clock,
            now: Millis::ZERO,
            illegal: inc.illegal_moves,
            turn: Turn::default(),
            last: None,
            result: None,
            final_ruling: false,
            draw_offer: None,
            flags_down: ByColor::default(),
            sealed: None,
            quickplay_postponed: None,
        })
    }

    pub fn class(&self) -> TimeClass {
        self.inc.time_class
    }

    /// The side whose turn it is at the board: after a completed illegal act that is not yet
    /// ruled on, the opponent of its author (the game itself still stands before it).
    pub fn mover(&self) -> Color {
        match &self.last {
            Some(Completed {
                by,
                kind: CompletedKind::Illegal(_),
                ..
            }) => !*by,
            _ => self.game.turn(),
        }
    }

    pub fn observe(&mut self, event: &Event) -> Result<Option<Ruling>, String> {
        if self.sealed.is_some()
            && !matches!(
                event,
                Event::Seal { .. }
                    | Event::Resume { .. }
                    | Event::PressClock(_)
                    | Event::OfferDraw(_)
                    | Event::AcceptDraw(_)
                    | Event::DeclineDraw(_)
                    | Event::Resign(_)
                    | Event::Play { .. }
                    | Event::Touch { .. }
                    | Event::Release { .. }
                    | Event::Wait(_)
            )
        {
            return Err("the game is adjourned: only the sealing, time passing, resumption, a draw agreement or a resignation can follow".into());
        }
        match event {
            Event::Touch { square, by } => self.on_touch(*square, *by),
            Event::Adjust { square, by } => self.on_adjust(*square, *by),
            Event::Release { square, by } => self.on_release(*square, *by),
            Event::Play {
                from,
                to,
                promotion,
                two_hands,
                by,
            } => self.on_play(*from, *to, *promotion, *two_hands, *by),
            Event::PressClock(side) => self.on_press(*side),
            Event::Place { square, piece } => self.on_place(*square, *piece),
            Event::Wait(d) => self.on_wait(*d),
            Event::Claim(claim) => self.on_claim(claim),
            Event::FlagFall(flag) => self.on_flag_fall(*flag),
            Event::OfferDraw(side) => self.on_offer_draw(*side),
            Event::AcceptDraw(side) => self.on_accept_draw(*side),
            Event::DeclineDraw(side) => self.on_decline_draw(*side),
            Event::Resign(side) => self.on_resign(*side),
            Event::Irregularity { kind, by } => self.on_irregularity(*kind, *by),
            Event::Arrive(late) => self.on_arrive(*late),
            Event::Seal { written, by } => self.on_seal(written, *by),
            Event::Resume {
                late,
                envelope_lost,
            } => self.on_resume(*late, *envelope_lost),
        }
    }

    // ----- acts at the board ---------------------------------------------------------------

    fn board_piece(&self, square: Square) -> Option<Piece> {
        self.game.position().board().piece_at(square)
    }

    fn on_touch(&mut self, square: Square, by: Option<Color>) -> Result<Option<Ruling>, String> {
        let who = by.unwrap_or(self.mover());
        if self.board_piece(square).is_none() {
            return Err(format!("there is no piece on {square} to touch"));
        }
        if who != self.mover() {
            // A touch out of turn creates no obligation (Art. 4 binds the player having the move).
            return Ok(None);
        }
        if let Some(last) = &mut self.last
            && last.by != who
        {
            last.claimant_touched = true;
        }
        if self.turn.made.is_none() && !self.turn.touched.contains(&square) {
            self.turn.touched.push(square);
        }
        Ok(None)
    }

    fn on_adjust(&mut self, square: Square, by: Option<Color>) -> Result<Option<Ruling>, String> {
        if self.board_piece(square).is_none() {
            return Err(format!("there is no piece on {square} to adjust"));
        }
        let who = by.unwrap_or(self.mover());
        if who == self.mover() {
            if let Some(last) = &mut self.last
                && last.by != who
            {
                last.claimant_adjusted = true;
            }
            // Adjusting after announcing it binds nothing (4.2 / 4.2.1); pieces touched or a
            // move made earlier in the turn still govern the standing ruling.
            if self.turn.touched.is_empty() && self.turn.made.is_none() {
                let a = &self.rules.articles;
                let ex = Explanation::adjusted(square);
                return Ok(Some(self.ruling(
                    Decision::NoObligation,
                    None,
                    vec![a.adjusting],
                    ex,
                    None,
                )));
            }
            return Ok(None);
        }
        Ok(Some(self.adjusting_out_of_turn(who, square)))
    }

    fn on_release(&mut self, square: Square, by: Option<Color>) -> Result<Option<Ruling>, String> {
        let who = by.unwrap_or(self.mover());
        if who != self.mover() {
            return Err("only the player having the move releases a piece on the board".into());
        }
        let us = self.game.turn();
        let board = self.game.position().board();
        // The piece in hand: the last touched own piece.
        let Some(&from) = self
            .turn
            .touched
            .iter()
            .rev()
            .find(|&&s| board.color_at(s) == Some(us))
        else {
            return Err(format!(
                "no piece of the player to move was touched before the release on {square}"
            ));
        };
        if from == square {
            return Ok(None); // put back on its square: still touched, nothing made
        }
        self.make(from, square, None, false)
    }

    fn on_play(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        two_hands: bool,
        by: Option<Color>,
    ) -> Result<Option<Ruling>, String> {
        let who = by.unwrap_or(self.mover());
        if who != self.mover() {
            return Err(format!(
                "it is not {}'s move",
                crate::i18n::side_name(who, crate::i18n::Lang::En)
            ));
        }
        if self.mover() != self.game.turn() {
            return Err("an illegal move was completed and not ruled on: a move cannot be played in that position".into());
        }
        let Some(piece) = self.board_piece(from) else {
            return Err(format!("there is no piece on {from} to move"));
        };
        if piece.color != who {
            return Err(format!("the piece on {from} is not the mover's"));
        }
        if let Some(last) = &mut self.last {
            last.claimant_touched = true;
        }
        if !self.turn.touched.contains(&from) {
            self.turn.touched.push(from);
        }
        self.make(from, to, promotion, two_hands)
    }

    fn make(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        two_hands: bool,
    ) -> Result<Option<Ruling>, String> {
        let promotion = promotion.or_else(|| {
            self.turn
                .placed
                .filter(|(sq, _)| *sq == to)
                .map(|(_, p)| p.role)
        });
        self.turn.made = Some(Made {
            from,
            to,
            promotion,
            two_hands,
        });
        Ok(None)
    }

    fn on_place(&mut self, square: Square, piece: Piece) -> Result<Option<Ruling>, String> {
        if piece.color != self.mover() {
            return Err("the new piece must be of the promoting player's colour".into());
        }
        match &mut self.turn.made {
            Some(made) if made.to == square => {
                if made.promotion.is_some()
                    && self.rules.touch_move.promotion_choice
                        == crate::laws::PromotionChoice::FinalOnTouchingSquare
                {
                    // The first piece to touch the square is final; a second one changes nothing.
                    return Ok(None);
                }
                made.promotion = Some(piece.role);
            }
            _ => self.turn.placed = Some((square, piece)),
        }
        Ok(None)
    }

    fn on_press(&mut self, side: Color) -> Result<Option<Ruling>, String> {
        if self.sealed.is_some() {
            return self.on_sealing_press(side);
        }
        if side != self.mover() {
            // A press by the player whose clock is not running does nothing.
            return Ok(None);
        }
        let before = self.game.clone();
        let pos = self.game.position().clone();
        let touched = std::mem::take(&mut self.turn.touched);
        let made = self.turn.made.take();
        self.turn = Turn::default();
        let press = self.press_clock(side)?;
        let completed = |kind| Completed {
            by: side,
            before: before.clone(),
            press,
            touched: touched.clone(),
            kind,
            claimant_touched: false,
            claimant_adjusted: false,
        };
        let Some(made) = made else {
            self.last = Some(completed(CompletedKind::Illegal(
                IllegalAct::ClockWithoutMove,
            )));
            return self.after_illegal_act();
        };
        let captured_king = pos
            .board()
            .piece_at(made.to)
            .is_some_and(|p| p.role == Role::King && p.color != side);
        if captured_king {
            self.last = Some(completed(CompletedKind::Illegal(IllegalAct::KingCapture {
                from: made.from,
                to: made.to,
            })));
            return self.after_illegal_act();
        }
        if made.is_unpromoted_pawn(&pos) {
            let queen = Made {
                promotion: Some(Role::Queen),
                ..made.clone()
            }
            .legal_move(&pos);
            self.last = Some(completed(CompletedKind::Illegal(
                IllegalAct::UnpromotedPawn {
                    from: made.from,
                    to: made.to,
                    queen,
                },
            )));
            return self.after_illegal_act();
        }
        let Some(mv) = made.legal_move(&pos) else {
            self.last = Some(completed(CompletedKind::Illegal(IllegalAct::IllegalMove {
                from: made.from,
                to: made.to,
            })));
            return self.after_illegal_act();
        };
        // A legal move: did it keep the touch-move obligation?
        let breach = match touch::obligation(&pos, &touched_before_move(&touched, made.from)) {
            o @ Obligation::Moves { .. } if !obligation_allows(&o, &mv) => Some(o),
            _ => None,
        };
        self.game.play(mv).map_err(|e| e.to_string())?;
        if made.two_hands {
            self.last = Some(completed(CompletedKind::Illegal(IllegalAct::TwoHands)));
            return self.after_illegal_act();
        }
        self.last = Some(completed(CompletedKind::Legal { breach }));
        Ok(self.automatic_end())
    }

    /// Presses the clock for `side`, if there is a clock; what the press did.
    pub fn press_clock(&mut self, side: Color) -> Result<Option<PressReport>, String> {
        let Some(clock) = &mut self.clock else {
            return Ok(None);
        };
        Ok(clock
            .press(side, self.now)
            .map_err(|e| e.to_string())?
            .done())
    }

    /// Takes a press back (the ruling restores the position before it): removes what it added,
    /// puts the move counter back and runs the presser's clock again; the time the opponent
    /// used meanwhile stays used.
    pub fn take_back_press(&mut self, press: Option<PressReport>) {
        if let (Some(clock), Some(press)) = (&mut self.clock, press) {
            let _ = clock.take_back(&press, self.now);
        }
    }

    fn on_wait(&mut self, d: Millis) -> Result<Option<Ruling>, String> {
        self.now = self.now + d;
        let Some(clock) = &mut self.clock else {
            return Ok(None);
        };
        clock.tick(self.now).map_err(|e| e.to_string())?;
        let fallen: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| clock.flag_fallen(c).is_some() && !self.flags_down[c])
            .collect();
        for side in fallen {
            self.flags_down[side] = true;
            if let Some(r) = self.flag_seen(side)? {
                return Ok(Some(r));
            }
        }
        Ok(None)
    }

    // ----- automatic ends after a completed move ------------------------------------------------

    /// Checkmate, stalemate, fivefold, 75 moves, dead position: the game ends by itself.
    pub fn automatic_end(&mut self) -> Option<Ruling> {
        self.automatic_end_after(Explanation::new())
    }

    /// [`Arbiter::automatic_end`], its explanation led by `lead`.
    pub(crate) fn automatic_end_after(&mut self, lead: Explanation) -> Option<Ruling> {
        let a = &self.rules.articles;
        let mover = self.game.turn();
        if self.game.is_checkmate() {
            let winner = !mover;
            self.result = Some(GameResult::win_for(winner));
            let mut ex = lead.clone().then(Explanation::checkmate(winner));
            let mut articles = vec![a.checkmate];
            // 9.6b / 9.6.2: a mate on the move that completes the 75 takes precedence.
            if let (true, Some(art)) = (
                self.rules.draw_claims.seventy_five_moves,
                a.seventy_five_moves,
            ) && self.game.plies_since_pawn_move_or_capture() >= 150
            {
                articles.insert(0, art);
                ex = ex.then(Explanation::mate_prevails_over_seventy_five());
            }
            return Some(self.ruling(Decision::GameOver, None, articles, ex, None));
        }
        if self.game.is_stalemate() {
            self.result = Some(GameResult::Draw);
            return Some(self.ruling(
                Decision::GameOver,
                None,
                vec![a.stalemate],
                lead.clone().then(Explanation::stalemate()),
                None,
            ));
        }
        use crate::laws::FivefoldRule;
        let fivefold = match self.rules.draw_claims.fivefold {
            FivefoldRule::NotInLaws => false,
            FivefoldRule::ConsecutiveAlternateMoves => {
                self.game.consecutive_alternate_occurrences() >= 5
            }
            FivefoldRule::AnyFiveOccurrences => self.game.occurrences() >= 5,
        };
        if let (true, Some(art)) = (fivefold, a.fivefold) {
            self.result = Some(GameResult::Draw);
            let consecutive =
                self.rules.draw_claims.fivefold == FivefoldRule::ConsecutiveAlternateMoves;
            return Some(self.ruling(
                Decision::GameDrawn,
                None,
                vec![art],
                lead.clone().then(Explanation::fivefold(consecutive)),
                None,
            ));
        }
        if let (true, Some(art)) = (
            self.rules.draw_claims.seventy_five_moves,
            a.seventy_five_moves,
        ) && self.game.plies_since_pawn_move_or_capture() >= 150
        {
            self.result = Some(GameResult::Draw);
            return Some(self.ruling(
                Decision::GameDrawn,
                None,
                vec![art],
                lead.clone().then(Explanation::seventy_five()),
                None,
            ));
        }
        if self.is_dead_position() {
            self.result = Some(GameResult::Draw);
            return Some(self.ruling(
                Decision::GameDrawn,
                None,
                vec![a.dead_position],
                lead.clone().then(Explanation::dead_position()),
                None,
            ));
        }
        None
    }

    /// A move made on the board (not yet completed by the clock) that ends the game: checkmate,
    /// stalemate, a dead position, and from 2014 fivefold or 75 moves. Such a move is complete
    /// without the press (6.8a 2001/2005, 6.7a 2009, 6.2a 2014, 6.2.1.1), so the game ends
    /// with it; `None` (and nothing changed) when there is no such move.
    pub fn made_move_ending_game(&mut self) -> Option<Ruling> {
        let made = self.turn.made.clone()?;
        if made.two_hands || self.mover() != self.game.turn() {
            return None;
        }
        let mv = made.legal_move(self.game.position())?;
        let before = self.game.clone();
        self.game.play(mv).ok()?;
        match self.automatic_end_after(Explanation::ended_before_the_press()) {
            Some(r) => {
                let touched = std::mem::take(&mut self.turn.touched);
                self.turn = Turn::default();
                self.last = Some(Completed {
                    by: before.turn(),
                    before,
                    press: None,
                    touched,
                    kind: CompletedKind::Legal { breach: None },
                    claimant_touched: false,
                    claimant_adjusted: false,
                });
                Some(r)
            }
            None => {
                self.game = before;
                None
            }
        }
    }

    /// Neither side can checkmate by any series of legal moves (both answers decided "no").
    pub fn is_dead_position(&self) -> bool {
        let pos = self.game.position();
        Color::ALL.into_iter().all(|c| {
            matches!(
                analysis::can_checkmate(pos, c, Budget::default()),
                CanMate::No
            )
        })
    }

    /// Whether `side` can still checkmate in the current position.
    pub fn can_mate(&self, side: Color) -> CanMate {
        analysis::can_checkmate(self.game.position(), side, Budget::default())
    }

    // ----- building rulings -----------------------------------------------------------------

    /// A ruling on the board as it now stands.
    pub fn ruling(
        &self,
        decision: Decision,
        claim: Option<ClaimVerdict>,
        articles: Vec<Citation>,
        explanation: Explanation,
        allowed: Option<Vec<Move>>,
    ) -> Ruling {
        let allowed_moves = allowed.map(|moves| {
            let mut sans: Vec<String> = moves.into_iter().map(|m| self.game.san(m)).collect();
            sans.sort();
            sans.dedup();
            sans
        });
        Ruling {
            decision,
            result: self.result,
            position: self.game.to_fen(),
            allowed_moves,
            clocks: self.clock.as_ref().map(|c| ByColor {
                white: c.remaining(Color::White, self.now),
                black: c.remaining(Color::Black, self.now),
            }),
            illegal_moves: self.illegal,
            claim,
            articles: articles.into_iter().map(String::from).collect(),
            explanation: explanation.finish(self.inc.edition),
            time_class: self.class(),
            clock_moves: self.clock.as_ref().map(|c| ByColor {
                white: c.moves(Color::White),
                black: c.moves(Color::Black),
            }),
        }
    }

    /// What the arbiter says about the board as it stands when the events end.
    pub fn standing_ruling(&mut self) -> Ruling {
        if let Some(Completed {
            kind: CompletedKind::Illegal(_),
            ..
        }) = &self.last
            && let Some(r) = self.unclaimed_illegal_act()
        {
            return r;
        }
        if let Some(r) = self.made_move_ending_game() {
            return r;
        }
        if let Some(made) = self.turn.made.clone() {
            return self.move_made_not_completed(&made);
        }
        if self.sealed.is_some() {
            return self.adjourned_ruling();
        }
        if !self.turn.touched.is_empty() {
            return self.touch_ruling(None);
        }
        if let Some(r) = self.unclaimed_flag() {
            return r;
        }
        // Nothing to rule: the game's time class (its definition) and the time control the
        // clocks run under (its article), as the drills README orders them.
        let ex = Explanation::play_continues_with(self.class(), self.time_control_has_delay());
        let arts = vec![self.time_class_article(), self.time_control_article()];
        self.ruling(Decision::PlayContinues, None, arts, ex, None)
    }

    /// A rapid or blitz flag down that only the opponent's claim can make count (B6 / B7 /
    /// A.4d until 2009): nobody claimed, so play goes on; the arbiter must not signal it.
    fn unclaimed_flag(&self) -> Option<Ruling> {
        let flag_rule = *self.rules.clock.rapid_blitz_flag.get(self.inc.supervision);
        if self.class() == TimeClass::Standard
            || flag_rule != crate::laws::FlagCalling::ClaimOnly
            || !(self.flags_down.white || self.flags_down.black)
        {
            return None;
        }
        let ex = Explanation::text(
            "Uma seta caiu, mas nesta modalidade ela só conta se o adversário reclamar; o árbitro não deve apontá-la. Sem reclamação, a partida continua.",
            "A flag has fallen, but in this kind of game it counts only if the opponent claims; the arbiter must not point it out. With no claim, play continues.",
        );
        Some(self.ruling(
            Decision::PlayContinues,
            None,
            vec![self.rules.articles.rapid_flag],
            ex,
            None,
        ))
    }

    /// The ruling for the pieces touched in this turn.
    pub fn touch_ruling(&self, claim: Option<ClaimVerdict>) -> Ruling {
        let o = touch::obligation(self.game.position(), &self.turn.touched);
        let mut articles = self.touch_articles(&o);
        match o {
            Obligation::Moves { moves, reason } => {
                let mut ex = Explanation::touch_obligation(reason, self.rules);
                let mut moves = moves;
                // A new piece put on the promotion square (4.4d / 4.4.4 from 2005).
                if let Some((square, piece)) = self.turn.placed {
                    let chosen: Vec<Move> = moves
                        .iter()
                        .filter(|m| m.to() == square && m.promotion() == Some(piece.role))
                        .cloned()
                        .collect();
                    let promotes = moves.iter().any(|m| m.to() == square && m.is_promotion());
                    match (self.rules.articles.promotion_choice, promotes) {
                        (Some(art), true) if !chosen.is_empty() => {
                            // The pawn touched binds (4.3a / 4.3.1); the piece that touched
                            // the square fixes the choice (4.4d / 4.4.4).
                            moves = chosen;
                            articles.push(art);
                            ex = Explanation::promotion_piece(true);
                        }
                        (None, true) => {
                            moves.retain(|m| m.to() == square && m.is_promotion());
                            ex = ex.then(Explanation::promotion_piece(false));
                        }
                        _ => {}
                    }
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
    pub fn touch_articles(&self, o: &Obligation) -> Vec<Citation> {
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

    /// A move made on the board and not completed when the events end.
    fn move_made_not_completed(&self, made: &Made) -> Ruling {
        let a = &self.rules.articles;
        let pos = self.game.position();
        match made.legal_move(pos) {
            Some(mv) => {
                let ex = Explanation::released(self.game.san(mv));
                // When a capture, castling or promotion counts as made (4.6 / 4.7 a–c, 4.7.1–3).
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
                self.ruling(Decision::MoveStands, None, articles, ex, Some(vec![mv]))
            }
            None => {
                // Not yet an illegal move (the clock was not pressed): the player must make a
                // legal move with the piece he touched.
                let mut touched = self.turn.touched.clone();
                if self
                    .board_piece(made.to)
                    .is_some_and(|p| p.color != pos.turn())
                {
                    touched.push(made.to);
                }
                let unpromoted = made.promotion.is_none() && made.is_unpromoted_pawn(pos);
                let o = touch::obligation(pos, &touched);
                let touch_articles = self.touch_articles(&o);
                let allowed = match o {
                    Obligation::Moves { mut moves, .. } => {
                        if unpromoted {
                            // Released on the last rank: the pawn may no longer go elsewhere.
                            moves.retain(|m| m.to() == made.to);
                        }
                        Some(moves)
                    }
                    Obligation::Free { .. } => None,
                };
                let ex = Explanation::illegal_not_completed(unpromoted);
                // The pawn released on the last rank: the released-piece rule and, where the
                // edition spells it out, when a promotion is made (4.6c / 4.7c / 4.7.3).
                let articles = if unpromoted && allowed.as_ref().is_some_and(|m| !m.is_empty()) {
                    let mut v = vec![a.released_piece];
                    v.extend(a.move_made_promotion);
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

    pub fn add_time(&mut self, side: Color, amount: Millis) {
        if let Some(c) = &mut self.clock {
            let _ = c.add_time(side, amount, self.now);
        }
    }

    pub fn set_time(&mut self, side: Color, value: Millis) {
        if let Some(c) = &mut self.clock {
            let _ = c.set_time(side, value, self.now);
        }
    }

    /// Counts on the clock a move completed without a press (the sealed move, made on the
    /// board when the envelope is opened: sealing completes the move): `side`'s move counter
    /// goes up by one and, when that completes the period, the next period's time is added as
    /// the clock would at a press. The per-move time is not added (the sealer stopped his clock
    /// without pressing it).
    pub fn count_move_without_press(&mut self, side: Color) {
        let Some(c) = &mut self.clock else { return };
        let moves = c.moves(side).saturating_add(1);
        let period = c.period(side);
        let _ = c.set_moves(side, moves, self.now);
        if let Some(needed) = c.control().moves_to_complete(period)
            && moves >= needed
            && period + 1 < c.control().period_count()
        {
            let base = c.control().base(period + 1).unwrap_or(Millis::ZERO);
            let _ = c.set_period(side, period + 1, self.now);
            let _ = c.add_time(side, base, self.now);
        }
    }

    pub fn remaining(&self, side: Color) -> Option<Millis> {
        self.clock.as_ref().map(|c| c.remaining(side, self.now))
    }
}

/// The pieces that bound the player before he moved `from` (the moved piece counts as touched).
fn touched_before_move(touched: &[Square], from: Square) -> Vec<Square> {
    let mut t = touched.to_vec();
    if !t.contains(&from) {
        t.push(from);
    }
    t
}

pub(crate) fn obligation_allows(o: &Obligation, mv: &Move) -> bool {
    match o {
        Obligation::Moves { moves, .. } => moves.contains(mv),
        Obligation::Free { .. } => true,
    }
}
