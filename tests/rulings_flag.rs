//! Flag fall (Article 6 and the rapid and blitz appendices; issue 4, family 4), edition by
//! edition.
//!
//! One row per case: an incident (without its edition) and, for each of the seven editions, the
//! ruling's fields that matter — or `None` where the incident must be refused because the game
//! had already ended. Expectations come from editions.md §4 and §7 and decisions.md 7 and 9,
//! not from the engine; every failure names the case and the edition.
use arbitro::game::Game;
use arbitro::laws::Edition;
use serde_json::{Value, json};

use Edition::*;

mod exp_table;
use exp_table::{Exp, case, run};

/// The FEN after `moves` from `fen` (the game layer, not the rulings engine).
fn fen_after(fen: Option<&str>, moves: &[&str]) -> String {
    Game::from_fen_and_san(fen, moves)
        .unwrap_or_else(|e| panic!("test setup: {e}"))
        .to_fen()
}

// ----- articles (editions.md §4, §7.2) ---------------------------------------------------------

/// Loss on time in standard play: 6.10 in the 2001/2005 texts, 6.9 from 2009.
fn flag_fall(e: Edition) -> &'static str {
    if e <= Edition::E2005 { "6.10" } else { "6.9" }
}

/// A rapid or blitz flag under the appendix (no adequate supervision from 2009): the claim
/// clause (B7 in 2001 and B8 in 2005, after the clause on when a flag counts, B6 / B7; 2009
/// A.4d2), then the loss-on-time article.
fn rapid_claim(e: Edition) -> Vec<&'static str> {
    let appendix = match e {
        E2001 => "B7",
        E2005 => "B8",
        E2009 => "A.4d2",
        E2014 => "A.4c",
        E2017 | E2018 => "A.4.3",
        E2023 => "A.5.3",
    };
    vec![appendix, flag_fall(e)]
}

/// A rapid or blitz flag down that only a claim can make count (until 2009), unclaimed: play
/// goes on, citing the appendix clause on when a flag counts (B6 / B7 / A.4d1; every ruling
/// cites an article: the preamble).
fn rapid_unclaimed(e: Edition) -> Vec<&'static str> {
    vec![match e {
        E2001 => "B6",
        E2005 => "B7",
        E2009 => "A.4d1",
        _ => rapid_claim(e)[0],
    }]
}

/// A dead position: it ended the game as soon as it arose, before any flag (5.2b until 2014,
/// 5.2.2 from 2017).
fn dead(e: Edition) -> &'static str {
    if e <= E2014 { "5.2b" } else { "5.2.2" }
}

/// A rapid or blitz flag the arbiter calls under the appendix (2014+): "the arbiter shall also
/// call a flag fall" — A.4.5 in 2018 (and 2017, following 2018), A.5.5 in 2023. 2014: no such
/// appendix clause is confirmed (editions.md open question 11) and A.4c is the player's claim,
/// so the call rests on 6.8 (a flag falls when the arbiter observes it), which A.4 leaves in force.
fn rapid_called(e: Edition) -> Vec<&'static str> {
    let appendix = match e {
        E2014 => "6.8",
        E2017 | E2018 => "A.4.5",
        E2023 => "A.5.5",
        _ => unreachable!("the arbiter does not call rapid flags before 2014"),
    };
    vec![appendix, flag_fall(e)]
}

/// A blitz flag under the rapid appendix (2014+): the blitz article that sends the game there
/// comes first — B.3 in 2014 and 2023 ("as in Article A.2, A.3 and A.5"), B.4 in 2017/2018 ("as
/// in Article A.2 and A.4"; Chess-Arbiter/handbook), as for illegal moves.
fn blitz_via_rapid(e: Edition, rapid: Vec<&'static str>) -> Vec<&'static str> {
    let link = match e {
        E2014 | E2023 => "B.3",
        E2017 | E2018 => "B.4",
        _ => unreachable!("the blitz appendix sends flags to the rapid one from 2014"),
    };
    [vec![link], rapid].concat()
}

/// Both flags in standard play, drawn in the last period: 2001 10.3 (the quickplay-finish
/// period), 2005 6.12b, 2009/2014 6.11b, 2017+ Guidelines III.3.1.2 (the sub-article that
/// decides).
fn both_flags(e: Edition) -> &'static str {
    match e {
        E2001 => "10.3",
        E2005 => "6.12b",
        E2009 | E2014 => "6.11b",
        _ => "III.3.1.2",
    }
}

/// Both flags before the last period, play continues: 2001 6.12 (the Portuguese 2001 text),
/// 2005 6.12a, 2009/2014 6.11a, 2017+ Guidelines III.3.1.1.
fn both_flags_continue(e: Edition) -> &'static str {
    match e {
        E2001 => "6.12",
        E2005 => "6.12a",
        E2009 | E2014 => "6.11a",
        _ => "III.3.1.1",
    }
}

/// Nothing to rule (clock-only incidents, preamble): the time-control article — moves in a
/// period and/or increment (6.2a / 6.3a / 6.3.1) or the delay mode (6.2b / 6.3b / 6.3.2).
/// What a "play continues" ruling cites: the definition of the game's time class (B1 / C1 in
/// 2001 and 2005, A.1 / B.1 from 2009; a standard game cites the rapid one, above whose limit
/// it lies), then the article of the time control the clocks run under.
fn plays_on(e: Edition, class: &str, delay: bool) -> Vec<&'static str> {
    let definition = match (class, e <= E2005) {
        ("blitz", true) => "C1",
        ("blitz", false) => "B.1",
        (_, true) => "B1",
        (_, false) => "A.1",
    };
    vec![definition, clock_article(e, delay)]
}

fn clock_article(e: Edition, delay: bool) -> &'static str {
    match (e, delay) {
        (E2001 | E2005 | E2009, false) => "6.2a",
        (E2001 | E2005 | E2009, true) => "6.2b",
        (E2014, false) => "6.3a",
        (E2014, true) => "6.3b",
        (_, false) => "6.3.1",
        (_, true) => "6.3.2",
    }
}

// ----- positions -------------------------------------------------------------------------------

/// After 1.e4 e5 2.Nf3 Nc6: White to move, both sides with everything.
const OPEN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

/// The same placement at move 35 and at move 40 (for the periods).
const OPEN_35: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 35";
const OPEN_40: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 40";

/// K+N v K, Black to move: White cannot mate by any series of legal moves.
const KN_K: &str = "7k/8/5K2/8/8/8/8/6N1 b - - 0 1";
/// K v K+B, White to move: Black cannot mate.
const K_KB: &str = "8/8/8/4k3/8/8/8/4K1b1 w - - 0 1";
/// K+N v K+P, Black to move: it looks drawn, but White can mate by a helpmate (decisions.md 9):
/// the pawn gives Black the moves that let his king be boxed in.
const KN_KP_BLACK: &str = "7k/7p/5K2/8/8/8/8/6N1 b - - 0 1";
/// The same with White to move: Black, with a pawn to promote, can mate too.
const KN_KP_WHITE: &str = "7k/7p/5K2/8/8/8/8/6N1 w - - 0 1";

fn clocks(white: &str, black: &str) -> Value {
    json!({"white": white, "black": black})
}

// ----- flag fall in standard play ----------------------------------------------------------------

#[test]
fn standard_flag_fall() {
    let moved_40 = fen_after(Some(OPEN_40), &["Bc4"]);
    let moved_40_both = fen_after(Some(OPEN_40), &["Bc4", "Bc5"]);
    let cases = vec![
        case(
            "a wait runs White's clock to zero: the arbiter calls it, White loses",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:30", "0:10:00"),
                   "events": [{"wait": "0:30"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "a wait one second short: no flag, play goes on",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:30", "0:10:00"),
                   "events": [{"wait": "0:29"}]}),
            |e| {
                Some(
                    Exp::new("play_continues", OPEN)
                        .clocks("0:00:01", "0:10:00")
                        .articles(&plays_on(e, "standard", false)),
                )
            },
        ),
        case(
            "the flag_fall event: White's flag seen down, White loses",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:00", "0:10:00"),
                   "events": [{"flag_fall": "white"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "K+N v K: a dead position, drawn before Black's flag fell",
            json!({"fen": KN_K, "time_control": "5400", "clocks": clocks("0:05:00", "0:00:10"),
                   "events": [{"wait": "0:10"}]}),
            |e| {
                Some(
                    Exp::new("game_drawn", KN_K)
                        .result("1/2-1/2")
                        .clocks("0:05:00", "0:00:00")
                        .articles(&[dead(e)]),
                )
            },
        ),
        case(
            "K v K+B: a dead position, drawn before White's flag fell",
            json!({"fen": K_KB, "time_control": "5400", "clocks": clocks("0:00:10", "0:05:00"),
                   "events": [{"wait": "0:10"}]}),
            |e| {
                Some(
                    Exp::new("game_drawn", K_KB)
                        .result("1/2-1/2")
                        .clocks("0:00:00", "0:05:00")
                        .articles(&[dead(e)]),
                )
            },
        ),
        case(
            "K+N v K+P: Black's flag falls; a helpmate exists, so Black loses",
            json!({"fen": KN_KP_BLACK, "time_control": "5400",
                   "clocks": clocks("0:05:00", "0:00:10"), "events": [{"wait": "0:10"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", KN_KP_BLACK)
                        .result("1-0")
                        .clocks("0:05:00", "0:00:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "K+N v K+P: White's flag falls; Black can still promote and mate, White loses",
            json!({"fen": KN_KP_WHITE, "time_control": "5400",
                   "clocks": clocks("0:00:10", "0:05:00"), "events": [{"wait": "0:10"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", KN_KP_WHITE)
                        .result("0-1")
                        .clocks("0:00:00", "0:05:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "a flag claim when no flag has fallen: incorrect, play goes on",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:30", "0:10:00"),
                   "events": [{"wait": "0:10"}, {"claim": "flag", "by": "black"}]}),
            |e| {
                Some(
                    Exp::new("claim_incorrect", OPEN)
                        .claim("incorrect")
                        .clocks("0:00:20", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "a flag claim by Black with White's clock at zero (given so): correct, White loses",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:00", "0:10:00"),
                   "events": [{"claim": "flag", "by": "black"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .claim("correct")
                        .clocks("0:00:00", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "after the arbiter called the flag, the player's claim upholds it (6.8)",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:30", "0:10:00"),
                   "events": [{"wait": "0:30"}, {"claim": "flag", "by": "black"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .claim("correct")
                        .clocks("0:00:00", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        // Delays and increments deciding whether a wait reaches zero.
        case(
            "simple delay 30 s: 4:00 left and a wait of 4:29 -> one second left",
            json!({"fen": OPEN, "time_control": "5400d30", "clocks": clocks("0:04:00", "0:10:00"),
                   "events": [{"wait": "4:29"}]}),
            |e| {
                Some(
                    Exp::new("play_continues", OPEN)
                        .clocks("0:00:01", "0:10:00")
                        .articles(&plays_on(e, "standard", true)),
                )
            },
        ),
        case(
            "simple delay 30 s: a wait of 4:30 -> flag, White loses",
            json!({"fen": OPEN, "time_control": "5400d30", "clocks": clocks("0:04:00", "0:10:00"),
                   "events": [{"wait": "4:30"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        // Periods: 40 moves in 90 minutes, then 30 minutes, 30 s a move from move 1.
        case(
            "40/5400+30:1800+30: flag in period 1 at move 35 -> White loses",
            json!({"fen": OPEN_35, "time_control": "40/5400+30:1800+30",
                   "clocks": clocks("0:00:10", "0:20:00"), "events": [{"wait": "0:10"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN_35)
                        .result("0-1")
                        .clocks("0:00:00", "0:20:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "40/5400+30:1800+30: move 40 made in time -> +30 s and the 30 minutes of period 2",
            json!({"fen": OPEN_40, "time_control": "40/5400+30:1800+30",
                   "clocks": clocks("0:00:10", "0:20:00"),
                   "events": [{"wait": "0:04"}, {"play": "f1c4"}, {"press_clock": "white"}]}),
            move |e| {
                Some(
                    Exp::new("play_continues", &moved_40)
                        .clocks("0:30:36", "0:20:00")
                        .counters(40, 39)
                        .articles(&plays_on(e, "standard", false)),
                )
            },
        ),
        case(
            "40/5400+30:1800+30: Black's move 40 too -> both counters at 40, both in period 2",
            json!({"fen": OPEN_40, "time_control": "40/5400+30:1800+30",
                   "clocks": clocks("0:00:10", "0:20:00"),
                   "events": [{"wait": "0:04"}, {"play": "f1c4"}, {"press_clock": "white"},
                              {"wait": "0:01:00"}, {"play": "f8c5"}, {"press_clock": "black"}]}),
            move |e| {
                Some(
                    Exp::new("play_continues", &moved_40_both)
                        .clocks("0:30:36", "0:49:30")
                        .counters(40, 40)
                        .articles(&plays_on(e, "standard", false)),
                )
            },
        ),
    ];
    run(&cases);
}

// ----- rapid and blitz flags ---------------------------------------------------------------------

#[test]
fn rapid_and_blitz_flags() {
    let cases = vec![
        case(
            "rapid, inadequate supervision: a flag seen by the arbiter counts only on a claim until 2009; the arbiter calls it from 2014",
            json!({"fen": OPEN, "time_control": "1500", "supervision": "inadequate",
                   "clocks": clocks("0:00:10", "0:05:00"), "events": [{"wait": "0:10"}]}),
            |e| {
                let base = Exp::new("play_continues", OPEN)
                    .clocks("0:00:00", "0:05:00")
                    .class("rapid")
                    .articles(&rapid_unclaimed(e));
                Some(if e < E2014 {
                    base
                } else {
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:05:00")
                        .class("rapid")
                        .articles(&rapid_called(e))
                })
            },
        ),
        case(
            // 6.8 (2018 text, Chess-Arbiter/handbook 035824a): the flag counts once the arbiter
            // observes it or a player claims it. The wait ran it down unobserved and Black claims:
            // the claim clause (A.4c 2014, A.4.3 2017/2018, A.5.3 2023), not the arbiter's call.
            "rapid, inadequate supervision: the opponent claims the fallen flag (the claim makes it count)",
            json!({"fen": OPEN, "time_control": "1500", "supervision": "inadequate",
                   "clocks": clocks("0:00:10", "0:05:00"),
                   "events": [{"wait": "0:10"}, {"claim": "flag", "by": "black"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .claim("correct")
                        .clocks("0:00:00", "0:05:00")
                        .class("rapid")
                        .articles(&rapid_claim(e)),
                )
            },
        ),
        case(
            "rapid, inadequate supervision: a claim before the flag falls is incorrect",
            json!({"fen": OPEN, "time_control": "1500", "supervision": "inadequate",
                   "clocks": clocks("0:00:10", "0:05:00"),
                   "events": [{"wait": "0:05"}, {"claim": "flag", "by": "black"}]}),
            |e| {
                // Read off the clock: Article 6 only.
                Some(
                    Exp::new("claim_incorrect", OPEN)
                        .claim("incorrect")
                        .clocks("0:00:05", "0:05:00")
                        .class("rapid")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "rapid K+N v K, claimed: a dead position, drawn before the flag; the claim is void (issue 10)",
            json!({"fen": KN_K, "time_control": "1500", "supervision": "inadequate",
                   "clocks": clocks("0:05:00", "0:00:05"),
                   "events": [{"wait": "0:05"}, {"claim": "flag", "by": "white"}]}),
            |e| {
                Some(
                    Exp::new("result_stands", KN_K)
                        .result("1/2-1/2")
                        .claim("not_allowed")
                        .clocks("0:05:00", "0:00:00")
                        .class("rapid")
                        .articles(&[dead(e)]),
                )
            },
        ),
        case(
            "rapid, adequate supervision: from 2009 the Competition Rules apply and the arbiter calls the flag",
            json!({"fen": OPEN, "time_control": "1500", "supervision": "adequate",
                   "clocks": clocks("0:00:10", "0:05:00"), "events": [{"wait": "0:10"}]}),
            |e| {
                Some(if e < E2009 {
                    Exp::new("play_continues", OPEN)
                        .clocks("0:00:00", "0:05:00")
                        .class("rapid")
                        .articles(&rapid_unclaimed(e))
                } else {
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:05:00")
                        .class("rapid")
                        .articles(&[flag_fall(e)])
                })
            },
        ),
        case(
            "blitz 300d5 (inadequate): 4:00 left, a wait of 4:04 -> one second left, no flag",
            json!({"fen": OPEN, "time_control": "300d5", "supervision": "inadequate",
                   "clocks": clocks("0:04:00", "0:04:00"), "events": [{"wait": "4:04"}]}),
            |e| {
                Some(
                    Exp::new("play_continues", OPEN)
                        .clocks("0:00:01", "0:04:00")
                        .class("blitz")
                        .articles(&plays_on(e, "blitz", true)),
                )
            },
        ),
        case(
            "blitz 300d5 (inadequate): a wait of 4:05 -> flag; called by the arbiter from 2014",
            json!({"fen": OPEN, "time_control": "300d5", "supervision": "inadequate",
                   "clocks": clocks("0:04:00", "0:04:00"), "events": [{"wait": "4:05"}]}),
            |e| {
                Some(if e < E2014 {
                    Exp::new("play_continues", OPEN)
                        .clocks("0:00:00", "0:04:00")
                        .class("blitz")
                        .articles(&rapid_unclaimed(e))
                } else {
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:04:00")
                        .class("blitz")
                        .articles(&blitz_via_rapid(e, rapid_called(e)))
                })
            },
        ),
    ];
    run(&cases);
}

// ----- both flags ----------------------------------------------------------------------------------

#[test]
fn both_flags_down() {
    let both = json!([{"flag_fall": "both"}]);
    let cases = vec![
        case(
            "both flags, standard sudden death (the last period, and 2001's quickplay-finish period)",
            json!({"fen": OPEN, "time_control": "5400", "clocks": clocks("0:00:00", "0:00:00"),
                   "events": both}),
            |e| {
                Some(if e < E2017 {
                    Exp::new("game_drawn", OPEN)
                        .result("1/2-1/2")
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[both_flags(e)])
                } else {
                    // Guidelines III not announced: digital clocks show which fell first.
                    Exp::new("arbiter_judgement_required", OPEN)
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[flag_fall(e)])
                })
            },
        ),
        case(
            "both flags, standard sudden death, Guidelines III announced",
            json!({"fen": OPEN, "time_control": "5400", "quickplay_finish": true,
                   "clocks": clocks("0:00:00", "0:00:00"), "events": both}),
            |e| {
                Some(
                    Exp::new("game_drawn", OPEN)
                        .result("1/2-1/2")
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[both_flags(e)]),
                )
            },
        ),
        case(
            "both flags, standard with increment, 'announced': Guidelines III cannot apply (III.2.2) from 2017",
            json!({"fen": OPEN, "time_control": "5400+30", "quickplay_finish": true,
                   "clocks": clocks("0:00:00", "0:00:00"), "events": both}),
            |e| {
                Some(if e < E2017 {
                    Exp::new("game_drawn", OPEN)
                        .result("1/2-1/2")
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[both_flags(e)])
                } else {
                    Exp::new("arbiter_judgement_required", OPEN)
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[flag_fall(e)])
                })
            },
        ),
        case(
            "both flags in period 1 of 40/5400:1800: play goes on (2001 decisions.md 7; 2005-2014; 2017+ if announced)",
            json!({"fen": OPEN_35, "time_control": "40/5400:1800", "quickplay_finish": true,
                   "clocks": clocks("0:00:00", "0:00:00"), "events": both}),
            |e| {
                Some(
                    Exp::new("play_continues", OPEN_35)
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[both_flags_continue(e)]),
                )
            },
        ),
        case(
            "both flags in period 1 of 40/5400:1800, Guidelines III not announced: 2017+ the arbiter judges",
            json!({"fen": OPEN_35, "time_control": "40/5400:1800",
                   "clocks": clocks("0:00:00", "0:00:00"), "events": both}),
            |e| {
                Some(if e < E2017 {
                    Exp::new("play_continues", OPEN_35)
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[both_flags_continue(e)])
                } else {
                    Exp::new("arbiter_judgement_required", OPEN_35)
                        .clocks("0:00:00", "0:00:00")
                        .articles(&[flag_fall(e)])
                })
            },
        ),
        case(
            "both flags in the last period of 40/5400:1800 (move 45): drawn",
            json!({"fen": "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 45",
                   "time_control": "40/5400:1800", "quickplay_finish": true,
                   "clocks": clocks("0:00:00", "0:00:00"), "events": both}),
            |e| {
                Some(
                    Exp::new(
                        "game_drawn",
                        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 45",
                    )
                    .result("1/2-1/2")
                    .clocks("0:00:00", "0:00:00")
                    .articles(&[both_flags(e)]),
                )
            },
        ),
        case(
            "both flags in rapid (inadequate supervision): drawn 2001-2014 (B8, B9, A.4d3; 2014 6.11)",
            json!({"fen": OPEN, "time_control": "1500", "supervision": "inadequate",
                   "clocks": clocks("0:00:00", "0:00:00"), "events": both}),
            |e| {
                let art = match e {
                    E2001 => "B8",
                    E2005 => "B9",
                    E2009 => "A.4d3",
                    _ => "6.11b",
                };
                Some(if e < E2017 {
                    Exp::new("game_drawn", OPEN)
                        .result("1/2-1/2")
                        .clocks("0:00:00", "0:00:00")
                        .class("rapid")
                        .articles(&[art])
                } else {
                    Exp::new("arbiter_judgement_required", OPEN)
                        .clocks("0:00:00", "0:00:00")
                        .class("rapid")
                        .articles(&[flag_fall(e)])
                })
            },
        ),
    ];
    run(&cases);
}

// ----- a move that ended the game before the flag; the arbiter's call; periods; clock articles -------

/// Checkmate ends the game: 5.1a until 2014, 5.1.1 from 2017.
fn checkmate(e: Edition) -> &'static str {
    if e < E2017 { "5.1a" } else { "5.1.1" }
}

/// The rapid appendix clause by which only a player's claim makes a flag count (until 2009).
fn rapid_claim_only(e: Edition) -> &'static str {
    match e {
        E2001 => "B6",
        E2005 => "B7",
        _ => "A.4d1",
    }
}

#[test]
fn game_ending_moves_calls_periods_and_clock_articles() {
    // Rd8 is mate; Rd7 is not.
    const ROOK: &str = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 40";
    let rook = ROOK;
    let mated = fen_after(Some(rook), &["Rd8"]);
    // Kxd2 leaves K+B v K: a dead position.
    let dead = "4k3/8/8/8/8/8/3r4/3BK3 w - - 0 50";
    let dead_after = fen_after(Some(dead), &["Kxd2"]);
    // The rook ending of the fivefold drill: Black's last Ke8 is the fifth occurrence, each
    // four plies after the previous one.
    let ff = "4k3/4r3/8/8/8/8/4R3/4K3 w - - 20 60";
    let ff15: Vec<&str> = ["Kd1", "Kd8", "Ke1", "Ke8"]
        .iter()
        .cycle()
        .take(15)
        .copied()
        .collect();
    let ff_before = fen_after(Some(ff), &ff15);
    let ff_after = fen_after(Some(ff), &[&ff15[..], &["Ke8"]].concat());
    let cases = vec![
        case(
            "mate made on the board, flag falls before the press: the mate came first (6.8a/6.7a/6.2a/6.2.1.1)",
            json!({"fen": rook, "time_control": "5400", "clocks": clocks("0:00:05", "0:10:00"),
                   "events": [{"play": "d1d8"}, {"wait": "0:10"}]}),
            {
                let f = mated.clone();
                move |e| {
                    Some(
                        Exp::new("game_over", &f)
                            .result("1-0")
                            .clocks("0:00:00", "0:10:00")
                            .articles(&[checkmate(e)]),
                    )
                }
            },
        ),
        case(
            "a move made that does not end the game, flag falls before the press: lost on time",
            json!({"fen": rook, "time_control": "5400", "clocks": clocks("0:00:05", "0:10:00"),
                   "events": [{"play": "d1d7"}, {"wait": "0:10"}]}),
            |e| {
                Some(
                    Exp::new("game_lost", ROOK)
                        .result("0-1")
                        .clocks("0:00:00", "0:10:00")
                        .articles(&[flag_fall(e)]),
                )
            },
        ),
        case(
            "mate made on the board and the events end: the game is over without the press",
            json!({"fen": rook, "time_control": "5400", "clocks": clocks("0:00:05", "0:10:00"),
                   "events": [{"play": "d1d8"}]}),
            {
                let f = mated.clone();
                move |e| {
                    Some(
                        Exp::new("game_over", &f)
                            .result("1-0")
                            .clocks("0:00:05", "0:10:00")
                            .articles(&[checkmate(e)]),
                    )
                }
            },
        ),
        case(
            "a mate made, then a flag claim by the opponent: void, the mate stands (issue 10)",
            json!({"fen": rook, "time_control": "5400", "clocks": clocks("0:00:00", "0:10:00"),
                   "events": [{"play": "d1d8"}, {"claim": "flag", "by": "black"}]}),
            {
                let f = mated.clone();
                move |e| {
                    Some(
                        Exp::new("result_stands", &f)
                            .result("1-0")
                            .claim("not_allowed")
                            .clocks("0:00:00", "0:10:00")
                            .articles(&[checkmate(e)]),
                    )
                }
            },
        ),
        case(
            "dead position made on the board, flag falls before the press: drawn by the dead position",
            json!({"fen": dead, "time_control": "5400", "clocks": clocks("0:00:05", "0:10:00"),
                   "events": [{"play": "e1d2"}, {"wait": "0:10"}]}),
            {
                let f = dead_after.clone();
                move |e| {
                    Some(
                        Exp::new("game_drawn", &f)
                            .result("1/2-1/2")
                            .clocks("0:00:00", "0:10:00")
                            .articles(&[if e < E2017 { "5.2b" } else { "5.2.2" }]),
                    )
                }
            },
        ),
        case(
            "fifth occurrence made, flag falls before the press: drawn from 2014, lost on time before",
            json!({"fen": ff, "moves": ff15, "time_control": "5400",
                   "clocks": clocks("0:10:00", "0:00:05"),
                   "events": [{"play": "d8e8"}, {"wait": "0:10"}]}),
            {
                let (before, after) = (ff_before.clone(), ff_after.clone());
                move |e| {
                    Some(if e < E2014 {
                        Exp::new("game_lost", &before)
                            .result("1-0")
                            .clocks("0:10:00", "0:00:00")
                            .articles(&[flag_fall(e)])
                    } else {
                        Exp::new("game_drawn", &after)
                            .result("1/2-1/2")
                            .clocks("0:10:00", "0:00:00")
                            .articles(&[if e == E2014 { "9.6a" } else { "9.6.1" }])
                    })
                }
            },
        ),
        case(
            "rapid, inadequate supervision: the arbiter calls a flag (clock at zero): not his call until 2009",
            json!({"fen": OPEN, "time_control": "1500", "supervision": "inadequate",
                   "clocks": clocks("0:00:00", "0:05:00"),
                   "events": [{"claim": "flag", "by": "arbiter"}]}),
            |e| {
                Some(if e < E2014 {
                    Exp::new("play_continues", OPEN)
                        .clocks("0:00:00", "0:05:00")
                        .class("rapid")
                        .articles(&[rapid_claim_only(e)])
                } else {
                    Exp::new("game_lost", OPEN)
                        .result("0-1")
                        .clocks("0:00:00", "0:05:00")
                        .class("rapid")
                        .articles(&rapid_called(e))
                })
            },
        ),
        case(
            "both flags in period 1 of 40/5400:1800 with no clocks given: the move number gives the period",
            json!({"fen": OPEN_35, "time_control": "40/5400:1800", "quickplay_finish": true,
                   "events": [{"flag_fall": "both"}]}),
            |e| Some(Exp::new("play_continues", OPEN_35).articles(&[both_flags_continue(e)])),
        ),
        case(
            "both flags in the last period (move 45) with no clocks given: drawn",
            json!({"fen": "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 45",
                   "time_control": "40/5400:1800", "quickplay_finish": true,
                   "events": [{"flag_fall": "both"}]}),
            |e| {
                Some(
                    Exp::new(
                        "game_drawn",
                        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 45",
                    )
                    .result("1/2-1/2")
                    .articles(&[both_flags(e)]),
                )
            },
        ),
        case(
            "clock pressed without a move, the arbiter steps in: improper clock handling until 2014, an illegal move from 2017",
            json!({"fen": OPEN, "time_control": "5400+30", "clocks": clocks("0:50:00", "0:45:00"),
                   "events": [{"wait": "0:40"}, {"press_clock": "white"},
                              {"claim": "illegal_move", "by": "arbiter"}]}),
            |e| {
                Some(match e {
                    E2001 | E2005 | E2009 | E2014 => {
                        let handling = match e {
                            E2001 => "6.8b",
                            E2005 => "6.8c",
                            E2009 => "6.7c",
                            _ => "6.2d",
                        };
                        let penalties = if e < E2014 { "13.4" } else { "12.9" };
                        Exp::new("penalty_at_discretion", OPEN)
                            .clocks("0:49:20", "0:45:00")
                            .articles(&[handling, penalties])
                    }
                    // July 2017 prints the case and its penalty apart (7.8.1, 7.8.2).
                    E2017 => Exp::new("illegal_move_penalised", OPEN)
                        .clocks("0:49:20", "0:47:00")
                        .articles(&["7.8.1", "7.8.2"]),
                    _ => Exp::new("illegal_move_penalised", OPEN)
                        .clocks("0:49:20", "0:47:00")
                        .articles(&["7.5.3", "7.5.5"]),
                })
            },
        ),
        case(
            "no time control and nothing to rule: the basic clock article",
            json!({"fen": OPEN, "events": [{"wait": "0:05"}]}),
            |e| Some(Exp::new("play_continues", OPEN).articles(&plays_on(e, "standard", false))),
        ),
        case(
            "Bronstein delay and nothing to rule: the delay-mode article",
            json!({"fen": OPEN, "time_control": "180b2", "clocks": clocks("0:02:55", "0:02:58"),
                   "events": [{"wait": "0:01"}]}),
            |e| {
                Some(
                    Exp::new("play_continues", OPEN)
                        .clocks("0:02:54", "0:02:58")
                        .class("blitz")
                        .articles(&plays_on(e, "blitz", true)),
                )
            },
        ),
    ];
    run(&cases);
}

// ----- positions where neither side can win (chasolver's test set) ----------------------------------

/// Twenty positions of tests/data/chasolver-positions.txt labelled `--` (neither side can
/// helpmate): the side to move's flag falls, but the game was already over — drawn by the dead
/// position (5.2b / 5.2.2), or by stalemate where the side to move has no move (5.2a / 5.2.1) —
/// so the flag changes nothing.
#[test]
fn flag_in_positions_where_neither_side_can_win_is_a_draw() {
    let data = include_str!("data/chasolver-positions.txt");
    let fens: Vec<String> = data
        .lines()
        .filter_map(|l| l.strip_prefix("-- "))
        .map(|f| format!("{} 0 1", f.trim()))
        .filter(|f| Game::from_fen(f).is_ok())
        .take(20)
        .collect();
    assert_eq!(fens.len(), 20, "twenty labelled positions that parse");
    let mut cases = Vec::new();
    for (i, fen) in fens.into_iter().enumerate() {
        let name: &'static str =
            Box::leak(format!("chasolver dead position #{i}: {fen}").into_boxed_str());
        let white_to_move = fen.split(' ').nth(1) == Some("w");
        let (w, b) = if white_to_move {
            ("0:00:05", "0:05:00")
        } else {
            ("0:05:00", "0:00:05")
        };
        let (we, be) = if white_to_move {
            ("0:00:00", "0:05:00")
        } else {
            ("0:05:00", "0:00:00")
        };
        let game = Game::from_fen(&fen).expect("parsed above");
        let stalemate = game.is_stalemate();
        let position = game.to_fen();
        cases.push(case(
            name,
            json!({"fen": fen, "time_control": "5400", "clocks": clocks(w, b),
                   "events": [{"wait": "0:05"}]}),
            move |e| {
                Some(if stalemate {
                    Exp::new("game_over", &position)
                        .result("1/2-1/2")
                        .clocks(we, be)
                        .articles(&[if e <= E2014 { "5.2a" } else { "5.2.1" }])
                } else {
                    Exp::new("game_drawn", &position)
                        .result("1/2-1/2")
                        .clocks(we, be)
                        .articles(&[dead(e)])
                })
            },
        ));
    }
    run(&cases);
}
