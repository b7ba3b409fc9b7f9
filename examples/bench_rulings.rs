//! Times one ruling (parse the incident, replay it, rule) for every incident of the drill bank
//! in every edition it lists: the engine's whole table of real cases.
//!
//! ```text
//! cargo run --profile release-native --example bench_rulings [-- ROUNDS]
//! ```
//!
//! Prints the median, p99 and maximum per ruling; never asserts a time.
use std::time::{Duration, Instant};

use arbitro::drills::catalogue;
use arbitro::incident::Incident;
use arbitro::rulings::rule;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let arbitro::drills::Catalogue { drills, errors } = catalogue();
    let cases: Vec<_> = drills
        .iter()
        .flat_map(|d| d.editions.iter().map(move |&e| (d, e)))
        .collect();
    let mut times: Vec<Duration> = Vec::with_capacity(cases.len() * rounds);
    let mut refused = 0;
    for _ in 0..rounds {
        for (d, e) in &cases {
            let start = Instant::now();
            let ruled = Incident::from_value_for(&d.incident, *e).and_then(|i| rule(&i));
            times.push(start.elapsed());
            refused += usize::from(ruled.is_err());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{} drills ({} files refused), {} incident×edition cases, {rounds} rounds; {} impossible inputs",
        drills.len(),
        errors.len(),
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
