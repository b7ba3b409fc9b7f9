//! Property tests of the clock: time never negative, an accounting invariant, presses by the
//! side not running, determinism; and the time-control round trip.
#![cfg(not(target_arch = "wasm32"))]

use arbitro::clock::{
    Clock, ClockError, Ledger, Millis, Outcome, PerMove, Period, PeriodTrigger, PressReport,
    RunState, TimeControl,
};
use proptest::prelude::*;
use shakmaty::{ByColor, Color};

mod support;

fn per_move() -> impl Strategy<Value = PerMove> {
    prop_oneof![
        Just(PerMove::None),
        (0u64..=10_000).prop_map(|m| PerMove::Increment(Millis(m))),
        (0u64..=10_000).prop_map(|m| PerMove::SimpleDelay(Millis(m))),
        (0u64..=10_000).prop_map(|m| PerMove::Bronstein(Millis(m))),
    ]
}

fn time_control() -> impl Strategy<Value = TimeControl> {
    prop::collection::vec((1u32..=4, 1u64..=300_000, per_move()), 1..=3).prop_map(|ps| {
        let last = ps.len() - 1;
        TimeControl {
            periods: ps
                .into_iter()
                .enumerate()
                .map(|(i, (moves, base, per_move))| Period {
                    moves: (i < last).then_some(moves),
                    base: Millis(base),
                    per_move,
                })
                .collect(),
        }
    })
}

fn color() -> impl Strategy<Value = Color> {
    any::<bool>().prop_map(Color::from_white)
}

#[derive(Clone, Debug)]
enum Op {
    Start,
    Press(Color),
    /// A press by whichever side is not running at that instant.
    PressNotRunning,
    Tick,
    Pause,
    Resume,
    SetRunning(Color),
    Add(Color, Millis),
    Remove(Color, Millis),
    Set(Color, Millis),
    SetMoves(Color, u32),
    SetPeriod(Color, usize),
    /// Take back the last press made (a tick if none).
    TakeBack,
    /// An input this many ms before the last one.
    Past(u64),
}

fn op() -> impl Strategy<Value = Op> {
    let ms = || (0u64..=200_000).prop_map(Millis);
    prop_oneof![
        2 => Just(Op::Start),
        12 => color().prop_map(Op::Press),
        3 => Just(Op::PressNotRunning),
        2 => Just(Op::Tick),
        1 => Just(Op::Pause),
        1 => Just(Op::Resume),
        1 => color().prop_map(Op::SetRunning),
        1 => (color(), ms()).prop_map(|(c, m)| Op::Add(c, m)),
        1 => (color(), ms()).prop_map(|(c, m)| Op::Remove(c, m)),
        1 => (color(), ms()).prop_map(|(c, m)| Op::Set(c, m)),
        1 => (color(), 0u32..=10).prop_map(|(c, n)| Op::SetMoves(c, n)),
        1 => (color(), 0usize..=3).prop_map(|(c, p)| Op::SetPeriod(c, p)),
        1 => Just(Op::TakeBack),
        1 => (1u64..=5_000).prop_map(Op::Past),
    ]
}

#[derive(Clone, Debug)]
enum Start {
    New,
    InProgress {
        remaining: (u64, u64),
        moves: (u32, u32),
        running: Color,
        now: u64,
    },
}

fn start() -> impl Strategy<Value = Start> {
    prop_oneof![
        Just(Start::New),
        (
            (0u64..=300_000, 0u64..=300_000),
            (0u32..=10, 0u32..=10),
            color(),
            0u64..=1_000_000
        )
            .prop_map(|(remaining, moves, running, now)| Start::InProgress {
                remaining,
                moves,
                running,
                now
            }),
    ]
}

fn make(tc: &TimeControl, trigger: PeriodTrigger, start: &Start) -> Clock {
    let c = match *start {
        Start::New => Clock::new(tc.clone()),
        Start::InProgress {
            remaining,
            moves,
            running,
            now,
        } => Clock::in_progress(
            tc.clone(),
            ByColor {
                white: Millis(remaining.0),
                black: Millis(remaining.1),
            },
            ByColor {
                white: moves.0,
                black: moves.1,
            },
            running,
            Millis(now),
        ),
    };
    c.with_trigger(trigger)
}

/// What an input did, for comparing two replays.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Seen {
    Unit(Result<Outcome<()>, ClockError>),
    Press(Result<Outcome<arbitro::clock::PressReport>, ClockError>),
    Removed(Result<Millis, ClockError>),
    Plain(Result<(), ClockError>),
}

fn apply(c: &mut Clock, op: &Op, now: Millis, last: &mut Option<PressReport>) -> Seen {
    let seen = match *op {
        Op::Start => Seen::Unit(c.start(now)),
        Op::Press(side) => Seen::Press(c.press(side, now)),
        Op::PressNotRunning => {
            let side = c.running_at(now).map_or(Color::White, Color::other);
            Seen::Press(c.press(side, now))
        }
        Op::Tick => Seen::Plain(c.tick(now)),
        Op::Pause => Seen::Unit(c.pause(now)),
        Op::Resume => Seen::Unit(c.resume(now)),
        Op::SetRunning(side) => Seen::Plain(c.set_running(side, now)),
        Op::Add(side, m) => Seen::Plain(c.add_time(side, m, now)),
        Op::Remove(side, m) => Seen::Removed(c.remove_time(side, m, now)),
        Op::Set(side, m) => Seen::Plain(c.set_time(side, m, now)),
        Op::SetMoves(side, n) => Seen::Plain(c.set_moves(side, n, now)),
        Op::SetPeriod(side, p) => Seen::Plain(c.set_period(side, p, now)),
        Op::TakeBack => match last.take() {
            Some(r) => Seen::Removed(c.take_back(&r, now)),
            None => Seen::Plain(c.tick(now)),
        },
        Op::Past(_) => Seen::Plain(c.tick(now)),
    };
    if let Seen::Press(Ok(Outcome::Done(r))) = seen {
        *last = Some(r);
    }
    seen
}

fn instant(c: &Clock, op: &Op, dt: u64) -> Millis {
    let last = c.last_input().unwrap_or(Millis::ZERO);
    match *op {
        Op::Past(k) => Millis(last.0.saturating_sub(k)),
        _ => last + Millis(dt),
    }
}

/// Credits minus debits, checked: a debit larger than the credits would be a negative time.
fn checked_balance(l: &Ledger) -> Option<u64> {
    let credit = l.initial.0 + l.increments.0 + l.delay_returns.0 + l.periods_added.0 + l.added.0;
    credit.checked_sub(l.removed.0)?.checked_sub(l.used.0)
}

fn bases_between(tc: &TimeControl, from: usize, to: usize) -> Millis {
    Millis(
        (from + 1..=to)
            .map(|p| tc.base(p).unwrap_or(Millis::ZERO).0)
            .sum(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, rng_seed: support::seed(), ..ProptestConfig::default() })]

    #[test]
    fn time_control_round_trip(tc in time_control()) {
        let text = tc.to_string();
        let back: TimeControl = text.parse().map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(&back, &tc);
        prop_assert_eq!(back.to_string(), text);
        prop_assert_eq!(TimeControl::new(tc.periods.clone()), Ok(tc));
    }

    #[test]
    fn clock_accounting(
        tc in time_control(),
        at_zero in any::<bool>(),
        start in start(),
        steps in prop::collection::vec((0u64..=150_000, op()), 0..60),
    ) {
        let trigger = if at_zero { PeriodTrigger::AtZero } else { PeriodTrigger::OnMoveCount };
        let mut c = make(&tc, trigger, &start);
        let mut seen = Vec::new();
        let mut last_press = None;
        for (dt, op) in &steps {
            let now = instant(&c, op, *dt);
            let before = c.clone();
            let prev = c.last_input();
            // 1. Letting time pass to `now` (a read; nothing is mutated).
            let mid_face = c.face(now);
            let (prev_face, prev_instant) = match prev {
                Some(p) => (c.face(p), p),
                None => (mid_face, now),
            };
            let span = now.saturating_sub(prev_instant);
            for side in [Color::White, Color::Black] {
                let a = c.ledger(side, prev_instant);
                let b = c.ledger(side, now);
                prop_assert_eq!(
                    (a.initial, a.increments, a.delay_returns, a.added, a.removed),
                    (b.initial, b.increments, b.delay_returns, b.added, b.removed),
                    "only running changes the ledger while time passes"
                );
                let used = b.used.0 - a.used.0;
                if prev_face.running() == Some(side) {
                    prop_assert!(used <= span.0, "{side:?} used {used} ms in {} ms", span.0);
                    let no_delay = prev_face.delay_left.is_none_or(|d| d == Millis::ZERO);
                    if no_delay && mid_face.running() == Some(side)
                        && mid_face.remaining[side] > Millis::ZERO
                    {
                        prop_assert_eq!(used, span.0, "{:?} ran the whole span", side);
                    }
                } else {
                    prop_assert_eq!(used, 0, "{:?} is not running", side);
                }
                let added = b.periods_added.0 - a.periods_added.0;
                prop_assert_eq!(
                    Millis(added),
                    bases_between(&tc, prev_face.period[side], mid_face.period[side])
                );
                if trigger == PeriodTrigger::OnMoveCount {
                    prop_assert_eq!(added, 0);
                }
            }
            // 2. The input.
            let mid_ledger = ByColor::new_with(|side| c.ledger(side, now));
            let taken_back = if matches!(op, Op::TakeBack) { last_press } else { None };
            let result = apply(&mut c, op, now, &mut last_press);
            let after = ByColor::new_with(|side| c.ledger(side, now));
            let face = c.face(now);
            if matches!(op, Op::Past(_)) && prev.is_some_and(|p| now < p) {
                let went_back = matches!(result, Seen::Plain(Err(ClockError::TimeWentBackwards { .. })));
                prop_assert!(went_back, "a past input is an error");
            }
            let unchanged = match &result {
                Seen::Unit(Err(_)) | Seen::Press(Err(_)) | Seen::Removed(Err(_)) | Seen::Plain(Err(_)) => true,
                Seen::Unit(Ok(o)) => o.is_ignored(),
                Seen::Press(Ok(o)) => o.is_ignored(),
                _ => false,
            };
            if unchanged {
                prop_assert_eq!(&c, &before, "an error or ignored input changes nothing");
            }
            if matches!(op, Op::PressNotRunning) {
                let ignored = matches!(result, Seen::Press(Ok(Outcome::Ignored(_))));
                prop_assert!(ignored, "a press by the side not running is ignored");
            }
            for side in [Color::White, Color::Black] {
                let (m, a) = (mid_ledger[side], after[side]);
                let mut expect = m;
                match (&result, op) {
                    (Seen::Press(Ok(Outcome::Done(r))), _) if r.side == side => {
                        match tc.per_move(r.period) {
                            Some(PerMove::Increment(i)) => {
                                prop_assert_eq!(r.per_move_added, i);
                                expect.increments = m.increments + i;
                            }
                            Some(PerMove::Bronstein(d)) => {
                                prop_assert!(r.per_move_added <= d);
                                expect.delay_returns = m.delay_returns + r.per_move_added;
                            }
                            _ => prop_assert_eq!(r.per_move_added, Millis::ZERO),
                        }
                        expect.periods_added = m.periods_added
                            + r.period_added.map_or(Millis::ZERO, |(_, b)| b);
                    }
                    (Seen::Plain(Ok(())), Op::Add(s, amt)) if *s == side => {
                        expect.added = m.added + *amt;
                    }
                    (Seen::Removed(Ok(removed)), Op::Remove(s, amt)) if *s == side => {
                        prop_assert!(removed <= amt);
                        expect.removed = m.removed + *removed;
                    }
                    (Seen::Removed(Ok(removed)), Op::TakeBack)
                        if taken_back.is_some_and(|r| r.side == side) =>
                    {
                        let r = taken_back.unwrap();
                        prop_assert!(*removed <= r.total_added());
                        let back_to_presser = matches!(
                            c.state(),
                            RunState::Running(x) | RunState::Frozen(x) if x == side
                        );
                        prop_assert!(back_to_presser, "the presser's clock runs again");
                        expect.removed = m.removed + *removed;
                    }
                    (Seen::Plain(Ok(())), Op::Set(s, v)) if *s == side => {
                        let old = mid_face.remaining[side];
                        if *v >= old {
                            expect.added = m.added + v.saturating_sub(old);
                        } else {
                            expect.removed = m.removed + old.saturating_sub(*v);
                        }
                    }
                    _ => {}
                }
                // A side whose clock starts at zero may enter later periods at `now` (AtZero).
                let extra = a.periods_added.0 - expect.periods_added.0;
                if extra > 0 {
                    prop_assert_eq!(trigger, PeriodTrigger::AtZero);
                    expect.periods_added = a.periods_added;
                }
                prop_assert_eq!(a, expect, "{:?} after {:?}", side, op);
                // The accounting identity, and no negative time.
                let bal = checked_balance(&a);
                prop_assert_eq!(bal, Some(face.remaining[side].0));
                prop_assert_eq!(a.balance(), c.remaining(side, now));
                // Flag records are history.
                if let Some(f) = before.flag_fallen_at(side, now) {
                    prop_assert_eq!(c.flag_fallen_at(side, now), Some(f));
                }
            }
            if let Some(first) = before.first_flag_at(now) {
                prop_assert_eq!(c.first_flag_at(now), Some(first));
            }
            seen.push(result);
        }
        // Determinism: the same inputs give the same clock and the same answers.
        let mut again = make(&tc, trigger, &start);
        let mut seen_again = Vec::new();
        let mut last_again = None;
        for (dt, op) in &steps {
            let now = instant(&again, op, *dt);
            seen_again.push(apply(&mut again, op, now, &mut last_again));
        }
        prop_assert_eq!(seen, seen_again);
        prop_assert_eq!(again, c);
    }

    /// Reading far into the future never panics and agrees with the ledger.
    #[test]
    fn reading_is_total(tc in time_control(), start in start(), later in 0u64..=10_000_000) {
        let mut c = make(&tc, PeriodTrigger::AtZero, &start);
        let _ = c.start(Millis(0));
        let now = c.last_input().unwrap_or(Millis::ZERO) + Millis(later);
        for side in [Color::White, Color::Black] {
            prop_assert_eq!(c.ledger(side, now).balance(), c.remaining(side, now));
        }
    }
}
