//! Fuzzing the other inputs: FEN strings, durations, time controls, drill files and saved
//! progress. Each property is what the contract (or the app) promises of that input: no panic;
//! a refusal is one line naming what is wrong; what is accepted prints back to the same value
//! and stays within the stated limits (docs/arbitro-cli.md, "Additions"); a drill file, however
//! broken, gives at most one line in `drills check`.
//!
//! Cases per property: `PROPTEST_CASES` (defaults below). A longer run:
//! `PROPTEST_CASES=100000 cargo test --profile release-native --test fuzz_inputs`.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use arbitro::analysis::{Allowance, Budget, CanMate, verify};
use arbitro::clock::{MAX_PER_MOVE, MAX_PERIOD_TIME, MAX_PERIODS, Millis, TimeControl};
use arbitro::drills::{check_files, embedded_files, progress::Progress};
use arbitro::game::{fen_of, parse_fen};
use arbitro::laws::{Edition, classify};
use proptest::prelude::*;
use shakmaty::Color;

mod support;
use support::config;

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 10",
    "n1n1k1n1/1n1n1n1n/8/8/8/8/N1N1N1N1/1N1NK1N1 w - - 0 30",
    "8/8/4k3/8/8/3K4/8/R7 w - - 0 60",
    "8/2b5/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 40",
];

/// A FEN: one of the list with a few characters changed, or characters from FEN's alphabet.
fn fen_text() -> impl Strategy<Value = String> {
    let mutated = (
        0..FENS.len(),
        prop::collection::vec((any::<u8>(), "[pnbrqkPNBRQK1-8/ wbKQkqa-h0-9-]"), 0..4),
    )
        .prop_map(|(i, edits)| {
            let mut chars: Vec<char> = FENS[i].chars().collect();
            for (at, with) in edits {
                let at = at as usize % (chars.len() + 1);
                let with: Vec<char> = with.chars().collect();
                match at % 3 {
                    0 if at < chars.len() => {
                        chars.splice(at..=at, with);
                    }
                    1 if at < chars.len() => {
                        chars.remove(at);
                    }
                    _ => {
                        chars.splice(at..at, with);
                    }
                }
            }
            chars.into_iter().collect()
        });
    prop_oneof![
        3 => mutated,
        1 => "[pnbrqkPNBRQK1-8/ wbKQkqa-h0-9-]{0,80}",
        1 => any::<String>(),
    ]
}

proptest! {
    #![proptest_config(config(512))]

    /// A FEN is refused with one line, or it is a legal position that prints back to itself,
    /// and the analysis of it (on a small allowance) neither panics nor claims an unproven mate.
    #[test]
    fn fen_strings(fen in fen_text()) {
        match parse_fen(&fen) {
            Err(e) => {
                let text = e.to_string();
                prop_assert!(!text.contains('\n') && text.contains("FEN"), "{text:?}");
            }
            Ok(pos) => {
                let printed = fen_of(&pos);
                let again = parse_fen(&printed).expect("a printed FEN reads back");
                prop_assert_eq!(fen_of(&again), printed.clone());
                let allowance = Allowance::new(Budget { nodes: 20_000, solver_calls: 2 });
                for side in Color::ALL {
                    if let CanMate::Yes { line } = allowance.can_checkmate(&pos, side) {
                        prop_assert!(verify(&pos, side, &line), "{printed}: {line:?}");
                    }
                }
            }
        }
    }

    /// Durations: refused, or at most 100 hours and printed back to the same value.
    #[test]
    fn durations(text in prop_oneof![
        "[0-9:.]{0,14}",
        (0u64..=400 * 3_600_000).prop_map(|ms| Millis(ms).to_string()),
        any::<String>(),
    ]) {
        match text.parse::<Millis>() {
            Err(e) => prop_assert!(!e.to_string().contains('\n')),
            Ok(m) => {
                prop_assert!(m <= Millis::MAX_INPUT, "{text:?} read as {m}");
                prop_assert_eq!(m.to_string().parse::<Millis>(), Ok(m));
            }
        }
    }

    /// Time controls: refused with one line naming the control, or within the limits, printed
    /// back to the same control, classified in every edition, with a period for any move count.
    #[test]
    fn time_controls(text in prop_oneof![
        "[0-9/+:.db]{1,30}",
        ("[0-9]{1,20}", "[+db]", "[0-9]{1,20}").prop_map(|(a, s, b)| format!("{a}{s}{b}")),
        (1u32..2000, 1u64..500_000, "[+db]", 0u64..5000, 1u64..500_000)
            .prop_map(|(n, a, s, b, c)| format!("{n}/{a}{s}{b}:{c}")),
        prop::collection::vec("[1-9][0-9]{0,2}/[1-9][0-9]{0,3}", 1..40)
            .prop_map(|ps| ps.join(":") + ":60"),
    ], moves in any::<u32>()) {
        match text.parse::<TimeControl>() {
            Err(e) => {
                let line = e.to_string();
                prop_assert!(!line.contains('\n') && line.starts_with("time control"), "{line}");
            }
            Ok(tc) => {
                prop_assert!(tc.period_count() <= MAX_PERIODS);
                for p in tc.periods() {
                    prop_assert!(p.base <= MAX_PERIOD_TIME && p.per_move.amount() <= MAX_PER_MOVE);
                }
                prop_assert_eq!(tc.to_string().parse::<TimeControl>(), Ok(tc.clone()));
                for e in Edition::ALL {
                    let _ = classify(&tc, e);
                }
                prop_assert!(tc.period_after_moves(moves) <= tc.last_period());
            }
        }
    }

    /// Saved progress, however corrupt: read or refused, never a panic; what is read writes
    /// back to something that reads again.
    #[test]
    fn saved_progress(text in prop_oneof![
        any::<String>(),
        "\\{\"version\": ?[0-9], \"drills\": \\{\"[a-z-]{1,12}\": \\{[a-z_\":0-9, ]{0,60}\\}\\}\\}",
    ]) {
        if let Ok(p) = Progress::parse(&text) {
            prop_assert!(Progress::parse(&p.to_json()).is_ok());
        }
    }
}

proptest! {
    #![proptest_config(config(48))]

    /// A shipped drill file with a few bytes changed: `drills check` gives it one line at most,
    /// naming the file, and never panics.
    #[test]
    fn drill_files(file in 0..embedded_files().len(), edits in prop::collection::vec((any::<u16>(), any::<u8>(), 0u8..3), 1..5)) {
        let (path, text) = embedded_files()[file];
        let mut bytes = text.as_bytes().to_vec();
        for (at, byte, op) in edits {
            let at = at as usize % bytes.len().max(1);
            match op {
                0 if at < bytes.len() => { bytes.remove(at); }
                1 => bytes.insert(at, byte),
                _ if at < bytes.len() => bytes[at] = byte,
                _ => {}
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let report = check_files([(path.to_string(), text)]);
        let lines = report.lines();
        prop_assert!(lines.len() + report.passed == 1, "{lines:?}");
        for l in &lines {
            prop_assert!(l.starts_with(path) && !l.contains('\n'), "{l}");
        }
    }
}

/// The `arbitro` process on a sample of the inputs above: `dead` and `classify` answer with
/// JSON (exit 0) or refuse with one line (exit 2), as the engine does in-process.
#[test]
fn the_cli_agrees_on_a_sample() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let fens = fen_text();
    let tcs = "[0-9/+:.db]{1,12}";
    for case in 0..12 {
        let fen = fens.new_tree(&mut runner).unwrap().current();
        let tc = tcs.new_tree(&mut runner).unwrap().current();
        for (args, ok) in [
            (vec!["dead", fen.as_str()], parse_fen(&fen).is_ok()),
            (
                vec!["classify", tc.as_str()],
                tc.parse::<TimeControl>().is_ok(),
            ),
        ] {
            let out = Command::new(env!("CARGO_BIN_EXE_arbitro"))
                .args(&args)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            if ok {
                assert_eq!(out.status.code(), Some(0), "case {case} {args:?}: {err}");
                serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap();
            } else {
                assert_eq!(out.status.code(), Some(2), "case {case} {args:?}");
                assert_eq!(err.lines().count(), 1, "case {case} {args:?}: {err:?}");
                assert!(out.stdout.is_empty());
            }
        }
    }
}
