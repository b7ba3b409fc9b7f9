//! Draw claims and automatic draws (Article 9; issue 4, family 3), edition by edition.
//!
//! One row per case: an incident (without its edition) and, for each of the seven editions, the
//! ruling's fields that matter. Expectations come from editions.md §3 and decisions.md 2, 3, 6,
//! 12, 18 — not from the engine — and every failure names the case and the edition.
use arbitro::game::Game;
use arbitro::laws::Edition;
use serde_json::{Value, json};

use Edition::*;

mod exp_table;
use exp_table::{Case, Exp, case, run};

/// The FEN after `moves` from `fen` (the game layer, not the rulings engine).
fn fen_after(fen: Option<&str>, moves: &[&str]) -> String {
    Game::from_fen_and_san(fen, moves)
        .unwrap_or_else(|e| panic!("test setup: {e}"))
        .to_fen()
}

// ----- articles, in each edition's numbering (editions.md §0.3, §3.1) -----------------------

fn threefold_about(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 | E2009 | E2014 => "9.2a",
        E2017 | E2018 => "9.2.1.1",
        E2023 => "9.2.1",
    }
}

fn threefold_has(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 | E2009 => "9.2b",
        // 2014: 9.2b is the position that has just appeared (its 9.6a counts "as in 9.2b").
        E2014 => "9.2b",
        E2017 | E2018 => "9.2.1.2",
        E2023 => "9.2.2",
    }
}

fn fifty_about(e: Edition) -> &'static str {
    if e < E2017 { "9.3a" } else { "9.3.1" }
}

fn fifty_made(e: Edition) -> &'static str {
    if e < E2017 { "9.3b" } else { "9.3.2" }
}

fn incorrect_claim(e: Edition) -> &'static str {
    // 2014 letters 9.5 a (stopping the clock), b (correct), c (incorrect).
    match e {
        E2014 => "9.5c",
        _ if e < E2017 => "9.5b",
        _ => "9.5.3",
    }
}

fn dead_position(e: Edition) -> &'static str {
    if e < E2017 { "5.2b" } else { "5.2.2" }
}

fn checkmate(e: Edition) -> &'static str {
    if e < E2017 { "5.1a" } else { "5.1.1" }
}

/// The verdict on a correct claim: 9.5a until 2014, 9.5.2 from 2017 (preamble: a correct claim
/// cites the claim article, then the verdict article).
fn correct_claim(e: Edition) -> &'static str {
    match e {
        E2014 => "9.5b",
        _ if e < E2017 => "9.5a",
        _ => "9.5.2",
    }
}

/// The articles of a correct claim: the claim's own article, then the verdict.
fn correct(e: Edition, claim_article: &'static str) -> Vec<&'static str> {
    vec![claim_article, correct_claim(e)]
}

/// The articles of a claim whose right was lost: the claim's own article, then 9.4.
/// A claim made after the right was lost (9.4): incorrect, with the incorrect-claim penalty
/// (the contract's `claim`, citing the FIDE Arbiters' Manual sample questions).
fn lost(e: Edition, claim_article: &'static str) -> Vec<&'static str> {
    vec![claim_article, "9.4", incorrect_claim(e)]
}

/// [`incorrect_claim_clocks_white_10_black_10`] with the colours swapped (Black claims).
fn incorrect_claim_clocks_black_10_white_10(e: Edition) -> [&'static str; 2] {
    let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
    [b, w]
}

/// Nothing to rule, sudden death without increment or delay (the incidents here, all standard
/// games): the definition the time class rests on (the rapid one, above whose limit a standard
/// game lies: B1 in 2001 and 2005, A.1 from 2009), then the time-control article.
fn plays_on(e: Edition) -> [&'static str; 2] {
    [if e <= E2005 { "B1" } else { "A.1" }, clock_periods(e)]
}

fn clock_periods(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 | E2009 => "6.2a",
        E2014 => "6.3a",
        _ => "6.3.1",
    }
}

/// A draw claim counts as a draw offer, which an incorrect claim leaves standing: 9.1c
/// (2001/2005), 9.1b3 (2009/2014), 9.1.2.3 (2017+; 2018 text, Chess-Arbiter/handbook 035824a).
fn claim_is_offer(e: Edition) -> &'static str {
    match e {
        E2001 | E2005 => "9.1c",
        E2009 | E2014 => "9.1b3",
        _ => "9.1.2.3",
    }
}

/// The articles of an incorrect claim: the claim's own article, the incorrect-claim article,
/// the clause that makes the claim a draw offer, and, where the appendix turns two minutes
/// into one, that appendix article.
fn incorrect(e: Edition, claim_article: &'static str, class: &str) -> Vec<&'static str> {
    let mut a = vec![claim_article, incorrect_claim(e), claim_is_offer(e)];
    match (e, class) {
        // B.2 halves the Article 9 penalty in blitz from July 2017 (the 2017 text).
        (E2017 | E2018, "blitz") => a.push("B.2"),
        // 2023: the one-minute rule is A.3 in rapid; blitz with adequate supervision (these
        // cases) is under the Competition Rules (B.2: two minutes); only B.3, without it, sends
        // blitz to A.3.
        (E2023, "rapid") => a.push("A.3"),
        (E2023, "blitz") => a.push("B.2"),
        _ => {}
    }
    a
}

/// Clocks after an incorrect claim by White with White 10:00 and Black 10:00 in standard play:
/// 2001/2005 +3 for the opponent and the claimant loses half (at most 3 minutes, decisions.md 2);
/// 2009 +3; 2014 on +2 (decisions.md 3).
fn incorrect_claim_clocks_white_10_black_10(e: Edition) -> [&'static str; 2] {
    match e {
        E2001 | E2005 => ["0:07:00", "0:13:00"],
        E2009 => ["0:10:00", "0:13:00"],
        _ => ["0:10:00", "0:12:00"],
    }
}

// ----- sequences --------------------------------------------------------------------------------

/// Knights out and back: after these the start position has occurred three times.
const KNIGHTS_TWICE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

/// 1.e4, then Black's and White's knights out and back twice: the position after 1.e4 (en
/// passant impossible, so no en passant square in FIDE's sense) three times.
const E4_THEN_KNIGHTS: [&str; 9] = ["e4", "Nf6", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8", "Ng1"];

/// 1.e4 Nf6 2.e5 d5: exd6 e.p. is possible. Then knights out and back twice: the same
/// placement with White to move three times, but the first with an en passant capture possible.
const EP_THEN_KNIGHTS: [&str; 12] = [
    "e4", "Nf6", "e5", "d5", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8", "Ng1", "Nf6",
];

/// Kings out and back three times after 1.e4 e5: the placement after 1...e5 three times more,
/// but the first (after 1...e5) with castling rights, the others without.
const KINGS_WALK: [&str; 14] = [
    "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8",
];

/// White keeps the king-side castling right but cannot castle now (the black bishop attacks
/// f1): the right stays, so the positions repeat.
const BLOCKED_CASTLING_FEN: &str = "4k3/8/8/1b6/8/8/8/4K1NR w K - 0 1";
const BLOCKED_CASTLING_MOVES: [&str; 8] = ["Nf3", "Bc4", "Ng1", "Bb5", "Nf3", "Bc4", "Ng1", "Bb5"];

/// Rooks out and back: after 1.Nf3 Nf6 the king-side rooks go to g1/g8 and back twice. The
/// placement after 1...Nf6 then appears three times, the first with full castling rights, the
/// others with the queen-side rights only (a rook that moved loses its right, the other stays).
const ROOKS_WALK: [&str; 14] = [
    "Nf3", "Nf6", "Rg1", "Rg8", "Rh1", "Rh8", "Rg1", "Rg8", "Rh1", "Rh8", "Rg1", "Rg8", "Rh1",
    "Rh8",
];

fn std_clocks() -> Value {
    json!({"white": "0:10:00", "black": "0:10:00"})
}

// ----- threefold repetition ------------------------------------------------------------------

fn threefold_cases() -> Vec<Case> {
    let start = fen_after(None, &KNIGHTS_TWICE);
    let start4 = fen_after(None, &KNIGHTS_TWICE[..4]);
    let k8 = KNIGHTS_TWICE.to_vec();
    let k7 = &KNIGHTS_TWICE[..7];
    let k7_fen = fen_after(None, k7);
    let k6_fen = fen_after(None, &KNIGHTS_TWICE[..6]);
    let e4k_fen = fen_after(None, &E4_THEN_KNIGHTS);
    let ep_fen = fen_after(None, &EP_THEN_KNIGHTS);
    let ep_more = [&EP_THEN_KNIGHTS[..], &["Nf3", "Ng8", "Ng1", "Nf6"]].concat();
    let ep_more_fen = fen_after(None, &ep_more);
    let kings10 = &KINGS_WALK[..10];
    let kings10_fen = fen_after(None, kings10);
    let kings_fen = fen_after(None, &KINGS_WALK);
    let rooks10_fen = fen_after(None, &ROOKS_WALK[..10]);
    let rooks_fen = fen_after(None, &ROOKS_WALK);
    let blocked_fen = fen_after(Some(BLOCKED_CASTLING_FEN), &BLOCKED_CASTLING_MOVES);
    let blocked7_fen = fen_after(Some(BLOCKED_CASTLING_FEN), &BLOCKED_CASTLING_MOVES[..7]);
    vec![
        case(
            "threefold has appeared: start position three times",
            json!({"moves": k8, "clocks": std_clocks(), "events": [{"claim": "threefold"}]}),
            {
                let start = start.clone();
                move |e| {
                    Exp::new("claim_correct", &start)
                        .result("1/2-1/2")
                        .claim("correct")
                        .clocks("0:10:00", "0:10:00")
                        .articles(&correct(e, threefold_has(e)))
                }
            },
        ),
        case(
            "threefold has appeared: only twice -> incorrect, edition's clock arithmetic",
            json!({"moves": &KNIGHTS_TWICE[..4], "clocks": std_clocks(),
                   "events": [{"claim": "threefold"}]}),
            {
                let start = start4.clone();
                move |e| {
                    let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                    Exp::new("claim_incorrect", &start)
                        .claim("incorrect")
                        .clocks(w, b)
                        .articles(&incorrect(e, threefold_has(e), "standard"))
                }
            },
        ),
        case(
            "threefold about to appear: written Ng8 makes the third -> draw, move not played",
            json!({"moves": k7, "clocks": std_clocks(),
                   "events": [{"claim": "threefold", "written_move": "Ng8"}]}),
            {
                let fen = k7_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .clocks("0:10:00", "0:10:00")
                        .articles(&correct(e, threefold_about(e)))
                }
            },
        ),
        case(
            "threefold about to appear: written Nh5 repeats nothing -> incorrect, Nh5 must be played",
            json!({"moves": k7, "clocks": std_clocks(),
                   "events": [{"claim": "threefold", "written_move": "Nh5"}]}),
            {
                let fen = k7_fen.clone();
                move |e| {
                    // Black claims: Black is the claimant, White the opponent.
                    let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .clocks(b, w)
                        .allowed(&["Nh5"])
                        .articles(&incorrect(e, threefold_about(e), "standard"))
                }
            },
        ),
        case(
            "threefold about to appear: an illegal written move makes the claim incorrect",
            json!({"moves": k7, "clocks": std_clocks(),
                   "events": [{"claim": "threefold", "written_move": "Ng5"}]}),
            {
                let fen = k7_fen.clone();
                move |e| {
                    let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .clocks(b, w)
                        .articles(&incorrect(e, threefold_about(e), "standard"))
                }
            },
        ),
        case(
            "threefold about to appear, claimed after the move was made on the board: right lost",
            json!({"moves": k7, "clocks": std_clocks(),
                   "events": [{"play": "f6g8"}, {"claim": "threefold"}]}),
            {
                let fen = k7_fen.clone();
                move |e| {
                    let [w, b] = incorrect_claim_clocks_black_10_white_10(e);
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .clocks(w, b)
                        .allowed(&["Ng8"])
                        .articles(&lost(e, threefold_has(e)))
                }
            },
        ),
        case(
            "threefold claimed after touching a piece: right lost from 2009 (touch), not in 2001/2005 (move)",
            json!({"moves": k8, "clocks": std_clocks(),
                   "events": [{"touch": "b1"}, {"claim": "threefold"}]}),
            {
                let start = start.clone();
                move |e| {
                    if e < E2009 {
                        Exp::new("claim_correct", &start)
                            .result("1/2-1/2")
                            .claim("correct")
                            .clocks("0:10:00", "0:10:00")
                            .articles(&correct(e, threefold_has(e)))
                    } else {
                        let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                        Exp::new("claim_incorrect", &start)
                            .claim("incorrect")
                            .clocks(w, b)
                            .allowed(&["Na3", "Nc3"])
                            .articles(&lost(e, threefold_has(e)))
                    }
                }
            },
        ),
        case(
            "threefold with a written move after touching that piece: 2001/2005 still a claim",
            json!({"moves": k7, "clocks": std_clocks(),
                   "events": [{"touch": "f6"}, {"claim": "threefold", "written_move": "Ng8"}]}),
            {
                let fen = k7_fen.clone();
                move |e| {
                    if e < E2009 {
                        Exp::new("claim_correct", &fen)
                            .result("1/2-1/2")
                            .claim("correct")
                            .clocks("0:10:00", "0:10:00")
                            .articles(&correct(e, threefold_about(e)))
                    } else {
                        let [w, b] = incorrect_claim_clocks_black_10_white_10(e);
                        Exp::new("claim_incorrect", &fen)
                            .claim("incorrect")
                            .clocks(w, b)
                            .allowed(&["Nd5", "Ne4", "Ng4", "Ng8", "Nh5"])
                            .articles(&lost(e, threefold_about(e)))
                    }
                }
            },
        ),
        case(
            "the right comes back: after the opponent's move the repeated position can be claimed",
            json!({"moves": &KNIGHTS_TWICE[..6], "clocks": std_clocks(),
                   "events": [{"play": "f3g1"}, {"press_clock": "white"},
                              {"claim": "threefold", "written_move": "Ng8"}]}),
            {
                let fen = k7_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .clocks("0:10:00", "0:10:00")
                        .articles(&correct(e, threefold_about(e)))
                }
            },
        ),
        case(
            "threefold with no clocks: incorrect, no clock arithmetic",
            json!({"moves": &KNIGHTS_TWICE[..6], "events": [{"claim": "threefold"}]}),
            {
                let fen = k6_fen.clone();
                move |e| {
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .articles(&incorrect(e, threefold_has(e), "standard"))
                }
            },
        ),
        // FIDE identity: en passant counts only when the capture is possible.
        case(
            "identity: 1.e4 (no e.p. capture possible) equals the later positions -> correct",
            json!({"moves": E4_THEN_KNIGHTS, "events": [{"claim": "threefold"}]}),
            {
                let fen = e4k_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, threefold_has(e)))
                }
            },
        ),
        case(
            "identity: the first occurrence had exd6 e.p. possible -> only twice, incorrect",
            json!({"moves": EP_THEN_KNIGHTS, "events": [{"claim": "threefold"}]}),
            {
                let fen = ep_fen.clone();
                move |e| {
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .articles(&incorrect(e, threefold_has(e), "standard"))
                }
            },
        ),
        case(
            "identity: one more knight round without e.p. -> third time, correct",
            json!({"moves": ep_more, "events": [{"claim": "threefold"}]}),
            {
                let fen = ep_more_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, threefold_has(e)))
                }
            },
        ),
        // FIDE identity: castling rights lost only when the king or rook moves.
        case(
            "identity: kings walked, castling lost; placement after 1...e5 thrice but rights differ -> incorrect",
            json!({"moves": kings10, "events": [{"claim": "threefold"}]}),
            {
                let fen = kings10_fen.clone();
                move |e| {
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .articles(&incorrect(e, threefold_has(e), "standard"))
                }
            },
        ),
        case(
            "identity: kings walked once more -> third time without castling rights, correct",
            json!({"moves": KINGS_WALK, "events": [{"claim": "threefold"}]}),
            {
                let fen = kings_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, threefold_has(e)))
                }
            },
        ),
        case(
            "identity: rooks walked; the first occurrence had king-side rights -> only twice, incorrect",
            json!({"moves": &ROOKS_WALK[..10], "events": [{"claim": "threefold"}]}),
            {
                let fen = rooks10_fen.clone();
                move |e| {
                    Exp::new("claim_incorrect", &fen)
                        .claim("incorrect")
                        .articles(&incorrect(e, threefold_has(e), "standard"))
                }
            },
        ),
        case(
            "identity: rooks walked once more -> third time with queen-side rights only, correct",
            json!({"moves": ROOKS_WALK, "events": [{"claim": "threefold"}]}),
            {
                let fen = rooks_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, threefold_has(e)))
                }
            },
        ),
        case(
            "touched a knight, then an incorrect claim: 2001/2005 the knight must still move; 2009+ right lost",
            json!({"moves": &KNIGHTS_TWICE[..4], "clocks": std_clocks(),
                   "events": [{"touch": "b1"}, {"claim": "threefold"}]}),
            {
                let fen = start4.clone();
                move |e| {
                    if e < E2009 {
                        Exp::new("claim_incorrect", &fen)
                            .claim("incorrect")
                            .clocks("0:07:00", "0:13:00")
                            .allowed(&["Na3", "Nc3"])
                            .articles(&incorrect(e, threefold_has(e), "standard"))
                    } else {
                        let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                        Exp::new("claim_incorrect", &fen)
                            .claim("incorrect")
                            .clocks(w, b)
                            .allowed(&["Na3", "Nc3"])
                            .articles(&lost(e, threefold_has(e)))
                    }
                }
            },
        ),
        case(
            "identity: castling right kept while castling is impossible (f1 attacked) -> same position, correct",
            json!({"fen": BLOCKED_CASTLING_FEN, "moves": BLOCKED_CASTLING_MOVES,
                   "events": [{"claim": "threefold"}]}),
            {
                let fen = blocked_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, threefold_has(e)))
                }
            },
        ),
        case(
            "identity: castling right kept, written Bb5 completes the third occurrence",
            json!({"fen": BLOCKED_CASTLING_FEN, "moves": &BLOCKED_CASTLING_MOVES[..7],
                   "events": [{"claim": "threefold", "written_move": "Bb5"}]}),
            {
                let fen = blocked7_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &fen)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, threefold_about(e)))
                }
            },
        ),
    ]
}

#[test]
fn threefold_repetition_claims() {
    run(&threefold_cases());
}

// ----- incorrect claims: the clock arithmetic by edition and time class -----------------------

/// 2001/2005 (decisions.md 2): the claimant's own clock with more than 2 minutes loses half,
/// at most 3 minutes; with 1–2 minutes it is set to 1 minute; under 1 minute it is unchanged.
/// From 2009 the claimant keeps his time.
#[test]
fn incorrect_claim_clock_arithmetic() {
    // White claims with `white` left; Black has 5:00. 50-move claim with 60 plies: incorrect.
    let fen = "8/8/3k4/8/8/3K4/8/R7 w - - 60 90";
    let rows: [(&str, &str, &str, &str); 7] = [
        // name, white before, white after in 2001/2005, (black after in 2001/2005 = 8:00)
        (
            "claimant 10:00: half is 5:00, capped at 3:00",
            "0:10:00",
            "0:07:00",
            "",
        ),
        (
            "claimant 6:00: half is exactly 3:00",
            "0:06:00",
            "0:03:00",
            "",
        ),
        ("claimant 4:00: loses half, 2:00", "0:04:00", "0:02:00", ""),
        (
            "claimant 2:10: more than 2 minutes, loses half",
            "0:02:10",
            "0:01:05",
            "",
        ),
        (
            "claimant exactly 2:00: between 1 and 2 -> 1:00",
            "0:02:00",
            "0:01:00",
            "",
        ),
        (
            "claimant 1:30: between 1 and 2 -> 1:00",
            "0:01:30",
            "0:01:00",
            "",
        ),
        (
            "claimant 0:45: under a minute, unchanged",
            "0:00:45",
            "0:00:45",
            "",
        ),
    ];
    let mut cases = Vec::new();
    for (name, before, after_2001, _) in rows {
        let fen_s = fen.to_string();
        cases.push(case(
            name,
            json!({"fen": fen, "time_control": "5400",
                   "clocks": {"white": before, "black": "0:05:00"},
                   "events": [{"claim": "fifty_moves"}]}),
            move |e| {
                let (w, b) = match e {
                    E2001 | E2005 => (after_2001, "0:08:00"),
                    E2009 => (before, "0:08:00"),
                    _ => (before, "0:07:00"),
                };
                Exp::new("claim_incorrect", &fen_s)
                    .claim("incorrect")
                    .clocks(w, b)
                    .articles(&incorrect(e, fifty_made(e), "standard"))
            },
        ));
    }
    // Exactly 1:00 sits in "between 1 and 2 minutes": set to 1:00, i.e. unchanged.
    let fen_s = fen.to_string();
    cases.push(case(
        "claimant exactly 1:00: stays 1:00",
        json!({"fen": fen, "time_control": "5400",
               "clocks": {"white": "0:01:00", "black": "0:05:00"},
               "events": [{"claim": "fifty_moves"}]}),
        move |e| {
            let b = if e <= E2009 { "0:08:00" } else { "0:07:00" };
            Exp::new("claim_incorrect", &fen_s)
                .claim("incorrect")
                .clocks("0:01:00", b)
                .articles(&incorrect(e, fifty_made(e), "standard"))
        },
    ));
    run(&cases);
}

/// Rapid and blitz, adequately supervised: 2001–2009 as standard play (+3, and the 2001/2005
/// deduction); 2014 +2; July 2017 and 2018 +2 rapid, +1 blitz (B.2); 2023 +1 in rapid (A.3), +2 in
/// blitz (B.2: the Competition Rules; A.3 reaches blitz only through B.3, without supervision).
#[test]
fn incorrect_claim_in_rapid_and_blitz() {
    let fen = "8/8/3k4/8/8/3K4/8/R7 w - - 60 90";
    let mut cases = Vec::new();
    for (tc, class_of) in [
        ("1500", "rapid"),  // 25 minutes: rapid in every edition
        ("180+2", "blitz"), // 3+2: blitz in every edition (2001: base alone)
    ] {
        let fen_s = fen.to_string();
        cases.push(case(
            if class_of == "rapid" {
                "incorrect 50-move claim, rapid 25 min"
            } else {
                "incorrect 50-move claim, blitz 3+2"
            },
            json!({"fen": fen, "time_control": tc,
                   "clocks": {"white": "0:04:00", "black": "0:04:00"},
                   "events": [{"claim": "fifty_moves"}]}),
            move |e| {
                let (w, b) = match (e, class_of) {
                    (E2001 | E2005, _) => ("0:02:00", "0:07:00"),
                    (E2009, _) => ("0:04:00", "0:07:00"),
                    (E2014, _) => ("0:04:00", "0:06:00"),
                    (E2017 | E2018, "rapid") => ("0:04:00", "0:06:00"),
                    (E2017 | E2018, _) => ("0:04:00", "0:05:00"),
                    (E2023, "rapid") => ("0:04:00", "0:05:00"),
                    (E2023, _) => ("0:04:00", "0:06:00"),
                };
                Exp::new("claim_incorrect", &fen_s)
                    .claim("incorrect")
                    .clocks(w, b)
                    .class(class_of)
                    .articles(&incorrect(e, fifty_made(e), class_of))
            },
        ));
    }
    run(&cases);
}

// ----- fifty moves ---------------------------------------------------------------------------

#[test]
fn fifty_move_claims() {
    let fen99 = "8/8/3k4/8/8/3K4/4P3/R7 w - - 99 120";
    let fen100 = "8/8/3k4/8/8/3K4/4P3/R7 w - - 100 120";
    let fen96 = "8/8/3k4/8/8/3K4/4P3/R7 w - - 96 120";
    let seq = ["Ra2", "Kc6", "Ra1", "Kd6"]; // 96 + 4 = 100 plies
    let seq_fen = fen_after(Some(fen96), &seq);
    let capture_fen = "8/8/3k4/8/8/3K4/r3P3/R7 w - - 98 120";
    let capture_seq = ["Rxa2", "Kc6"]; // the capture resets the count
    let capture_seq_fen = fen_after(Some(capture_fen), &capture_seq);
    let clocks = std_clocks();
    let cases = vec![
        case(
            "50 moves made: halfmove clock 100 -> correct",
            json!({"fen": fen100, "clocks": clocks, "events": [{"claim": "fifty_moves"}]}),
            move |e| {
                Exp::new("claim_correct", fen100)
                    .result("1/2-1/2")
                    .claim("correct")
                    .clocks("0:10:00", "0:10:00")
                    .articles(&correct(e, fifty_made(e)))
            },
        ),
        case(
            "50 moves: only 99 plies, no written move -> incorrect",
            json!({"fen": fen99, "clocks": clocks, "events": [{"claim": "fifty_moves"}]}),
            move |e| {
                let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                Exp::new("claim_incorrect", fen99)
                    .claim("incorrect")
                    .clocks(w, b)
                    .articles(&incorrect(e, fifty_made(e), "standard"))
            },
        ),
        case(
            "50 moves about to complete: written Ra2 (no pawn, no capture) -> correct, not played",
            json!({"fen": fen99, "clocks": clocks,
                   "events": [{"claim": "fifty_moves", "written_move": "Ra2"}]}),
            move |e| {
                Exp::new("claim_correct", fen99)
                    .result("1/2-1/2")
                    .claim("correct")
                    .clocks("0:10:00", "0:10:00")
                    .articles(&correct(e, fifty_about(e)))
            },
        ),
        case(
            "50 moves: written pawn move e3 resets the count -> incorrect, e3 must be played",
            json!({"fen": fen99, "clocks": clocks,
                   "events": [{"claim": "fifty_moves", "written_move": "e3"}]}),
            move |e| {
                let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                Exp::new("claim_incorrect", fen99)
                    .claim("incorrect")
                    .clocks(w, b)
                    .allowed(&["e3"])
                    .articles(&incorrect(e, fifty_about(e), "standard"))
            },
        ),
        case(
            "50 moves: an illegal written move (Kf5) makes the claim incorrect",
            json!({"fen": fen99, "clocks": clocks,
                   "events": [{"claim": "fifty_moves", "written_move": "Kf5"}]}),
            move |e| {
                let [w, b] = incorrect_claim_clocks_white_10_black_10(e);
                Exp::new("claim_incorrect", fen99)
                    .claim("incorrect")
                    .clocks(w, b)
                    .articles(&incorrect(e, fifty_about(e), "standard"))
            },
        ),
        case(
            "50 moves reached by a real sequence from 96 plies -> correct",
            json!({"fen": fen96, "moves": seq, "events": [{"claim": "fifty_moves"}]}),
            {
                let f = seq_fen.clone();
                move |e| {
                    Exp::new("claim_correct", &f)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, fifty_made(e)))
                }
            },
        ),
        case(
            "50 moves: a capture in the sequence resets the count -> incorrect",
            json!({"fen": capture_fen, "moves": capture_seq, "events": [{"claim": "fifty_moves"}]}),
            {
                let f = capture_seq_fen.clone();
                move |e| {
                    Exp::new("claim_incorrect", &f)
                        .claim("incorrect")
                        .articles(&incorrect(e, fifty_made(e), "standard"))
                }
            },
        ),
        case(
            "50 moves claimed after touching the rook: lost from 2009, still claimable in 2001/2005",
            json!({"fen": fen100, "events": [{"touch": "a1"}, {"claim": "fifty_moves"}]}),
            move |e| {
                if e < E2009 {
                    Exp::new("claim_correct", fen100)
                        .result("1/2-1/2")
                        .claim("correct")
                        .articles(&correct(e, fifty_made(e)))
                } else {
                    Exp::new("claim_incorrect", fen100)
                        .claim("incorrect")
                        .allowed(&[
                            "Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ra7", "Ra8", "Rb1", "Rc1", "Rd1",
                            "Re1", "Rf1", "Rg1", "Rh1",
                        ])
                        .articles(&lost(e, fifty_made(e)))
                }
            },
        ),
    ];
    run(&cases);
}

// ----- automatic draws: fivefold, 75 moves, dead position -------------------------------------

fn fivefold_article(e: Edition) -> &'static str {
    if e == E2014 { "9.6a" } else { "9.6.1" }
}

fn seventy_five_article(e: Edition) -> &'static str {
    if e == E2014 { "9.6b" } else { "9.6.2" }
}

#[test]
fn automatic_draws() {
    // Fivefold by consecutive alternate moves: the start position at plies 0, 4, 8, 12, 16.
    let ff: Vec<&str> = KNIGHTS_TWICE
        .iter()
        .chain(KNIGHTS_TWICE.iter())
        .copied()
        .collect();
    let ff15 = &ff[..15];
    let start16 = fen_after(None, &ff);
    // An eight-ply loop (both knights take four moves to come home): the start position at
    // plies 0, 8, 16, 24, 32, never four plies apart.
    let long_loop = ["Nh3", "Nh6", "Ng5", "Ng4", "Nf3", "Nf6", "Ng1", "Ng8"];
    let ll: Vec<&str> = long_loop.iter().cycle().take(31).copied().collect();
    let start32 = fen_after(None, &[&ll[..], &["Ng8"]].concat());
    let fen149 = "8/8/3k4/8/8/3K4/4P3/R7 w - - 149 150";
    let fen149_after = fen_after(Some(fen149), &["Ra2"]);
    // White mates with the move that completes the 75: Ra8#.
    let mate149 = "3k4/8/3K4/8/8/8/8/R7 w - - 149 150";
    let mate149_after = fen_after(Some(mate149), &["Ra8"]);
    // Bishop and knight v king and knight: the king takes the knight, K+B v K remains.
    let dead_fen = "4k3/8/8/8/8/8/3n4/2B1K3 w - - 0 60";
    let dead_after = fen_after(Some(dead_fen), &["Kxd2"]);
    let cases = vec![
        case(
            "fivefold by consecutive alternate moves: drawn from 2014, play goes on before",
            json!({"moves": ff15, "events": [{"play": "f6g8"}, {"press_clock": "black"}]}),
            {
                let start = start16.clone();
                move |e| {
                    if e < E2014 {
                        Exp::new("play_continues", &start).articles(&plays_on(e))
                    } else {
                        Exp::new("game_drawn", &start)
                            .result("1/2-1/2")
                            .articles(&[fivefold_article(e)])
                    }
                }
            },
        ),
        case(
            "five occurrences eight plies apart: 2014 needs consecutive alternate moves, 2017+ any five",
            json!({"moves": ll, "events": [{"play": "f6g8"}, {"press_clock": "black"}]}),
            {
                let start = start32.clone();
                move |e| {
                    if e < E2017 {
                        Exp::new("play_continues", &start).articles(&plays_on(e))
                    } else {
                        Exp::new("game_drawn", &start)
                            .result("1/2-1/2")
                            .articles(&[fivefold_article(e)])
                    }
                }
            },
        ),
        case(
            "75 moves completed: drawn from 2014 without a claim; 2001-2009 the game goes on",
            json!({"fen": fen149, "events": [{"play": "a1a2"}, {"press_clock": "white"}]}),
            {
                let f = fen149_after.clone();
                move |e| {
                    if e < E2014 {
                        Exp::new("play_continues", &f).articles(&plays_on(e))
                    } else {
                        Exp::new("game_drawn", &f)
                            .result("1/2-1/2")
                            .articles(&[seventy_five_article(e)])
                    }
                }
            },
        ),
        case(
            "a mate on the move completing the 75 stands, in every edition; from 2014 the 75-move article, whose mate clause decides, is cited first",
            json!({"fen": mate149, "events": [{"play": "a1a8"}, {"press_clock": "white"}]}),
            {
                let f = mate149_after.clone();
                move |e| {
                    let articles = if e < E2014 {
                        vec![checkmate(e)]
                    } else {
                        vec![seventy_five_article(e), checkmate(e)]
                    };
                    Exp::new("game_over", &f).result("1-0").articles(&articles)
                }
            },
        ),
        case(
            "dead position after a capture (K+B v K): drawn at once",
            json!({"fen": dead_fen, "events": [{"play": "e1d2"}, {"press_clock": "white"}]}),
            {
                let f = dead_after.clone();
                move |e| {
                    Exp::new("game_drawn", &f)
                        .result("1/2-1/2")
                        .articles(&[dead_position(e)])
                }
            },
        ),
    ];
    run(&cases);
}
