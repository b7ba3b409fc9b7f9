//! Times one ruling (parse the incident, replay it, rule) for every incident of the drill bank
//! in every edition it lists: the engine's whole table of real cases; then the same for the
//! incidents written out in tests/rulings_unnoticed.rs (play after an unruled illegal move,
//! illegal positions, boards found so) in every edition, and for the lines of
//! tests/rulings_expressible.rs (the exam situations made expressible) in the editions each lists.
//!
//! ```text
//! cargo run --profile release-native --example bench_rulings [-- ROUNDS]
//! ```
//!
//! Prints the median, p99 and maximum per ruling for each table; never asserts a time.
use std::time::{Duration, Instant};

use arbitro::drills::catalogue;
use arbitro::incident::Incident;
use arbitro::laws::Edition;
use arbitro::rulings::rule;

/// The incidents a table test writes as raw JSON literals (`r#"{...}"#`) without an edition.
fn written_out(source: &str) -> Vec<serde_json::Value> {
    source
        .split("r#\"")
        .skip(1)
        .filter_map(|s| s.split("\"#").next())
        .filter_map(|s| serde_json::from_str::<serde_json::Value>(s).ok())
        .filter(|v| v.get("events").is_some() && v.get("edition").is_none())
        .collect()
}

/// The lines of tests/rulings_expressible.rs (`name | editions | json | expected`), with each
/// `@def NAME text` replaced in the lines after it (longest names first), as the test reads them.
fn expressible(source: &str) -> Vec<(serde_json::Value, Edition)> {
    let mut defs: Vec<(String, String)> = Vec::new();
    let mut out = Vec::new();
    for line in source.lines().map(str::trim) {
        if let Some(def) = line.strip_prefix("@def ") {
            let (name, text) = def.split_once(' ').unwrap_or((def, ""));
            defs.retain(|(n, _)| n != name);
            defs.push((name.to_owned(), text.to_owned()));
            defs.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
            continue;
        }
        let fields: Vec<&str> = line.split(" | ").collect();
        let [_, editions, json, _] = fields.as_slice() else {
            continue;
        };
        let mut json = json.to_string();
        for (name, text) in &defs {
            json = json.replace(&format!("${name}"), text);
        }
        let Ok(incident) = serde_json::from_str::<serde_json::Value>(&json) else {
            continue;
        };
        let editions: Vec<Edition> = if *editions == "all" {
            Edition::ALL.to_vec()
        } else {
            editions
                .split(',')
                .filter_map(|e| e.trim().parse().ok())
                .collect()
        };
        out.extend(editions.into_iter().map(|e| (incident.clone(), e)));
    }
    out
}

/// Rules every case `rounds` times and prints the figures.
fn time(what: &str, cases: &[(&serde_json::Value, Edition)], rounds: usize) {
    let mut times: Vec<Duration> = Vec::with_capacity(cases.len() * rounds);
    let mut refused = 0;
    for _ in 0..rounds {
        for (incident, e) in cases {
            let start = Instant::now();
            let ruled = Incident::from_value_for(incident, *e).and_then(|i| rule(&i));
            times.push(start.elapsed());
            refused += usize::from(ruled.is_err());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{what}: {} incident×edition cases, {rounds} rounds; {} impossible inputs",
        cases.len(),
        refused / rounds.max(1)
    );
    println!(
        "per ruling: median {:.3} ms  p99 {:.3} ms  max {:.3} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3)
    );
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let arbitro::drills::Catalogue { drills, errors } = catalogue();
    let cases: Vec<_> = drills
        .iter()
        .flat_map(|d| d.editions.iter().map(move |&e| (&d.incident, e)))
        .collect();
    time(
        &format!("{} drills ({} files refused)", drills.len(), errors.len()),
        &cases,
        rounds,
    );
    let unnoticed = written_out(include_str!("../tests/rulings_unnoticed.rs"));
    let cases: Vec<_> = unnoticed
        .iter()
        .flat_map(|v| Edition::ALL.into_iter().map(move |e| (v, e)))
        .collect();
    time("tests/rulings_unnoticed.rs", &cases, rounds);
    let table = expressible(include_str!("../tests/rulings_expressible.rs"));
    let cases: Vec<_> = table.iter().map(|(v, e)| (v, *e)).collect();
    time("tests/rulings_expressible.rs", &cases, rounds);
}
