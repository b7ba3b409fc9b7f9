//! [`Ruling`]: what the arbiter rules, as data that cites its source.
use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::fen::{Fen, LossyFenErrorKinds};
use shakmaty::san::San;
use shakmaty::{
    ByColor, CastlingMode, Chess, EnPassantMode, File, Move, PositionErrorKinds, Setup, Square,
};

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
    /// Both players lose (both arrived after the default time): `0-0`, the double forfeit.
    BothLose,
    /// Black lost, and White's score is only a draw (2009 12.3b: the opponent of a player whose
    /// phone rang cannot win by any series of legal moves): `1/2-0`.
    HalfForWhite,
    /// White lost, and Black's score is only a draw: `0-1/2`.
    HalfForBlack,
}

impl GameResult {
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::BothLose => "0-0",
            GameResult::HalfForWhite => "1/2-0",
            GameResult::HalfForBlack => "0-1/2",
        }
    }

    /// `side` lost, and his opponent scores only a draw.
    pub const fn half_for_opponent_of(side: shakmaty::Color) -> GameResult {
        match side {
            shakmaty::Color::White => GameResult::HalfForBlack,
            shakmaty::Color::Black => GameResult::HalfForWhite,
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
            GameResult::HalfForWhite,
            GameResult::HalfForBlack,
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
/// `"A.4.2"`, `"III.5"`), as the rule families name it (a field of the edition's row).
pub type Citation = &'static str;

/// An article a ruling cites: one of the edition table's citations (`src/laws/articles.rs`),
/// kept as the table's own `&'static str`. The contract writes it as that text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Article(Citation);

impl Article {
    pub const fn new(citation: Citation) -> Article {
        Article(citation)
    }

    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The article cited as `text` by some edition's table, or `None`: a citation read back
    /// from JSON must be one the engine can cite.
    pub fn from_table(text: &str) -> Option<Article> {
        crate::laws::Edition::ALL
            .iter()
            .flat_map(|e| e.rules().articles.all())
            .find_map(|(_, a)| a.filter(|a| *a == text))
            .map(Article)
    }
}

impl From<Citation> for Article {
    fn from(c: Citation) -> Article {
        Article(c)
    }
}

/// So that a list of articles joins as text: `ruling.articles.join(", ")`.
impl std::borrow::Borrow<str> for Article {
    fn borrow(&self) -> &str {
        self.0
    }
}

impl PartialEq<&str> for Article {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl fmt::Display for Article {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The position a ruling leaves: the board, the side to move, the castling rights, the en
/// passant square (only where a capture there is legal, as the contract's FEN writes it) and the
/// counters. A setup, not a [`Chess`]: the board need not be a legal position. Written as FEN.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuledPosition(Fen);

impl RuledPosition {
    /// A legal position as the contract writes it.
    pub fn of(pos: &Chess) -> RuledPosition {
        RuledPosition(Fen::from_position(pos, EnPassantMode::Legal))
    }

    /// Any setup FEN can hold (two castling rights a side at most, on the back rank).
    pub fn from_setup(setup: Setup) -> Result<RuledPosition, LossyFenErrorKinds> {
        Fen::try_from_setup(setup)
            .map(RuledPosition)
            .map_err(|e| e.kinds())
    }

    pub fn setup(&self) -> &Setup {
        self.0.as_setup()
    }

    /// The position to play from, where the setup is a legal position.
    pub fn to_chess(&self) -> Result<Chess, PositionErrorKinds> {
        self.0
            .clone()
            .into_position(CastlingMode::Standard)
            .map_err(|e| e.kinds())
    }
}

/// A FEN already made (of a board that need not be a legal position).
impl From<Fen> for RuledPosition {
    fn from(fen: Fen) -> RuledPosition {
        RuledPosition(fen)
    }
}

impl fmt::Display for RuledPosition {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for RuledPosition {
    type Err = shakmaty::fen::ParseFenError;

    /// Reads a FEN (its setup only: the position need not be legal).
    fn from_str(fen: &str) -> Result<RuledPosition, Self::Err> {
        Fen::from_ascii(fen.as_bytes()).map(RuledPosition)
    }
}

/// A move a ruling allows: the move itself (its squares, for arrows and for grading) and its
/// SAN in the ruling's position (without check marks, as the contract lists it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AllowedMove {
    pub mv: Move,
    pub san: San,
}

impl AllowedMove {
    /// The moves, in the contract's order: sorted by their SAN, each once.
    pub fn sorted(pos: &Chess, moves: impl IntoIterator<Item = Move>) -> Vec<AllowedMove> {
        let mut keyed: Vec<(String, AllowedMove)> = moves
            .into_iter()
            .map(|mv| {
                let san = San::from_move(pos, mv);
                (san.to_string(), AllowedMove { mv, san })
            })
            .collect();
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        keyed.dedup_by(|a, b| a.0 == b.0);
        keyed.into_iter().map(|(_, m)| m).collect()
    }

    /// The square the move starts from (castling: the king's).
    pub fn from(&self) -> Option<Square> {
        self.mv.from()
    }

    /// The square the piece goes to (castling: the king's, as a board draws it).
    pub fn to(&self) -> Square {
        match self.mv {
            Move::Castle { king, rook } => {
                let file = if rook > king { File::G } else { File::C };
                Square::from_coords(file, king.rank())
            }
            m => m.to(),
        }
    }
}

impl fmt::Display for AllowedMove {
    /// The SAN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.san.fmt(f)
    }
}

/// What the arbiter must rule (the contract's `Ruling`, field for field and in its order).
/// Typed inside; `crate::wire` writes each field as the contract spells it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "crate::wire::RulingText")]
pub struct Ruling {
    pub decision: Decision,
    /// `None` while play goes on (or the result is pending).
    pub result: Option<GameResult>,
    /// The position from which play continues, or the final position (FEN on the wire).
    #[serde(serialize_with = "crate::wire::fen::serialize")]
    pub position: RuledPosition,
    /// The legal moves that satisfy an obligation (sorted by SAN, written as SAN without check
    /// marks), or `None` when any legal move may be played.
    #[serde(serialize_with = "crate::wire::sans_opt::serialize")]
    pub allowed_moves: Option<Vec<AllowedMove>>,
    #[serde(with = "crate::wire::sides_opt")]
    pub clocks: Option<ByColor<Millis>>,
    #[serde(with = "crate::wire::sides")]
    pub illegal_moves: ByColor<u32>,
    pub claim: Option<ClaimVerdict>,
    /// In the order applied.
    pub articles: Vec<Article>,
    pub explanation: Bilingual,
    /// The time class the ruling applied (an addition to the contract's fields).
    pub time_class: TimeClass,
    /// The clock's move counters (moves each side has completed, as the clock counts them)
    /// after the ruling's adjustments; `None` when the incident gave no clocks (an addition to
    /// the contract's fields).
    #[serde(default, with = "crate::wire::sides_opt")]
    pub clock_moves: Option<ByColor<u32>>,
}

impl Ruling {
    /// The allowed moves' SAN, in order.
    pub fn allowed_san(&self) -> Option<Vec<String>> {
        self.allowed_moves
            .as_ref()
            .map(|m| m.iter().map(|m| m.to_string()).collect())
    }

    /// The articles' numbers, in order.
    pub fn article_numbers(&self) -> Vec<&'static str> {
        self.articles.iter().map(|a| a.as_str()).collect()
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::*;

    #[test]
    fn serialises_with_the_contract_fields_in_order() {
        // Black has touched the knight on b8 (touch-move-001's position).
        let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
        let position: RuledPosition = fen.parse().unwrap();
        let chess = position.to_chess().unwrap();
        let knight: Vec<Move> = chess
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(Square::B8))
            .collect();
        let r = Ruling {
            decision: Decision::TouchMoveObligation,
            result: None,
            position,
            allowed_moves: Some(AllowedMove::sorted(&chess, knight)),
            clocks: Some(ByColor {
                white: Millis::from_mins(70),
                black: Millis::from_secs(3510),
            }),
            illegal_moves: ByColor { white: 0, black: 1 },
            claim: None,
            articles: vec![Article::new("4.3.1")],
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
            r#"{"decision":"touch_move_obligation","result":null,"position":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","allowed_moves":["Na6","Nc6"],"clocks":{"white":"1:10:00","black":"0:58:30"},"illegal_moves":{"white":0,"black":1},"claim":null,"articles":["4.3.1"],"explanation":{"pt":"pt","en":"en"},"time_class":"standard","clock_moves":{"white":40,"black":39}}"#
        );
        let san = &r.allowed_moves.as_ref().unwrap()[1];
        assert_eq!((san.from(), san.to()), (Some(Square::B8), Square::C6));
    }

    /// Read back, a ruling is parsed into its types: text that is not a FEN, a move of the
    /// position or an article some edition cites is an error naming it, never a default.
    #[test]
    fn reading_a_ruling_back_is_a_typed_parse() {
        let good = r#"{"decision":"touch_move_obligation","result":null,"position":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","allowed_moves":["Nc6","Na6"],"clocks":null,"illegal_moves":{"white":0,"black":0},"claim":null,"articles":["4.3.1"],"explanation":{"pt":"pt","en":"en"},"time_class":"standard"}"#;
        let r: Ruling = serde_json::from_str(good).unwrap();
        assert_eq!(
            r.allowed_san().unwrap(),
            ["Na6", "Nc6"],
            "sorted as the engine lists them"
        );
        assert_eq!(r.articles, ["4.3.1"]);
        for (bad, names) in [
            (
                good.replace("rnbqkbnr/pppp1ppp", "rnbqkbnr/pppp1ppx"),
                "not a FEN",
            ),
            (good.replace("\"Nc6\"", "\"Nd7\""), "\"Nd7\""),
            (
                good.replace("\"4.3.1\"", "\"4.3.9\""),
                "\"4.3.9\" is not an article",
            ),
        ] {
            let e = serde_json::from_str::<Ruling>(&bad)
                .unwrap_err()
                .to_string();
            assert!(e.contains(names), "{e}");
        }
    }
}
