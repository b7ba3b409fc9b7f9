//! The edition table against its independent transcription, tests/data/editions.toml, and the
//! time classes of editions.md §7.1, one line per case.
use std::collections::BTreeMap;

use arbitro::clock::{Millis, PerMove, Period, TimeControl};
use arbitro::laws::{Edition, TimeClass, classify};

const DATA: &str = include_str!("data/editions.toml");

/// Flattens a JSON value into `dotted.path -> scalar`, with `null` as `"-"`.
fn flatten_json(prefix: &str, v: &serde_json::Value, out: &mut BTreeMap<String, String>) {
    use serde_json::Value;
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                flatten_json(&join(prefix, k), v, out);
            }
        }
        Value::Null => {
            out.insert(prefix.to_owned(), "-".to_owned());
        }
        Value::Bool(b) => {
            out.insert(prefix.to_owned(), b.to_string());
        }
        Value::Number(n) => {
            out.insert(prefix.to_owned(), n.to_string());
        }
        Value::String(s) => {
            out.insert(prefix.to_owned(), s.clone());
        }
        Value::Array(_) => panic!("{prefix}: the table has no lists"),
    }
}

fn flatten_toml(prefix: &str, v: &toml::Value, out: &mut BTreeMap<String, String>) {
    use toml::Value;
    match v {
        Value::Table(t) => {
            for (k, v) in t {
                flatten_toml(&join(prefix, k), v, out);
            }
        }
        Value::Boolean(b) => {
            out.insert(prefix.to_owned(), b.to_string());
        }
        Value::Integer(n) => {
            out.insert(prefix.to_owned(), n.to_string());
        }
        Value::String(s) => {
            out.insert(prefix.to_owned(), s.clone());
        }
        other => panic!("{prefix}: unexpected value {other:?} in editions.toml"),
    }
}

fn join(prefix: &str, k: &str) -> String {
    if prefix.is_empty() {
        k.to_owned()
    } else {
        format!("{prefix}.{k}")
    }
}

#[test]
fn every_row_matches_the_transcription_of_editions_md() {
    let data: toml::Table = toml::from_str(DATA).expect("tests/data/editions.toml parses");
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for edition in Edition::ALL {
        let name = format!("e{edition}");
        seen.push(name.clone());
        let Some(table) = data.get(&name) else {
            failures.push(format!("{edition}: no [{name}] table in editions.toml"));
            continue;
        };
        let mut expected = BTreeMap::new();
        flatten_toml("", table, &mut expected);
        let mut actual = BTreeMap::new();
        let json = serde_json::to_value(edition.rules()).expect("the row serialises");
        flatten_json("", &json, &mut actual);
        for (field, want) in &expected {
            match actual.get(field) {
                None => failures.push(format!(
                    "{edition}: {field}: editions.toml says {want:?}, the table has no such field \
                     (or another variant)"
                )),
                Some(got) if got != want => failures.push(format!(
                    "{edition}: {field}: table has {got:?}, editions.toml says {want:?}"
                )),
                Some(_) => {}
            }
        }
        for (field, got) in &actual {
            if !expected.contains_key(field) {
                failures.push(format!(
                    "{edition}: {field}: table has {got:?}, editions.toml has no line for it"
                ));
            }
        }
    }
    for key in data.keys() {
        if !seen.contains(key) {
            failures.push(format!("editions.toml: table [{key}] is not an edition"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// --- Time classes: editions.md §7.1, decisions.md 10 and 17 --------------------------------

fn period(moves: Option<u32>, secs: u64, per_move: PerMove) -> Period {
    Period {
        moves,
        base: Millis::from_secs(secs),
        per_move,
    }
}

/// A one-period time control: minutes, and seconds per move of the given kind.
fn tc(mins: u64, per_move: PerMove) -> TimeControl {
    TimeControl {
        periods: vec![period(None, mins * 60, per_move)],
    }
}

fn inc(s: u64) -> PerMove {
    PerMove::Increment(Millis::from_secs(s))
}
fn delay(s: u64) -> PerMove {
    PerMove::SimpleDelay(Millis::from_secs(s))
}
fn bronstein(s: u64) -> PerMove {
    PerMove::Bronstein(Millis::from_secs(s))
}
const NONE: PerMove = PerMove::None;

use Edition::*;
use TimeClass::{Blitz, Rapid, Standard};

#[test]
fn time_classes_per_edition() {
    #[rustfmt::skip]
    let cases: Vec<(&str, TimeControl, Edition, TimeClass)> = vec![
        // 2001: base time alone; "from 15 to 60" rapid, under 15 blitz (B1, C1).
        ("2001 14:59 blitz",                 TimeControl { periods: vec![period(None, 14 * 60 + 59, NONE)] }, E2001, Blitz),
        ("2001 15:00 rapid",                 tc(15, NONE),       E2001, Rapid),
        ("2001 60:00 rapid",                 tc(60, NONE),       E2001, Rapid),
        ("2001 60:01 standard",              TimeControl { periods: vec![period(None, 3601, NONE)] }, E2001, Standard),
        ("2001 10+5 by base alone blitz",    tc(10, inc(5)),     E2001, Blitz),
        ("2001 50+30 by base alone rapid",   tc(50, inc(30)),    E2001, Rapid),
        ("2001 90+30 standard",              tc(90, inc(30)),    E2001, Standard),
        ("2001 3 min blitz",                 tc(3, NONE),        E2001, Blitz),
        ("2001 two periods 40/60:30 standard", TimeControl { periods: vec![period(Some(40), 3600, NONE), period(None, 1800, NONE)] }, E2001, Standard),
        ("2001 delay ignored 14d30 blitz",   tc(14, delay(30)),  E2001, Blitz),
        // 2005 / 2009: G + 60 × inc; < 15 blitz, 15 ≤ x < 60 rapid, ≥ 60 standard.
        ("2005 10+5 = 15 rapid",             tc(10, inc(5)),     E2005, Rapid),
        ("2005 10+4 = 14 blitz",             tc(10, inc(4)),     E2005, Blitz),
        ("2005 15:00 rapid",                 tc(15, NONE),       E2005, Rapid),
        ("2005 14:59 blitz",                 TimeControl { periods: vec![period(None, 899, NONE)] }, E2005, Blitz),
        ("2005 59:59 rapid",                 TimeControl { periods: vec![period(None, 3599, NONE)] }, E2005, Rapid),
        ("2005 60+0 standard",               tc(60, NONE),       E2005, Standard),
        ("2005 30+30 = 60 standard",         tc(30, inc(30)),    E2005, Standard),
        ("2005 10+0 blitz",                  tc(10, NONE),       E2005, Blitz),
        ("2009 10+5 = 15 rapid",             tc(10, inc(5)),     E2009, Rapid),
        ("2009 10+4 = 14 blitz",             tc(10, inc(4)),     E2009, Blitz),
        ("2009 15:00 rapid",                 tc(15, NONE),       E2009, Rapid),
        ("2009 60+0 standard",               tc(60, NONE),       E2009, Standard),
        ("2009 59+0 rapid",                  tc(59, NONE),       E2009, Rapid),
        ("2009 delay 10d5 = 15 rapid",       tc(10, delay(5)),   E2009, Rapid),
        // 2014+: ≤ 10 blitz, > 10 and < 60 rapid, ≥ 60 standard.
        ("2014 10+0 blitz",                  tc(10, NONE),       E2014, Blitz),
        ("2014 10:01 rapid",                 TimeControl { periods: vec![period(None, 601, NONE)] }, E2014, Rapid),
        ("2014 3+2 = 5 blitz",               tc(3, inc(2)),      E2014, Blitz),
        ("2014 10+5 = 15 rapid",             tc(10, inc(5)),     E2014, Rapid),
        ("2014 15+10 = 25 rapid",            tc(15, inc(10)),    E2014, Rapid),
        ("2014 30+30 = 60 standard",         tc(30, inc(30)),    E2014, Standard),
        ("2014 50+10 = 60 standard",         tc(50, inc(10)),    E2014, Standard),
        ("2014 59:59 rapid",                 TimeControl { periods: vec![period(None, 3599, NONE)] }, E2014, Rapid),
        ("2014 15:00 rapid (not blitz)",     tc(15, NONE),       E2014, Rapid),
        ("2014 9+1 = 10 blitz",              tc(9, inc(1)),      E2014, Blitz),
        ("2017 10+0 blitz",                  tc(10, NONE),       E2017, Blitz),
        ("2017 30+30 standard",              tc(30, inc(30)),    E2017, Standard),
        ("2018 3+2 blitz",                   tc(3, inc(2)),      E2018, Blitz),
        ("2018 15+10 rapid",                 tc(15, inc(10)),    E2018, Rapid),
        ("2023 10+0 blitz",                  tc(10, NONE),       E2023, Blitz),
        ("2023 10+5 rapid",                  tc(10, inc(5)),     E2023, Rapid),
        ("2023 15+10 rapid",                 tc(15, inc(10)),    E2023, Rapid),
        ("2023 30+30 standard",              tc(30, inc(30)),    E2023, Standard),
        ("2023 50+10 standard",              tc(50, inc(10)),    E2023, Standard),
        ("2023 60+0 standard",               tc(60, NONE),       E2023, Standard),
        ("2023 90+30 standard",              tc(90, inc(30)),    E2023, Standard),
        // Delays count like increments (decisions.md 17).
        ("2023 5d5 = 10 blitz",              tc(5, delay(5)),    E2023, Blitz),
        ("2023 5d6 = 11 rapid",              tc(5, delay(6)),    E2023, Rapid),
        ("2023 Bronstein 50b10 = 60 standard", tc(50, bronstein(10)), E2023, Standard),
        ("2023 Bronstein 3b2 blitz",         tc(3, bronstein(2)), E2023, Blitz),
        // Several periods: base = sum of the periods, increment = the first period's.
        ("2023 40/30+0 : 30 = 60 standard",  TimeControl { periods: vec![period(Some(40), 1800, NONE), period(None, 1800, NONE)] }, E2023, Standard),
        ("2023 40/20+0 : 20 = 40 rapid",     TimeControl { periods: vec![period(Some(40), 1200, NONE), period(None, 1200, NONE)] }, E2023, Rapid),
        ("2023 40/5+5 : 5+0 = 15 rapid (first period's inc)", TimeControl { periods: vec![period(Some(40), 300, inc(5)), period(None, 300, NONE)] }, E2023, Rapid),
        ("2023 40/5+0 : 5+5 = 10 blitz (later inc ignored)", TimeControl { periods: vec![period(Some(40), 300, NONE), period(None, 300, inc(5))] }, E2023, Blitz),
        ("2005 40/5+0 : 9+0 = 14 blitz",     TimeControl { periods: vec![period(Some(40), 300, NONE), period(None, 540, NONE)] }, E2005, Blitz),
        ("2023 FIDE 40/90+30 : 30+30 standard", TimeControl { periods: vec![period(Some(40), 5400, inc(30)), period(None, 1800, inc(30))] }, E2023, Standard),
    ];
    let mut failures = Vec::new();
    for (name, tc, edition, want) in &cases {
        let got = classify(tc, *edition);
        if got != *want {
            failures.push(format!(
                "{name}: got {}, expected {}",
                got.as_str(),
                want.as_str()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_edition_classes_every_time_control() {
    // 2005 and 2014 differ exactly on (10, 15) minutes; 2001 and 2005 on increment games.
    let cases: Vec<(&str, TimeControl, [TimeClass; 7])> = vec![
        (
            "12+0",
            tc(12, NONE),
            [Blitz, Blitz, Blitz, Rapid, Rapid, Rapid, Rapid],
        ),
        (
            "10+3 = 13",
            tc(10, inc(3)),
            [Blitz, Blitz, Blitz, Rapid, Rapid, Rapid, Rapid],
        ),
        (
            "45+15 = 60",
            tc(45, inc(15)),
            [
                Rapid, Standard, Standard, Standard, Standard, Standard, Standard,
            ],
        ),
    ];
    for (name, tc, want) in cases {
        for (edition, want) in Edition::ALL.into_iter().zip(want) {
            assert_eq!(classify(&tc, edition), want, "{name} under {edition}");
        }
    }
}
