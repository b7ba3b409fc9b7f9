//! An [`Event`] written back as the contract's JSON: the case desk builds events as typed values
//! and sends the incident as the contract's JSON (the engine parses it back; the round trip is
//! tested event kind by event kind).
use serde_json::{Map, Value, json};
use shakmaty::{ByColor, Color};

use crate::clock::Millis;
use crate::incident::{
    ArbiterDecision, Claimant, Event, FallenFlag, Hand, IrregularityKind, QuickplayGrounds,
    Refusing, ScoresheetsAtFlag, SignedResult,
};

fn side(c: Color) -> Value {
    Value::from(c.fold_wb("white", "black"))
}

fn some_sides(late: &ByColor<Option<Millis>>) -> Value {
    let mut m = Map::new();
    for (name, v) in [("white", late.white), ("black", late.black)] {
        if let Some(t) = v {
            m.insert(name.into(), Value::from(t.to_string()));
        }
    }
    Value::Object(m)
}

/// One event as the contract writes it (`{"touch": "g1"}`, `{"play": "e7e8", "hands": 2}`…).
pub fn event_json(e: &Event) -> Value {
    let mut m = Map::new();
    let by = |m: &mut Map<String, Value>, who: &Option<Color>| {
        if let Some(c) = who {
            m.insert("by".into(), side(*c));
        }
    };
    match e {
        Event::Touch { square, by: who } => {
            m.insert("touch".into(), square.to_string().into());
            by(&mut m, who);
        }
        Event::Feel { square, by: who } => {
            m.insert("touch".into(), square.to_string().into());
            m.insert("taken_out".into(), false.into());
            by(&mut m, who);
        }
        Event::Announce { san } => {
            m.insert("announce".into(), san.clone().into());
        }
        Event::BoardsDiffer { white, black } => {
            m.insert(
                "boards_differ".into(),
                serde_json::json!({"white": white, "black": black}),
            );
        }
        Event::Adjust { square, by: who } => {
            m.insert("adjust".into(), square.to_string().into());
            by(&mut m, who);
        }
        Event::Release { square, by: who } => {
            m.insert("release".into(), square.to_string().into());
            by(&mut m, who);
        }
        Event::Play {
            from,
            to,
            promotion,
            two_hands,
            by: who,
        } => {
            let letter = promotion.map(|r| r.char().to_string()).unwrap_or_default();
            m.insert("play".into(), format!("{from}{to}{letter}").into());
            if *two_hands {
                m.insert("hands".into(), 2.into());
            }
            by(&mut m, who);
        }
        Event::PressClock(c) => {
            m.insert("press_clock".into(), side(*c));
        }
        Event::Place { square, piece } => {
            m.insert(
                "place".into(),
                json!({"square": square.to_string(), "piece": piece.char().to_string()}),
            );
        }
        Event::Claim(c) => {
            m.insert("claim".into(), c.kind.code().into());
            match c.by {
                Some(Claimant::Arbiter) => {
                    m.insert("by".into(), "arbiter".into());
                }
                Some(Claimant::Player(p)) => {
                    m.insert("by".into(), side(p));
                }
                None => {}
            }
            if let Some(w) = &c.written_move {
                m.insert("written_move".into(), w.clone().into());
            }
            if let Some(g) = c.grounds {
                let g = match g {
                    QuickplayGrounds::CannotWin => "cannot_win",
                    QuickplayGrounds::NoEffort => "no_effort",
                };
                m.insert("grounds".into(), g.into());
            }
            if let Some(d) = c.arbiter_decision {
                let d = match d {
                    ArbiterDecision::Accept => "accept",
                    ArbiterDecision::Postpone => "postpone",
                    ArbiterDecision::Reject => "reject",
                };
                m.insert("arbiter_decision".into(), d.into());
            }
        }
        Event::OfferDraw(c) => {
            m.insert("offer_draw".into(), side(*c));
        }
        Event::AcceptDraw(c) => {
            m.insert("accept_draw".into(), side(*c));
        }
        Event::DeclineDraw(c) => {
            m.insert("decline_draw".into(), side(*c));
        }
        Event::FlagFall(f) => {
            let v = match f {
                FallenFlag::Side(c) => side(*c),
                FallenFlag::Both => "both".into(),
            };
            m.insert("flag_fall".into(), v);
        }
        Event::Irregularity { kind, by: who } => {
            let name = match kind {
                IrregularityKind::InitialPositionWrong => "initial_position_wrong",
                IrregularityKind::BoardOrientationWrong => "board_orientation_wrong",
                IrregularityKind::ColoursReversed => "colours_reversed",
                IrregularityKind::PiecesDisplaced => "pieces_displaced",
                IrregularityKind::PiecesKnockedOver => "pieces_knocked_over",
                IrregularityKind::Device { .. } => "device",
            };
            m.insert("irregularity".into(), name.into());
            by(&mut m, who);
            if let IrregularityKind::Device { sound, switched_on } = kind {
                if *sound {
                    m.insert("sound".into(), true.into());
                }
                if let Some(on) = switched_on {
                    m.insert("switched_on".into(), (*on).into());
                }
            }
        }
        Event::Arrive(late) => {
            m.insert("arrive".into(), some_sides(late));
        }
        Event::Wait(t) => {
            m.insert("wait".into(), t.to_string().into());
        }
        Event::Seal { written, by: who } => {
            m.insert("seal".into(), written.clone().into());
            by(&mut m, who);
        }
        Event::Resume {
            late,
            envelope_lost,
        } => {
            let mut r = Map::new();
            if late.white.is_some() || late.black.is_some() {
                r.insert("late".into(), some_sides(late));
            }
            if *envelope_lost {
                r.insert("envelope_lost".into(), true.into());
            }
            m.insert("resume".into(), Value::Object(r));
        }
        Event::Resign(c) => {
            m.insert("resign".into(), side(*c));
        }
        Event::Handed { hand, event } => {
            if let Value::Object(inner) = event_json(event) {
                m = inner;
            }
            let hand = match hand {
                Hand::Left => "left",
                Hand::Right => "right",
            };
            m.insert("hand".into(), hand.into());
        }
        Event::FlagFallJudged { side: c, upheld } => {
            m.insert("flag_fall".into(), side(*c));
            let d = if *upheld { "accept" } else { "reject" };
            m.insert("arbiter_decision".into(), d.into());
        }
        Event::Adjourn => {
            m.insert("adjourn".into(), json!({}));
        }
        Event::PositionLost => {
            m.insert(
                "resume".into(),
                json!({"envelope_lost": true, "position_lost": true}),
            );
        }
        Event::ClockSettingWrong { used } => {
            m.insert("irregularity".into(), "clock_setting_wrong".into());
            m.insert("used".into(), used.to_string().into());
        }
        Event::ClockDefect => {
            m.insert("irregularity".into(), "clock_defect".into());
        }
        Event::SignResult { result, set_aside } => {
            let r = match result {
                SignedResult::WhiteWins => "1-0",
                SignedResult::BlackWins => "0-1",
                SignedResult::Draw => "1/2-1/2",
            };
            m.insert("sign_result".into(), r.into());
            if *set_aside {
                m.insert("arbiter_decision".into(), "reject".into());
            }
        }
        Event::Refuse(who) => {
            let v = match who {
                Refusing::Side(c) => side(*c),
                Refusing::Both => "both".into(),
            };
            m.insert("refuse".into(), v);
        }
        Event::WriteInAdvance(c) => {
            m.insert("write_in_advance".into(), side(*c));
        }
        Event::StopClock {
            side: c,
            valid_reason,
        } => {
            m.insert("stop_clock".into(), side(*c));
            if let Some(v) = valid_reason {
                m.insert("valid_reason".into(), (*v).into());
            }
        }
        Event::NotRecording { side: c, missing } => {
            m.insert("not_recording".into(), side(*c));
            if let Some(n) = missing {
                m.insert("missing".into(), (*n).into());
            }
        }
        Event::FlagFallScoresheets {
            side: c,
            scoresheets,
        } => {
            m.insert("flag_fall".into(), side(*c));
            let how = match scoresheets {
                ScoresheetsAtFlag::Arbiter => Value::from("arbiter"),
                ScoresheetsAtFlag::KeptBy(k) => side(*k),
                ScoresheetsAtFlag::Reconstructed => Value::from("reconstructed"),
                ScoresheetsAtFlag::NotEstablished => Value::from("not_established"),
            };
            m.insert("scoresheets".into(), how);
        }
        Event::RequestScoresheet(c) => {
            m.insert("request_scoresheet".into(), side(*c));
        }
        Event::UnableToRecord {
            side: c,
            disability,
        } => {
            m.insert("unable_to_record".into(), side(*c));
            if *disability {
                m.insert("disability".into(), true.into());
            }
        }
    }
    Value::Object(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::incident::{Claim, ClaimKind, Incident};
    use shakmaty::{Piece, Role, Square};

    fn parsed(v: Value) -> Event {
        let inc = Incident::from_value(&json!({"edition": "2023", "events": [v.clone()]}))
            .unwrap_or_else(|e| panic!("{v}: {e}"));
        inc.events[0].clone()
    }

    #[test]
    fn every_event_kind_survives_the_round_trip_through_the_engine_parser() {
        let late = ByColor {
            white: Some(Millis::from_mins(70)),
            black: None,
        };
        let claim = |kind, by, written: Option<&str>| {
            Event::Claim(Claim {
                kind,
                by,
                written_move: written.map(str::to_owned),
                grounds: None,
                arbiter_decision: None,
            })
        };
        let events = vec![
            Event::Touch {
                square: Square::G1,
                by: None,
            },
            Event::Adjust {
                square: Square::E4,
                by: Some(Color::Black),
            },
            Event::Release {
                square: Square::F3,
                by: None,
            },
            Event::Play {
                from: Square::E7,
                to: Square::E8,
                promotion: None,
                two_hands: true,
                by: Some(Color::White),
            },
            Event::Play {
                from: Square::B2,
                to: Square::B1,
                promotion: Some(Role::Knight),
                two_hands: false,
                by: None,
            },
            Event::PressClock(Color::Black),
            Event::Place {
                square: Square::E8,
                piece: Piece {
                    color: Color::Black,
                    role: Role::Rook,
                },
            },
            claim(ClaimKind::IllegalMove, Some(Claimant::Arbiter), None),
            claim(
                ClaimKind::TouchMove,
                Some(Claimant::Player(Color::White)),
                None,
            ),
            claim(ClaimKind::Threefold, None, Some("Nf3")),
            Event::Claim(Claim {
                kind: ClaimKind::QuickplayFinish,
                by: None,
                written_move: None,
                grounds: Some(QuickplayGrounds::NoEffort),
                arbiter_decision: Some(ArbiterDecision::Postpone),
            }),
            Event::OfferDraw(Color::White),
            Event::AcceptDraw(Color::Black),
            Event::DeclineDraw(Color::Black),
            Event::FlagFall(FallenFlag::Both),
            Event::FlagFall(FallenFlag::Side(Color::White)),
            Event::Irregularity {
                kind: IrregularityKind::Device {
                    sound: true,
                    switched_on: Some(true),
                },
                by: Some(Color::Black),
            },
            Event::Irregularity {
                kind: IrregularityKind::PiecesDisplaced,
                by: None,
            },
            Event::Arrive(late),
            Event::Wait(Millis(45_500)),
            Event::Seal {
                written: "Nd2".into(),
                by: None,
            },
            Event::Resume {
                late,
                envelope_lost: true,
            },
            Event::Resume {
                late: ByColor::default(),
                envelope_lost: false,
            },
            Event::Resign(Color::White),
            Event::Handed {
                hand: Hand::Left,
                event: Box::new(Event::Play {
                    from: Square::E2,
                    to: Square::E4,
                    promotion: None,
                    two_hands: false,
                    by: None,
                }),
            },
            Event::Handed {
                hand: Hand::Right,
                event: Box::new(Event::PressClock(Color::White)),
            },
            Event::FlagFallJudged {
                side: Color::Black,
                upheld: true,
            },
            Event::Adjourn,
            Event::PositionLost,
            Event::ClockSettingWrong {
                used: "5400".parse().expect("a time control"),
            },
            Event::ClockDefect,
            Event::SignResult {
                result: SignedResult::Draw,
                set_aside: true,
            },
            Event::Refuse(Refusing::Both),
            Event::Refuse(Refusing::Side(Color::Black)),
            Event::WriteInAdvance(Color::White),
            Event::NotRecording {
                side: Color::Black,
                missing: Some(3),
            },
            Event::NotRecording {
                side: Color::White,
                missing: None,
            },
            Event::FlagFallScoresheets {
                side: Color::White,
                scoresheets: ScoresheetsAtFlag::KeptBy(Color::Black),
            },
            Event::FlagFallScoresheets {
                side: Color::Black,
                scoresheets: ScoresheetsAtFlag::NotEstablished,
            },
            Event::RequestScoresheet(Color::White),
            Event::UnableToRecord {
                side: Color::Black,
                disability: true,
            },
            Event::UnableToRecord {
                side: Color::White,
                disability: false,
            },
            Event::StopClock {
                side: Color::Black,
                valid_reason: Some(false),
            },
            Event::Irregularity {
                kind: IrregularityKind::PiecesKnockedOver,
                by: Some(Color::White),
            },
        ];
        for e in events {
            assert_eq!(parsed(event_json(&e)), e, "{}", event_json(&e));
        }
    }

    #[test]
    fn events_are_written_as_the_contract_spells_them() {
        let e = Event::Play {
            from: Square::D1,
            to: Square::D3,
            promotion: None,
            two_hands: false,
            by: None,
        };
        assert_eq!(event_json(&e), json!({"play": "d1d3"}));
        assert_eq!(
            event_json(&Event::Resume {
                late: ByColor::default(),
                envelope_lost: false
            }),
            json!({"resume": {}})
        );
        assert_eq!(
            event_json(&Event::Wait(Millis(45_000))),
            json!({"wait": "0:00:45"})
        );
    }
}
