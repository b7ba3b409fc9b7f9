//! The engine as a service: what the app asks its Web Worker, and the answers.
//!
//! The app's main thread draws; the engine (rulings, analysis, the drill bank) runs in a Web
//! Worker built from the same crate (`src/bin/worker.rs`), so a hard position never freezes the
//! page and the first load does not carry the engine. Messages are JSON: a [`Request`] with an
//! id in, a [`Response`] with the same id out. [`handle`] is pure and tested natively. This
//! module is only the protocol: grading is `drills::grade`, preparing a drill `drills::prepare`.
use serde::{Deserialize, Serialize};

mod json;
pub use self::json::serde_wire as wire;
pub mod page;

use serde_json::Value;

use self::json::{Unreadable, Wire, field, wire_struct};
pub use self::page::{
    PageDrill, PageFrame, PageMove, PageOther, PagePosition, PageRuling, PageStep, PageTimeline,
};
use crate::analysis::DeadReport;
use crate::drills::{self, DrillSummary};
use crate::i18n::Bilingual;
use crate::incident::Incident;
use crate::laws::Edition;
use crate::rulings::timeline;

/// A question for the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Request {
    /// Every drill, summarised.
    Catalogue,
    /// One drill played in an edition (the drill's newest edition if it does not list it).
    Drill { id: String, edition: Edition },
    /// A ruling on an incident in the contract's JSON, with its timeline.
    Rule { incident: serde_json::Value },
    /// Can either side still checkmate?
    Dead { fen: String },
    /// One of the user's own drills (its TOML, checked again) played in an edition; answered as
    /// a drill.
    OwnDrill { toml: String, edition: Edition },
    /// The case desk's questions (`src/case`).
    Case(crate::case::CaseRequest),
    /// Drill files the user imports (one or a pack), checked as the bank is before the app
    /// keeps them; answered one check per file, in order.
    CheckDrills {
        files: Vec<crate::case::import::NamedFile>,
    },
}

/// An answer from the engine. On the wire an object with one key, the kind
/// (`{"drill": …}`, `{"error": {"pt": …, "en": …}}`), written by [`Response::to_json`] and read
/// back by the reader of the kind asked for ([`read_catalogue`], [`read_drill`], …).
#[derive(Clone, Debug, PartialEq)]
pub enum Response {
    Catalogue(PageCatalogue),
    Drill {
        drill: Box<PageDrill>,
    },
    Rule {
        timeline: Box<PageTimeline>,
    },
    Dead {
        report: DeadReport,
    },
    /// The case desk's answers (`src/case`).
    Case(crate::case::CaseAnswer),
    /// One check per drill file asked about.
    Checked {
        files: Vec<crate::case::import::FileCheck>,
    },
    /// The request could not be answered (bad input, unknown drill): why, for people.
    Error {
        message: Bilingual,
    },
}

/// Every drill of the bank, and the files that failed to load (for authors: shown, not hidden).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageCatalogue {
    pub drills: Vec<DrillSummary>,
    pub problems: Vec<String>,
}
wire_struct!(PageCatalogue { drills, problems });

wire_struct!(DeadReport {
    white_can_win,
    black_can_win,
    dead,
    white_line,
    black_line
});

impl Response {
    pub fn to_json(&self) -> Value {
        let (kind, body) = match self {
            Response::Catalogue(c) => ("catalogue", c.to_json()),
            Response::Drill { drill } => ("drill", drill.to_json()),
            Response::Rule { timeline } => ("rule", timeline.to_json()),
            Response::Dead { report } => ("dead", Wire::to_json(report)),
            Response::Case(a) => (
                "case",
                serde_json::to_value(a).expect("a case answer always serialises"),
            ),
            Response::Checked { files } => (
                "checked",
                serde_json::to_value(files).expect("a file check always serialises"),
            ),
            Response::Error { message } => ("error", message.to_json()),
        };
        let mut m = serde_json::Map::new();
        m.insert(kind.into(), body);
        Value::Object(m)
    }
}

/// Reads a reply body of `kind` (an error reply gives its message).
fn read<T: Wire>(body: &str, kind: &str) -> Result<T, Bilingual> {
    let unreadable = |what: &str| {
        Bilingual::new(
            format!("Resposta ilegível do motor ({what})."),
            format!("Unreadable answer from the engine ({what})."),
        )
    };
    let v: Value = serde_json::from_str(body).map_err(|_| unreadable("JSON"))?;
    if let Some(e) = v.get("error") {
        return Err(Bilingual::from_json(e).map_err(|Unreadable(f)| unreadable(&f))?);
    }
    field(&v, kind).map_err(|Unreadable(f)| unreadable(&f))
}

/// The reply to [`Request::Catalogue`].
pub fn read_catalogue(body: &str) -> Result<PageCatalogue, Bilingual> {
    read(body, "catalogue")
}

/// The reply to [`Request::Drill`].
pub fn read_drill(body: &str) -> Result<PageDrill, Bilingual> {
    read(body, "drill")
}

/// The reply to [`Request::Rule`].
pub fn read_rule(body: &str) -> Result<PageTimeline, Bilingual> {
    read(body, "rule")
}

/// The reply to [`Request::Dead`].
pub fn read_dead(body: &str) -> Result<DeadReport, Bilingual> {
    read(body, "dead")
}

/// The reply to [`Request::Case`] . Only the case answer's own reader, not one for every reply.
pub fn read_case(body: &str) -> Result<crate::case::CaseAnswer, Bilingual> {
    let v: Value = read(body, "case")?;
    serde_json::from_value(v).map_err(|e| {
        Bilingual::new(
            format!("Resposta ilegível do motor (case: {e})."),
            format!("Unreadable answer from the engine (case: {e})."),
        )
    })
}

/// The reply to [`Request::CheckDrills`].
pub fn read_checked(body: &str) -> Result<Vec<crate::case::import::FileCheck>, Bilingual> {
    let v: Value = read(body, "checked")?;
    serde_json::from_value(v).map_err(|e| {
        Bilingual::new(
            format!("Resposta ilegível do motor (checked: {e})."),
            format!("Unreadable answer from the engine (checked: {e})."),
        )
    })
}

/// The folder, at the site's root, where the build keeps the engine's replies that depend on
/// nothing the user types: the catalogue and every drill prepared in every edition, computed
/// ahead of time by the same engine (`shell --replies`, a step of scripts/shell.mjs). The page
/// reads them first, so that a drill page shows its drill without waiting for the engine worker
/// to download and start; the worker answers whatever is not there (offline: these files are
/// not precached, the worker is).
pub const BUILT_REPLIES: &str = "replies";

/// Where the build keeps the reply to `request` (`/replies/catalogue.json`,
/// `/replies/drill/<id>/<edition>.json`); `None` for a request the build cannot answer ahead of
/// time (a ruling or an analysis of what the user typed) or a drill the bank does not have (its
/// index, `drills::index`, comes with the page: no request is made for a mistyped link).
pub fn built_reply_path(request: &Request) -> Option<String> {
    match request {
        Request::Catalogue => Some(format!("/{BUILT_REPLIES}/catalogue.json")),
        Request::Drill { id, edition } => {
            let plain = !id.is_empty()
                && id.len() <= 80
                && id
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
            let known = plain
                && drills::index()
                    .iter()
                    .any(|(known, _)| *known == id.as_str());
            known.then(|| format!("/{BUILT_REPLIES}/drill/{id}/{}.json", edition.as_str()))
        }
        Request::Rule { .. }
        | Request::Dead { .. }
        | Request::Case(_)
        | Request::OwnDrill { .. }
        | Request::CheckDrills { .. } => None,
    }
}

/// Every reply the build writes, as (path from [`built_reply_path`], body as the worker would
/// send it): the catalogue, then each drill in each edition. Requests the engine answers with an
/// error are left out (the page then asks the worker, which says why).
pub fn built_replies() -> Vec<(String, String)> {
    let drills = drills::catalogue().drills.iter().flat_map(|d| {
        Edition::ALL.into_iter().map(|edition| Request::Drill {
            id: d.id.clone(),
            edition,
        })
    });
    std::iter::once(Request::Catalogue)
        .chain(drills)
        .filter_map(|request| {
            let path = built_reply_path(&request)?;
            let reply = handle(&request);
            if matches!(reply, Response::Error { .. }) {
                return None;
            }
            let body = serde_json::to_string(&reply.to_json()).expect("a Value always serialises");
            Some((path, body))
        })
        .collect()
}

/// A message between the page and the worker: the id pairs answers with questions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub id: u64,
    pub body: T,
}

fn error(pt: impl Into<String>, en: impl Into<String>) -> Response {
    Response::Error {
        message: Bilingual::new(pt, en),
    }
}

/// Answers a request.
pub fn handle(request: &Request) -> Response {
    match request {
        Request::Catalogue => {
            let c = drills::catalogue();
            Response::Catalogue(PageCatalogue {
                drills: c.drills.iter().map(drills::summary).collect(),
                problems: c.errors.iter().map(|e| e.to_string()).collect(),
            })
        }
        Request::Drill { id, edition } => {
            let Some(drill) = drills::catalogue().drills.iter().find(|d| &d.id == id) else {
                return error(
                    format!("Exercício desconhecido: {id}."),
                    format!("Unknown drill: {id}."),
                );
            };
            let prepared = drills::prepare(drill, *edition).map(|d| PageDrill::new(&d));
            match prepared {
                Ok(d) => Response::Drill { drill: Box::new(d) },
                Err(e) => error(
                    format!("O exercício {id} não pôde ser preparado: {e}."),
                    format!("Drill {id} could not be prepared: {e}."),
                ),
            }
        }
        Request::Rule { incident } => {
            let ruled = Incident::from_value(incident)
                .and_then(|i| timeline(&i))
                .map(|t| PageTimeline::new(&t));
            match ruled {
                Ok(t) => Response::Rule {
                    timeline: Box::new(t),
                },
                Err(e) => error(
                    format!("Incidente inválido — {e}"),
                    format!("Invalid incident — {e}"),
                ),
            }
        }
        Request::Dead { fen } => match crate::game::parse_fen(fen) {
            Ok(pos) => Response::Dead {
                report: crate::analysis::dead_report(&pos),
            },
            Err(e) => {
                let t = e.text();
                Response::Error { message: t }
            }
        },
        Request::OwnDrill { toml, edition } => {
            match crate::case::import::detail(toml, *edition).map(|d| PageDrill::new(&d)) {
                Ok(d) => Response::Drill { drill: Box::new(d) },
                Err(message) => Response::Error { message },
            }
        }
        Request::Case(r) => match crate::case::handle(r) {
            Ok(a) => Response::Case(a),
            Err(message) => Response::Error { message },
        },
        Request::CheckDrills { files } => Response::Checked {
            files: crate::case::import::check(files),
        },
    }
}

/// A reply as the worker posts it: the request's id, a space, the [`Response`] as JSON. The
/// page routes a reply by its id ([`split_reply`]) without decoding the body; each typed call
/// decodes only the body it asked for.
pub fn reply_frame(id: u64, body: &Response) -> String {
    format!(
        "{id} {}",
        serde_json::to_string(&body.to_json()).expect("a Value always serialises")
    )
}

/// The id and the body of a reply ([`reply_frame`]); `None` for anything else.
pub fn split_reply(text: &str) -> Option<(u64, &str)> {
    let (id, body) = text.split_once(' ')?;
    Some((id.parse().ok()?, body))
}

/// Parses and answers one JSON message; what the worker does with each message.
pub fn handle_json(text: &str) -> String {
    match serde_json::from_str::<Envelope<Request>>(text) {
        Ok(Envelope { id, body }) => reply_frame(id, &handle(&body)),
        Err(e) => reply_frame(
            0,
            &error(
                format!("Mensagem ilegível: {e}"),
                format!("Unreadable message: {e}"),
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_request_returns_the_contract_ruling_and_its_timeline() {
        let incident = serde_json::json!({"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
            "clocks": {"white": "1:20:00", "black": "1:25:00"},
            "events": [{"play": "d1d3"}, {"press_clock": "white"}, {"claim": "illegal_move", "by": "black"}]});
        let reply = handle_json(
            &serde_json::to_string(&Envelope {
                id: 7,
                body: Request::Rule { incident },
            })
            .unwrap(),
        );
        let (id, body) = split_reply(&reply).unwrap();
        assert_eq!(id, 7);
        let timeline = read_rule(body).unwrap();
        assert_eq!(
            timeline.ruling.allowed_san(),
            Some(vec!["Qe2", "Qf3", "Qg4", "Qh5"])
        );
        assert_eq!(
            timeline.ruling.allowed_moves.as_ref().unwrap()[0],
            PageMove {
                san: "Qe2".into(),
                from: shakmaty::Square::D1,
                to: shakmaty::Square::E2
            }
        );
        assert_eq!(
            read_drill(body).unwrap_err().en,
            "Unreadable answer from the engine (drill.summary.id)."
        );
        assert_eq!(timeline.steps.len(), 3);
    }

    #[test]
    fn the_built_replies_are_the_workers_answers_for_the_catalogue_and_every_drill_and_edition() {
        let replies = built_replies();
        let n = drills::catalogue().drills.len();
        assert!(n > 0);
        assert_eq!(replies.len(), 1 + n * Edition::ALL.len());
        assert_eq!(replies[0].0, "/replies/catalogue.json");
        assert_eq!(read_catalogue(&replies[0].1).unwrap().drills.len(), n);
        let (path, body) = &replies[1];
        let drill = read_drill(body).unwrap();
        assert_eq!(
            path,
            &format!(
                "/replies/drill/{}/{}.json",
                drill.summary.id,
                Edition::ALL[0].as_str()
            )
        );
        let worker = handle_json(&format!(
            r#"{{"id": 1, "body": {{"ask": "drill", "id": "{}", "edition": "{}"}}}}"#,
            drill.summary.id,
            Edition::ALL[0].as_str()
        ));
        assert_eq!(split_reply(&worker).unwrap().1, body.as_str());
    }

    #[test]
    fn only_plain_drill_ids_and_the_catalogue_have_a_built_reply() {
        let drill = |id: &str| Request::Drill {
            id: id.into(),
            edition: Edition::ALL[6],
        };
        assert_eq!(
            built_reply_path(&drill("clock-001")).as_deref(),
            Some("/replies/drill/clock-001/2023.json")
        );
        for bad in ["", "../sw", "a/b", "x?y", "é", "no-such-drill"] {
            assert_eq!(built_reply_path(&drill(bad)), None, "{bad}");
        }
        assert_eq!(
            built_reply_path(&Request::Dead {
                fen: "8/8/8/8/8/8/8/8 w - - 0 1".into()
            }),
            None
        );
    }

    #[test]
    fn bad_input_is_an_error_answer_not_a_panic() {
        let reply = handle_json(
            r#"{"id": 3, "body": {"ask": "rule", "incident": {"edition": "1999", "events": []}}}"#,
        );
        assert!(
            reply.contains(r#"{"error":"#) && reply.contains("1999"),
            "{reply}"
        );
        let reply = handle_json("not json");
        assert!(reply.starts_with(r#"0 {"error":"#), "{reply}");
        let reply =
            handle_json(r#"{"id": 4, "body": {"ask": "drill", "id": "nope", "edition": "2023"}}"#);
        assert!(reply.contains("nope"), "{reply}");
    }

    #[test]
    fn the_case_desk_is_answered_by_kind_and_an_own_drill_as_a_drill() {
        use crate::case::{CaseAnswer, CaseRequest, import::NamedFile};
        let ask = |id: u64, body: Request| {
            let reply = handle_json(&serde_json::to_string(&Envelope { id, body }).unwrap());
            let (got, body) = split_reply(&reply).unwrap();
            assert_eq!(got, id);
            body.to_owned()
        };
        let incident = serde_json::json!({"edition": "2023", "moves": ["e4", "e5"],
            "events": [{"play": "d1d3"}, {"claim": "illegal_move", "by": "black"}]});
        let body = ask(
            1,
            Request::Case(CaseRequest::Rule {
                incident,
                all_editions: true,
            }),
        );
        let Ok(CaseAnswer::Ruled { ruled }) = read_case(&body) else {
            panic!("{body}");
        };
        assert_eq!(ruled.editions.len(), 7);
        assert_eq!(
            ruled.timeline.ruling.allowed_san(),
            Some(["Qe2", "Qf3", "Qg4", "Qh5"].map(String::from).to_vec())
        );
        assert!(read_drill(&body).is_err());

        // A bank drill's file, checked as the user's own: its summary crosses the wire.
        let bank = drills::catalogue();
        let d = &bank.drills[0];
        let toml = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("drills")
                .join(d.topic.code())
                .join(format!("{}.toml", d.id)),
        )
        .unwrap();
        // Checked as the user's own: a shipped drill's id is refused (naming the field); the same
        // drill under a new id passes, and its summary crosses the wire.
        let renamed = toml.replacen(&format!("id = \"{}\"", d.id), "id = \"mine-001\"", 1);
        assert_ne!(renamed, toml);
        let body = ask(
            2,
            Request::CheckDrills {
                files: vec![
                    NamedFile {
                        name: "bank.toml".into(),
                        text: toml.clone(),
                    },
                    NamedFile {
                        name: "mine.toml".into(),
                        text: renamed,
                    },
                ],
            },
        );
        let files = read_checked(&body).unwrap();
        assert_eq!(files.len(), 2);
        assert!(files[0].summary.is_none());
        assert!(
            files[0].errors[0].en.starts_with("bank.toml: id:"),
            "{:?}",
            files[0].errors
        );
        assert_eq!(
            files[1].summary.as_ref().map(|s| s.id.as_str()),
            Some("mine-001")
        );
        assert!(files[1].errors.is_empty(), "{:?}", files[1].errors);
        assert!(read_case(&body).is_err());

        let edition = d.editions[0];
        let body = ask(3, Request::OwnDrill { toml, edition });
        let played = read_drill(&body).unwrap();
        assert_eq!(played.summary.id, d.id);
        let body = ask(
            4,
            Request::OwnDrill {
                toml: "not toml =".into(),
                edition,
            },
        );
        assert!(read_drill(&body).is_err());
        assert!(read_case(&body).is_err());
    }
}
