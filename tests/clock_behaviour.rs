//! The FIDE clock, behaviour by behaviour, with exact figures.
use arbitro::clock::{
    Clock, ClockError, FlagFall, Ignored, Millis, Outcome, PeriodTrigger, PressReport, RunState,
    TimeControl,
};
use shakmaty::{ByColor, Color::*};

fn s(x: u64) -> Millis {
    Millis::from_secs(x)
}

fn clock(tc: &str) -> Clock {
    Clock::new(tc.parse::<TimeControl>().unwrap())
}

fn started(tc: &str) -> Clock {
    let mut c = clock(tc);
    assert_eq!(c.start(s(0)), Ok(Outcome::Done(())));
    c
}

fn press(c: &mut Clock, side: shakmaty::Color, now: Millis) -> PressReport {
    match c.press(side, now) {
        Ok(Outcome::Done(r)) => r,
        other => panic!("press by {side:?} at {now}: {other:?}"),
    }
}

#[test]
fn a_new_clock_is_set_and_start_runs_white() {
    let mut c = clock("5400+30");
    assert_eq!(c.state(), RunState::Set);
    assert_eq!(c.running(), None);
    assert_eq!(
        c.remaining(White, s(1000)),
        s(5400),
        "nothing runs before the start"
    );
    assert_eq!(
        c.press(White, s(0)),
        Ok(Outcome::Ignored(Ignored::NotStarted))
    );
    assert_eq!(c.pause(s(0)), Ok(Outcome::Ignored(Ignored::NotStarted)));
    assert_eq!(c.start(s(5)), Ok(Outcome::Done(())));
    assert_eq!(c.running(), Some(White));
    assert_eq!(c.start(s(6)), Ok(Outcome::Ignored(Ignored::AlreadyStarted)));
    assert_eq!(c.remaining(White, s(15)), s(5390));
    assert_eq!(c.remaining(Black, s(15)), s(5400));
}

#[test]
fn fischer_increment_after_each_press() {
    let mut c = started("5400+30");
    let r = press(&mut c, White, s(10));
    assert_eq!(r.per_move_added, s(30));
    assert_eq!((r.moves, r.period, r.period_added), (1, 0, None));
    assert_eq!(c.remaining(White, s(10)), s(5420));
    assert_eq!(c.running(), Some(Black));
    press(&mut c, Black, s(100));
    assert_eq!(c.remaining(Black, s(100)), s(5400 - 90 + 30));
    assert_eq!((c.moves(White), c.moves(Black)), (1, 1));
    assert_eq!(c.remaining(White, s(160)), s(5420 - 60));
}

#[test]
fn a_press_by_the_side_not_running_changes_nothing() {
    let mut c = started("300+2");
    press(&mut c, White, s(3));
    let before = c.clone();
    assert_eq!(
        c.press(White, s(7)),
        Ok(Outcome::Ignored(Ignored::OtherSideRunning))
    );
    assert_eq!(c, before);
    assert_eq!(c.remaining(White, s(7)), s(299));
    assert_eq!(c.moves(White), 1);
}

#[test]
fn an_input_from_the_past_is_an_error_and_leaves_the_clock_untouched() {
    let mut c = started("300+2");
    press(&mut c, White, s(30));
    let before = c.clone();
    let err = ClockError::TimeWentBackwards {
        last: s(30),
        now: s(29),
    };
    assert_eq!(c.press(Black, s(29)), Err(err));
    assert_eq!(c.tick(s(29)), Err(err));
    assert_eq!(c.add_time(White, s(60), s(29)), Err(err));
    assert_eq!(c.remove_time(White, s(60), s(29)), Err(err));
    assert_eq!(c.set_time(White, s(60), s(29)), Err(err));
    assert_eq!(c.set_moves(White, 9, s(29)), Err(err));
    assert_eq!(c.set_period(White, 0, s(29)), Err(err));
    assert_eq!(c.set_running(White, s(29)), Err(err));
    assert_eq!(c.pause(s(29)), Err(err));
    assert_eq!(c.resume(s(29)), Err(err));
    assert_eq!(c.start(s(29)), Err(err));
    assert_eq!(c, before);
    assert!(!err.explain().pt.is_empty() && err.explain().pt != err.explain().en);
    // The same instant is fine.
    assert!(c.tick(s(30)).is_ok());
}

#[test]
fn second_period_added_at_the_fortieth_move_on_move_count() {
    // 90 minutes for 40 moves, then 30 minutes, 30 s increment from move 1.
    let mut c = started("40/5400+30:1800+30");
    let mut now = s(0);
    for n in 1..=40u32 {
        now = now + s(60);
        let r = press(&mut c, White, now);
        assert_eq!(r.moves, n);
        if n < 40 {
            assert_eq!((r.period, r.period_added), (0, None), "move {n}");
        } else {
            assert_eq!((r.period, r.period_added), (0, Some((1, s(1800)))));
            assert_eq!(r.total_added(), s(1830));
        }
        now = now + s(30);
        press(&mut c, Black, now);
    }
    // White: 5400 − 40×60 + 40×30 + 1800; Black: 5400 − 40×30 + 40×30 + 1800.
    assert_eq!(c.remaining(White, now), s(6000));
    assert_eq!(c.remaining(Black, now), s(7200));
    assert_eq!((c.period(White), c.period(Black)), (1, 1));
    assert_eq!(c.flag_fallen(White), None);
    // The 41st move gets the second period's increment and no further period.
    let r = press(&mut c, White, now + s(10));
    assert_eq!(
        (r.period, r.per_move_added, r.period_added),
        (1, s(30), None)
    );
    assert_eq!(c.remaining(White, now + s(10)), s(6020));
}

#[test]
fn on_move_count_a_flag_before_the_control_stays_at_zero_until_the_press() {
    let mut c = started("40/120:60");
    assert_eq!(c.remaining(White, s(150)), s(0));
    assert_eq!(
        c.running_at(s(150)),
        Some(White),
        "not the last period: no freeze"
    );
    c.tick(s(150)).unwrap();
    let flag = FlagFall {
        at: s(120),
        period: 0,
        moves: 0,
        last_period: false,
    };
    assert_eq!(c.flag_fallen(White), Some(flag));
    assert_eq!(c.first_flag(), Some(White));
    // Play goes on (nobody claimed): the press is taken, and the clock stays at zero.
    let r = press(&mut c, White, s(160));
    assert_eq!((r.moves, r.period_added), (1, None));
    assert_eq!(c.remaining(White, s(160)), s(0));
    // Black's flag falls later; White's was first.
    assert_eq!(c.flag_fallen_at(Black, s(300)).map(|f| f.at), Some(s(280)));
    assert_eq!(c.first_flag_at(s(300)), Some(White));
}

#[test]
fn at_zero_trigger_adds_the_next_period_when_time_runs_out() {
    let mut c = started("40/600:300");
    c = c.with_trigger(PeriodTrigger::AtZero);
    assert_eq!(c.trigger(), PeriodTrigger::AtZero);
    // White thinks 650 s on move 1: zero at 600 s, the 300 s are added, 50 s of them used.
    assert_eq!(c.remaining(White, s(650)), s(250));
    let face = c.face(s(650));
    assert_eq!(face.period.white, 1);
    assert_eq!(face.state, RunState::Running(White));
    // It is a flag fall: the 40 moves were not made.
    assert_eq!(
        face.flags.white,
        Some(FlagFall {
            at: s(600),
            period: 0,
            moves: 0,
            last_period: false
        })
    );
    // No period is added at presses with this trigger.
    let r = press(&mut c, White, s(650));
    assert_eq!(r.period_added, None);
    // The last period: zero freezes.
    assert_eq!(c.state(), RunState::Running(Black));
    press(&mut c, Black, s(660));
    c.tick(s(1000)).unwrap();
    assert_eq!(c.state(), RunState::Frozen(White));
    assert_eq!(
        c.flag_fallen(White).unwrap().at,
        s(600),
        "the first fall is kept"
    );
}

#[test]
fn at_zero_after_the_period_moves_is_not_a_flag_fall() {
    let mut c = started("2/100:300").with_trigger(PeriodTrigger::AtZero);
    press(&mut c, White, s(10));
    press(&mut c, Black, s(20));
    press(&mut c, White, s(30)); // White has made 2 moves with 80 s left
    press(&mut c, Black, s(40));
    assert_eq!(c.remaining(White, s(40)), s(80));
    // 80 s later White's first period is used up: the next one follows, no flag.
    assert_eq!(c.remaining(White, s(130)), s(290));
    assert_eq!(c.flag_fallen_at(White, s(130)), None);
    assert_eq!(c.face(s(130)).period.white, 1);
}

#[test]
fn bronstein_gives_back_only_the_time_used() {
    let mut c = started("300b3");
    let r = press(&mut c, White, s(2));
    assert_eq!(r.per_move_added, s(2));
    assert_eq!(c.remaining(White, s(2)), s(300));
    // During the turn the main time runs; the return comes at the press.
    assert_eq!(c.remaining(Black, s(7)), s(295));
    let r = press(&mut c, Black, s(7));
    assert_eq!(r.per_move_added, s(3));
    assert_eq!(c.remaining(Black, s(7)), s(298));
    // A pause does not count as time used.
    assert_eq!(c.pause(s(8)), Ok(Outcome::Done(())));
    assert_eq!(c.resume(s(50)), Ok(Outcome::Done(())));
    let r = press(&mut c, White, Millis(50_500));
    assert_eq!(r.per_move_added, Millis(1_500));
    assert_eq!(c.remaining(White, s(51)), s(300));
}

#[test]
fn simple_delay_leaves_the_main_time_when_the_move_is_within_it() {
    let mut c = started("5400d30");
    assert_eq!(c.remaining(White, s(29)), s(5400));
    assert_eq!(c.face(s(20)).delay_left, Some(s(10)));
    let r = press(&mut c, White, s(20));
    assert_eq!(r.per_move_added, s(0));
    assert_eq!(c.remaining(White, s(20)), s(5400));
    // Black takes 45 s: 30 s of delay, then 15 s of main time.
    assert_eq!(
        c.face(s(20)).delay_left,
        Some(s(30)),
        "a new turn, a full delay"
    );
    assert_eq!(c.remaining(Black, s(65)), s(5385));
    assert_eq!(c.face(s(65)).delay_left, Some(s(0)));
    press(&mut c, Black, s(65));
    assert_eq!(c.remaining(Black, s(65)), s(5385));
    // The delay carries through a pause.
    assert_eq!(c.pause(s(75)), Ok(Outcome::Done(())));
    assert_eq!(c.face(s(500)).delay_left, Some(s(20)));
    assert_eq!(c.resume(s(500)), Ok(Outcome::Done(())));
    assert_eq!(c.remaining(White, s(520)), s(5400));
    assert_eq!(c.remaining(White, s(521)), s(5399));
}

#[test]
fn simple_delay_flag_falls_only_after_the_delay() {
    let mut c = Clock::in_progress(
        "600d5".parse().unwrap(),
        ByColor {
            white: s(0),
            black: s(10),
        },
        ByColor {
            white: 30,
            black: 30,
        },
        White,
        s(1000),
    );
    assert_eq!(c.flag_fallen(White), None);
    // White can still move within the delay.
    press(&mut c, White, s(1004));
    assert_eq!(c.remaining(White, s(1004)), s(0));
    press(&mut c, Black, s(1010));
    assert_eq!(c.remaining(Black, s(1010)), s(9));
    c.tick(s(1020)).unwrap();
    assert_eq!(c.flag_fallen(White).map(|f| f.at), Some(s(1015)));
    assert_eq!(c.state(), RunState::Frozen(White));
}

#[test]
fn a_flag_in_the_last_period_freezes_both_clocks() {
    let mut c = started("60");
    press(&mut c, White, s(20));
    press(&mut c, Black, s(30));
    // White has 40 s left and runs out at 70 s.
    assert_eq!(c.running_at(s(69)), Some(White));
    assert_eq!(c.running_at(s(70)), None);
    assert_eq!(c.face(s(1000)).state, RunState::Frozen(White));
    assert_eq!(c.remaining(White, s(1000)), s(0));
    assert_eq!(
        c.remaining(Black, s(1000)),
        s(50),
        "Black's clock does not run either"
    );
    let flag = FlagFall {
        at: s(70),
        period: 0,
        moves: 1,
        last_period: true,
    };
    assert_eq!(c.flag_fallen_at(White, s(1000)), Some(flag));
    assert_eq!(c.first_flag_at(s(1000)), Some(White));
    // As of the last input (30 s) nothing had fallen yet.
    assert_eq!(c.flag_fallen(White), None);
    assert_eq!(c.running(), Some(White));
    // Presses do nothing now.
    let before = c.clone();
    assert_eq!(
        c.press(White, s(1000)),
        Ok(Outcome::Ignored(Ignored::Frozen))
    );
    assert_eq!(
        c.press(Black, s(1000)),
        Ok(Outcome::Ignored(Ignored::Frozen))
    );
    assert_eq!(c.pause(s(1000)), Ok(Outcome::Ignored(Ignored::Frozen)));
    assert_eq!(c, before);
    // The arbiter gives White a minute and resumes: White's clock runs again.
    c.add_time(White, s(60), s(1000)).unwrap();
    assert_eq!(c.state(), RunState::Frozen(White));
    assert_eq!(c.resume(s(1000)), Ok(Outcome::Done(())));
    assert_eq!(c.remaining(White, s(1010)), s(50));
    assert_eq!(c.flag_fallen(White), Some(flag), "the record stays");
}

#[test]
fn first_flag_is_the_earlier_fall() {
    // Black falls first, in the first period; White later.
    let mut c = started("40/100:50");
    press(&mut c, White, s(10));
    c.tick(s(200)).unwrap(); // Black fell at 110 s
    press(&mut c, Black, s(200));
    c.tick(s(400)).unwrap(); // White fell at 200 + 90 s
    assert_eq!(c.flag_fallen(Black).map(|f| f.at), Some(s(110)));
    assert_eq!(c.flag_fallen(White).map(|f| f.at), Some(s(290)));
    assert_eq!(c.first_flag(), Some(Black));
}

#[test]
fn pause_and_resume() {
    let mut c = started("600");
    assert_eq!(c.resume(s(5)), Ok(Outcome::Ignored(Ignored::NotPaused)));
    assert_eq!(c.pause(s(10)), Ok(Outcome::Done(())));
    assert_eq!(c.state(), RunState::Paused(White));
    assert_eq!(c.running(), None);
    assert_eq!(c.pause(s(11)), Ok(Outcome::Ignored(Ignored::Paused)));
    assert_eq!(c.press(White, s(12)), Ok(Outcome::Ignored(Ignored::Paused)));
    assert_eq!(c.remaining(White, s(100)), s(590));
    assert_eq!(c.resume(s(100)), Ok(Outcome::Done(())));
    assert_eq!(c.remaining(White, s(110)), s(580));
    assert_eq!(c.remaining(Black, s(110)), s(600));
}

#[test]
fn arbiter_adjustments() {
    let mut c = started("5400+30");
    press(&mut c, White, s(60));
    // Two minutes for Black (a penalty on White).
    c.add_time(Black, s(120), s(60)).unwrap();
    assert_eq!(c.remaining(Black, s(60)), s(5520));
    // Removing more than is left stops at zero and says what was removed.
    c.set_time(White, s(90), s(70)).unwrap();
    assert_eq!(c.remaining(White, s(70)), s(90));
    assert_eq!(c.remove_time(White, s(120), s(70)), Ok(s(90)));
    assert_eq!(c.remaining(White, s(70)), s(0));
    assert_eq!(
        c.flag_fallen(White),
        None,
        "the clock not running cannot flag"
    );
    c.set_moves(White, 39, s(70)).unwrap();
    assert_eq!(c.moves(White), 39);
    let l = c.ledger(White, s(70));
    assert_eq!(l.added, s(0));
    assert_eq!(l.removed, s(5370 - 90) + s(90));
    assert_eq!(l.balance(), s(0));
    assert_eq!(c.ledger(Black, s(70)).balance(), c.remaining(Black, s(70)));
    assert_eq!(
        c.set_period(White, 1, s(70)),
        Err(ClockError::NoSuchPeriod {
            period: 1,
            periods: 1
        })
    );
    // The running side brought to zero flags at once; in the last period that freezes.
    assert_eq!(c.remove_time(Black, s(6000), s(80)), Ok(s(5500)));
    assert_eq!(c.state(), RunState::Frozen(Black));
    assert_eq!(c.flag_fallen(Black).map(|f| f.at), Some(s(80)));
}

#[test]
fn set_moves_then_the_press_completes_the_period() {
    let mut c = started("40/5400+30:1800+30");
    c.set_moves(White, 39, s(0)).unwrap();
    let r = press(&mut c, White, s(100));
    assert_eq!((r.moves, r.period_added), (40, Some((1, s(1800)))));
    assert_eq!(c.remaining(White, s(100)), s(5400 - 100 + 30 + 1800));
    c.set_period(Black, 1, s(100)).unwrap();
    assert_eq!(c.period(Black), 1);
    assert_eq!(
        c.remaining(Black, s(100)),
        s(5400),
        "set_period leaves the time"
    );
}

#[test]
fn set_running_switches_without_a_move() {
    let mut c = started("300+5");
    c.set_running(Black, s(10)).unwrap();
    assert_eq!(c.running(), Some(Black));
    assert_eq!(c.moves(White), 0);
    assert_eq!(c.remaining(White, s(10)), s(290), "no increment");
    assert_eq!(c.remaining(Black, s(20)), s(290));
}

#[test]
fn a_clock_in_the_middle_of_a_game() {
    let tc: TimeControl = "40/5400+30:1800+30".parse().unwrap();
    let mut c = Clock::in_progress(
        tc.clone(),
        ByColor {
            white: "1:10:00".parse().unwrap(),
            black: "0:58:30".parse().unwrap(),
        },
        ByColor {
            white: 39,
            black: 38,
        },
        White,
        s(1000),
    );
    assert_eq!(c.last_input(), Some(s(1000)));
    assert_eq!((c.period(White), c.period(Black)), (0, 0));
    assert_eq!(c.remaining(White, s(1060)), s(4140));
    assert_eq!(c.remaining(Black, s(1060)), s(3510));
    let r = press(&mut c, White, s(1060));
    assert_eq!(r.period_added, Some((1, s(1800))));
    assert_eq!(c.remaining(White, s(1060)), s(4140 + 30 + 1800));
    assert_eq!(c.ledger(White, s(1060)).initial, s(4200));
    // Moves past the control put the side in the next period.
    let c = Clock::in_progress(
        tc,
        ByColor {
            white: s(600),
            black: s(0),
        },
        ByColor {
            white: 45,
            black: 44,
        },
        Black,
        s(0),
    );
    assert_eq!((c.period(White), c.period(Black)), (1, 1));
    // Black was given no time: its flag falls at once, in the last period.
    assert_eq!(
        c.flag_fallen(Black),
        Some(FlagFall {
            at: s(0),
            period: 1,
            moves: 44,
            last_period: true
        })
    );
    assert_eq!(c.state(), RunState::Frozen(Black));
}

#[test]
fn reads_never_mutate_and_clamp_to_the_last_input() {
    let mut c = started("600");
    press(&mut c, White, s(100));
    let before = c.clone();
    assert_eq!(
        c.remaining(Black, s(50)),
        s(600),
        "before the last input: as at the last input"
    );
    let _ = c.face(s(5000));
    let _ = c.remaining(Black, s(5000));
    assert_eq!(c, before);
    assert_eq!(c.remaining(Black, s(5000)), s(0));
}

#[test]
fn display_shows_both_sides() {
    let c = started("600");
    assert_eq!(c.to_string(), "White 0:10:00 – Black 0:10:00");
}

#[test]
fn take_back_removes_what_the_press_added_and_restarts_the_presser() {
    // The 40th move was illegal: the increment and the second period come off again.
    let mut c = started("40/5400+30:1800+30");
    c.set_moves(White, 39, s(0)).unwrap();
    let r = press(&mut c, White, s(100));
    assert_eq!(r.total_added(), s(1830));
    assert_eq!(c.take_back(&r, s(110)), Ok(s(1830)));
    assert_eq!(c.running(), Some(White));
    assert_eq!((c.moves(White), c.period(White)), (39, 0));
    assert_eq!(c.remaining(White, s(110)), s(5300));
    assert_eq!(
        c.remaining(Black, s(110)),
        s(5390),
        "Black's 10 s of thinking stand"
    );
    // The repeated 40th move adds them again.
    let r2 = press(&mut c, White, s(120));
    assert_eq!(r2.period_added, Some((1, s(1800))));
    assert_eq!(c.remaining(White, s(120)), s(5300 - 10 + 1830));
    // Bronstein: the return is taken back, never below zero.
    let mut b = started("300b3");
    let r = press(&mut b, White, s(2));
    b.set_time(White, s(1), s(2)).unwrap();
    assert_eq!(b.take_back(&r, s(2)), Ok(s(1)));
    assert_eq!(b.remaining(White, s(2)), s(0));
    assert_eq!(b.ledger(White, s(2)).balance(), s(0));
}

#[test]
fn resuming_a_frozen_clock_with_no_time_freezes_again() {
    let mut c = started("10");
    c.tick(s(20)).unwrap();
    assert_eq!(c.state(), RunState::Frozen(White));
    assert_eq!(c.resume(s(30)), Ok(Outcome::Done(())));
    assert_eq!(c.state(), RunState::Frozen(White));
    assert_eq!(c.flag_fallen(White).map(|f| f.at), Some(s(10)));
}

#[test]
fn an_enormous_increment_never_wraps_round() {
    // Built by hand (the parser refuses increments over an hour): the sum saturates, so the
    // increment can only ever add time.
    let tc = TimeControl {
        periods: vec![arbitro::clock::Period {
            moves: None,
            base: Millis(u64::MAX - 10_000),
            per_move: arbitro::clock::PerMove::Increment(Millis(18_000_000_000_000_000_000)),
        }],
    };
    let mut c = Clock::new(tc);
    assert_eq!(c.start(s(0)), Ok(Outcome::Done(())));
    let before = c.remaining(White, s(1));
    press(&mut c, White, s(1));
    assert!(
        c.remaining(White, s(1)) >= before,
        "the increment took time away"
    );
}
