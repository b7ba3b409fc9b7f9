//! Exam questions: independent cases written from the Laws' text of each edition (and arbiter
//! exam questions with their published answers) before the engine was run on them. Every case in
//! tests/data/exam/*.toml goes through the `arbitro` binary as a contract incident (JSON on
//! standard input, docs/arbitro-cli.md) and the fields the case specifies are compared
//! with the ruling. Format: tests/data/exam/README.md.
//!
//! A case the engine fails today carries `known_failure` (and, in `engine_now`, what the engine
//! answers instead). The test fails when an unmarked case fails, when a marked case starts to pass
//! (flip its mark), or when a marked case's wrong answer changes. It prints the pass rate
//! (`cargo test --test exam_questions -- --nocapture`).
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

mod support;
const EDITIONS: [&str; 7] = ["2001", "2005", "2009", "2014", "2017", "2018", "2023"];
const FAMILIES: [&str; 8] = [
    "touch",
    "illegal",
    "rapid_blitz",
    "draws",
    "flag",
    "quickplay",
    "sealed",
    "conduct",
];
const CASE_KEYS: [&str; 8] = [
    "id",
    "family",
    "source",
    "rationale",
    "confidence",
    "why",
    "incident",
    "expect",
];
/// The ruling fields an expectation (or `engine_now`) may specify, plus `exit`.
const FIELD_KEYS: [&str; 9] = [
    "exit",
    "decision",
    "result",
    "claim",
    "allowed_moves",
    "clocks",
    "illegal_moves",
    "position",
    "articles",
];
const EXPECT_META: [&str; 6] = [
    "editions",
    "confidence",
    "why",
    "known_failure",
    "failing_editions",
    "engine_now",
];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/exam")
}

/// What the binary did with one incident.
struct Outcome {
    exit: i32,
    ruling: Value,
    stderr: String,
}

fn run(incident: &Value) -> Outcome {
    let out = support::arbitro(&["rule"], &incident.to_string(), false);
    let exit = out.status.code().unwrap_or(-1);
    let ruling = if exit == 0 {
        serde_json::from_slice(&out.stdout).unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    Outcome {
        exit,
        ruling,
        stderr: String::from_utf8_lossy(&out.stderr).trim().to_string(),
    }
}

fn toml_to_json(v: &toml::Value) -> Value {
    serde_json::to_value(v).expect("TOML data converts to JSON")
}

/// "none" in the data stands for JSON null (TOML has no null).
fn nullable(v: &toml::Value) -> Value {
    match v.as_str() {
        Some("none") | Some("any") => Value::Null,
        _ => toml_to_json(v),
    }
}

fn sorted_strings(v: &Value) -> Option<Vec<String>> {
    let mut list: Vec<String> = v
        .as_array()?
        .iter()
        .map(|m| m.as_str().map(str::to_string))
        .collect::<Option<_>>()?;
    list.sort();
    Some(list)
}

/// Piece placement and side to move: the parts of a FEN a ruling is about.
fn board_and_side(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

/// The mismatches between the fields `spec` gives and what the binary answered.
fn mismatches(spec: &toml::Table, out: &Outcome) -> Vec<String> {
    let mut bad = Vec::new();
    let want_exit = spec
        .get("exit")
        .and_then(toml::Value::as_integer)
        .unwrap_or(0);
    if i64::from(out.exit) != want_exit {
        bad.push(format!("exit {} (stderr: {})", out.exit, out.stderr));
        return bad;
    }
    if out.exit != 0 {
        return bad;
    }
    let r = &out.ruling;
    for (key, want) in spec {
        let got = &r[key.as_str()];
        let ok = match key.as_str() {
            "exit" => true,
            "decision" => match want {
                toml::Value::Array(codes) => codes.iter().any(|c| c.as_str() == got.as_str()),
                _ => want.as_str() == got.as_str(),
            },
            "result" | "claim" => nullable(want) == *got,
            "allowed_moves" => match nullable(want) {
                Value::Null => got.is_null(),
                w => sorted_strings(&w) == sorted_strings(got),
            },
            "clocks" | "illegal_moves" => toml_to_json(want) == *got,
            "position" => got
                .as_str()
                .is_some_and(|g| board_and_side(g) == board_and_side(want.as_str().unwrap_or(""))),
            "articles" => {
                let have: Vec<&str> = got
                    .as_array()
                    .map(|a| a.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                want.as_array()
                    .unwrap()
                    .iter()
                    .all(|a| have.contains(&a.as_str().unwrap()))
            }
            _ => true,
        };
        if !ok {
            bad.push(format!(
                "{key}: expected {}, engine {got}",
                toml_to_json(want)
            ));
        }
    }
    bad
}

fn str_list(v: Option<&toml::Value>) -> Vec<String> {
    v.and_then(toml::Value::as_array)
        .map(|a| {
            a.iter()
                .map(|e| e.as_str().expect("a list of strings").to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[derive(Default)]
struct Tally {
    pass: usize,
    known: usize,
    fail: usize,
}

#[test]
fn exam_cases_rule_as_the_laws_say() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .expect("tests/data/exam exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no exam files");

    let mut problems = Vec::new();
    let mut ids = Vec::new();
    let mut by_family: BTreeMap<String, Tally> = BTreeMap::new();
    let mut by_edition: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut total, mut pass, mut known) = (0usize, 0usize, 0usize);
    let mut cases = 0usize;
    let mut cases_clean = 0usize;

    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let doc: toml::Table = toml::from_str(&text)
            .unwrap_or_else(|e| panic!("{}: not valid TOML: {e}", file.display()));
        let list = doc["case"].as_array().expect("[[case]] entries");
        for case in list {
            let case = case.as_table().expect("a case is a table");
            cases += 1;
            let id = case["id"].as_str().expect("id").to_string();
            assert!(!ids.contains(&id), "duplicate case id {id}");
            ids.push(id.clone());
            for key in case.keys() {
                assert!(CASE_KEYS.contains(&key.as_str()), "{id}: unknown key {key}");
            }
            let family = case["family"].as_str().expect("family").to_string();
            assert!(FAMILIES.contains(&family.as_str()), "{id}: family {family}");
            for key in ["source", "rationale"] {
                assert!(
                    case.get(key)
                        .and_then(toml::Value::as_str)
                        .is_some_and(|s| !s.is_empty()),
                    "{id}: {key} missing"
                );
            }
            let confidence = case["confidence"].as_str().expect("confidence");
            assert!(
                ["high", "medium", "low"].contains(&confidence),
                "{id}: confidence"
            );
            assert!(
                confidence == "high" || case.contains_key("why"),
                "{id}: why missing"
            );
            let incident = toml_to_json(&case["incident"]);
            let mut clean = true;
            assert!(
                incident.get("edition").is_none(),
                "{id}: the edition comes from `expect`"
            );

            for expect in case["expect"].as_array().expect("[[case.expect]]") {
                let expect = expect.as_table().unwrap();
                let mut spec = toml::Table::new();
                for (key, v) in expect {
                    if FIELD_KEYS.contains(&key.as_str()) {
                        spec.insert(key.clone(), v.clone());
                    } else {
                        assert!(
                            EXPECT_META.contains(&key.as_str()),
                            "{id}: unknown key {key}"
                        );
                    }
                }
                if let Some(c) = expect.get("confidence").and_then(toml::Value::as_str) {
                    assert!(["high", "medium", "low"].contains(&c), "{id}: confidence");
                    assert!(
                        c == "high" || expect.contains_key("why"),
                        "{id}: why missing"
                    );
                }
                let editions = str_list(expect.get("editions"));
                assert!(
                    !editions.is_empty(),
                    "{id}: an expectation without editions"
                );
                let known_failure = expect.get("known_failure").and_then(toml::Value::as_str);
                let failing = match expect.get("failing_editions") {
                    Some(v) => str_list(Some(v)),
                    None => editions.clone(),
                };
                let engine_now = expect.get("engine_now").and_then(toml::Value::as_table);
                assert!(
                    engine_now.is_none() || known_failure.is_some(),
                    "{id}: engine_now without known_failure"
                );
                if let Some(now) = engine_now {
                    for key in now.keys() {
                        assert!(FIELD_KEYS.contains(&key.as_str()), "{id}: engine_now.{key}");
                    }
                }
                for edition in &editions {
                    assert!(
                        EDITIONS.contains(&edition.as_str()),
                        "{id}: edition {edition}"
                    );
                    let mut inc: Map<String, Value> = incident.as_object().unwrap().clone();
                    inc.insert("edition".into(), Value::String(edition.clone()));
                    let out = run(&Value::Object(inc));
                    let bad = mismatches(&spec, &out);
                    let marked = known_failure.is_some() && failing.contains(edition);
                    total += 1;
                    let fam = by_family.entry(family.clone()).or_default();
                    let ed = by_edition.entry(edition.clone()).or_default();
                    let label = format!("{id} [{edition}]");
                    if bad.is_empty() {
                        pass += 1;
                        fam.pass += 1;
                        ed.pass += 1;
                        if marked {
                            problems.push(format!(
                                "{label}: now passes - remove its known_failure ({})",
                                known_failure.unwrap()
                            ));
                        }
                    } else if marked {
                        clean = false;
                        known += 1;
                        fam.known += 1;
                        ed.known += 1;
                        if let Some(now) = engine_now {
                            let changed = mismatches(now, &out);
                            if !changed.is_empty() {
                                problems.push(format!(
                                    "{label}: still fails, but no longer as recorded: {}",
                                    changed.join("; ")
                                ));
                            }
                        }
                    } else {
                        clean = false;
                        fam.fail += 1;
                        ed.fail += 1;
                        problems.push(format!("{label}: {}", bad.join("; ")));
                    }
                }
            }
            cases_clean += usize::from(clean);
        }
    }

    let rate = |p: usize, n: usize| {
        if n == 0 {
            0.0
        } else {
            100.0 * p as f64 / n as f64
        }
    };
    println!(
        "exam: {cases} cases, {total} case-editions: {pass} pass ({:.1} %), {known} known failures; \
         {cases_clean} cases pass in every edition ({:.1} %)",
        rate(pass, total),
        rate(cases_clean, cases)
    );
    for (name, t) in by_family.iter().chain(by_edition.iter()) {
        let n = t.pass + t.known + t.fail;
        println!(
            "  {name:12} {:3}/{n:3} pass ({:.1} %)",
            t.pass,
            rate(t.pass, n)
        );
    }
    assert!(
        problems.is_empty(),
        "{} exam problem(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}
