//! The analysis against the public CHA-Solver test positions (tests/data/chasolver-positions.txt,
//! MIT licence in tests/data/chasolver-positions.LICENSE). Each line is a two-character label
//! (`W`/`-` whether White can helpmate, `B`/`-` whether Black can) and a FEN.
//!
//! Soundness is the hard requirement: never "No" for a side that can mate, and every "Yes"
//! line replays to a checkmate by that side. Agreement with the labels is reported.
//!
//! A debug test run takes every 10th position (a few seconds); the whole file runs in
//! `full_public_set` (`cargo test --profile release-native --test analysis_public_set -- --ignored`,
//! 104 s measured on a loaded machine) and in
//! the benchmark `cargo run --profile release-native --example bench_dead`, which also times it.
//!
//! 268 of the positions are not legal in a real game (shakmaty: too much material, i.e. more
//! promoted pieces than missing pawns allow, or an impossible check); `parse_fen` refuses them,
//! so here they are read with those two checks relaxed and analysed all the same.
use arbitro::analysis::{Budget, CanMate, can_checkmate, verify};
use arbitro::game::parse_fen;
use shakmaty::{CastlingMode, Chess, Color, fen::Fen};

const POSITIONS: &str = include_str!("data/chasolver-positions.txt");

struct Labelled {
    fen: &'static str,
    white: bool,
    black: bool,
}

fn labelled() -> Vec<Labelled> {
    POSITIONS
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (label, fen) = l.split_at(2);
            assert!(matches!(label, "WB" | "W-" | "-B" | "--"), "label in {l}");
            Labelled {
                fen: fen.trim(),
                white: label.starts_with('W'),
                black: label.ends_with('B'),
            }
        })
        .collect()
}

/// Legal positions as the game reads them; the constructed ones with two checks relaxed.
#[allow(clippy::result_large_err)] // shakmaty hands the position back in its error
fn read(fen: &str) -> (Chess, bool) {
    match parse_fen(fen) {
        Ok(pos) => (pos, true),
        Err(_) => {
            let setup: Fen = fen.parse().expect("a FEN");
            let pos = setup
                .into_position::<Chess>(CastlingMode::Standard)
                .or_else(|e| e.ignore_too_much_material())
                .or_else(|e| e.ignore_impossible_check())
                .unwrap_or_else(|e| panic!("{fen}: {e}"));
            (pos, false)
        }
    }
}

fn check(sample: impl Iterator<Item = Labelled>) {
    let budget = Budget::default();
    let (mut sides, mut decided, mut agree, mut relaxed) = (0, 0, 0, 0);
    let mut problems = Vec::new();
    for case in sample {
        let (pos, legal) = read(case.fen);
        relaxed += usize::from(!legal);
        for (side, can) in [(Color::White, case.white), (Color::Black, case.black)] {
            sides += 1;
            match can_checkmate(&pos, side, budget) {
                CanMate::Yes { line } => {
                    decided += 1;
                    if !verify(&pos, side, &line) {
                        problems.push(format!("line does not mate ({side:?}): {}", case.fen));
                    }
                    if can {
                        agree += 1;
                    } else {
                        // A verified line beats the label; report it loudly all the same.
                        problems.push(format!(
                            "mate found against the label ({side:?}): {}",
                            case.fen
                        ));
                    }
                }
                CanMate::No => {
                    decided += 1;
                    if can {
                        problems.push(format!("UNSOUND No ({side:?}): {}", case.fen));
                    } else {
                        agree += 1;
                    }
                }
                CanMate::Undetermined => {}
            }
        }
    }
    println!(
        "{sides} side questions ({relaxed} positions read relaxed): {decided} decided, {agree} agree with the labels"
    );
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(sides > 0);
}

#[test]
fn every_label_is_well_formed_and_every_legal_fen_reads() {
    let all = labelled();
    assert_eq!(all.len(), 3414);
    let refused = all.iter().filter(|c| parse_fen(c.fen).is_err()).count();
    assert_eq!(refused, 268);
}

#[test]
fn sample_of_the_public_set_is_sound() {
    check(labelled().into_iter().step_by(10));
}

#[test]
#[ignore = "the whole file: 1-2 minutes optimised; cargo test --profile release-native --test analysis_public_set -- --ignored"]
fn full_public_set() {
    check(labelled().into_iter());
}
