//! Numbers at the edge of their range in an incident (issue 15): FEN move numbers (0, past the
//! integer range, past what the clock's move counters hold), halfmove clocks past the range,
//! castling fields that repeat a right, illegal-move counts at `u32::MAX`. Each is either a
//! clear input error (exit 2, one line naming the field) or ruled with correct arithmetic.
//! One line per case; every failing case is reported by name.

use serde_json::Value;

mod support;

/// What a case must give.
enum Expect {
    /// Exit 2, nothing on stdout, one line on stderr naming the field (`arbitro: FIELD: `) and
    /// saying this.
    Refused(&'static str, &'static str),
    /// Exit 0 and these `(JSON pointer, value)` pairs in the ruling.
    Ruled(&'static [(&'static str, &'static str)]),
}
use Expect::*;

struct Case {
    name: &'static str,
    args: &'static [&'static str],
    stdin: &'static str,
    expect: Expect,
}

/// A standard game with a clock, 2023: White to move in a bare-kings-and-rook ending.
const fn rule(name: &'static str, stdin: &'static str, expect: Expect) -> Case {
    Case {
        name,
        args: &["rule"],
        stdin,
        expect,
    }
}

const CASES: &[Case] = &[
    rule(
        "move number 0",
        r#"{"edition": "2023", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 0 0", "events": []}"#,
        Refused("fen", "the move number 0 is out of range (1 to 1073741823)"),
    ),
    rule(
        "move number past u32",
        r#"{"edition": "2023", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 0 4294967296", "events": []}"#,
        Refused("fen", "the move number 4294967296 is out of range"),
    ),
    rule(
        "move number past what the clock's move counters hold",
        r#"{"edition": "2023", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 0 2147483649", "events": []}"#,
        Refused("fen", "the move number 2147483649 is out of range"),
    ),
    rule(
        "the largest move number: counted exactly, the period reached",
        r#"{"edition": "2023", "time_control": "40/5400:1800", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 0 1073741823",
            "clocks": {"white": "0:10:00", "black": "0:10:00"},
            "events": [{"play": "a1a2"}, {"press_clock": "white"}]}"#,
        Ruled(&[
            ("/decision", "play_continues"),
            ("/clock_moves/white", "1073741823"),
            ("/clock_moves/black", "1073741822"),
            // Past move 40: the last period, no more time added at the press.
            ("/clocks/white", "0:10:00"),
        ]),
    ),
    rule(
        "halfmove clock past u32",
        r#"{"edition": "2023", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 99999999999 70", "events": []}"#,
        Refused("fen", "the halfmove clock 99999999999 is out of range"),
    ),
    rule(
        "castling field repeating a right",
        r#"{"edition": "2023", "fen": "r3k2r/8/8/8/8/8/8/R3K2R w KQkqq - 0 1", "events": []}"#,
        Refused(
            "fen",
            "the castling field \"KQkqq\" gives 'q' more than once",
        ),
    ),
    rule(
        "castling field repeating a white right",
        r#"{"edition": "2023", "fen": "r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1", "events": []}"#,
        Refused("fen", "the castling field \"KKq\" gives 'K' more than once"),
    ),
    rule(
        "a plain castling field still reads",
        r#"{"edition": "2023", "fen": "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "events": [{"touch": "e1"}, {"touch": "h1"}]}"#,
        Ruled(&[
            ("/decision", "touch_move_obligation"),
            ("/allowed_moves/0", "O-O"),
        ]),
    ),
    rule(
        "illegal-move count at u32::MAX stays there and loses",
        r#"{"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
            "clocks": {"white": "1:20:00", "black": "1:25:00"}, "illegal_moves": {"white": 4294967295},
            "events": [{"play": "d1d3"}, {"press_clock": "white"}, {"claim": "illegal_move", "by": "black"}]}"#,
        Ruled(&[
            ("/decision", "game_lost"),
            ("/result", "0-1"),
            ("/illegal_moves/white", "4294967295"),
        ]),
    ),
    rule(
        "illegal-move count one below u32::MAX",
        r#"{"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
            "clocks": {"white": "1:20:00", "black": "1:25:00"}, "illegal_moves": {"white": 4294967294},
            "events": [{"play": "d1d3"}, {"press_clock": "white"}, {"claim": "illegal_move", "by": "black"}]}"#,
        Ruled(&[
            ("/decision", "game_lost"),
            ("/illegal_moves/white", "4294967295"),
        ]),
    ),
    rule(
        "illegal-move count past u32",
        r#"{"edition": "2023", "illegal_moves": {"black": 4294967296}, "events": []}"#,
        Refused("illegal_moves.black", "expected a whole number"),
    ),
    Case {
        name: "dead: move number 0",
        args: &["dead", "8/8/3k4/8/8/3K4/8/R7 w - - 0 0"],
        stdin: "",
        expect: Refused("FEN", "the move number 0 is out of range"),
    },
];

/// The text of a JSON value as the table writes it (strings bare, numbers as digits).
fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

#[test]
fn numbers_at_the_edge_of_their_range() {
    let mut failures = Vec::new();
    for case in CASES {
        let out = support::arbitro(case.args, case.stdin, false);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let mut fail = |what: String| failures.push(format!("[{}] {what}", case.name));
        match &case.expect {
            Refused(field, says) => {
                if out.status.code() != Some(2) {
                    fail(format!(
                        "exit {:?}, expected 2; stdout {stdout}",
                        out.status.code()
                    ));
                }
                if !stdout.is_empty() {
                    fail(format!("stdout not empty: {stdout}"));
                }
                let start = format!("arbitro: {field}: ");
                if stderr.lines().count() != 1
                    || !stderr.starts_with(&start)
                    || !stderr.contains(says)
                {
                    fail(format!(
                        "stderr {stderr:?}, expected one line naming {field:?} and saying {says:?}"
                    ));
                }
            }
            Ruled(fields) => {
                if out.status.code() != Some(0) {
                    fail(format!("exit {:?}; stderr {stderr}", out.status.code()));
                    continue;
                }
                let ruling: Value = match serde_json::from_str(&stdout) {
                    Ok(v) => v,
                    Err(e) => {
                        fail(format!("stdout is not JSON ({e})"));
                        continue;
                    }
                };
                for (pointer, want) in *fields {
                    let got = ruling.pointer(pointer).map(text);
                    if got.as_deref() != Some(*want) {
                        fail(format!("{pointer} = {got:?}, expected {want:?}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
