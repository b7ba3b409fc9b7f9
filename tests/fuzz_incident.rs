//! Fuzzing the arbiter with incidents: property tests over *plausible* incidents (random events
//! on random legal positions, built from proptest's choices so that a failure shrinks to a short
//! incident) and over raw mutated JSON, asserting what the contract promises:
//!
//! * no panic, whatever the input;
//! * bad input is an error of one line that names the field;
//! * the same incident always gets the same ruling;
//! * the ruling's position is a legal position, its allowed moves are legal there and, when
//!   given, not empty; the clocks are given exactly when the incident gave clocks;
//! * the in-process engine and the `arbitro` process agree (on a sample).
//!
//! Properties that fail today because of the rulings' semantics (issue 10, "events after the
//! end", and the arbiter's phase machine) are `#[ignore]`d with the counterexample in a comment;
//! run them with `cargo test --test fuzz_incident -- --ignored`.
//!
//! Cases per property: `PROPTEST_CASES` (default 256 here). A longer run:
//! `PROPTEST_CASES=100000 cargo test --release --test fuzz_incident` — it prints the slowest
//! ruling it met.
#![cfg(not(target_arch = "wasm32"))]

use std::sync::Mutex;
use std::time::{Duration, Instant};

use arbitro::game::{Game, parse_fen};
use arbitro::incident::Incident;
use arbitro::rulings::{Decision, Ruling, rule};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use serde_json::{Value, json};
use shakmaty::{Chess, Color, Move, Position, Rank, Role, Square, san::San, uci::UciMove};

mod support;
use support::config;

// ----- the generator ---------------------------------------------------------------------------

const EDITIONS: [&str; 7] = ["2001", "2005", "2009", "2014", "2017", "2018", "2023"];

/// Start positions: the initial one and positions where the Laws' corner cases live (bare
/// material, many knights for the dead-position analysis, promotions, en passant, castling,
/// near mate and stalemate, a 50-move count about to run out).
const STARTS: [&str; 12] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "8/8/4k3/8/8/3K4/8/R7 w - - 0 60",
    "8/8/4k3/8/8/3K4/8/2N5 b - - 40 70",
    "n1n1k1n1/1n1n1n1n/8/8/8/8/N1N1N1N1/1N1NK1N1 w - - 0 30",
    "8/P6k/8/8/8/8/p6K/8 w - - 0 50",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 10",
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 25",
    "7k/5Q2/6K1/8/8/8/8/8 w - - 0 60",
    "8/8/8/8/8/5k2/7p/7K b - - 98 120",
    "8/2b5/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 40",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
];

const TIME_CONTROLS: [&str; 10] = [
    "5400+30",
    "40/5400+30:1800+30",
    "600",
    "300+3",
    "180+2",
    "5400d30",
    "300b3",
    "900+10",
    "40/7200:3600",
    "60",
];

/// One event as proptest chooses it: a kind and two numbers that pick squares, moves, sides
/// and durations in the position the generator has reached.
#[derive(Clone, Debug)]
struct Intent {
    kind: u8,
    a: u16,
    b: u16,
}

#[derive(Clone, Debug)]
struct Recipe {
    edition: usize,
    start: usize,
    prefix: Vec<u16>,
    time_control: Option<usize>,
    clocks: Option<(u32, u32)>,
    flags: u8,
    illegal: (u8, u8),
    events: Vec<Intent>,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        0..EDITIONS.len(),
        0..STARTS.len(),
        prop::collection::vec(any::<u16>(), 0..24),
        prop::option::of(0..TIME_CONTROLS.len()),
        prop::option::of((0u32..7_200_000, 0u32..7_200_000)),
        any::<u8>(),
        (0u8..3, 0u8..3),
        prop::collection::vec(
            (0u8..18, any::<u16>(), any::<u16>()).prop_map(|(kind, a, b)| Intent { kind, a, b }),
            0..14,
        ),
    )
        .prop_map(
            |(edition, start, prefix, time_control, clocks, flags, illegal, events)| Recipe {
                edition,
                start,
                prefix,
                time_control,
                clocks,
                flags,
                illegal,
                events,
            },
        )
}

fn side_name(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

fn side(n: u16) -> Color {
    if n.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    }
}

fn duration(ms: u64) -> String {
    let (s, rest) = (ms / 1000, ms % 1000);
    let text = format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60);
    if rest == 0 {
        text
    } else {
        format!("{text}.{rest:03}")
    }
}

fn uci(m: Move) -> String {
    UciMove::from_standard(m).to_string()
}

fn pick<T: Copy>(items: &[T], n: u16) -> Option<T> {
    (!items.is_empty()).then(|| items[n as usize % items.len()])
}

fn own_squares(pos: &Chess, c: Color) -> Vec<Square> {
    pos.board().by_color(c).into_iter().collect()
}

/// What the generator knows about the events it wrote, for the semantic properties.
#[derive(Clone, Debug, Default)]
struct Notes {
    /// Indices of `illegal_move`/`touch_move` claims made "by" the player who committed the act.
    offender_claims: Vec<usize>,
    /// Indices of `flag_fall` events for one side.
    single_flags: Vec<(usize, Color)>,
}

/// The incident a recipe describes (and what the generator knows about it).
fn build(r: &Recipe) -> (Value, Notes) {
    let mut pos = parse_fen(STARTS[r.start]).unwrap();
    let mut moves = Vec::new();
    for &c in &r.prefix {
        let legal = pos.legal_moves();
        let Some(m) = pick(&legal, c) else { break };
        moves.push(San::from_move(&pos, m).to_string());
        pos.play_unchecked(m);
    }
    let mut notes = Notes::default();
    let mut events = Vec::new();
    // The side at the board, and who committed the last illegal act / touched last.
    let mut mover = pos.turn();
    let mut offender: Option<Color> = None;
    for it in &r.events {
        let (a, b) = (it.a, it.b);
        let legal = pos.legal_moves();
        let any_square = Square::new(u32::from(a % 64));
        let own = pick(&own_squares(&pos, mover), a).unwrap_or(any_square);
        let ev = match it.kind {
            0 => {
                offender = Some(mover);
                json!({"touch": if b % 7 == 0 { any_square } else { own }.to_string()})
            }
            1..=3 => match pick(&legal, a) {
                // A legal move, usually completed by the press.
                Some(m) => {
                    events.push(json!({"play": uci(m)}));
                    if b % 5 != 0 {
                        events.push(json!({"press_clock": side_name(mover)}));
                        pos.play_unchecked(m);
                        mover = pos.turn();
                    }
                    continue;
                }
                None => json!({"press_clock": side_name(mover)}),
            },
            4 => {
                // A move against the rules (or a pawn pushed to the last rank and left
                // unpromoted, from anywhere on its file), pressed.
                let pawns: Vec<Square> = (pos.board().pawns() & pos.board().by_color(mover))
                    .into_iter()
                    .collect();
                let (from, to) = match pick(&pawns, a) {
                    Some(p) if b % 3 == 0 => (
                        p,
                        Square::from_coords(p.file(), mover.fold_wb(Rank::Eighth, Rank::First)),
                    ),
                    _ => {
                        let to = Square::new(u32::from(b % 64));
                        let from = if to == own {
                            Square::new((u32::from(b) + 1) % 64)
                        } else {
                            own
                        };
                        (from, to)
                    }
                };
                // The square picked at random may make a legal move after all: then it is not
                // the offence this event stands for (found: `f7f6` played as "illegal").
                if legal
                    .iter()
                    .any(|m| m.from() == Some(from) && m.to() == to && m.promotion().is_none())
                {
                    continue;
                }
                events.push(json!({"play": format!("{from}{to}")}));
                offender = Some(mover);
                if b % 7 == 0 {
                    continue; // left on the board, the clock not pressed
                }
                events.push(json!({"press_clock": side_name(mover)}));
                if a % 4 != 1 {
                    continue;
                }
                // Pointed out at once, by the opponent or (wrongly) by the offender himself.
                let by = if b % 2 == 0 { mover } else { !mover };
                if by == mover {
                    notes.offender_claims.push(events.len());
                }
                json!({"claim": "illegal_move", "by": side_name(by)})
            }
            5 => {
                // A press without a move is itself an offence in some editions: who committed
                // the last illegal act is no longer known (found: Black's legal move, then White
                // pressed without moving, and Black's claim was rightly upheld).
                if offender != Some(side(a)) {
                    offender = None;
                }
                json!({"press_clock": side_name(side(a))})
            }
            6 => {
                let kinds = [
                    "touch_move",
                    "illegal_move",
                    "threefold",
                    "fifty_moves",
                    "quickplay_finish",
                    "quickplay_increment",
                    "flag",
                ];
                let kind = kinds[a as usize % kinds.len()];
                let mut claim = json!({"claim": kind});
                let by = match b % 4 {
                    0 => Some("arbiter"),
                    // Often the player who committed the act: a claim the Laws do not give him.
                    1 => Some(side_name(offender.unwrap_or(side(b / 4)))),
                    2 if b % 8 == 2 => Some(side_name(side(b / 8))),
                    _ => None,
                };
                if matches!(kind, "touch_move" | "illegal_move" | "flag") {
                    if let Some(by) = by {
                        claim["by"] = json!(by);
                        if offender.is_some_and(|o| side_name(o) == by) && kind != "flag" {
                            notes.offender_claims.push(events.len());
                        }
                    }
                } else if by == Some("arbiter") && b % 8 == 0 {
                    claim["by"] = json!("arbiter"); // an error: the arbiter cannot claim this
                }
                if (kind == "threefold" || kind == "fifty_moves")
                    && let Some(m) = pick(&legal, b)
                    && b % 3 == 0
                {
                    claim["written_move"] = json!(San::from_move(&pos, m).to_string());
                }
                if kind == "quickplay_finish" {
                    claim["grounds"] = json!(["cannot_win", "no_effort"][b as usize % 2]);
                    if b % 3 != 0 {
                        claim["arbiter_decision"] =
                            json!(["accept", "postpone", "reject"][a as usize % 3]);
                    }
                }
                claim
            }
            7 => json!({["offer_draw", "accept_draw", "decline_draw"][a as usize % 3]:
                        side_name(side(b))}),
            8 => {
                let s = match a % 3 {
                    0 => "both",
                    _ => side_name(side(b)),
                };
                if s != "both" {
                    notes.single_flags.push((events.len(), side(b)));
                }
                json!({"flag_fall": s})
            }
            9 | 10 => json!({"wait": duration(u64::from(a) * 97 + u64::from(b % 1000))}),
            11 => json!({"resign": side_name(side(a))}),
            12 => json!({"adjust": own.to_string()}),
            13 => json!({"release": any_square.to_string()}),
            14 => {
                let roles = ["Q", "R", "B", "N", "q", "r", "b", "n"];
                json!({"place": {"square": any_square.to_string(), "piece": roles[b as usize % 8]}})
            }
            15 => {
                let kinds = [
                    "initial_position_wrong",
                    "board_orientation_wrong",
                    "colours_reversed",
                    "pieces_displaced",
                    "device",
                ];
                let kind = kinds[a as usize % kinds.len()];
                let mut ev = json!({"irregularity": kind});
                if kind == "device" {
                    ev["by"] = json!(side_name(side(b)));
                    ev["sound"] = json!(b % 4 == 0);
                    if a % 3 != 0 {
                        ev["switched_on"] = json!(a % 3 == 1);
                    }
                }
                ev
            }
            16 if a % 3 == 0 => json!({"arrive": {
                "white": duration(u64::from(b) * 1000),
                "black": duration(u64::from(a) * 1000),
            }}),
            16 => json!({"arrive": {side_name(side(a)): duration(u64::from(b) * 1000)}}),
            _ => {
                // Adjournment: a sealed move (legal, or as written by a person), then perhaps
                // the press and the resumption.
                let text = match pick(&legal, a) {
                    Some(m) if b % 4 != 0 => San::from_move(&pos, m).to_string(),
                    _ => ["Nd2", "O-O", "e9", "Kxx"][b as usize % 4].to_string(),
                };
                events.push(json!({"seal": text}));
                if b % 2 == 0 {
                    events.push(json!({"press_clock": side_name(mover)}));
                    let mut resume = json!({});
                    if b % 3 == 0 {
                        resume["late"] = json!({side_name(side(a)): duration(u64::from(a) * 10)});
                    }
                    if b % 5 == 0 {
                        resume["envelope_lost"] = json!(true);
                    }
                    json!({"resume": resume})
                } else {
                    continue;
                }
            }
        };
        events.push(ev);
    }
    let mut inc = json!({"edition": EDITIONS[r.edition], "events": events});
    if r.start != 0 || r.flags & 1 == 1 {
        inc["fen"] = json!(STARTS[r.start]);
    }
    if !moves.is_empty() {
        inc["moves"] = json!(moves);
    }
    if let Some(tc) = r.time_control {
        inc["time_control"] = json!(TIME_CONTROLS[tc]);
    }
    if let Some((w, b)) = r.clocks {
        inc["clocks"] = json!({"white": duration(u64::from(w)), "black": duration(u64::from(b))});
    }
    if r.flags & 2 != 0 {
        inc["supervision"] = json!("inadequate");
    }
    if r.flags & 4 != 0 {
        inc["quickplay_finish"] = json!(true);
    }
    if r.flags & 8 != 0 {
        inc["arbiter_present"] = json!(false);
    }
    if r.flags & 16 != 0 {
        inc["time_class"] = json!(["standard", "rapid", "blitz"][(r.flags >> 5) as usize % 3]);
    }
    if r.flags & 128 != 0 {
        inc["default_time"] = json!("0:30:00");
    }
    // The event's regulations on agreed draws (an addition), on a share of the incidents that
    // no other flag singles out.
    if r.flags & 0b0110_0000 == 0b0110_0000 && r.flags & 16 == 0 {
        inc["draw_agreement"] = if r.flags & 1 == 1 {
            json!("forbidden")
        } else {
            json!({"from_move": 20})
        };
    }
    if r.illegal != (0, 0) {
        inc["illegal_moves"] = json!({"white": r.illegal.0, "black": r.illegal.1});
    }
    (inc, notes)
}

/// The incident with only its first `n` events.
fn prefix(inc: &Value, n: usize) -> Value {
    let mut v = inc.clone();
    let events = v["events"].as_array_mut().unwrap();
    events.truncate(n);
    v
}

// ----- ruling, with the checks every ruling must pass -------------------------------------------

/// The slowest ruling seen in this process, for the report of a long run.
static SLOWEST: Mutex<(Duration, String)> = Mutex::new((Duration::ZERO, String::new()));

fn timed_rule(text: &str) -> Result<Ruling, String> {
    let t = Instant::now();
    let out = Incident::from_json(text)
        .and_then(|inc| rule(&inc))
        .map_err(|e| e.to_string());
    let spent = t.elapsed();
    let mut slowest = SLOWEST.lock().unwrap_or_else(|e| e.into_inner());
    if spent > slowest.0 {
        *slowest = (spent, text.chars().take(2000).collect());
    }
    out
}

/// Parses and rules; checks the error's shape or the ruling's contents.
fn checked_rule(text: &str, had_clocks: bool) -> Result<Result<Ruling, String>, TestCaseError> {
    let out = timed_rule(text);
    match &out {
        Err(e) => {
            prop_assert!(!e.is_empty() && !e.contains('\n'), "one line: {e:?}");
            // `FIELD: reason`; the field is a path such as `events[2].claim`, or a key as the
            // input spelled it (an unknown field may be any text).
            let field = e.split(": ").next().unwrap_or("");
            prop_assert!(
                e.contains(": ") && (!field.trim().is_empty() || e.contains("unknown field")),
                "the error names a field first: {e:?}"
            );
        }
        Ok(r) => check_ruling(r, had_clocks)?,
    }
    Ok(out)
}

fn check_ruling(r: &Ruling, had_clocks: bool) -> Result<(), TestCaseError> {
    let pos = r.position.to_chess();
    prop_assert!(
        pos.is_ok(),
        "the ruling's position is legal: {}",
        r.position
    );
    prop_assert!(
        parse_fen(&r.position.to_string()).is_ok(),
        "the ruling's FEN reads back: {}",
        r.position
    );
    prop_assert_eq!(
        r.clocks.is_some(),
        had_clocks,
        "clocks given exactly when given"
    );
    if let Some(c) = &r.clocks {
        // Unsigned, so never negative; and no wrap-round to astronomic values either.
        prop_assert!(c.white.0 < 1 << 50 && c.black.0 < 1 << 50, "clocks {c:?}");
    }
    if let Some(allowed) = &r.allowed_moves {
        let game = Game::from_fen(&r.position.to_string()).unwrap();
        for m in allowed {
            prop_assert!(
                game.parse_san(&m.to_string()).ok() == Some(m.mv),
                "allowed move {m} is legal in {}",
                r.position
            );
        }
        let sans = r.allowed_san().unwrap();
        let mut sorted = sans.clone();
        sorted.sort();
        prop_assert_eq!(&sorted, &sans, "allowed moves sorted");
    }
    prop_assert!(!r.articles.is_empty(), "a ruling cites its articles");
    prop_assert!(!r.explanation.pt.is_empty() && !r.explanation.en.is_empty());
    Ok(())
}

// ----- the properties ---------------------------------------------------------------------------

/// Runs a property over `cases` recipes (or `PROPTEST_CASES`), then prints how many cases ran,
/// in how long, and the slowest single ruling met (a report; no test asserts a time).
fn check_recipes(name: &str, cases: u32, property: impl Fn(Recipe) -> Result<(), TestCaseError>) {
    let config = config(cases);
    let n = config.cases;
    let mut runner = TestRunner::new(config);
    let t = Instant::now();
    let outcome = runner.run(&recipe(), property);
    let (slowest, text) = SLOWEST.lock().unwrap_or_else(|e| e.into_inner()).clone();
    eprintln!(
        "{name}: {n} cases in {:.2?}; slowest ruling in this binary so far {slowest:.2?}, for {}",
        t.elapsed(),
        text.chars().take(400).collect::<String>()
    );
    if let Err(e) = outcome {
        panic!("{name}: {e}");
    }
}

/// No panic; errors of one line naming the field; legal output; determinism.
#[test]
fn plausible_incidents_get_sound_rulings() {
    check_recipes("plausible incidents", 256, |r| {
        let (inc, _) = build(&r);
        let text = inc.to_string();
        let had_clocks = inc.get("clocks").is_some();
        let first = checked_rule(&text, had_clocks)?;
        let again = timed_rule(&text);
        prop_assert_eq!(&first, &again, "the same incident, the same ruling");
        // Every prefix of the events is an incident too.
        for n in 0..inc["events"].as_array().unwrap().len() {
            let _ = checked_rule(&prefix(&inc, n).to_string(), had_clocks)?;
        }
        Ok(())
    });
}

/// Raw JSON, mutated byte by byte and token by token: never a panic, and an error is one
/// line naming the field.
#[test]
fn mutated_json_never_panics() {
    const TOKENS: [&str; 12] = [
        "null",
        "-1",
        "1e400",
        "\"\\u0000\"",
        "18446744073709551616",
        "[]",
        "{}",
        "\"e9\"",
        "\"0:00:00.0000\"",
        "true",
        "\"\u{1F600}\"",
        ",,",
    ];
    let edits = prop::collection::vec((any::<u16>(), 0u8..8, any::<u8>()), 1..6);
    let config = config(256);
    let n = config.cases;
    let mut runner = TestRunner::new(config);
    let t = Instant::now();
    let outcome = runner.run(&(recipe(), edits), |(r, edits)| {
        let (inc, _) = build(&r);
        let mut text = inc.to_string().into_bytes();
        for (at, op, byte) in edits {
            let i = if text.is_empty() {
                0
            } else {
                at as usize % text.len()
            };
            match op {
                0 if !text.is_empty() => {
                    text.remove(i);
                }
                1 => text.insert(i, byte),
                2 if i < text.len() => text[i] = byte,
                3 if i < text.len() => text[i] ^= 1 << (byte % 8),
                _ => {
                    let tok = TOKENS[byte as usize % TOKENS.len()].as_bytes();
                    let end = (i + (byte as usize % 6)).min(text.len());
                    text.splice(i..end, tok.iter().copied());
                }
            }
        }
        // Invalid UTF-8 is the CLI's to refuse (tests/cli.rs); the engine reads text.
        let text = String::from_utf8_lossy(&text).into_owned();
        let had_clocks = serde_json::from_str::<Value>(&text)
            .ok()
            .is_some_and(|v| v.get("clocks").is_some_and(|c| !c.is_null()));
        let _ = checked_rule(&text, had_clocks)?;
        Ok(())
    });
    eprintln!("mutated JSON: {n} cases in {:.2?}", t.elapsed());
    if let Err(e) = outcome {
        panic!("mutated JSON: {e}");
    }
}

/// Allowed moves, when given, are not empty (an obligation nobody can meet is no
/// obligation). Fails today: a pawn moved a2-a8 is treated as an unfinished promotion with
/// `allowed_moves: []` (issue 15; the arbiter's phase machine, issue 10). Found:
/// `{"edition":"2001","events":[{"play":"a7a1"}],"moves":["a3"],"time_class":"rapid"}` and
/// `{"edition":"2023","events":[{"play":"a2a8"}]}` (`touch_move_obligation`, `[]`).
#[test]
fn allowed_moves_are_never_empty() {
    check_recipes("allowed moves never empty", 256, |r| {
        let (inc, _) = build(&r);
        for k in 0..=inc["events"].as_array().unwrap().len() {
            let upto = prefix(&inc, k);
            if let Ok(ruling) = timed_rule(&upto.to_string()) {
                prop_assert_ne!(ruling.allowed_moves.as_deref(), Some(&[][..]), "{}", upto);
            }
        }
        Ok(())
    });
}

/// A result, once the game has ended, never changes when events follow (issue 10: events
/// after the end are ruled void and the result stands). The game has ended at prefix `k` when
/// the ruling of the next prefix says so (`result_stands` with the same result); from then on
/// every prefix keeps that result. A prefix's result alone is not final: a standing ruling on
/// an illegal move nobody claimed, or on a flag a `wait` ran down that nobody has seen yet
/// (6.8), is what the arbiter would rule if the events ended there, and a later event rules on
/// the board as it is (docs/arbitro-cli.md, "When a flag fall counts"). Found before the phase
/// machine held the end: `{"edition":"2023","moves":["f3","e5","g4"],"events":[{"play":"d8h4"},
/// {"resign":"black"}]}` (0-1 after the mate on the board, 1-0 after the resignation).
#[test]
fn results_are_final() {
    static ENDED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    check_recipes("results final", 256, |r| {
        let (inc, _) = build(&r);
        let n = inc["events"].as_array().unwrap().len();
        let rulings: Vec<Option<Ruling>> = (0..=n)
            .map(|k| timed_rule(&prefix(&inc, k).to_string()).ok())
            .collect();
        let result = |k: usize| {
            rulings[k]
                .as_ref()
                .and_then(|r| r.result)
                .map(|g| g.as_str().to_string())
        };
        let ended = (0..n).find(|&k| {
            result(k).is_some()
                && rulings[k + 1]
                    .as_ref()
                    .is_some_and(|r| r.decision == Decision::ResultStands)
                && result(k + 1) == result(k)
        });
        if let Some(k) = ended {
            ENDED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            for j in k + 1..=n {
                if rulings[j].is_some() {
                    prop_assert_eq!(
                        result(k),
                        result(j),
                        "the game ended after {} events with {:?}, yet after {}: {}",
                        k,
                        result(k),
                        j,
                        prefix(&inc, j)
                    );
                }
            }
        }
        Ok(())
    });
    // The property is about games that ended with events after the end: some must be drawn.
    assert!(
        ENDED.load(std::sync::atomic::Ordering::Relaxed) > 0,
        "no generated incident ended before its last event"
    );
}

/// A game already over in `fen`/`moves` (checkmate, stalemate) is not ruled as going on.
/// Found: `{"edition":"2001","events":[],"fen":"7k/5Q2/6K1/8/8/8/8/8 w - - 0 60",
/// "moves":["Qg7"]}` (mate, ruled `play_continues`).
#[test]
fn a_finished_game_stays_finished() {
    check_recipes("finished game", 256, |r| {
        let (inc, _) = build(&r);
        let text = inc.to_string();
        let Ok(parsed) = Incident::from_json(&text) else {
            return Ok(());
        };
        if (parsed.game.is_checkmate() || parsed.game.is_stalemate())
            && let Ok(ruling) = timed_rule(&text)
        {
            prop_assert!(
                ruling.result.is_some(),
                "game over, yet {}: {}",
                ruling.decision,
                text
            );
        }
        Ok(())
    });
}

/// A ruling that says a game is lost gives its result ("both lose by default" with a null
/// result would say play goes on). Found:
/// `{"edition":"2001","events":[{"arrive":{"white":"1:00:01","black":"2:49:03"}}]}` (also 2023).
#[test]
#[ignore = "issue 10: both lose by default is now 0-0, but a loss whose opponent's score the arbiter decides (2005 12.2b device, 11.7 persistent refusal) still has a null result"]
fn a_lost_game_has_a_result() {
    check_recipes("lost game has a result", 256, |r| {
        let (inc, _) = build(&r);
        for k in 0..=inc["events"].as_array().unwrap().len() {
            if let Ok(ruling) = timed_rule(&prefix(&inc, k).to_string())
                && ruling.decision.code() == "game_lost"
            {
                prop_assert!(ruling.result.is_some(), "{}", prefix(&inc, k));
            }
        }
        Ok(())
    });
}

/// A touch-move or illegal-move claim "by" the player who committed the act is not upheld.
/// Found: `{"edition":"2001","events":[{"play":"f2e2"},{"press_clock":"white"},
/// {"claim":"illegal_move","by":"white"}]}` (`claim: correct`); likewise
/// `{"edition":"2023","events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},
/// {"claim":"touch_move","by":"white"}]}`.
#[test]
fn the_offender_cannot_win_his_own_claim() {
    check_recipes("offender's claim", 256, |r| {
        let (inc, notes) = build(&r);
        for &i in &notes.offender_claims {
            let upto = prefix(&inc, i + 1);
            if let Ok(ruling) = timed_rule(&upto.to_string()) {
                prop_assert_ne!(
                    ruling.claim.map(|c| c.as_str()),
                    Some("correct"),
                    "{}",
                    upto
                );
            }
        }
        Ok(())
    });
}

/// A flag does not fall on a clock that still shows time. Found:
/// `{"edition":"2023","clocks":{"white":"1:00:00","black":"1:00:00"},
/// "events":[{"flag_fall":"white"}]}` (`game_lost`, 0-1).
#[test]
fn no_flag_falls_on_a_clock_with_time() {
    check_recipes("flag with time left", 256, |r| {
        let (inc, notes) = build(&r);
        for &(i, flagged) in &notes.single_flags {
            let (Ok(before), Ok(after)) = (
                timed_rule(&prefix(&inc, i).to_string()),
                timed_rule(&prefix(&inc, i + 1).to_string()),
            ) else {
                continue;
            };
            let (Some(clocks), None) = (before.clocks, before.result) else {
                continue;
            };
            let left = flagged.fold_wb(clocks.white, clocks.black);
            let lost = flagged.fold_wb("0-1", "1-0");
            if left.0 > 0 {
                prop_assert!(
                    !(after.decision.code() == "game_lost"
                        && after.result.map(|g| g.as_str()) == Some(lost)),
                    "{} flagged with {} left: {}",
                    side_name(flagged),
                    left,
                    prefix(&inc, i + 1)
                );
            }
        }
        Ok(())
    });
}

// ----- the CLI process on a sample --------------------------------------------------------------

/// The `arbitro` process gives what the engine gives, for a sample of generated incidents:
/// the ruling's JSON on stdout and exit 0, or exit 2 with one line on stderr and nothing on
/// stdout.
#[test]
fn the_cli_agrees_with_the_engine_on_a_sample() {
    let mut runner = TestRunner::deterministic();
    let strategy = recipe();
    for case in 0..24 {
        let r = strategy.new_tree(&mut runner).unwrap().current();
        let (inc, _) = build(&r);
        let text = inc.to_string();
        let out = support::arbitro(&["rule"], &text, false);
        let stderr = String::from_utf8_lossy(&out.stderr);
        match timed_rule(&text) {
            Ok(ruling) => {
                assert_eq!(
                    out.status.code(),
                    Some(0),
                    "case {case}: {stderr} for {text}"
                );
                let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
                assert_eq!(
                    printed,
                    serde_json::to_value(&ruling).unwrap(),
                    "case {case}"
                );
            }
            Err(e) => {
                assert_eq!(out.status.code(), Some(2), "case {case}: {text}");
                assert!(out.stdout.is_empty(), "case {case}");
                assert_eq!(stderr.trim_end(), format!("arbitro: {e}"), "case {case}");
                assert_eq!(stderr.lines().count(), 1, "case {case}");
            }
        }
    }
}

// ----- bounded work -----------------------------------------------------------------------------

/// A game with many knights (the dead-position analysis' hardest ground) played on for many
/// moves, and a long game of knight shuffles: both are ruled, and the report of a long run
/// prints how long they took (no test asserts a time).
#[test]
fn long_and_hard_incidents_are_ruled() {
    let knights = "n1n1k1n1/1n1n1n1n/8/8/8/8/N1N1N1N1/1N1NK1N1 w - - 0 30";
    let mut pos = parse_fen(knights).unwrap();
    let mut events = Vec::new();
    // ARBITRO_FUZZ_KNIGHT_PLIES=400 for a longer measurement (the allowance then runs out).
    let plies: u32 = std::env::var("ARBITRO_FUZZ_KNIGHT_PLIES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    for i in 0..plies {
        let legal: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.role() == Role::Knight && !m.is_capture())
            .collect();
        let Some(m) = legal.get(i as usize * 7 % legal.len().max(1)).copied() else {
            break;
        };
        events.push(json!({"play": uci(m)}));
        events.push(json!({"press_clock": side_name(pos.turn())}));
        pos.play_unchecked(m);
    }
    let hard = json!({"edition": "2009", "fen": knights, "events": events});
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let long: Vec<Value> = (0..4000)
        .flat_map(|i| {
            [
                json!({"play": shuffle[i % 4]}),
                json!({"press_clock": if i % 2 == 0 { "white" } else { "black" }}),
            ]
        })
        .collect();
    let long = json!({"edition": "2009", "events": long});
    for (name, inc) in [("many knights", hard), ("4000 plies", long)] {
        let t = Instant::now();
        // Not `timed_rule`: the slowest fuzz case is reported apart from these.
        let r = Incident::from_json(&inc.to_string())
            .and_then(|inc| rule(&inc))
            .map_err(|e| e.to_string());
        eprintln!(
            "{name}: {:?} in {:.2?}",
            r.as_ref().map(|r| r.decision),
            t.elapsed()
        );
        check_ruling(&r.expect(name), false).unwrap();
    }
}
