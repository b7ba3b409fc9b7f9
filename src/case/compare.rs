//! A case ruled: the timeline in its edition and, side by side, the ruling of every edition
//! with the fields where it differs from the edition chosen.
use serde::{Deserialize, Serialize};

use crate::i18n::Bilingual;
use crate::incident::Incident;
use crate::laws::Edition;
use crate::rulings::{Ruling, Timeline, timeline};

/// The fields of a ruling compared between editions, in the order shown.
pub const FIELDS: [&str; 8] = [
    "decision",
    "result",
    "claim",
    "position",
    "allowed_moves",
    "clocks",
    "illegal_moves",
    "articles",
];

/// One edition's ruling on the same incident.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EditionRuling {
    pub edition: Edition,
    /// `Err`: the incident does not make sense in this edition (the engine says why).
    pub ruling: Result<Ruling, Bilingual>,
    /// The [`FIELDS`] whose value differs from the edition chosen.
    pub differs: Vec<String>,
}

/// The answer to a case: step by step in its edition, then every edition side by side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ruled {
    pub edition: Edition,
    pub timeline: Timeline,
    /// All seven editions, oldest first (empty unless asked for).
    pub editions: Vec<EditionRuling>,
}

fn field(r: &Ruling, name: &str) -> serde_json::Value {
    let v = serde_json::to_value(r).expect("rulings serialise");
    v.get(name).cloned().unwrap_or_default()
}

/// The [`FIELDS`] where `b` differs from `a`.
pub fn differences(a: &Ruling, b: &Ruling) -> Vec<String> {
    FIELDS
        .iter()
        .filter(|f| field(a, f) != field(b, f))
        .map(|f| f.to_string())
        .collect()
}

fn invalid(e: impl std::fmt::Display) -> Bilingual {
    Bilingual::new(
        format!("Incidente inválido — {e}"),
        format!("Invalid incident — {e}"),
    )
}

/// Rules an incident (the contract's JSON) in its edition, and with `all_editions` in all seven.
pub fn rule(incident: &serde_json::Value, all_editions: bool) -> Result<Ruled, Bilingual> {
    let parsed = Incident::from_value(incident).map_err(invalid)?;
    let tl = timeline(&parsed).map_err(invalid)?;
    let mut editions = Vec::new();
    if all_editions {
        for e in Edition::ALL {
            let ruling = if e == parsed.edition {
                Ok(tl.ruling.clone())
            } else {
                let mut v = incident.clone();
                v["edition"] = serde_json::Value::from(e.as_str());
                Incident::from_value(&v)
                    .and_then(|i| crate::rulings::rule(&i))
                    .map_err(invalid)
            };
            let differs = match &ruling {
                Ok(r) => differences(&tl.ruling, r),
                Err(_) => FIELDS.iter().map(|f| f.to_string()).collect(),
            };
            editions.push(EditionRuling {
                edition: e,
                ruling,
                differs,
            });
        }
    }
    Ok(Ruled {
        edition: parsed.edition,
        timeline: tl,
        editions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_contract_s_fifty_move_example_differs_between_2005_and_2023() {
        let incident = json!({"edition": "2005", "time_control": "5400", "fen": "8/8/3k4/8/8/3K4/8/R7 w - - 60 90",
            "clocks": {"white": "6:00", "black": "2:10"}, "events": [{"claim": "fifty_moves"}]});
        let r = rule(&incident, true).unwrap();
        assert_eq!(r.edition, Edition::E2005);
        assert_eq!(r.editions.len(), 7);
        let e2005 = &r.editions[1];
        assert_eq!(e2005.edition, Edition::E2005);
        assert!(e2005.differs.is_empty());
        let e2023 = r
            .editions
            .iter()
            .find(|e| e.edition == Edition::E2023)
            .unwrap();
        // 2023: no three minutes for the opponent and no deduction (Art. 9.5.2 of 2023).
        assert!(
            e2023.differs.contains(&"clocks".to_string()),
            "{:?}",
            e2023.differs
        );
        let clocks = e2023.ruling.as_ref().unwrap().clocks.unwrap();
        assert_ne!(clocks, r.timeline.ruling.clocks.unwrap());
    }

    #[test]
    fn one_edition_only_when_not_asked_for_all() {
        let r = rule(
            &json!({"edition": "2023", "events": [{"touch": "g1"}]}),
            false,
        )
        .unwrap();
        assert!(r.editions.is_empty());
        assert_eq!(r.timeline.steps.len(), 1);
        assert!(
            rule(&json!({"edition": "2023"}), true)
                .unwrap_err()
                .en
                .contains("events")
        );
    }
}
