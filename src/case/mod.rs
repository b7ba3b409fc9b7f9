//! The case desk's engine side: any incident built at the board, ruled in every edition, shared
//! as a link and turned into a drill.
//!
//! * [`Case`]: the contract's incident, field for field (what the page builds and links carry);
//! * [`events::event_json`]: a typed [`Event`](crate::incident::Event) as the contract's JSON;
//! * [`codec`]: base64url without padding for `/case?i=…`; [`link`] decodes a link's payload;
//! * [`pgn`]: a pasted PGN as the start position and the moves so far;
//! * [`compare`]: the ruling in every edition, with the fields where editions differ;
//! * [`export`]: a case as a drill file of the bank's schema; [`import`]: drill files checked
//!   by the engine before the app keeps them.
//!
//! The page reaches all of this through the worker ([`CaseRequest`], [`handle`]); drill files
//! are checked by their own request (`service::Request::CheckDrills`), which the home page's
//! progress import also asks, so that its reader stays out of the first load.
pub mod codec;
pub mod compare;
pub mod events;
pub mod export;
pub mod import;
pub mod pgn;

use serde::{Deserialize, Serialize};

use crate::i18n::Bilingual;
use crate::laws::Edition;

/// Completed illegal moves per side (either may be left out: zero).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counts {
    #[serde(default)]
    pub white: u32,
    #[serde(default)]
    pub black: u32,
}

/// Both clocks as written (`"1:10:00"`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clocks {
    pub white: String,
    pub black: String,
}

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_true(b: &bool) -> bool {
    *b
}
fn yes() -> bool {
    true
}
fn is_zero(c: &Counts) -> bool {
    c.white == 0 && c.black == 0
}

/// An incident in the contract's JSON (`shared/contract/arbitro-cli.md`), as the case desk edits
/// it. Defaults are left out when serialised, so the JSON is what a person would write; the
/// engine validates it ([`crate::incident::Incident::from_value`]) before anything is ruled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub edition: Edition,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_class: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supervision: Option<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub quickplay_finish: bool,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub arbiter_present: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_time: Option<String>,
    /// How long after the scheduled time the clocks were started (docs/arbitro-cli.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_start: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub illegal_moves: Counts,
    pub events: Vec<serde_json::Value>,
    /// The board at `fen` was found in an illegal position (docs/arbitro-cli.md).
    #[serde(default, skip_serializing_if = "is_false")]
    pub illegal_position: bool,
    /// With `illegal_position`: the last position that can be identified before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_identifiable_fen: Option<String>,
    /// The visually disabled player, on the special board (docs/arbitro-cli.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub visually_disabled: Option<String>,
}

impl Default for Case {
    /// A standard game from the initial position, 2023 Laws, 90 min + 30 s, clocks full.
    fn default() -> Case {
        Case {
            edition: Edition::default(),
            time_control: Some("5400+30".into()),
            time_class: None,
            supervision: None,
            quickplay_finish: false,
            arbiter_present: true,
            default_time: None,
            round_start: None,
            fen: None,
            moves: Vec::new(),
            clocks: Some(Clocks {
                white: "1:30:00".into(),
                black: "1:30:00".into(),
            }),
            illegal_moves: Counts::default(),
            events: Vec::new(),
            illegal_position: false,
            last_identifiable_fen: None,
            visually_disabled: None,
        }
    }
}

impl Case {
    /// The contract's JSON.
    pub fn to_value(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("a case always serialises")
    }

    /// The contract's JSON as text (compact: what a link carries).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a case always serialises")
    }

    /// The payload of a case link: base64url of the JSON, without padding.
    pub fn to_link_payload(&self) -> String {
        codec::encode(self.to_json().as_bytes())
    }

    /// The same case in another edition.
    pub fn in_edition(&self, edition: Edition) -> Case {
        Case {
            edition,
            ..self.clone()
        }
    }
}

/// A link's payload as JSON (base64url, then UTF-8, then JSON), or the first layer that fails,
/// for people. The page sends the value to the engine worker, which validates it field by field.
pub fn decode_link(payload: &str) -> Result<serde_json::Value, Bilingual> {
    let bytes = codec::decode(payload.trim()).map_err(|e| {
        Bilingual::new(
            format!("o parâmetro i não é base64url: {}", pt_decode(&e)),
            format!("the i parameter is not base64url: {e}"),
        )
    })?;
    let text = String::from_utf8(bytes).map_err(|_| {
        Bilingual::new(
            "o conteúdo decodificado não é texto UTF-8",
            "the decoded content is not UTF-8 text",
        )
    })?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        Bilingual::new(
            format!("o conteúdo não é JSON válido ({e})"),
            format!("the content is not valid JSON ({e})"),
        )
    })?;
    Ok(value)
}

/// A link's case, validated by the engine: the first layer that fails, naming the field.
pub fn link(payload: &str) -> Result<Case, Bilingual> {
    from_value(&decode_link(payload)?)
}

/// Reads a case from the contract's JSON; the error names the field.
pub fn from_value(value: &serde_json::Value) -> Result<Case, Bilingual> {
    // The engine's parser names the field precisely; serde then fills the form.
    crate::incident::Incident::from_value(value).map_err(|e| {
        Bilingual::new(
            format!("campo {}: {}", e.field, e.reason),
            format!("field {}: {}", e.field, e.reason),
        )
    })?;
    serde_json::from_value(value.clone()).map_err(|e| {
        Bilingual::new(
            format!("incidente ilegível: {e}"),
            format!("unreadable incident: {e}"),
        )
    })
}

fn pt_decode(e: &codec::DecodeError) -> String {
    match e {
        codec::DecodeError::BadCharacter {
            position,
            character,
        } => format!(
            "o caractere {character:?} na posição {} não pertence ao alfabeto",
            position + 1
        ),
        codec::DecodeError::BadLength(n) => {
            format!("um comprimento de {n} caracteres é impossível")
        }
        codec::DecodeError::TrailingBits => "o último caractere tem bits sobrando".into(),
    }
}

/// A question the case desk asks the engine worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "case", rename_all = "snake_case")]
pub enum CaseRequest {
    /// Rule the incident step by step in its edition; with `all_editions`, also in all seven.
    Rule {
        incident: serde_json::Value,
        all_editions: bool,
    },
    /// Read a pasted PGN.
    Pgn { text: String },
    /// Turn a case into a drill file.
    Export { drill: Box<export::DrillDraft> },
}

/// The worker's answer to a [`CaseRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "case", rename_all = "snake_case")]
pub enum CaseAnswer {
    Ruled {
        ruled: Box<compare::Ruled>,
    },
    Pgn {
        fen: Option<String>,
        moves: Vec<String>,
    },
    Exported {
        file: export::Exported,
    },
}

/// Answers a case request: `Ok` with the answer, or why not (for people).
pub fn handle(request: &CaseRequest) -> Result<CaseAnswer, Bilingual> {
    match request {
        CaseRequest::Rule {
            incident,
            all_editions,
        } => {
            compare::rule(incident, *all_editions).map(|r| CaseAnswer::Ruled { ruled: Box::new(r) })
        }
        CaseRequest::Pgn { text } => pgn::read(text).map(|g| CaseAnswer::Pgn {
            fen: g.fen,
            moves: g.moves,
        }),
        CaseRequest::Export { drill } => {
            export::export(drill).map(|file| CaseAnswer::Exported { file })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_case_is_a_valid_incident_and_leaves_defaults_out() {
        let c = Case::default();
        assert_eq!(
            c.to_json(),
            r#"{"edition":"2023","time_control":"5400+30","clocks":{"white":"1:30:00","black":"1:30:00"},"events":[]}"#
        );
        crate::incident::Incident::from_value(&c.to_value()).unwrap();
    }

    #[test]
    fn a_link_round_trips_and_a_bad_one_names_what_is_wrong() {
        let c = Case {
            moves: vec!["e4".into(), "e5".into()],
            events: vec![
                serde_json::json!({"play": "d1d3"}),
                serde_json::json!({"press_clock": "white"}),
            ],
            arbiter_present: false,
            illegal_moves: Counts { white: 0, black: 1 },
            ..Case::default()
        };
        assert_eq!(link(&c.to_link_payload()).unwrap(), c);
        // Every field of the contract's incident survives a link, the recent ones too.
        let found = Case {
            fen: Some("P3k3/8/8/8/8/8/8/4K3 b - - 0 40".into()),
            illegal_position: true,
            last_identifiable_fen: Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 40".into()),
            round_start: Some("0:10:00".into()),
            ..Case::default()
        };
        assert_eq!(link(&found.to_link_payload()).unwrap(), found);
        let special_board = Case {
            visually_disabled: Some("black".into()),
            moves: vec!["e4".into()],
            events: vec![serde_json::json!({"touch": "g8", "taken_out": false})],
            ..Case::default()
        };
        assert_eq!(
            link(&special_board.to_link_payload()).unwrap(),
            special_board
        );

        let e = link("eyJ+").unwrap_err();
        assert!(
            e.en.contains("not base64url") && e.en.contains("'+'"),
            "{}",
            e.en
        );
        let e = link(&codec::encode(b"{\"edition\": \"2023\"")).unwrap_err();
        assert!(e.en.contains("not valid JSON"), "{}", e.en);
        let e = link(&codec::encode(
            br#"{"edition":"2023","events":[{"touch":"z9"}]}"#,
        ))
        .unwrap_err();
        assert!(e.en.starts_with("field events[0].touch"), "{}", e.en);
        assert!(e.pt.starts_with("campo events[0].touch"), "{}", e.pt);
        let e = link(&codec::encode(&[0xff, 0xfe])).unwrap_err();
        assert!(e.en.contains("UTF-8"), "{}", e.en);
    }

    #[test]
    fn a_link_with_a_partial_illegal_move_count_is_read() {
        let v = serde_json::json!({"edition": "2014", "illegal_moves": {"black": 1}, "events": []});
        assert_eq!(
            from_value(&v).unwrap().illegal_moves,
            Counts { white: 0, black: 1 }
        );
    }
}
