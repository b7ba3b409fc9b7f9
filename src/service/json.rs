//! The replies' JSON, written and read by hand: [`Wire`] turns a value into a `serde_json::Value`
//! and back. The page's wasm carries only these small readers (and the generic `Value` parser
//! it already has for the stored progress), not a derived `Deserialize` for every shape the
//! worker can send; a reply that does not read names the field that failed.
use serde_json::{Map, Value};
use shakmaty::{Board, ByColor, Color, Piece, Square};

use crate::clock::Millis;
use crate::drills::{AnswerForm, Topic};
use crate::i18n::Bilingual;
use crate::laws::Edition;
use crate::rulings::{Decision, GameResult};

/// A reply that does not read: the path of the field at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable(pub String);

impl Unreadable {
    fn within(self, name: &str) -> Unreadable {
        Unreadable(if self.0.is_empty() {
            name.to_owned()
        } else {
            format!("{name}.{}", self.0)
        })
    }
}

fn bad<T>() -> Result<T, Unreadable> {
    Err(Unreadable(String::new()))
}

/// A value with a JSON form of its own.
pub trait Wire: Sized {
    fn to_json(&self) -> Value;
    fn from_json(v: &Value) -> Result<Self, Unreadable>;
}

/// Field `name` of an object (a missing field reads as `null`).
pub fn field<T: Wire>(v: &Value, name: &str) -> Result<T, Unreadable> {
    T::from_json(v.get(name).unwrap_or(&Value::Null)).map_err(|e| e.within(name))
}

/// Writes and reads a struct as an object with one key per field.
macro_rules! wire_struct {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl $crate::service::json::Wire for $t {
            fn to_json(&self) -> serde_json::Value {
                let mut m = serde_json::Map::new();
                $( m.insert(stringify!($f).into(), self.$f.to_json()); )*
                serde_json::Value::Object(m)
            }
            fn from_json(
                v: &serde_json::Value,
            ) -> Result<Self, $crate::service::json::Unreadable> {
                Ok($t { $( $f: $crate::service::json::field(v, stringify!($f))?, )* })
            }
        }
    };
}
pub(crate) use wire_struct;

impl Wire for String {
    fn to_json(&self) -> Value {
        Value::String(self.clone())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        v.as_str().map(str::to_owned).map_or_else(bad, Ok)
    }
}

impl Wire for bool {
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        v.as_bool().map_or_else(bad, Ok)
    }
}

/// Writes and reads an unsigned integer type as a JSON number.
macro_rules! wire_uint {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn to_json(&self) -> Value {
                Value::from(*self)
            }
            fn from_json(v: &Value) -> Result<Self, Unreadable> {
                v.as_u64()
                    .and_then(|n| <$t>::try_from(n).ok())
                    .map_or_else(bad, Ok)
            }
        }
    )*};
}

wire_uint!(u32, usize);

/// A move number (never 0): a 0 does not read.
impl Wire for std::num::NonZeroU32 {
    fn to_json(&self) -> Value {
        Value::from(self.get())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        u32::from_json(v).and_then(|n| Self::new(n).map_or_else(bad, Ok))
    }
}

/// Milliseconds, as a whole number.
impl Wire for Millis {
    fn to_json(&self) -> Value {
        Value::from(self.as_millis())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        v.as_u64().map(Millis).map_or_else(bad, Ok)
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn to_json(&self) -> Value {
        Value::Array(self.iter().map(Wire::to_json).collect())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        let Some(items) = v.as_array() else {
            return bad();
        };
        items
            .iter()
            .enumerate()
            .map(|(i, x)| T::from_json(x).map_err(|e| e.within(&i.to_string())))
            .collect()
    }
}

/// `null` for `None`.
impl<T: Wire> Wire for Option<T> {
    fn to_json(&self) -> Value {
        self.as_ref().map_or(Value::Null, Wire::to_json)
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        if v.is_null() {
            Ok(None)
        } else {
            T::from_json(v).map(Some)
        }
    }
}

/// `[white, black]`.
impl<T: Wire> Wire for ByColor<T> {
    fn to_json(&self) -> Value {
        Value::Array(vec![self.white.to_json(), self.black.to_json()])
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        match v.as_array().map(Vec::as_slice) {
            Some([w, b]) => Ok(ByColor {
                white: T::from_json(w).map_err(|e| e.within("0"))?,
                black: T::from_json(b).map_err(|e| e.within("1"))?,
            }),
            _ => bad(),
        }
    }
}

/// `"e4"`.
impl Wire for Square {
    fn to_json(&self) -> Value {
        Value::String(self.to_string())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        v.as_str()
            .and_then(|s| Square::from_ascii(s.as_bytes()).ok())
            .map_or_else(bad, Ok)
    }
}

/// `["e2", "e4"]`.
impl Wire for (Square, Square) {
    fn to_json(&self) -> Value {
        Value::Array(vec![self.0.to_json(), self.1.to_json()])
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        match v.as_array().map(Vec::as_slice) {
            Some([a, b]) => Ok((Square::from_json(a)?, Square::from_json(b)?)),
            _ => bad(),
        }
    }
}

/// `"w"` / `"b"`.
impl Wire for Color {
    fn to_json(&self) -> Value {
        Value::String(self.char().into())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        match v.as_str() {
            Some("w") => Ok(Color::White),
            Some("b") => Ok(Color::Black),
            _ => bad(),
        }
    }
}

/// 64 characters, a1 to h8 (rank by rank): a piece's letter (upper case for White) or `.`.
/// Not a FEN: the page reads it square by square, with no parsing to fall back from.
impl Wire for Board {
    fn to_json(&self) -> Value {
        Value::String(
            Square::ALL
                .iter()
                .map(|&sq| self.piece_at(sq).map_or('.', Piece::char))
                .collect(),
        )
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        let Some(s) = v.as_str().filter(|s| s.len() == 64) else {
            return bad();
        };
        let mut board = Board::empty();
        for (&sq, c) in Square::ALL.iter().zip(s.chars()) {
            if c != '.' {
                let Some(p) = Piece::from_char(c) else {
                    return bad();
                };
                board.set_piece_at(sq, p);
            }
        }
        Ok(board)
    }
}

impl Wire for Bilingual {
    fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert("pt".into(), self.pt.to_json());
        m.insert("en".into(), self.en.to_json());
        Value::Object(m)
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        Ok(Bilingual {
            pt: field(v, "pt")?,
            en: field(v, "en")?,
        })
    }
}

/// Writes and reads a code-spelled enum through its `as_str`/parse pair.
macro_rules! wire_code {
    ($t:ty, $write:expr, $read:expr) => {
        impl Wire for $t {
            fn to_json(&self) -> Value {
                Value::String(($write)(*self).into())
            }
            fn from_json(v: &Value) -> Result<Self, Unreadable> {
                v.as_str().and_then($read).map_or_else(bad, Ok)
            }
        }
    };
}

wire_code!(Edition, Edition::as_str, |s: &str| s.parse().ok());
wire_code!(Decision, Decision::code, Decision::from_code);
wire_code!(GameResult, GameResult::as_str, GameResult::from_str_opt);
wire_code!(Topic, Topic::code, Topic::from_code);
wire_code!(AnswerForm, AnswerForm::code, AnswerForm::from_code);

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<T: Wire + PartialEq + std::fmt::Debug>(x: T) {
        assert_eq!(T::from_json(&x.to_json()), Ok(x));
    }

    #[test]
    fn values_read_back_as_written() {
        round_trip(String::from("x"));
        round_trip(Millis(90_500));
        round_trip(Some(ByColor {
            white: Millis(1),
            black: Millis(2),
        }));
        round_trip(None::<Square>);
        round_trip(vec![(Square::E2, Square::E4)]);
        round_trip(Color::Black);
        round_trip(Board::default());
        round_trip(Edition::E2014);
        round_trip(Decision::ClaimPostponed);
        round_trip(GameResult::Draw);
        round_trip(Topic::RapidBlitz);
        round_trip(AnswerForm::Clocks);
        round_trip(std::num::NonZeroU32::new(41).unwrap());
        round_trip(Bilingual::new("a", "b"));
    }

    #[test]
    fn a_board_is_64_squares_from_a1() {
        let v = Board::default().to_json();
        let s = v.as_str().unwrap();
        assert_eq!(&s[..8], "RNBQKBNR");
        assert_eq!(&s[56..], "rnbqkbnr");
        assert_eq!(&s[16..48], &".".repeat(32));
    }

    #[test]
    fn what_does_not_read_names_its_field() {
        let v = serde_json::json!({"pt": "x", "en": 3});
        assert_eq!(Bilingual::from_json(&v), Err(Unreadable("en".into())));
        let v = serde_json::json!([["e2", "e4"], ["e2", "z9"]]);
        assert_eq!(
            Vec::<(Square, Square)>::from_json(&v),
            Err(Unreadable("1".into()))
        );
        assert!(Board::from_json(&Value::String("x".repeat(64))).is_err());
        // A move number 0 is refused, not read as 1.
        assert!(std::num::NonZeroU32::from_json(&Value::from(0)).is_err());
    }
}

impl Wire for Value {
    fn to_json(&self) -> Value {
        self.clone()
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        Ok(v.clone())
    }
}

/// A [`Wire`] value inside a serde-derived shape (`#[serde(with = "crate::service::wire")]`).
pub mod serde_wire {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use serde_json::Value;

    use super::{Unreadable, Wire};

    pub fn serialize<T: Wire, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
        v.to_json().serialize(s)
    }

    pub fn deserialize<'de, T: Wire, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        let v = Value::deserialize(d)?;
        T::from_json(&v).map_err(|Unreadable(f)| serde::de::Error::custom(format!("field {f}")))
    }
}
