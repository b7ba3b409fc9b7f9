//! The contract's JSON, byte for byte: `tests/data/golden_rulings.jsonl` holds pairs of lines —
//! a case (`{"case": NAME, "incident": …}`) and the exact line `arbitro rule` printed for it —
//! recorded with the engine before the arbiter became a state machine (issue 9; main at
//! 6f20970, which includes that day's citation fixes): up to two
//! incidents for every (drill topic, decision) pair of the drill bank and of the tests' own
//! incidents, 125 in all. The ruling must serialise to the same bytes: fields in the contract's
//! order, the same FEN, SAN, articles, clocks, explanation text.
//!
//! A deliberate change of a ruling (a fix, with its article) updates the line in the same commit:
//! `cargo build --bin arbitro && scripts/regen-golden` re-records every ruling line and lists the
//! cases that moved.
use arbitro::incident::Incident;
use arbitro::rulings::rule;
use serde_json::Value;

const GOLDEN: &str = include_str!("data/golden_rulings.jsonl");

#[test]
fn rulings_serialise_to_the_recorded_bytes() {
    let lines: Vec<&str> = GOLDEN.lines().collect();
    assert!(
        lines.len() >= 200 && lines.len().is_multiple_of(2),
        "pairs of lines expected"
    );
    let mut failures = Vec::new();
    for pair in lines.chunks(2) {
        let case: Value = serde_json::from_str(pair[0]).expect("a case line is JSON");
        let name = case["case"].as_str().unwrap_or("?");
        let text = serde_json::to_string(&case["incident"]).expect("JSON");
        let ruled = Incident::from_json(&text).and_then(|i| rule(&i));
        match ruled {
            // As the CLI prints it: through a JSON value, compact.
            Ok(r) => {
                let got = serde_json::to_value(&r)
                    .expect("a ruling serialises")
                    .to_string();
                if got != pair[1] {
                    failures.push(format!(
                        "[{name}]\n  got      {got}\n  recorded {}",
                        pair[1]
                    ));
                }
            }
            Err(e) => failures.push(format!("[{name}] refused: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        lines.len() / 2,
        failures.join("\n")
    );
}
