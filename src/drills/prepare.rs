//! A drill prepared for the player: the incident's timeline, the engine's right answer for the
//! edition played, and how the other editions the drill lists rule (grouped, with a one-line
//! summary in both languages). Pure: the worker calls it, the page renders what it returns.
use std::fmt;

use super::grade::{NoRightAnswer, RightAnswer};
use super::schema::{AnswerForm, AnswerKind, Drill, Topic};
use crate::i18n::Bilingual;
use crate::incident::IncidentError;
use crate::laws::Edition;
use crate::rulings::{Ruling, Timeline, timeline};

/// Why a drill could not be prepared (a shipped drill passes the check, so this is a bank
/// problem, reported to the trainee rather than hidden).
#[derive(Clone, Debug, PartialEq)]
pub enum PrepareError {
    Incident(IncidentError),
    NoRightAnswer(NoRightAnswer),
}

impl fmt::Display for PrepareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrepareError::Incident(e) => write!(f, "{e}"),
            PrepareError::NoRightAnswer(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PrepareError {}

impl From<IncidentError> for PrepareError {
    fn from(e: IncidentError) -> Self {
        PrepareError::Incident(e)
    }
}

impl From<NoRightAnswer> for PrepareError {
    fn from(e: NoRightAnswer) -> Self {
        PrepareError::NoRightAnswer(e)
    }
}

/// A drill in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillSummary {
    pub id: String,
    pub topic: Topic,
    pub title: Bilingual,
    pub editions: Vec<Edition>,
    /// The answer differs between editions.
    pub edition_difference: bool,
    pub answer_kind: AnswerForm,
}

/// A choice option as the trainee sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionText {
    pub id: String,
    pub text: Bilingual,
}

/// How a group of other editions rules on the same incident.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherEditions {
    pub editions: Vec<Edition>,
    pub ruling: Ruling,
    /// The answer differs from the edition played.
    pub differs: bool,
    /// One line: "in 2005 this would be …".
    pub summary: Bilingual,
}

/// Everything the drill player needs.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// A drill as the list shows it.
pub fn summary(d: &Drill) -> DrillSummary {
    DrillSummary {
        id: d.id.clone(),
        topic: d.topic,
        title: d.title.clone(),
        editions: d.editions.clone(),
        edition_difference: d.shows_edition_difference(),
        answer_kind: d.answer.form(),
    }
}

/// A drill prepared for the player: the incident's timeline and the engine's answer for the
/// edition played, and how the other editions the drill lists would rule.
pub fn prepare(d: &Drill, chosen: Edition) -> Result<DrillDetail, PrepareError> {
    let edition = d.edition_for(chosen);
    let incident = d.incident_for(edition)?;
    let tl = timeline(&incident)?;
    let right = RightAnswer::new(d, edition, &tl.ruling)?;
    let mut others: Vec<OtherEditions> = Vec::new();
    for &e in d.editions.iter().filter(|&&e| e != edition) {
        let r = d.ruling(e)?;
        let differs = RightAnswer::new(d, e, &r)? != right;
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
    if let Some(m) = r.allowed_san() {
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

#[cfg(test)]
mod tests {
    use super::*;

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
