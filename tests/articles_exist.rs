//! A citation cannot name an article its edition does not have, and prose cannot drift from
//! the key (issue 11). The article tables are tests/data/articles/<edition>.txt, transcribed
//! from the texts (each file's header names its sources).
//!
//! What is checked, edition by edition:
//! * every article of the edition table (`Edition::rules().articles`), which is where every
//!   citation of the engine comes from — and no ruling file writes an article of its own;
//! * every article a drill's `[[expect]]` block lists;
//! * every article the engine cites when it rules every drill incident in every edition (the
//!   ruling-table harnesses check the table tests' incidents the same way);
//! * every article the prose names — a drill's explanation, title, narrative, question and
//!   options, and the engine's explanation: named in the ruling's (or block's) own articles, or,
//!   where its sentence names an edition ("em 2001", "from 2018"), printed in that edition.
mod articles_table;

use arbitro::drills::{AnswerKind, Drill, catalogue};
use arbitro::laws::Edition;
use articles_table::{EDITIONS, Reference, exists, is_heading_of, references, table};

/// Words by which a sentence spans editions.
const RELATIVE: [&str; 14] = [
    "depois",
    "later",
    "a partir",
    "desde",
    "from ",
    "since",
    "até",
    "up to",
    "until",
    "antes",
    "before",
    "+",
    "em diante",
    "onwards",
];

/// Why a reference does not fit, or `None`. `key`: the articles the text may name freely;
/// `editions`: those an unqualified reference must exist in when `key_only` is false.
fn misfit(r: &Reference, key: &[String], editions: &[&str], key_only: bool) -> Option<String> {
    let in_key = key
        .iter()
        .any(|k| k == &r.article || is_heading_of(&r.article, k));
    if in_key {
        return None;
    }
    if !r.years.is_empty() {
        if r.years.iter().any(|y| exists(y, &r.article)) {
            return None;
        }
        // "… depois", "from 2017", "até 2009": a sentence that spans editions may name an
        // article of an edition it does not name — but it must be an article of some edition.
        if RELATIVE.iter().any(|w| r.sentence.contains(w))
            && EDITIONS.iter().any(|e| exists(e, &r.article))
        {
            return None;
        }
        let years: Vec<&str> = r.years.iter().copied().collect();
        return Some(format!(
            "{} is not an article of {} (the editions its sentence names) nor of the key {key:?}",
            r.article,
            years.join("/")
        ));
    }
    if key_only {
        return Some(format!(
            "{} is named without an edition but is not in the key {key:?}",
            r.article
        ));
    }
    if editions.iter().any(|e| exists(e, &r.article)) {
        None
    } else {
        Some(format!(
            "{} exists in none of the editions {editions:?}",
            r.article
        ))
    }
}

fn check_text(
    out: &mut Vec<String>,
    what: &str,
    text: &str,
    key: &[String],
    editions: &[&str],
    key_only: bool,
) {
    for r in references(text) {
        if let Some(why) = misfit(&r, key, editions, key_only) {
            out.push(format!("{what}: {why}\n    in: {}", r.sentence));
        }
    }
}

fn report(what: &str, failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} {what}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn drills() -> &'static [Drill] {
    let c = catalogue();
    assert!(
        c.errors.is_empty(),
        "drill files fail to parse: {:?}",
        c.errors
    );
    assert!(c.drills.len() > 100, "only {} drills", c.drills.len());
    &c.drills
}

#[test]
fn every_edition_has_a_table_and_its_core_articles() {
    for e in EDITIONS {
        let t = table(e);
        eprintln!("articles/{e}.txt: {} article numbers", t.len());
        assert!(t.len() > 100, "{e}: only {} numbers", t.len());
        for always in ["4.1", "4.5", "6.9"] {
            assert!(exists(e, always), "{e}: {always}");
        }
    }
    // The numbering differences the issue is about, one probe each.
    assert!(exists("2017", "7.7.1") && exists("2017", "7.8.2") && !exists("2017", "7.5.5"));
    assert!(exists("2018", "7.5.5") && !exists("2018", "7.7.1"));
    assert!(exists("2014", "9.2b") && exists("2014", "9.5c") && !exists("2014", "9.2.1"));
    assert!(exists("2005", "B9") && !exists("2001", "B9"));
    assert!(exists("2009", "A.4d3") && exists("2009", "Guidelines 10a"));
    assert!(exists("2023", "A.5.5") && !exists("2018", "A.5.5"));
}

#[test]
fn every_article_of_the_edition_table_exists() {
    let mut failures = Vec::new();
    for e in Edition::ALL {
        for (field, article) in e.rules().articles.all() {
            if let Some(a) = article
                && !exists(e.as_str(), a)
            {
                failures.push(format!("{e}: articles.{field} = {a}"));
            }
        }
    }
    report(
        "edition-table articles the edition does not print",
        failures,
    );
}

/// Whether a string literal is an article number by itself ("7.5.5", "A.4.2", "B6").
fn is_article_literal(s: &str) -> bool {
    let r = references(&format!("Art. {s}"));
    r.len() == 1 && r[0].article == s
}

/// The engine cites only through the edition table: no ruling file carries an article number
/// as a string of its own (a sentence that names one is prose, checked below).
#[test]
fn the_rulings_write_no_article_of_their_own() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/rulings");
    let mut failures = Vec::new();
    let mut files = 0;
    for entry in std::fs::read_dir(dir).expect("src/rulings") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|x| x != "rs") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).expect("readable");
        let code = text.split("#[cfg(test)]").next().unwrap_or(&text);
        for (n, line) in code.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for (i, lit) in line.split('"').enumerate() {
                if i % 2 == 1 && is_article_literal(lit) {
                    failures.push(format!("{}:{}: \"{lit}\"", path.display(), n + 1));
                }
            }
        }
    }
    assert!(files > 5, "read only {files} files in {dir}");
    report("article literals in src/rulings", failures);
}

#[test]
fn every_article_a_drill_lists_exists() {
    let mut failures = Vec::new();
    for d in drills() {
        for x in &d.expect {
            for e in &x.editions {
                for a in &x.articles {
                    if !exists(e.as_str(), a) {
                        failures.push(format!("{} [{e}]: {a}", d.id));
                    }
                }
            }
        }
    }
    report("drill articles the edition does not print", failures);
}

/// Every drill incident in every edition (not only those the drill lists): every article the
/// engine cites exists, and its explanation names only those articles (or, in a sentence that
/// names an edition, articles of that edition).
#[test]
fn every_article_the_engine_cites_exists_and_its_prose_follows() {
    let mut failures = Vec::new();
    let mut rulings = 0;
    for d in drills() {
        for e in Edition::ALL {
            let Ok(r) = d.ruling(e) else { continue };
            rulings += 1;
            let cited: Vec<String> = r.articles.iter().map(|a| a.to_string()).collect();
            for a in &cited {
                if !exists(e.as_str(), a) {
                    failures.push(format!("{} [{e}]: the engine cites {a}", d.id));
                }
            }
            for (lang, text) in [("pt", &r.explanation.pt), ("en", &r.explanation.en)] {
                let what = format!("{} [{e}] engine explanation.{lang}", d.id);
                check_text(&mut failures, &what, text, &cited, &[], true);
            }
        }
    }
    assert!(rulings > 1000, "only {rulings} rulings");
    report("engine citations or explanations that do not fit", failures);
}

#[test]
fn drill_prose_names_its_key_or_an_article_of_the_edition_it_names() {
    let mut failures = Vec::new();
    for d in drills() {
        let editions: Vec<&str> = d.editions.iter().map(|e| e.as_str()).collect();
        for x in &d.expect {
            let eds: Vec<&str> = x.editions.iter().map(|e| e.as_str()).collect();
            for (lang, text) in [("pt", &x.explanation.pt), ("en", &x.explanation.en)] {
                let what = format!("{} {eds:?} explanation.{lang}", d.id);
                check_text(&mut failures, &what, text, &x.articles, &eds, true);
            }
        }
        let mut texts = vec![
            ("title", &d.title),
            ("narrative", &d.narrative),
            ("question", &d.question),
        ];
        if let AnswerKind::Choice(options) = &d.answer {
            texts.extend(options.iter().map(|o| ("option", &o.text)));
        }
        let all_keys: Vec<String> = d.expect.iter().flat_map(|x| x.articles.clone()).collect();
        for (field, b) in texts {
            for (lang, text) in [("pt", &b.pt), ("en", &b.en)] {
                let what = format!("{} {field}.{lang}", d.id);
                check_text(&mut failures, &what, text, &all_keys, &editions, false);
            }
        }
    }
    report("drill texts naming an article that does not fit", failures);
}

/// The exam cases (tests/data/exam/*.toml, written from the texts independently of the engine):
/// every article an expectation names exists in each of its editions.
#[test]
fn every_article_an_exam_case_expects_exists() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/exam");
    let mut failures = Vec::new();
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).expect("tests/data/exam") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|x| x != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let doc: toml::Value = toml::from_str(&text).expect("exam TOML");
        let cases = doc
            .get("case")
            .and_then(|c| c.as_array())
            .cloned()
            .unwrap_or_default();
        for case in cases {
            let id = case
                .get("id")
                .and_then(|v| v.as_str())
                .unwrap_or("?")
                .to_owned();
            let expects = case
                .get("expect")
                .and_then(|v| v.as_array())
                .cloned()
                .unwrap_or_default();
            for x in expects {
                let editions: Vec<String> = x
                    .get("editions")
                    .and_then(|v| v.as_array())
                    .map(|a| {
                        a.iter()
                            .filter_map(|e| e.as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_else(|| EDITIONS.iter().map(|e| e.to_string()).collect());
                let lists = [
                    x.get("articles"),
                    x.get("engine_now").and_then(|n| n.get("articles")),
                ];
                for list in lists.into_iter().flatten() {
                    for a in list
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|a| a.as_str())
                    {
                        for e in &editions {
                            checked += 1;
                            if !exists(e, a) {
                                failures.push(format!("{} ({id}) [{e}]: {a}", path.display()));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 20, "only {checked} exam articles checked");
    report("exam articles the edition does not print", failures);
}
