//! [`Arbiter`]: an incident replayed as a state machine.
//!
//! The arbiter's state is a [`Board`] (the game, the clocks, the illegal-move counts, `now`,
//! what the player to move has done in this turn) and a [`Phase`]. Each event is handled by one
//! arm of the `match (phase, event)` in [`Arbiter::observe`]; the rule families (`acts`,
//! `illegal`, `claims`, `flag`, `quickplay`, `sealed`, `conduct`) are functions over the board
//! and whatever the phase holds for them, and return a ruling when one is due. The incident's
//! ruling is the last event's, or, when the last event ruled nothing, the standing ruling: what
//! the arbiter would say about the board as it is.
use shakmaty::Color;

use super::Ruling;
use super::board::{Board, Completed, IllegalAct, Ruled};
use super::error::{EventError, OwnActClaim};
use super::touch::Obligation;
use super::{
    acts, claims, clock_setting, conduct, discretion, ended, flag, hands, illegal, scoresheet,
    sealed, signed, unnoticed, visually_disabled,
};
use crate::incident::{ClaimKind, Claimant, Event, Incident, IncidentError};

/// Rules on an incident: the ruling the Laws of its edition require.
///
/// `Err` means impossible input (an event that cannot happen on this board, such as touching an
/// empty square, or any event after the incident was closed without a result); an illegal move
/// at the board is a ruling, and so is an event after the game ended (void: the result stands).
pub fn rule(incident: &Incident) -> Result<Ruling, IncidentError> {
    run(incident, |_, _, _| {})
}

/// Replays the incident, calling `watch` after each event with the arbiter's state and the
/// ruling that event produced; returns the incident's ruling. `rule` and the timeline share it.
pub(crate) fn run(
    incident: &Incident,
    mut watch: impl FnMut(&Event, &Arbiter<'_>, Option<&Ruling>),
) -> Result<Ruling, IncidentError> {
    let mut arbiter = Arbiter::new(incident);
    let mut last: Option<Ruling> = None;
    for (i, event) in incident.events.iter().enumerate() {
        last = arbiter.observe(event).map_err(|e| {
            let field = match e.field() {
                Some(f) => format!("events[{i}].{f}"),
                None => format!("events[{i}]"),
            };
            IncidentError::new(field, e.to_string())
        })?;
        watch(event, &arbiter, last.as_ref());
    }
    match last {
        Some(r) => Ok(r),
        None => arbiter
            .standing_ruling()
            .map_err(|e| IncidentError::new("events", e.to_string())),
    }
}

/// Where the game stands between two events.
pub(super) enum Phase {
    /// Play goes on. `last` is the last move completed by pressing the clock, while the
    /// opponent can still claim that it broke a touch-move obligation.
    Playing { last: Option<LastMove> },
    /// An illegal act was completed by pressing the clock and nobody has ruled on it yet. The
    /// game stands before it (the board shows it); the opponent of its author is at the board.
    IllegalMoveCompleted {
        act: IllegalAct,
        completed: Completed,
    },
    /// The board holds a position that is not a legal one (both kings in check, a pawn on the
    /// last rank): play went on after an illegal move nobody ruled on, or the board was found
    /// so. The act waits in `Board::unruled` (`rulings/unnoticed.rs`).
    OnIllegalBoard(unnoticed::OnBoard),
    /// The game is adjourned: the sealed move is being written, or is in the envelope.
    Adjourned(sealed::Sealing),
    /// The game has ended, or the incident is closed without a result: the ruling that did it;
    /// `by_flag` when a flag fall did it (time passing, or a flag fall reported).
    Ended { ruling: Box<Ruling>, by_flag: bool },
}

impl Phase {
    fn ended(ruling: Ruling, by_flag: bool) -> Phase {
        Phase::Ended {
            ruling: Box::new(ruling),
            by_flag,
        }
    }
}

/// A legal move completed by pressing the clock, and the touch-move obligation it broke.
pub(super) struct LastMove {
    pub(super) completed: Completed,
    pub(super) breach: Option<Obligation>,
}

/// The arbiter at the board.
pub(crate) struct Arbiter<'a> {
    board: Board<'a>,
    phase: Phase,
    /// The last move completed was pressed with the other hand than the one that made it
    /// (by this side): a claim on that move is ruled, and the hand offence with it.
    other_hand_press: Option<Color>,
    /// The ruling on the last claim that counts as a draw offer (9.1.2.3; 9.1b3; 9.1c), while
    /// that offer may stand: declining the offer leaves the claim's ruling as it was.
    claim_offer: Option<Box<Ruling>>,
}

/// What an event did: the ruling it produced, if any, and the phase it led to, if it changed.
type Step = (Option<Ruled>, Option<Phase>);

impl<'a> Arbiter<'a> {
    /// The arbiter before the first event. A game already over in the incident's position
    /// (checkmate, stalemate, a dead position, fivefold or 75 moves where the edition has them)
    /// is ended from the start: it ended when that position arose (5.1.1, 5.2.1, 5.2.2, 9.6).
    pub(crate) fn new(incident: &'a Incident) -> Arbiter<'a> {
        let mut board = Board::new(incident);
        // A board found in an illegal position (`illegal_position`) is held as it is.
        if let Some(found) = &incident.found
            && let Ok(on) = unnoticed::found(&mut board, found)
        {
            return Arbiter {
                board,
                phase: Phase::OnIllegalBoard(on),
                other_hand_press: None,
                claim_offer: None,
            };
        }
        let phase = match board.automatic_end() {
            Some(r) => Phase::ended(r.ruling, false),
            None => Phase::Playing { last: None },
        };
        Arbiter {
            board,
            phase,
            other_hand_press: None,
            claim_offer: None,
        }
    }

    pub(super) fn board(&self) -> &Board<'a> {
        &self.board
    }

    /// The illegal position the board holds, if it holds one.
    pub(super) fn illegal_board(&self) -> Option<&crate::game::illegal_board::IllegalBoard> {
        match &self.phase {
            Phase::OnIllegalBoard(on) => Some(&on.board),
            _ => None,
        }
    }

    /// The illegal act completed and not yet ruled on, if there is one.
    pub(super) fn pending_illegal_act(&self) -> Option<&IllegalAct> {
        match &self.phase {
            Phase::IllegalMoveCompleted { act, .. } => Some(act),
            _ => None,
        }
    }

    /// The side whose turn it is at the board: after a completed illegal act that is not yet
    /// ruled on, the opponent of its author (the game itself still stands before it).
    pub(crate) fn mover(&self) -> Color {
        match &self.phase {
            Phase::IllegalMoveCompleted { completed, .. } => !completed.by,
            Phase::OnIllegalBoard(on) => on.board.turn(),
            _ => self.board.game.turn(),
        }
    }

    /// A `play` or `press_clock` with the hand named: the event itself, and then the hand. A
    /// legal move completed by a press with the other hand than the one that made it is not
    /// an illegal move; the clock rule it breaks is at the arbiter's discretion (`hands`).
    fn observe_handed(
        &mut self,
        hand: crate::incident::Hand,
        event: &Event,
    ) -> Result<Option<Ruling>, EventError> {
        match event {
            Event::Play { .. } => {
                let r = self.observe(event)?;
                self.board.turn.hand = Some(hand);
                Ok(r)
            }
            Event::PressClock(side) => {
                let moved_with = (matches!(self.phase, Phase::Playing { .. })
                    && *side == self.mover())
                .then_some(self.board.turn.hand)
                .flatten();
                let r = self.observe(event)?;
                let completed_legal_move = matches!(self.phase, Phase::Playing { last: Some(_) });
                if r.is_none() && completed_legal_move && moved_with.is_some_and(|h| h != hand) {
                    self.other_hand_press = Some(*side);
                    return Ok(Some(
                        hands::pressed_with_the_other_hand(&self.board, *side).ruling,
                    ));
                }
                Ok(r)
            }
            other => self.observe(other),
        }
    }

    /// One event: its ruling, if it produced one. A game that ends stays ended.
    fn observe(&mut self, event: &Event) -> Result<Option<Ruling>, EventError> {
        use Event as E;
        use Phase as P;
        if let E::Handed { hand, event } = event {
            return self.observe_handed(*hand, event);
        }
        if matches!(event, E::Play { .. }) {
            self.board.turn.hand = None;
        }
        let other_hand_press = match event {
            E::PressClock(_) => {
                self.other_hand_press = None;
                None
            }
            E::Claim(c) if matches!(c.kind, ClaimKind::IllegalMove | ClaimKind::TouchMove) => {
                self.other_hand_press
            }
            _ => None,
        };
        // The clock a player stopped to call the arbiter restarts with the next act at the
        // board (6.11.3: the arbiter decides when the game restarts); what is only said or
        // written meanwhile restarts nothing, and no time is charged (6.11.2 / 6.12b / 6.13b).
        if self.board.clock_stopped_for_arbiter && !restarts_nothing(event) {
            self.board.clock_stopped_for_arbiter = false;
            if let Some(c) = &mut self.board.clock {
                c.resume(self.board.now)?.done();
            }
        }
        scoresheet::watch_clocks(&mut self.board);
        let mover = self.mover();
        // A move made on the board that ends the game is complete without the press (6.2.1.1;
        // 6.2a 2014, 6.7a 2009, 6.8a 2001/2005): whatever follows it, other than its author
        // pressing his clock, comes after the end of the game.
        if !matches!(event, E::PressClock(side) if *side == mover) {
            let ended = match &self.phase {
                Phase::Playing { .. } if !self.board.made_move_breaks_touch() => {
                    self.board.made_move_ending_game()
                }
                // The same on a board that holds an illegal position: a mate made from it is a
                // mate (5.1.1 asks the mating move to obey Article 3, not the board it left).
                Phase::OnIllegalBoard(on) => {
                    unnoticed::made_move_ending_game(&mut self.board, &on.board)
                }
                _ => None,
            };
            if let Some(r) = ended {
                self.phase = Phase::ended(r.ruling, false);
            }
        }
        let b = &mut self.board;
        let quiet = |()| -> Step { (None, None) };
        let ruled = |r: Option<Ruled>| -> Step { (r, None) };
        let (ruled, next): Step = match (&mut self.phase, event) {
            // ----- ended: with a result, later events are void; closed without one, nothing follows
            // A flag claim after the flag fell is the claim that makes it count (6.8): the flag's
            // ruling, upheld.
            (
                P::Ended {
                    ruling,
                    by_flag: true,
                },
                E::Claim(c),
            ) if c.kind == ClaimKind::Flag => {
                return Ok(Some(ended::flag_claim_upheld(ruling, c.by)));
            }
            // Time passing and the clock being pressed or stopped after the end rule nothing:
            // the ruling that ended the game is still the answer (its clocks show what the
            // clock shows, a flag down included).
            (P::Ended { ruling, .. }, E::Wait(d)) if ruling.result.is_some() => {
                ruling.clocks = acts::run_clock(b, *d)?;
                return Ok(None);
            }
            (P::Ended { ruling, .. }, E::PressClock(_)) if ruling.result.is_some() => {
                return Ok(None);
            }
            // The players sign the result after the end: the same result changes nothing;
            // another one stands in its place (8.7).
            (P::Ended { ruling, .. }, E::SignResult { result, set_aside })
                if ruling.result.is_some() =>
            {
                match signed::after_end(b, ruling, *result, *set_aside) {
                    None => return Ok(None),
                    Some(new) => (Some(new), None),
                }
            }
            (P::Ended { ruling, .. }, _) if ruling.result.is_some() => {
                return Ok(Some(ended::void(ruling, event)));
            }
            (P::Ended { .. }, _) => return Err(EventError::GameEnded),

            // ----- adjourned: the sealed move, then the envelope ------------------------------
            (P::Adjourned(s), E::Seal { written, by }) => {
                quiet(sealed::rewrite(s, written, *by, mover)?)
            }
            (P::Adjourned(s), E::PressClock(side)) => quiet(sealed::stop_clock(b, s, *side)?),
            // Until he stops his clock the sealer may still make his move at the board: that
            // move is then the sealed move.
            (P::Adjourned(s), E::Touch { square, by }) if !s.clock_stopped => {
                quiet(acts::touch(b, mover, None, *square, *by)?)
            }
            (P::Adjourned(s), E::Feel { square, by }) if !s.clock_stopped => {
                quiet(visually_disabled::feel(b, mover, *square, *by)?)
            }
            (P::Adjourned(s), E::Release { square, by }) if !s.clock_stopped => {
                quiet(acts::release(b, mover, *square, *by)?)
            }
            (
                P::Adjourned(s),
                E::Play {
                    from,
                    to,
                    promotion,
                    two_hands,
                    by,
                },
            ) if !s.clock_stopped => quiet(acts::play(
                b, mover, None, *from, *to, *promotion, *two_hands, *by,
            )?),
            (P::Adjourned(_), E::Wait(d)) => ruled(acts::wait(b, *d)?),
            (P::Adjourned(s), E::OfferDraw(side)) => {
                s.draw_offered = true;
                ruled(conduct::offer_draw(b, *side))
            }
            (P::Adjourned(_), E::DeclineDraw(side)) => {
                conduct::decline_draw(b, *side);
                (None, None)
            }
            (P::Adjourned(s), E::AcceptDraw(side)) => {
                ruled(Some(conduct::accept_draw(b, Some(s), *side)?))
            }
            (P::Adjourned(_), E::Resign(side)) => ruled(Some(conduct::resign(b, true, *side))),
            (P::Adjourned(_), E::PositionLost) => (
                Some(sealed::position_lost(b)),
                Some(P::Playing { last: None }),
            ),
            (
                P::Adjourned(s),
                E::Resume {
                    late,
                    envelope_lost,
                },
            ) => {
                let r = sealed::resume(b, s, *late, *envelope_lost)?;
                (Some(r), Some(P::Playing { last: None }))
            }
            (
                P::Adjourned(_),
                E::Touch { .. }
                | E::Feel { .. }
                | E::Announce { .. }
                | E::BoardsDiffer { .. }
                | E::Release { .. }
                | E::Play { .. }
                | E::Adjust { .. }
                | E::Place { .. }
                | E::Claim(_)
                | E::FlagFall(_)
                | E::Irregularity { .. }
                | E::Arrive(_)
                | E::Adjourn
                | E::FlagFallJudged { .. }
                | E::ClockSettingWrong { .. }
                | E::ClockDefect
                | E::SignResult { .. }
                | E::Refuse(_)
                | E::WriteInAdvance(_)
                | E::StopClock { .. }
                | E::NotRecording { .. }
                | E::FlagFallScoresheets { .. }
                | E::RequestScoresheet(_)
                | E::UnableToRecord { .. },
            ) => return Err(EventError::Adjourned),

            // ----- an illegal act completed, not yet ruled ---------------------------------
            (P::IllegalMoveCompleted { act, completed }, E::Claim(c))
                if c.kind == ClaimKind::IllegalMove =>
            {
                let claimant = c.by.unwrap_or(Claimant::Player(mover));
                if claimant == Claimant::Player(completed.by) {
                    return Err(EventError::ClaimOwnAct {
                        kind: OwnActClaim::IllegalMove,
                        by: completed.by,
                    });
                }
                let r = illegal::rule(b, act, completed, claimant)?;
                unnoticed::act_ruled(b, act, &r.ruling);
                (Some(r), Some(P::Playing { last: None }))
            }
            (P::IllegalMoveCompleted { .. }, E::PressClock(side)) if *side != mover => {
                (None, None) // the author's clock is not running
            }
            // The promotion piece put on the square after the press: the move was completed
            // with the pawn unpromoted, and placing the piece now changes nothing (7.5.2).
            (
                P::IllegalMoveCompleted {
                    act: IllegalAct::UnpromotedPawn { to, .. },
                    completed,
                },
                E::Place { square, piece },
            ) if piece.color == completed.by && square == to => (None, None),
            // The opponent moves instead of claiming (or touches the piece the illegal move put
            // on the board, to capture it): the game goes on from the board as it stands, the
            // act waiting for a later claim or the arbiter (rulings/unnoticed.rs).
            (P::IllegalMoveCompleted { .. }, E::Play { .. } | E::Release { .. }) => {
                return self.play_on(event);
            }
            (P::IllegalMoveCompleted { act, completed }, E::Touch { square, .. })
                if b.piece_at(*square).is_none()
                    && unnoticed::shows_piece(act, completed, *square) =>
            {
                return self.play_on(event);
            }
            (
                P::IllegalMoveCompleted { .. },
                E::PressClock(_)
                | E::Seal { .. }
                | E::Adjourn
                | E::Announce { .. }
                | E::BoardsDiffer { .. },
            ) => {
                return Err(EventError::IllegalMovePending);
            }

            // ----- an illegal position on the board (rulings/unnoticed.rs) -------------------
            (P::OnIllegalBoard(on), _) => {
                let (r, legal_again) = unnoticed::observe(b, on, event)?;
                (r, legal_again.then_some(P::Playing { last: None }))
            }
            (P::IllegalMoveCompleted { completed, .. }, E::Touch { square, by }) => {
                quiet(acts::touch(b, mover, Some(completed), *square, *by)?)
            }
            (P::IllegalMoveCompleted { .. }, E::Feel { square, by }) => {
                quiet(visually_disabled::feel(b, mover, *square, *by)?)
            }
            (P::IllegalMoveCompleted { completed, .. }, E::Adjust { square, by }) => {
                ruled(acts::adjust(b, mover, Some(completed), *square, *by)?)
            }
            (P::IllegalMoveCompleted { .. }, E::Claim(c)) => {
                ruled(Some(claims::claim(b, mover, None, c)?.0))
            }

            // ----- playing -----------------------------------------------------------------
            (P::Playing { last }, E::Touch { square, by }) => {
                let last = last.as_mut().map(|l| &mut l.completed);
                quiet(acts::touch(b, mover, last, *square, *by)?)
            }
            (P::Playing { .. }, E::Feel { square, by }) => {
                quiet(visually_disabled::feel(b, mover, *square, *by)?)
            }
            (P::Playing { last }, E::Adjust { square, by }) => {
                let last = last.as_mut().map(|l| &mut l.completed);
                ruled(acts::adjust(b, mover, last, *square, *by)?)
            }
            (P::Playing { .. }, E::Release { square, by }) => {
                quiet(acts::release(b, mover, *square, *by)?)
            }
            (
                P::Playing { last },
                E::Play {
                    from,
                    to,
                    promotion,
                    two_hands,
                    by,
                },
            ) => {
                // The opponent may reply once the move is made, before it is pressed (6.2.2).
                if *by == Some(!mover)
                    && b.press_owed.is_none()
                    && let Some(made) = acts::reply_before_press(b, mover)?
                {
                    *last = Some(made);
                }
                let last = last.as_mut().map(|l| &mut l.completed);
                let mover = b.game.turn();
                quiet(acts::play(
                    b, mover, last, *from, *to, *promotion, *two_hands, *by,
                )?)
            }
            // The press owed for a move replied to (6.2.2); until it is made the opponent's
            // clock is not running, and his press does nothing.
            (P::Playing { last }, E::PressClock(side)) if b.press_owed == Some(*side) => {
                quiet(acts::owed_press(b, *side, last.as_mut())?)
            }
            (P::Playing { .. }, E::PressClock(side)) if b.press_owed == Some(!*side) => {
                (None, None)
            }
            (P::Playing { .. }, E::PressClock(side)) => {
                let announced = visually_disabled::announced(b);
                match acts::press(b, mover, *side)? {
                    acts::Press::Ignored => (None, None),
                    acts::Press::Legal { last, ruled } => {
                        // A move announced otherwise than made (D.2.8): the boards now differ.
                        let ruled = ruled.or_else(|| visually_disabled::pressed(b, announced));
                        (ruled, Some(P::Playing { last: Some(last) }))
                    }
                    acts::Press::Illegal { act, completed } => {
                        (None, Some(P::IllegalMoveCompleted { act, completed }))
                    }
                }
            }
            (P::Playing { .. }, E::Announce { san }) => quiet(visually_disabled::announce(b, san)?),
            // The arbiter compares the scoresheets after the last completed move (D.2.9).
            (P::Playing { last: Some(l) }, E::BoardsDiffer { white, black }) => {
                let r = visually_disabled::boards_differ(b, &l.completed, white, black)?;
                (Some(r), Some(P::Playing { last: None }))
            }
            (P::Playing { last: None }, E::BoardsDiffer { .. }) => {
                return Err(EventError::NoMoveToCompare);
            }
            (P::Playing { .. }, E::Seal { written, by }) => {
                let s = sealed::seal(b, mover, written, *by)?;
                (None, Some(P::Adjourned(s)))
            }
            // A claim (or the arbiter's look) of an illegal move the game went on after.
            (P::Playing { .. }, E::Claim(c))
                if c.kind == ClaimKind::IllegalMove && b.unruled.is_some() =>
            {
                let r = unnoticed::rule(b, c.by, None)?;
                (Some(r), Some(P::Playing { last: None }))
            }
            (P::Playing { .. }, E::Adjourn) => {
                let s = sealed::adjourn(b, mover);
                (None, Some(P::Adjourned(s)))
            }
            (P::Playing { last }, E::Claim(c)) => {
                let (r, taken_back) = claims::claim(b, mover, last.as_ref(), c)?;
                (Some(r), taken_back.then_some(P::Playing { last: None }))
            }

            // ----- playing, or an illegal act pending: the rest --------------------------------
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::Resume { .. } | E::PositionLost,
            ) => {
                return Err(EventError::NotAdjourned);
            }
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::FlagFallJudged { side, upheld },
            ) => {
                if b.quickplay_postponed != Some(*side) {
                    return Err(EventError::NoPostponedClaim(*side));
                }
                b.quickplay_judgement = Some(*upheld);
                let r = flag::fall(b, crate::incident::FallenFlag::Side(*side));
                b.quickplay_judgement = None;
                ruled(r?)
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::Place { square, piece }) => {
                quiet(acts::place(b, mover, *square, *piece)?)
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::Wait(d)) => {
                ruled(acts::wait(b, *d)?)
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::FlagFall(f)) => {
                ruled(flag::fall(b, *f)?)
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::OfferDraw(side)) => {
                ruled(conduct::offer_draw(b, *side))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::DeclineDraw(side)) => {
                // The offer a claim carried, declined: the claim's ruling stands, the decline
                // recorded after it (9.1.2.1; 9.1b1; 9.1a).
                let claim = self
                    .claim_offer
                    .take()
                    .filter(|_| b.draw_offer == Some(!*side) && b.offer_clause.is_some());
                conduct::decline_draw(b, *side);
                match claim {
                    Some(r) => ruled(Some(claim_offer_declined(b, *r, *side))),
                    None => (None, None),
                }
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::AcceptDraw(side)) => {
                ruled(Some(conduct::accept_draw(b, None, *side)?))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::Resign(side)) => {
                ruled(Some(conduct::resign(b, false, *side)))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::Irregularity { kind, by }) => {
                ruled(Some(conduct::irregularity(b, *kind, *by)?))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::Arrive(late)) => {
                ruled(Some(conduct::arrive(b, *late)?))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::ClockSettingWrong { used }) => {
                ruled(Some(clock_setting::setting_wrong(b, used)?))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::ClockDefect) => {
                ruled(Some(clock_setting::defect(b)))
            }
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::SignResult { result, set_aside },
            ) => {
                // A flag down that nobody had observed is seen when the result is signed (6.8):
                // the result it gives is the one the game reached.
                if let Some(flagged) = flag::observed_now(b).filter(|r| r.ruling.result.is_some()) {
                    match signed::after_end(b, &flagged.ruling, *result, *set_aside) {
                        None => ruled(Some(flagged)),
                        Some(new) => ruled(Some(new)),
                    }
                } else if *set_aside {
                    return Err(EventError::NoResultReached);
                } else {
                    ruled(Some(signed::sign(b, *result)))
                }
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::Refuse(who)) => {
                ruled(Some(discretion::refuse(b, *who)))
            }
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::WriteInAdvance(who)) => {
                ruled(Some(discretion::write_in_advance(b, *who)))
            }
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::StopClock { side, valid_reason },
            ) => ruled(Some(discretion::stop_clock(b, *side, *valid_reason)?)),
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::NotRecording { side, missing },
            ) => ruled(Some(scoresheet::not_recording(b, *side, *missing, mover)?)),
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::FlagFallScoresheets { side, scoresheets },
            ) => ruled(scoresheet::flag_fall(b, *side, *scoresheets)?),
            (P::Playing { .. } | P::IllegalMoveCompleted { .. }, E::RequestScoresheet(side)) => {
                ruled(Some(scoresheet::request(b, *side, mover)))
            }
            (
                P::Playing { .. } | P::IllegalMoveCompleted { .. },
                E::UnableToRecord { side, disability },
            ) => ruled(Some(scoresheet::unable(b, *side, *disability))),
            // `observe_handed` unwraps a handed event before this match.
            (_, E::Handed { .. }) => unreachable!("a handed event is unwrapped before the match"),
        };
        if let Some(next) = next {
            self.phase = next;
        }
        let Some(mut ruled) = ruled else {
            return Ok(None);
        };
        // A claim that counts as a draw offer: its ruling, for a decline of that offer.
        if let E::Claim(c) = event
            && matches!(
                c.kind,
                ClaimKind::Threefold
                    | ClaimKind::FiftyMoves
                    | ClaimKind::QuickplayFinish
                    | ClaimKind::QuickplayIncrement
            )
        {
            self.claim_offer = (self.board.draw_offer.is_some()
                && self.board.offer_clause.is_some())
            .then(|| Box::new(ruled.ruling.clone()));
        }
        // An incorrect claim on a move pressed with the other hand: the claim's ruling, and
        // the hand offence behind it (6.2.3; 6.2c 2014, 6.7b 2009, 6.8b 2001/2005).
        if let Some(side) =
            other_hand_press.filter(|_| ruled.ruling.decision == super::Decision::ClaimIncorrect)
        {
            let (articles, ex) = hands::other_hand_offence(&self.board, side);
            super::compose::append(&mut ruled.ruling, self.board.inc.edition, &articles, &ex);
        }
        if ruled.ends_game() {
            let by_flag = matches!(
                event,
                E::Wait(_)
                    | E::FlagFall(_)
                    | E::FlagFallJudged { .. }
                    | E::FlagFallScoresheets { .. }
            );
            self.phase = Phase::ended(ruled.ruling.clone(), by_flag);
        }
        Ok(Some(ruled.ruling))
    }

    /// The game goes on from the board the illegal act left (`IllegalMoveCompleted` only), and
    /// `event` is observed there; an act that leaves no board (a king captured) stays pending.
    fn play_on(&mut self, event: &Event) -> Result<Option<Ruling>, EventError> {
        let Phase::IllegalMoveCompleted { act, completed } = &self.phase else {
            return Err(EventError::IllegalMovePending);
        };
        self.phase = match unnoticed::play_on(&mut self.board, act, completed)? {
            Some(unnoticed::Shown::Legal) => Phase::Playing { last: None },
            Some(unnoticed::Shown::Illegal(on)) => Phase::OnIllegalBoard(on),
            None => return Err(EventError::IllegalMovePending),
        };
        self.observe(event)
    }

    /// What the arbiter says about the board as it stands when the events end.
    fn standing_ruling(&mut self) -> Result<Ruling, EventError> {
        let b = &mut self.board;
        let ruled = match &mut self.phase {
            // Not reached by `run` (the event that ended the game ruled last), but the answer.
            Phase::Ended { ruling, .. } => return Ok((**ruling).clone()),
            Phase::IllegalMoveCompleted { act, completed } => {
                illegal::unclaimed(b, act, completed)?
            }
            Phase::OnIllegalBoard(on) => match &b.turn.made {
                Some(made) => {
                    let made = made.clone();
                    match unnoticed::made_move_ending_game(b, &on.board) {
                        Some(r) => r,
                        None => unnoticed::made_not_completed(b, &on.board, &made),
                    }
                }
                None => unnoticed::rule(b, Some(Claimant::Arbiter), Some(&on.board))?,
            },
            Phase::Adjourned(s) => match b.made_move_ending_game() {
                Some(r) => r,
                None => match &b.turn.made {
                    Some(made) => sealed::made_after_request(b, s)
                        .unwrap_or_else(|| b.move_made_not_completed(made)),
                    None => sealed::adjourned_ruling(b, s),
                },
            },
            Phase::Playing { .. }
                if b.unruled.is_some() && b.turn.made.is_none() && b.turn.touched.is_empty() =>
            {
                unnoticed::rule(b, Some(Claimant::Arbiter), None)?
            }
            // A mate (stalemate, dead position) made in breach of touch-move does not end the
            // game while the opponent may still claim (from 2014); unclaimed, it is the answer.
            Phase::Playing {
                last: Some(LastMove {
                    breach: Some(_), ..
                }),
            } if let Some(r) = b.automatic_end() => r,
            Phase::Playing { .. } if let Some(other) = b.other_board.clone() => {
                visually_disabled::boards_apart_ruling(b, &other)
            }
            Phase::Playing { .. } => match b.made_move_ending_game() {
                Some(r) => r,
                // A flag down that nobody has observed yet: the arbiter sees it now (6.8).
                None if let Some(r) = flag::observed_now(b) => r,
                None => match &b.turn.made {
                    Some(made) => b.move_made_not_completed(made),
                    None if !b.turn.touched.is_empty() => b.touch_ruling(None),
                    None if !b.turn.felt.is_empty() => visually_disabled::felt_ruling(b),
                    None => flag::unclaimed(b)
                        .or_else(|| discretion::still_stopped(b))
                        .unwrap_or_else(|| flag::play_continues(b)),
                },
            },
        };
        Ok(ruled.ruling)
    }
}

/// The draw offer carried by a claim (`claim`, its ruling) declined orally by `side`: the
/// claim's ruling as it was, with the clocks as they now stand and the decline after it.
fn claim_offer_declined(b: &Board, mut claim: Ruling, side: Color) -> Ruled {
    use super::explain::{Explanation, side_cap};
    use crate::i18n::Lang;
    let now = b.ruling(
        super::Decision::PlayContinues,
        None,
        vec![],
        Explanation::new(),
        None,
    );
    claim.clocks = now.ruling.clocks;
    claim.clock_moves = now.ruling.clock_moves;
    let ex = Explanation::text(
        format!(
            "{} recusam a oferta de empate que a reclamação continha: ela deixa de valer, e a decisão sobre a reclamação continua a mesma.",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} declines the draw offer the claim carried: it no longer stands, and the ruling on the claim is unchanged.",
            side_cap(side, Lang::En)
        ),
    );
    super::compose::append(
        &mut claim,
        b.inc.edition,
        &[b.rules.articles.draw_offer],
        &ex,
    );
    Ruled {
        ruling: claim,
        ending: super::board::Ending::Continues,
    }
}

/// Events that do not restart a clock stopped for the arbiter: time passing, and what is only
/// said, written or stated meanwhile (a draw offer or its refusal, a move written in advance, a
/// player arriving, another stop).
fn restarts_nothing(event: &Event) -> bool {
    matches!(
        event,
        Event::Wait(_)
            | Event::OfferDraw(_)
            | Event::DeclineDraw(_)
            | Event::WriteInAdvance(_)
            | Event::Arrive(_)
            | Event::StopClock { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulings::Decision;

    const GAME: &str = r#""edition": "2023", "time_control": "40/7200:3600", "moves": ["e4", "e5", "Nf3", "Nc6"], "clocks": {"white": "1:00:00", "black": "1:30:00"}"#;

    fn ruled(events: &str) -> Result<Ruling, IncidentError> {
        let inc = Incident::from_json(&format!(r#"{{{GAME}, "events": [{events}]}}"#))?;
        rule(&inc)
    }

    fn refused(events: &str) -> IncidentError {
        match ruled(events) {
            Err(e) => e,
            Ok(r) => panic!("{events}: ruled {:?}, expected a refusal", r.decision),
        }
    }

    #[test]
    fn the_sealer_moves_at_the_board_only_until_he_stops_his_clock() {
        // Before the press: the move made on the board is the sealed move.
        let r =
            ruled(r#"{"seal": "Bb5"}, {"play": "f1c4"}, {"press_clock": "white"}, {"resume": {}}"#)
                .unwrap();
        assert_eq!(r.decision, Decision::PlayContinues);
        assert!(
            r.position
                .to_string()
                .starts_with("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/"),
            "{}",
            r.position
        );
        // After it: the game is adjourned, nothing moves at the board.
        for event in [
            r#"{"play": "f1c4"}"#,
            r#"{"touch": "f1"}"#,
            r#"{"adjust": "f1"}"#,
        ] {
            let e = refused(&format!(
                r#"{{"seal": "Bb5"}}, {{"press_clock": "white"}}, {event}"#
            ));
            assert_eq!(e.field, "events[2]", "{event}");
            assert_eq!(e.reason, EventError::Adjourned.to_string(), "{event}");
        }
    }

    #[test]
    fn an_illegal_move_pending_refuses_a_press_or_a_seal_until_it_is_ruled() {
        let illegal = r#"{"play": "d1d3"}, {"press_clock": "white"}"#;
        for (event, error) in [
            (
                r#"{"press_clock": "black"}"#,
                EventError::IllegalMovePending,
            ),
            (r#"{"seal": "Nf6"}"#, EventError::IllegalMovePending),
            (r#"{"resume": {}}"#, EventError::NotAdjourned),
        ] {
            let e = refused(&format!("{illegal}, {event}"));
            assert_eq!(
                (e.field.as_str(), e.reason),
                ("events[2]", error.to_string()),
                "{event}"
            );
        }
        // A press by the author changes nothing; the claim still finds the act.
        let r = ruled(&format!(
            r#"{illegal}, {{"press_clock": "white"}}, {{"claim": "illegal_move", "by": "black"}}"#
        ))
        .unwrap();
        assert_eq!(r.decision, Decision::IllegalMovePenalised);
        // The opponent may move instead: the game goes on from the board as it stands, and
        // in standard play the move is still corrected later (7.5.1).
        let r = ruled(&format!(
            r#"{illegal}, {{"play": "g8f6"}}, {{"press_clock": "black"}}, {{"claim": "illegal_move", "by": "arbiter"}}"#
        ))
        .unwrap();
        assert_eq!(r.decision, Decision::IllegalMovePenalised);
        assert!(
            r.position
                .to_string()
                .starts_with("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w")
        );
    }

    #[test]
    fn a_captured_king_leaves_no_board_to_play_on() {
        let inc = Incident::from_json(
            r#"{"edition": "2023", "fen": "4k3/8/8/8/8/8/4P3/K3R3 w - - 0 1", "events": [{"play": "e1e8"}, {"press_clock": "white"}, {"play": "e8e7"}]}"#,
        )
        .unwrap();
        let e = rule(&inc).unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.reason),
            ("events[2]", EventError::IllegalMovePending.to_string())
        );
    }

    #[test]
    fn a_game_that_ended_stays_ended() {
        // A result reached never changes: later events are void (5.1.2 resignation).
        let r = ruled(r#"{"resign": "white"}, {"offer_draw": "black"}"#).unwrap();
        assert_eq!(r.decision, Decision::ResultStands);
        assert_eq!(r.result, Some(crate::rulings::GameResult::BlackWins));
        assert_eq!(r.articles, ["5.1.2"]);
        // An incident closed without a result has nothing that can follow.
        let e = refused(r#"{"irregularity": "initial_position_wrong"}, {"touch": "e2"}"#);
        assert_eq!(e.reason, EventError::GameEnded.to_string());
    }
}
