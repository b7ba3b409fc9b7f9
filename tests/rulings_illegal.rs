//! Illegal moves (Art. 7.4 / 7.5, rapid and blitz appendices) as table tests over every edition.
//!
//! One line per case: a name, an incident (the contract's JSON without `edition`) and the
//! expected ruling as a function of the edition. The expectations come from
//! docs/laws/editions.md §1.3, §2 and docs/laws/decisions.md, not from the engine.
//! Every mismatch of every case and edition is collected and reported by case name.

use arbitro::laws::Edition::{self, *};

mod expect_table;
use expect_table::{Case, Expect, c, ex, own, penalty, restore, run};

// ---------------------------------------------------------------------------------------------
// Articles and positions

/// "Play continues": the definition of the time class (a standard game cites the rapid one,
/// above whose limit it lies: B1 until 2005, A.1 from 2009), then the time-control article.
fn plays_on(e: Edition) -> [&'static str; 2] {
    [
        if e <= E2005 { "B1" } else { "A.1" },
        if e <= E2009 {
            "6.2a"
        } else if e == E2014 {
            "6.3a"
        } else {
            "6.3.1"
        },
    ]
}
/// Pieces of both colours touched (the king "captured" counts as touched): 4.3c / 4.3.3.
fn each(e: Edition) -> &'static str {
    if e <= E2014 { "4.3c" } else { "4.3.3" }
}
fn penalties(e: Edition) -> &'static str {
    if e <= E2009 { "13.4" } else { "12.9" }
}

/// 1.e4 e5, White to move.
const E4E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
const QUEEN_MOVES: &[&str] = &["Qe2", "Qf3", "Qg4", "Qh5"];
/// White pawn on e7 with only e8 to go to; Black has a lone king.
const PROMO: &str = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
const PROMOS: &[&str] = &["e8=B", "e8=N", "e8=Q", "e8=R"];
const PROMOTED: &str = "4Q3/8/8/8/8/8/k7/4K3 b - - 0 1";
/// White castled short from r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1.
const CASTLED: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1";
/// The white rook on e1 behind its own pawn, the black king on e8.
const ROOK_E1: &str = "4k3/8/8/8/8/8/4P3/K3R3 w - - 0 1";
/// The white knight on d2 is pinned by the bishop on b4.
const PINNED: &str = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1";

/// Standard play, 90 min + 30 s: White spends ten seconds, plays the queen through his own
/// pawn and presses (gaining 30 s); restoring takes the 30 s back.
macro_rules! std_illegal {
    ($counts:literal, $by:literal) => {
        concat!(
            r#"{"time_control":"5400+30","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"},"illegal_moves":"#,
            $counts,
            r#","events":[{"wait":"0:10"},{"play":"d1d3"},{"press_clock":"white"},{"claim":"illegal_move""#,
            $by,
            r#"}]}"#
        )
    };
}

/// The same move in rapid (30 min) or blitz (5 min), no increment.
macro_rules! quick_illegal {
    ($tc:literal, $sup:literal, $by:literal) => {
        concat!(
            r#"{"time_control":""#, $tc, r#"","supervision":""#, $sup,
            r#"","moves":["e4","e5"],"clocks":{"white":"0:04:00","black":"0:04:30"},"events":[{"wait":"0:10"},{"play":"d1d3"},{"press_clock":"white"},{"claim":"illegal_move""#,
            $by,
            r#"}]}"#
        )
    };
}

/// The first illegal move of White, penalised with `mins` extra minutes for Black.
fn plus(e: Edition, black: &'static str, tc: &'static str, arts: &[&'static str]) -> Expect {
    let _ = e;
    ex("illegal_move_penalised")
        .moves(QUEEN_MOVES)
        .fen(E4E5)
        .clk("0:03:50", black)
        .ill(1, 0)
        .claim("correct")
        .tc(tc)
        .art(arts)
}

#[test]
fn illegal_move_table() {
    run(ILLEGAL);
}

#[rustfmt::skip]
static ILLEGAL: &[Case] = &[
    // Standard play: +2, +2, the third loses (2001–2009); +2, the second loses (2014+)
    c("standard: first illegal move", std_illegal!(r#"{"white":0,"black":0}"#, ""),
      |e| ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).clk("1:19:50", "1:27:00").ill(1, 0).claim("correct").art(&[restore(e), own(e), penalty(e)])),
    c("standard: first illegal move, seen by the arbiter", std_illegal!(r#"{"white":0,"black":0}"#, r#","by":"arbiter""#),
      |e| ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).clk("1:19:50", "1:27:00").ill(1, 0).art(&[restore(e), own(e), penalty(e)])),
    c("standard: second illegal move", std_illegal!(r#"{"white":1,"black":0}"#, ""),
      |e| if e <= E2009 {
          ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).clk("1:19:50", "1:27:00").ill(2, 0).claim("correct").art(&[restore(e), own(e), penalty(e)])
      } else {
          ex("game_lost").res("0-1").clk("1:19:50", "1:25:00").ill(2, 0).claim("correct").art(&[restore(e), penalty(e)])
      }),
    c("standard: third illegal move", std_illegal!(r#"{"white":2,"black":0}"#, ""),
      |e| ex("game_lost").res("0-1").clk("1:19:50", "1:25:00").ill(3, 0).claim("correct").art(&[restore(e), penalty(e)]).note(false)),
    c("standard: the other side's count does not matter", std_illegal!(r#"{"white":0,"black":1}"#, ""),
      |e| ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).clk("1:19:50", "1:27:00").ill(1, 1).claim("correct").art(&[restore(e), own(e), penalty(e)])),
    c("losing illegal move, opponent cannot mate", r#"{"fen":"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1","illegal_moves":{"white":2,"black":0},"events":[{"play":"a1b2"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2005 {
          ex("game_lost").res("0-1").ill(3, 0).claim("correct").art(&[restore(e), penalty(e)]).note(true)
      } else {
          ex("game_drawn").res("1/2-1/2").ill(3, 0).claim("correct").art(&[restore(e), penalty(e)])
      }),
    // Move 40 of 40/90+30 (editions.md §2.1 "clocks after restoring", "increment after illegal
    // move"): the press added 30 s and the 30 minutes of period 2 and counted move 40;
    // restoring the position takes all of it back (the counter to 39), then the penalty.
    c("illegal move 40: the period's time and the counter are taken back", r#"{"fen":"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 40","time_control":"40/5400+30:1800+30","clocks":{"white":"0:05:00","black":"0:20:00"},"events":[{"wait":"0:01:00"},{"play":"d2f3"},{"press_clock":"white"},{"wait":"0:00:20"},{"claim":"illegal_move"}]}"#,
      |e| ex("illegal_move_penalised").fen("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 40").clk("0:04:00", "0:21:40").cm(39, 39).ill(1, 0).claim("correct").art(&[restore(e), own(e), "4.5", penalty(e)])),
    c("a legal move 40 keeps its period and counter", r#"{"fen":"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 40","time_control":"40/5400+30:1800+30","clocks":{"white":"0:05:00","black":"0:20:00"},"events":[{"wait":"0:01:00"},{"play":"e1e2"},{"press_clock":"white"},{"wait":"0:00:20"}]}"#,
      |e| ex("play_continues").clk("0:34:30", "0:19:40").cm(40, 39).art(&plays_on(e))),
    // 4.5 comes after the touch article it relieves (PREAMBLE house convention).
    c("replacement: the touched piece cannot move (4.5)", r#"{"fen":"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1","events":[{"play":"d2f3"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| ex("illegal_move_penalised").fen(PINNED).ill(1, 0).claim("correct").art(&[restore(e), own(e), "4.5", penalty(e)])),
    c("capturing the king", r#"{"fen":"4k3/8/8/8/8/8/4P3/K3R3 w - - 0 1","events":[{"play":"e1e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| ex("illegal_move_penalised").fen(ROOK_E1).moves(&["Rb1", "Rc1", "Rd1", "Rf1", "Rg1", "Rh1"]).ill(1, 0).claim("correct").art(&[restore(e), each(e), penalty(e)])),
    // Special acts by edition
    c("pawn left unpromoted on the last rank", r#"{"fen":"8/4P3/8/8/8/8/k7/4K3 w - - 0 1","clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PROMO).moves(PROMOS).clk("1:00:00", "1:02:00").ill(1, 0).claim("correct").art(if e == E2009 { &["7.4a", "4.3a", "4.6", "7.4b"] } else { &["7.4a", "4.3a", "7.4b"] })
      } else {
          ex("illegal_move_penalised").fen(PROMOTED).clk("1:00:00", "1:02:00").ill(1, 0).claim("correct").art(&[if e == E2014 { "7.5a" } else { "7.5.2" }, penalty(e)])
      }),
    // A capture onto the last rank touched the opponent's piece as well: up to 2009 the
    // replacement is bound to that square by the capture clause (4.3c), also in 2001/2005 where
    // 7.4a applies 4.3 alone (2005 course text 7.4); the rest of the rank stays out. In 2009
    // 7.4a applies 4.6 too (the pawn released on c8), cited after 4.3c.
    c("pawn captures onto the last rank and is left unpromoted", r#"{"fen":"2b5/k1KP3p/8/8/8/8/8/8 w - - 0 60","clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"play":"d7c8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen("2b5/k1KP3p/8/8/8/8/8/8 w - - 0 60").moves(&["dxc8=B", "dxc8=N", "dxc8=Q", "dxc8=R"]).clk("1:00:00", "1:02:00").ill(1, 0).claim("correct").art(if e == E2009 { &["7.4a", "4.3c", "4.6", "7.4b"] } else { &["7.4a", "4.3c", "7.4b"] })
      } else {
          ex("illegal_move_penalised").fen("2Q5/k1K4p/8/8/8/8/8/8 b - - 0 60").clk("1:00:00", "1:02:00").ill(1, 0).claim("correct").art(&[if e == E2014 { "7.5a" } else { "7.5.2" }, penalty(e)])
      }),
    c("clock pressed without a move", r#"{"time_control":"5400+30","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"},"events":[{"wait":"0:10"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e == E2017 {
          // July 2017 prints the case and its penalty apart: 7.8.1, 7.8.2.
          ex("illegal_move_penalised").fen(E4E5).clk("1:19:50", "1:27:00").cm(1, 1).ill(1, 0).claim("correct").art(&["7.8.1", "7.8.2"])
      } else if e >= E2018 {
          ex("illegal_move_penalised").fen(E4E5).clk("1:19:50", "1:27:00").cm(1, 1).ill(1, 0).claim("correct").art(&["7.5.3", "7.5.5"])
      } else {
          // Improper clock handling (6.8b / 6.7c / 6.2d), then the arbiter's penalties.
          let handling = match e { E2001 => "6.8b", E2005 => "6.8c", E2009 => "6.7c", _ => "6.2d" };
          ex("penalty_at_discretion").fen(E4E5).clk("1:19:50", "1:25:00").cm(1, 1).claim("incorrect").art(&[handling, penalties(e)])
      }),
    c("castling with two hands, clock pressed", r#"{"fen":"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1","clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"play":"e1g1","hands":2},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      // Considered an illegal move, so 7.5.1 reinstates the position and 4.7 binds the
      // replacement: king and rook were released, castling counts as made (4.7.2) and is made
      // again (2018 text, Chess-Arbiter/handbook 035824a, 7.5.1/7.5.4).
      |e| if e == E2017 {
          // July 2017: two hands 7.7.1, its penalty 7.7.2.
          ex("illegal_move_penalised").fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").moves(&["O-O"]).clk("1:00:00", "1:02:00").ill(1, 0).claim("correct").art(&["7.7.1", "7.5.1", "4.7", "4.7.2", "7.7.2"])
      } else if e >= E2018 {
          ex("illegal_move_penalised").fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").moves(&["O-O"]).clk("1:00:00", "1:02:00").ill(1, 0).claim("correct").art(&["7.5.4", "7.5.1", "4.7", "4.7.2", "7.5.5"])
      } else {
          ex("penalty_at_discretion").fen(CASTLED).clk("1:00:00", "1:00:00").claim("incorrect").art(&["4.1", penalties(e)])
      }),
];

// Rapid and blitz: supervision × edition.
#[test]
fn rapid_and_blitz_table() {
    run(QUICK);
}

#[rustfmt::skip]
static QUICK: &[Case] = &[
    c("rapid, adequate supervision: claim", quick_illegal!("1800", "adequate", ""),
      |e| match e {
          E2001 => plus(e, "0:06:30", "rapid", &["B5b", "7.4a", "4.3a", "7.4b"]),
          E2005 => plus(e, "0:06:30", "rapid", &["B6", "7.4a", "4.3a", "7.4b"]),
          E2009 => plus(e, "0:06:30", "rapid", &["7.4a", "4.3a", "7.4b"]),
          E2014 => plus(e, "0:06:30", "rapid", &["7.5a", "4.3a", "7.5b"]),
          E2017 => plus(e, "0:06:30", "rapid", &["7.5.1", "4.3.1", "7.5.3"]),
          E2018 => plus(e, "0:06:30", "rapid", &["7.5.1", "4.3.1", "7.5.5"]),
          _ => plus(e, "0:05:30", "rapid", &["7.5.1", "4.3.1", "7.5.5", "A.3"]),
      }),
    c("rapid, inadequate supervision: claim", quick_illegal!("1800", "inadequate", ""),
      |e| match e {
          E2001 => plus(e, "0:06:30", "rapid", &["B5b", "7.4a", "4.3a", "7.4b"]),
          E2005 => plus(e, "0:06:30", "rapid", &["B6", "7.4a", "4.3a", "7.4b"]),
          E2009 => plus(e, "0:06:30", "rapid", &["A.4c", "7.4a", "4.3a", "7.4b"]),
          E2014 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("rapid").clk("0:03:50", "0:04:30").art(&["A.4b"]),
          E2017 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("rapid").clk("0:03:50", "0:04:30").art(&["A.4.2"]),
          E2018 => plus(e, "0:06:30", "rapid", &["A.4.2", "7.5.1", "4.3.1", "7.5.5"]),
          _ => plus(e, "0:05:30", "rapid", &["A.5.2", "7.5.1", "4.3.1", "7.5.5", "A.3"]),
      }),
    c("rapid, inadequate supervision: the arbiter sees it", quick_illegal!("1800", "inadequate", r#","by":"arbiter""#),
      |e| match e {
          E2001 => ex("move_stands").tc("rapid").clk("0:03:50", "0:04:30").art(&["B5b"]),
          E2005 => ex("move_stands").tc("rapid").clk("0:03:50", "0:04:30").art(&["B6"]),
          E2009 => ex("move_stands").tc("rapid").clk("0:03:50", "0:04:30").art(&["A.4c"]),
          E2014 => ex("game_lost").res("0-1").ill(1, 0).tc("rapid").clk("0:03:50", "0:04:30").art(&["A.4b"]),
          E2017 => ex("game_lost").res("0-1").ill(1, 0).tc("rapid").clk("0:03:50", "0:04:30").art(&["A.4.2"]),
          E2018 => plus(e, "0:06:30", "rapid", &["A.4.2", "7.5.1", "4.3.1", "7.5.5"]).claim_none(),
          _ => plus(e, "0:05:30", "rapid", &["A.5.2", "7.5.1", "4.3.1", "7.5.5", "A.3"]).claim_none(),
      }),
    c("blitz, adequate supervision: claim", quick_illegal!("300", "adequate", ""),
      |e| match e {
          E2001 | E2005 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("blitz").clk("0:03:50", "0:04:30").art(&["C3"]),
          E2009 => plus(e, "0:06:30", "blitz", &["7.4a", "4.3a", "7.4b"]),
          E2014 => plus(e, "0:06:30", "blitz", &["7.5a", "4.3a", "7.5b"]),
          // B.2 of the July 2017 text already gives one minute.
          E2017 => plus(e, "0:05:30", "blitz", &["7.5.1", "4.3.1", "7.5.3", "B.2"]),
          E2018 => plus(e, "0:05:30", "blitz", &["7.5.1", "4.3.1", "7.5.5", "B.2"]),
          // 2023 B.2: supervised blitz is under the Competition Rules, 7.5.5's two minutes;
          // A.3's one minute reaches only blitz without supervision (B.3).
          _ => plus(e, "0:06:30", "blitz", &["7.5.1", "4.3.1", "7.5.5", "B.2"]),
      }),
    c("blitz, inadequate supervision: claim", quick_illegal!("300", "inadequate", ""),
      |e| match e {
          E2001 | E2005 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("blitz").clk("0:03:50", "0:04:30").art(&["C3"]),
          E2009 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("blitz").clk("0:03:50", "0:04:30").art(&["B.3c"]),
          E2014 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("blitz").clk("0:03:50", "0:04:30").art(&["B.3", "A.4b"]),
          E2017 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("blitz").clk("0:03:50", "0:04:30").art(&["B.4", "A.4.2"]),
          E2018 => plus(e, "0:05:30", "blitz", &["B.4", "A.4.2", "7.5.1", "4.3.1", "7.5.5", "B.2"]),
          _ => plus(e, "0:05:30", "blitz", &["B.3", "A.5.2", "7.5.1", "4.3.1", "7.5.5", "A.3"]),
      }),
    c("rapid, inadequate supervision: unpromoted pawn seen by the arbiter", r#"{"time_control":"1800","supervision":"inadequate","fen":"8/4P3/8/8/8/8/k7/4K3 w - - 0 1","events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| match e {
          E2001 => ex("move_stands").tc("rapid").art(&["B5b"]),
          E2005 => ex("move_stands").tc("rapid").art(&["B6"]),
          E2009 => ex("illegal_move_penalised").fen(PROMO).moves(PROMOS).ill(1, 0).tc("rapid").art(&["A.4c", "7.4a", "4.3a", "4.6", "7.4b"]),
          E2014 => ex("game_drawn").res("1/2-1/2").ill(1, 0).tc("rapid").fen(PROMOTED).art(&["A.4b"]),
          E2017 => ex("game_drawn").res("1/2-1/2").ill(1, 0).tc("rapid").art(&["A.4.2"]),
          E2018 => ex("illegal_move_penalised").fen(PROMOTED).ill(1, 0).tc("rapid").art(&["A.4.2", "7.5.2", "7.5.5"]),
          _ => ex("illegal_move_penalised").fen(PROMOTED).ill(1, 0).tc("rapid").art(&["A.5.2", "7.5.2", "7.5.5", "A.3"]),
      }),
    c("rapid 2001/2005 claim window: the claimant touched a piece", r#"{"time_control":"1800","supervision":"inadequate","moves":["e4","e5"],"events":[{"play":"d1d3"},{"press_clock":"white"},{"touch":"b8"},{"claim":"illegal_move"}]}"#,
      |e| match e {
          E2001 => ex("claim_not_allowed").claim("not_allowed").tc("rapid").art(&["B5b"]),
          E2005 => ex("claim_not_allowed").claim("not_allowed").tc("rapid").art(&["B6"]),
          E2009 => ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).ill(1, 0).claim("correct").tc("rapid").art(&["A.4c", "7.4a", "4.3a", "7.4b"]),
          E2014 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("rapid").art(&["A.4b"]),
          E2017 => ex("game_lost").res("0-1").claim("correct").ill(1, 0).tc("rapid").art(&["A.4.2"]),
          E2018 => ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).ill(1, 0).claim("correct").tc("rapid").art(&["A.4.2", "7.5.1", "4.3.1", "7.5.5"]),
          _ => ex("illegal_move_penalised").moves(QUEEN_MOVES).fen(E4E5).ill(1, 0).claim("correct").tc("rapid").art(&["A.5.2", "7.5.1", "4.3.1", "7.5.5", "A.3"]),
      }),
];
