//! Times `arbitro rule`'s work on a 100-move game: parse the incident (JSON, SAN replay of 200
//! plies, validation) and rule on it.
//!
//! ```text
//! cargo run --profile release-native --example bench_rule [-- ITERATIONS]
//! ```
//!
//! Prints figures only (median, p95 per call); it never asserts a time. Two incidents: one
//! whose event needs no analysis (a wait: the standing ruling), and one that completes a move
//! (the arbiter then checks the automatic ends, including the dead-position analysis).
use std::time::{Duration, Instant};

use arbitro::game::Game;
use arbitro::incident::Incident;
use arbitro::rulings::rule;
use shakmaty::Position;

/// A deterministic 200-ply legal game: a small linear congruential generator picks among the
/// legal moves, avoiding moves that end the game.
fn hundred_moves() -> Vec<String> {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    'again: loop {
        let mut game = Game::new();
        while game.plies() < 200 {
            let moves = game.position().legal_moves();
            let mut order: Vec<usize> = (0..moves.len()).collect();
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            order.rotate_left((seed >> 33) as usize % moves.len());
            let next = order.into_iter().map(|i| moves[i]).find(|m| {
                let mut after = game.position().clone();
                after.play_unchecked(*m);
                !after.legal_moves().is_empty() && !after.is_insufficient_material()
            });
            match next {
                Some(m) => game.play(m).expect("legal"),
                None => continue 'again,
            }
        }
        return game.moves_san();
    }
}

fn stats(name: &str, mut times: Vec<Duration>) {
    times.sort();
    let median = times[times.len() / 2];
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    println!(
        "{name}: {} runs, median {:.1} µs, p95 {:.1} µs",
        times.len(),
        median.as_secs_f64() * 1e6,
        p95.as_secs_f64() * 1e6
    );
}

fn main() {
    let iterations: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let moves = hundred_moves();
    let moves_json = serde_json::to_string(&moves).unwrap();
    let mover = if moves.len().is_multiple_of(2) {
        "white"
    } else {
        "black"
    };
    let standing = format!(
        r#"{{"edition":"2023","time_control":"5400+30","moves":{moves_json},"clocks":{{"white":"0:30:00","black":"0:30:00"}},"events":[{{"wait":"0:10"}}]}}"#
    );
    // Complete one more legal move: the arbiter then looks for the automatic ends.
    let mut game = Game::new();
    for m in &moves {
        game.play_san(m).unwrap();
    }
    let next = game.position().legal_moves()[0];
    let uci = next.to_uci(shakmaty::CastlingMode::Standard).to_string();
    let completed = format!(
        r#"{{"edition":"2023","time_control":"5400+30","moves":{moves_json},"clocks":{{"white":"0:30:00","black":"0:30:00"}},"events":[{{"play":"{uci}"}},{{"press_clock":"{mover}"}}]}}"#
    );
    println!("game: {} plies ({} moves)", moves.len(), moves.len() / 2);
    for (name, text) in [
        ("parse + replay + standing ruling", &standing),
        (
            "parse + replay + completed move (automatic ends)",
            &completed,
        ),
    ] {
        let first = rule(&Incident::from_json(text).expect("valid")).expect("rules");
        println!("{name}: decision {}", first.decision);
        let mut parse_only = Vec::with_capacity(iterations);
        let mut times = Vec::with_capacity(iterations);
        for _ in 0..iterations {
            let t = Instant::now();
            let inc = Incident::from_json(text).unwrap();
            parse_only.push(t.elapsed());
            std::hint::black_box(rule(&inc).unwrap());
            times.push(t.elapsed());
        }
        stats(&format!("  {name}: parse only"), parse_only);
        stats(&format!("  {name}: total"), times);
    }
}
