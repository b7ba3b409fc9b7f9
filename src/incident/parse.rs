//! Field-by-field reading of an incident, with errors that name the field.
use std::fmt;
use std::str::FromStr;

use serde_json::{Map, Value};
use shakmaty::{ByColor, Color, Piece, Role, Square};

use super::Incident;
use super::event::*;
use crate::clock::{Millis, TimeControl};
use crate::game::Game;
use crate::laws::{Edition, Supervision, TimeClass, classify};

/// Bad input: which field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IncidentError {
    /// A path such as `events[2].claim` or `moves[4]`.
    pub field: String,
    pub reason: String,
}

impl IncidentError {
    pub fn new(field: impl Into<String>, reason: impl Into<String>) -> IncidentError {
        IncidentError {
            field: field.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for IncidentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

impl std::error::Error for IncidentError {}

type Result<T> = std::result::Result<T, IncidentError>;

const INCIDENT_FIELDS: &[&str] = &[
    "edition",
    "time_control",
    "time_class",
    "supervision",
    "quickplay_finish",
    "arbiter_present",
    "default_time",
    "round_start",
    "fen",
    "moves",
    "clocks",
    "illegal_moves",
    "events",
    "illegal_position",
    "last_identifiable_fen",
    "draw_agreement",
    "visually_disabled",
];

fn object<'a>(v: &'a Value, field: &str) -> Result<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| IncidentError::new(field, format!("expected an object, found {}", kind(v))))
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

fn string<'a>(v: &'a Value, field: &str) -> Result<&'a str> {
    v.as_str()
        .ok_or_else(|| IncidentError::new(field, format!("expected a string, found {}", kind(v))))
}

fn boolean(v: &Value, field: &str) -> Result<bool> {
    v.as_bool().ok_or_else(|| {
        IncidentError::new(field, format!("expected true or false, found {}", kind(v)))
    })
}

fn no_unknown(map: &Map<String, Value>, allowed: &[&str], field: &str) -> Result<()> {
    for key in map.keys() {
        if !allowed.contains(&key.as_str()) {
            let path = if field.is_empty() {
                key.clone()
            } else {
                format!("{field}.{key}")
            };
            return Err(IncidentError::new(
                path,
                format!("unknown field (expected one of: {})", allowed.join(", ")),
            ));
        }
    }
    Ok(())
}

fn parsed<T: FromStr>(v: &Value, field: &str) -> Result<T>
where
    T::Err: fmt::Display,
{
    let s = string(v, field)?;
    s.parse::<T>()
        .map_err(|e| IncidentError::new(field, e.to_string()))
}

fn duration(v: &Value, field: &str) -> Result<Millis> {
    parsed::<Millis>(v, field)
}

fn side(v: &Value, field: &str) -> Result<Color> {
    match string(v, field)? {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(IncidentError::new(
            field,
            format!("{other:?} is not a side (expected \"white\" or \"black\")"),
        )),
    }
}

fn square(v: &Value, field: &str) -> Result<Square> {
    let s = string(v, field)?;
    Square::from_ascii(s.as_bytes()).map_err(|_| {
        IncidentError::new(
            field,
            format!("{s:?} is not a square (expected e.g. \"e4\")"),
        )
    })
}

/// `{"white": X, "black": Y}` with both sides required.
fn both_sides<T>(
    v: &Value,
    field: &str,
    read: impl Fn(&Value, &str) -> Result<T>,
) -> Result<ByColor<T>> {
    let map = object(v, field)?;
    no_unknown(map, &["white", "black"], field)?;
    let get = |name: &str| -> Result<T> {
        let path = format!("{field}.{name}");
        let v = map
            .get(name)
            .ok_or_else(|| IncidentError::new(&path, "missing (both sides are required)"))?;
        read(v, &path)
    };
    Ok(ByColor {
        white: get("white")?,
        black: get("black")?,
    })
}

/// `{"white": X}`, `{"black": Y}` or both; at least one.
fn some_sides<T>(
    v: &Value,
    field: &str,
    read: impl Fn(&Value, &str) -> Result<T>,
) -> Result<ByColor<Option<T>>> {
    let map = object(v, field)?;
    no_unknown(map, &["white", "black"], field)?;
    let get = |name: &str| -> Result<Option<T>> {
        map.get(name)
            .map(|v| read(v, &format!("{field}.{name}")))
            .transpose()
    };
    Ok(ByColor {
        white: get("white")?,
        black: get("black")?,
    })
}

fn count(v: &Value, field: &str) -> Result<u32> {
    v.as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| IncidentError::new(field, format!("expected a whole number ≥ 0, found {v}")))
}

/// `draw_agreement`: `"allowed"`, `"forbidden"` or `{"from_move": N}` (N ≥ 1).
fn draw_agreement(v: &Value) -> Result<super::DrawAgreement> {
    use super::DrawAgreement as D;
    const FIELD: &str = "draw_agreement";
    match v {
        Value::String(s) if s == "allowed" => Ok(D::Allowed),
        Value::String(s) if s == "forbidden" => Ok(D::Forbidden),
        Value::Object(m) => {
            no_unknown(m, &["from_move"], FIELD)?;
            let path = format!("{FIELD}.from_move");
            let n = m
                .get("from_move")
                .ok_or_else(|| IncidentError::new(&path, "missing (required)"))
                .and_then(|n| count(n, &path))?;
            if n == 0 {
                return Err(IncidentError::new(&path, "expected a move number ≥ 1"));
            }
            Ok(D::FromMove(n))
        }
        other => Err(IncidentError::new(
            FIELD,
            format!("expected \"allowed\", \"forbidden\" or {{\"from_move\": N}}, found {other}"),
        )),
    }
}

pub(super) fn incident(v: &Value, given: Option<Edition>) -> Result<Incident> {
    let map = object(v, "incident")?;
    no_unknown(map, INCIDENT_FIELDS, "")?;
    let field = |name: &str| map.get(name).filter(|v| !v.is_null());

    let edition = match (given, field("edition")) {
        (Some(_), Some(_)) => {
            return Err(IncidentError::new(
                "edition",
                "given by the drill's editions list; remove it here",
            ));
        }
        (Some(e), None) => e,
        (None, Some(v)) => parsed::<Edition>(v, "edition")?,
        (None, None) => return Err(IncidentError::new("edition", "missing (required)")),
    };
    let time_control = field("time_control")
        .map(|v| parsed::<TimeControl>(v, "time_control"))
        .transpose()?;
    let time_class = match field("time_class") {
        Some(v) => match string(v, "time_class")? {
            "standard" => TimeClass::Standard,
            "rapid" => TimeClass::Rapid,
            "blitz" => TimeClass::Blitz,
            other => {
                return Err(IncidentError::new(
                    "time_class",
                    format!("{other:?} is not a time class (expected standard, rapid or blitz)"),
                ));
            }
        },
        None => time_control
            .as_ref()
            .map_or(TimeClass::Standard, |tc| classify(tc, edition)),
    };
    let supervision = match field("supervision") {
        Some(v) => match string(v, "supervision")? {
            "adequate" => Supervision::Adequate,
            "inadequate" => Supervision::Inadequate,
            other => {
                return Err(IncidentError::new(
                    "supervision",
                    format!("{other:?} is not a supervision (expected adequate or inadequate)"),
                ));
            }
        },
        None => Supervision::Adequate,
    };
    let quickplay_finish = field("quickplay_finish")
        .map(|v| boolean(v, "quickplay_finish"))
        .transpose()?
        .unwrap_or(false);
    let arbiter_present = field("arbiter_present")
        .map(|v| boolean(v, "arbiter_present"))
        .transpose()?
        .unwrap_or(true);
    let default_time = field("default_time")
        .map(|v| duration(v, "default_time"))
        .transpose()?;
    let round_start = field("round_start")
        .map(|v| duration(v, "round_start"))
        .transpose()?
        .unwrap_or(Millis::ZERO);

    let draw_agreement = field("draw_agreement")
        .map(draw_agreement)
        .transpose()?
        .unwrap_or_default();

    let found = found_board(&field)?;
    let mut game = match (&found, field("fen")) {
        (Some(f), _) => f.last_identifiable.clone().unwrap_or_default(),
        (None, Some(v)) => Game::from_fen(string(v, "fen")?)
            .map_err(|e| IncidentError::new("fen", e.to_string()))?,
        (None, None) => Game::new(),
    };
    if let Some(v) = field("moves") {
        let list = v.as_array().ok_or_else(|| {
            IncidentError::new(
                "moves",
                format!("expected a list of SAN moves, found {}", kind(v)),
            )
        })?;
        if found.is_some() && !list.is_empty() {
            return Err(IncidentError::new(
                "moves",
                "with illegal_position the board is the fen as found: give no moves",
            ));
        }
        for (i, m) in list.iter().enumerate() {
            let path = format!("moves[{i}]");
            let text = string(m, &path)?;
            game.play_san(text)
                .map_err(|e| IncidentError::new(&path, e.to_string()))?;
        }
    }
    let clocks = field("clocks")
        .map(|v| both_sides(v, "clocks", duration))
        .transpose()?;
    // A side left out has made no illegal move.
    let illegal_moves = field("illegal_moves")
        .map(|v| some_sides(v, "illegal_moves", count))
        .transpose()?
        .map_or_else(ByColor::default, |s| s.map(Option::unwrap_or_default));

    let events_value =
        field("events").ok_or_else(|| IncidentError::new("events", "missing (required)"))?;
    let list = events_value.as_array().ok_or_else(|| {
        IncidentError::new(
            "events",
            format!("expected a list of events, found {}", kind(events_value)),
        )
    })?;
    let events = list
        .iter()
        .enumerate()
        .map(|(i, e)| event(e, &format!("events[{i}]")))
        .collect::<Result<Vec<_>>>()?;

    let visually_disabled = field("visually_disabled")
        .map(|v| side(v, "visually_disabled"))
        .transpose()?;
    // A piece left in its securing hole is a thing of the special board only.
    if visually_disabled.is_none()
        && let Some(i) = events.iter().position(|e| matches!(e, Event::Feel { .. }))
    {
        return Err(IncidentError::new(
            format!("events[{i}].taken_out"),
            "only a visually disabled player's special board has securing holes: give visually_disabled",
        ));
    }
    // Announcing moves and comparing two boards belong to play with a visually disabled player.
    if visually_disabled.is_none()
        && let Some((i, e)) = events
            .iter()
            .enumerate()
            .find(|(_, e)| matches!(e, Event::Announce { .. } | Event::BoardsDiffer { .. }))
    {
        let kind = if matches!(e, Event::Announce { .. }) {
            "announce"
        } else {
            "boards_differ"
        };
        return Err(IncidentError::new(
            format!("events[{i}].{kind}"),
            "moves are announced and two boards compared only in play with a visually disabled player: give visually_disabled",
        ));
    }

    Ok(Incident {
        edition,
        time_control,
        time_class,
        supervision,
        quickplay_finish,
        arbiter_present,
        default_time,
        round_start,
        game,
        clocks,
        illegal_moves,
        events,
        visually_disabled,
        found,
        draw_agreement,
    })
}

/// `illegal_position` and `last_identifiable_fen`: a board found in a position that is not a
/// legal one. Without the flag an illegal `fen` stays bad input.
fn found_board<'a>(
    field: &impl Fn(&str) -> Option<&'a Value>,
) -> Result<Option<super::FoundBoard>> {
    use crate::game::illegal_board::{Holds, classify, read_board};
    let flagged = field("illegal_position")
        .map(|v| boolean(v, "illegal_position"))
        .transpose()?
        .unwrap_or(false);
    let last = field("last_identifiable_fen");
    if !flagged {
        return match last {
            Some(_) => Err(IncidentError::new(
                "last_identifiable_fen",
                "only with \"illegal_position\": true",
            )),
            None => Ok(None),
        };
    }
    let fen = field("fen").ok_or_else(|| {
        IncidentError::new("fen", "required with illegal_position (the board as found)")
    })?;
    let setup = read_board(string(fen, "fen")?).map_err(|e| IncidentError::new("fen", e))?;
    let board = match classify(setup) {
        Holds::Illegal(b) => b,
        Holds::Legal(_) => {
            return Err(IncidentError::new(
                "illegal_position",
                "the fen is a legal position: leave illegal_position out",
            ));
        }
        Holds::Neither(why) => {
            return Err(IncidentError::new(
                "fen",
                format!(
                    "not a board the arbiter can find (only both kings in check or a pawn on the last rank are): {why}"
                ),
            ));
        }
    };
    let last_identifiable = last
        .map(|v| {
            Game::from_fen(string(v, "last_identifiable_fen")?)
                .map_err(|e| IncidentError::new("last_identifiable_fen", e.to_string()))
        })
        .transpose()?;
    Ok(Some(super::FoundBoard {
        board,
        last_identifiable,
    }))
}

const EVENT_KINDS: &[&str] = &[
    "touch",
    "adjust",
    "release",
    "play",
    "press_clock",
    "place",
    "claim",
    "offer_draw",
    "accept_draw",
    "decline_draw",
    "flag_fall",
    "irregularity",
    "arrive",
    "wait",
    "seal",
    "resume",
    "resign",
    "adjourn",
    "sign_result",
    "refuse",
    "write_in_advance",
    "stop_clock",
    "not_recording",
    "request_scoresheet",
    "unable_to_record",
    "announce",
    "boards_differ",
];

/// Modifiers each kind of event accepts beside its kind key.
fn modifiers(kind: &str) -> &'static [&'static str] {
    match kind {
        "touch" => &["by", "taken_out"],
        "adjust" | "release" | "seal" => &["by"],
        "play" => &["by", "hands", "hand"],
        "press_clock" => &["hand"],
        "place" => &["by"],
        "flag_fall" => &["arbiter_decision", "scoresheets"],
        "not_recording" => &["missing"],
        "unable_to_record" => &["disability"],
        "claim" => &["by", "written_move", "grounds", "arbiter_decision"],
        "irregularity" => &["by", "sound", "switched_on", "used"],
        "stop_clock" => &["valid_reason"],
        "sign_result" => &["arbiter_decision"],
        _ => &[],
    }
}

fn event(v: &Value, field: &str) -> Result<Event> {
    let map = object(v, field)?;
    let kinds: Vec<&str> = map
        .keys()
        .map(String::as_str)
        .filter(|k| EVENT_KINDS.contains(k))
        .collect();
    let kind = match kinds.as_slice() {
        [k] => *k,
        [] => {
            return Err(IncidentError::new(
                field,
                format!(
                    "no event kind (expected one of: {})",
                    EVENT_KINDS.join(", ")
                ),
            ));
        }
        several => {
            return Err(IncidentError::new(
                field,
                format!("several event kinds in one event: {}", several.join(", ")),
            ));
        }
    };
    let mut allowed = vec![kind];
    allowed.extend_from_slice(modifiers(kind));
    no_unknown(map, &allowed, field)?;
    let path = format!("{field}.{kind}");
    let value = &map[kind];
    let by = |f: &str| -> Result<Option<Color>> {
        map.get("by")
            .map(|v| side(v, &format!("{f}.by")))
            .transpose()
    };

    let event = match kind {
        "announce" => Event::Announce {
            san: string(value, &path)?.to_owned(),
        },
        "boards_differ" => {
            let sheets = object(value, &path)?;
            no_unknown(sheets, &["white", "black"], &path)?;
            let sheet = |side: &str| -> Result<String> {
                let f = format!("{path}.{side}");
                let v = sheets.get(side).ok_or_else(|| {
                    IncidentError::new(
                        &f,
                        "missing (required): the last move as this player's scoresheet records it",
                    )
                })?;
                Ok(string(v, &f)?.to_owned())
            };
            Event::BoardsDiffer {
                white: sheet("white")?,
                black: sheet("black")?,
            }
        }
        "touch" => match map.get("taken_out") {
            Some(v) if !boolean(v, &format!("{field}.taken_out"))? => Event::Feel {
                square: square(value, &path)?,
                by: by(field)?,
            },
            _ => Event::Touch {
                square: square(value, &path)?,
                by: by(field)?,
            },
        },
        "adjust" => Event::Adjust {
            square: square(value, &path)?,
            by: by(field)?,
        },
        "release" => Event::Release {
            square: square(value, &path)?,
            by: by(field)?,
        },
        "play" => {
            let (from, to, promotion) = board_move(value, &path)?;
            let two_hands = match map.get("hands") {
                None => false,
                Some(h) => match h.as_u64() {
                    Some(1) => false,
                    Some(2) => true,
                    _ => {
                        return Err(IncidentError::new(
                            format!("{field}.hands"),
                            "expected 1 or 2",
                        ));
                    }
                },
            };
            Event::Play {
                from,
                to,
                promotion,
                two_hands,
                by: by(field)?,
            }
        }
        "press_clock" => Event::PressClock(side(value, &path)?),
        "place" => {
            let m = object(value, &path)?;
            no_unknown(m, &["square", "piece"], &path)?;
            let sq = m
                .get("square")
                .ok_or_else(|| IncidentError::new(format!("{path}.square"), "missing"))?;
            let pc = m
                .get("piece")
                .ok_or_else(|| IncidentError::new(format!("{path}.piece"), "missing"))?;
            let piece_path = format!("{path}.piece");
            let letter = string(pc, &piece_path)?;
            let piece = match letter.chars().collect::<Vec<_>>().as_slice() {
                [c] => Piece::from_char(*c),
                _ => None,
            }
            .filter(|p| p.role != Role::Pawn && p.role != Role::King)
            .ok_or_else(|| {
                IncidentError::new(
                    &piece_path,
                    format!(
                        "{letter:?} is not a promotion piece (Q, R, B, N; lower case for Black)"
                    ),
                )
            })?;
            // `by` names who puts the piece; the piece's colour says it already, so the two must
            // agree (a player places only a piece of his own colour).
            if let Some(who) = by(field)?
                && who != piece.color
            {
                return Err(IncidentError::new(
                    format!("{field}.by"),
                    "the new piece is of the other player's colour",
                ));
            }
            Event::Place {
                square: square(sq, &format!("{path}.square"))?,
                piece,
            }
        }
        "claim" => Event::Claim(claim(map, value, field, &path)?),
        "offer_draw" => Event::OfferDraw(side(value, &path)?),
        "accept_draw" => Event::AcceptDraw(side(value, &path)?),
        "decline_draw" => Event::DeclineDraw(side(value, &path)?),
        "flag_fall" => judged_flag(
            map,
            field,
            match string(value, &path)? {
                "both" => FallenFlag::Both,
                _ => FallenFlag::Side(side(value, &path).map_err(|e| {
                    IncidentError::new(e.field, "expected \"white\", \"black\" or \"both\"")
                })?),
            },
        )?,
        "irregularity" if map.contains_key("used") || clock_irregularity(value) => {
            clock_irregularity_event(map, value, field, &path)?
        }
        "irregularity" => {
            let name = string(value, &path)?;
            let sound = map
                .get("sound")
                .map(|v| boolean(v, &format!("{field}.sound")))
                .transpose()?;
            let switched_on = map
                .get("switched_on")
                .map(|v| boolean(v, &format!("{field}.switched_on")))
                .transpose()?;
            let kind = match name {
                "initial_position_wrong" => IrregularityKind::InitialPositionWrong,
                "board_orientation_wrong" => IrregularityKind::BoardOrientationWrong,
                "colours_reversed" => IrregularityKind::ColoursReversed,
                "pieces_displaced" => IrregularityKind::PiecesDisplaced,
                "pieces_knocked_over" => IrregularityKind::PiecesKnockedOver,
                "device" => IrregularityKind::Device {
                    sound: sound.unwrap_or(false),
                    switched_on,
                },
                other => {
                    return Err(IncidentError::new(
                        &path,
                        format!(
                            "{other:?} is not an irregularity (expected initial_position_wrong, \
                             board_orientation_wrong, colours_reversed, pieces_displaced, pieces_knocked_over, device, \
                             clock_setting_wrong or clock_defect)"
                        ),
                    ));
                }
            };
            if sound.is_some() && !matches!(kind, IrregularityKind::Device { .. }) {
                return Err(IncidentError::new(
                    format!("{field}.sound"),
                    "only a device can make a sound",
                ));
            }
            if switched_on.is_some() && !matches!(kind, IrregularityKind::Device { .. }) {
                return Err(IncidentError::new(
                    format!("{field}.switched_on"),
                    "only a device is switched on or off",
                ));
            }
            let by = by(field)?;
            if matches!(kind, IrregularityKind::Device { .. }) && by.is_none() {
                return Err(IncidentError::new(
                    format!("{field}.by"),
                    "a device is found on a player: say which (\"white\" or \"black\")",
                ));
            }
            if kind == IrregularityKind::PiecesKnockedOver && by.is_none() {
                return Err(IncidentError::new(
                    format!("{field}.by"),
                    "say which player knocked the pieces over (\"white\" or \"black\")",
                ));
            }
            Event::Irregularity { kind, by }
        }
        "arrive" => {
            let late = some_sides(value, &path, duration)?;
            if late.white.is_none() && late.black.is_none() {
                return Err(IncidentError::new(&path, "name at least one player"));
            }
            Event::Arrive(late)
        }
        "wait" => Event::Wait(duration(value, &path)?),
        "seal" => Event::Seal {
            written: string(value, &path)?.to_owned(),
            by: by(field)?,
        },
        "resume" => {
            let m = object(value, &path)?;
            no_unknown(m, &["late", "envelope_lost", "position_lost"], &path)?;
            let late = m
                .get("late")
                .map(|v| some_sides(v, &format!("{path}.late"), duration))
                .transpose()?
                .unwrap_or_default();
            let envelope_lost = m
                .get("envelope_lost")
                .map(|v| boolean(v, &format!("{path}.envelope_lost")))
                .transpose()?
                .unwrap_or(false);
            let position_lost = m
                .get("position_lost")
                .map(|v| boolean(v, &format!("{path}.position_lost")))
                .transpose()?
                .unwrap_or(false);
            if position_lost && !envelope_lost {
                return Err(IncidentError::new(
                    format!("{path}.position_lost"),
                    "the position is lost only with the envelope: give \"envelope_lost\": true",
                ));
            }
            if position_lost {
                Event::PositionLost
            } else {
                Event::Resume {
                    late,
                    envelope_lost,
                }
            }
        }
        "resign" => Event::Resign(side(value, &path)?),
        "adjourn" => {
            no_unknown(object(value, &path)?, &[], &path)?;
            Event::Adjourn
        }
        "sign_result" => Event::SignResult {
            result: match string(value, &path)? {
                "1-0" => SignedResult::WhiteWins,
                "0-1" => SignedResult::BlackWins,
                "1/2-1/2" => SignedResult::Draw,
                other => {
                    return Err(IncidentError::new(
                        &path,
                        format!(
                            "{other:?} is not a result (expected \"1-0\", \"0-1\" or \"1/2-1/2\")"
                        ),
                    ));
                }
            },
            set_aside: match map.get("arbiter_decision") {
                None => false,
                Some(v) => {
                    let p = format!("{field}.arbiter_decision");
                    match string(v, &p)? {
                        "accept" => false,
                        "reject" => true,
                        other => {
                            return Err(IncidentError::new(
                                p,
                                format!(
                                    "{other:?} is not a decision on a signed result (expected accept or reject)"
                                ),
                            ));
                        }
                    }
                }
            },
        },
        "refuse" => Event::Refuse(match string(value, &path)? {
            "both" => Refusing::Both,
            _ => Refusing::Side(side(value, &path).map_err(|e| {
                IncidentError::new(e.field, "expected \"white\", \"black\" or \"both\"")
            })?),
        }),
        "write_in_advance" => Event::WriteInAdvance(side(value, &path)?),
        "stop_clock" => Event::StopClock {
            side: side(value, &path)?,
            valid_reason: map
                .get("valid_reason")
                .map(|v| boolean(v, &format!("{field}.valid_reason")))
                .transpose()?,
        },
        "not_recording" => Event::NotRecording {
            side: side(value, &path)?,
            missing: map
                .get("missing")
                .map(|v| {
                    let p = format!("{field}.missing");
                    match count(v, &p)? {
                        0 => Err(IncidentError::new(
                            p,
                            "the number of moves missing from the scoresheet is at least 1",
                        )),
                        n => Ok(n),
                    }
                })
                .transpose()?,
        },
        "request_scoresheet" => Event::RequestScoresheet(side(value, &path)?),
        "unable_to_record" => Event::UnableToRecord {
            side: side(value, &path)?,
            disability: map
                .get("disability")
                .map(|v| boolean(v, &format!("{field}.disability")))
                .transpose()?
                .unwrap_or(false),
        },
        // Only the kinds above are in EVENT_KINDS; a kind added there and not here is refused.
        other => {
            return Err(IncidentError::new(
                field,
                format!("{other:?} is not an event kind this engine reads"),
            ));
        }
    };
    handed(map, field, event)
}

/// Whether an irregularity names the clock (`clock_setting_wrong`, `clock_defect`).
fn clock_irregularity(value: &Value) -> bool {
    matches!(value.as_str(), Some("clock_setting_wrong" | "clock_defect"))
}

/// `{"irregularity": "clock_setting_wrong", "used": TIME_CONTROL}` (the setting the clock ran
/// under) or `{"irregularity": "clock_defect"}`.
fn clock_irregularity_event(
    map: &Map<String, Value>,
    value: &Value,
    field: &str,
    path: &str,
) -> Result<Event> {
    let used = map.get("used");
    if !clock_irregularity(value) {
        return Err(IncidentError::new(
            format!("{field}.used"),
            "only a clock_setting_wrong irregularity says which setting was used",
        ));
    }
    for key in ["by", "sound"] {
        if map.contains_key(key) {
            return Err(IncidentError::new(
                format!("{field}.{key}"),
                "a clock irregularity has no such field",
            ));
        }
    }
    match (string(value, path)?, used) {
        ("clock_setting_wrong", Some(v)) => Ok(Event::ClockSettingWrong {
            used: parsed::<TimeControl>(v, &format!("{field}.used"))?,
        }),
        ("clock_setting_wrong", None) => Err(IncidentError::new(
            format!("{field}.used"),
            "missing: the time control the clock was actually set to",
        )),
        ("clock_defect", None) => Ok(Event::ClockDefect),
        _ => Err(IncidentError::new(
            format!("{field}.used"),
            "only a clock_setting_wrong irregularity says which setting was used",
        )),
    }
}

/// A `play` or `press_clock` with `"hand"`: the event, wrapped with the hand it was made with.
/// A move made with two hands has no single hand.
fn handed(map: &Map<String, Value>, field: &str, event: Event) -> Result<Event> {
    let Some(v) = map.get("hand") else {
        return Ok(event);
    };
    let path = format!("{field}.hand");
    let hand = match string(v, &path)? {
        "left" => Hand::Left,
        "right" => Hand::Right,
        other => {
            return Err(IncidentError::new(
                path,
                format!("{other:?} is not a hand (expected \"left\" or \"right\")"),
            ));
        }
    };
    if matches!(
        event,
        Event::Play {
            two_hands: true,
            ..
        }
    ) {
        return Err(IncidentError::new(
            path,
            "a move made with two hands (\"hands\": 2) has no single hand",
        ));
    }
    Ok(Event::Handed {
        hand,
        event: Box::new(event),
    })
}

/// `flag_fall` with `arbiter_decision`: the arbiter decides the postponed quickplay-finish
/// claim of the player whose flag fell — `accept` (the claim is upheld) or `reject`.
fn judged_flag(map: &Map<String, Value>, field: &str, flag: FallenFlag) -> Result<Event> {
    if let Some(v) = map.get("scoresheets") {
        return scoresheets_at_flag(map, field, flag, v);
    }
    let Some(v) = map.get("arbiter_decision") else {
        return Ok(Event::FlagFall(flag));
    };
    let path = format!("{field}.arbiter_decision");
    let upheld = match string(v, &path)? {
        "accept" => true,
        "reject" => false,
        other => {
            return Err(IncidentError::new(
                path,
                format!(
                    "{other:?} is not a decision at a flag fall (expected accept or reject: the postponed claim is decided now)"
                ),
            ));
        }
    };
    match flag {
        FallenFlag::Side(side) => Ok(Event::FlagFallJudged { side, upheld }),
        FallenFlag::Both => Err(IncidentError::new(
            path,
            "a postponed claim is decided at the fall of one flag, not of both",
        )),
    }
}

/// `{"flag_fall": "white", "scoresheets": …}`: how the move count was established (8.5, 8.6).
fn scoresheets_at_flag(
    map: &Map<String, Value>,
    field: &str,
    flag: FallenFlag,
    v: &Value,
) -> Result<Event> {
    let path = format!("{field}.scoresheets");
    if map.contains_key("arbiter_decision") {
        return Err(IncidentError::new(
            path,
            "a postponed claim's decision and the scoresheets are not given at the same flag fall",
        ));
    }
    let scoresheets = match string(v, &path)? {
        "arbiter" => ScoresheetsAtFlag::Arbiter,
        "white" => ScoresheetsAtFlag::KeptBy(Color::White),
        "black" => ScoresheetsAtFlag::KeptBy(Color::Black),
        "reconstructed" => ScoresheetsAtFlag::Reconstructed,
        "not_established" => ScoresheetsAtFlag::NotEstablished,
        other => {
            return Err(IncidentError::new(
                path,
                format!(
                    "{other:?} is not how the move count was established (expected \"arbiter\", \"white\", \"black\", \"reconstructed\" or \"not_established\")"
                ),
            ));
        }
    };
    match flag {
        FallenFlag::Side(side) => Ok(Event::FlagFallScoresheets { side, scoresheets }),
        FallenFlag::Both => Err(IncidentError::new(
            path,
            "the scoresheets are given at the fall of one flag, not of both",
        )),
    }
}

/// A move on the board in UCI from–to form; `e7e8` leaves a pawn unpromoted.
fn board_move(v: &Value, field: &str) -> Result<(Square, Square, Option<Role>)> {
    let s = string(v, field)?;
    let bad = || {
        IncidentError::new(
            field,
            format!(
                "{s:?} is not a board move (expected UCI from–to such as \"g1f3\" or \"e7e8q\")"
            ),
        )
    };
    if !(s.len() == 4 || s.len() == 5) || !s.is_ascii() {
        return Err(bad());
    }
    let from = Square::from_ascii(&s.as_bytes()[0..2]).map_err(|_| bad())?;
    let to = Square::from_ascii(&s.as_bytes()[2..4]).map_err(|_| bad())?;
    let promotion = match s.as_bytes().get(4) {
        None => None,
        Some(&c) => Some(
            Role::from_char(c as char)
                .filter(|r| !matches!(r, Role::Pawn | Role::King))
                .ok_or_else(bad)?,
        ),
    };
    if from == to {
        return Err(bad());
    }
    Ok((from, to, promotion))
}

fn claim(map: &Map<String, Value>, value: &Value, field: &str, path: &str) -> Result<Claim> {
    let name = string(value, path)?;
    let kind = ClaimKind::ALL
        .into_iter()
        .find(|k| k.code() == name)
        .ok_or_else(|| {
            let all: Vec<&str> = ClaimKind::ALL.iter().map(|k| k.code()).collect();
            IncidentError::new(
                path,
                format!(
                    "{name:?} is not a claim (expected one of: {})",
                    all.join(", ")
                ),
            )
        })?;
    let by = match map.get("by") {
        None => None,
        Some(v) if v.as_str() == Some("arbiter") => {
            if !kind.is_about_opponent_act() {
                return Err(IncidentError::new(
                    format!("{field}.by"),
                    format!("the arbiter cannot make a {name} claim (only a player can)"),
                ));
            }
            Some(Claimant::Arbiter)
        }
        Some(v) => Some(Claimant::Player(side(v, &format!("{field}.by")).map_err(
            |e| IncidentError::new(e.field, "expected \"white\", \"black\" or \"arbiter\""),
        )?)),
    };
    let written_move = map
        .get("written_move")
        .map(|v| string(v, &format!("{field}.written_move")).map(str::to_owned))
        .transpose()?;
    if written_move.is_some() && !matches!(kind, ClaimKind::Threefold | ClaimKind::FiftyMoves) {
        return Err(IncidentError::new(
            format!("{field}.written_move"),
            "only a threefold or fifty-move claim comes with a written move",
        ));
    }
    let grounds = map
        .get("grounds")
        .map(|v| {
            let p = format!("{field}.grounds");
            match string(v, &p)? {
                "cannot_win" => Ok(QuickplayGrounds::CannotWin),
                "no_effort" => Ok(QuickplayGrounds::NoEffort),
                other => Err(IncidentError::new(
                    p,
                    format!("{other:?} is not a ground (expected cannot_win or no_effort)"),
                )),
            }
        })
        .transpose()?;
    if grounds.is_some() && kind != ClaimKind::QuickplayFinish {
        return Err(IncidentError::new(
            format!("{field}.grounds"),
            "only a quickplay_finish claim has grounds",
        ));
    }
    let arbiter_decision = map
        .get("arbiter_decision")
        .map(|v| {
            let p = format!("{field}.arbiter_decision");
            match string(v, &p)? {
                "accept" => Ok(ArbiterDecision::Accept),
                "postpone" => Ok(ArbiterDecision::Postpone),
                "reject" => Ok(ArbiterDecision::Reject),
                other => Err(IncidentError::new(
                    p,
                    format!("{other:?} is not a decision (expected accept, postpone or reject)"),
                )),
            }
        })
        .transpose()?;
    Ok(Claim {
        kind,
        by,
        written_move,
        grounds,
        arbiter_decision,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn err(v: Value) -> IncidentError {
        incident(&v, None).expect_err("should be rejected")
    }

    #[test]
    fn reads_the_contract_example() {
        let v = json!({
          "edition": "2023", "time_control": "5400+30", "time_class": "standard",
          "supervision": "adequate", "quickplay_finish": false, "arbiter_present": true,
          "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "moves": ["e4", "e5", "Nf3"],
          "clocks": {"white": "1:10:00", "black": "0:58:30"},
          "illegal_moves": {"white": 0, "black": 0},
          "events": [{"touch": "b8"}, {"touch": "g8"}]
        });
        let inc = incident(&v, None).unwrap();
        assert_eq!(inc.edition, Edition::E2023);
        assert_eq!(inc.game.plies(), 3);
        assert_eq!(inc.clocks.unwrap().black, Millis::from_secs(58 * 60 + 30));
        assert_eq!(
            inc.events[1],
            Event::Touch {
                square: Square::G8,
                by: None
            }
        );
    }

    #[test]
    fn defaults_apply() {
        let inc = incident(&json!({"edition": "2005", "events": []}), None).unwrap();
        assert_eq!(inc.time_class, TimeClass::Standard);
        assert!(inc.arbiter_present && !inc.quickplay_finish);
        assert_eq!(inc.clocks, None);
        assert_eq!(inc.illegal_moves, ByColor { white: 0, black: 0 });
    }

    #[test]
    fn errors_name_the_field() {
        let cases: &[(Value, &str)] = &[
            (json!({"events": []}), "edition"),
            (json!({"edition": "1999", "events": []}), "edition"),
            (json!({"edition": "2023"}), "events"),
            (
                json!({"edition": "2023", "events": [], "colour": "x"}),
                "colour",
            ),
            (
                json!({"edition": "2023", "events": [], "fen": "8/8/8/8/8/8/8/8 w - - 0 1"}),
                "fen",
            ),
            (
                json!({"edition": "2023", "events": [], "moves": ["e4", "e4"]}),
                "moves[1]",
            ),
            (
                json!({"edition": "2023", "events": [], "clocks": {"white": "1:00"}}),
                "clocks.black",
            ),
            (
                json!({"edition": "2023", "events": [], "clocks": {"white": "1:00", "black": "x"}}),
                "clocks.black",
            ),
            (
                json!({"edition": "2023", "events": [{"touch": "z9"}]}),
                "events[0].touch",
            ),
            (
                json!({"edition": "2023", "events": [{"jump": "e4"}]}),
                "events[0]",
            ),
            (
                json!({"edition": "2023", "events": [{"touch": "e2", "play": "e2e4"}]}),
                "events[0]",
            ),
            (
                json!({"edition": "2023", "events": [{"touch": "e2", "hands": 2}]}),
                "events[0].hands",
            ),
            (
                json!({"edition": "2023", "events": [{"claim": "threefold", "by": "arbiter"}]}),
                "events[0].by",
            ),
            (
                json!({"edition": "2023", "events": [{"claim": "nonsense"}]}),
                "events[0].claim",
            ),
            (
                json!({"edition": "2023", "events": [{"play": "e2e4k"}]}),
                "events[0].play",
            ),
            (
                json!({"edition": "2023", "events": [{"wait": "1:75"}]}),
                "events[0].wait",
            ),
            (
                json!({"edition": "2023", "events": [{"irregularity": "device"}]}),
                "events[0].by",
            ),
            (
                json!({"edition": "2023", "time_control": "40/", "events": []}),
                "time_control",
            ),
        ];
        for (v, field) in cases {
            assert_eq!(err(v.clone()).field, *field, "input {v}");
        }
    }

    /// The additions of issue 10 (docs/arbitro-cli.md, "Every exam situation expressible").
    #[test]
    fn reads_the_issue_10_additions() {
        let v = json!({"edition": "2023", "round_start": "0:10:00", "events": [
            {"play": "e2e4", "hand": "left"}, {"press_clock": "white", "hand": "right"},
            {"place": {"square": "e8", "piece": "Q"}, "by": "white"},
            {"flag_fall": "white", "arbiter_decision": "reject"}, {"adjourn": {}},
            {"resume": {"envelope_lost": true, "position_lost": true}},
            {"irregularity": "clock_setting_wrong", "used": "5400"},
            {"irregularity": "clock_defect"}, {"sign_result": "1/2-1/2"}, {"refuse": "both"},
            {"write_in_advance": "black"}, {"stop_clock": "white", "valid_reason": true}
        ]});
        let inc = incident(&v, None).unwrap();
        assert_eq!(inc.round_start, Millis::from_mins(10));
        assert_eq!(
            inc.events[1],
            Event::Handed {
                hand: Hand::Right,
                event: Box::new(Event::PressClock(Color::White))
            }
        );
        assert_eq!(
            inc.events[3],
            Event::FlagFallJudged {
                side: Color::White,
                upheld: false
            }
        );
        assert_eq!(inc.events[4], Event::Adjourn);
        assert_eq!(inc.events[5], Event::PositionLost);
        assert!(matches!(inc.events[6], Event::ClockSettingWrong { .. }));
        assert_eq!(inc.events[7], Event::ClockDefect);
        assert_eq!(
            inc.events[8],
            Event::SignResult {
                result: SignedResult::Draw,
                set_aside: false
            }
        );
        assert_eq!(inc.events[9], Event::Refuse(Refusing::Both));
        assert_eq!(inc.events[10], Event::WriteInAdvance(Color::Black));
        assert_eq!(
            inc.events[11],
            Event::StopClock {
                side: Color::White,
                valid_reason: Some(true)
            }
        );
        let bad: &[(Value, &str)] = &[
            (json!([{"play": "e2e4", "hand": "both"}]), "events[0].hand"),
            (
                json!([{"play": "e2e4", "hands": 2, "hand": "left"}]),
                "events[0].hand",
            ),
            (json!([{"touch": "e2", "hand": "left"}]), "events[0].hand"),
            (
                json!([{"place": {"square": "e8", "piece": "q"}, "by": "white"}]),
                "events[0].by",
            ),
            (
                json!([{"flag_fall": "both", "arbiter_decision": "accept"}]),
                "events[0].arbiter_decision",
            ),
            (
                json!([{"flag_fall": "white", "arbiter_decision": "postpone"}]),
                "events[0].arbiter_decision",
            ),
            (
                json!([{"resume": {"position_lost": true}}]),
                "events[0].resume.position_lost",
            ),
            (
                json!([{"adjourn": {"by": "white"}}]),
                "events[0].adjourn.by",
            ),
            (
                json!([{"irregularity": "clock_setting_wrong"}]),
                "events[0].used",
            ),
            (
                json!([{"irregularity": "device", "by": "white", "used": "5400"}]),
                "events[0].used",
            ),
            (json!([{"sign_result": "1-1"}]), "events[0].sign_result"),
            (json!([{"refuse": "nobody"}]), "events[0].refuse"),
            (
                json!([{"stop_clock": "white", "valid_reason": "yes"}]),
                "events[0].valid_reason",
            ),
        ];
        for (events, field) in bad {
            let v = json!({"edition": "2023", "events": events});
            assert_eq!(err(v.clone()).field, *field, "input {v}");
        }
        assert_eq!(
            err(json!({"edition": "2023", "round_start": "x", "events": []})).field,
            "round_start"
        );
    }

    #[test]
    fn reads_every_event_kind() {
        let v = json!({"edition": "2023", "events": [
            {"touch": "g1"}, {"adjust": "g1", "by": "black"}, {"release": "f3"},
            {"play": "e7e8", "hands": 2}, {"press_clock": "white"},
            {"place": {"square": "e8", "piece": "r"}},
            {"claim": "threefold", "written_move": "Nf3"},
            {"claim": "quickplay_finish", "grounds": "no_effort", "arbiter_decision": "postpone"},
            {"claim": "illegal_move", "by": "arbiter"},
            {"offer_draw": "white"}, {"accept_draw": "black"}, {"decline_draw": "black"},
            {"flag_fall": "both"}, {"irregularity": "device", "by": "white", "sound": true},
            {"arrive": {"black": "0:20:00"}}, {"wait": "0:45"}, {"seal": "Nd2"},
            {"resume": {"late": {"white": "1:10:00"}, "envelope_lost": true}}, {"resume": {}},
            {"resign": "white"}
        ]});
        let inc = incident(&v, None).unwrap();
        assert_eq!(inc.events.len(), 20);
        assert_eq!(
            inc.events[3],
            Event::Play {
                from: Square::E7,
                to: Square::E8,
                promotion: None,
                two_hands: true,
                by: None
            }
        );
        assert_eq!(
            inc.events[5],
            Event::Place {
                square: Square::E8,
                piece: Piece {
                    color: Color::Black,
                    role: Role::Rook
                }
            }
        );
        assert_eq!(inc.events[12], Event::FlagFall(FallenFlag::Both));
        assert_eq!(
            inc.events[17],
            Event::Resume {
                late: ByColor {
                    white: Some(Millis::from_mins(70)),
                    black: None
                },
                envelope_lost: true
            }
        );
    }
}
