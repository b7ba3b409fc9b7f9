//! Times `dead_report` over the public chasolver test set and checks it against the labels.
//!
//! ```text
//! cargo run --profile release-native --example bench_dead [-- FILE]
//! ```
//!
//! Prints figures only (median, p95, max per query; decided / agreeing / unsound counts);
//! it never asserts a time. Exit status 1 if any answer is unsound (a "No" for a side the file
//! says can mate) or a proving line fails to replay.
use std::time::{Duration, Instant};

use arbitro::analysis::{Budget, CanMate, DeadReport, can_checkmate, verify};
use arbitro::game::parse_fen;
use shakmaty::{CastlingMode, Chess, Color, fen::Fen};

/// Legal positions as the game reads them; the constructed ones (more promoted pieces than
/// missing pawns allow, or an impossible check) with those two checks relaxed.
#[allow(clippy::result_large_err)] // shakmaty hands the position back in its error
fn read(fen: &str) -> Option<(Chess, bool)> {
    if let Ok(pos) = parse_fen(fen) {
        return Some((pos, true));
    }
    let setup: Fen = fen.parse().ok()?;
    let pos = setup
        .into_position::<Chess>(CastlingMode::Standard)
        .or_else(|e| e.ignore_too_much_material())
        .or_else(|e| e.ignore_impossible_check())
        .ok()?;
    Some((pos, false))
}

fn main() -> std::process::ExitCode {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/data/chasolver-positions.txt".to_string());
    let text = std::fs::read_to_string(&path).expect("read the positions file");
    let budget = Budget::default();

    let mut times: Vec<Duration> = Vec::new();
    let mut legal_times: Vec<Duration> = Vec::new();
    let (mut sides, mut decided, mut agree, mut unsound, mut bad_lines) = (0, 0, 0, 0, 0);
    let (mut positions, mut dead_decided, mut refused) = (0, 0, 0usize);
    let mut slowest: Vec<(Duration, String)> = Vec::new();
    let mut undetermined: Vec<String> = Vec::new();

    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (label, fen) = line.split_at(2);
        let fen = fen.trim();
        let Some((pos, legal)) = read(fen) else {
            println!("cannot read {fen}");
            continue;
        };
        refused += usize::from(!legal);
        positions += 1;
        let start = Instant::now();
        let white = can_checkmate(&pos, Color::White, budget);
        let black = can_checkmate(&pos, Color::Black, budget);
        let report = DeadReport::new(&white, &black);
        let elapsed = start.elapsed();
        times.push(elapsed);
        if legal {
            legal_times.push(elapsed);
        }
        slowest.push((elapsed, fen.to_string()));
        if report.dead.is_some() {
            dead_decided += 1;
        }
        for (answer, expected, side) in [
            (&white, label.starts_with('W'), Color::White),
            (&black, label.ends_with('B'), Color::Black),
        ] {
            sides += 1;
            match answer {
                CanMate::Yes { line } => {
                    decided += 1;
                    if !verify(&pos, side, line) {
                        bad_lines += 1;
                        println!("BAD LINE {side:?} {fen}");
                    }
                    if expected {
                        agree += 1;
                    } else {
                        println!("yes with a line where the file says no ({side:?}): {fen}");
                    }
                }
                CanMate::No => {
                    decided += 1;
                    if expected {
                        unsound += 1;
                        println!("UNSOUND no for {side:?}: {fen}");
                    } else {
                        agree += 1;
                    }
                }
                CanMate::Undetermined => undetermined.push(format!("{side:?} {fen}")),
            }
        }
    }

    times.sort();
    legal_times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    let legal_pct = |p: f64| legal_times[((legal_times.len() as f64 - 1.0) * p).round() as usize];
    let total: Duration = times.iter().sum();
    println!("file: {path}");
    println!(
        "positions: {positions} ({refused} not legal in a game, read relaxed); side questions: {sides}; budget {budget:?}"
    );
    println!(
        "decided: {decided}/{sides} sides, {dead_decided}/{positions} dead verdicts; agree with the labels: {agree}/{decided}"
    );
    println!("unsound answers: {unsound}; lines failing to replay: {bad_lines}");
    println!("undetermined sides: {}", undetermined.len());
    for u in &undetermined {
        println!("  undetermined: {u}");
    }
    println!(
        "time per dead query (both sides): median {:?}, p95 {:?}, p99 {:?}, max {:?}, mean {:?}, total {:?}",
        pct(0.5),
        pct(0.95),
        pct(0.99),
        times[times.len() - 1],
        total / times.len() as u32,
        total
    );
    println!(
        "  legal positions only ({}): median {:?}, p95 {:?}, max {:?}",
        legal_times.len(),
        legal_pct(0.5),
        legal_pct(0.95),
        legal_times[legal_times.len() - 1]
    );
    slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
    for (t, fen) in slowest.iter().take(5) {
        println!("  slow: {t:?} {fen}");
    }
    if unsound > 0 || bad_lines > 0 {
        std::process::ExitCode::FAILURE
    } else {
        std::process::ExitCode::SUCCESS
    }
}
