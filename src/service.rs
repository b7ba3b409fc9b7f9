//! The engine as a service: what the app asks its Web Worker, and the answers.
//!
//! The app's main thread draws; the engine (rulings, analysis, the drill bank) runs in a Web
//! Worker built from the same crate (`src/bin/worker.rs`), so a hard position never freezes the
//! page and the first load does not carry the engine. Messages are JSON: a [`Request`] with an
//! id in, a [`Response`] with the same id out. [`handle`] is pure and tested natively.
use serde::{Deserialize, Serialize};

use crate::analysis::DeadReport;
use crate::drills::{self, AnswerKind, Drill, RightAnswer, Topic};
use crate::i18n::Bilingual;
use crate::incident::Incident;
use crate::laws::Edition;
use crate::rulings::{GameResult, Ruling, Timeline, timeline};

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
}

/// An answer from the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Response {
    Catalogue {
        drills: Vec<DrillSummary>,
        problems: Vec<String>,
    },
    Drill {
        drill: Box<DrillDetail>,
    },
    Rule {
        timeline: Box<Timeline>,
    },
    Dead {
        report: DeadReport,
    },
    /// The request could not be answered (bad input, unknown drill): why, for people.
    Error {
        message: Bilingual,
    },
}

/// A message between the page and the worker: the id pairs answers with questions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub id: u64,
    pub body: T,
}

/// A drill in the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrillSummary {
    pub id: String,
    pub topic: String,
    pub title: Bilingual,
    pub editions: Vec<Edition>,
    /// The answer differs between editions.
    pub edition_difference: bool,
    /// `moves`, `piece`, `clocks`, `result` or `choice`.
    pub answer_kind: String,
}

/// A topic and its name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TopicInfo {
    pub code: String,
    pub name: Bilingual,
}

/// Every topic of the bank, in the order the app shows them.
pub fn topics() -> Vec<TopicInfo> {
    Topic::ALL
        .into_iter()
        .map(|t| TopicInfo {
            code: t.code().into(),
            name: t.name(),
        })
        .collect()
}

/// A choice option as the trainee sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionText {
    pub id: String,
    pub text: Bilingual,
}

/// How a group of other editions rules on the same incident.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OtherEditions {
    pub editions: Vec<Edition>,
    pub ruling: Ruling,
    /// The answer differs from the edition played.
    pub differs: bool,
    /// One line: "in 2005 this would be …".
    pub summary: Bilingual,
}

/// Everything the drill player needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrillDetail {
    pub summary: DrillSummary,
    pub narrative: Bilingual,
    pub question: Bilingual,
    pub options: Vec<OptionText>,
    /// The edition the drill is played in.
    pub edition: Edition,
    /// The incident step by step, ending in the engine's ruling.
    pub timeline: Timeline,
    pub answer: RightAnswer,
    /// The author's explanation for this edition.
    pub explanation: Bilingual,
    pub others: Vec<OtherEditions>,
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
            Response::Catalogue {
                drills: c.drills.iter().map(summary).collect(),
                problems: c.errors.iter().map(|e| e.to_string()).collect(),
            }
        }
        Request::Drill { id, edition } => {
            let Some(drill) = drills::catalogue().drills.iter().find(|d| &d.id == id) else {
                return error(
                    format!("Exercício desconhecido: {id}."),
                    format!("Unknown drill: {id}."),
                );
            };
            match detail(drill, *edition) {
                Ok(d) => Response::Drill { drill: Box::new(d) },
                Err(e) => error(
                    format!("O exercício {id} não pôde ser preparado: {e}."),
                    format!("Drill {id} could not be prepared: {e}."),
                ),
            }
        }
        Request::Rule { incident } => {
            match Incident::from_value(incident).and_then(|i| timeline(&i)) {
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
    }
}

fn summary(d: &Drill) -> DrillSummary {
    DrillSummary {
        id: d.id.clone(),
        topic: d.topic.code().into(),
        title: d.title.clone(),
        editions: d.editions.clone(),
        edition_difference: d.shows_edition_difference(),
        answer_kind: d.answer.code().into(),
    }
}

/// A drill prepared for the player: the incident's timeline and the engine's answer for the
/// edition played, and how the other editions the drill lists would rule.
pub fn detail(d: &Drill, chosen: Edition) -> Result<DrillDetail, String> {
    let edition = d.edition_for(chosen);
    let incident = d.incident_for(edition).map_err(|e| e.to_string())?;
    let tl = timeline(&incident).map_err(|e| e.to_string())?;
    let right = RightAnswer::new(d, edition, &tl.ruling).map_err(|e| e.to_string())?;
    let mut others: Vec<OtherEditions> = Vec::new();
    for &e in d.editions.iter().filter(|&&e| e != edition) {
        let r = d.ruling(e).map_err(|err| err.to_string())?;
        let differs = RightAnswer::new(d, e, &r).map_err(|e| e.to_string())? != right;
        match others.iter_mut().find(|o| {
            o.ruling == r
                || (o.differs == differs && same_answer(d, o.editions[0], &o.ruling, e, &r))
        }) {
            Some(group) => group.editions.push(e),
            None => others.push(OtherEditions {
                editions: vec![e],
                summary: describe(&r),
                ruling: r,
                differs,
            }),
        }
    }
    for o in &mut others {
        o.summary = in_editions(&o.editions, &describe(&o.ruling));
    }
    let explanation = d
        .expectation(edition)
        .map(|x| x.explanation.clone())
        .unwrap_or_default();
    let options = match &d.answer {
        AnswerKind::Choice(options) => options
            .iter()
            .map(|o| OptionText {
                id: o.id.clone(),
                text: o.text.clone(),
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok(DrillDetail {
        summary: summary(d),
        narrative: d.narrative.clone(),
        question: d.question.clone(),
        options,
        edition,
        timeline: tl,
        answer: right,
        explanation,
        others,
    })
}

fn same_answer(d: &Drill, ea: Edition, a: &Ruling, eb: Edition, b: &Ruling) -> bool {
    matches!((RightAnswer::new(d, ea, a), RightAnswer::new(d, eb, b)), (Ok(x), Ok(y)) if x == y)
        && a.decision == b.decision
}

/// A ruling in one line: decision, result, clocks, allowed moves.
pub fn describe(r: &Ruling) -> Bilingual {
    let label = r.decision.label();
    let mut pt = vec![label.pt];
    let mut en = vec![label.en];
    if let Some(res) = r.result {
        pt.push(format!("resultado {}", res.as_str()));
        en.push(format!("result {}", res.as_str()));
    }
    if let Some(c) = r.clocks {
        pt.push(format!("relógios: brancas {}, pretas {}", c.white, c.black));
        en.push(format!("clocks: White {}, Black {}", c.white, c.black));
    }
    if let (Some(_), Some(m)) = (r.clocks, r.clock_moves) {
        pt.push(format!(
            "contadores de lances: brancas {}, pretas {}",
            m.white, m.black
        ));
        en.push(format!(
            "move counters: White {}, Black {}",
            m.white, m.black
        ));
    }
    if let Some(m) = &r.allowed_moves {
        pt.push(format!("lances permitidos: {}", m.join(", ")));
        en.push(format!("allowed moves: {}", m.join(", ")));
    }
    pt.push(format!("Art. {}", r.articles.join(", ")));
    en.push(format!("Art. {}", r.articles.join(", ")));
    Bilingual::new(pt.join("; "), en.join("; "))
}

/// "Em 2005 e 2009: …" / "In 2005 and 2009: …".
fn in_editions(eds: &[Edition], what: &Bilingual) -> Bilingual {
    let names: Vec<&str> = eds.iter().map(|e| e.as_str()).collect();
    let join = |and: &str| match names.as_slice() {
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
        [] => String::new(),
    };
    Bilingual::new(
        format!("Em {}: {}.", join("e"), what.pt),
        format!("In {}: {}.", join("and"), what.en),
    )
}

/// Parses and answers one JSON message; what the worker does with each message.
pub fn handle_json(text: &str) -> String {
    let reply = match serde_json::from_str::<Envelope<Request>>(text) {
        Ok(Envelope { id, body }) => Envelope {
            id,
            body: handle(&body),
        },
        Err(e) => Envelope {
            id: 0,
            body: error(
                format!("Mensagem ilegível: {e}"),
                format!("Unreadable message: {e}"),
            ),
        },
    };
    serde_json::to_string(&reply).expect("responses always serialise")
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
        let back: Envelope<Response> = serde_json::from_str(&reply).unwrap();
        assert_eq!(back.id, 7);
        let Response::Rule { timeline } = back.body else {
            panic!("{reply}")
        };
        assert_eq!(
            timeline.ruling.allowed_moves.as_deref(),
            Some(&["Qe2".to_string(), "Qf3".into(), "Qg4".into(), "Qh5".into()][..])
        );
        assert_eq!(timeline.steps.len(), 3);
    }

    #[test]
    fn bad_input_is_an_error_answer_not_a_panic() {
        let reply = handle_json(
            r#"{"id": 3, "body": {"ask": "rule", "incident": {"edition": "1999", "events": []}}}"#,
        );
        assert!(
            reply.contains(r#""answer":"error""#) && reply.contains("1999"),
            "{reply}"
        );
        let reply = handle_json("not json");
        assert!(reply.contains(r#""answer":"error""#), "{reply}");
        let reply =
            handle_json(r#"{"id": 4, "body": {"ask": "drill", "id": "nope", "edition": "2023"}}"#);
        assert!(reply.contains("nope"), "{reply}");
    }

    #[test]
    fn editions_are_named_in_a_sentence() {
        let b = in_editions(
            &[Edition::E2001, Edition::E2005, Edition::E2009],
            &Bilingual::new("x", "y"),
        );
        assert_eq!(b.pt, "Em 2001, 2005 e 2009: x.");
        assert_eq!(b.en, "In 2001, 2005 and 2009: y.");
    }
}
