//! Times one ruling (parse the incident, replay it, rule) for every incident written out in
//! tests/rulings_unnoticed.rs (play after an unruled illegal move, illegal positions, boards
//! found so), in every edition.
//!
//! ```text
//! cargo run --profile release-native --example bench_unnoticed [-- ROUNDS]
//! ```
//!
//! Prints the median, p99 and maximum per ruling; never asserts a time.
use std::time::{Duration, Instant};

use arbitro::incident::Incident;
use arbitro::laws::Edition;
use arbitro::rulings::rule;

/// The incidents the table writes as raw JSON literals (`r#"{...}"#`).
fn incidents(source: &str) -> Vec<serde_json::Value> {
    source
        .split("r#\"")
        .skip(1)
        .filter_map(|s| s.split("\"#").next())
        .filter_map(|s| serde_json::from_str::<serde_json::Value>(s).ok())
        .filter(|v| v.get("events").is_some() && v.get("edition").is_none())
        .collect()
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let source = include_str!("../tests/rulings_unnoticed.rs");
    let cases: Vec<(serde_json::Value, Edition)> = incidents(source)
        .into_iter()
        .flat_map(|v| Edition::ALL.into_iter().map(move |e| (v.clone(), e)))
        .collect();
    let mut times: Vec<Duration> = Vec::with_capacity(cases.len() * rounds);
    let mut refused = 0;
    for _ in 0..rounds {
        for (v, e) in &cases {
            let start = Instant::now();
            let ruled = Incident::from_value_for(v, *e).and_then(|i| rule(&i));
            times.push(start.elapsed());
            refused += usize::from(ruled.is_err());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{} incident×edition cases, {rounds} rounds; {} refused",
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
