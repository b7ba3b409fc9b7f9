//! Checking drills against the engine: the author's answer must equal the ruling, edition by
//! edition.
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

use super::grade::{RightAnswer, author_answers};
use super::schema::{AnswerKind, Drill, DrillError, piece_of};
use crate::laws::Edition;
use crate::rulings::Ruling;

/// One failing drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillFailure {
    pub file: String,
    /// `None` for a file that does not parse or validate.
    pub edition: Option<Edition>,
    pub field: String,
    pub reason: String,
}

impl fmt::Display for DrillFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.edition {
            Some(e) => write!(
                f,
                "{}: edition {e}: {}: {}",
                self.file, self.field, self.reason
            ),
            None => write!(f, "{}: {}: {}", self.file, self.field, self.reason),
        }
    }
}

impl From<DrillError> for DrillFailure {
    fn from(e: DrillError) -> DrillFailure {
        DrillFailure {
            file: e.file,
            edition: None,
            field: e.field,
            reason: e.reason,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    pub passed: usize,
    /// Every disagreement, drill by drill (one drill may have several, in several editions).
    pub failures: Vec<DrillFailure>,
}

impl CheckReport {
    /// One line per failing drill (the contract's `drills check` output): the file, then each
    /// of its failures (`edition E: field: reason`) joined by `"; "`, newlines in a reason
    /// flattened to spaces.
    pub fn lines(&self) -> Vec<String> {
        let mut lines: Vec<(String, Vec<String>)> = Vec::new();
        for f in &self.failures {
            let one = match f.edition {
                Some(e) => format!("edition {e}: {}: {}", f.field, f.reason),
                None => format!("{}: {}", f.field, f.reason),
            };
            let one = one.split_whitespace().collect::<Vec<_>>().join(" ");
            match lines.iter_mut().find(|(file, _)| *file == f.file) {
                Some((_, parts)) => parts.push(one),
                None => lines.push((f.file.clone(), vec![one])),
            }
        }
        lines
            .into_iter()
            .map(|(file, parts)| format!("{file}: {}", parts.join("; ")))
            .collect()
    }

    /// How many drills failed (not how many disagreements).
    pub fn failed(&self) -> usize {
        self.lines().len()
    }
}

/// Checks every shipped (embedded) drill.
pub fn check_catalogue() -> CheckReport {
    check_files(
        super::embedded_files()
            .iter()
            .map(|(p, t)| (p.to_string(), t.to_string())),
    )
}

/// A drill directory that could not be read: the path and the system's reason.
#[derive(Debug)]
pub struct ReadDirError {
    pub path: std::path::PathBuf,
    pub error: std::io::Error,
}

impl std::fmt::Display for ReadDirError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for ReadDirError {}

/// Checks the drill files under a directory (`<dir>/<topic>/<id>.toml`).
pub fn check_dir(dir: &Path) -> Result<CheckReport, ReadDirError> {
    let at = |path: &Path| {
        let path = path.to_path_buf();
        move |error| ReadDirError { path, error }
    };
    let mut files = Vec::new();
    for topic in std::fs::read_dir(dir).map_err(at(dir))?.flatten() {
        if !topic.path().is_dir() {
            continue;
        }
        for f in std::fs::read_dir(topic.path())
            .map_err(at(&topic.path()))?
            .flatten()
        {
            let p = f.path();
            if p.extension().is_some_and(|e| e == "toml") {
                let text = std::fs::read_to_string(&p).map_err(at(&p))?;
                files.push((p.display().to_string(), text));
            }
        }
    }
    files.sort();
    Ok(check_files(files))
}

/// Parses, validates and checks drills given as (path, contents); ids must be unique.
pub fn check_files(files: impl IntoIterator<Item = (String, String)>) -> CheckReport {
    let mut report = CheckReport::default();
    let mut ids: HashMap<String, String> = HashMap::new();
    for (path, text) in files {
        let drill = match Drill::parse(&path, &text) {
            Ok(d) => d,
            Err(e) => {
                report.failures.push(e.into());
                continue;
            }
        };
        if let Some(other) = ids.insert(drill.id.clone(), path.clone()) {
            report.failures.push(DrillFailure {
                file: path,
                edition: None,
                field: "id".into(),
                reason: format!("{:?} is also the id of {other}", drill.id),
            });
            continue;
        }
        let failures = check_drill(&drill);
        if failures.is_empty() {
            report.passed += 1;
        } else {
            report.failures.extend(failures);
        }
    }
    report
}

/// Every disagreement between the author's answer and the engine, for every edition.
pub fn check_drill(drill: &Drill) -> Vec<DrillFailure> {
    let mut out = Vec::new();
    for &edition in &drill.editions {
        let before = out.len();
        let fail = |field: &str, reason: String| DrillFailure {
            file: drill.path.clone(),
            edition: Some(edition),
            field: field.to_owned(),
            reason,
        };
        let x = drill
            .expectation(edition)
            .expect("validated: every edition covered");
        let r = match drill.ruling(edition) {
            Ok(r) => r,
            Err(e) => {
                out.push(fail(&format!("incident.{}", e.field), e.reason));
                continue;
            }
        };
        let mut differ = |field: &str, author: String, engine: String| {
            if author != engine {
                out.push(fail(
                    field,
                    format!("the author wrote {author}, the engine rules {engine}"),
                ));
            }
        };
        differ(
            "decision",
            x.decision.code().into(),
            r.decision.code().into(),
        );
        differ("result", fmt_result(x.result), fmt_result(r.result));
        differ(
            "articles",
            format!("{:?}", x.articles),
            format!("{:?}", r.article_numbers()),
        );
        if let Some(m) = &x.allowed_moves {
            differ(
                "allowed_moves",
                format!("{m:?}"),
                r.allowed_san()
                    .map_or("null (any legal move)".into(), |e| format!("{e:?}")),
            );
        }
        if let Some(c) = &x.clocks {
            differ("clocks", fmt_clocks(Some(c)), fmt_clocks(r.clocks.as_ref()));
        }
        if let Some(m) = &x.clock_moves {
            differ(
                "clock_moves",
                fmt_counters(Some(m)),
                fmt_counters(r.clock_moves.as_ref()),
            );
        }
        if let Some(c) = x.claim {
            differ(
                "claim",
                c.as_str().into(),
                r.claim.map_or("null", |v| v.as_str()).into(),
            );
        }
        if let Some(t) = x.time_class {
            differ(
                "time_class",
                t.as_str().into(),
                r.time_class.as_str().into(),
            );
        }
        if let Some(p) = x.piece {
            differ(
                "piece",
                p.to_string(),
                piece_of(&r).map_or("no single piece".into(), |s| s.to_string()),
            );
        }
        if let AnswerKind::Choice(options) = &drill.answer {
            let matching: Vec<&str> = options
                .iter()
                .filter(|o| o.means.matches(&r))
                .map(|o| o.id.as_str())
                .collect();
            match matching.as_slice() {
                [one] => differ(
                    "choice",
                    format!("{:?}", x.choice.as_deref().unwrap_or("")),
                    format!("{one:?}"),
                ),
                [] => out.push(fail(
                    "answer.options",
                    format!("no option matches the engine's ruling ({})", summary(&r)),
                )),
                many => out.push(fail(
                    "answer.options",
                    format!("several options match the engine's ruling: {many:?}"),
                )),
            }
        }
        // The app grades with the engine's key: the author's answer must pass it (reported
        // only when no field above already disagrees, which would say the same thing).
        if out.len() == before {
            match RightAnswer::new(drill, edition, &r) {
                Err(e) => out.push(fail("answer", format!("the app cannot grade it: {e}"))),
                Ok(key) => {
                    for given in author_answers(&drill.answer, x) {
                        if !key.accepts(&given) {
                            out.push(fail(
                                "answer",
                                format!("the app would grade the author's answer {given:?} wrong"),
                            ));
                        }
                    }
                }
            }
        }
    }
    out
}

fn fmt_result(r: Option<crate::rulings::GameResult>) -> String {
    r.map_or("none".into(), |r| r.as_str().into())
}

fn fmt_clocks(c: Option<&shakmaty::ByColor<crate::clock::Millis>>) -> String {
    c.map_or("no clocks".into(), |c| {
        format!("white {} black {}", c.white, c.black)
    })
}

fn fmt_counters(c: Option<&shakmaty::ByColor<u32>>) -> String {
    c.map_or("no clocks".into(), |c| {
        format!("white {} moves, black {} moves", c.white, c.black)
    })
}

fn summary(r: &Ruling) -> String {
    format!(
        "{} {} claim {}",
        r.decision,
        fmt_result(r.result),
        r.claim.map_or("null", |c| c.as_str())
    )
}
