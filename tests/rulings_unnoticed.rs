//! Play that went on after an illegal move nobody ruled on, and an illegal position found on
//! the board (issue 10), as table tests over every edition.
//!
//! The expectations were written from the Laws' text of each edition before the engine was
//! changed: 2018 Art. 7.1, 7.5.1, 7.5.5, A.4.2, A.4.4, B.4 (Chess-Arbiter/handbook, commit
//! 035824a); 2023 A.3, A.5.2, A.5.4, B.3 (the 2023 text); 2014 A.4b, A.4d (the 2014 text as
//! quoted on chess.stackexchange.com and the Chess Scotland forum; 2017 numbers them A.4.2,
//! A.4.4); 2009 6.13, 7.4a/b, A.4c, B.3b/B.3c (mliebelt/pgn-spec-commented, laws-of-chess.md);
//! 2005 6.14, 7.4, B6, C3 and 2001 6.14, 7.4a/b, B5b, C3 (the Portuguese texts in seeds/).
//!
//! * Standard play, and rapid/blitz under the Competition Rules (supervised, from 2009): an
//!   illegal move found later is still corrected from the position immediately before it
//!   (7.4a / 7.5a / 7.5.1), the replacement follows 4.3, it counts towards the loss, and the
//!   clocks are the arbiter's judgement (6.14 / 6.13 / 7.1): the engine takes back what the
//!   presses since then added and puts the move counters back; the time used stays used.
//! * Rapid and blitz without adequate supervision (and every rapid or blitz game in
//!   2001/2005): once the opponent has made his next move (2001/2005 rapid: once he touched a
//!   piece) the illegal move stands: a claim is `claim_not_allowed`, the arbiter's look is
//!   `move_stands`.
//! * 2014+ unsupervised (A.4d / A.4.4 / A.5.4): both kings in check or a pawn on the last rank
//!   still on the board after the next completed move: drawn. 2009 unsupervised rapid (A.4c):
//!   the arbiter intervenes while such a position is on the board; 2009 blitz excludes A.4c
//!   (B.3b); 2001/2005 have no such rule.

use arbitro::laws::Edition::{self, *};

mod expect_table;
use expect_table::{Case, Expect, c, ex, own, penalty, restore, run};

/// The arbiter's judgement on the clocks after restoring: 6.14 (2001/2005), 6.13 (2009), 7.1.
fn clocks(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 => "6.14",
        E2009 => "6.13",
        _ => "7.1",
    }
}
/// Rapid without adequate supervision (every rapid game in 2001/2005).
fn rapid(e: Edition) -> &'static str {
    match e {
        E2001 => "B5b",
        E2005 => "B6",
        E2009 => "A.4c",
        E2014 => "A.4b",
        E2017 | E2018 => "A.4.2",
        _ => "A.5.2",
    }
}
/// Blitz without adequate supervision: its own article, from 2014 sending to the rapid one.
fn blitz(e: Edition) -> &'static [&'static str] {
    match e {
        E2001 | E2005 => &["C3"],
        E2009 => &["B.3c"],
        E2014 => &["B.3", "A.4b"],
        E2017 | E2018 => &["B.4", "A.4.2"],
        _ => &["B.3", "A.5.2"],
    }
}
/// The illegal position seen by the arbiter (2009 rapid A.4c; 2014+).
fn position_rule(e: Edition) -> &'static str {
    match e {
        E2009 => "A.4c",
        E2014 => "A.4d",
        E2017 | E2018 => "A.4.4",
        _ => "A.5.4",
    }
}
fn blitz_position_rule(e: Edition) -> &'static [&'static str] {
    match e {
        E2014 => &["B.3", "A.4d"],
        E2017 | E2018 => &["B.4", "A.4.4"],
        _ => &["B.3", "A.5.4"],
    }
}

const E4E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
const QUEEN_MOVES: &[&str] = &["Qe2", "Qf3", "Qg4", "Qh5"];
/// After 1.e4 e5 2.Qd3?? (through d2) Nc6: White to move.
const QD3_NC6: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/3Q4/PPPP1PPP/RNB1KBNR w KQkq - 2 3";
const PROMO_BEFORE: &str = "8/4P3/8/8/8/k7/8/K7 w - - 0 70";
const PROMOS: &[&str] = &["e8=B", "e8=N", "e8=Q", "e8=R"];
/// e7-e8 left a pawn, then Ka3-b3: the pawn still on e8.
const PAWN_ON_E8: &str = "4P3/8/8/8/8/1k6/8/K7 w - - 1 71";
/// Black in check from Rd1, to move; Rh7-e7 leaves his king in check and checks White (the
/// only legal rook move is Rd7).
const KINGS_BEFORE: &str = "3k4/7r/8/8/8/8/8/3RK3 b - - 0 50";
/// Both kings in check, White to move.
const BOTH_IN_CHECK: &str = "3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51";
/// Rd1-d7: both kings still in check.
const STILL_BOTH: &str = "3k4/3Rr3/8/8/8/8/8/4K3 b - - 2 51";
/// Ke1-d2: White out of check, and his king now shields the black one — a legal position.
const KD2: &str = "3k4/4r3/8/8/8/8/3K4/3R4 b - - 2 51";

/// After O-O (with two hands) Rb8.
const AFTER_TWO_HANDS: &str = "1r2k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w k - 2 2";
const BEFORE_TWO_HANDS: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
/// After 1.e4 e5, White's press without a move and 2...Nc6: White to move.
const AFTER_PASS_NC6: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3";

/// Standard 90+30: White spends 10 s on Qd3?? (through his d2 pawn), Black 20 s on Nc6, White
/// 30 s on Nf3; then the illegal move is found.
macro_rules! found_later {
    ($by:literal) => {
        concat!(
            r#"{"time_control":"5400+30","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"},"events":[{"wait":"0:10"},{"play":"d1d3"},{"press_clock":"white"},{"wait":"0:20"},{"play":"b8c6"},{"press_clock":"black"},{"wait":"0:30"},{"play":"g1f3"},{"press_clock":"white"}"#,
            $by,
            "]}"
        )
    };
}

/// Rapid or blitz: Qd3?? answered by Nc6, then whatever follows.
macro_rules! replied {
    ($tc:literal, $sup:literal, $clock:literal, $then:literal) => {
        concat!(
            r#"{"time_control":""#, $tc, r#"","supervision":""#, $sup,
            r#"","moves":["e4","e5"],"clocks":{"white":""#, $clock, r#"","black":""#, $clock,
            r#""},"events":[{"play":"d1d3"},{"press_clock":"white"},{"play":"b8c6"},{"press_clock":"black"}"#,
            $then,
            "]}"
        )
    };
}

/// The position stands after the reply, in rapid without adequate supervision.
fn stands(e: Edition, decision: &'static str) -> Expect {
    let x = ex(decision)
        .fen(QD3_NC6)
        .clk("0:10:10", "0:10:10")
        .tc("rapid")
        .art(&[rapid(e)]);
    if decision == "claim_not_allowed" {
        x.claim("not_allowed")
    } else {
        x
    }
}

#[test]
fn play_went_on_after_an_illegal_move() {
    run(PLAYED_ON);
}

#[rustfmt::skip]
static PLAYED_ON: &[Case] = &[
    // Standard play: found two moves later, the arbiter corrects it from 1.e4 e5.
    // Clocks: White 1:20:00 − 0:10 + 0:30 − 0:30 + 0:30 = 1:20:20, Black 1:25:00 − 0:20 + 0:30
    // = 1:25:10; the three presses' increments are taken back (1:19:20, 1:24:40), then Black's
    // two minutes. The counters go back to one move each.
    c("standard: found two moves later by the arbiter", found_later!(r#",{"claim":"illegal_move","by":"arbiter"}"#),
      |e| ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("1:19:20", "1:26:40").cm(1, 1).ill(1, 0).art(&[restore(e), clocks(e), own(e), penalty(e)])),
    c("standard: claimed by Black two moves later", found_later!(r#",{"claim":"illegal_move","by":"black"}"#),
      |e| ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("1:19:20", "1:26:40").cm(1, 1).ill(1, 0).claim("correct").art(&[restore(e), clocks(e), own(e), penalty(e)])),
    c("standard: White himself points out his illegal move two moves later", found_later!(r#",{"claim":"illegal_move","by":"white"}"#),
      |e| ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("1:19:20", "1:26:40").cm(1, 1).ill(1, 0).art(&[restore(e), clocks(e), own(e), penalty(e)])),
    c("standard: the events end with the illegal move still on the board", found_later!(""),
      |e| ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("1:19:20", "1:26:40").cm(1, 1).ill(1, 0).art(&[restore(e), clocks(e), own(e), penalty(e)])),
    c("standard: the second illegal move, found later, loses (2014+)", r#"{"time_control":"5400+30","moves":["e4","e5"],"illegal_moves":{"white":1},"events":[{"play":"d1d3"},{"press_clock":"white"},{"play":"b8c6"},{"press_clock":"black"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).ill(2, 0).claim("correct").art(&[restore(e), own(e), penalty(e)])
      } else {
          ex("game_lost").res("0-1").ill(2, 0).claim("correct").art(&[restore(e), penalty(e)])
      }),
    // A second illegal move, by Black, claimed at once; then the arbiter finds White's first.
    // Clocks: W 1:20:30 (Qd3), B 1:25:30 (Nc6), W 1:21:00 (Nf3), B 1:26:00 (Nc6-c4??, taken
    // back: 1:25:30, White +2: 1:23:00); then Nf3, Nc6 and Qd3 are taken back (W 1:22:00,
    // B 1:25:00) and Black gets two minutes.
    c("standard: a second illegal move ruled first, then the first found", r#"{"time_control":"5400+30","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"},"events":[{"play":"d1d3"},{"press_clock":"white"},{"play":"b8c6"},{"press_clock":"black"},{"play":"g1f3"},{"press_clock":"white"},{"play":"c6c4"},{"press_clock":"black"},{"claim":"illegal_move"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("1:22:00", "1:27:00").cm(1, 1).ill(1, 1).art(&[restore(e), clocks(e), own(e), penalty(e)])),
    // Castling with two hands (an illegal move from July 2017), answered, then seen: corrected
    // like any illegal move found later (7.5.1 via 7.5.4 / 7.7.1): the reply is undone, the
    // position before the castling reinstated, and 4.7 binds the replacement to the castling
    // itself (the king was touched first); the penalty. Until 2014 no illegal move: both stand.
    c("standard: two hands found after the reply", r#"{"time_control":"5400","fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"play":"e1g1","hands":2},{"press_clock":"white"},{"play":"a8b8"},{"press_clock":"black"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2017 => ex("illegal_move_penalised").fen(BEFORE_TWO_HANDS).moves(&["O-O"]).clk("1:00:00", "1:02:00").ill(1, 0).art(&["7.7.1", "7.5.1", "7.1", "4.7", "4.7.2", "7.7.2"]),
          E2018 | E2023 => ex("illegal_move_penalised").fen(BEFORE_TWO_HANDS).moves(&["O-O"]).clk("1:00:00", "1:02:00").ill(1, 0).art(&["7.5.4", "7.5.1", "7.1", "4.7", "4.7.2", "7.5.5"]),
          _ => ex("penalty_at_discretion").fen(AFTER_TWO_HANDS).clk("1:00:00", "1:00:00").art(&["4.1", if e <= E2009 { "13.4" } else { "12.9" }]),
      }),
    // The clock pressed without a move (an illegal move from July 2017), Black then moves.
    c("standard: the clock pressed without a move, found after the reply", r#"{"time_control":"5400+30","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"},"events":[{"press_clock":"white"},{"play":"b8c6"},{"press_clock":"black"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2017 => ex("illegal_move_penalised").fen(E4E5).clk("1:20:00", "1:27:00").cm(1, 1).ill(1, 0).art(&["7.8.1", "7.1", "7.8.2"]),
          E2018 | E2023 => ex("illegal_move_penalised").fen(E4E5).clk("1:20:00", "1:27:00").cm(1, 1).ill(1, 0).art(&["7.5.3", "7.1", "7.5.5"]),
          // Not an illegal move: the move made after it stands; the arbiter may penalise.
          _ => ex("penalty_at_discretion").fen(AFTER_PASS_NC6).clk("1:20:30", "1:25:30").cm(2, 2).art(&[match e { E2001 => "6.8b", E2005 => "6.8c", E2009 => "6.7c", _ => "6.2d" }, if e <= E2009 { "13.4" } else { "12.9" }]),
      }),
    // Qd1-a4?? through the c2 pawn; Black touches the queen on a4 (a square empty before the
    // illegal move) and then claims: still corrected, as if claimed at once.
    c("standard: the opponent touches the piece the illegal move put on the board", r#"{"time_control":"5400+30","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"},"events":[{"play":"d1a4"},{"press_clock":"white"},{"touch":"a4"},{"claim":"illegal_move"}]}"#,
      |e| ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("1:20:00", "1:27:00").ill(1, 0).claim("correct").art(&[restore(e), own(e), penalty(e)])),
    // Rapid and blitz without adequate supervision: after the reply the move stands.
    c("rapid, inadequate supervision: claim after the reply", replied!("900+10", "inadequate", "0:10:00", r#",{"claim":"illegal_move"}"#),
      |e| stands(e, "claim_not_allowed")),
    c("rapid, inadequate supervision: the arbiter after the reply", replied!("900+10", "inadequate", "0:10:00", r#",{"claim":"illegal_move","by":"arbiter"}"#),
      |e| stands(e, "move_stands")),
    c("rapid, inadequate supervision: the events end after the reply", replied!("900+10", "inadequate", "0:10:00", ""),
      |e| stands(e, "move_stands")),
    c("rapid, inadequate supervision: a claim once the reply is made, not yet pressed", r#"{"time_control":"900+10","supervision":"inadequate","moves":["e4","e5"],"events":[{"play":"d1d3"},{"press_clock":"white"},{"play":"b8c6"},{"claim":"illegal_move"}]}"#,
      |e| ex("claim_not_allowed").claim("not_allowed").tc("rapid").art(&[rapid(e)])),
    c("blitz, inadequate supervision: claim after the reply", replied!("180+2", "inadequate", "0:03:00", r#",{"claim":"illegal_move"}"#),
      |e| ex("claim_not_allowed").claim("not_allowed").fen(QD3_NC6).clk("0:03:02", "0:03:02").tc("blitz").art(blitz(e))),
    // Castling through check (f1 attacked), answered by ...Rxf1+, which takes the rook the
    // castling brought to f1: the board the game went on from is the board the players saw.
    c("rapid, inadequate supervision: illegal castling stands after the reply", r#"{"time_control":"900+10","supervision":"inadequate","fen":"r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1","events":[{"play":"e1g1"},{"press_clock":"white"},{"play":"f2f1"},{"press_clock":"black"},{"claim":"illegal_move"}]}"#,
      |e| ex("claim_not_allowed").claim("not_allowed").fen("r3k2r/8/8/8/8/8/8/R4rK1 w kq - 0 2").tc("rapid").art(&[rapid(e)])),
    // Supervised rapid: the Competition Rules from 2009; 2001/2005 B5b/B6 govern every game.
    c("rapid, adequate supervision: claim after the reply", replied!("900+10", "adequate", "0:10:00", r#",{"claim":"illegal_move"}"#),
      |e| match e {
          E2001 | E2005 => stands(e, "claim_not_allowed"),
          E2023 => ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("0:10:00", "0:11:00").cm(1, 1).ill(1, 0).claim("correct").tc("rapid").art(&[restore(e), clocks(e), own(e), penalty(e), "A.3"]),
          _ => ex("illegal_move_penalised").fen(E4E5).moves(QUEEN_MOVES).clk("0:10:00", "0:12:00").cm(1, 1).ill(1, 0).claim("correct").tc("rapid").art(&[restore(e), clocks(e), own(e), penalty(e)]),
      }),
];

#[test]
fn an_illegal_position_on_the_board() {
    run(ILLEGAL_POSITION);
}

#[rustfmt::skip]
static ILLEGAL_POSITION: &[Case] = &[
    // A pawn left on e8, Black replies Kb3, the arbiter sees it.
    c("rapid, inadequate supervision: pawn on the last rank after the reply", r#"{"time_control":"900+10","supervision":"inadequate","fen":"8/4P3/8/8/8/k7/8/K7 w - - 0 70","events":[{"play":"e7e8"},{"press_clock":"white"},{"play":"a3b3"},{"press_clock":"black"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 | E2005 => ex("move_stands").fen(PAWN_ON_E8).tc("rapid").art(&[rapid(e)]),
          E2009 => ex("illegal_move_penalised").fen(PROMO_BEFORE).moves(PROMOS).ill(1, 0).tc("rapid").art(&["A.4c", "7.4a", "4.3a", "4.6", "7.4b"]),
          _ => ex("game_drawn").res("1/2-1/2").fen(PAWN_ON_E8).tc("rapid").art(&[position_rule(e)]),
      }),
    c("blitz, inadequate supervision: pawn on the last rank after the reply", r#"{"time_control":"180+2","supervision":"inadequate","fen":"8/4P3/8/8/8/k7/8/K7 w - - 0 70","events":[{"play":"e7e8"},{"press_clock":"white"},{"play":"a3b3"},{"press_clock":"black"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 | E2005 | E2009 => ex("move_stands").fen(PAWN_ON_E8).tc("blitz").art(blitz(e)),
          _ => ex("game_drawn").res("1/2-1/2").fen(PAWN_ON_E8).tc("blitz").art(blitz_position_rule(e)),
      }),
    // Both kings in check after Rh7-e7; White's reply Rd7 leaves both in check.
    c("rapid, inadequate supervision: both kings still in check after the reply", r#"{"time_control":"900+10","supervision":"inadequate","fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[{"play":"h7e7"},{"press_clock":"black"},{"play":"d1d7"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 | E2005 => ex("move_stands").fen(STILL_BOTH).tc("rapid").art(&[rapid(e)]),
          E2009 => ex("illegal_move_penalised").fen(KINGS_BEFORE).moves(&["Rd7"]).ill(0, 1).tc("rapid").art(&["A.4c", "7.4a", "4.3a", "7.4b"]),
          _ => ex("game_drawn").res("1/2-1/2").fen(STILL_BOTH).tc("rapid").art(&[position_rule(e)]),
      }),
    // 1.Re5+ Qc5+?? (Black's king left in check) 2.Rxc5#: the mate, a legal move from the board
    // as it stood, ends the game (5.1.1; 5.1a) — chess.stackexchange.com question 13372.
    c("a mate given from an illegal position ends the game", r#"{"time_control":"900+10","supervision":"inadequate","fen":"5K2/8/1q6/1N1k4/8/8/8/2R1R3 w - - 1 1","events":[{"play":"e1e5"},{"press_clock":"white"},{"play":"b6c5"},{"press_clock":"black"},{"play":"c1c5"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| ex("result_stands").res("1-0").claim("not_allowed").tc("rapid").art(&[if e <= E2014 { "5.1a" } else { "5.1.1" }])),
    // White's reply Kd2 leaves a legal position: the illegal move stands (Reuben's example).
    c("rapid, inadequate supervision: the reply leaves a legal position", r#"{"time_control":"900+10","supervision":"inadequate","fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[{"play":"h7e7"},{"press_clock":"black"},{"play":"e1d2"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| ex("move_stands").fen(KD2).tc("rapid").art(&[rapid(e)])),
    c("standard: both kings in check, found after the reply", r#"{"fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[{"play":"h7e7"},{"press_clock":"black"},{"play":"d1d7"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| ex("illegal_move_penalised").fen(KINGS_BEFORE).moves(&["Rd7"]).ill(0, 1).art(&[restore(e), own(e), penalty(e)])),
    c("standard: both kings in check, the reply got out of it", r#"{"fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[{"play":"h7e7"},{"press_clock":"black"},{"play":"e1d2"},{"press_clock":"white"},{"claim":"illegal_move","by":"white"}]}"#,
      |e| ex("illegal_move_penalised").fen(KINGS_BEFORE).moves(&["Rd7"]).ill(0, 1).claim("correct").art(&[restore(e), own(e), penalty(e)])),
];

#[test]
fn a_board_found_in_an_illegal_position() {
    run(FOUND);
}

#[rustfmt::skip]
static FOUND: &[Case] = &[
    // The arbiter arrives: both kings in check, White to move; Black's last move unseen.
    c("standard: the last identifiable position is known", r#"{"illegal_position":true,"fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","last_identifiable_fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[]}"#,
      |e| ex("illegal_move_penalised").fen(KINGS_BEFORE).ill(0, 1).art(&[restore(e), penalty(e)])),
    c("standard: no position before it can be identified", r#"{"illegal_position":true,"fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","events":[]}"#,
      |e| ex("arbiter_judgement_required").fen(BOTH_IN_CHECK).art(&[restore(e)])),
    c("standard: clocks kept, the opponent's time", r#"{"illegal_position":true,"fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","last_identifiable_fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","time_control":"5400","clocks":{"white":"0:30:00","black":"0:20:00"},"events":[]}"#,
      |e| ex("illegal_move_penalised").fen(KINGS_BEFORE).clk("0:32:00", "0:20:00").ill(0, 1).art(&[restore(e), clocks(e), penalty(e)])),
    c("rapid, inadequate supervision: the arbiter sees it and waits", r#"{"illegal_position":true,"time_control":"900+10","supervision":"inadequate","fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","last_identifiable_fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[]}"#,
      |e| match e {
          E2001 | E2005 => ex("move_stands").fen(BOTH_IN_CHECK).tc("rapid").art(&[rapid(e)]),
          E2009 => ex("illegal_move_penalised").fen(KINGS_BEFORE).ill(0, 1).tc("rapid").art(&["A.4c", "7.4a", "7.4b"]),
          _ => ex("play_continues").fen(BOTH_IN_CHECK).tc("rapid").art(&[position_rule(e)]),
      }),
    c("rapid, inadequate supervision: still illegal after the next move", r#"{"illegal_position":true,"time_control":"900+10","supervision":"inadequate","fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","events":[{"play":"d1d7"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 | E2005 => ex("move_stands").fen(STILL_BOTH).tc("rapid").art(&[rapid(e)]),
          E2009 => ex("arbiter_judgement_required").fen(STILL_BOTH).tc("rapid").art(&["A.4c", "7.4a"]),
          _ => ex("game_drawn").res("1/2-1/2").fen(STILL_BOTH).tc("rapid").art(&[position_rule(e)]),
      }),
    c("rapid, inadequate supervision: the next move made by touch and release", r#"{"illegal_position":true,"time_control":"900+10","supervision":"inadequate","fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","events":[{"touch":"d1"},{"release":"d7"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 | E2005 => ex("move_stands").fen(STILL_BOTH).tc("rapid").art(&[rapid(e)]),
          E2009 => ex("arbiter_judgement_required").fen(STILL_BOTH).tc("rapid").art(&["A.4c", "7.4a"]),
          _ => ex("game_drawn").res("1/2-1/2").fen(STILL_BOTH).tc("rapid").art(&[position_rule(e)]),
      }),
    // Only the side not to move in check (Black's king on d8, White to move): not a position
    // the appendices name, so an illegal move like any other — the arbiter acts under A.4.2 /
    // A.5.2 (2014: A.4b) while White has not moved, and must reconstruct the position before.
    c("rapid, inadequate supervision: only the side not to move in check", r#"{"illegal_position":true,"time_control":"900+10","supervision":"inadequate","fen":"3k4/8/8/8/8/8/8/3RK3 w - - 0 1","events":[]}"#,
      |e| match e {
          E2001 | E2005 | E2009 => ex("move_stands").fen("3k4/8/8/8/8/8/8/3RK3 w - - 0 1").tc("rapid").art(&[rapid(e)]),
          _ => ex("arbiter_judgement_required").fen("3k4/8/8/8/8/8/8/3RK3 w - - 0 1").tc("rapid").art(&[rapid(e), restore(e)]),
      }),
    c("rapid, inadequate supervision: the next move makes it legal", r#"{"illegal_position":true,"time_control":"900+10","supervision":"inadequate","fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","events":[{"play":"e1d2"},{"press_clock":"white"}]}"#,
      |e| ex("move_stands").fen(KD2).tc("rapid").art(&[rapid(e)])),
];

/// A FEN that is not a legal position is still bad input without the flag, and the flag
/// with a legal position is refused too.
#[test]
fn the_flag_is_needed_and_must_be_true_to_the_board() {
    use arbitro::incident::Incident;
    let refused = |json: &str| Incident::from_json(json).err().map(|e| e.field);
    assert_eq!(
        refused(r#"{"edition":"2023","fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","events":[]}"#),
        Some("fen".to_string())
    );
    assert_eq!(
        refused(
            r#"{"edition":"2023","illegal_position":true,"fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[]}"#
        ),
        Some("illegal_position".to_string())
    );
    assert_eq!(
        refused(
            r#"{"edition":"2023","illegal_position":true,"fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","moves":["Kd2"],"events":[]}"#
        ),
        Some("moves".to_string())
    );
    assert_eq!(
        refused(
            r#"{"edition":"2023","last_identifiable_fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[]}"#
        ),
        Some("last_identifiable_fen".to_string())
    );
    // No king at all is not a board the flag can hold.
    assert_eq!(
        refused(
            r#"{"edition":"2023","illegal_position":true,"fen":"8/8/8/8/8/8/8/8 w - - 0 1","events":[]}"#
        ),
        Some("fen".to_string())
    );
}

/// The timeline (what the app shows step by step) shows the board as found, and the moves made
/// on it, not the last identifiable position.
#[test]
fn the_timeline_shows_the_illegal_board() {
    use arbitro::incident::Incident;
    let inc = Incident::from_json(
        r#"{"edition":"2023","illegal_position":true,"time_control":"900+10","supervision":"inadequate","fen":"3k4/4r3/8/8/8/8/8/3RK3 w - - 1 51","last_identifiable_fen":"3k4/7r/8/8/8/8/8/3RK3 b - - 0 50","events":[{"touch":"e7","by":"black"},{"play":"d1d7"},{"press_clock":"white"}]}"#,
    )
    .unwrap();
    let t = arbitro::rulings::timeline(&inc).unwrap();
    // The captions name the pieces of the board as it stands: the rook on e7 (in the last
    // identifiable position it stood on h7).
    assert!(
        t.steps[0].caption.en.contains("rook (e7)"),
        "{}",
        t.steps[0].caption.en
    );
    assert_eq!(t.start.board.to_string(), "3k4/4r3/8/8/8/8/8/3RK3");
    assert_eq!(t.start.turn, shakmaty::Color::White);
    let last = t.steps.last().unwrap();
    assert_eq!(last.frame.board.to_string(), "3k4/3Rr3/8/8/8/8/8/4K3");
    assert_eq!(last.frame.turn, shakmaty::Color::Black);
    // The events end with the illegal position still there after the next move: drawn (A.5.4).
    assert_eq!(t.ruling.decision.code(), "game_drawn");
}
