//! Times one ruling (parse the incident, replay it, rule) for every line of the table of the
//! exam situations made expressible (tests/rulings_expressible.rs), in every edition it lists.
//!
//! ```text
//! cargo run --profile release-native --example bench_expressible [-- ROUNDS]
//! ```
//!
//! Prints the median, p99 and maximum per ruling; never asserts a time.
use std::time::{Duration, Instant};

use arbitro::incident::Incident;
use arbitro::rulings::rule;

const TABLE: &str = include_str!("../tests/rulings_expressible.rs");
const ALL: [&str; 7] = ["2001", "2005", "2009", "2014", "2017", "2018", "2023"];

/// The table's incidents, one per line and edition: `@def NAME text` replaced in the lines
/// after it (longest names first), as `tests/ruling_table` reads them.
fn incidents() -> Vec<String> {
    let mut defs: Vec<(String, String)> = Vec::new();
    let mut out = Vec::new();
    for line in TABLE.lines().map(str::trim) {
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
        let editions: Vec<&str> = if *editions == "all" {
            ALL.to_vec()
        } else {
            editions.split(',').map(str::trim).collect()
        };
        for e in editions {
            out.push(format!("{{\"edition\":\"{e}\",{}", &json[1..]));
        }
    }
    out
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let cases = incidents();
    let mut times: Vec<Duration> = Vec::with_capacity(cases.len() * rounds);
    let mut refused = 0;
    for _ in 0..rounds {
        for text in &cases {
            let start = Instant::now();
            let ruled = Incident::from_json(text).and_then(|i| rule(&i));
            times.push(start.elapsed());
            refused += usize::from(ruled.is_err());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{} incident×edition cases, {rounds} rounds; {} bad inputs (the table's err= lines)",
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
