//! `Game`: FIDE's "same position" (side to move, placement, castling rights, en passant only
//! when the capture is legal), the occurrence counters, and the ply counter for 50/75 moves.
use arbitro::game::Game;
use proptest::prelude::*;
use shakmaty::Position;

fn play(fen: Option<&str>, moves: &[&str]) -> Game {
    Game::from_fen_and_san(fen, moves).unwrap_or_else(|e| panic!("{e}"))
}

const KNIGHTS_OUT_AND_BACK: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn threefold_and_fivefold_with_knights() {
    let mut g = Game::new();
    assert_eq!(g.occurrences(), 1);
    assert_eq!(g.consecutive_alternate_occurrences(), 1);
    for round in 1..=4 {
        for san in KNIGHTS_OUT_AND_BACK {
            g.play_san(san).unwrap();
        }
        assert_eq!(g.occurrences(), round + 1, "round {round}");
        assert_eq!(
            g.consecutive_alternate_occurrences(),
            round + 1,
            "round {round}"
        );
    }
    // The position after 1.Nf3 occurred 5 times too, but it is not the current one.
    g.play_san("Nf3").unwrap();
    assert_eq!(g.occurrences(), 5);
    assert_eq!(g.plies_since_pawn_move_or_capture(), 17);
}

#[test]
fn a_gap_breaks_consecutive_alternate_occurrences_but_not_the_count() {
    let mut moves: Vec<&str> = Vec::new();
    moves.extend(KNIGHTS_OUT_AND_BACK); // start position again at ply 4
    moves.extend(KNIGHTS_OUT_AND_BACK); // ply 8
    // An eight-ply loop back to the start position (ply 16): no occurrence at ply 12.
    moves.extend(["Nf3", "Nf6", "Nc3", "Nc6", "Nb1", "Nb8", "Ng1", "Ng8"]);
    moves.extend(KNIGHTS_OUT_AND_BACK); // ply 20
    moves.extend(KNIGHTS_OUT_AND_BACK); // ply 24
    let g = play(None, &moves);
    assert_eq!(g.occurrences(), 6);
    assert_eq!(g.consecutive_alternate_occurrences(), 3); // plies 24, 20, 16
}

#[test]
fn counts_after_a_candidate_move_without_playing_it() {
    let g = play(None, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    let before = g.clone();
    let ng8 = g.parse_san("Ng8").unwrap();
    assert_eq!(g.occurrences_after(ng8).unwrap(), 3);
    assert_eq!(g.consecutive_alternate_occurrences_after(ng8).unwrap(), 3);
    let nh6 = g.parse_san("Nh5").unwrap();
    assert_eq!(g.occurrences_after(nh6).unwrap(), 1);
    assert_eq!(g.consecutive_alternate_occurrences_after(nh6).unwrap(), 1);
    assert_eq!(g.plies_since_pawn_move_or_capture_after(ng8).unwrap(), 8);
    let e5 = g.parse_san("e5").unwrap();
    assert_eq!(g.plies_since_pawn_move_or_capture_after(e5).unwrap(), 0);
    // Nothing was played.
    assert_eq!(g.to_fen(), before.to_fen());
    assert_eq!(g.moves().len(), 7);
    // And the "after" counts equal the counts once the move is played.
    let mut played = g.clone();
    played.play(ng8).unwrap();
    assert_eq!(played.occurrences(), 3);
    assert_eq!(played.consecutive_alternate_occurrences(), 3);
}

#[test]
fn lost_castling_rights_make_a_different_position() {
    // After 1.e4 e5 the kings walk out and back: same placement, but no castling rights.
    let g = play(None, &["e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8"]);
    assert_eq!(g.occurrences(), 1);
    // From then on the positions repeat normally.
    let g = play(
        None,
        &[
            "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8",
        ],
    );
    assert_eq!(g.occurrences(), 2);
    // Rights lost by a rook move count the same way.
    let g = play(
        Some("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1"),
        &["Ra2", "Ra7", "Ra1", "Ra8"],
    );
    assert_eq!(g.occurrences(), 1);
}

#[test]
fn en_passant_counts_only_when_the_capture_is_possible() {
    // After 1.e4 Black's d4 pawn can take en passant: that position differs from the same
    // placement later on, when the right has gone.
    let g = play(
        Some("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"),
        &["e4", "Ke7", "Ke2", "Ke8", "Ke1"],
    );
    assert_eq!(
        g.positions()[1].legal_ep_square().map(|s| s.to_string()),
        Some("e3".into())
    );
    assert_eq!(g.occurrences(), 1);
    // With no black pawn able to capture, the double step leaves no en passant right.
    let g = play(
        Some("4k3/8/8/8/p7/8/4P3/4K3 w - - 0 1"),
        &["e4", "Ke7", "Ke2", "Ke8", "Ke1"],
    );
    assert_eq!(g.occurrences(), 2);
    // A capture that would be pseudo-legal but exposes the king (rook on the fourth rank)
    // does not count either.
    let g = play(
        Some("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1"),
        &["e4", "Ka3", "Kd1", "Ka4", "Ke1"],
    );
    assert_eq!(g.positions()[1].legal_ep_square(), None);
    assert_eq!(g.occurrences(), 2);
}

#[test]
fn side_to_move_is_part_of_the_position() {
    // Rook triangle: same placement with the other side to move is a different position.
    let g = play(
        Some("7k/8/8/8/8/8/8/R3K3 w - - 0 1"),
        &["Ra2", "Kg8", "Ra3", "Kh8", "Ra1"],
    );
    // The start placement again, but with Black to move.
    assert_eq!(g.to_fen().split(' ').next(), Some("7k/8/8/8/8/8/8/R3K3"));
    assert_eq!(g.occurrences(), 1);
    // Four more plies bring it back with Black to move: now it is a repetition.
    let mut g = g;
    for san in ["Kg8", "Ra2", "Kh8", "Ra1"] {
        g.play_san(san).unwrap();
    }
    assert_eq!(g.occurrences(), 2);
}

#[test]
fn plies_since_pawn_move_or_capture_include_the_fen_clock() {
    let mut g = Game::from_fen("8/8/4k3/8/8/3K4/8/R7 w - - 97 80").unwrap();
    assert_eq!(g.plies_since_pawn_move_or_capture(), 97);
    for san in ["Ra2", "Kd6", "Ra1"] {
        g.play_san(san).unwrap();
    }
    assert_eq!(g.plies_since_pawn_move_or_capture(), 100);
    assert_eq!(g.move_number(), 81);
    // A capture resets it.
    let mut g = Game::from_fen("8/8/4k3/8/8/3K4/8/r6R w - - 149 80").unwrap();
    assert_eq!(g.plies_since_pawn_move_or_capture(), 149);
    let rxa1 = g.parse_san("Rxa1").unwrap();
    assert_eq!(g.plies_since_pawn_move_or_capture_after(rxa1).unwrap(), 0);
    let rh2 = g.parse_san("Rh2").unwrap();
    assert_eq!(g.plies_since_pawn_move_or_capture_after(rh2).unwrap(), 150);
    g.play(rxa1).unwrap();
    assert_eq!(g.plies_since_pawn_move_or_capture(), 0);
}

proptest! {
    /// Along any random game: occurrences = the number of equal keys in the history, the
    /// alternate count never exceeds it, "after" counts equal the counts once played, and
    /// the ply counter is the FEN's halfmove clock.
    #[test]
    fn counters_are_consistent_along_random_games(choices in prop::collection::vec(0usize..64, 0..80)) {
        let mut g = Game::new();
        for c in choices {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[c % moves.len()];
            let after = g.occurrences_after(m).unwrap();
            let alt_after = g.consecutive_alternate_occurrences_after(m).unwrap();
            let plies_after = g.plies_since_pawn_move_or_capture_after(m).unwrap();
            g.play(m).unwrap();
            prop_assert_eq!(g.occurrences(), after);
            prop_assert_eq!(g.consecutive_alternate_occurrences(), alt_after);
            prop_assert_eq!(g.plies_since_pawn_move_or_capture(), plies_after);
            prop_assert!(g.consecutive_alternate_occurrences() <= g.occurrences());
            prop_assert!(g.consecutive_alternate_occurrences() >= 1);
            let keys = g.keys();
            let key = keys.last().unwrap();
            prop_assert_eq!(g.keys().iter().filter(|k| *k == key).count(), g.occurrences());
            let fen_clock: u32 = g.to_fen().split(' ').nth(4).unwrap().parse().unwrap();
            prop_assert_eq!(fen_clock, g.plies_since_pawn_move_or_capture());
        }
    }
}
