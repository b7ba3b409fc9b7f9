//! A table of rulings, one line per case, checked through `Incident::from_json` and
//! `arbitro::rulings::rule`.
//!
//! Line format (fields separated by ` | `):
//!
//! ```text
//! name | editions | incident JSON without "edition" | expectations
//! ```
//!
//! * `editions`: `all`, or a comma list (`2001,2005,2009`).
//! * expectations, separated by `;`, each `key=value`:
//!   `d` decision (required unless `err`), `a` articles (required unless `err`; comma list, empty
//!   for none), `r` result (default `none`), `c` claim (default `none`), `k` clocks `W,B` as
//!   `H:MM:SS` (default `null`), `m` allowed moves (comma list; default `null`), `p` position
//!   FEN (compared only when given), `n` the clock's move counters `W,B` (compared only when
//!   given), `err` the field an input error must name (then nothing
//!   else is compared).
//! * `@def NAME text` defines `$NAME`, replaced in the lines after it (longest names first).
//! * Blank lines and lines starting with `#` are comments.
//!
//! Every mismatch is collected with the case name and edition; the test fails once at the end
//! listing all of them.
#[path = "../articles_table/mod.rs"]
mod articles_table;

use arbitro::incident::Incident;
use arbitro::rulings::rule;

const ALL: [&str; 7] = ["2001", "2005", "2009", "2014", "2017", "2018", "2023"];

struct Expect {
    decision: Option<String>,
    result: String,
    claim: String,
    clocks: String,
    articles: Option<Vec<String>>,
    allowed: String,
    position: Option<String>,
    clock_moves: Option<String>,
    err: Option<String>,
}

fn parse_expect(spec: &str) -> Result<Expect, String> {
    let mut x = Expect {
        decision: None,
        result: "none".into(),
        claim: "none".into(),
        clocks: "null".into(),
        articles: None,
        allowed: "null".into(),
        position: None,
        clock_moves: None,
        err: None,
    };
    for part in spec.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("expectation {part:?} is not key=value"))?;
        let v = v.trim().to_owned();
        match k.trim() {
            "d" => x.decision = Some(v),
            "r" => x.result = v,
            "c" => x.claim = v,
            "k" => x.clocks = v,
            "a" => {
                x.articles = Some(if v.is_empty() {
                    vec![]
                } else {
                    v.split(',').map(|s| s.trim().to_owned()).collect()
                })
            }
            "m" => x.allowed = v,
            "p" => x.position = Some(v),
            "n" => x.clock_moves = Some(v),
            "err" => x.err = Some(v),
            other => return Err(format!("unknown expectation key {other:?}")),
        }
    }
    if x.err.is_none() && (x.decision.is_none() || x.articles.is_none()) {
        return Err("d= and a= are required".into());
    }
    Ok(x)
}

fn json_str(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::Null => "none".into(),
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Checks one case in one edition; the mismatches.
fn check(edition: &str, incident: &str, x: &Expect) -> Vec<String> {
    let mut value: serde_json::Value = match serde_json::from_str(incident) {
        Ok(v) => v,
        Err(e) => return vec![format!("the table's incident is not JSON: {e}")],
    };
    value
        .as_object_mut()
        .expect("an incident is an object")
        .insert("edition".into(), edition.into());
    let text = value.to_string();
    let ruled = Incident::from_json(&text).and_then(|inc| rule(&inc));
    let mut out = Vec::new();
    let ruling = match (ruled, &x.err) {
        (Err(e), Some(field)) => {
            if &e.field != field {
                out.push(format!(
                    "error names {:?}, expected {field:?} ({e})",
                    e.field
                ));
            }
            return out;
        }
        (Err(e), None) => return vec![format!("input error: {e}")],
        (Ok(r), Some(field)) => {
            return vec![format!(
                "expected an error naming {field:?}, got the ruling {}",
                serde_json::to_string(&r).unwrap()
            )];
        }
        (Ok(r), None) => serde_json::to_value(&r).unwrap(),
    };
    let mut cmp = |what: &str, got: String, want: &str| {
        if got != want {
            out.push(format!("{what}: got {got}, expected {want}"));
        }
    };
    cmp(
        "decision",
        json_str(&ruling["decision"]),
        x.decision.as_deref().unwrap(),
    );
    cmp("result", json_str(&ruling["result"]), &x.result);
    cmp("claim", json_str(&ruling["claim"]), &x.claim);
    let clocks = match &ruling["clocks"] {
        serde_json::Value::Null => "null".to_owned(),
        c => format!("{},{}", json_str(&c["white"]), json_str(&c["black"])),
    };
    cmp("clocks", clocks, &x.clocks);
    let articles: Vec<String> = ruling["articles"]
        .as_array()
        .unwrap()
        .iter()
        .map(json_str)
        .collect();
    cmp(
        "articles",
        articles.join(","),
        &x.articles.as_ref().unwrap().join(","),
    );
    let allowed = match &ruling["allowed_moves"] {
        serde_json::Value::Null => "null".to_owned(),
        m => m
            .as_array()
            .unwrap()
            .iter()
            .map(json_str)
            .collect::<Vec<_>>()
            .join(","),
    };
    cmp("allowed_moves", allowed, &x.allowed);
    if let Some(p) = &x.position {
        cmp("position", json_str(&ruling["position"]), p);
    }
    if let Some(n) = &x.clock_moves {
        let got = match &ruling["clock_moves"] {
            serde_json::Value::Null => "null".to_owned(),
            c => format!("{},{}", json_str(&c["white"]), json_str(&c["black"])),
        };
        cmp("clock_moves", got, n);
    }
    for lang in ["pt", "en"] {
        if ruling["explanation"][lang]
            .as_str()
            .is_none_or(|s| s.trim().is_empty())
        {
            out.push(format!("explanation.{lang} is empty"));
        }
    }
    // Every article cited exists in the edition (tests/data/articles/).
    for a in articles_table::missing(edition, articles.iter().map(String::as_str)) {
        out.push(format!("cites {a}, which the {edition} text does not have"));
    }
    out
}

/// Runs a table; panics listing every failing case (name and edition). Returns the number of
/// (case, edition) pairs checked.
pub fn run(table: &str) -> usize {
    let mut defs: Vec<(String, String)> = Vec::new();
    let mut failures = Vec::new();
    let mut names = std::collections::HashSet::new();
    let mut checked = 0;
    for (n, raw) in table.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut line = line.to_owned();
        for (k, v) in &defs {
            line = line.replace(&format!("${k}"), v);
        }
        if let Some(rest) = line.strip_prefix("@def ") {
            let (k, v) = rest.split_once(' ').expect("@def NAME text");
            defs.push((k.to_owned(), v.trim().to_owned()));
            defs.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
            continue;
        }
        let cols: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [name, editions, incident, spec] = cols.as_slice() else {
            panic!(
                "table line {}: expected 4 columns, found {}",
                n + 1,
                cols.len()
            );
        };
        assert!(names.insert(name.to_string()), "case name {name:?} repeats");
        let x = parse_expect(spec).unwrap_or_else(|e| panic!("case {name:?}: {e}"));
        let editions: Vec<&str> = if *editions == "all" {
            ALL.to_vec()
        } else {
            editions.split(',').map(str::trim).collect()
        };
        for e in editions {
            assert!(ALL.contains(&e), "case {name:?}: unknown edition {e:?}");
            checked += 1;
            for m in check(e, incident, &x) {
                failures.push(format!("[{name}] edition {e}: {m}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatch(es):\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}
