//! TimeControl: the PGN TimeControl syntax with delays, parsed and printed.
use arbitro::clock::{Millis, PerMove, Period, TimeControl, TimeControlErrorKind as K};

fn tc(s: &str) -> TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn secs(s: u64) -> Millis {
    Millis::from_secs(s)
}

#[test]
fn parses_every_contract_example() {
    assert_eq!(
        tc("5400+30").periods,
        vec![Period {
            moves: None,
            base: secs(5400),
            per_move: PerMove::Increment(secs(30))
        }]
    );
    assert_eq!(
        tc("40/5400+30:1800+30").periods,
        vec![
            Period {
                moves: Some(40),
                base: secs(5400),
                per_move: PerMove::Increment(secs(30))
            },
            Period {
                moves: None,
                base: secs(1800),
                per_move: PerMove::Increment(secs(30))
            },
        ]
    );
    assert_eq!(
        tc("600").periods,
        vec![Period {
            moves: None,
            base: secs(600),
            per_move: PerMove::None
        }]
    );
    assert_eq!(
        tc("5400d30").periods[0].per_move,
        PerMove::SimpleDelay(secs(30))
    );
    assert_eq!(tc("300b3").periods[0].per_move, PerMove::Bronstein(secs(3)));
    assert_eq!(
        tc("180+0.5").periods[0].per_move,
        PerMove::Increment(Millis(500))
    );
    assert_eq!(tc("40/7200:20/3600:1800").period_count(), 3);
}

#[test]
fn prints_canonical_text_back() {
    for s in [
        "5400+30",
        "40/5400+30:1800+30",
        "600",
        "5400d30",
        "300b3",
        "40/7200:20/3600:1800",
        "180+0.5",
        "90.125+2.25",
        "600+0",
        "40/6000+30:20/3000+30:900+30",
    ] {
        assert_eq!(tc(s).to_string(), s, "round trip of {s:?}");
    }
    // Non-canonical spellings are read and printed canonically.
    assert_eq!(tc("0600+030").to_string(), "600+30");
    assert_eq!(tc("180+0.500").to_string(), "180+0.5");
}

#[test]
fn rejects_malformed_controls_naming_period_and_reason() {
    let cases: &[(&str, Option<usize>, K)] = &[
        ("", None, K::Empty),
        ("?", None, K::Unsupported),
        ("-", None, K::Unsupported),
        ("*180", Some(0), K::Unsupported),
        ("40/5400:", Some(1), K::EmptyPeriod),
        (":600", Some(0), K::EmptyPeriod),
        ("x/5400:600", Some(0), K::BadMoveCount),
        ("/5400:600", Some(0), K::BadMoveCount),
        ("+40/5400:600", Some(0), K::BadMoveCount),
        ("0/5400:600", Some(0), K::ZeroMoveCount),
        ("abc", Some(0), K::BadTime),
        ("90m", Some(0), K::BadTime),
        ("+30", Some(0), K::BadTime),
        (" 600", Some(0), K::BadTime),
        ("600.", Some(0), K::BadTime),
        ("600.1234", Some(0), K::BadTime),
        ("0", Some(0), K::ZeroTime),
        ("40/5400:0+30", Some(1), K::ZeroTime),
        ("600+", Some(0), K::BadPerMove),
        ("600+x", Some(0), K::BadPerMove),
        ("600+30+5", Some(0), K::BadPerMove),
        ("600d-5", Some(0), K::BadPerMove),
        ("40/5400", Some(0), K::MoveCountOnLastPeriod),
        ("40/5400+30:20/1800", Some(1), K::MoveCountOnLastPeriod),
        ("5400:1800", Some(0), K::MissingMoveCount),
        ("40/5400:1800:900", Some(1), K::MissingMoveCount),
        ("99999999999/60:60", Some(0), K::TooLarge),
        ("99999999999999999999", Some(0), K::TooLarge),
        // The limits (docs/arbitro-cli.md, "Additions"): an increment near 1.8e16 s once
        // wrapped round u64 and classed the control as blitz.
        ("600+18000000000000000", Some(0), K::PerMoveTooLong),
        ("600+3600.001", Some(0), K::PerMoveTooLong),
        ("600d3601", Some(0), K::PerMoveTooLong),
        ("360001", Some(0), K::TimeTooLong),
        ("40/5400:360000.5", Some(1), K::TimeTooLong),
        ("1001/5400:60", Some(0), K::TooManyMoves),
        (
            "1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:\
             1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:1/60:60",
            None,
            K::TooManyPeriods,
        ),
    ];
    for &(input, period, kind) in cases {
        let err = input.parse::<TimeControl>().expect_err(input);
        assert_eq!((err.period, err.kind), (period, kind), "{input:?}: {err}");
        assert_eq!(err.input, input);
        let text = err.explain();
        assert!(
            !text.pt.is_empty() && !text.en.is_empty() && text.pt != text.en,
            "{input:?}"
        );
        if let Some(p) = period {
            assert!(
                err.to_string().contains(&format!("period {}", p + 1)),
                "{err}"
            );
            assert!(
                text.pt.starts_with(&format!("período {}", p + 1)),
                "{}",
                text.pt
            );
        }
    }
}

#[test]
fn new_checks_the_same_shape_as_parsing() {
    let p = |moves, base| Period {
        moves,
        base: secs(base),
        per_move: PerMove::None,
    };
    assert_eq!(TimeControl::new(vec![]).unwrap_err().kind, K::Empty);
    assert_eq!(
        TimeControl::new(vec![p(Some(40), 5400)]).unwrap_err().kind,
        K::MoveCountOnLastPeriod
    );
    assert_eq!(
        TimeControl::new(vec![p(None, 5400), p(None, 60)])
            .unwrap_err()
            .kind,
        K::MissingMoveCount
    );
    assert_eq!(
        TimeControl::new(vec![p(None, 0)]).unwrap_err().kind,
        K::ZeroTime
    );
    assert_eq!(
        TimeControl::new(vec![p(Some(40), 5400), p(None, 60)]),
        Ok(tc("40/5400:60"))
    );
}

#[test]
fn accessors() {
    let t = tc("40/5400+30:20/3600+30:900d5");
    assert_eq!(t.base(0), Some(secs(5400)));
    assert_eq!(t.base(2), Some(secs(900)));
    assert_eq!(t.base(3), None);
    assert_eq!(t.per_move(2), Some(PerMove::SimpleDelay(secs(5))));
    assert_eq!(t.total_base(), secs(5400 + 3600 + 900));
    assert_eq!(t.first_per_move(), PerMove::Increment(secs(30)));
    assert_eq!(t.last_per_move(), PerMove::SimpleDelay(secs(5)));
    assert_eq!(t.last_period(), 2);
    assert!(t.is_last_period(2) && !t.is_last_period(1));
    assert_eq!(t.moves_to_complete(0), Some(40));
    assert_eq!(t.moves_to_complete(1), Some(60));
    assert_eq!(t.moves_to_complete(2), None);
    assert_eq!(t.period_after_moves(0), 0);
    assert_eq!(t.period_after_moves(39), 0);
    assert_eq!(t.period_after_moves(40), 1);
    assert_eq!(t.period_after_moves(59), 1);
    assert_eq!(t.period_after_moves(60), 2);
    assert_eq!(t.period_after_moves(500), 2);
    assert!(t.has_per_move_time());
    assert!(!t.is_sudden_death_with_no_increment());
    assert!(!t.last_period_is_sudden_death());
}

#[test]
fn sudden_death_predicates() {
    assert!(tc("600").is_sudden_death_with_no_increment());
    assert!(tc("40/7200:3600").is_sudden_death_with_no_increment());
    // "+0" is kept as written but gives no time.
    assert!(tc("600+0").is_sudden_death_with_no_increment());
    assert!(!tc("600+0").first_per_move().gives_time());
    // Any delay counts like an increment (decisions.md 16).
    assert!(!tc("600d5").is_sudden_death_with_no_increment());
    assert!(!tc("600b5").is_sudden_death_with_no_increment());
    // An increment only in the first period: the game still ends in sudden death.
    let t = tc("40/5400+30:1800");
    assert!(t.has_per_move_time() && t.last_period_is_sudden_death());
    assert_eq!(PerMove::None.amount(), Millis::ZERO);
    assert!(PerMove::Bronstein(secs(3)).is_delay() && !PerMove::Increment(secs(3)).is_delay());
    assert_eq!(
        TimeControl::sudden_death(secs(300), PerMove::Bronstein(secs(3))),
        tc("300b3")
    );
}

#[test]
fn the_limits_themselves_are_accepted_and_never_wrap() {
    use arbitro::laws::{Edition, TimeClass, classify};
    let widest = tc("1000/360000+3600:360000+3600");
    assert_eq!(widest.period_after_moves(999), 0);
    assert_eq!(widest.period_after_moves(u32::MAX), 1);
    for e in Edition::ALL {
        assert_eq!(classify(&widest, e), TimeClass::Standard, "{e}");
    }
    let many = vec!["1/60"; 31].join(":") + ":60";
    let many = tc(&many);
    assert_eq!(many.period_count(), 32);
    assert_eq!(many.period_after_moves(0), 0);
    assert_eq!(many.period_after_moves(30), 30);
    assert_eq!(many.period_after_moves(31), 31);
    assert_eq!(many.period_after_moves(u32::MAX), 31);
    // Built by hand beyond the limits, `new` refuses what parsing refuses.
    let p = |moves, base, inc| Period {
        moves,
        base: secs(base),
        per_move: PerMove::Increment(secs(inc)),
    };
    let err = TimeControl::new(vec![p(None, 60, 18_000_000_000_000_000 / 1000)]).unwrap_err();
    assert_eq!(err.kind, K::PerMoveTooLong);
    assert_eq!(
        TimeControl::new(vec![p(Some(1001), 60, 0), p(None, 60, 0)])
            .unwrap_err()
            .kind,
        K::TooManyMoves
    );
    // And a control made without `new` still cannot wrap round into blitz.
    let raw = TimeControl {
        periods: vec![Period {
            moves: None,
            base: Millis(u64::MAX / 2),
            per_move: PerMove::Increment(Millis(u64::MAX / 2)),
        }],
    };
    assert_eq!(classify(&raw, Edition::E2023), TimeClass::Standard);
}
