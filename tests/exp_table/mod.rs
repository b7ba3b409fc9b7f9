//! The table harness shared by tests/rulings_draws.rs and tests/rulings_flag.rs: one row per
//! case (an incident without its edition and, per edition, the ruling's fields that matter, or
//! `None` where the incident must be refused); every failure names the case and the edition.
#![allow(dead_code)]

#[path = "../articles_table/mod.rs"]
mod articles_table;

use arbitro::incident::Incident;
use arbitro::laws::Edition;
use arbitro::rulings::rule;
use serde_json::{Value, json};

/// The fields of a ruling a case asserts.
#[derive(Clone, Debug)]
pub struct Exp {
    decision: &'static str,
    result: Option<&'static str>,
    position: String,
    allowed: Option<Vec<&'static str>>,
    /// White, black (`"H:MM:SS"`); `None` when the incident gives no clocks.
    clocks: Option<[&'static str; 2]>,
    claim: Option<&'static str>,
    articles: Vec<&'static str>,
    class: &'static str,
    /// The clock's move counters (white, black), compared when given.
    counters: Option<[u32; 2]>,
}

impl Exp {
    pub fn new(decision: &'static str, position: impl Into<String>) -> Exp {
        Exp {
            decision,
            result: None,
            position: position.into(),
            allowed: None,
            clocks: None,
            claim: None,
            articles: vec![],
            class: "standard",
            counters: None,
        }
    }
    pub fn counters(mut self, white: u32, black: u32) -> Exp {
        self.counters = Some([white, black]);
        self
    }
    pub fn allowed(mut self, m: &[&'static str]) -> Exp {
        self.allowed = Some(m.to_vec());
        self
    }
    pub fn result(mut self, r: &'static str) -> Exp {
        self.result = Some(r);
        self
    }
    pub fn clocks(mut self, white: &'static str, black: &'static str) -> Exp {
        self.clocks = Some([white, black]);
        self
    }
    pub fn claim(mut self, c: &'static str) -> Exp {
        self.claim = Some(c);
        self
    }
    pub fn articles(mut self, a: &[&'static str]) -> Exp {
        self.articles = a.to_vec();
        self
    }
    pub fn class(mut self, c: &'static str) -> Exp {
        self.class = c;
        self
    }
}

pub struct Case {
    name: &'static str,
    incident: Value,
    expect: Box<dyn Fn(Edition) -> Option<Exp>>,
}

/// A case; `expect` gives the ruling's fields per edition, or `None` where the incident must be
/// refused (the game had already ended).
pub fn case<T: Into<Option<Exp>>>(
    name: &'static str,
    incident: Value,
    expect: impl Fn(Edition) -> T + 'static,
) -> Case {
    Case {
        name,
        incident,
        expect: Box::new(move |e| expect(e).into()),
    }
}

/// Runs every case in every edition; collects all failures, then fails naming them.
pub fn run(cases: &[Case]) {
    let mut failures = Vec::new();
    for c in cases {
        for e in Edition::ALL {
            let mut inc = c.incident.clone();
            inc["edition"] = json!(e.as_str());
            let text = inc.to_string();
            let incident = match Incident::from_json(&text) {
                Ok(i) => i,
                Err(err) => {
                    failures.push(format!("{} [{e}]: incident rejected: {err}", c.name));
                    continue;
                }
            };
            let want = (c.expect)(e);
            let ruling = match (rule(&incident), &want) {
                (Ok(r), Some(_)) => r,
                (Err(_), None) => continue,
                (Ok(r), None) => {
                    failures.push(format!(
                        "{} [{e}]: expected the incident to be refused (the game had ended), got {}",
                        c.name,
                        r.decision
                    ));
                    continue;
                }
                (Err(err), Some(_)) => {
                    failures.push(format!("{} [{e}]: rule() failed: {err}", c.name));
                    continue;
                }
            };
            let want = want.expect("matched above");
            let got = serde_json::to_value(&ruling).expect("a ruling serialises");
            let mut diffs = Vec::new();
            let mut check = |field: &str, want: Value| {
                if got[field] != want {
                    diffs.push(format!("{field}: got {}, want {}", got[field], want));
                }
            };
            check("decision", json!(want.decision));
            check("result", json!(want.result));
            check("position", json!(want.position));
            check("allowed_moves", json!(want.allowed));
            check(
                "clocks",
                match want.clocks {
                    Some([w, b]) => json!({"white": w, "black": b}),
                    None => Value::Null,
                },
            );
            check("claim", json!(want.claim));
            check("articles", json!(want.articles));
            check("time_class", json!(want.class));
            if let Some([w, b]) = want.counters {
                check("clock_moves", json!({"white": w, "black": b}));
            }
            // Every article cited exists in the edition (tests/data/articles/).
            for a in articles_table::missing(e.as_str(), ruling.articles.iter().map(|a| a.as_str()))
            {
                diffs.push(format!("cites {a}, which the {e} text does not have"));
            }
            if !diffs.is_empty() {
                failures.push(format!("{} [{e}]: {}", c.name, diffs.join("; ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing case(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
