//! The article numbers each edition of the Laws prints (tests/data/articles/<edition>.txt, each
//! file's header says what it was transcribed from), and the article references found in a
//! text. Shared by tests/articles_exist.rs and the ruling-table harnesses, which check every
//! article a ruling cites against these tables.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// The editions, as the contract spells them.
pub const EDITIONS: [&str; 7] = ["2001", "2005", "2009", "2014", "2017", "2018", "2023"];

fn source(edition: &str) -> &'static str {
    match edition {
        "2001" => include_str!("../data/articles/2001.txt"),
        "2005" => include_str!("../data/articles/2005.txt"),
        "2009" => include_str!("../data/articles/2009.txt"),
        "2014" => include_str!("../data/articles/2014.txt"),
        "2017" => include_str!("../data/articles/2017.txt"),
        "2018" => include_str!("../data/articles/2018.txt"),
        "2023" => include_str!("../data/articles/2023.txt"),
        other => panic!("no article table for edition {other:?}"),
    }
}

/// Parses a table file: `label: number, number, …` lines, `#` comments.
pub fn parse(text: &str) -> Result<BTreeSet<String>, String> {
    let mut out = BTreeSet::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (_, list) = line
            .split_once(':')
            .ok_or_else(|| format!("line {}: expected \"label: numbers\"", n + 1))?;
        for number in list.split(',').map(str::trim) {
            if number.is_empty() {
                return Err(format!("line {}: an empty number", n + 1));
            }
            if !out.insert(number.to_owned()) {
                return Err(format!("line {}: {number} listed twice", n + 1));
            }
        }
    }
    Ok(out)
}

/// The article numbers an edition prints.
pub fn table(edition: &str) -> &'static BTreeSet<String> {
    static TABLES: OnceLock<BTreeMap<&'static str, BTreeSet<String>>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        EDITIONS
            .iter()
            .map(|&e| {
                let t = parse(source(e)).unwrap_or_else(|err| panic!("articles/{e}.txt: {err}"));
                (e, t)
            })
            .collect()
    });
    &tables[edition]
}

/// Whether `parent` is the heading of `child`: "9.2" of "9.2a" or "9.2.1", "9.1b" of
/// "9.1b3", "Guidelines 10" of "Guidelines 10a" (but "6.1" is not the heading of "6.10").
pub fn is_heading_of(parent: &str, child: &str) -> bool {
    let Some(rest) = child.strip_prefix(parent) else {
        return false;
    };
    let last = parent.chars().last();
    match rest.chars().next() {
        Some('.') => true,
        Some(c) if c.is_ascii_lowercase() => last.is_some_and(|l| l.is_ascii_digit()),
        Some(c) if c.is_ascii_digit() => last.is_some_and(|l| l.is_ascii_lowercase()),
        _ => false,
    }
}

/// Whether an edition has the article: listed, or the heading of listed sub-articles.
pub fn exists(edition: &str, article: &str) -> bool {
    let t = table(edition);
    t.contains(article) || t.iter().any(|n| is_heading_of(article, n))
}

/// The articles of `articles` the edition does not have.
pub fn missing<'a>(edition: &str, articles: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    articles
        .into_iter()
        .filter(|a| !exists(edition, a))
        .map(str::to_owned)
        .collect()
}

/// An article named in a text, with the editions (years) its sentence names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    pub article: String,
    pub years: BTreeSet<&'static str>,
    pub sentence: String,
}

/// Words that introduce appendix paragraphs in the short form ("Apêndice B1", "Art. C3").
const KEYWORDS: [&str; 14] = [
    "Art.",
    "Arts.",
    "art.",
    "arts.",
    "Artigo",
    "Artigos",
    "artigo",
    "artigos",
    "Article",
    "Articles",
    "Apêndice",
    "Apêndices",
    "Appendix",
    "Appendices",
];
/// Words that continue a list of articles ("B1 e C1", "7.4a/7.4b").
const CONNECTORS: [&str; 8] = ["e", "and", "ou", "or", "a", "to", "–", "-"];

fn is_numbered(w: &str) -> bool {
    // 7.5.5, 6.2a, 9.1b3, 10.2c
    let mut parts = w.split('.');
    let first = parts.next().unwrap_or("");
    if first.is_empty() || first.len() > 2 || !first.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let rest: Vec<&str> = parts.collect();
    if rest.is_empty() {
        return false;
    }
    for (i, p) in rest.iter().enumerate() {
        let digits: String = p.chars().take_while(|c| c.is_ascii_digit()).collect();
        let tail = &p[digits.len()..];
        if digits.is_empty() {
            return false;
        }
        if !tail.is_empty() {
            // a letter (and a digit) only on the last part
            let mut t = tail.chars();
            let letter = t.next().unwrap();
            let after: String = t.collect();
            if i + 1 != rest.len()
                || !letter.is_ascii_lowercase()
                || !(after.is_empty() || after.chars().all(|c| c.is_ascii_digit()))
            {
                return false;
            }
        }
    }
    true
}

fn is_appendix_dotted(w: &str) -> bool {
    // A.4.2, G.5a, A.4d1, B.2 — and the Guidelines' I.8, III.5.1
    let (head, rest) = match w.split_once('.') {
        Some(x) => x,
        None => return false,
    };
    let head_ok = matches!(
        head,
        "A" | "B" | "C" | "D" | "E" | "F" | "G" | "I" | "II" | "III"
    );
    head_ok && is_numbered(&format!("0.{rest}"))
}

fn is_appendix_short(w: &str) -> bool {
    // B1, C3, A10a, B5b, D1a
    let mut c = w.chars();
    let Some(first) = c.next() else { return false };
    if !matches!(first, 'A'..='F') {
        return false;
    }
    let rest: String = c.collect();
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let tail = &rest[digits.len()..];
    !digits.is_empty()
        && digits.len() <= 2
        && (tail.is_empty() || (tail.len() == 1 && tail.chars().all(|c| c.is_ascii_lowercase())))
}

fn clean(w: &str) -> &str {
    w.trim_start_matches(['(', '[', '{', '"', '\'', '«', '“'])
        .trim_end_matches([
            ')', ']', '}', '"', '\'', '»', '”', ',', ';', ':', '!', '?', '.',
        ])
}

/// The sentences of a text: split after ". ", "! " and "? " — not after "Art. ".
fn sentences(text: &str) -> Vec<String> {
    let mut t = text.to_owned();
    for k in ["Art. ", "Arts. ", "art. ", "arts. "] {
        t = t.replace(k, &k.replace(' ', "\u{a0}"));
    }
    let mut out = Vec::new();
    let mut cur = String::new();
    let chars: Vec<char> = t.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        cur.push(c);
        if matches!(c, '.' | '!' | '?') && chars.get(i + 1) == Some(&' ') {
            out.push(std::mem::take(&mut cur).replace('\u{a0}', " "));
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur.replace('\u{a0}', " "));
    }
    out
}

/// Every article a text names, with the editions its sentence names.
pub fn references(text: &str) -> Vec<Reference> {
    let mut out = Vec::new();
    for sentence in sentences(text) {
        let words: Vec<&str> = sentence
            .split(|c: char| c.is_whitespace() || c == '/' || c == '–')
            .filter(|w| !w.is_empty())
            .collect();
        let years: BTreeSet<&'static str> = words
            .iter()
            .flat_map(|w| {
                let w = clean(w);
                EDITIONS
                    .iter()
                    .copied()
                    .filter(move |e| w == *e || w.strip_suffix('+') == Some(*e))
            })
            .collect();
        let mut in_list = false;
        let mut i = 0;
        while i < words.len() {
            let raw = words[i];
            let w = clean(raw);
            let mut found: Option<String> = None;
            if matches!(w, "Guidelines" | "Diretrizes" | "Diretriz")
                && let Some(next) = words.get(i + 1).map(|n| clean(n))
                && !next.is_empty()
                && next.chars().next().is_some_and(|c| c.is_ascii_digit())
                && !next.contains('.')
            {
                found = Some(format!("Guidelines {next}"));
                i += 1;
            } else if is_numbered(w) || is_appendix_dotted(w) || (in_list && is_appendix_short(w)) {
                found = Some(w.to_owned());
            }
            if let Some(article) = found {
                out.push(Reference {
                    article,
                    years: years.clone(),
                    sentence: sentence.trim().to_owned(),
                });
                in_list = true;
            } else if KEYWORDS.contains(&w) {
                in_list = true;
            } else if !CONNECTORS.contains(&w) {
                in_list = false;
            }
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_and_numbers() {
        assert!(is_heading_of("9.2", "9.2a"));
        assert!(is_heading_of("9.2", "9.2.1"));
        assert!(is_heading_of("9.1b", "9.1b3"));
        assert!(is_heading_of("Guidelines 10", "Guidelines 10a"));
        assert!(!is_heading_of("6.1", "6.10"));
        assert!(!is_heading_of("9.2a", "9.2a"));
    }

    #[test]
    fn references_in_prose() {
        let r = references(
            "Em 2001 a partida é relâmpago (Apêndices B1 e C1). Artigos aplicados: 7.5.1, 4.3.1 e 7.5.5. Depois 1.e4 e5 (Guidelines 8; Diretrizes III.3.1.2).",
        );
        let arts: Vec<&str> = r.iter().map(|x| x.article.as_str()).collect();
        assert_eq!(
            arts,
            [
                "B1",
                "C1",
                "7.5.1",
                "4.3.1",
                "7.5.5",
                "Guidelines 8",
                "III.3.1.2"
            ]
        );
        assert_eq!(r[0].years.iter().copied().collect::<Vec<_>>(), ["2001"]);
        assert!(r[2].years.is_empty());
    }
}
