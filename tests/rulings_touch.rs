//! Touch-move (Article 4; rapid B5a / A.4b) as table tests over every edition.
//!
//! One line per case: a name, an incident (the contract's JSON without `edition`) and the
//! expected ruling as a function of the edition. The expectations come from
//! docs/laws/editions.md §1, §1.2 and docs/laws/decisions.md, not from the engine.
//! Every mismatch of every case and edition is collected and reported by case name.

use arbitro::incident::Incident;
use arbitro::laws::Edition::{self, *};
use arbitro::rulings::rule;

mod expect_table;
use expect_table::{Case, c, ex, run};

/// Letters up to 2014, numbers from 2017 (2017 follows 2018's numbering, PREAMBLE).
fn n(e: Edition, lettered: &'static str, numbered: &'static str) -> &'static str {
    if e <= E2014 { lettered } else { numbered }
}

// ---------------------------------------------------------------------------------------------
// Positions

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// 1.e4 e5 2.Nf3, Black to move.
const AFTER_NF3: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
/// 1.e4 d5 2.Nc3 Nf6, White to move: d5 can be taken by the e-pawn and the knight.
const SCANDI: &str = "rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3";

// ---------------------------------------------------------------------------------------------
// Article 4 in standard play

#[test]
fn touch_move_table() {
    run(TOUCH);
}

fn own(e: Edition) -> &'static str {
    n(e, "4.3a", "4.3.1")
}
fn opp(e: Edition) -> &'static str {
    n(e, "4.3b", "4.3.2")
}
fn each(e: Edition) -> &'static str {
    n(e, "4.3c", "4.3.3")
}

fn adjust(e: Edition) -> &'static str {
    n(e, "4.2", "4.2.1")
}
fn king_rook(e: Edition) -> &'static str {
    n(e, "4.4a", "4.4.1")
}
fn rook_king(e: Edition) -> &'static str {
    n(e, "4.4b", "4.4.2")
}
fn castle_illegal(e: Edition) -> &'static str {
    n(e, "4.4c", "4.4.3")
}
/// "When, as a legal move, a piece has been released on a square…": 4.7 in 2001, 4.6 in
/// 2005/2009 (4.6 a/b/c), 4.7 from 2014 (4.6 became the physical promotion rule).
fn released(e: Edition) -> &'static str {
    match e {
        E2005 | E2009 => "4.6",
        _ => "4.7",
    }
}
/// The right to claim lost once the claimant touches a piece: 4.6, 4.7, 4.8 from 2014.
fn right_lost(e: Edition) -> &'static str {
    match e {
        E2001 => "4.6",
        E2005 | E2009 => "4.7",
        _ => "4.8",
    }
}

const CASTLE: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
/// The black rook on g8 covers g1: White cannot castle kingside.
const NO_SHORT: &str = "r3k1r1/pppppp1p/8/8/8/8/PPPPPP1P/R3K2R w KQq - 0 1";
/// The black rook on f8 covers f1 and f2: the white king has no legal move at all.
const KING_STUCK: &str = "4kr2/8/8/8/8/8/3PP1PP/3QK2R w K - 0 1";
/// White pawn on e7 with only e8 to go to.
const PROMO: &str = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
const PROMOS: &[&str] = &["e8=B", "e8=N", "e8=Q", "e8=R"];

/// The released-piece rule, then when a capture / castling / promotion counts as made
/// (not spelled out in 2001; 4.6a–c in 2005/2009; 4.7a–c in 2014; 4.7.1–4.7.3 from 2017).
fn made_as(
    e: Edition,
    l2005: &'static str,
    l2014: &'static str,
    l2017: &'static str,
) -> Vec<&'static str> {
    match e {
        E2001 => vec!["4.7"],
        E2005 | E2009 => vec!["4.6", l2005],
        E2014 => vec!["4.7", l2014],
        _ => vec!["4.7", l2017],
    }
}
fn penalties(e: Edition) -> &'static str {
    if e <= E2009 { "13.4" } else { "12.9" }
}

/// 1.Nc3, Black to move.
const AFTER_NC3: &str = "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1";

#[rustfmt::skip]
static TOUCH: &[Case] = &[
    // 4.3a / 4.3.1: own pieces
    c("own knight touched", r#"{"moves":["e4","e5","Nf3"],"events":[{"touch":"b8"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Na6", "Nc6"]).art(&[own(e)]).fen(AFTER_NF3)),
    c("two own pieces: the first touched", r#"{"moves":["e4","e5","Nf3"],"events":[{"touch":"b8"},{"touch":"g8"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Na6", "Nc6"]).art(&[own(e)])),
    c("two own pieces, other order", r#"{"moves":["e4","e5","Nf3"],"events":[{"touch":"g8"},{"touch":"b8"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Ne7", "Nf6", "Nh6"]).art(&[own(e)])),
    c("first touched cannot move, second can", r#"{"events":[{"touch":"a1"},{"touch":"g1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START)),
    // 4.5 is cited after the touch article it relieves (PREAMBLE house convention).
    c("own piece that cannot move (4.5)", r#"{"events":[{"touch":"a1"}]}"#,
      |e| ex("no_obligation").art(&[own(e), "4.5"]).fen(START)),
    c("two own pieces, neither can move (4.5)", r#"{"events":[{"touch":"a1"},{"touch":"d1"}]}"#,
      |e| ex("no_obligation").art(&[own(e), "4.5"])),
    // 4.3b / 4.3.2: opponent's pieces
    c("opponent pawn touched", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"d5"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nxd5", "exd5"]).art(&[opp(e)]).fen(SCANDI)),
    c("opponent pieces: first cannot be captured", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"f6"},{"touch":"d5"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nxd5", "exd5"]).art(&[opp(e)])),
    c("opponent pieces: the first touched", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"d5"},{"touch":"f6"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nxd5", "exd5"]).art(&[opp(e)])),
    c("opponent piece that cannot be captured (4.5)", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"f6"}]}"#,
      |e| ex("no_obligation").art(&[opp(e), "4.5"])),
    c("pieces of both colours, none can move or be captured (4.5)", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"h1"},{"touch":"f6"}]}"#,
      |e| ex("no_obligation").art(&[each(e), "4.5"])),
    // 4.3c / 4.3.3: pieces of both colours
    c("own pawn then opponent pawn: capture with it", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"e4"},{"touch":"d5"}]}"#,
      |e| ex("touch_move_obligation").moves(&["exd5"]).art(&[each(e)]).note(false)),
    c("opponent pawn then own knight: capture with it", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"d5"},{"touch":"c3"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nxd5"]).art(&[each(e)])),
    c("own knight cannot take: it must move (first touched)", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"g1"},{"touch":"d5"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nf3", "Nge2", "Nh3"]).art(&[each(e)])),
    c("opponent pawn first, own knight cannot take: capture it", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"d5"},{"touch":"g1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nxd5", "exd5"]).art(&[each(e)])),
    c("several of each: first own with first opponent", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"c3"},{"touch":"e4"},{"touch":"d5"},{"touch":"f6"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nxd5"]).art(&[each(e)]).note(e < E2017)),
    c("several of each: first own cannot take first opponent", r#"{"moves":["e4","d5","Nc3","Nf6"],"events":[{"touch":"g1"},{"touch":"c3"},{"touch":"d5"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nf3", "Nge2", "Nh3"]).art(&[each(e)])),
    // 4.2 / 4.2.1: adjusting
    c("j'adoube by the player having the move", r#"{"events":[{"adjust":"e2"}]}"#,
      |e| ex("no_obligation").art(&[adjust(e)]).fen(START)),
    c("j'adoube of an opponent piece by the player having the move", r#"{"events":[{"adjust":"e7"}]}"#,
      |e| ex("no_obligation").art(&[adjust(e)])),
    c("j'adoube by the player who does not have the move", r#"{"events":[{"adjust":"e7","by":"black"}]}"#,
      |e| ex("penalty_at_discretion").art(&[adjust(e), penalties(e)]).note(e <= E2009)),
    c("j'adoube, then a deliberate touch", r#"{"events":[{"adjust":"e2"},{"touch":"g1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nf3", "Nh3"]).art(&[own(e)])),
    c("touch, then j'adoube: the touch still binds", r#"{"events":[{"touch":"g1"},{"adjust":"e2"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nf3", "Nh3"]).art(&[own(e)])),
    // 4.4a–c / 4.4.1–4.4.3: king and rook
    c("king then rook: castle that side", r#"{"fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","events":[{"touch":"e1"},{"touch":"h1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["O-O"]).art(&[king_rook(e)]).fen(CASTLE)),
    c("king then queen's rook: castle long", r#"{"fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","events":[{"touch":"e1"},{"touch":"a1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["O-O-O"]).art(&[king_rook(e)])),
    c("rook then king: no castling, the rook moves", r#"{"fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","events":[{"touch":"h1"},{"touch":"e1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Rf1", "Rg1"]).art(&[rook_king(e), own(e)])),
    c("rook then king, neither can move: 4.4b hands over to 4.3a, then 4.5", r#"{"fen":"4k3/8/8/8/8/8/3PPPPP/3QKBNR w K - 0 1","events":[{"touch":"h1"},{"touch":"e1"}]}"#,
      |e| ex("no_obligation").art(&[rook_king(e), own(e), "4.5"])),
    c("king alone: any king move, castling included", r#"{"fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","events":[{"touch":"e1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Kd1", "Kf1", "O-O", "O-O-O"]).art(&[own(e)])),
    c("king and rook, castling illegal: another king move", r#"{"fen":"r3k1r1/pppppp1p/8/8/8/8/PPPPPP1P/R3K2R w KQq - 0 1","events":[{"touch":"e1"},{"touch":"h1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Kd1", "Kf1", "O-O-O"]).art(&[castle_illegal(e)]).fen(NO_SHORT)),
    c("king and rook, castling illegal, king stuck: any move", r#"{"fen":"4kr2/8/8/8/8/8/3PP1PP/3QK2R w K - 0 1","events":[{"touch":"e1"},{"touch":"h1"}]}"#,
      |e| ex("no_obligation").art(&[castle_illegal(e)]).fen(KING_STUCK)),
    // 4.6 / 4.7 / 4.7.1–4.7.3: released pieces, move made
    c("released knight: the move is made and stands", r#"{"events":[{"touch":"g1"},{"release":"f3"}]}"#,
      |e| ex("move_stands").moves(&["Nf3"]).art(&[released(e)]).fen(START)),
    c("capture: the capturing piece released", r#"{"moves":["e4","d5"],"events":[{"touch":"e4"},{"release":"d5"}]}"#,
      |e| ex("move_stands").moves(&["exd5"]).art(&made_as(e, "4.6a", "4.7a", "4.7.1"))),
    c("castling: the king released on its castling square", r#"{"fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","events":[{"touch":"e1"},{"release":"g1"}]}"#,
      |e| ex("move_stands").moves(&["O-O"]).art(&made_as(e, "4.6b", "4.7b", "4.7.2"))),
    c("a touched piece put back on its square", r#"{"events":[{"touch":"g1"},{"release":"g1"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Nf3", "Nh3"]).art(&[own(e)])),
    // 4.4d / 4.4.4 (2005+; 2001 open until released, decisions.md 8): promotion
    c("new piece touched the promotion square", r#"{"fen":"8/4P3/8/8/8/8/k7/4K3 w - - 0 1","events":[{"touch":"e7"},{"place":{"square":"e8","piece":"R"}}]}"#,
      |e| match e {
          E2001 => ex("touch_move_obligation").moves(PROMOS).art(&[own(e)]).fen(PROMO).note(true),
          // The pawn touched binds (4.3a / 4.3.1), then the piece fixes the choice (README order).
          _ => ex("touch_move_obligation").moves(&["e8=R"]).art(&[own(e), n(e, "4.4d", "4.4.4")]).fen(PROMO).note(false),
      }),
    c("pawn released on the last rank", r#"{"fen":"8/4P3/8/8/8/8/k7/4K3 w - - 0 1","events":[{"touch":"e7"},{"release":"e8"}]}"#,
      |e| ex("touch_move_obligation").moves(PROMOS).art(&made_as(e, "4.6c", "4.7c", "4.7.3")).fen(PROMO)),
    c("new piece released on the promotion square: made", r#"{"fen":"8/4P3/8/8/8/8/k7/4K3 w - - 0 1","events":[{"touch":"e7"},{"place":{"square":"e8","piece":"R"}},{"release":"e8"}]}"#,
      |e| ex("move_stands").moves(&["e8=R"]).art(&made_as(e, "4.6c", "4.7c", "4.7.3")).fen(PROMO)),
    // A black pawn stays on h5 so that a knight promotion does not leave a dead position (which
    // would end the game at once).
    c("pawn on e8, then a knight, then a queen on the square", r#"{"fen":"8/4P3/8/7p/8/8/k7/4K3 w - - 0 1","events":[{"touch":"e7"},{"release":"e8"},{"place":{"square":"e8","piece":"N"}},{"place":{"square":"e8","piece":"Q"}}]}"#,
      |e| ex("move_stands").moves(&[if e == E2001 { "e8=Q" } else { "e8=N" }]).art(&made_as(e, "4.6c", "4.7c", "4.7.3"))),
    // 4.6 / 4.7 / 4.8: the claimant's right to claim
    c("claim before touching: the move is taken back", r#"{"events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"claim":"touch_move"}]}"#,
      |e| ex("touch_move_obligation").claim("correct").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START)),
    c("claim on a move that kept the obligation", r#"{"events":[{"touch":"g1"},{"play":"g1f3"},{"press_clock":"white"},{"claim":"touch_move"}]}"#,
      |e| ex("claim_incorrect").claim("incorrect").art(&[own(e)])),
    c("claim after touching a piece: right lost", r#"{"events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"touch":"e7"},{"claim":"touch_move"}]}"#,
      |e| ex("claim_not_allowed").claim("not_allowed").art(&[right_lost(e)]).fen(AFTER_NC3)),
    // "deliberately touches" (4.6 / 4.7, to 2009): adjusting counts, a house reading the ruling
    // notes; "with the intention of moving or capturing" (4.8, 2014+): adjusting keeps the right.
    c("claim after adjusting a piece", r#"{"events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"adjust":"e7"},{"claim":"touch_move"}]}"#,
      |e| if e <= E2009 {
          ex("claim_not_allowed").claim("not_allowed").art(&[right_lost(e)]).fen(AFTER_NC3).note(true)
      } else {
          ex("touch_move_obligation").claim("correct").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START)
      }),
    // B5a (2001/2005), A.4b (2009, inadequate supervision): rapid, Art. 4 only on request
    c("rapid: a player claims", r#"{"time_control":"1800","events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"claim":"touch_move"}]}"#,
      |e| ex("touch_move_obligation").tc("rapid").claim("correct").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START)),
    c("rapid, adequate supervision: the arbiter intervenes", r#"{"time_control":"1800","events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"claim":"touch_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 => ex("play_continues").tc("rapid").art(&["B5a"]).fen(AFTER_NC3),
          E2005 => ex("play_continues").tc("rapid").art(&["B5"]).fen(AFTER_NC3),
          _ => ex("touch_move_obligation").tc("rapid").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START),
      }),
    c("rapid, inadequate supervision: the arbiter intervenes", r#"{"time_control":"1800","supervision":"inadequate","events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"claim":"touch_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 => ex("play_continues").tc("rapid").art(&["B5a"]).fen(AFTER_NC3),
          E2005 => ex("play_continues").tc("rapid").art(&["B5"]).fen(AFTER_NC3),
          E2009 => ex("play_continues").tc("rapid").art(&["A.4b"]).fen(AFTER_NC3),
          _ => ex("touch_move_obligation").tc("rapid").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START),
      }),
    c("blitz, inadequate supervision: the arbiter intervenes", r#"{"time_control":"300","supervision":"inadequate","events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"claim":"touch_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 => ex("play_continues").tc("blitz").art(&["B5a"]).fen(AFTER_NC3),
          E2005 => ex("play_continues").tc("blitz").art(&["B5"]).fen(AFTER_NC3),
          E2009 => ex("play_continues").tc("blitz").art(&["A.4b"]).fen(AFTER_NC3),
          _ => ex("touch_move_obligation").tc("blitz").moves(&["Nf3", "Nh3"]).art(&[own(e)]).fen(START),
      }),
];

// ---------------------------------------------------------------------------------------------
// Property: a touched own piece that can move obliges exactly its legal moves (4.3a / 4.3.1)

/// xorshift64*: a small seeded generator, so every run sees the same positions.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn a_touched_movable_piece_obliges_exactly_its_legal_moves() {
    use shakmaty::fen::Fen;
    use shakmaty::san::San;
    use shakmaty::{Chess, EnPassantMode, Position, Square};

    let mut rng = Rng(0x5eed_a4b1_7e10_0004);
    let mut checked = 0;
    for game in 0..120 {
        let mut pos = Chess::default();
        let plies = rng.below(60);
        for _ in 0..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.below(legal.len())];
            pos = pos.play(m).expect("a legal move");
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            continue;
        }
        // A random own piece that can move.
        let mut movable: Vec<Square> = legal.iter().filter_map(|m| m.from()).collect();
        movable.sort();
        movable.dedup();
        let square = movable[rng.below(movable.len())];
        let fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
        let edition = Edition::ALL[game % Edition::ALL.len()];
        let incident = serde_json::json!({
            "edition": edition.as_str(), "fen": fen, "events": [{"touch": square.to_string()}]
        });
        let name = format!("game {game} [{edition}] {fen} touch {square}");
        let r = rule(&Incident::from_value(&incident).unwrap_or_else(|e| panic!("{name}: {e}")))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(r.decision.code(), "touch_move_obligation", "{name}");
        let allowed = r
            .allowed_moves
            .as_ref()
            .unwrap_or_else(|| panic!("{name}: no allowed_moves"));
        assert!(!allowed.is_empty(), "{name}: empty allowed_moves");
        let sans = r.allowed_san().unwrap();
        let mut sorted = sans.clone();
        sorted.sort();
        assert_eq!(sans, sorted, "{name}: not sorted");
        let parsed: Vec<shakmaty::Move> = allowed
            .iter()
            .map(|m| {
                let s = m.to_string();
                assert!(
                    !s.ends_with('+') && !s.ends_with('#'),
                    "{name}: check mark in {s}"
                );
                assert!(pos.is_legal(m.mv), "{name}: {s} is not a legal move");
                assert_eq!(m.san, San::from_move(&pos, m.mv), "{name}: {s}");
                m.mv
            })
            .collect();
        for m in &parsed {
            assert_eq!(
                m.from(),
                Some(square),
                "{name}: {m:?} does not start on {square}"
            );
        }
        let expected = legal.iter().filter(|m| m.from() == Some(square)).count();
        assert_eq!(
            parsed.len(),
            expected,
            "{name}: not every legal move of the piece"
        );
        assert_eq!(r.position.to_string(), fen, "{name}: position changed");
        checked += 1;
    }
    assert!(checked >= 100, "only {checked} positions checked");
}
