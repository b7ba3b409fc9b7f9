//! `analysis`: "can this side still checkmate?" and the `arbitro dead` report.
use arbitro::analysis::{
    Budget, CanMate, DeadReport, can_checkmate, dead_report, search_helpmate, verify,
};
use arbitro::game::parse_fen;
use shakmaty::{Chess, Color, Position};

fn pos(fen: &str) -> Chess {
    parse_fen(fen).unwrap_or_else(|e| panic!("{e}"))
}

/// Replays a UCI line and says whether it ends in checkmate by `side`.
fn line_mates(start: &Chess, side: Color, line: &[String]) -> bool {
    let mut g = arbitro::game::Game::from_position(start.clone());
    for uci in line {
        if g.play_uci(uci).is_err() {
            return false;
        }
    }
    g.is_checkmate() && g.turn() != side
}

#[test]
fn bare_kings_and_lone_minor_pieces_are_dead() {
    for fen in [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "8/8/4k3/8/8/3K4/8/5B2 b - - 0 1",
        "8/8/4k3/8/8/3K4/8/5N2 w - - 0 1",
        // Bishops all on light squares, on both sides.
        "8/8/4k3/8/8/3K4/8/1B1b1B2 w - - 0 1",
    ] {
        let report = dead_report(&pos(fen));
        assert_eq!(
            report.to_json(),
            r#"{"white_can_win":false,"black_can_win":false,"dead":true,"white_line":null,"black_line":null}"#,
            "{fen}"
        );
    }
}

#[test]
fn a_rook_can_mate_and_the_line_proves_it() {
    let p = pos("8/8/4k3/8/8/3K4/8/R7 w - - 0 1");
    let report = dead_report(&p);
    assert_eq!(report.white_can_win, Some(true));
    assert_eq!(report.black_can_win, Some(false));
    assert_eq!(report.dead, Some(false));
    assert!(line_mates(
        &p,
        Color::White,
        report.white_line.as_ref().unwrap()
    ));
    assert_eq!(report.black_line, None);
    let json: serde_json::Value = serde_json::from_str(&report.to_json()).unwrap();
    assert!(json["white_line"].is_array());
    assert!(json["black_line"].is_null());
    // Keys in the contract's order.
    let text = report.to_json();
    let order: Vec<usize> = [
        "white_can_win",
        "black_can_win",
        "dead",
        "white_line",
        "black_line",
    ]
    .iter()
    .map(|k| text.find(&format!("\"{k}\"")).unwrap())
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
}

#[test]
fn a_knight_against_a_pawn_can_mate_with_help() {
    // K+N cannot mate a bare king, but against a king with a pawn it can (the pawn or its
    // promoted piece blocks a flight square).
    let p = pos("8/8/4k3/8/8/3K4/p7/5N2 w - - 0 1");
    let white = can_checkmate(&p, Color::White, Budget::default());
    let CanMate::Yes { line } = &white else {
        panic!("{white:?}")
    };
    assert!(verify(&p, Color::White, line));
    // Black, with a pawn that can promote, can mate too.
    assert_eq!(dead_report(&p).black_can_win, Some(true));
}

#[test]
fn the_chasolver_readme_position() {
    // A locked pawn wall: Black cannot mate, White can (a long helpmate).
    let p = pos("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1");
    let report = dead_report(&p);
    assert_eq!(report.white_can_win, Some(true));
    assert_eq!(report.black_can_win, Some(false));
    assert_eq!(report.dead, Some(false));
    assert!(line_mates(
        &p,
        Color::White,
        report.white_line.as_ref().unwrap()
    ));
}

#[test]
fn positions_that_are_already_over() {
    // Checkmate: the winner "can win" with the empty line; the mated side cannot.
    let mate = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    let report = dead_report(&mate);
    assert_eq!(report.white_can_win, Some(true));
    assert_eq!(report.white_line, Some(vec![]));
    assert_eq!(report.black_can_win, Some(false));
    // Stalemate: nobody can mate any more.
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(dead_report(&stalemate).dead, Some(true));
}

#[test]
fn dead_is_null_only_when_undetermined_and_not_refuted() {
    let yes = CanMate::Yes { line: vec![] };
    let cases = [
        (CanMate::No, CanMate::No, Some(true)),
        (CanMate::No, yes.clone(), Some(false)),
        (yes.clone(), CanMate::Undetermined, Some(false)),
        (CanMate::Undetermined, yes.clone(), Some(false)),
        (CanMate::Undetermined, CanMate::No, None),
        (CanMate::No, CanMate::Undetermined, None),
        (CanMate::Undetermined, CanMate::Undetermined, None),
    ];
    for (white, black, dead) in cases {
        let report = DeadReport::new(&white, &black);
        assert_eq!(report.dead, dead, "{white:?} {black:?}");
        assert_eq!(report.white_can_win, white.as_bool());
        assert_eq!(report.black_can_win, black.as_bool());
        assert_eq!(report.white_line.is_some(), white.as_bool() == Some(true));
        assert_eq!(report.black_line.is_some(), black.as_bool() == Some(true));
    }
    let json = DeadReport::new(&CanMate::Undetermined, &CanMate::No).to_json();
    assert_eq!(
        json,
        r#"{"white_can_win":null,"black_can_win":false,"dead":null,"white_line":null,"black_line":null}"#
    );
}

#[test]
fn our_own_search_finds_short_helpmates_and_claims_nothing_else() {
    for (fen, side) in [
        ("8/8/8/4k3/8/8/8/3QK3 w - - 0 1", Color::White),
        ("8/8/8/4k3/8/8/8/3QK3 b - - 0 1", Color::White),
        ("8/8/4k3/8/8/3K4/8/R7 w - - 0 1", Color::White),
        // A smothered mate.
        ("6rk/6pp/8/4N3/8/8/8/6K1 w - - 0 1", Color::White),
        ("4k3/8/8/8/8/8/4p3/4K3 b - - 0 1", Color::Black),
    ] {
        let p = pos(fen);
        let line =
            search_helpmate(&p, side, 500_000).unwrap_or_else(|| panic!("no line for {fen}"));
        assert!(verify(&p, side, &line), "{fen}");
    }
    // Insufficient material: nothing to find, and nothing claimed.
    assert_eq!(
        search_helpmate(
            &pos("8/8/4k3/8/8/3K4/8/5N2 w - - 0 1"),
            Color::White,
            10_000
        ),
        None
    );
    // A budget of a few nodes finds nothing where a mate needs many moves.
    let long = pos("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1");
    assert_eq!(search_helpmate(&long, Color::White, 100), None);
    assert!(long.legal_moves().len() > 1);
}
