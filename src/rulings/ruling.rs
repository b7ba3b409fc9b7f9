//! [`Ruling`]: what the arbiter rules, as data that cites its source.
use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::ByColor;

use super::Decision;
use crate::clock::Millis;
use crate::i18n::Bilingual;
use crate::laws::TimeClass;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// Both players lose (a double forfeit: both arrived after the default time, 6.7.1 with
    /// 10.1; both late at a resumption): `"0-0"`, an addition to the contract's results.
    BothLose,
}

impl GameResult {
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::BothLose => "0-0",
        }
    }

    /// The win for a side.
    pub const fn win_for(side: shakmaty::Color) -> GameResult {
        match side {
            shakmaty::Color::White => GameResult::WhiteWins,
            shakmaty::Color::Black => GameResult::BlackWins,
        }
    }

    pub fn from_str_opt(s: &str) -> Option<GameResult> {
        [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::BothLose,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The verdict on a claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimVerdict {
    Correct,
    Incorrect,
    /// No right to claim now (the right was lost, two minutes or more left…).
    NotAllowed,
    /// Quickplay finish: the decision waits until a flag falls.
    Postponed,
}

impl ClaimVerdict {
    pub const fn as_str(self) -> &'static str {
        match self {
            ClaimVerdict::Correct => "correct",
            ClaimVerdict::Incorrect => "incorrect",
            ClaimVerdict::NotAllowed => "not_allowed",
            ClaimVerdict::Postponed => "postponed",
        }
    }

    pub fn from_str_opt(s: &str) -> Option<ClaimVerdict> {
        [
            ClaimVerdict::Correct,
            ClaimVerdict::Incorrect,
            ClaimVerdict::NotAllowed,
            ClaimVerdict::Postponed,
        ]
        .into_iter()
        .find(|v| v.as_str() == s)
    }
}

/// An article of the Laws, in the numbering of the edition applied (`"4.3.1"`, `"7.4b"`,
/// `"A.4.2"`, `"III.5"`).
pub type Citation = &'static str;

/// What the arbiter must rule (the contract's `Ruling`, field for field and in its order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    pub decision: Decision,
    /// `None` while play goes on (or the result is pending).
    pub result: Option<GameResult>,
    /// FEN of the position from which play continues, or the final position.
    pub position: String,
    /// The legal moves that satisfy an obligation (SAN without check marks, sorted), or `None`
    /// when any legal move may be played.
    pub allowed_moves: Option<Vec<String>>,
    #[serde(with = "crate::wire::sides_opt")]
    pub clocks: Option<ByColor<Millis>>,
    #[serde(with = "crate::wire::sides")]
    pub illegal_moves: ByColor<u32>,
    pub claim: Option<ClaimVerdict>,
    /// In the order applied.
    pub articles: Vec<String>,
    pub explanation: Bilingual,
    /// The time class the ruling applied (an addition to the contract's fields).
    pub time_class: TimeClass,
    /// The clock's move counters (moves each side has completed, as the clock counts them)
    /// after the ruling's adjustments; `None` when the incident gave no clocks (an addition to
    /// the contract's fields).
    #[serde(default, with = "crate::wire::sides_opt")]
    pub clock_moves: Option<ByColor<u32>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_with_the_contract_fields_in_order() {
        let r = Ruling {
            decision: Decision::TouchMoveObligation,
            result: None,
            position: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            allowed_moves: Some(vec!["Na6".into(), "Nc6".into()]),
            clocks: Some(ByColor {
                white: Millis::from_mins(70),
                black: Millis::from_secs(3510),
            }),
            illegal_moves: ByColor { white: 0, black: 1 },
            claim: None,
            articles: vec!["4.3.1".into()],
            explanation: Bilingual::new("pt", "en"),
            time_class: TimeClass::Standard,
            clock_moves: Some(ByColor {
                white: 40,
                black: 39,
            }),
        };
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<Ruling>(&json).unwrap(), r);
        assert_eq!(
            json,
            r#"{"decision":"touch_move_obligation","result":null,"position":"8/8/8/8/8/8/8/8 w - - 0 1","allowed_moves":["Na6","Nc6"],"clocks":{"white":"1:10:00","black":"0:58:30"},"illegal_moves":{"white":0,"black":1},"claim":null,"articles":["4.3.1"],"explanation":{"pt":"pt","en":"en"},"time_class":"standard","clock_moves":{"white":40,"black":39}}"#
        );
    }
}
