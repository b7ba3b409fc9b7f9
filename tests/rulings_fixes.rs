//! Wrong rulings found by fuzzing and by the exam cases (issues 10 and 15), as table tests over
//! every edition. Expectations are written from the Laws' text of each edition (the 2018 text:
//! Chess-Arbiter/handbook at 035824a; the others as docs/laws/editions.md cites them), not from
//! the engine. Impossible input is checked to be refused with one line naming the field.

use arbitro::incident::Incident;
use arbitro::laws::Edition::{self, *};
use arbitro::rulings::rule;

mod expect_table;
use expect_table::{Case, c, ex, run};

/// The incident with `edition` set, ruled; `Err` carries the error line.
fn rule_text(incident: &str, e: Edition) -> Result<arbitro::rulings::Ruling, String> {
    let mut v: serde_json::Value = serde_json::from_str(incident).expect("test JSON");
    v["edition"] = e.as_str().into();
    let inc = Incident::from_value(&v).map_err(|err| err.to_string())?;
    rule(&inc).map_err(|err| err.to_string())
}

/// The incident is refused in every edition, and the one-line error starts with `field`.
fn refused(incident: &str, field: &str, why: &str) {
    for e in Edition::ALL {
        match rule_text(incident, e) {
            Ok(r) => panic!(
                "[{e}] {incident}: ruled {} instead of refusing ({why})",
                r.decision
            ),
            Err(line) => {
                assert!(
                    line.starts_with(field) && !line.contains('\n'),
                    "[{e}] {incident}: error {line:?} should name {field} ({why})"
                );
            }
        }
    }
}

// ----- (a) a claim "by" the player who committed the act ---------------------------------------

/// The contract's "who acts": a touch-move or illegal-move claim is the opponent's (or the
/// arbiter's, as an intervention). Naming the offender as the claimant describes something that
/// cannot be: the Laws give the claim to the opponent (4.8 / 4.8.1: "the opponent" loses the
/// right to claim; 7.5 "found", and in rapid and blitz the opponent's claim, A.4.2 2018), so the
/// input is refused, as a threefold claim by the player not having the move is.
#[test]
fn the_offender_cannot_claim_his_own_act() {
    refused(
        r#"{"events":[{"play":"f2e2"},{"press_clock":"white"},{"claim":"illegal_move","by":"white"}]}"#,
        "events[2].by",
        "an illegal-move claim by its author",
    );
    refused(
        r#"{"events":[{"touch":"g1"},{"play":"b1c3"},{"press_clock":"white"},{"claim":"touch_move","by":"white"}]}"#,
        "events[3].by",
        "a touch-move claim by the player who broke the obligation",
    );
    refused(
        r#"{"events":[{"touch":"g1"},{"claim":"touch_move","by":"white"}]}"#,
        "events[1].by",
        "a touch-move claim by the player who touched",
    );
    // The opponent naming himself is the ordinary claim.
    for e in Edition::ALL {
        let r = rule_text(
            r#"{"events":[{"play":"f2e2"},{"press_clock":"white"},{"claim":"illegal_move","by":"black"}]}"#,
            e,
        )
        .unwrap();
        assert_eq!(r.claim.map(|c| c.as_str()), Some("correct"), "[{e}]");
    }
}

// ----- (b) a flag on a clock that still shows time -------------------------------------------

/// A flag falls when the time on the clock is used up (6.1 / 6.9 / 6.10 in every edition): a
/// flag reported on a clock that shows time contradicts the clocks given.
#[test]
fn a_flag_cannot_fall_on_a_clock_with_time() {
    refused(
        r#"{"clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"flag_fall":"white"}]}"#,
        "events[0].flag_fall",
        "White's clock shows an hour",
    );
    refused(
        r#"{"clocks":{"white":"0:00:00","black":"0:00:00.001"},"events":[{"flag_fall":"black"}]}"#,
        "events[0].flag_fall",
        "Black's clock shows a millisecond",
    );
    refused(
        r#"{"clocks":{"white":"0:00:00","black":"0:05:00"},"events":[{"flag_fall":"both"}]}"#,
        "events[0].flag_fall",
        "both flags, Black's clock shows five minutes",
    );
    // Without clocks the report is all there is; with the clock at zero the flag has fallen.
    for e in Edition::ALL {
        for inc in [
            r#"{"events":[{"flag_fall":"white"}]}"#,
            r#"{"clocks":{"white":"0:00:10","black":"1:00:00"},"events":[{"wait":"0:10"},{"flag_fall":"white"}]}"#,
        ] {
            let r = rule_text(inc, e).unwrap();
            assert_eq!(r.result.map(|g| g.as_str()), Some("0-1"), "[{e}] {inc}");
        }
    }
}

// ----- (c) a pawn that did not reach the last rank legally ---------------------------------

/// 1.a2-a8 from the initial position, the clock not pressed: the pawn cannot legally get
/// there, so this is no promotion being made but an illegal move not completed. The player must
/// make a legal move with the piece he touched (4.3 / 4.3.1); touching the rook on a8 with his
/// pawn makes pieces of both colours touched (4.3c / 4.3.3): the pawn cannot take it, so the
/// pawn moves (a3 or a4).
fn both_colours(e: Edition) -> &'static str {
    if e <= E2014 { "4.3c" } else { "4.3.3" }
}

#[test]
fn an_impossible_pawn_move_to_the_last_rank() {
    run(IMPOSSIBLE_PAWN);
}

#[rustfmt::skip]
static IMPOSSIBLE_PAWN: &[Case] = &[
    c("a2-a8 not completed", r#"{"events":[{"play":"a2a8"}]}"#,
      |e| ex("touch_move_obligation").moves(&["a3", "a4"]).art(&[both_colours(e)])),
    c("a2-a8 released on an empty a8", r#"{"fen":"4k3/8/8/8/8/8/P7/4K3 w - - 0 1","events":[{"play":"a2a8"}]}"#,
      |e| ex("touch_move_obligation").moves(&["a3", "a4"]).art(&[if e <= E2014 { "4.3a" } else { "4.3.1" }])),
];

// ----- (d) both players lose by default ---------------------------------------------------

/// Both players arrive after the default time: each "shall lose the game" (6.7 2001/2005,
/// 6.6a 2009, 6.7a 2014, 6.7.1 from 2017), so both lose. The ruling ends the game, with the result
/// both lose, `0-0` (the double forfeit; a player who forfeits scores nothing), decision
/// `game_lost` (the contract copy's "Result added", with branch expr).
#[test]
fn both_players_lose_by_default() {
    for e in Edition::ALL {
        let r = rule_text(
            r#"{"events":[{"arrive":{"white":"1:00:01","black":"2:49:03"}}]}"#,
            e,
        )
        .unwrap();
        assert_eq!(r.decision.code(), "game_lost", "[{e}]");
        assert_eq!(r.result.map(|g| g.as_str()), Some("0-0"), "[{e}]");
        // The result is final: a later event is void.
        let later = rule_text(
            r#"{"events":[{"arrive":{"white":"1:00:01","black":"2:49:03"}},{"resign":"white"}]}"#,
            e,
        )
        .unwrap();
        assert_eq!(later.decision.code(), "result_stands", "[{e}]");
        assert_eq!(later.result.map(|g| g.as_str()), Some("0-0"), "[{e}]");
    }
}

// ----- issue 10: clocks after an illegal act that is taken back ----------------------------------

/// 2018/2023 7.5.4 (July 2017 7.7.1): a move made with two hands and the clock pressed is
/// considered an illegal move, so 7.5.1 applies: the position before it is reinstated and the
/// press taken back (its 30 s increment and its move count), and 4.7 applies to the
/// replacement — king and rook were released on their squares, so castling counts as made
/// (4.7.2) and must be made again. Then 7.5.5 (7.7.2): Black +2 min. Up to 2014 only the
/// one-hand rule (4.1) is broken: the move stands, with its press, and the arbiter may penalise.
#[test]
fn two_handed_castling_is_taken_back_with_its_press() {
    run(TAKEN_BACK);
}

const K_AND_R: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 40";
const CASTLED_40: &str = "4k3/8/8/8/8/8/8/5RK1 b - - 1 40";
const PAWN_E7: &str = "8/4P3/8/8/8/k7/8/K7 w - - 0 70";

#[rustfmt::skip]
static TAKEN_BACK: &[Case] = &[
    c("two hands castling, 5400+30", r#"{"time_control":"5400+30","fen":"4k3/8/8/8/8/8/8/4K2R w K - 0 40","clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"play":"e1g1","hands":2},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| match e {
          E2017 => ex("illegal_move_penalised").fen(K_AND_R).moves(&["O-O"]).clk("0:30:00", "0:32:00").cm(39, 39).ill(1, 0).claim("correct").art(&["7.7.1", "7.5.1", "4.7", "4.7.2", "7.7.2"]),
          E2018 | E2023 => ex("illegal_move_penalised").fen(K_AND_R).moves(&["O-O"]).clk("0:30:00", "0:32:00").cm(39, 39).ill(1, 0).claim("correct").art(&["7.5.4", "7.5.1", "4.7", "4.7.2", "7.5.5"]),
          _ => ex("penalty_at_discretion").fen(CASTLED_40).clk("0:30:30", "0:30:00").cm(40, 39).claim("incorrect").art(&["4.1", if e <= E2009 { "13.4" } else { "12.9" }]),
      }),
    // 2014+ (7.5a; 7.5.2): the pawn becomes a queen and the move stands, counted; the 30 s
    // its illegal press earned are taken back (7.1: the arbiter sets the clocks; issue 10).
    // Up to 2009 the position is restored with the whole press (7.4a) and the promotion must
    // be completed with that pawn.
    c("pawn left unpromoted, 5400+30", r#"{"time_control":"5400+30","fen":"8/4P3/8/8/8/k7/8/K7 w - - 0 70","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"e7e8"},{"press_clock":"white"},{"claim":"illegal_move"}]}"#,
      |e| if e <= E2009 {
          ex("illegal_move_penalised").fen(PAWN_E7).moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).clk("0:10:00", "0:12:00").cm(69, 69).ill(1, 0).claim("correct").art(if e == E2009 { &["7.4a", "4.3a", "4.6", "7.4b"] } else { &["7.4a", "4.3a", "7.4b"] })
      } else {
          ex("illegal_move_penalised").fen("4Q3/8/8/8/8/k7/8/K7 b - - 0 70").clk("0:10:00", "0:12:00").cm(70, 69).ill(1, 0).claim("correct")
              .art(&[if e == E2014 { "7.5a" } else { "7.5.2" }, match e { E2014 => "7.5b", E2017 => "7.5.3", _ => "7.5.5" }])
      }),
];

// ----- 6.2.2: the opponent replies before the press -----------------------------------------

/// 2018/2023 6.2.2 (6.2b 2014; 2009 6.7a; 2001/2005 6.8a "a player must always be allowed to
/// press his clock"): a player may press his clock after making his move even after the
/// opponent has replied; the time until he presses is his. Black's move, released and not
/// pressed, stands (the released-piece rule: 4.7 in 2001, 4.6 in 2005/2009, 4.7 from 2014). White plays e4 and, before he
/// presses, Black replies e5; White then presses: nothing irregular. White's 8 seconds run on
/// his clock, his increment comes with his press; Black's move is completed by Black's press.
#[test]
fn a_press_after_the_opponents_reply() {
    run(REPLY_FIRST);
}

const E4E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

#[rustfmt::skip]
static REPLY_FIRST: &[Case] = &[
    c("Black replies, then White presses", r#"{"time_control":"5400+30","clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"play":"e2e4"},{"wait":"0:05"},{"play":"e7e5","by":"black"},{"wait":"0:03"},{"press_clock":"white"}]}"#,
      |e| ex("move_stands").moves(&["e5"]).clk("1:00:22", "1:00:00").cm(1, 0).art(&[if matches!(e, E2005 | E2009) { "4.6" } else { "4.7" }])),
    c("then Black presses", r#"{"time_control":"5400+30","clocks":{"white":"1:00:00","black":"1:00:00"},"events":[{"play":"e2e4"},{"wait":"0:05"},{"play":"e7e5","by":"black"},{"wait":"0:03"},{"press_clock":"white"},{"wait":"0:02"},{"press_clock":"black"}]}"#,
      |e| ex("play_continues").fen(E4E5).clk("1:00:22", "1:00:28").cm(1, 1).art(plays_on(e))),
];

/// "Play continues": the definition of the time class, then the time-control article (as
/// tests/rulings_illegal.rs).
fn plays_on(e: Edition) -> &'static [&'static str] {
    match e {
        E2001 | E2005 => &["B1", "6.2a"],
        E2009 => &["A.1", "6.2a"],
        E2014 => &["A.1", "6.3a"],
        _ => &["A.1", "6.3.1"],
    }
}

// ----- 9.1.2.1: a rejected draw offer cannot be accepted -------------------------------------

/// The offer stands until the opponent accepts it, rejects it orally, rejects it by touching a
/// piece with the intention of moving or capturing it, or the game ends (2018/2023 9.1.2.1;
/// 2009/2014 9.1b1; 2001/2005 9.1a). Black touches his b8 knight, then "accepts": the offer is
/// gone, and the knight must move (4.3a / 4.3.1).
fn offer(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 => "9.1a",
        E2009 | E2014 => "9.1b1",
        _ => "9.1.2.1",
    }
}

#[test]
fn a_rejected_offer_cannot_be_accepted() {
    run(REJECTED);
}

#[rustfmt::skip]
static REJECTED: &[Case] = &[
    c("rejected by touching b8", r#"{"moves":["e4","e5"],"events":[{"offer_draw":"white"},{"play":"g1f3"},{"press_clock":"white"},{"touch":"b8"},{"accept_draw":"black"}]}"#,
      |e| ex("touch_move_obligation").moves(&["Na6", "Nc6"]).art(&[offer(e), if e <= E2014 { "4.3a" } else { "4.3.1" }])),
    c("declined, then accepted", r#"{"moves":["e4","e5"],"events":[{"offer_draw":"white"},{"play":"g1f3"},{"press_clock":"white"},{"decline_draw":"black"},{"accept_draw":"black"}]}"#,
      |e| ex("play_continues").art(&[offer(e)])),
    c("standing until answered", r#"{"moves":["e4","e5"],"events":[{"offer_draw":"white"},{"play":"g1f3"},{"press_clock":"white"},{"accept_draw":"black"}]}"#,
      |e| ex("game_over").res("1/2-1/2").art(&[offer(e), if e <= E2014 { "5.2c" } else { "5.2.3" }])),
];

/// A draw claim under 9.2 / 9.3 counts as a draw offer (9.1.2.3; 9.1b3 2009/2014; 9.1c
/// 2001/2005): an incorrect claim leaves that offer standing, and the ruling cites the clause
/// after the claim's own articles; its acceptance cites it before the agreement.
#[test]
fn a_claim_that_counts_as_an_offer_cites_the_clause() {
    let clause = |e: Edition| match e {
        E2001 | E2005 => "9.1c",
        E2009 | E2014 => "9.1b3",
        _ => "9.1.2.3",
    };
    for e in Edition::ALL {
        let wrong = rule_text(
            r#"{"moves":["Nf3","Nf6"],"events":[{"claim":"threefold"}]}"#,
            e,
        )
        .unwrap();
        assert_eq!(wrong.decision.code(), "claim_incorrect", "[{e}]");
        assert_eq!(
            wrong.article_numbers().last().copied(),
            Some(clause(e)),
            "[{e}]"
        );
        assert!(
            wrong.explanation.en.contains("counts as a draw offer"),
            "[{e}]"
        );
        let accepted = rule_text(
            r#"{"moves":["Nf3","Nf6"],"events":[{"claim":"threefold"},{"accept_draw":"black"}]}"#,
            e,
        )
        .unwrap();
        assert_eq!(
            accepted.result.map(|g| g.as_str()),
            Some("1/2-1/2"),
            "[{e}]"
        );
        assert_eq!(
            accepted.article_numbers().first().copied(),
            Some(clause(e)),
            "[{e}]"
        );
    }
}

// ----- 4.4.4: the first promotion piece to touch the square --------------------------------

/// 2018/2023 4.4.4, 2005–2014 4.4d: the choice of the promotion piece is final once that piece
/// has touched the promotion square. White (pawn e7 touched) puts a queen on e8, then swaps
/// it for a knight: the queen it is. 2001 has no such clause: the pawn touched must move
/// (4.3a), and any promotion may be chosen.
#[test]
fn the_first_promotion_piece_on_the_square_is_final() {
    run(PROMOTION_PIECE);
}

#[rustfmt::skip]
static PROMOTION_PIECE: &[Case] = &[
    c("queen then knight on e8", r#"{"fen":"8/4P3/8/8/8/k7/8/K7 w - - 0 1","events":[{"touch":"e7"},{"place":{"square":"e8","piece":"Q"}},{"place":{"square":"e8","piece":"N"}},{"claim":"touch_move"}]}"#,
      |e| match e {
          E2001 => ex("touch_move_obligation").moves(&["e8=B", "e8=N", "e8=Q", "e8=R"]).claim("correct").art(&["4.3a"]),
          E2005 | E2009 | E2014 => ex("touch_move_obligation").moves(&["e8=Q"]).claim("correct").art(&["4.3a", "4.4d"]),
          _ => ex("touch_move_obligation").moves(&["e8=Q"]).claim("correct").art(&["4.3.1", "4.4.4"]),
      }),
    c("queen then knight on e8, pawn moved after", r#"{"fen":"8/4P3/8/8/8/k7/8/K7 w - - 0 1","events":[{"touch":"e7"},{"place":{"square":"e8","piece":"Q"}},{"place":{"square":"e8","piece":"N"}},{"play":"e7e8"},{"press_clock":"white"}]}"#,
      |e| if e == E2001 {
          // The knight it is; king and knight against king: a dead position (5.2b).
          ex("game_drawn").res("1/2-1/2").fen("4N3/8/8/8/8/k7/8/K7 b - - 0 1").art(&["5.2b"])
      } else {
          ex("play_continues").fen("4Q3/8/8/8/8/k7/8/K7 b - - 0 1").art(&[if e <= E2005 { "B1" } else { "A.1" }, match e { E2005 | E2009 => "6.2a", E2014 => "6.3a", _ => "6.3.1" }])
      }),
];

// ----- the mate made in breach of touch-move -----------------------------------------------

/// From 2014 a mate (and a stalemate or dead position) ends the game only if the move was made
/// in accordance with Article 3 and Articles 4.2–4.7 (2014 5.1a; 2018/2023 5.1.1). The earlier
/// texts ask only that the move be legal (2009 5.1a, mliebelt/pgn-spec-commented
/// laws-of-chess.md; 2005 5.1a and 2001 5.1, the Portuguese texts in shared/seeds: "desde que
/// não tenha sido ilegal o lance"). White touches his h2 pawn, then mates with Ra8; before he
/// presses, Black claims touch-move: up to 2009 the legal mate has ended the game (the claim
/// after it is void, 1-0 stands); from 2014 the move is taken back and a pawn move is due.
#[test]
fn a_mate_in_breach_of_touch_move() {
    run(MATE_IN_BREACH);
}

#[rustfmt::skip]
static MATE_IN_BREACH: &[Case] = &[
    c("touch h2, mate with Ra8, claim", r#"{"fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","events":[{"touch":"h2"},{"play":"a1a8"},{"claim":"touch_move"}]}"#,
      |e| match e {
          E2001 | E2005 | E2009 => ex("result_stands").res("1-0").claim("not_allowed").art(&["5.1a"]),
          E2014 => ex("touch_move_obligation").moves(&["h3", "h4"]).claim("correct").art(&["4.3a"]),
          _ => ex("touch_move_obligation").moves(&["h3", "h4"]).claim("correct").art(&["4.3.1"]),
      }),
    // The same after White pressed his clock: the claim (before Black touches a piece) comes
    // in time from 2014 (4.8); unclaimed, the mate on the board is the answer.
    c("touch h2, mate with Ra8, press, claim", r#"{"fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","events":[{"touch":"h2"},{"play":"a1a8"},{"press_clock":"white"},{"claim":"touch_move"}]}"#,
      |e| match e {
          E2001 | E2005 | E2009 => ex("result_stands").res("1-0").claim("not_allowed").art(&["5.1a"]),
          E2014 => ex("touch_move_obligation").moves(&["h3", "h4"]).claim("correct").art(&["4.3a"]),
          _ => ex("touch_move_obligation").moves(&["h3", "h4"]).claim("correct").art(&["4.3.1"]),
      }),
    c("touch h2, mate with Ra8, press, no claim", r#"{"fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","events":[{"touch":"h2"},{"play":"a1a8"},{"press_clock":"white"}]}"#,
      |e| ex("game_over").res("1-0").art(&[if e <= E2014 { "5.1a" } else { "5.1.1" }])),
];

// ----- 6.8: a flag counts when it is observed or claimed ------------------------------------

/// A flag is considered to have fallen when the arbiter observes it or a player validly claims
/// it (2018/2023 6.8, Chess-Arbiter/handbook 035824a article6; 2001 PT 6.8 "quando o árbitro
/// observa o fato ou quando um dos jogadores acusar a queda"; 2009 6.8). White's flag falls
/// unnoticed (the wait), then he mates with Ra8: the mate ended the game (5.1.1; 6.9 yields to
/// it) and Black's flag claim after it is void — 1-0 (chessmanager.com arbiter quiz #3 Q7).
/// If the events end with the flag down, the arbiter, asked to rule, observes it: 0-1 as
/// before; so does a claim before the mate.
fn mate(e: Edition) -> &'static str {
    if e <= E2014 { "5.1a" } else { "5.1.1" }
}
fn lost_on_time(e: Edition) -> &'static str {
    if e <= E2005 { "6.10" } else { "6.9" }
}

#[test]
fn a_flag_counts_when_it_is_observed_or_claimed() {
    run(UNNOTICED_FLAG);
}

#[rustfmt::skip]
static UNNOTICED_FLAG: &[Case] = &[
    c("flag unnoticed, mate, then the flag claim", r#"{"time_control":"5400","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"play":"a1a8"},{"claim":"flag"}]}"#,
      |e| ex("result_stands").res("1-0").clk("0:00:00", "0:05:00").claim("not_allowed").art(&[mate(e)])),
    c("flag unnoticed, then mate", r#"{"time_control":"5400","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"play":"a1a8"}]}"#,
      |e| ex("game_over").res("1-0").clk("0:00:00", "0:05:00").art(&[mate(e)])),
    c("flag down when the events end", r#"{"time_control":"5400","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"}]}"#,
      |e| ex("game_lost").res("0-1").clk("0:00:00", "0:05:00").art(&[lost_on_time(e)])),
    c("flag claimed before the mate", r#"{"time_control":"5400","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"claim":"flag"},{"play":"a1a8"}]}"#,
      |e| ex("result_stands").res("0-1").clk("0:00:00", "0:05:00").art(&[lost_on_time(e)])),
];

// ----- the rapid set-up claim after ten moves ----------------------------------------------

/// Rapid without adequate supervision: once ten moves each are completed, no claim on the
/// set-up can be made — the clause is A.4.1.2 (2018, Chess-Arbiter/handbook 035824a; July
/// 2017 the same) and A.5.1.2 (2023), under the lead-in A.4.1 / A.5.1 (whose A.4.1.1 is the
/// clock setting).
#[test]
fn the_rapid_set_up_clause_is_cited_precisely() {
    let inc = r#"{"time_control":"900+10","supervision":"inadequate","moves":["e4","e5","Nf3","Nc6","Bb5","a6","Ba4","Nf6","O-O","Be7","Re1","b5","Bb3","d6","c3","O-O","h3","Nb8","d4","Nbd7","c4","c6","Nc3","Bb7"],"events":[{"irregularity":"initial_position_wrong"}]}"#;
    for (e, art) in [(E2017, "A.4.1.2"), (E2018, "A.4.1.2"), (E2023, "A.5.1.2")] {
        let r = rule_text(inc, e).unwrap();
        assert_eq!(r.decision.code(), "play_continues", "[{e}]");
        assert_eq!(r.article_numbers(), vec![art], "[{e}]");
    }
}

// ----- 2001/2005: the competition's own default time ----------------------------------------

/// 2001/2005 6.7: a player more than one hour late loses "unless the rules of the
/// competition specify otherwise" (shared/seeds: leis-2001 6.7, curso-2005 6.7). An event that
/// sets its own default time (`default_time`) therefore governs; without one, the hour does.
#[test]
fn the_competitions_default_time_governs_in_2001_and_2005() {
    for e in [E2001, E2005] {
        let ruled = |inc: &str| rule_text(inc, e).unwrap();
        let within =
            ruled(r#"{"default_time":"1:30:00","events":[{"arrive":{"white":"1:01:00"}}]}"#);
        assert_eq!(within.decision.code(), "play_continues", "[{e}]");
        assert_eq!(within.article_numbers(), vec!["6.7"], "[{e}]");
        let beyond =
            ruled(r#"{"default_time":"1:30:00","events":[{"arrive":{"white":"1:31:00"}}]}"#);
        assert_eq!(beyond.result.map(|g| g.as_str()), Some("0-1"), "[{e}]");
        let shorter =
            ruled(r#"{"default_time":"0:30:00","events":[{"arrive":{"white":"0:40:00"}}]}"#);
        assert_eq!(shorter.result.map(|g| g.as_str()), Some("0-1"), "[{e}]");
        let hour = ruled(r#"{"events":[{"arrive":{"white":"1:01:00"}}]}"#);
        assert_eq!(hour.result.map(|g| g.as_str()), Some("0-1"), "[{e}]");
        let in_hour = ruled(r#"{"events":[{"arrive":{"white":"0:59:00"}}]}"#);
        assert_eq!(in_hour.decision.code(), "play_continues", "[{e}]");
    }
}

// ----- 2009 12.3b: the ringing phone against a lone king ----------------------------------

/// 2009 12.3b (mliebelt/pgn-spec-commented laws-of-chess.md): a device that makes a sound loses
/// the game for its owner and the opponent wins — but if the opponent cannot win by any series
/// of legal moves, "his score shall be a draw": the offender 0, the opponent ½ (`0-1/2` when
/// White's phone rang). Not a ½-½ draw: the offender still lost.
#[test]
fn the_2009_ringing_phone_against_a_lone_king() {
    let inc = r#"{"fen":"4k3/8/8/8/8/8/8/3QK3 w - - 0 60","events":[{"irregularity":"device","by":"white","sound":true}]}"#;
    let r = rule_text(inc, E2009).unwrap();
    assert_eq!(r.decision.code(), "game_lost");
    assert_eq!(r.result.map(|g| g.as_str()), Some("0-1/2"));
    assert_eq!(r.article_numbers(), vec!["12.3b"]);
    let black = r#"{"fen":"3qk3/8/8/8/8/8/8/4K3 b - - 0 60","events":[{"irregularity":"device","by":"black","sound":true}]}"#;
    let r = rule_text(black, E2009).unwrap();
    assert_eq!(r.result.map(|g| g.as_str()), Some("1/2-0"));
    // The opponent who can still mate simply wins.
    let can = r#"{"fen":"4k2r/8/8/8/8/8/8/3QK3 w - - 0 60","events":[{"irregularity":"device","by":"white","sound":true}]}"#;
    assert_eq!(
        rule_text(can, E2009).unwrap().result.map(|g| g.as_str()),
        Some("0-1")
    );
}
