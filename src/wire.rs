//! How engine values travel as JSON (the contract's spellings): squares `"e4"`, sides
//! `"white"`, per-side values `{"white": …, "black": …}`, durations `"H:MM:SS"`, codes for
//! decisions, results, verdicts, time classes and editions. Used with `#[serde(with = …)]` on
//! shakmaty's types, and by the `Serialize`/`Deserialize` impls of our own.
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shakmaty::san::San;
use shakmaty::{Board, ByColor, Color, Square};

use crate::clock::Millis;
use crate::i18n::Bilingual;
use crate::laws::TimeClass;
use crate::rulings::{
    AllowedMove, Article, ClaimVerdict, Decision, GameResult, RuledPosition, Ruling,
};

fn color_name(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

fn color_from_name(name: &str) -> Option<Color> {
    name.parse().ok()
}

/// A square as `"e4"`.
pub mod square {
    use super::*;

    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        Square::from_ascii(text.as_bytes())
            .map_err(|_| D::Error::custom(format!("{text:?} is not a square")))
    }
}

/// A list of squares.
pub mod squares {
    use super::*;

    pub fn serialize<S: Serializer>(v: &[Square], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(v.iter().map(|sq| sq.to_string()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Square>, D::Error> {
        Vec::<String>::deserialize(d)?
            .into_iter()
            .map(|t| {
                Square::from_ascii(t.as_bytes())
                    .map_err(|_| D::Error::custom(format!("{t:?} is not a square")))
            })
            .collect()
    }
}

/// An optional (from, to) pair of squares, as `["e2", "e4"]` or `null`.
pub mod square_pair {
    use super::*;

    pub fn serialize<S: Serializer>(v: &Option<(Square, Square)>, s: S) -> Result<S::Ok, S::Error> {
        v.map(|(a, b)| [a.to_string(), b.to_string()]).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<(Square, Square)>, D::Error> {
        let parse = |t: &str| {
            Square::from_ascii(t.as_bytes())
                .map_err(|_| D::Error::custom(format!("{t:?} is not a square")))
        };
        Option::<[String; 2]>::deserialize(d)?
            .map(|[a, b]| Ok((parse(&a)?, parse(&b)?)))
            .transpose()
    }
}

/// A side as `"white"` / `"black"`.
pub mod color {
    use super::*;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(color_name(*c))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        color_from_name(&text).ok_or_else(|| D::Error::custom(format!("{text:?} is not a side")))
    }
}

/// An optional side.
pub mod color_opt {
    use super::*;

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        c.map(color_name).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|t| {
                color_from_name(&t).ok_or_else(|| D::Error::custom(format!("{t:?} is not a side")))
            })
            .transpose()
    }
}

#[derive(Serialize, Deserialize)]
struct Sides<T> {
    white: T,
    black: T,
}

/// Per-side values as `{"white": …, "black": …}`.
pub mod sides {
    use super::*;

    pub fn serialize<T: Serialize + Clone, S: Serializer>(
        v: &ByColor<T>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        Sides {
            white: v.white.clone(),
            black: v.black.clone(),
        }
        .serialize(s)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        d: D,
    ) -> Result<ByColor<T>, D::Error> {
        let Sides { white, black } = Sides::deserialize(d)?;
        Ok(ByColor { white, black })
    }
}

/// Optional per-side values.
pub mod sides_opt {
    use super::*;

    pub fn serialize<T: Serialize + Clone, S: Serializer>(
        v: &Option<ByColor<T>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        v.as_ref()
            .map(|v| Sides {
                white: v.white.clone(),
                black: v.black.clone(),
            })
            .serialize(s)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<ByColor<T>>, D::Error> {
        Ok(Option::<Sides<T>>::deserialize(d)?
            .map(|Sides { white, black }| ByColor { white, black }))
    }
}

/// Implements `Serialize`/`Deserialize` through a type's code string.
macro_rules! by_code {
    ($ty:ty, $code:expr, $parse:expr, $what:literal) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str($code(*self))
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = String::deserialize(d)?;
                $parse(&text).ok_or_else(|| {
                    <D::Error as serde::de::Error>::custom(format!("{text:?} is not {}", $what))
                })
            }
        }
    };
}

by_code!(
    crate::rulings::Decision,
    crate::rulings::Decision::code,
    crate::rulings::Decision::from_code,
    "a decision code"
);
by_code!(
    crate::rulings::GameResult,
    crate::rulings::GameResult::as_str,
    crate::rulings::GameResult::from_str_opt,
    "a result"
);
by_code!(
    crate::rulings::ClaimVerdict,
    crate::rulings::ClaimVerdict::as_str,
    crate::rulings::ClaimVerdict::from_str_opt,
    "a claim verdict"
);
by_code!(
    crate::laws::TimeClass,
    crate::laws::TimeClass::as_str,
    crate::laws::TimeClass::from_code,
    "a time class"
);
by_code!(
    crate::i18n::Lang,
    crate::i18n::Lang::tag,
    crate::i18n::Lang::from_tag,
    "a language tag"
);

impl Serialize for crate::clock::Millis {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for crate::clock::Millis {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<crate::clock::Millis, D::Error> {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }
}

impl<'de> Deserialize<'de> for crate::laws::Edition {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<crate::laws::Edition, D::Error> {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }
}

/// A ruling's position as its FEN.
pub mod fen {
    use super::*;

    pub fn serialize<S: Serializer>(p: &RuledPosition, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(p)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<RuledPosition, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|e| D::Error::custom(format!("{text:?} is not a FEN: {e}")))
    }
}

/// A board as the piece placement field of a FEN (`"rnbqkbnr/pppppppp/8/…"`); it need not be a
/// legal position.
pub mod board {
    use super::*;

    pub fn serialize<S: Serializer>(b: &Board, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(b)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let text = String::deserialize(d)?;
        Board::from_ascii_board_fen(text.as_bytes())
            .map_err(|e| D::Error::custom(format!("{text:?} is not a board: {e}")))
    }
}

/// A ruling's allowed moves as their SAN (`["Na6", "Nc6"]`), or `null`.
pub mod sans_opt {
    use super::*;

    pub fn serialize<S: Serializer>(v: &Option<Vec<AllowedMove>>, s: S) -> Result<S::Ok, S::Error> {
        v.as_ref()
            .map(|list| list.iter().map(ToString::to_string).collect::<Vec<_>>())
            .serialize(s)
    }
}

/// An article as its number, `"4.3.1"`; read back only as one of the edition table's.
impl Serialize for Article {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Article {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Article, D::Error> {
        let text = String::deserialize(d)?;
        Article::from_table(&text).ok_or_else(|| {
            D::Error::custom(format!("{text:?} is not an article any edition cites"))
        })
    }
}

/// A ruling as the contract writes it, read field by field: the FEN into a setup, the SAN
/// into moves of that position ([`Ruling`]'s `Deserialize` goes through it).
#[derive(Deserialize)]
pub struct RulingText {
    decision: Decision,
    result: Option<GameResult>,
    #[serde(with = "fen")]
    position: RuledPosition,
    allowed_moves: Option<Vec<String>>,
    #[serde(with = "sides_opt")]
    clocks: Option<ByColor<Millis>>,
    #[serde(with = "sides")]
    illegal_moves: ByColor<u32>,
    claim: Option<ClaimVerdict>,
    articles: Vec<Article>,
    explanation: Bilingual,
    time_class: TimeClass,
    #[serde(default, with = "sides_opt")]
    clock_moves: Option<ByColor<u32>>,
}

impl TryFrom<RulingText> for Ruling {
    type Error = String;

    fn try_from(r: RulingText) -> Result<Ruling, String> {
        let allowed_moves = match r.allowed_moves {
            None => None,
            Some(sans) => {
                let pos = r.position.to_chess().map_err(|e| {
                    format!(
                        "allowed_moves: {} is not a legal position ({e:?})",
                        r.position
                    )
                })?;
                let moves = sans
                    .iter()
                    .map(|text| {
                        San::from_ascii(text.as_bytes())
                            .map_err(|e| e.to_string())
                            .and_then(|san| san.to_move(&pos).map_err(|e| e.to_string()))
                            .map_err(|e| format!("allowed_moves: {text:?}: {e}"))
                    })
                    .collect::<Result<Vec<_>, String>>()?;
                Some(AllowedMove::sorted(&pos, moves))
            }
        };
        Ok(Ruling {
            decision: r.decision,
            result: r.result,
            position: r.position,
            allowed_moves,
            clocks: r.clocks,
            illegal_moves: r.illegal_moves,
            claim: r.claim,
            articles: r.articles,
            explanation: r.explanation,
            time_class: r.time_class,
            clock_moves: r.clock_moves,
        })
    }
}
