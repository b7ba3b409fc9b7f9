//! The table harness shared by tests/rulings_touch.rs and tests/rulings_illegal.rs: one line
//! per case (a name, an incident as the contract's JSON without `edition`, the expected ruling
//! as a function of the edition); every mismatch of every case and edition is collected and
//! reported by case name. `RULINGS_DUMP=1` prints the rulings.
#![allow(dead_code)]

#[path = "../articles_table/mod.rs"]
mod articles_table;

use arbitro::incident::Incident;
use arbitro::laws::Edition;
use arbitro::rulings::{Ruling, rule};

/// The illegal-move articles each edition prints, for the tables of Art. 7.4 / 7.5.
/// Restore the position: 7.4a / 7.5a / 7.5.1.
pub fn restore(e: Edition) -> &'static str {
    use Edition::*;
    match e {
        E2001 | E2005 | E2009 => "7.4a",
        E2014 => "7.5a",
        _ => "7.5.1",
    }
}

/// The penalty (time, or the losing illegal move): 7.4b / 7.5b / 7.5.3 (July 2017, after
/// 7.5.1 or 7.5.2) / 7.5.5.
pub fn penalty(e: Edition) -> &'static str {
    use Edition::*;
    match e {
        E2001 | E2005 | E2009 => "7.4b",
        E2014 => "7.5b",
        E2017 => "7.5.3",
        _ => "7.5.5",
    }
}

/// The replacement move with the touched piece: 4.3a / 4.3.1.
pub fn own(e: Edition) -> &'static str {
    if e <= Edition::E2014 { "4.3a" } else { "4.3.1" }
}

#[derive(Clone, Debug)]
pub struct Expect {
    decision: &'static str,
    result: Option<&'static str>,
    position: Option<&'static str>,
    allowed: Option<Vec<&'static str>>,
    clocks: Option<(&'static str, &'static str)>,
    illegal: (u32, u32),
    claim: Option<&'static str>,
    articles: Vec<&'static str>,
    time_class: &'static str,
    /// Whether the explanation carries an "Interpretation:" note (checked when given).
    note: Option<bool>,
    /// The clock's move counters (white, black), checked when given.
    clock_moves: Option<(u32, u32)>,
}

pub fn ex(decision: &'static str) -> Expect {
    Expect {
        decision,
        result: None,
        position: None,
        allowed: None,
        clocks: None,
        illegal: (0, 0),
        claim: None,
        articles: Vec::new(),
        time_class: "standard",
        note: None,
        clock_moves: None,
    }
}

impl Expect {
    pub fn moves(mut self, m: &[&'static str]) -> Self {
        self.allowed = Some(m.to_vec());
        self
    }
    pub fn art(mut self, a: &[&'static str]) -> Self {
        self.articles = a.to_vec();
        self
    }
    pub fn fen(mut self, f: &'static str) -> Self {
        self.position = Some(f);
        self
    }
    pub fn claim(mut self, c: &'static str) -> Self {
        self.claim = Some(c);
        self
    }
    pub fn note(mut self, n: bool) -> Self {
        self.note = Some(n);
        self
    }
    pub fn claim_none(mut self) -> Self {
        self.claim = None;
        self
    }
    pub fn tc(mut self, t: &'static str) -> Self {
        self.time_class = t;
        self
    }
    #[allow(dead_code)]
    pub fn res(mut self, r: &'static str) -> Self {
        self.result = Some(r);
        self
    }
    #[allow(dead_code)]
    pub fn clk(mut self, white: &'static str, black: &'static str) -> Self {
        self.clocks = Some((white, black));
        self
    }
    /// The clock's move counters after the ruling.
    pub fn cm(mut self, white: u32, black: u32) -> Self {
        self.clock_moves = Some((white, black));
        self
    }
    #[allow(dead_code)]
    pub fn ill(mut self, white: u32, black: u32) -> Self {
        self.illegal = (white, black);
        self
    }
}

pub struct Case {
    pub name: &'static str,
    pub incident: &'static str,
    pub expect: fn(Edition) -> Expect,
}

pub const fn c(name: &'static str, incident: &'static str, expect: fn(Edition) -> Expect) -> Case {
    Case {
        name,
        incident,
        expect,
    }
}

fn ruling(incident: &str, e: Edition) -> Result<Ruling, String> {
    let mut v: serde_json::Value =
        serde_json::from_str(incident).map_err(|err| format!("bad test JSON: {err}"))?;
    v.as_object_mut()
        .ok_or("incident is not an object")?
        .insert("edition".into(), e.as_str().into());
    let inc = Incident::from_value(&v).map_err(|err| format!("incident rejected: {err}"))?;
    rule(&inc).map_err(|err| format!("rule failed: {err}"))
}

fn differences(r: &Ruling, x: &Expect) -> Vec<String> {
    let mut d = Vec::new();
    let mut cmp = |field: &str, got: String, want: String| {
        if got != want {
            d.push(format!("{field}: got {got}, want {want}"));
        }
    };
    cmp("decision", r.decision.code().into(), x.decision.into());
    cmp(
        "result",
        format!("{:?}", r.result.map(|g| g.as_str())),
        format!("{:?}", x.result),
    );
    if let Some(fen) = x.position {
        cmp("position", r.position.to_string(), fen.into());
    }
    cmp(
        "allowed_moves",
        format!("{:?}", r.allowed_san()),
        format!(
            "{:?}",
            x.allowed
                .as_ref()
                .map(|v| v.iter().map(|s| s.to_string()).collect::<Vec<_>>())
        ),
    );
    cmp(
        "clocks",
        format!(
            "{:?}",
            r.clocks.map(|c| (c.white.to_string(), c.black.to_string()))
        ),
        format!(
            "{:?}",
            x.clocks.map(|(w, b)| (w.to_string(), b.to_string()))
        ),
    );
    cmp(
        "illegal_moves",
        format!("{:?}", (r.illegal_moves.white, r.illegal_moves.black)),
        format!("{:?}", x.illegal),
    );
    cmp(
        "claim",
        format!("{:?}", r.claim.map(|v| v.as_str())),
        format!("{:?}", x.claim),
    );
    cmp(
        "articles",
        format!("{:?}", r.article_numbers()),
        format!("{:?}", x.articles),
    );
    if let Some(note) = x.note {
        cmp(
            "interpretation note",
            r.explanation.en.contains("Interpretation:").to_string(),
            note.to_string(),
        );
    }
    cmp(
        "time_class",
        r.time_class.as_str().into(),
        x.time_class.into(),
    );
    if let Some(m) = x.clock_moves {
        cmp(
            "clock_moves",
            format!("{:?}", r.clock_moves.map(|c| (c.white, c.black))),
            format!("{:?}", Some(m)),
        );
    }
    d
}

pub fn run(table: &[Case]) {
    let dump = std::env::var_os("RULINGS_DUMP").is_some();
    let mut failures = Vec::new();
    for case in table {
        for e in Edition::ALL {
            let want = (case.expect)(e);
            match ruling(case.incident, e) {
                Err(err) => failures.push(format!("{} [{e}]: {err}", case.name)),
                Ok(r) => {
                    if dump {
                        eprintln!(
                            "{} [{e}]: {}",
                            case.name,
                            serde_json::to_string(&r).unwrap()
                        );
                    }
                    for diff in differences(&r, &want) {
                        failures.push(format!("{} [{e}]: {diff}", case.name));
                    }
                    // Every article cited exists in the edition (tests/data/articles/).
                    let cited = r.articles.iter().map(|a| a.as_str());
                    for a in articles_table::missing(e.as_str(), cited) {
                        failures.push(format!(
                            "{} [{e}]: cites {a}, which the {e} text does not have",
                            case.name
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
