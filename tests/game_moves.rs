//! `Game`: reading moves in SAN and UCI, refusing bad input without changing anything.
use arbitro::game::{Game, GameError, INITIAL_FEN, Notation};
use shakmaty::{Color, Move, Role, Square};

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_initial_position() {
    let g = Game::new();
    assert_eq!(g.to_fen(), INITIAL_FEN);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.move_number(), 1);
    assert_eq!(g.legal_moves().len(), 20);
    assert_eq!(g.positions().len(), 1);
    assert!(!g.is_checkmate() && !g.is_stalemate() && !g.is_check());
    assert_eq!(Game::from_fen(INITIAL_FEN).unwrap().to_fen(), INITIAL_FEN);
}

#[test]
fn san_moves_with_and_without_marks() {
    let mut g = Game::new();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"] {
        g.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(
        g.to_fen(),
        "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 5"
    );
    assert_eq!(g.moves_san().last().unwrap(), "O-O");
    assert_eq!(g.move_number(), 5);
    assert_eq!(g.turn(), Color::Black);

    // Fool's mate with check marks, annotations and surrounding spaces tolerated.
    let mut g = Game::new();
    for san in ["f3", "e5?!", " g4 ", "Qh4#"] {
        g.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert!(g.is_checkmate());
    assert_eq!(g.turn(), Color::White);
    // A check mark on a move that is not check is tolerated too (the scoresheet's business).
    let mut g = Game::new();
    g.play_san("Nf3+").unwrap();
}

#[test]
fn castling_in_every_spelling() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for (input, uci) in [
        ("O-O", false),
        ("0-0", false),
        ("e1g1", true),
        ("e1h1", true),
    ] {
        let mut g = game(fen);
        let m = if uci {
            g.play_uci(input).unwrap()
        } else {
            g.play_san(input).unwrap()
        };
        assert_eq!(
            m,
            Move::Castle {
                king: Square::E1,
                rook: Square::H1
            },
            "{input}"
        );
        assert_eq!(g.uci(m), "e1g1");
        assert_eq!(g.to_fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", "{input}");
    }
    let mut g = game(fen);
    // A check mark that is wrong is ignored: the move is what counts.
    assert!(g.play_san("O-O-O+").is_ok());
    let mut g = game(fen);
    g.play_san("O-O-O").unwrap();
    // Black may not castle long through d8, which the rook on d1 now attacks.
    assert!(matches!(
        g.play_uci("e8c8"),
        Err(GameError::IllegalMove { .. })
    ));
    g.play_uci("e8g8").unwrap();
    assert_eq!(g.to_fen(), "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2");
}

#[test]
fn promotion_and_en_passant() {
    let mut g = game("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    let m = g.play_uci("e7e8q").unwrap();
    assert_eq!(m.promotion(), Some(Role::Queen));
    assert_eq!(g.to_fen(), "4Q3/6k1/8/8/8/8/8/4K3 b - - 0 1");

    let mut g = game("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(g.play_san("e8=N+").unwrap().promotion(), Some(Role::Knight));

    // A pawn left on the last rank unpromoted is not a legal move.
    let g = game("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    assert!(matches!(
        g.parse_uci("e7e8"),
        Err(GameError::IllegalMove { .. })
    ));
    assert!(matches!(
        g.parse_san("e8"),
        Err(GameError::IllegalMove { .. })
    ));

    let mut g = game("4k3/8/8/3p4/8/8/4P3/4K3 b - - 0 1");
    g.play_san("d4").unwrap();
    g.play_san("e4").unwrap();
    assert_eq!(g.to_fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 2");
    let m = g.play_uci("d4e3").unwrap();
    assert!(matches!(m, Move::EnPassant { .. }));
    assert_eq!(g.to_fen(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 3");
}

#[test]
fn bad_fen_names_the_input_and_the_reason() {
    for (fen, reason) in [
        ("not a fen", "invalid"),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "empty board"),
        ("4k3/8/8/8/8/8/8/8 w - - 0 1", "missing king"),
        ("4k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawns on backrank"),
        ("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "opposite check"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "invalid castling rights"),
    ] {
        let err = Game::from_fen(fen).unwrap_err();
        match &err {
            GameError::BadFen {
                fen: input,
                reason: why,
            } => {
                assert_eq!(input, fen);
                assert!(why.contains(reason), "{fen}: {why}");
            }
            other => panic!("{fen}: {other:?}"),
        }
        assert!(err.to_string().contains(fen));
        assert!(
            err.text().pt.starts_with("FEN inválida"),
            "{}",
            err.text().pt
        );
        assert_eq!(err.text().en, err.to_string());
    }
    // Four fields are enough (the counters default to 0 1).
    assert_eq!(
        Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - -")
            .unwrap()
            .to_fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn refused_moves_leave_the_game_untouched() {
    let mut g = Game::new();
    g.play_san("e4").unwrap();
    let before = g.clone();
    let fen = g.to_fen();

    let err = g.play_san("e4").unwrap_err();
    assert_eq!(
        err,
        GameError::IllegalMove {
            input: "e4".into(),
            fen: fen.clone()
        }
    );
    assert!(err.to_string().contains("e4"));
    assert!(matches!(
        g.play_san("Xz9"),
        Err(GameError::BadNotation {
            notation: Notation::San,
            ..
        })
    ));
    assert!(matches!(
        g.play_uci("e7e5x"),
        Err(GameError::BadNotation {
            notation: Notation::Uci,
            ..
        })
    ));
    assert!(matches!(
        g.play_uci("e2e4"),
        Err(GameError::IllegalMove { .. })
    ));
    assert!(matches!(
        g.play_uci("e8g8"),
        Err(GameError::IllegalMove { .. })
    ));
    let wrong_side = Move::Normal {
        role: Role::Pawn,
        from: Square::D2,
        capture: None,
        to: Square::D4,
        promotion: None,
    };
    assert!(matches!(
        g.play(wrong_side),
        Err(GameError::IllegalMove { .. })
    ));
    assert!(matches!(
        g.occurrences_after(wrong_side),
        Err(GameError::IllegalMove { .. })
    ));

    assert_eq!(g.to_fen(), before.to_fen());
    assert_eq!(g.moves(), before.moves());
    assert_eq!(g.keys(), before.keys());
    assert_eq!(g.positions().len(), 2);
}

#[test]
fn ambiguous_san_lists_the_candidates() {
    let g = game("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    let err = g.parse_san("Nd2").unwrap_err();
    match &err {
        GameError::AmbiguousMove {
            input, candidates, ..
        } => {
            assert_eq!(input, "Nd2");
            assert_eq!(candidates, &vec!["b1d2".to_string(), "f3d2".to_string()]);
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("ambiguous"));
    assert!(err.text().pt.contains("ambíguo"));
    assert_eq!(g.uci(g.parse_san("Nbd2").unwrap()), "b1d2");
    assert_eq!(g.uci(g.parse_san("Nfd2").unwrap()), "f3d2");
}

#[test]
fn san_of_moves_has_no_check_marks() {
    let g = game("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    let sans = g.legal_moves_san();
    assert!(sans.contains(&"Ra8".to_string()), "{sans:?}");
    assert!(sans.contains(&"O-O-O".to_string()), "{sans:?}");
    assert!(sans.iter().all(|s| !s.contains('+') && !s.contains('#')));
}

#[test]
fn stalemate_and_mate_are_facts_of_the_position() {
    let g = game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(g.is_stalemate() && !g.is_checkmate());
    let mut g = game("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    g.play_san("Qf8#").unwrap();
    assert!(g.is_checkmate() && !g.is_stalemate());
}

#[test]
fn undo_restores_the_previous_state() {
    let mut g = Game::from_fen_and_san(None, &["e4", "e5", "Nf3"]).unwrap();
    let fen = Game::from_fen_and_san(None, &["e4", "e5"])
        .unwrap()
        .to_fen();
    assert!(g.undo().is_some());
    assert_eq!(g.to_fen(), fen);
    assert_eq!(g.moves().len(), 2);
    let mut fresh = Game::new();
    assert_eq!(fresh.undo(), None);
    assert!(matches!(
        Game::from_fen_and_san(None, &["e4", "e4"]),
        Err(GameError::IllegalMove { .. })
    ));
}
