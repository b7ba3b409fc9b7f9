//! Events after the game has ended (issue 10), edition by edition: checkmate, stalemate, a dead
//! position, fivefold and 75 moves end the game at once (2018/2023 5.1.1, 5.2.1, 5.2.2, 9.6;
//! 2014 9.6a/9.6b; 2009 5.1a, 5.2a, 5.2b), and so does a resignation (5.1.2 / 5.1b). A later
//! resignation, claim, flag fall or move is void: `result_stands`, with the result and the
//! article that ended the game. A game already over in the incident's `fen`/`moves` is ended
//! from the start. Expectations come from the Laws' text of each edition, not from the engine.
use arbitro::game::Game;
use arbitro::laws::Edition;
use serde_json::json;

use Edition::*;

mod exp_table;
use exp_table::{Exp, case, run};

fn fen_after(fen: Option<&str>, moves: &[&str]) -> String {
    Game::from_fen_and_san(fen, moves)
        .unwrap_or_else(|e| panic!("test setup: {e}"))
        .to_fen()
}

fn checkmate(e: Edition) -> &'static str {
    if e < E2017 { "5.1a" } else { "5.1.1" }
}

fn resignation(e: Edition) -> &'static str {
    if e < E2017 { "5.1b" } else { "5.1.2" }
}

fn stalemate(e: Edition) -> &'static str {
    if e < E2017 { "5.2a" } else { "5.2.1" }
}

fn dead_position(e: Edition) -> &'static str {
    if e < E2017 { "5.2b" } else { "5.2.2" }
}

/// The automatic draws by repetition and by 75 moves, where the edition has them.
fn fivefold(e: Edition) -> Option<&'static str> {
    match e {
        E2001 | E2005 | E2009 => None,
        E2014 => Some("9.6a"),
        _ => Some("9.6.1"),
    }
}

fn seventy_five(e: Edition) -> Option<&'static str> {
    match e {
        E2001 | E2005 | E2009 => None,
        E2014 => Some("9.6b"),
        _ => Some("9.6.2"),
    }
}

fn flag_article(e: Edition) -> &'static str {
    if e < E2009 { "6.10" } else { "6.9" }
}

const MATE_ON_50TH: &str = "r5k1/8/8/8/8/8/5PPP/6K1 b - - 99 80";
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30";
const STALEMATE_NEXT: &str = "7k/8/6K1/8/8/8/5Q2/8 w - - 0 60";
const BARE_KING_75: &str = "8/8/3k4/8/8/3K4/8/R7 b - - 150 120";
const KNIGHT_VS_KING: &str = "8/8/8/8/8/2n1k3/8/4K3 w - - 0 60";
const KNIGHT_DANCE: [&str; 16] = [
    "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3",
    "Nf6", "Ng1", "Ng8",
];

#[test]
fn events_after_the_end_are_void() {
    run(&[
        // chess.jorel.dev revision: the 50th move mates; the later 50-move claim changes nothing.
        case(
            "fifty-move claim after a mate on the 50th move",
            json!({"time_control": "5400", "fen": MATE_ON_50TH, "moves": ["Ra1"],
                   "events": [{"claim": "fifty_moves"}]}),
            |e| {
                Exp::new("result_stands", fen_after(Some(MATE_ON_50TH), &["Ra1"]))
                    .result("0-1")
                    .claim("not_allowed")
                    .articles(&[checkmate(e)])
            },
        ),
        // 5.1.2 / 5.1b: a resignation ends the game; the resigner's move afterwards is void.
        case(
            "a move after resigning",
            json!({"time_control": "5400", "moves": ["e4", "e5"],
                   "events": [{"resign": "white"}, {"play": "g1f3"}]}),
            |e| {
                Exp::new("result_stands", fen_after(None, &["e4", "e5"]))
                    .result("0-1")
                    .articles(&[resignation(e)])
            },
        ),
        // A press after resigning rules nothing: the resignation is still the answer.
        case(
            "a clock press after resigning",
            json!({"time_control": "5400", "moves": ["e4", "e5"],
                   "events": [{"resign": "white"}, {"press_clock": "white"}]}),
            |e| {
                Exp::new("game_over", fen_after(None, &["e4", "e5"]))
                    .result("0-1")
                    .articles(&[resignation(e)])
            },
        ),
        // 5.2.1 / 5.2a and 6.9: the stalemate ended the game before the flag fell.
        case(
            "flag claim after a stalemate made on the board",
            json!({"time_control": "5400", "fen": STALEMATE_NEXT,
                   "clocks": {"white": "0:00:02", "black": "0:10:00"},
                   "events": [{"play": "f2f7"}, {"wait": "0:05"}, {"claim": "flag"}]}),
            |e| {
                Exp::new("result_stands", fen_after(Some(STALEMATE_NEXT), &["Qf7"]))
                    .result("1/2-1/2")
                    .claim("not_allowed")
                    .clocks("0:00:00", "0:10:00")
                    .articles(&[stalemate(e)])
            },
        ),
        // 6.2.1.1 (6.2a 2014, 6.7a 2009, 6.8a 2001/2005): a mating move needs no press, so
        // both flags seen down afterwards change nothing.
        case(
            "both flags after a mate in blitz",
            json!({"time_control": "180", "supervision": "inadequate", "fen": BACK_RANK,
                   "events": [{"play": "a1a8"}, {"flag_fall": "both"}]}),
            |e| {
                Exp::new("result_stands", fen_after(Some(BACK_RANK), &["Ra8#"]))
                    .result("1-0")
                    .class("blitz")
                    .articles(&[checkmate(e)])
            },
        ),
        // The mover pressing his clock after the mate is the ordinary end: game over.
        case(
            "mate, then the mover presses",
            json!({"time_control": "180", "supervision": "inadequate", "fen": BACK_RANK,
                   "events": [{"play": "a1a8"}, {"press_clock": "white"}]}),
            |e| {
                Exp::new("game_over", fen_after(Some(BACK_RANK), &["Ra8#"]))
                    .result("1-0")
                    .class("blitz")
                    .articles(&[checkmate(e)])
            },
        ),
    ]);
}

#[test]
fn a_game_already_over_in_the_incident_is_ended_from_the_start() {
    run(&[
        // 9.6.1 (2017+), 9.6a (2014): fivefold draws at once; no such rule before 2014.
        case(
            "resignation after a fivefold repetition in the moves",
            json!({"time_control": "5400+30", "moves": KNIGHT_DANCE,
                   "events": [{"resign": "white"}]}),
            |e| {
                let position = fen_after(None, &KNIGHT_DANCE);
                match fivefold(e) {
                    Some(art) => Exp::new("result_stands", position)
                        .result("1/2-1/2")
                        .articles(&[art]),
                    None => Exp::new("game_over", position)
                        .result("0-1")
                        .articles(&[resignation(e)]),
                }
            },
        ),
        // 9.6.2 (2017+), 9.6b (2014): 75 moves each without pawn move or capture draw at once.
        case(
            "resignation with a 75-move count in the FEN",
            json!({"time_control": "5400", "fen": BARE_KING_75,
                   "events": [{"resign": "black"}]}),
            |e| {
                let position = fen_after(Some(BARE_KING_75), &[]);
                match seventy_five(e) {
                    Some(art) => Exp::new("result_stands", position)
                        .result("1/2-1/2")
                        .articles(&[art]),
                    None => Exp::new("game_over", position)
                        .result("1-0")
                        .articles(&[resignation(e)]),
                }
            },
        ),
        // 5.2.2 / 5.2b: a dead position ends the game the moment it arises.
        case(
            "resignation in a dead position",
            json!({"time_control": "5400", "fen": KNIGHT_VS_KING,
                   "events": [{"resign": "white"}]}),
            |e| {
                Exp::new("result_stands", fen_after(Some(KNIGHT_VS_KING), &[]))
                    .result("1/2-1/2")
                    .articles(&[dead_position(e)])
            },
        ),
        // With no event the incident's ruling is the end itself.
        case(
            "a checkmate in the moves, no event",
            json!({"time_control": "5400", "fen": MATE_ON_50TH, "moves": ["Ra1"], "events": []}),
            |e| {
                Exp::new("game_over", fen_after(Some(MATE_ON_50TH), &["Ra1"]))
                    .result("0-1")
                    .articles(&[checkmate(e)])
            },
        ),
    ]);
}

#[test]
fn a_flag_claim_after_the_flag_fell_upholds_it() {
    // 6.8 (2001/2005 6.9): the flag counts on the opponent's claim; the time that ran it to zero
    // does not make the claim void.
    run(&[case(
        "flag claim after the flag fell in a middlegame",
        json!({"time_control": "5400", "moves": ["e4", "e5"],
               "clocks": {"white": "0:00:05", "black": "0:10:00"},
               "events": [{"wait": "0:06"}, {"claim": "flag"}]}),
        |e| {
            Exp::new("game_lost", fen_after(None, &["e4", "e5"]))
                .result("0-1")
                .claim("correct")
                .clocks("0:00:00", "0:10:00")
                .articles(&[flag_article(e)])
        },
    )]);
}
