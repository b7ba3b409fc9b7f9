//! Known faults of the rules engine (issues 10 and 15, second batch), as table tests over every
//! edition. Each expectation is written from the Laws' text of each edition before the engine
//! was changed: the 2018 text (Chess-Arbiter/handbook at 035824a), the 2023 text (the same
//! repository, later commits), the 2014 text as quoted in public arbiters' discussions (ecforum,
//! 2016: Law 7.5a), the Portuguese 2001 Laws and 2005 course text (shared/seeds), and
//! docs/laws/editions.md where no text was at hand (said so at the case).

use arbitro::laws::Edition::{self, *};

mod expect_table;
use expect_table::{Case, c, ex, run};

/// Checkmate ends the game: 5.1a until 2014, 5.1.1 from 2017.
fn mate(e: Edition) -> &'static str {
    if e <= E2014 { "5.1a" } else { "5.1.1" }
}

/// Stalemate ends the game: 5.2a until 2014, 5.2.1 from 2017.
fn stalemate(e: Edition) -> &'static str {
    if e <= E2014 { "5.2a" } else { "5.2.1" }
}

/// The pawn left unpromoted becomes a queen: 7.5a (2014), 7.5.2 (2017+).
fn queen_imposed(e: Edition) -> &'static str {
    if e == E2014 { "7.5a" } else { "7.5.2" }
}

/// The illegal-move penalty in standard play: 7.4b / 7.5b / 7.5.3 (July 2017) / 7.5.5.
fn penalty(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 | E2009 => "7.4b",
        E2014 => "7.5b",
        E2017 => "7.5.3",
        _ => "7.5.5",
    }
}

// ----- 1. the queen the Laws impose on a pawn left unpromoted ends the game by itself -------------

/// 2014 7.5a and 2017+ 7.5.2: a pawn moved to the last rank, the clock pressed, no new piece put
/// in its place: the move is illegal and the pawn is replaced by a queen of its colour; 7.5.5
/// (7.5b, 7.5.3) then gives the opponent his time. The move so completed stands (it is not taken
/// back), so the position with the queen is the game's position. If that position is checkmate
/// or stalemate, Art. 5 ends the game at once (5.1.1 / 5.2.1; 5.1a / 5.2a in 2014): the opponent
/// has no legal move to play on with. Until 2009 the position before the move is reinstated
/// (7.4a) and the player completes the promotion himself: nothing ends.
#[test]
fn the_imposed_queen_ends_the_game_when_it_mates_or_stalemates() {
    run(IMPOSED_QUEEN);
}

const PAWN_MATES: &str = "7k/4P3/6K1/8/8/8/8/8 w - - 0 70";
const PAWN_STALEMATES: &str = "8/6P1/8/8/8/8/2K5/k7 w - - 0 70";

#[rustfmt::skip]
static IMPOSED_QUEEN: &[Case] = &[
    c("unpromoted e8, the queen mates", r#"{"time_control":"5400","fen":"7k/4P3/6K1/8/8/8/8/8 w - - 0 70","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PAWN_MATES).moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&["7.4a", "4.3a", "7.4b"])
      } else {
          ex("game_over").res("1-0").fen("4Q2k/8/6K1/8/8/8/8/8 b - - 0 70").clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e), mate(e)])
      }),
    c("unpromoted g8, the queen stalemates", r#"{"time_control":"5400","fen":"8/6P1/8/8/8/8/2K5/k7 w - - 0 70","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"g7g8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PAWN_STALEMATES).moves(&["g8=B", "g8=N", "g8=Q", "g8=R"]).clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&["7.4a", "4.3a", "7.4b"])
      } else {
          ex("game_over").res("1/2-1/2").fen("6Q1/8/8/8/8/8/2K5/k7 b - - 0 70").clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e), stalemate(e)])
      }),
    // The arbiter who sees it acts the same way (7.5.2 is his to apply).
    c("unpromoted g8 seen by the arbiter, the queen stalemates", r#"{"time_control":"5400","fen":"8/6P1/8/8/8/8/2K5/k7 w - - 0 70","events":[{"play":"g7g8"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PAWN_STALEMATES).moves(&["g8=B", "g8=N", "g8=Q", "g8=R"]).ill(1, 0).art(&["7.4a", "4.3a", "7.4b"])
      } else {
          ex("game_over").res("1/2-1/2").fen("6Q1/8/8/8/8/8/2K5/k7 b - - 0 70").ill(1, 0).art(&[queen_imposed(e), penalty(e), stalemate(e)])
      }),
    // A queen that neither mates nor stalemates: play goes on, as before.
    c("unpromoted e8, the queen only checks", r#"{"time_control":"5400","fen":"7k/4P3/8/8/8/8/8/K7 w - - 0 70","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen("7k/4P3/8/8/8/8/8/K7 w - - 0 70").moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&["7.4a", "4.3a", "7.4b"])
      } else {
          ex("illegal_move_penalised").fen("4Q2k/8/8/8/8/8/8/K7 b - - 0 70").clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e)])
      }),
];
