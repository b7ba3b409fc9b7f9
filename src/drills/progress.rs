//! The trainee's progress, kept on the device: a small versioned JSON document, parsed and
//! validated at the border like every other input, merged on import, and read back as a
//! spaced-repetition order (missed drills first, then unseen ones, then those right longest ago).
//!
//! ```json
//! {"version": 1, "drills": {"touch-01": {"attempts": 3, "right": 2, "last_edition": "2023",
//!   "last_right": true, "last_seen": 1700000000000, "last_right_at": 1700000000000}}}
//! ```
//! Times are milliseconds since the Unix epoch, passed in by the caller (time is an input).
use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::i18n::Bilingual;
use crate::laws::Edition;

/// The schema version this code writes and reads.
pub const VERSION: u64 = 1;

/// Drills the bank moved to another topic under a new id (issue 12: the `default_time` and
/// `promotion` topics took them over), as (old id, new id). A record saved under the old id is
/// read as the new drill's, so progress saved before the move keeps counting. An id listed here
/// is never given to another drill.
pub const RENAMED: &[(&str, &str)] = &[
    ("irregularities-021", "default-time-001"),
    ("irregularities-022", "default-time-002"),
    ("irregularities-023", "default-time-003"),
    ("clock-018", "default-time-004"),
    ("clock-031", "default-time-005"),
    ("touch-move-016", "promotion-001"),
    ("touch-move-017", "promotion-002"),
    ("touch-move-018", "promotion-003"),
    ("touch-move-019", "promotion-004"),
    ("touch-move-023", "promotion-005"),
];

/// What the trainee did with one drill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrillRecord {
    pub attempts: u32,
    /// Attempts answered right.
    pub right: u32,
    pub last_edition: Edition,
    pub last_right: bool,
    /// When the drill was last answered.
    pub last_seen: u64,
    /// When it was last answered right.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_right_at: Option<u64>,
}

/// Every drill answered on this device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub drills: BTreeMap<String, DrillRecord>,
    /// The user's own drills carried in an exported file (id → the drill file's TOML), written
    /// only when there are some (`"own_drills"`). The app checks each with the engine before
    /// keeping it; here they are only text.
    pub own_drills: BTreeMap<String, String>,
}

/// Why a progress document was refused. Nothing is changed when this is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Not JSON at all (a truncated or corrupt file).
    NotJson(String),
    /// JSON, but not an Árbitro progress file.
    Foreign,
    /// Written by a newer (or unknown) version of the app.
    Version(u64),
    /// An Árbitro progress file with a bad entry: the field and why.
    Invalid { field: String, reason: String },
}

impl ProgressError {
    /// The message for people.
    pub fn text(&self) -> Bilingual {
        match self {
            ProgressError::NotJson(e) => Bilingual::new(
                format!("O arquivo está corrompido ou não é JSON ({e}). Nada foi alterado."),
                format!("The file is corrupt or not JSON ({e}). Nothing was changed."),
            ),
            ProgressError::Foreign => Bilingual::new(
                "Este arquivo não é um progresso do Árbitro. Nada foi alterado.",
                "This file is not an Árbitro progress file. Nothing was changed.",
            ),
            ProgressError::Version(v) => Bilingual::new(
                format!(
                    "Este progresso usa a versão {v} do formato, que esta versão do aplicativo não lê (ela lê a versão {VERSION}). Nada foi alterado."
                ),
                format!(
                    "This progress uses version {v} of the format, which this version of the app cannot read (it reads version {VERSION}). Nothing was changed."
                ),
            ),
            ProgressError::Invalid { field, reason } => Bilingual::new(
                format!("Progresso inválido em {field}: {reason}. Nada foi alterado."),
                format!("Invalid progress at {field}: {reason}. Nothing was changed."),
            ),
        }
    }
}

/// A drill's state for the trainee.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Unseen,
    /// Last answered right.
    Right,
    /// Last answered wrong.
    Missed,
}

/// One topic's progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TopicProgress {
    pub topic: String,
    /// Drills in the topic.
    pub total: usize,
    /// Drills answered at least once.
    pub seen: usize,
    /// Drills whose last answer was right.
    pub right: usize,
    /// Drills whose last answer was wrong.
    pub missed: usize,
}

fn invalid(field: impl Into<String>, reason: impl Into<String>) -> ProgressError {
    ProgressError::Invalid {
        field: field.into(),
        reason: reason.into(),
    }
}

fn record(id: &str, v: &Value) -> Result<DrillRecord, ProgressError> {
    let at = |f: &str| format!("drills.{id}.{f}");
    let obj = v
        .as_object()
        .ok_or_else(|| invalid(format!("drills.{id}"), "not an object"))?;
    const FIELDS: [&str; 6] = [
        "attempts",
        "right",
        "last_edition",
        "last_right",
        "last_seen",
        "last_right_at",
    ];
    if let Some(k) = obj.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(invalid(at(k), "unknown field"));
    }
    let count = |f: &str| -> Result<u32, ProgressError> {
        obj.get(f)
            .ok_or_else(|| invalid(at(f), "missing"))?
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| invalid(at(f), "not a whole number"))
    };
    let time = |f: &str| -> Result<Option<u64>, ProgressError> {
        match obj.get(f) {
            None | Some(Value::Null) => Ok(None),
            Some(x) => x
                .as_u64()
                .map(Some)
                .ok_or_else(|| invalid(at(f), "not a time in milliseconds")),
        }
    };
    let attempts = count("attempts")?;
    let right = count("right")?;
    if attempts == 0 {
        return Err(invalid(at("attempts"), "zero"));
    }
    if right > attempts {
        return Err(invalid(at("right"), "more than attempts"));
    }
    let last_edition = obj
        .get("last_edition")
        .and_then(Value::as_str)
        .ok_or_else(|| invalid(at("last_edition"), "missing"))?
        .parse::<Edition>()
        .map_err(|e| invalid(at("last_edition"), e.to_string()))?;
    let last_right = obj
        .get("last_right")
        .and_then(Value::as_bool)
        .ok_or_else(|| invalid(at("last_right"), "missing or not true/false"))?;
    let last_seen = time("last_seen")?.ok_or_else(|| invalid(at("last_seen"), "missing"))?;
    let last_right_at = time("last_right_at")?;
    if last_right && (right == 0 || last_right_at != Some(last_seen)) {
        return Err(invalid(
            at("last_right"),
            "the last answer is right but no right answer is recorded then",
        ));
    }
    if right > 0 && last_right_at.is_none() {
        return Err(invalid(at("last_right_at"), "missing"));
    }
    if last_right_at.is_some_and(|t| t > last_seen) {
        return Err(invalid(at("last_right_at"), "later than last_seen"));
    }
    Ok(DrillRecord {
        attempts,
        right,
        last_edition,
        last_right,
        last_seen,
        last_right_at,
    })
}

impl Progress {
    /// Parses and validates a stored or imported document.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| ProgressError::NotJson(e.to_string()))?;
        let Value::Object(top) = value else {
            return Err(ProgressError::Foreign);
        };
        let ours = top.contains_key("version")
            && top.contains_key("drills")
            && top
                .keys()
                .all(|k| k == "version" || k == "drills" || k == "own_drills");
        if !ours {
            return Err(ProgressError::Foreign);
        }
        let version = top["version"].as_u64().ok_or(ProgressError::Foreign)?;
        if version != VERSION {
            return Err(ProgressError::Version(version));
        }
        let Value::Object(drills) = &top["drills"] else {
            return Err(invalid("drills", "not an object"));
        };
        let mut out = Progress::default();
        for (id, v) in drills {
            if id.is_empty() || id.len() > 100 || id.chars().any(char::is_control) {
                return Err(invalid("drills", format!("bad drill id {id:?}")));
            }
            out.drills.insert(id.clone(), record(id, v)?);
        }
        // Records of moved drills, under their new ids (the more recent record wins, as in a
        // merge, when a document holds both).
        let mut moved = Progress::default();
        for (old, new) in RENAMED {
            if let Some(r) = out.drills.remove(*old) {
                moved.drills.insert((*new).to_owned(), r);
            }
        }
        out.merge(&moved);
        if let Some(own) = top.get("own_drills") {
            let Value::Object(own) = own else {
                return Err(invalid("own_drills", "not an object"));
            };
            for (id, v) in own {
                let Some(text) = v.as_str() else {
                    return Err(invalid(
                        format!("own_drills.{id}"),
                        "not the text of a drill file",
                    ));
                };
                if id.is_empty() || id.len() > 100 || id.chars().any(char::is_control) {
                    return Err(invalid("own_drills", format!("bad drill id {id:?}")));
                }
                out.own_drills.insert(id.clone(), text.to_owned());
            }
        }
        Ok(out)
    }

    /// The document to store or export.
    pub fn to_json(&self) -> String {
        let mut drills = Map::new();
        for (id, r) in &self.drills {
            drills.insert(
                id.clone(),
                serde_json::to_value(r).expect("records serialise"),
            );
        }
        let mut top = Map::new();
        top.insert("version".into(), VERSION.into());
        top.insert("drills".into(), Value::Object(drills));
        if !self.own_drills.is_empty() {
            let own: Map<String, Value> = self
                .own_drills
                .iter()
                .map(|(id, t)| (id.clone(), Value::from(t.as_str())))
                .collect();
            top.insert("own_drills".into(), Value::Object(own));
        }
        serde_json::to_string_pretty(&Value::Object(top)).expect("progress serialises")
    }

    /// Records an answer given at `now`.
    pub fn record(&mut self, id: &str, edition: Edition, right: bool, now: u64) {
        let r = self
            .drills
            .entry(id.to_owned())
            .or_insert_with(|| DrillRecord {
                attempts: 0,
                right: 0,
                last_edition: edition,
                last_right: false,
                last_seen: now,
                last_right_at: None,
            });
        // A clock set back must not make the record contradict itself.
        let now = now.max(r.last_seen);
        r.attempts += 1;
        r.right += u32::from(right);
        r.last_edition = edition;
        r.last_right = right;
        r.last_seen = now;
        if right {
            r.last_right_at = Some(now);
        }
    }

    pub fn status(&self, id: &str) -> Status {
        match self.drills.get(id) {
            None => Status::Unseen,
            Some(r) if r.last_right => Status::Right,
            Some(_) => Status::Missed,
        }
    }

    /// Joins another device's (or an older export's) progress into this one. For a drill both
    /// know, the record answered more recently wins (then the one with more attempts), so
    /// importing the same file twice changes nothing and no drill is ever dropped.
    pub fn merge(&mut self, other: &Progress) {
        for (id, theirs) in &other.drills {
            match self.drills.get(id) {
                Some(ours)
                    if (ours.last_seen, ours.attempts, ours.right)
                        >= (theirs.last_seen, theirs.attempts, theirs.right) => {}
                _ => {
                    self.drills.insert(id.clone(), theirs.clone());
                }
            }
        }
        for (id, text) in &other.own_drills {
            self.own_drills
                .entry(id.clone())
                .or_insert_with(|| text.clone());
        }
    }

    /// The order to practise `ids` in: missed drills first (the longest-waiting first), then
    /// unseen ones (in the order given), then the others, right longest ago first.
    pub fn review_order<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> Vec<String> {
        let mut missed = Vec::new();
        let mut unseen = Vec::new();
        let mut right = Vec::new();
        for (i, id) in ids.into_iter().enumerate() {
            match self.drills.get(id) {
                None => unseen.push((i, id)),
                Some(r) if !r.last_right => missed.push((r.last_seen, id)),
                Some(r) => right.push((r.last_right_at.unwrap_or(0), id)),
            }
        }
        missed.sort();
        right.sort();
        missed
            .into_iter()
            .map(|(_, id)| id)
            .chain(unseen.into_iter().map(|(_, id)| id))
            .chain(right.into_iter().map(|(_, id)| id))
            .map(str::to_owned)
            .collect()
    }

    /// Progress per topic over the bank's `(id, topic)` pairs, topics in first-seen order.
    /// Records of drills no longer in the bank are kept but not counted.
    pub fn by_topic<'a>(
        &self,
        bank: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Vec<TopicProgress> {
        let mut out: Vec<TopicProgress> = Vec::new();
        for (id, topic) in bank {
            let i = match out.iter().position(|t| t.topic == topic) {
                Some(i) => i,
                None => {
                    out.push(TopicProgress {
                        topic: topic.to_owned(),
                        ..TopicProgress::default()
                    });
                    out.len() - 1
                }
            };
            let t = &mut out[i];
            t.total += 1;
            match self.status(id) {
                Status::Unseen => {}
                Status::Right => {
                    t.seen += 1;
                    t.right += 1;
                }
                Status::Missed => {
                    t.seen += 1;
                    t.missed += 1;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Progress {
        let mut p = Progress::default();
        p.record("touch-01", Edition::E2023, false, 1_000);
        p.record("touch-01", Edition::E2023, true, 2_000);
        p.record("flag-02", Edition::E2005, false, 3_000);
        p
    }

    #[test]
    fn round_trips_through_json_with_the_documented_shape() {
        let p = sample();
        let text = p.to_json();
        assert_eq!(Progress::parse(&text), Ok(p.clone()));
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["version"], 1);
        assert_eq!(v["drills"]["touch-01"]["attempts"], 2);
        assert_eq!(v["drills"]["touch-01"]["right"], 1);
        assert_eq!(v["drills"]["touch-01"]["last_edition"], "2023");
        assert_eq!(v["drills"]["touch-01"]["last_right"], true);
        assert_eq!(v["drills"]["flag-02"]["last_right"], false);
        assert!(v["drills"]["flag-02"].get("last_right_at").is_none());
        assert_eq!(
            Progress::parse(r#"{"version": 1, "drills": {}}"#),
            Ok(Progress::default())
        );
    }

    #[test]
    fn recording_counts_attempts_and_the_last_answer() {
        let p = sample();
        let r = &p.drills["touch-01"];
        assert_eq!((r.attempts, r.right, r.last_right), (2, 1, true));
        assert_eq!(r.last_right_at, Some(2_000));
        assert_eq!(p.status("touch-01"), Status::Right);
        assert_eq!(p.status("flag-02"), Status::Missed);
        assert_eq!(p.status("nope"), Status::Unseen);
        // A clock set back keeps the record consistent (and parseable).
        let mut q = sample();
        q.record("touch-01", Edition::E2014, true, 500);
        assert_eq!(q.drills["touch-01"].last_seen, 2_000);
        assert_eq!(Progress::parse(&q.to_json()), Ok(q));
    }

    #[test]
    fn corrupt_data_is_refused_with_a_reason() {
        for text in [
            "",
            "{",
            "{\"version\": 1, \"drills\": {",
            "\u{0}\u{1}garbage",
        ] {
            let e = Progress::parse(text).unwrap_err();
            assert!(matches!(e, ProgressError::NotJson(_)), "{text:?}: {e:?}");
            assert!(e.text().pt.contains("Nada foi alterado"));
            assert!(e.text().en.contains("Nothing was changed"));
        }
    }

    #[test]
    fn foreign_data_is_recognised() {
        for text in [
            "[]",
            "42",
            r#""hello""#,
            r#"{"lang": "pt-BR"}"#,
            r#"{"version": 1, "items": []}"#,
            r#"{"version": 1, "drills": {}, "owner": "someone"}"#,
            r#"{"version": "one", "drills": {}}"#,
        ] {
            assert_eq!(Progress::parse(text), Err(ProgressError::Foreign), "{text}");
        }
        assert_eq!(
            Progress::parse(r#"{"version": 2, "drills": {}}"#),
            Err(ProgressError::Version(2))
        );
        assert!(ProgressError::Foreign.text().en.contains("not an Árbitro"));
    }

    #[test]
    fn bad_entries_name_the_field() {
        let bad = [
            (r#"{"version":1,"drills":[]}"#, "drills"),
            (r#"{"version":1,"drills":{"a":3}}"#, "drills.a"),
            (
                r#"{"version":1,"drills":{"a":{"attempts":1,"right":2,"last_edition":"2023","last_right":true,"last_seen":5,"last_right_at":5}}}"#,
                "drills.a.right",
            ),
            (
                r#"{"version":1,"drills":{"a":{"attempts":0,"right":0,"last_edition":"2023","last_right":false,"last_seen":5}}}"#,
                "drills.a.attempts",
            ),
            (
                r#"{"version":1,"drills":{"a":{"attempts":1,"right":0,"last_edition":"1999","last_right":false,"last_seen":5}}}"#,
                "drills.a.last_edition",
            ),
            (
                r#"{"version":1,"drills":{"a":{"attempts":1,"right":0,"last_edition":"2023","last_right":true,"last_seen":5}}}"#,
                "drills.a.last_right",
            ),
            (
                r#"{"version":1,"drills":{"a":{"attempts":-1,"right":0,"last_edition":"2023","last_right":false,"last_seen":5}}}"#,
                "drills.a.attempts",
            ),
            (
                r#"{"version":1,"drills":{"a":{"attempts":1,"right":0,"last_edition":"2023","last_right":false,"last_seen":5,"extra":1}}}"#,
                "drills.a.extra",
            ),
            (
                r#"{"version":1,"drills":{"a":{"attempts":1,"right":0,"last_edition":"2023","last_right":false}}}"#,
                "drills.a.last_seen",
            ),
        ];
        for (text, field) in bad {
            match Progress::parse(text) {
                Err(ProgressError::Invalid { field: f, .. }) => assert_eq!(f, field, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn merging_keeps_every_drill_and_the_newer_record() {
        let mut here = sample();
        let mut there = Progress::default();
        there.record("flag-02", Edition::E2005, true, 9_000);
        there.record("clock-07", Edition::E2018, true, 4_000);
        there.record("touch-01", Edition::E2023, false, 1_500);
        let before = here.clone();
        here.merge(&there);
        assert_eq!(here.drills.len(), 3);
        assert_eq!(
            here.drills["flag-02"], there.drills["flag-02"],
            "newer wins"
        );
        assert_eq!(
            here.drills["touch-01"], before.drills["touch-01"],
            "ours newer"
        );
        assert_eq!(here.drills["clock-07"], there.drills["clock-07"]);
        // Idempotent and order-independent.
        let once = here.clone();
        here.merge(&there);
        assert_eq!(here, once);
        let mut other_way = there.clone();
        other_way.merge(&before);
        assert_eq!(other_way, once);
    }

    #[test]
    fn review_order_puts_missed_first_then_unseen_then_least_recently_right() {
        let mut p = Progress::default();
        p.record("right-old", Edition::E2023, true, 100);
        p.record("missed-late", Edition::E2023, false, 900);
        p.record("right-new", Edition::E2023, true, 800);
        p.record("missed-early", Edition::E2023, false, 200);
        let order = p.review_order([
            "right-new",
            "new-b",
            "missed-late",
            "right-old",
            "new-a",
            "missed-early",
        ]);
        assert_eq!(
            order,
            [
                "missed-early",
                "missed-late",
                "new-b",
                "new-a",
                "right-old",
                "right-new"
            ]
        );
    }

    #[test]
    fn topics_count_seen_right_and_missed() {
        let p = sample();
        let t = p.by_topic([
            ("touch-01", "touch_move"),
            ("touch-02", "touch_move"),
            ("flag-02", "flag_fall"),
        ]);
        assert_eq!(
            t,
            vec![
                TopicProgress {
                    topic: "touch_move".into(),
                    total: 2,
                    seen: 1,
                    right: 1,
                    missed: 0
                },
                TopicProgress {
                    topic: "flag_fall".into(),
                    total: 1,
                    seen: 1,
                    right: 0,
                    missed: 1
                },
            ]
        );
    }

    #[test]
    fn own_drills_travel_in_the_file_only_when_there_are_some() {
        let mut p = sample();
        let plain = p.to_json();
        assert!(!plain.contains("own_drills"));
        assert_eq!(Progress::parse(&plain).unwrap(), p);
        p.own_drills
            .insert("meu-caso".into(), "id = \"meu-caso\"\n".into());
        let with = p.to_json();
        let back = Progress::parse(&with).unwrap();
        assert_eq!(back, p);
        let mut here = sample();
        here.merge(&back);
        assert_eq!(here.own_drills.len(), 1);
        assert!(matches!(
            Progress::parse(r#"{"version": 1, "drills": {}, "own_drills": {"x": 3}}"#),
            Err(ProgressError::Invalid { field, .. }) if field == "own_drills.x"
        ));
        assert!(matches!(
            Progress::parse(r#"{"version": 1, "drills": {}, "own_drills": []}"#),
            Err(ProgressError::Invalid { .. })
        ));
    }
}
