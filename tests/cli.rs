//! The `arbitro` command line against docs/arbitro-cli.md: every subcommand, the
//! contract's worked examples, and bad input (exit 2, nothing on stdout, one line on stderr
//! naming the field).
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

mod support;

const BIN: &str = env!("CARGO_BIN_EXE_arbitro");

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    support::arbitro(args, stdin.unwrap_or(""), false)
}

fn ok_json(case: &str, out: &Output) -> Value {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{case}: exit status; stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{case}: stderr not empty");
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{case}: stdout is not JSON ({e})"))
}

/// A private scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbitro-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const ILLEGAL_2023: &str = r#"{"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
 "clocks": {"white": "1:20:00", "black": "1:25:00"},
 "events": [{"play": "d1d3"}, {"press_clock": "white"}, {"claim": "illegal_move", "by": "black"}]}"#;

const FIFTY_2005: &str = r#"{"edition": "2005", "time_control": "5400", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 60 90",
 "clocks": {"white": "6:00", "black": "2:10"}, "events": [{"claim": "fifty_moves"}]}"#;

fn check_illegal_2023(case: &str, r: &Value) {
    assert_eq!(r["decision"], "illegal_move_penalised", "{case}");
    assert_eq!(r["result"], Value::Null, "{case}");
    assert_eq!(
        r["position"], "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "{case}"
    );
    assert_eq!(
        r["allowed_moves"],
        json!(["Qe2", "Qf3", "Qg4", "Qh5"]),
        "{case}"
    );
    assert_eq!(
        r["clocks"],
        json!({"white": "1:20:00", "black": "1:27:00"}),
        "{case}"
    );
    assert_eq!(
        r["illegal_moves"],
        json!({"white": 1, "black": 0}),
        "{case}"
    );
    assert_eq!(r["claim"], "correct", "{case}");
    assert_eq!(r["articles"], json!(["7.5.1", "4.3.1", "7.5.5"]), "{case}");
    for lang in ["pt", "en"] {
        assert!(
            r["explanation"][lang]
                .as_str()
                .is_some_and(|s| !s.is_empty()),
            "{case}: explanation.{lang}"
        );
    }
}

fn check_fifty_2005(case: &str, r: &Value) {
    assert_eq!(r["decision"], "claim_incorrect", "{case}");
    assert_eq!(r["claim"], "incorrect", "{case}");
    assert_eq!(r["result"], Value::Null, "{case}");
    assert_eq!(
        r["clocks"],
        json!({"white": "0:03:00", "black": "0:05:10"}),
        "{case}"
    );
    assert_eq!(r["allowed_moves"], Value::Null, "{case}");
    assert_eq!(
        r["illegal_moves"],
        json!({"white": 0, "black": 0}),
        "{case}"
    );
    assert_eq!(r["position"], "8/8/3k4/8/8/3K4/8/R7 w - - 60 90", "{case}");
}

#[test]
fn rule_reads_a_file_or_standard_input() {
    let dir = scratch("rule");
    for (name, text, check) in [
        (
            "illegal move 2023",
            ILLEGAL_2023,
            check_illegal_2023 as fn(&str, &Value),
        ),
        ("fifty moves 2005", FIFTY_2005, check_fifty_2005),
    ] {
        let file = dir.join("incident.json");
        std::fs::write(&file, text).unwrap();
        let from_file = ok_json(name, &run(&["rule", file.to_str().unwrap()], None));
        check(&format!("{name} (file)"), &from_file);
        let from_stdin = ok_json(name, &run(&["rule"], Some(text)));
        check(&format!("{name} (stdin)"), &from_stdin);
        let from_dash = ok_json(name, &run(&["rule", "-"], Some(text)));
        assert_eq!(from_file, from_stdin, "{name}: file and stdin differ");
        assert_eq!(from_file, from_dash, "{name}: file and '-' differ");
        let keys: Vec<&str> = from_file
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        for k in [
            "decision",
            "result",
            "position",
            "allowed_moves",
            "clocks",
            "illegal_moves",
            "claim",
            "articles",
            "explanation",
        ] {
            assert!(keys.contains(&k), "{name}: ruling lacks {k}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn dead_reports_both_sides() {
    let r = ok_json(
        "bare kings",
        &run(&["dead", "8/8/4k3/8/8/3K4/8/8 w - - 0 1"], None),
    );
    let keys: Vec<&str> = r.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "white_can_win",
            "black_can_win",
            "dead",
            "white_line",
            "black_line"
        ],
        "the contract's keys, exactly"
    );
    assert_eq!(
        r,
        json!({"white_can_win": false, "black_can_win": false, "dead": true, "white_line": null, "black_line": null})
    );

    // K+R against K: White can mate (with a helpmate line), Black cannot; not dead.
    let r = ok_json(
        "K+R v K",
        &run(&["dead", "8/8/4k3/8/8/3RK3/8/8 w - - 0 1"], None),
    );
    assert_eq!(r["white_can_win"], true);
    assert_eq!(r["black_can_win"], false);
    assert_eq!(r["dead"], false);
    assert_eq!(r["black_line"], Value::Null);
    let line = r["white_line"].as_array().expect("a helpmate line");
    assert!(!line.is_empty());
    for m in line {
        let m = m.as_str().expect("UCI strings");
        assert!((4..=5).contains(&m.len()), "UCI move {m}");
    }
}

#[test]
fn classify_by_edition() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "90+30 default edition",
            &["classify", "5400+30"],
            "standard",
        ),
        ("10 minutes 2023", &["classify", "600"], "blitz"),
        ("3+2 2023", &["classify", "180+2"], "blitz"),
        (
            "15 minutes 2005",
            &["classify", "900", "--edition", "2005"],
            "rapid",
        ),
        (
            "15 minutes 2014",
            &["classify", "900", "--edition", "2014"],
            "rapid",
        ),
        (
            "flag before the time control",
            &["classify", "--edition", "2014", "900"],
            "rapid",
        ),
        (
            "10 minutes 2005",
            &["classify", "600", "--edition", "2005"],
            "blitz",
        ),
        (
            "30+30 2014",
            &["classify", "1800+30", "--edition", "2014"],
            "standard",
        ),
    ];
    for (case, args, class) in cases {
        let r = ok_json(case, &run(args, None));
        assert_eq!(r, json!({"class": class}), "{case}");
    }
}

#[test]
fn bad_input_exits_2_with_one_line_naming_the_field() {
    let dir = scratch("bad");
    let no_dir = dir.join("missing");
    // (case, args, stdin, what the stderr line must name)
    let cases: &[(&str, Vec<&str>, Option<&str>, &str)] = &[
        (
            "malformed JSON",
            vec!["rule"],
            Some(r#"{"edition": "2023", "events": ["#),
            "incident",
        ),
        (
            "unknown field",
            vec!["rule"],
            Some(r#"{"edition": "2023", "colour": "white", "events": []}"#),
            "colour",
        ),
        (
            "unknown edition",
            vec!["rule"],
            Some(r#"{"edition": "1999", "events": []}"#),
            "edition",
        ),
        (
            "missing edition",
            vec!["rule"],
            Some(r#"{"events": []}"#),
            "edition",
        ),
        (
            "illegal SAN in moves",
            vec!["rule"],
            Some(r#"{"edition": "2023", "moves": ["e4", "e5", "Ke3"], "events": []}"#),
            "moves[2]",
        ),
        (
            "bad FEN in an incident",
            vec!["rule"],
            Some(r#"{"edition": "2023", "fen": "8/8/8 w - - 0 1", "events": []}"#),
            "fen",
        ),
        (
            "bad time control in an incident",
            vec!["rule"],
            Some(r#"{"edition": "2023", "time_control": "90 minutes", "events": []}"#),
            "time_control",
        ),
        (
            "unknown event value",
            vec!["rule"],
            Some(r#"{"edition": "2023", "events": [{"claim": "stalemate"}]}"#),
            "events[0].claim",
        ),
        (
            "impossible event",
            vec!["rule"],
            Some(r#"{"edition": "2023", "events": [{"touch": "e4"}]}"#),
            "events[0]",
        ),
        (
            "missing file",
            vec!["rule", no_dir.to_str().unwrap()],
            None,
            "missing",
        ),
        ("dead: bad FEN", vec!["dead", "8/8/8"], None, "FEN"),
        ("dead: no FEN", vec!["dead"], None, "usage"),
        (
            "classify: bad time control",
            vec!["classify", "40/"],
            None,
            "TIME_CONTROL",
        ),
        (
            "classify: unknown edition",
            vec!["classify", "600", "--edition", "1999"],
            None,
            "--edition",
        ),
        (
            "drills check: no such directory",
            vec!["drills", "check", no_dir.to_str().unwrap()],
            None,
            "DIR",
        ),
        ("unknown subcommand", vec!["judge"], None, "usage"),
        (
            "classify: an increment beyond the limit",
            vec!["classify", "600+18000000000000000"],
            None,
            "TIME_CONTROL",
        ),
        (
            "rule: a time control beyond the limits",
            vec!["rule"],
            Some(r#"{"edition": "2023", "time_control": "40/5400:400000", "events": []}"#),
            "time_control",
        ),
        (
            "rule: a clock beyond 100 hours",
            vec!["rule"],
            Some(
                r#"{"edition": "2023", "clocks": {"white": "100:00:01", "black": "1:00"}, "events": []}"#,
            ),
            "clocks.white",
        ),
        (
            "rule: a wait beyond 100 hours",
            vec!["rule"],
            Some(r#"{"edition": "2023", "events": [{"wait": "999999999:00:00"}]}"#),
            "events[0].wait",
        ),
    ];
    for (case, args, stdin, names) in cases {
        let out = run(args, *stdin);
        assert_eq!(out.status.code(), Some(2), "{case}: exit status");
        assert!(out.stdout.is_empty(), "{case}: stdout must be empty");
        let err = String::from_utf8(out.stderr.clone()).unwrap();
        assert_eq!(
            err.lines().count(),
            1,
            "{case}: one line on stderr, got {err:?}"
        );
        assert!(err.ends_with('\n'), "{case}: the line ends");
        assert!(err.contains(names), "{case}: {err:?} should name {names:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

const DRILL: &str = r#"id = "ID"
topic = "quickplay"
editions = ["2023"]

[title]
pt = "Reclamação aceita"
en = "Claim accepted"

[narrative]
pt = "As brancas, com 1:30, reclamam; o árbitro aceita."
en = "White, with 1:30 left, claims; the arbiter accepts."

[question]
pt = "Qual o resultado?"
en = "What is the result?"

[incident]
time_control = "5400"
quickplay_finish = true
moves = ["e4", "e5", "Nf3", "Nc6"]
clocks = { white = "1:30", black = "5:00" }
events = [ { claim = "quickplay_finish", grounds = "no_effort", arbiter_decision = "accept" } ]

[answer]
kind = "result"

[[expect]]
editions = ["2023"]
decision = "claim_correct"
result = "RESULT"
articles = ["III.5", "III.5.1"]
explanation = { pt = "O árbitro aceita: empate.", en = "The arbiter accepts: a draw." }
"#;

#[test]
fn drills_check_reports_failures_then_the_count() {
    let dir = scratch("drills");
    let topic = dir.join("quickplay");
    std::fs::create_dir_all(&topic).unwrap();
    std::fs::write(
        topic.join("qpf-good.toml"),
        DRILL.replace("ID", "qpf-good").replace("RESULT", "1/2-1/2"),
    )
    .unwrap();
    // Wrong in two fields (result and articles): still one line for the drill.
    std::fs::write(
        topic.join("qpf-bad.toml"),
        DRILL
            .replace("ID", "qpf-bad")
            .replace("RESULT", "1-0")
            .replace(r#""III.5", "III.5.1""#, r#""III.5""#),
    )
    .unwrap();
    let out = run(&["drills", "check", dir.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1), "a failing drill: exit 1");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.last(), Some(&"1 passed, 1 failed"), "{text}");
    let failures = &lines[..lines.len() - 1];
    assert_eq!(failures.len(), 1, "one line per failing drill: {text}");
    let l = failures[0];
    assert!(l.contains("qpf-bad.toml"), "only the failing drill: {l}");
    assert!(
        l.contains("2023") && l.contains("result") && l.contains("articles"),
        "names edition and both fields: {l}"
    );

    // All good: exit 0.
    std::fs::remove_file(topic.join("qpf-bad.toml")).unwrap();
    let out = run(&["drills", "check", dir.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "1 passed, 0 failed\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `arbitro` with `stdout` as its standard output (stdin closed, stderr captured).
fn run_to(args: &[&std::ffi::OsStr], stdout: Stdio) -> Output {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("the arbitro binary runs")
}

fn assert_one_clean_line(case: &str, out: &Output, code: i32, names: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(code),
        "{case}: exit status; stderr {err:?}"
    );
    assert_eq!(
        err.lines().count(),
        1,
        "{case}: one line on stderr, got {err:?}"
    );
    assert!(!err.contains("panicked"), "{case}: no panic: {err:?}");
    assert!(err.contains(names), "{case}: {err:?} should name {names:?}");
}

#[test]
fn a_full_standard_output_is_exit_3_with_one_line() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("skipped: no /dev/full on this system");
        return;
    };
    for args in [
        vec!["dead", "8/8/4k3/8/8/3K4/8/8 w - - 0 1"],
        vec!["classify", "600"],
        vec!["drills", "check"],
    ] {
        let os: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
        let out = run_to(&os, Stdio::from(full.try_clone().unwrap()));
        assert_one_clean_line(&format!("{args:?} > /dev/full"), &out, 3, "standard output");
    }
}

#[test]
fn a_closed_pipe_is_exit_3_with_one_line() {
    // `arbitro rule | head -c0`: the reader is gone before the ruling is written. The child
    // waits for its input, so closing the pipe first makes the write fail every time.
    let out = support::arbitro(&["rule"], ILLEGAL_2023, true);
    assert_one_clean_line("rule into a closed pipe", &out, 3, "standard output");
}

#[test]
fn arguments_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"8/8/4k3/8/8/3K4/8/8 w - - 0 1\xff");
    for (case, args, names) in [
        (
            "dead FEN",
            vec![std::ffi::OsStr::new("dead"), bad],
            "argument 2",
        ),
        ("command", vec![bad], "command"),
        (
            "classify --edition",
            vec![
                std::ffi::OsStr::new("classify"),
                std::ffi::OsStr::new("600"),
                std::ffi::OsStr::new("--edition"),
                bad,
            ],
            "argument 4",
        ),
        (
            "rule: a missing file with such a name",
            vec![std::ffi::OsStr::new("rule"), bad],
            "8/8/4k3",
        ),
    ] {
        let out = run_to(&args, Stdio::piped());
        assert_one_clean_line(case, &out, 2, names);
        assert!(out.stdout.is_empty(), "{case}: nothing on stdout");
    }
    // A file name is used as given, UTF-8 or not.
    let dir = scratch("non-utf8");
    let file = dir.join(std::ffi::OsStr::from_bytes(b"incid\xe9nt.json"));
    std::fs::write(&file, ILLEGAL_2023).unwrap();
    let out = run_to(
        &[std::ffi::OsStr::new("rule"), file.as_os_str()],
        Stdio::piped(),
    );
    check_illegal_2023(
        "rule from a non-UTF-8 file name",
        &ok_json("non-UTF-8 file", &out),
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_oversized_incident_is_refused() {
    let big = format!(
        r#"{{"edition": "2023", "events": [], "moves": [{}]}}"#,
        vec![r#""Nf3""#; 1 << 20].join(",")
    );
    // arbitro stops reading after 4 MiB, so the rest of the input may find the pipe closed.
    let out = support::arbitro(&["rule"], &big, false);
    assert_one_clean_line("6 MiB incident", &out, 2, "4 MiB");
    assert!(out.stdout.is_empty());
}

/// The worked examples of "Play after an illegal move nobody ruled on; an illegal position on
/// the board" in docs/arbitro-cli.md (Additions), and its two bad inputs.
#[test]
fn play_after_an_unruled_illegal_move_worked_examples() {
    let found_later = r#"{"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
 "clocks": {"white": "1:20:00", "black": "1:25:00"},
 "events": [{"wait": "0:10"}, {"play": "d1d3"}, {"press_clock": "white"},
            {"wait": "0:20"}, {"play": "b8c6"}, {"press_clock": "black"},
            {"wait": "0:30"}, {"play": "g1f3"}, {"press_clock": "white"},
            {"claim": "illegal_move", "by": "arbiter"}]}"#;
    let r = ok_json("found later", &run(&["rule"], Some(found_later)));
    assert_eq!(r["decision"], "illegal_move_penalised");
    assert_eq!(r["clocks"]["white"], "1:19:20");
    assert_eq!(r["clocks"]["black"], "1:26:40");
    assert_eq!(
        r["articles"],
        serde_json::json!(["7.5.1", "7.1", "4.3.1", "7.5.5"])
    );

    let pawn = r#"{"edition": "2018", "time_control": "900+10", "supervision": "inadequate",
 "fen": "8/4P3/8/8/8/k7/8/K7 w - - 0 70",
 "events": [{"play": "e7e8"}, {"press_clock": "white"}, {"play": "a3b3"}, {"press_clock": "black"},
            {"claim": "illegal_move", "by": "arbiter"}]}"#;
    let r = ok_json("pawn on e8", &run(&["rule"], Some(pawn)));
    assert_eq!(r["decision"], "game_drawn");
    assert_eq!(r["position"], "4P3/8/8/8/8/1k6/8/K7 w - - 1 71");
    assert_eq!(r["articles"], serde_json::json!(["A.4.4"]));

    let found = r#"{"edition": "2023", "time_control": "5400", "illegal_position": true,
 "fen": "3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51",
 "last_identifiable_fen": "3k4/7r/8/8/8/8/8/3RK3 b - - 0 50",
 "clocks": {"white": "0:30:00", "black": "0:20:00"}, "events": []}"#;
    let r = ok_json("found board", &run(&["rule"], Some(found)));
    assert_eq!(r["decision"], "illegal_move_penalised");
    assert_eq!(r["position"], "3k4/7r/8/8/8/8/8/3RK3 b - - 0 50");
    assert_eq!(r["clocks"]["white"], "0:32:00");
    assert_eq!(r["illegal_moves"]["black"], 1);

    // Without the flag the same board is bad input naming `fen`; with it, a legal board is
    // bad input naming `illegal_position`.
    let without =
        r#"{"edition": "2023", "fen": "3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51", "events": []}"#;
    assert_one_clean_line(
        "illegal fen without the flag",
        &run(&["rule"], Some(without)),
        2,
        "fen",
    );
    let legal = r#"{"edition": "2023", "illegal_position": true, "fen": "3k4/7r/8/8/8/8/8/3RK3 b - - 0 50", "events": []}"#;
    assert_one_clean_line(
        "legal fen with the flag",
        &run(&["rule"], Some(legal)),
        2,
        "illegal_position",
    );
}
