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

/// The articles of a pawn left unpromoted, reinstated until 2009: 7.4a, the pawn touched (4.3a),
/// in 2009 the released pawn bound to its square (4.6, which 7.4a applies to the replacement),
/// the penalty.
fn reinstated(e: Edition) -> &'static [&'static str] {
    if e == E2009 {
        &["7.4a", "4.3a", "4.6", "7.4b"]
    } else {
        &["7.4a", "4.3a", "7.4b"]
    }
}

/// The released-piece rule that 7.4a (2009: 4.6) and 7.5a / 7.5.1 (2014+: 4.7) apply to the
/// replacement move; none in 2001/2005 (4.3 only).
fn released(e: Edition) -> Option<&'static str> {
    match e {
        E2001 | E2005 => None,
        E2009 => Some("4.6"),
        _ => Some("4.7"),
    }
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
/// (7.4a) and the player completes the promotion himself: nothing ends. In 2009 7.4a applies
/// 4.6 to the replacement as well as 4.3, so the pawn released on the last rank is promoted on
/// that square (4.6c); 2001/2005 apply 4.3 alone (any move of that pawn).
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
          ex("illegal_move_penalised").fen(PAWN_MATES).moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(reinstated(e))
      } else {
          ex("game_over").res("1-0").fen("4Q2k/8/6K1/8/8/8/8/8 b - - 0 70").clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e), mate(e)]).note(true)
      }),
    c("unpromoted g8, the queen stalemates", r#"{"time_control":"5400","fen":"8/6P1/8/8/8/8/2K5/k7 w - - 0 70","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"g7g8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PAWN_STALEMATES).moves(&["g8=B", "g8=N", "g8=Q", "g8=R"]).clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(reinstated(e))
      } else {
          ex("game_over").res("1/2-1/2").fen("6Q1/8/8/8/8/8/2K5/k7 b - - 0 70").clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e), stalemate(e)]).note(true)
      }),
    // The arbiter who sees it acts the same way (7.5.2 is his to apply).
    c("unpromoted g8 seen by the arbiter, the queen stalemates", r#"{"time_control":"5400","fen":"8/6P1/8/8/8/8/2K5/k7 w - - 0 70","events":[{"play":"g7g8"},{"press_clock":"white"},{"claim":"illegal_move","by":"arbiter"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PAWN_STALEMATES).moves(&["g8=B", "g8=N", "g8=Q", "g8=R"]).ill(1, 0).art(reinstated(e))
      } else {
          ex("game_over").res("1/2-1/2").fen("6Q1/8/8/8/8/8/2K5/k7 b - - 0 70").ill(1, 0).art(&[queen_imposed(e), penalty(e), stalemate(e)]).note(true)
      }),
    // A queen that neither mates nor stalemates: play goes on, as before.
    c("unpromoted e8, the queen only checks", r#"{"time_control":"5400","fen":"7k/4P3/8/8/8/8/8/K7 w - - 0 70","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen("7k/4P3/8/8/8/8/8/K7 w - - 0 70").moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(reinstated(e))
      } else {
          ex("illegal_move_penalised").fen("4Q2k/8/8/8/8/8/8/K7 b - - 0 70").clk("0:10:00", "0:12:00").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e)])
      }),
    // The player's second illegal move (2014+: the losing one), and the imposed queen would
    // mate. An interpretation (noted in the explanation; no FIDE answer found): 7.5.5 (7.5b;
    // 7.5.3) comes before Art. 5, so White does not win by the mate; the second completed
    // illegal move loses "after the action taken under 7.5.2", and the exception (the opponent
    // cannot checkmate by any series of legal moves) is judged in the position with the queen,
    // where Black is mated and has no legal move: drawn, though Black's rook and pawn could
    // mate in the position before the move. Until 2009 it is the second of three: reinstated,
    // two more minutes, no note.
    c("second illegal move, the imposed queen would mate", r#"{"time_control":"5400","fen":"7k/4P1p1/6K1/8/8/8/r7/8 w - - 0 70","illegal_moves":{"white":1,"black":0},"clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen("7k/4P1p1/6K1/8/8/8/r7/8 w - - 0 70").moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:10:00", "0:12:00").ill(2, 0).claim("correct").art(reinstated(e)).note(false)
      } else {
          ex("game_drawn").res("1/2-1/2").fen("4Q2k/6p1/6K1/8/8/8/r7/8 b - - 0 70").clk("0:10:00", "0:10:00").ill(2, 0).claim("correct").art(&[queen_imposed(e), penalty(e)]).note(true)
      }),
    // The pawn could also have taken on d8. 2001/2005 (4.3 alone): any move of the pawn
    // touched, the capture included. 2009 (4.3 and 4.6): the pawn released on e8 is promoted
    // there (4.6c). 2014+: the queen is put on e8 (7.5a / 7.5.2); it checks, play goes on.
    c("unpromoted e8, a rook on d8", r#"{"fen":"3r3k/4P3/8/8/8/8/8/K7 w - - 0 60","events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| match e {
          E2001 | E2005 => ex("illegal_move_penalised").fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 60").moves(EIGHT).ill(1, 0).claim("correct").art(reinstated(e)),
          E2009 => ex("illegal_move_penalised").fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 60").moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).ill(1, 0).claim("correct").art(reinstated(e)),
          _ => ex("illegal_move_penalised").fen("3rQ2k/8/8/8/8/8/8/K7 b - - 0 60").ill(1, 0).claim("correct").art(&[queen_imposed(e), penalty(e)]),
      }),
];

// ----- 2. the promotion piece that touched the square: what it binds ----------------------------

/// 2017+ 4.4.4, 2005–2014 4.4d: when a player promotes, the choice of the piece is finalised
/// when the piece has touched the square of promotion. That binds the piece, not the square:
/// the square is bound by a release (the pawn released on a square of the last rank, 4.6c
/// 2005/2009, 4.7 / 4.7c 2014, 4.7 / 4.7.3 2017+; the released-piece rule 4.7 in 2001), and
/// `place` is the new piece touching the square (the contract), not its release. So a queen
/// that touched e8 makes the queen the choice on whichever square the pawn goes; a knight put on
/// d8 afterwards changes nothing. 2001 has no such clause (its 4.4 has no (d); editions.md and
/// the Portuguese 2001 text): the pawn touched binds (4.3a), the piece and the square stay open.
#[test]
fn the_promotion_piece_binds_the_choice_not_the_square() {
    run(PROMOTION_TOUCH);
}

fn choice(e: Edition) -> &'static str {
    if e <= E2014 { "4.4d" } else { "4.4.4" }
}

fn pawn_touched(e: Edition) -> &'static str {
    if e <= E2014 { "4.3a" } else { "4.3.1" }
}

/// The pawn released on a square of the last rank: the released-piece rule, and when a
/// promotion is made (none in 2001).
fn pawn_released(e: Edition) -> Vec<&'static str> {
    match e {
        E2001 => vec!["4.7"],
        E2005 | E2009 => vec!["4.6", "4.6c"],
        E2014 => vec!["4.7", "4.7c"],
        _ => vec!["4.7", "4.7.3"],
    }
}

const EIGHT: &[&str] = &[
    "e8=B", "e8=N", "e8=Q", "e8=R", "exd8=B", "exd8=N", "exd8=Q", "exd8=R",
];

#[rustfmt::skip]
static PROMOTION_TOUCH: &[Case] = &[
    c("pawn touched, a queen touches e8", r#"{"fen":"3r3k/4P3/8/8/8/8/8/K7 w - - 0 60","events":[{"touch":"e7"},{"place":{"square":"e8","piece":"Q"}}]}"#,
      |e| if e == E2001 {
          ex("touch_move_obligation").moves(EIGHT).art(&["4.3a"])
      } else {
          ex("touch_move_obligation").moves(&["e8=Q", "exd8=Q"]).art(&[pawn_touched(e), choice(e)])
      }),
    c("pawn touched, a queen touches e8, then a knight d8", r#"{"fen":"3r3k/4P3/8/8/8/8/8/K7 w - - 0 60","events":[{"touch":"e7"},{"place":{"square":"e8","piece":"Q"}},{"place":{"square":"d8","piece":"N"}}]}"#,
      |e| if e == E2001 {
          ex("touch_move_obligation").moves(EIGHT).art(&["4.3a"])
      } else {
          ex("touch_move_obligation").moves(&["e8=Q", "exd8=Q"]).art(&[pawn_touched(e), choice(e)])
      }),
    c("a queen touches e8, then the pawn is released on d8", r#"{"fen":"3r3k/4P3/8/8/8/8/8/K7 w - - 0 60","events":[{"place":{"square":"e8","piece":"Q"}},{"play":"e7d8"}]}"#,
      |e| if e == E2001 {
          ex("touch_move_obligation").moves(&["exd8=B", "exd8=N", "exd8=Q", "exd8=R"]).art(&pawn_released(e))
      } else {
          let mut a = pawn_released(e);
          a.push(choice(e));
          ex("touch_move_obligation").moves(&["exd8=Q"]).art(Box::leak(a.into_boxed_slice()))
      }),
];

// ----- 4. the replier late at the resumption, the sealed move a stalemate --------------------

/// 2001/2005 Appendix A (A8–A10) and the 2009 Guidelines (8–10): the envelope is opened only
/// when the player who must reply is present, and the sealed move is made on the board then
/// (A9a/b); a player more than an hour late for the resumption loses; only when the late player
/// is the one who sealed is the game decided otherwise (his sealed move mates: A10a; it
/// stalemates or leaves a dead position: A10b). So a replier over the hour late loses, whatever
/// the sealed move would have done (the Portuguese 2005 course text: "se esse jogador for o que
/// selou o lance secreto, a partida termina de outro modo"). From 2014 the lateness clause keeps
/// whatever the sealed move concluded, for either player (2018 I.10: "if the sealed move
/// resulted in the conclusion of the game, that conclusion shall still apply"; 2014 E.10 and
/// 2017 I.10 taken as the same, editions.md §6 [D]).
#[test]
fn a_late_replier_loses_until_2009_even_if_the_sealed_move_stalemates() {
    run(LATE_REPLIER);
}

#[rustfmt::skip]
static LATE_REPLIER: &[Case] = &[
    c("replier 80 minutes late, the sealed move stalemates", r#"{"time_control":"40/7200:3600","fen":"7k/5K2/8/8/8/8/8/6Q1 w - - 0 60","events":[{"seal":"Qg6"},{"press_clock":"white"},{"resume":{"late":{"black":"1:20:00"}}}]}"#,
      |e| match e {
          E2001 | E2005 => ex("game_lost").res("1-0").fen("7k/5K2/8/8/8/8/8/6Q1 w - - 0 60").art(&["A10"]),
          E2009 => ex("game_lost").res("1-0").fen("7k/5K2/8/8/8/8/8/6Q1 w - - 0 60").art(&["Guidelines 10"]),
          E2014 => ex("game_over").res("1/2-1/2").fen("7k/5K2/6Q1/8/8/8/8/8 b - - 1 60").art(&["E.10", "5.2a"]),
          _ => ex("game_over").res("1/2-1/2").fen("7k/5K2/6Q1/8/8/8/8/8 b - - 1 60").art(&["I.10", "5.2.1"]),
      }),
    // Within the hour (2009: one hour; 2014+: a default time the event gives), the replier
    // arrives, the envelope is opened and the stalemate ends the game.
    c("replier 50 minutes late (default time 1:00:00), the sealed move stalemates", r#"{"time_control":"40/7200:3600","default_time":"1:00:00","fen":"7k/5K2/8/8/8/8/8/6Q1 w - - 0 60","events":[{"seal":"Qg6"},{"press_clock":"white"},{"resume":{"late":{"black":"0:50:00"}}}]}"#,
      |e| match e {
          E2001 | E2005 => ex("game_over").res("1/2-1/2").art(&["A9b", "5.2a"]),
          E2009 => ex("game_over").res("1/2-1/2").art(&["Guidelines 9b", "5.2a"]),
          E2014 => ex("game_over").res("1/2-1/2").art(&["E.9b", "5.2a"]),
          _ => ex("game_over").res("1/2-1/2").art(&["I.9.2", "5.2.1"]),
      }),
];

// ----- 5. a move written in advance under the 2001 Laws ---------------------------------------

/// 2005–2014 8.1 and 2017+ 8.1.2 forbid writing the moves in advance (except to claim a draw
/// or to seal). The 2001 text has no such sentence: its 8.1 asks each move to be recorded and
/// the previous one before making another, and 12.2 keeps the scoresheet for the moves, the
/// clock times, draw offers and claims, and forbids notes (the Portuguese 2001 Laws, seeds). A
/// move written before it is made is still a move recorded: no rule is broken, play goes on,
/// and the ruling cites the two articles that govern the scoresheet (it used to cite none).
#[test]
fn a_move_written_in_advance_in_2001_cites_the_recording_rules() {
    run(WRITTEN_IN_ADVANCE);
}

#[rustfmt::skip]
static WRITTEN_IN_ADVANCE: &[Case] = &[
    c("a move written in advance", r#"{"moves":["e4","e5"],"events":[{"write_in_advance":"white"}]}"#,
      |e| match e {
          E2001 => ex("play_continues").art(&["8.1", "12.2"]).note(true),
          E2005 | E2009 => ex("penalty_at_discretion").art(&["8.1", "13.4"]),
          E2014 => ex("penalty_at_discretion").art(&["8.1", "12.9"]),
          _ => ex("penalty_at_discretion").art(&["8.1.2", "12.9"]),
      }),
];

// ----- 6. time waited while the clock is stopped to call the arbiter --------------------------

/// 2017+ 6.11.2 / 6.11.3 (2009–2014 6.12b/c; 2001/2005 6.13b/c): a player may stop the clock
/// only to seek the arbiter's help, and the arbiter decides when the game restarts. While it is
/// stopped no time is charged to anyone, so no flag can fall, whatever else is said at the board
/// meanwhile (a draw offer and its refusal, a move written in advance, the player arriving):
/// only play resuming (a move, a touch, a press) or a claim the arbiter rules restarts it. The
/// engine restarted it on any event but time itself, so a draw offer made while the arbiter was
/// being called let the next wait run White's clock out.
#[test]
fn a_clock_stopped_for_the_arbiter_charges_no_time() {
    run(STOPPED_CLOCK);
}

/// The ruling while the clock is still stopped cites why nothing ran: the player's stop for the
/// arbiter (6.11.2; 6.12b 2009/2014; 6.13b 2001/2005) and the arbiter's restart (6.11.3; 6.12c;
/// 6.13c: the 2001 text's item 3, the 2005 course's "b" shifted as in decisions.md 2).
fn stopped(e: Edition) -> [&'static str; 2] {
    match e {
        E2001 | E2005 => ["6.13b", "6.13c"],
        E2009 | E2014 => ["6.12b", "6.12c"],
        _ => ["6.11.2", "6.11.3"],
    }
}

#[rustfmt::skip]
static STOPPED_CLOCK: &[Case] = &[
    c("stopped, a draw offer, then ten minutes", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"stop_clock":"white","valid_reason":true},{"offer_draw":"black"},{"wait":"10:00"}]}"#,
      |e| ex("play_continues").clk("0:05:00", "0:05:00").art(&stopped(e)).note(false)),
    c("stopped, a draw offer declined, then ten minutes", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"stop_clock":"white","valid_reason":true},{"offer_draw":"white"},{"decline_draw":"black"},{"wait":"10:00"}]}"#,
      |e| ex("play_continues").clk("0:05:00", "0:05:00").art(&stopped(e)).note(false)),
    // Play resumes with White's move: from then on his clock runs again.
    c("stopped, ten minutes, then White moves and a minute passes", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"stop_clock":"white","valid_reason":true},{"offer_draw":"black"},{"wait":"10:00"},{"touch":"g1"},{"wait":"1:00"}]}"#,
      |e| ex("touch_move_obligation").clk("0:04:00", "0:05:00").moves(&["Ne2", "Nf3", "Nh3"]).art(&[if e <= E2014 { "4.3a" } else { "4.3.1" }])),
];

// ----- 7. an incorrect claim does not hide a press with the other hand -------------------------

/// 2017+ 6.2.3, 2014 6.2c, 2009 6.7b, 2001/2005 6.8b: the clock is pressed with the hand
/// that made the move. A move made with one hand and pressed with the other is not an illegal
/// move (the Rules Commission's reading, editions.md §1.3), so the opponent's illegal-move claim
/// is incorrect; but the hand offence is still there for the arbiter to penalise (12.9; 13.4
/// until 2009). The ruling on the claim now says both: the claim incorrect (its articles as
/// before), then the same-hand rule and the penalties.
#[test]
fn an_incorrect_claim_still_cites_the_hand_offence() {
    run(OTHER_HAND);
}

fn same_hand(e: Edition) -> &'static str {
    match e {
        // 2005: the course copy's "6.8a", its first paragraph printed unlettered (as in 6.13
        // and 9.5, decisions.md 2); 2009 6.7a-d has the same four paragraphs.
        E2001 | E2005 => "6.8b",
        E2009 => "6.7b",
        E2014 => "6.2c",
        _ => "6.2.3",
    }
}

fn penalties(e: Edition) -> &'static str {
    if e <= E2009 { "13.4" } else { "12.9" }
}

fn restore_art(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 | E2009 => "7.4a",
        E2014 => "7.5a",
        _ => "7.5.1",
    }
}

#[rustfmt::skip]
static OTHER_HAND: &[Case] = &[
    c("other hand, then an illegal-move claim", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"play":"g1f3","hand":"left"},{"press_clock":"white","hand":"right"},{"claim":"illegal_move"}]}"#,
      |e| ex("claim_incorrect").claim("incorrect").clk("0:05:00", "0:05:00").art(&[restore_art(e), same_hand(e), penalties(e)])),
    c("other hand, then a touch-move claim", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"play":"g1f3","hand":"left"},{"press_clock":"white","hand":"right"},{"claim":"touch_move"}]}"#,
      |e| ex("claim_incorrect").claim("incorrect").clk("0:05:00", "0:05:00").art(&[if e <= E2014 { "4.3a" } else { "4.3.1" }, same_hand(e), penalties(e)])),
    // Same hand for both: the claim alone.
    c("same hand, then an illegal-move claim", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"play":"g1f3","hand":"left"},{"press_clock":"white","hand":"left"},{"claim":"illegal_move"}]}"#,
      |e| ex("claim_incorrect").claim("incorrect").clk("0:05:00", "0:05:00").art(&[restore_art(e)])),
];

// ----- 8. an incorrect threefold claim, its draw offer declined ------------------------------

/// A threefold (or 50-move) claim counts as a draw offer (9.1.2.3; 9.1b3 2009/2014; 9.1c
/// 2001/2005). When the opponent then declines it orally (9.1.2.1; 9.1b1; 9.1a), the ruling on
/// the claim still stands: the claim was incorrect and the opponent has the time the Laws give
/// him for it (9.5.3 2017+; 9.5c 2014; 9.5b 2001–2009: three minutes, and until 2005 half the
/// claimant's time up to three minutes), the decline recorded after it. The engine answered
/// `play_continues`, as if there had been no claim.
#[test]
fn a_declined_claim_is_still_the_incorrect_claim() {
    run(DECLINED_CLAIM);
}

fn offer_clauses(e: Edition) -> (&'static str, &'static str) {
    match e {
        E2001 | E2005 => ("9.1c", "9.1a"),
        E2009 | E2014 => ("9.1b3", "9.1b1"),
        _ => ("9.1.2.3", "9.1.2.1"),
    }
}

#[rustfmt::skip]
static DECLINED_CLAIM: &[Case] = &[
    c("incorrect threefold claim, declined", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"claim":"threefold"},{"decline_draw":"black"}]}"#,
      |e| {
          let (offer, declined) = offer_clauses(e);
          let (has_appeared, incorrect) = match e {
              E2001 | E2005 | E2009 => ("9.2b", "9.5b"),
              E2014 => ("9.2b", "9.5c"),
              // 2017/2018 9.2.1.2 "has just appeared" (handbook 035824a). 2023: the edition
              // table's 9.2.2 (the conquer_chess transcription); the handbook's later 2023 text
              // prints 9.2.1.2 there too (reported to the lead, not changed here).
              E2017 | E2018 => ("9.2.1.2", "9.5.3"),
              _ => ("9.2.2", "9.5.3"),
          };
          let clk = match e {
              E2001 | E2005 => ("0:02:30", "0:08:00"),
              E2009 => ("0:05:00", "0:08:00"),
              _ => ("0:05:00", "0:07:00"),
          };
          ex("claim_incorrect").claim("incorrect").clk(clk.0, clk.1).art(&[has_appeared, incorrect, offer, declined])
      }),
    // Declined a minute later: the claimant's clock ran meanwhile; the clocks are as they stand.
    c("incorrect threefold claim, a minute, declined", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"claim":"threefold"},{"wait":"1:00"},{"decline_draw":"black"}]}"#,
      |e| {
          let (offer, declined) = offer_clauses(e);
          let (has_appeared, incorrect) = match e {
              E2001 | E2005 | E2009 => ("9.2b", "9.5b"),
              E2014 => ("9.2b", "9.5c"),
              E2017 | E2018 => ("9.2.1.2", "9.5.3"),
              _ => ("9.2.2", "9.5.3"),
          };
          let clk = match e {
              E2001 | E2005 => ("0:01:30", "0:08:00"),
              E2009 => ("0:04:00", "0:08:00"),
              _ => ("0:04:00", "0:07:00"),
          };
          ex("claim_incorrect").claim("incorrect").clk(clk.0, clk.1).art(&[has_appeared, incorrect, offer, declined])
      }),
    // An ordinary draw offer declined: nothing is ruled, as before.
    c("a draw offer declined", r#"{"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:05:00","black":"0:05:00"},"events":[{"offer_draw":"white"},{"decline_draw":"black"}]}"#,
      |e| ex("play_continues").clk("0:05:00", "0:05:00").art(&[if e <= E2005 { "B1" } else { "A.1" }, match e { E2001 | E2005 | E2009 => "6.2a", E2014 => "6.3a", _ => "6.3.1" }])),
];

// ----- 3. a promotion to a piece of the other colour ------------------------------------------

/// 3.7.5.1 (3.7e until 2014): the pawn is exchanged for a new queen, rook, bishop or knight of
/// the same colour. A piece of the other colour put on the promotion square is no promotion:
/// - before the press the move is not yet made (the promotion is made when the new piece is
///   released on the square, 4.7.3 / 4.7c / 4.6c): the pawn released on e8 may go nowhere else
///   and the player completes the promotion with a piece of his own colour, any of the four (a
///   wrong-coloured piece is no choice under 4.4.4, as the Laws' choice is among pieces of the
///   same colour — the engine's reading, noted);
/// - after the press it is a completed illegal move (a move not made as Art. 3 requires): the
///   position before it is reinstated, the replacement is that pawn (4.3.1 / 4.3a), from 2009 to
///   that square (the released-piece rule, which 7.4a applies in 2009 as 4.6 and 7.5a / 7.5.1
///   from 2014 as 4.7; 2001/2005 apply 4.3 alone), and the penalty is the edition's (7.5.5 /
///   7.5.3 / 7.5b / 7.4b). It is not the pawn "not replaced with a new piece" of 7.5.2 / 7.5a: it was
///   replaced, wrongly.
///
/// The incident used to be refused (exit 2). A `by` naming the other player is still refused.
#[test]
fn a_promotion_to_a_piece_of_the_other_colour_is_ruled() {
    run(WRONG_COLOUR);
}

const PAWN_E7_50: &str = "7k/4P3/8/8/8/8/8/K7 w - - 0 50";

#[rustfmt::skip]
static WRONG_COLOUR: &[Case] = &[
    c("a black queen put on e8, not pressed", r#"{"time_control":"5400","fen":"7k/4P3/8/8/8/8/8/K7 w - - 0 50","clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"play":"e7e8"},{"place":{"square":"e8","piece":"q"}}]}"#,
      |e| ex("touch_move_obligation").fen(PAWN_E7_50).moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:30:00", "0:30:00").art(Box::leak(pawn_released(e).into_boxed_slice()))),
    c("a black queen put on e8 and the clock pressed", r#"{"time_control":"5400","fen":"7k/4P3/8/8/8/8/8/K7 w - - 0 50","clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"play":"e7e8"},{"place":{"square":"e8","piece":"q"}},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| {
          let a: Vec<&'static str> = [Some(restore_art(e)), Some(pawn_touched(e)), released(e), Some(penalty(e))].into_iter().flatten().collect();
          ex("illegal_move_penalised").fen(PAWN_E7_50).moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:30:00", "0:32:00").ill(1, 0).claim("correct").art(&a)
      }),
    // The pawn could also take on d8. From 2009 the released-piece rule applies to the move
    // replacing the illegal move as well as 4.3 (2009 7.4a: 4.3 and 4.6; 7.5a / 7.5.1: 4.3 and
    // 4.7): the pawn was released on e8 as part of a promotion there, so it goes to e8. In
    // 2001/2005 only 4.3 applies (7.4a / 7.4): any move of the pawn touched.
    c("a black queen put on e8 and pressed, a rook on d8", r#"{"fen":"3r3k/4P3/8/8/8/8/8/K7 w - - 0 60","events":[{"play":"e7e8"},{"place":{"square":"e8","piece":"q"}},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| match released(e) {
          None => ex("illegal_move_penalised").moves(EIGHT).ill(1, 0).claim("correct").art(&[restore_art(e), pawn_touched(e), penalty(e)]),
          Some(rel) => ex("illegal_move_penalised").moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).ill(1, 0).claim("correct").art(&[restore_art(e), pawn_touched(e), rel, penalty(e)]),
      }),
];
