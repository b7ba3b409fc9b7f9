//! [`Clock`]: a FIDE-approved chess clock as a state machine driven by `now: Millis` inputs.
//!
//! The semantics are documented on [`Clock`].
use std::fmt;

use shakmaty::{ByColor, Color};

use super::{Millis, PerMove, TimeControl};
use crate::i18n::{Bilingual, side_name};

/// When the clock adds the next period's time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PeriodTrigger {
    /// At the press that completes the period's move count.
    #[default]
    OnMoveCount,
    /// When the time of the period reaches zero (clocks without a move counter).
    AtZero,
}

/// What the clock is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RunState {
    /// Set, not yet started.
    Set,
    /// This side's clock is counting.
    Running(Color),
    /// Paused by the arbiter; this side's clock runs again on resume.
    Paused(Color),
    /// This side's time reached zero in the last period: nothing counts for either side.
    Frozen(Color),
}

/// A flag fall: a side's time reached zero before it completed its period.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlagFall {
    /// The instant the time reached zero.
    pub at: Millis,
    /// The period it happened in (from 0).
    pub period: usize,
    /// Moves the side had made (presses) at that instant.
    pub moves: u32,
    /// Whether that period was the last one.
    pub last_period: bool,
}

/// Every change to one side's time, as totals. Invariant:
/// `initial + periods_added + increments + delay_returns + added − removed − used = remaining`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ledger {
    /// The time when the clock was made (the first period's time, or what the mid-game
    /// constructor was given).
    pub initial: Millis,
    /// Main time run off while this side's clock was running.
    pub used: Millis,
    /// Fischer increments added at presses.
    pub increments: Millis,
    /// Bronstein delay given back at presses.
    pub delay_returns: Millis,
    /// Times of later periods added.
    pub periods_added: Millis,
    /// Time the arbiter added (including the rise of a `set_time`).
    pub added: Millis,
    /// Time the arbiter removed (including the fall of a `set_time`), as actually removed.
    pub removed: Millis,
}

impl Ledger {
    /// Credits minus debits: equals the side's remaining time.
    pub fn balance(&self) -> Millis {
        let credit = self.initial.0
            + self.increments.0
            + self.delay_returns.0
            + self.periods_added.0
            + self.added.0;
        Millis(credit - self.removed.0 - self.used.0)
    }
}

/// The result of an input that may not apply in the clock's current state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub enum Outcome<T> {
    /// The input took effect.
    Done(T),
    /// The input did not apply and the clock is exactly as it was (not an error).
    Ignored(Ignored),
}

impl<T> Outcome<T> {
    pub fn is_ignored(&self) -> bool {
        matches!(self, Outcome::Ignored(_))
    }
    pub fn done(self) -> Option<T> {
        match self {
            Outcome::Done(t) => Some(t),
            Outcome::Ignored(_) => None,
        }
    }
}

/// Why an input changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ignored {
    /// The clock has not been started.
    NotStarted,
    /// `start` on a clock already started.
    AlreadyStarted,
    /// A press by the side whose clock is not running (the opponent's is).
    OtherSideRunning,
    /// The clock is paused.
    Paused,
    /// `resume` on a clock that is not paused or frozen.
    NotPaused,
    /// A flag fell in the last period: the clock is frozen.
    Frozen,
}

/// What a press did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PressReport {
    pub side: Color,
    /// The presser's moves made, this press included.
    pub moves: u32,
    /// The period the press was made in (from 0).
    pub period: usize,
    /// The increment added, or the Bronstein delay given back (zero otherwise).
    pub per_move_added: Millis,
    /// The period entered and its time added, when this press completed a period.
    pub period_added: Option<(usize, Millis)>,
}

impl PressReport {
    /// All the time the press added to the presser (what a ruling removes when it takes the
    /// move back).
    pub fn total_added(&self) -> Millis {
        self.per_move_added + self.period_added.map_or(Millis::ZERO, |(_, m)| m)
    }
}

/// An impossible input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockError {
    /// `now` is earlier than the last input.
    TimeWentBackwards { last: Millis, now: Millis },
    /// A period the time control does not have.
    NoSuchPeriod { period: usize, periods: usize },
}

impl ClockError {
    pub fn explain(&self) -> Bilingual {
        match *self {
            ClockError::TimeWentBackwards { last, now } => Bilingual::new(
                format!("o instante {now} é anterior à última entrada do relógio ({last})"),
                format!("the instant {now} is earlier than the clock's last input ({last})"),
            ),
            ClockError::NoSuchPeriod { period, periods } => Bilingual::new(
                format!(
                    "o controle de tempo não tem período {} (tem {periods})",
                    period + 1
                ),
                format!(
                    "the time control has no period {} (it has {periods})",
                    period + 1
                ),
            ),
        }
    }
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explain().en)
    }
}

impl std::error::Error for ClockError {}

/// Everything a clock display shows at an instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockFace {
    pub state: RunState,
    /// Main time left per side (never negative).
    pub remaining: ByColor<Millis>,
    /// With a simple delay, what is left of the running side's delay in this turn.
    pub delay_left: Option<Millis>,
    pub moves: ByColor<u32>,
    pub period: ByColor<usize>,
    pub flags: ByColor<Option<FlagFall>>,
    pub first_flag: Option<Color>,
}

impl ClockFace {
    /// The side whose clock is counting.
    pub fn running(&self) -> Option<Color> {
        match self.state {
            RunState::Running(c) => Some(c),
            _ => None,
        }
    }
}

/// The current turn of the side whose clock was last started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Turn {
    /// Running time in this turn (delay and main time).
    elapsed: Millis,
    /// Main time run off in this turn (for the Bronstein return).
    main_used: Millis,
    /// The simple delay of this turn (zero for other modes).
    delay: Millis,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    run: RunState,
    remaining: ByColor<Millis>,
    moves: ByColor<u32>,
    period: ByColor<usize>,
    turn: Turn,
    /// The instant of the last input; `None` before any.
    last_input: Option<Millis>,
    flags: ByColor<Option<FlagFall>>,
    first_flag: Option<Color>,
    ledger: ByColor<Ledger>,
}

/// A FIDE chess clock.
///
/// # Semantics
///
/// * **Time is an input.** Every mutating method takes `now`, a duration since an arbitrary
///   origin. An input whose `now` is earlier than the last accepted input is an
///   [`ClockError::TimeWentBackwards`] and leaves the clock untouched. Reads
///   ([`Clock::remaining`], [`Clock::face`] …) never mutate; a read at an instant before the
///   last input reports the state at the last input.
/// * **Start.** [`Clock::new`] gives a set clock, not running: each side has the first period's
///   time. [`Clock::start`] starts White's clock.
/// * **Turns.** A *turn* begins when a side's clock starts (start, press, arbiter switch, or the
///   mid-game constructor) and ends when it is stopped by a press. Pauses do not end a turn.
/// * **Press.** [`Clock::press`] by the side whose clock runs stops it and starts the
///   opponent's; the presser's move counter goes up by one; the increment of the presser's
///   current period is added (Fischer), or, with a Bronstein delay, the main time used in this
///   turn, at most the delay, is given back. A press by anyone else (clock not started, the
///   opponent's clock running, paused, frozen) is [`Outcome::Ignored`] and changes nothing.
/// * **Simple delay.** In each turn the main time stands still until the period's delay has run
///   out (the delay is fixed when the turn begins); a move made within the delay leaves the main
///   time as it was. [`Clock::remaining`] is the main time; [`ClockFace::delay_left`] the delay.
/// * **Periods.** With [`PeriodTrigger::OnMoveCount`] (default) the next period's time is added
///   at the press that completes the period's move count (40th move of `40/…`), after that
///   press's increment. With [`PeriodTrigger::AtZero`] it is added at the instant the time of a
///   non-last period reaches zero, and the clock keeps running.
/// * **Flag fall.** When the running side's main time reaches zero (after any delay), its flag
///   falls: the first fall per side is recorded as a [`FlagFall`] (instant, period, moves made).
///   Under `AtZero`, reaching zero after having made the period's moves is not a flag fall (the
///   period simply rolls over). In the **last period** a zero freezes the clock: nothing runs for
///   either side until the arbiter resumes it. In an earlier period under `OnMoveCount` the time
///   stays at zero and the clock keeps "running" until the press that completes the period.
/// * **Never negative**: times are unsigned and every subtraction saturates at zero.
/// * **Arbiter.** Pause and resume, switch the running side, add, remove (never below zero) or
///   set a side's time, set a move counter or a period, take back a press
///   ([`Clock::take_back`]). Flag records are history: an adjustment does not erase them.
/// * **Accounting.** Every change of a side's time is entered in its [`Ledger`]; the balance of
///   the ledger is the remaining time (see [`Ledger::balance`]).
///
/// # Example
///
/// ```
/// use arbitro::clock::{Clock, Millis};
/// use shakmaty::Color;
///
/// let mut clock = Clock::new("300+2".parse().unwrap());
/// let _ = clock.start(Millis::from_secs(0)).unwrap();
/// let report = clock.press(Color::White, Millis::from_secs(10)).unwrap().done().unwrap();
/// assert_eq!(report.per_move_added, Millis::from_secs(2));
/// assert_eq!(clock.remaining(Color::White, Millis::from_secs(10)), Millis::from_secs(292));
/// assert_eq!(clock.remaining(Color::Black, Millis::from_secs(70)), Millis::from_secs(240));
/// // White's clock is not running: the press is ignored.
/// assert!(clock.press(Color::White, Millis::from_secs(70)).unwrap().is_ignored());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    control: TimeControl,
    trigger: PeriodTrigger,
    state: State,
}

impl Clock {
    /// A clock set for `control`, not started: each side has the first period's time, no moves,
    /// period 0, trigger [`PeriodTrigger::OnMoveCount`].
    pub fn new(control: TimeControl) -> Clock {
        let base = control.base(0).unwrap_or(Millis::ZERO);
        Clock {
            control,
            trigger: PeriodTrigger::default(),
            state: State {
                run: RunState::Set,
                remaining: ByColor::new_with(|_| base),
                moves: ByColor::default(),
                period: ByColor::default(),
                turn: Turn::default(),
                last_input: None,
                flags: ByColor::default(),
                first_flag: None,
                ledger: ByColor::new_with(|_| Ledger {
                    initial: base,
                    ..Ledger::default()
                }),
            },
        }
    }

    /// A clock in the middle of a game (to replay an incident): each side has `remaining`
    /// main time and has made `moves` moves; each side's period is the one those moves reach
    /// ([`TimeControl::period_after_moves`]; change it with [`Clock::set_period`]); `running`'s
    /// clock runs from `now`, and its turn begins at `now` (a simple delay starts in full,
    /// a Bronstein return counts from `now`). No flag has fallen yet; a side given zero time
    /// flags as soon as its clock runs (after any delay).
    pub fn in_progress(
        control: TimeControl,
        remaining: ByColor<Millis>,
        moves: ByColor<u32>,
        running: Color,
        now: Millis,
    ) -> Clock {
        let period = moves.map(|m| control.period_after_moves(m));
        let mut clock = Clock {
            control,
            trigger: PeriodTrigger::default(),
            state: State {
                run: RunState::Running(running),
                remaining,
                moves,
                period,
                turn: Turn::default(),
                last_input: Some(now),
                flags: ByColor::default(),
                first_flag: None,
                ledger: remaining.map(|r| Ledger {
                    initial: r,
                    ..Ledger::default()
                }),
            },
        };
        clock.state.turn = clock.new_turn(running);
        // A side given zero time and no delay flags at `now`.
        clock.state.advance(&clock.control, clock.trigger, now);
        clock
    }

    /// The same clock adding later periods per `trigger`. Meant to be chosen before any time
    /// runs (right after [`Clock::new`] or [`Clock::in_progress`]).
    pub fn with_trigger(mut self, trigger: PeriodTrigger) -> Clock {
        self.trigger = trigger;
        if let Some(now) = self.state.last_input {
            // A running side at zero at this very instant is handled by the new trigger.
            self.state.advance(&self.control, trigger, now);
        }
        self
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    pub fn trigger(&self) -> PeriodTrigger {
        self.trigger
    }

    /// The instant of the last accepted input.
    pub fn last_input(&self) -> Option<Millis> {
        self.state.last_input
    }

    // ----- reads -------------------------------------------------------------------------

    /// The state as it would be at `now` (the state at the last input if `now` is earlier).
    fn state_at(&self, now: Millis) -> State {
        let mut s = self.state;
        let now = s.last_input.map_or(now, |last| now.max(last));
        s.advance(&self.control, self.trigger, now);
        s
    }

    /// `side`'s main time at `now`: the running side's clock counted down, never negative.
    /// With a simple delay the main time does not move while the delay runs (see
    /// [`ClockFace::delay_left`]); with a Bronstein delay the return comes at the press.
    pub fn remaining(&self, side: Color, now: Millis) -> Millis {
        self.state_at(now).remaining[side]
    }

    /// Everything the display shows at `now`.
    pub fn face(&self, now: Millis) -> ClockFace {
        let s = self.state_at(now);
        let delay_left = match s.run {
            RunState::Running(_) | RunState::Paused(_) if s.turn.delay > Millis::ZERO => {
                Some(s.turn.delay.saturating_sub(s.turn.elapsed))
            }
            _ => None,
        };
        ClockFace {
            state: s.run,
            remaining: s.remaining,
            delay_left,
            moves: s.moves,
            period: s.period,
            flags: s.flags,
            first_flag: s.first_flag,
        }
    }

    /// The run state as of the last input.
    pub fn state(&self) -> RunState {
        self.state.run
    }

    /// The side whose clock was counting at the last input. A flag falling since then may have
    /// frozen the clock: [`Clock::running_at`] tells.
    pub fn running(&self) -> Option<Color> {
        match self.state.run {
            RunState::Running(c) => Some(c),
            _ => None,
        }
    }

    /// The side whose clock is counting at `now`.
    pub fn running_at(&self, now: Millis) -> Option<Color> {
        self.face(now).running()
    }

    /// `side`'s flag fall as of the last input.
    pub fn flag_fallen(&self, side: Color) -> Option<FlagFall> {
        self.state.flags[side]
    }

    /// `side`'s flag fall as of `now`.
    pub fn flag_fallen_at(&self, side: Color, now: Millis) -> Option<FlagFall> {
        self.state_at(now).flags[side]
    }

    /// The side whose flag fell first, as of the last input.
    pub fn first_flag(&self) -> Option<Color> {
        self.state.first_flag
    }

    /// The side whose flag fell first, as of `now`.
    pub fn first_flag_at(&self, now: Millis) -> Option<Color> {
        self.state_at(now).first_flag
    }

    /// Moves made (presses) by `side`.
    pub fn moves(&self, side: Color) -> u32 {
        self.state.moves[side]
    }

    /// The period `side` is in (from 0), as of the last input.
    pub fn period(&self, side: Color) -> usize {
        self.state.period[side]
    }

    /// `side`'s ledger as of `now`.
    pub fn ledger(&self, side: Color, now: Millis) -> Ledger {
        self.state_at(now).ledger[side]
    }

    // ----- inputs ------------------------------------------------------------------------

    /// Checks the instant and brings a copy of the state to `now`.
    fn advanced(&self, now: Millis) -> Result<State, ClockError> {
        if let Some(last) = self.state.last_input
            && now < last
        {
            return Err(ClockError::TimeWentBackwards { last, now });
        }
        let mut s = self.state;
        s.advance(&self.control, self.trigger, now);
        Ok(s)
    }

    /// Lets time pass to `now` without doing anything else: records a flag that fell, a period
    /// added at zero, a freeze.
    pub fn tick(&mut self, now: Millis) -> Result<(), ClockError> {
        self.state = self.advanced(now)?;
        Ok(())
    }

    /// Starts White's clock (Art. 6.5 / 6.6: White's clock is started at the start of the
    /// game). Ignored if the clock was already started.
    pub fn start(&mut self, now: Millis) -> Result<Outcome<()>, ClockError> {
        let mut s = self.advanced(now)?;
        if s.run != RunState::Set {
            return Ok(Outcome::Ignored(Ignored::AlreadyStarted));
        }
        s.run = RunState::Running(Color::White);
        s.turn = self.new_turn_in(&s, Color::White);
        s.advance(&self.control, self.trigger, now);
        self.state = s;
        Ok(Outcome::Done(()))
    }

    /// `side` presses the clock: see the module documentation. Ignored unless `side`'s clock
    /// is running at `now`.
    pub fn press(&mut self, side: Color, now: Millis) -> Result<Outcome<PressReport>, ClockError> {
        let mut s = self.advanced(now)?;
        match s.run {
            RunState::Running(c) if c == side => {}
            RunState::Running(_) => return Ok(Outcome::Ignored(Ignored::OtherSideRunning)),
            RunState::Set => return Ok(Outcome::Ignored(Ignored::NotStarted)),
            RunState::Paused(_) => return Ok(Outcome::Ignored(Ignored::Paused)),
            RunState::Frozen(_) => return Ok(Outcome::Ignored(Ignored::Frozen)),
        }
        let period = s.period[side];
        let per_move_added = match self.control.per_move(period) {
            Some(PerMove::Increment(inc)) => {
                s.ledger[side].increments = s.ledger[side].increments + inc;
                inc
            }
            Some(PerMove::Bronstein(d)) => {
                let back = s.turn.main_used.min(d);
                s.ledger[side].delay_returns = s.ledger[side].delay_returns + back;
                back
            }
            _ => Millis::ZERO,
        };
        s.remaining[side] = s.remaining[side] + per_move_added;
        let period_added = self.count_move_in(&mut s, side);
        let report = PressReport {
            side,
            moves: s.moves[side],
            period,
            per_move_added,
            period_added,
        };
        let other = side.other();
        s.run = RunState::Running(other);
        s.turn = self.new_turn_in(&s, other);
        // The opponent may have no time left: its flag falls now.
        s.advance(&self.control, self.trigger, now);
        self.state = s;
        Ok(Outcome::Done(report))
    }

    /// Counts a move `side` completed without pressing the clock (the sealed move, made on the
    /// board when the envelope is opened: sealing completed it): the move counter goes up and,
    /// when that completes the period, the next period's time is added exactly as a press
    /// would add it. No per-move time is added and no clock is started.
    pub fn count_move_without_press(&mut self, side: Color, now: Millis) -> Result<(), ClockError> {
        let mut s = self.advanced(now)?;
        self.count_move_in(&mut s, side);
        self.commit(s, now);
        Ok(())
    }

    /// One more move for `side` in `s`, and the next period's time when the move completes
    /// the period (under [`PeriodTrigger::OnMoveCount`]); the period entered and its time.
    fn count_move_in(&self, s: &mut State, side: Color) -> Option<(usize, Millis)> {
        let period = s.period[side];
        s.moves[side] = s.moves[side].saturating_add(1);
        if self.trigger == PeriodTrigger::OnMoveCount
            && let Some(needed) = self.control.moves_to_complete(period)
            && s.moves[side] >= needed
        {
            let next = period + 1;
            let base = self.control.base(next).unwrap_or(Millis::ZERO);
            s.period[side] = next;
            s.remaining[side] = s.remaining[side] + base;
            s.ledger[side].periods_added = s.ledger[side].periods_added + base;
            return Some((next, base));
        }
        None
    }

    /// The arbiter takes back a press (an illegal move is undone; editions.md §3 "increment
    /// after illegal move"): removes from the presser what the press added (increment or
    /// Bronstein return, and a period's time), never below zero; puts its move counter and
    /// period back; and runs the presser's clock again, in a new turn. Returns the time
    /// actually removed. Penalties are separate adjustments.
    pub fn take_back(&mut self, press: &PressReport, now: Millis) -> Result<Millis, ClockError> {
        let mut s = self.advanced(now)?;
        let side = press.side;
        let removed = press.total_added().min(s.remaining[side]);
        s.remaining[side] = s.remaining[side].saturating_sub(removed);
        s.ledger[side].removed = s.ledger[side].removed + removed;
        s.moves[side] = press.moves.saturating_sub(1);
        s.period[side] = press.period;
        s.run = RunState::Running(side);
        s.turn = self.new_turn_in(&s, side);
        self.commit(s, now);
        Ok(removed)
    }

    /// The arbiter pauses the clock (the running side's turn, delay included, carries on at
    /// resume). Ignored unless a clock is running.
    pub fn pause(&mut self, now: Millis) -> Result<Outcome<()>, ClockError> {
        let mut s = self.advanced(now)?;
        match s.run {
            RunState::Running(c) => s.run = RunState::Paused(c),
            RunState::Set => return Ok(Outcome::Ignored(Ignored::NotStarted)),
            RunState::Paused(_) => return Ok(Outcome::Ignored(Ignored::Paused)),
            RunState::Frozen(_) => return Ok(Outcome::Ignored(Ignored::Frozen)),
        }
        self.state = s;
        Ok(Outcome::Done(()))
    }

    /// The arbiter restarts a paused or frozen clock: the side that was running runs again,
    /// in the same turn. A frozen side still at zero freezes again at once; give it time first.
    pub fn resume(&mut self, now: Millis) -> Result<Outcome<()>, ClockError> {
        let mut s = self.advanced(now)?;
        match s.run {
            RunState::Paused(c) | RunState::Frozen(c) => s.run = RunState::Running(c),
            RunState::Set => return Ok(Outcome::Ignored(Ignored::NotStarted)),
            RunState::Running(_) => return Ok(Outcome::Ignored(Ignored::NotPaused)),
        }
        s.advance(&self.control, self.trigger, now);
        self.state = s;
        Ok(Outcome::Done(()))
    }

    /// The arbiter makes `side`'s clock the running one, with no move counted and nothing
    /// added (a resumption with the replier absent; putting right a clock started for the
    /// wrong side). Continuing the same side from a pause or freeze keeps its turn; otherwise
    /// a new turn begins.
    pub fn set_running(&mut self, side: Color, now: Millis) -> Result<(), ClockError> {
        let mut s = self.advanced(now)?;
        let same_turn = matches!(s.run, RunState::Running(c) | RunState::Paused(c) | RunState::Frozen(c) if c == side);
        s.run = RunState::Running(side);
        if !same_turn {
            s.turn = self.new_turn_in(&s, side);
        }
        s.advance(&self.control, self.trigger, now);
        self.state = s;
        Ok(())
    }

    /// The arbiter adds `amount` to `side`'s time.
    pub fn add_time(&mut self, side: Color, amount: Millis, now: Millis) -> Result<(), ClockError> {
        let mut s = self.advanced(now)?;
        s.remaining[side] = s.remaining[side] + amount;
        s.ledger[side].added = s.ledger[side].added + amount;
        self.commit(s, now);
        Ok(())
    }

    /// The arbiter removes up to `amount` from `side`'s time, never below zero; returns what
    /// was actually removed. A running side brought to zero flags at `now`.
    pub fn remove_time(
        &mut self,
        side: Color,
        amount: Millis,
        now: Millis,
    ) -> Result<Millis, ClockError> {
        let mut s = self.advanced(now)?;
        let removed = amount.min(s.remaining[side]);
        s.remaining[side] = s.remaining[side].saturating_sub(removed);
        s.ledger[side].removed = s.ledger[side].removed + removed;
        self.commit(s, now);
        Ok(removed)
    }

    /// The arbiter sets `side`'s time to `value` (entered in the ledger as added or removed).
    pub fn set_time(&mut self, side: Color, value: Millis, now: Millis) -> Result<(), ClockError> {
        let mut s = self.advanced(now)?;
        let old = s.remaining[side];
        if value >= old {
            s.ledger[side].added = s.ledger[side].added + value.saturating_sub(old);
        } else {
            s.ledger[side].removed = s.ledger[side].removed + old.saturating_sub(value);
        }
        s.remaining[side] = value;
        self.commit(s, now);
        Ok(())
    }

    /// The arbiter sets `side`'s move counter (its period is unchanged: see
    /// [`Clock::set_period`]; under `OnMoveCount` the next press checks the new count).
    pub fn set_moves(&mut self, side: Color, moves: u32, now: Millis) -> Result<(), ClockError> {
        let mut s = self.advanced(now)?;
        s.moves[side] = moves;
        self.commit(s, now);
        Ok(())
    }

    /// The arbiter rules that `side`'s fallen flag does not count (8.6: the scoresheets cannot
    /// show the overstep): the flag is forgotten, and `side`'s clock flags again only when its
    /// time next runs out.
    pub fn clear_flag(&mut self, side: Color, now: Millis) -> Result<(), ClockError> {
        let mut s = self.advanced(now)?;
        s.flags[side] = None;
        if s.first_flag == Some(side) {
            s.first_flag = s.flags[!side].map(|_| !side);
        }
        self.commit(s, now);
        Ok(())
    }

    /// The arbiter puts `side` in `period` (from 0) without changing its time.
    pub fn set_period(
        &mut self,
        side: Color,
        period: usize,
        now: Millis,
    ) -> Result<(), ClockError> {
        if period >= self.control.period_count() {
            return Err(ClockError::NoSuchPeriod {
                period,
                periods: self.control.period_count(),
            });
        }
        let mut s = self.advanced(now)?;
        s.period[side] = period;
        self.commit(s, now);
        Ok(())
    }

    /// Stores an adjusted state, letting a running side at zero flag at `now`.
    fn commit(&mut self, mut s: State, now: Millis) {
        s.advance(&self.control, self.trigger, now);
        self.state = s;
    }

    fn new_turn(&self, side: Color) -> Turn {
        self.new_turn_in(&self.state, side)
    }

    fn new_turn_in(&self, s: &State, side: Color) -> Turn {
        let delay = match self.control.per_move(s.period[side]) {
            Some(PerMove::SimpleDelay(d)) => d,
            _ => Millis::ZERO,
        };
        Turn {
            elapsed: Millis::ZERO,
            main_used: Millis::ZERO,
            delay,
        }
    }
}

impl State {
    /// Lets time run from the last input to `now` (`now` ≥ last input), recording what happens
    /// on the way: delay, main time, flag falls, periods added at zero, freezing.
    fn advance(&mut self, tc: &TimeControl, trigger: PeriodTrigger, now: Millis) {
        let Some(start) = self.last_input else {
            self.last_input = Some(now);
            return;
        };
        self.last_input = Some(now);
        let RunState::Running(side) = self.run else {
            return;
        };
        let mut t = start;
        loop {
            let span = now.saturating_sub(t);
            // The simple delay runs first.
            let delay_left = self.turn.delay.saturating_sub(self.turn.elapsed);
            let d = span.min(delay_left);
            self.turn.elapsed = self.turn.elapsed + d;
            t = t + d;
            if d < delay_left {
                return;
            }
            let span = now.saturating_sub(t);
            let r = self.remaining[side];
            if span < r {
                self.spend(side, span);
                return;
            }
            // The time reaches zero at `t + r`.
            self.spend(side, r);
            t = t + r;
            let period = self.period[side];
            let last = tc.is_last_period(period);
            let completed = tc
                .moves_to_complete(period)
                .is_some_and(|n| self.moves[side] >= n);
            if last || !(trigger == PeriodTrigger::AtZero && completed) {
                self.record_flag(side, t, last);
            }
            if last {
                self.run = RunState::Frozen(side);
                return;
            }
            match trigger {
                PeriodTrigger::AtZero => {
                    let next = period + 1;
                    let base = tc.base(next).unwrap_or(Millis::ZERO);
                    self.period[side] = next;
                    self.remaining[side] = base;
                    self.ledger[side].periods_added = self.ledger[side].periods_added + base;
                }
                PeriodTrigger::OnMoveCount => {
                    // Stays at zero until the press that completes the period.
                    self.turn.elapsed = self.turn.elapsed + now.saturating_sub(t);
                    return;
                }
            }
        }
    }

    fn spend(&mut self, side: Color, amount: Millis) {
        self.remaining[side] = self.remaining[side].saturating_sub(amount);
        self.turn.elapsed = self.turn.elapsed + amount;
        self.turn.main_used = self.turn.main_used + amount;
        self.ledger[side].used = self.ledger[side].used + amount;
    }

    fn record_flag(&mut self, side: Color, at: Millis, last_period: bool) {
        if self.flags[side].is_none() {
            self.flags[side] = Some(FlagFall {
                at,
                period: self.period[side],
                moves: self.moves[side],
                last_period,
            });
            if self.first_flag.is_none() {
                self.first_flag = Some(side);
            }
        }
    }
}

/// A clock's whole state as plain values, to carry a clock across a message: the page replays
/// the time that passes between two events of an incident with the engine's own clock
/// (`rulings::cursor`). [`Clock::from_snapshot`] gives back the same clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockSnapshot {
    pub control: TimeControl,
    pub trigger: PeriodTrigger,
    pub run: RunState,
    pub remaining: ByColor<Millis>,
    pub moves: ByColor<u32>,
    pub period: ByColor<u32>,
    /// The current turn: time run (delay and main), main time run, its simple delay.
    pub turn_elapsed: Millis,
    pub turn_main_used: Millis,
    pub turn_delay: Millis,
    pub last_input: Option<Millis>,
    pub flags: ByColor<Option<FlagFall>>,
    pub first_flag: Option<Color>,
    pub ledger: ByColor<Ledger>,
}

impl Clock {
    /// The clock's state as plain values.
    pub fn snapshot(&self) -> ClockSnapshot {
        let s = &self.state;
        ClockSnapshot {
            control: self.control.clone(),
            trigger: self.trigger,
            run: s.run,
            remaining: s.remaining,
            moves: s.moves,
            period: s.period.map(|p| u32::try_from(p).unwrap_or(u32::MAX)),
            turn_elapsed: s.turn.elapsed,
            turn_main_used: s.turn.main_used,
            turn_delay: s.turn.delay,
            last_input: s.last_input,
            flags: s.flags,
            first_flag: s.first_flag,
            ledger: s.ledger,
        }
    }

    /// The clock a [`Clock::snapshot`] was taken of.
    pub fn from_snapshot(s: ClockSnapshot) -> Clock {
        Clock {
            control: s.control,
            trigger: s.trigger,
            state: State {
                run: s.run,
                remaining: s.remaining,
                moves: s.moves,
                period: s.period.map(|p| p as usize),
                turn: Turn {
                    elapsed: s.turn_elapsed,
                    main_used: s.turn_main_used,
                    delay: s.turn_delay,
                },
                last_input: s.last_input,
                flags: s.flags,
                first_flag: s.first_flag,
                ledger: s.ledger,
            },
        }
    }
}

impl fmt::Display for Clock {
    /// `"White 1:10:00 – Black 0:58:30"` as of the last input.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} – {} {}",
            side_name(Color::White, crate::i18n::Lang::En),
            self.state.remaining.white,
            side_name(Color::Black, crate::i18n::Lang::En),
            self.state.remaining.black
        )
    }
}
