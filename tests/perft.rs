//! Move generation agrees with the published perft counts (chessprogramming wiki, "Perft
//! Results"), counted by our own walk over `Game`'s positions and by shakmaty's `perft`; and
//! every legal move reads back through `Game::parse_uci` and `Game::parse_san`.
use arbitro::game::{Game, parse_fen};
use shakmaty::{Chess, Position};

fn walk(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            walk(&next, depth - 1)
        })
        .sum()
}

const CASES: &[(&str, &str, &[u64])] = &[
    (
        "initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862],
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467],
    ),
    (
        "position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9_467],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379],
    ),
];

#[test]
fn perft_matches_published_counts() {
    for (name, fen, counts) in CASES {
        let game = Game::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (i, expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(
                walk(game.position(), depth),
                *expected,
                "{name} depth {depth}"
            );
        }
        let depth = counts.len() as u32;
        assert_eq!(
            shakmaty::perft(game.position(), depth),
            counts[counts.len() - 1],
            "{name}: shakmaty::perft depth {depth}"
        );
    }
}

/// Every legal move two plies deep, written in UCI and in SAN (with a check mark when it
/// checks), reads back as the same move; and playing it through `Game` gives the same FEN as
/// playing it on the position directly.
#[test]
fn every_legal_move_reads_back_from_uci_and_san() {
    for (name, fen, _) in CASES {
        let root = Game::from_fen(fen).unwrap();
        for m in root.legal_moves() {
            let mut game = root.clone();
            game.play(m).unwrap();
            for reply in game.legal_moves() {
                let uci = game.uci(reply);
                assert_eq!(game.parse_uci(&uci).unwrap(), reply, "{name}: uci {uci}");
                let san = game.san(reply);
                assert_eq!(game.parse_san(&san).unwrap(), reply, "{name}: san {san}");
                let after = game.after(reply).unwrap();
                let marked = if after.is_checkmate() {
                    format!("{san}#")
                } else if after.is_check() {
                    format!("{san}+")
                } else {
                    san.clone()
                };
                assert_eq!(
                    game.parse_san(&marked).unwrap(),
                    reply,
                    "{name}: san {marked}"
                );
                let mut played = game.clone();
                played.play_uci(&uci).unwrap();
                assert_eq!(
                    played.to_fen(),
                    arbitro::game::fen_of(&after),
                    "{name}: {uci}"
                );
            }
        }
    }
    // A FEN the walk above reads is also accepted by parse_fen on its own.
    assert!(parse_fen(CASES[1].1).is_ok());
}
