//! A game: a start position and the moves played from it, on shakmaty's [`Chess`].
//!
//! [`Game`] keeps the whole history so that it can answer the questions the Laws ask about it:
//! how often the current position has occurred (threefold and fivefold repetition), how many
//! plies were played since the last pawn move or capture (50- and 75-move rules), whether the
//! game ended in checkmate or stalemate.
//!
//! "The same position" is the FIDE notion ([`PositionKey`]): the same player has the move, the
//! same pieces stand on the same squares, and the possible moves are the same — the same
//! castling rights, and an en passant square only when an en passant capture is actually legal.
//!
//! This module states facts only. Which of them an edition of the Laws uses (any five
//! occurrences, or five by consecutive alternate moves) is decided in `rulings`.
//!
//! ```
//! use arbitro::game::Game;
//!
//! let mut game = Game::new();
//! for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
//!     game.play_san(san).unwrap();
//! }
//! assert_eq!(game.occurrences(), 3);
//! assert_eq!(game.consecutive_alternate_occurrences(), 3);
//! assert_eq!(game.plies_since_pawn_move_or_capture(), 8);
//! ```

pub mod illegal_board;
mod written;

pub use written::WrittenMove;

use std::fmt;
use std::sync::Arc;

use crate::i18n::Bilingual;
use shakmaty::{
    ByColor, CastlingMode, Chess, Color, EnPassantMode, Move, MoveList, Position, Setup,
    fen::Fen,
    san::{ParseSanError, San, SanError},
    uci::UciMove,
};

/// The FEN of the initial position.
pub const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Why an input was refused. Every variant names the input and the position (FEN) it was
/// read in; a refused input never changes a [`Game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The text is not a FEN, or it describes a position that cannot arise in chess.
    BadFen { fen: String, reason: String },
    /// The text is not a move in the notation that was asked for.
    BadNotation {
        input: String,
        notation: Notation,
        reason: String,
    },
    /// The move is well formed but not legal in the position.
    IllegalMove { input: String, fen: String },
    /// The SAN matches more than one legal move (`"Nd2"` with knights on b1 and f3).
    AmbiguousMove {
        input: String,
        fen: String,
        candidates: Vec<String>,
    },
}

/// A move notation accepted by [`Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard algebraic notation: `"Nf3"`, `"O-O"`, `"exd6"`, `"e8=Q+"`.
    San,
    /// UCI from–to: `"g1f3"`, castling as the king's move `"e1g1"`, promotion `"e7e8q"`.
    Uci,
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::San => "SAN",
            Notation::Uci => "UCI",
        })
    }
}

/// The English text of [`GameError::text`].
impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en)
    }
}

impl std::error::Error for GameError {}

impl GameError {
    /// The error for a person, in pt-BR and English. (The `reason` of a bad FEN or notation
    /// comes from shakmaty and stays in English.)
    pub fn text(&self) -> Bilingual {
        match self {
            GameError::BadFen { fen, reason } => Bilingual::new(
                format!("FEN inválida {fen:?}: {reason}"),
                format!("invalid FEN {fen:?}: {reason}"),
            ),
            GameError::BadNotation {
                input,
                notation,
                reason,
            } => Bilingual::new(
                format!("{input:?} não é um lance em notação {notation}: {reason}"),
                format!("{input:?} is not a move in {notation} notation: {reason}"),
            ),
            GameError::IllegalMove { input, fen } => Bilingual::new(
                format!("lance ilegal {input:?}: nenhum lance legal corresponde a ele em {fen}"),
                format!("illegal move {input:?}: no legal move matches it in {fen}"),
            ),
            GameError::AmbiguousMove {
                input,
                fen,
                candidates,
            } => Bilingual::new(
                format!(
                    "lance ambíguo {input:?}: corresponde a {} em {fen}",
                    candidates.join(", ")
                ),
                format!(
                    "ambiguous move {input:?}: it matches {} in {fen}",
                    candidates.join(", ")
                ),
            ),
        }
    }
}

/// A position as FIDE compares positions for repetition (Art. 9.2 of the 2023 Laws): side to
/// move, pieces on squares, castling rights and the en passant square *only if an en passant
/// capture is legal*. Move counters are not part of it. Two keys are equal exactly when the
/// positions are "the same" — no hashing, so no collisions.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey(Setup);

impl PositionKey {
    pub fn of(pos: &Chess) -> PositionKey {
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        setup.halfmoves = 0;
        setup.fullmoves = std::num::NonZeroU32::MIN;
        PositionKey(setup)
    }
}

/// Parses a FEN into a legal standard-chess position (4 to 6 fields; missing counters are
/// `0 1`).
pub fn parse_fen(fen: &str) -> Result<Chess, GameError> {
    let bad = |reason: String| GameError::BadFen {
        fen: fen.to_string(),
        reason,
    };
    if let Some(reason) = unreadable_fen_field(fen) {
        return Err(bad(reason));
    }
    let parsed: Fen = fen.trim().parse().map_err(|e| bad(format!("{e}")))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| bad(format!("{e}")))
}

/// The largest move number a FEN may give: every count of moves made (2 × (n − 1) plies
/// before the start, plus those played) then fits the clock's move counters.
pub const MAX_MOVE_NUMBER: u32 = u32::MAX / 4;

/// What shakmaty reads leniently and a FEN must not hold: a castling field that repeats a
/// right (`KQkqq`), a halfmove clock or move number past the integer range, move number 0 (all
/// of which it would quietly turn into something else). Why, if one does.
fn unreadable_fen_field(fen: &str) -> Option<String> {
    let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
    if let Some(castling) = fields.get(2).filter(|c| **c != "-") {
        for (i, ch) in castling.char_indices() {
            if castling[..i].contains(ch) {
                return Some(format!(
                    "the castling field {castling:?} gives {ch:?} more than once"
                ));
            }
        }
    }
    if let Some(halfmoves) = fields.get(4)
        && halfmoves.parse::<u32>().is_err()
        && halfmoves.bytes().all(|b| b.is_ascii_digit())
    {
        return Some(format!(
            "the halfmove clock {halfmoves} is out of range (0 to {})",
            u32::MAX
        ));
    }
    if let Some(number) = fields.get(5)
        && number.bytes().all(|b| b.is_ascii_digit())
        && !matches!(number.parse::<u32>(), Ok(1..=MAX_MOVE_NUMBER))
    {
        return Some(format!(
            "the move number {number} is out of range (1 to {MAX_MOVE_NUMBER})"
        ));
    }
    None
}

/// The FEN of a position, with an en passant square only where the capture is legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// A game: the start position, the moves played and every position reached.
///
/// The history is a persistent list shared between clones: cloning a game, playing a move and
/// taking one back cost the same however long the game is (the arbiter keeps the game before
/// each move, so a copy per move would make a long incident quadratic). Repetition is looked
/// up only since the last pawn move or capture, the only stretch where a position can recur.
#[derive(Clone)]
pub struct Game {
    start: Arc<(Chess, PositionKey)>,
    /// The last ply played, linked back to the first; `None` at the start position.
    last: Option<Arc<Ply>>,
}

/// One ply of a game's history: the move and the position it led to.
struct Ply {
    mv: Move,
    pos: Chess,
    key: PositionKey,
    /// Plies from the start position to this one (1 for the first move).
    depth: usize,
    parent: Option<Arc<Ply>>,
}

impl Drop for Game {
    /// Unlinks the history iteratively, so that dropping a very long game cannot overflow the
    /// stack (a recursive drop would go one frame per ply).
    fn drop(&mut self) {
        let mut next = self.last.take();
        while let Some(ply) = next {
            match Arc::try_unwrap(ply) {
                Ok(mut ply) => next = ply.parent.take(),
                Err(_) => break, // still shared by another game
            }
        }
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self
            .moves()
            .into_iter()
            .map(|m| UciMove::from_standard(m).to_string())
            .collect();
        f.debug_struct("Game")
            .field("start", &fen_of(self.start()))
            .field("moves", &moves)
            .finish()
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game from the initial position.
    pub fn new() -> Game {
        Game::from_position(Chess::default())
    }

    /// A game from a legal position.
    pub fn from_position(start: Chess) -> Game {
        Game {
            start: Arc::new((start.clone(), PositionKey::of(&start))),
            last: None,
        }
    }

    /// A game from a FEN. Refuses text that is not a FEN and positions that are not legal
    /// (missing king, pawns on the first or last rank, the side not to move in check, …).
    pub fn from_fen(fen: &str) -> Result<Game, GameError> {
        parse_fen(fen).map(Game::from_position)
    }

    /// A game from a FEN followed by moves in SAN; the first refused move is the error.
    pub fn from_fen_and_san<S: AsRef<str>>(
        fen: Option<&str>,
        moves: &[S],
    ) -> Result<Game, GameError> {
        let mut game = match fen {
            Some(fen) => Game::from_fen(fen)?,
            None => Game::new(),
        };
        for san in moves {
            game.play_san(san.as_ref())?;
        }
        Ok(game)
    }

    // ----- reading moves ---------------------------------------------------------------------

    /// Reads a SAN move in the current position without playing it. Check and mate marks
    /// (`+`, `#`) and trailing annotations (`!`, `?`) are tolerated; `0-0` is read as `O-O`.
    pub fn parse_san(&self, san: &str) -> Result<Move, GameError> {
        let text = san.trim().trim_end_matches(['!', '?']);
        let text = if text.starts_with("0-0") {
            text.replace('0', "O")
        } else {
            text.to_string()
        };
        let parsed = San::from_ascii(text.as_bytes()).map_err(|e: ParseSanError| {
            GameError::BadNotation {
                input: san.to_string(),
                notation: Notation::San,
                reason: e.to_string(),
            }
        })?;
        let pos = self.position();
        match parsed.to_move(pos) {
            Ok(m) => Ok(m),
            Err(SanError::IllegalSan) => Err(GameError::IllegalMove {
                input: san.to_string(),
                fen: self.to_fen(),
            }),
            Err(SanError::AmbiguousSan) => {
                let candidates = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|m| parsed.matches(*m))
                    .map(|m| UciMove::from_standard(m).to_string())
                    .collect();
                Err(GameError::AmbiguousMove {
                    input: san.to_string(),
                    fen: self.to_fen(),
                    candidates,
                })
            }
        }
    }

    /// Reads a UCI move (`"g1f3"`, `"e1g1"` for castling, `"e7e8q"`) in the current position
    /// without playing it. A pawn reaching the last rank without a promotion letter is illegal.
    pub fn parse_uci(&self, uci: &str) -> Result<Move, GameError> {
        let text = uci.trim();
        let parsed: UciMove = text.parse().map_err(|e| GameError::BadNotation {
            input: uci.to_string(),
            notation: Notation::Uci,
            reason: format!("{e}"),
        })?;
        let illegal = || GameError::IllegalMove {
            input: uci.to_string(),
            fen: self.to_fen(),
        };
        let m = parsed.to_move(self.position()).map_err(|_| illegal())?;
        // `to_move` also accepts the king-takes-rook spelling of castling; keep it (it is
        // unambiguous) but refuse anything the position does not allow.
        if self.position().is_legal(m) {
            Ok(m)
        } else {
            Err(illegal())
        }
    }

    // ----- playing ---------------------------------------------------------------------------

    /// Plays a legal move. An illegal move is refused and the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        let pos = self.position();
        if !pos.is_legal(m) {
            return Err(GameError::IllegalMove {
                input: UciMove::from_standard(m).to_string(),
                fen: self.to_fen(),
            });
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        self.last = Some(Arc::new(Ply {
            mv: m,
            key: PositionKey::of(&next),
            pos: next,
            depth: self.plies() + 1,
            parent: self.last.take(),
        }));
        Ok(())
    }

    /// Reads and plays a SAN move; returns the move played.
    pub fn play_san(&mut self, san: &str) -> Result<Move, GameError> {
        let m = self.parse_san(san)?;
        self.play(m)?;
        Ok(m)
    }

    /// Reads and plays a UCI move; returns the move played.
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, GameError> {
        let m = self.parse_uci(uci)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move (e.g. to restore the position before an illegal move that
    /// was played on the board). Returns it, or `None` at the start position.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.last.take()?;
        self.last = last.parent.clone();
        Some(last.mv)
    }

    // ----- the history -----------------------------------------------------------------------

    /// The current position.
    pub fn position(&self) -> &Chess {
        match &self.last {
            Some(ply) => &ply.pos,
            None => &self.start.0,
        }
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.start.0
    }

    /// The plies played, the last first.
    fn plies_back(&self) -> impl Iterator<Item = &Ply> {
        std::iter::successors(self.last.as_deref(), |ply| ply.parent.as_deref())
    }

    /// The repetition key of every position, the current one first and the start last.
    fn keys_back(&self) -> impl Iterator<Item = &PositionKey> {
        self.plies_back()
            .map(|ply| &ply.key)
            .chain(std::iter::once(&self.start.1))
    }

    /// Every position of the game, the start position first and the current one last
    /// (a copy: it takes time in proportion to the game's length).
    pub fn positions(&self) -> Vec<Chess> {
        let mut all: Vec<Chess> = self.plies_back().map(|ply| ply.pos.clone()).collect();
        all.push(self.start().clone());
        all.reverse();
        all
    }

    /// The moves played, in order (a copy, like [`Game::positions`]).
    pub fn moves(&self) -> Vec<Move> {
        let mut all: Vec<Move> = self.plies_back().map(|ply| ply.mv).collect();
        all.reverse();
        all
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.last.as_ref().map(|ply| ply.mv)
    }

    /// The moves played, in SAN without check marks.
    pub fn moves_san(&self) -> Vec<String> {
        let positions = self.positions();
        positions
            .iter()
            .zip(self.moves())
            .map(|(pos, m)| San::from_move(pos, m).to_string())
            .collect()
    }

    /// The repetition key of every position, start first (a copy, like [`Game::positions`]).
    pub fn keys(&self) -> Vec<PositionKey> {
        let mut all: Vec<PositionKey> = self.keys_back().cloned().collect();
        all.reverse();
        all
    }

    /// The keys of the positions that can equal the current one, the current one first:
    /// those since the last pawn move or capture (the halfmove clock; nothing before it can
    /// recur, as pawns never go back and captured pieces never return).
    fn recent_keys(&self, halfmoves: u32) -> impl Iterator<Item = &PositionKey> {
        self.keys_back().take(halfmoves as usize + 1)
    }

    // ----- repetition ------------------------------------------------------------------------

    /// How many times the current position has occurred in the game, counting the current
    /// occurrence (so `3` is a threefold repetition).
    pub fn occurrences(&self) -> usize {
        let key = self.keys_back().next().expect("start position");
        count_all(self.recent_keys(self.position().halfmoves()), key)
    }

    /// How many times the current position has occurred "by consecutive alternate moves"
    /// (decisions.md 6 and 18): counting back from now, each earlier occurrence exactly four
    /// plies before the next. At least 1 (the current occurrence).
    pub fn consecutive_alternate_occurrences(&self) -> usize {
        let key = self.keys_back().next().expect("start position");
        count_alternate(self.keys_back(), key)
    }

    /// [`Game::occurrences`] of the position after the move `m`, without playing it.
    pub fn occurrences_after(&self, m: Move) -> Result<usize, GameError> {
        let after = self.after(m)?;
        let key = PositionKey::of(&after);
        // The window of the new position, less the new position itself.
        let earlier = match after.halfmoves() {
            0 => 0,
            h => count_all(self.recent_keys(h - 1), &key),
        };
        Ok(earlier + 1)
    }

    /// [`Game::consecutive_alternate_occurrences`] of the position after `m`, without playing it.
    pub fn consecutive_alternate_occurrences_after(&self, m: Move) -> Result<usize, GameError> {
        let key = PositionKey::of(&self.after(m)?);
        // Four plies before the new position is three behind the current one, then every 4.
        let earlier = self
            .keys_back()
            .skip(3)
            .step_by(4)
            .take_while(|k| **k == key)
            .count();
        Ok(earlier + 1)
    }

    /// The position after a legal move `m`, leaving the game as it is.
    pub fn after(&self, m: Move) -> Result<Chess, GameError> {
        self.position()
            .clone()
            .play(m)
            .map_err(|e| GameError::IllegalMove {
                input: UciMove::from_standard(e.m).to_string(),
                fen: self.to_fen(),
            })
    }

    // ----- counters --------------------------------------------------------------------------

    /// Plies since the last pawn move or capture, including the halfmove clock of the start
    /// FEN. 100 plies are "the last 50 moves by each player" (Art. 9.3), 150 plies 75 moves.
    pub fn plies_since_pawn_move_or_capture(&self) -> u32 {
        self.position().halfmoves()
    }

    /// [`Game::plies_since_pawn_move_or_capture`] after the move `m`, without playing it.
    pub fn plies_since_pawn_move_or_capture_after(&self, m: Move) -> Result<u32, GameError> {
        Ok(self.after(m)?.halfmoves())
    }

    /// The number of the move the side to move is about to make (the FEN's fullmove number).
    pub fn move_number(&self) -> u32 {
        self.position().fullmoves().get()
    }

    /// Plies played in this game since its start position.
    pub fn plies(&self) -> usize {
        self.last.as_ref().map_or(0, |ply| ply.depth)
    }

    /// The moves each side has made in the whole game: those before the start position's move
    /// number and those played since (White moves first, so White has the odd plies). The one
    /// place this is counted; in `u64`, so no move number can make it wrap (a count beyond
    /// `u32` stays at `u32::MAX`; [`parse_fen`] refuses move numbers that large).
    pub fn moves_made(&self) -> ByColor<u32> {
        let start = self.start();
        let plies = 2 * (u64::from(start.fullmoves().get()) - 1)
            + u64::from(start.turn() == Color::Black)
            + self.plies() as u64;
        let count = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
        ByColor {
            white: count(plies.div_ceil(2)),
            black: count(plies / 2),
        }
    }

    // ----- the current position --------------------------------------------------------------

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    pub fn is_checkmate(&self) -> bool {
        self.position().is_checkmate()
    }

    pub fn is_stalemate(&self) -> bool {
        self.position().is_stalemate()
    }

    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    pub fn legal_moves(&self) -> MoveList {
        self.position().legal_moves()
    }

    /// The SAN of a move in the current position, without check or mate marks (`"Nf3"`,
    /// `"O-O"`, `"e8=Q"`), as the contract's `allowed_moves` lists them.
    pub fn san(&self, m: Move) -> String {
        San::from_move(self.position(), m).to_string()
    }

    /// The SAN of every legal move, sorted, without check marks.
    pub fn legal_moves_san(&self) -> Vec<String> {
        let mut sans: Vec<String> = self
            .legal_moves()
            .into_iter()
            .map(|m| self.san(m))
            .collect();
        sans.sort();
        sans
    }

    /// The UCI of a move (`"e1g1"` for castling short as White).
    pub fn uci(&self, m: Move) -> String {
        UciMove::from_move(m, CastlingMode::Standard).to_string()
    }

    /// The FEN of the current position (an en passant square only where the capture is legal).
    pub fn to_fen(&self) -> String {
        fen_of(self.position())
    }
}

fn count_all<'a>(keys: impl Iterator<Item = &'a PositionKey>, key: &PositionKey) -> usize {
    keys.filter(|k| *k == key).count()
}

/// Occurrences of `key` at the first of `back` (keys from the latest backwards), then 4, 8, …
/// plies earlier, stopping at the first gap.
fn count_alternate<'a>(back: impl Iterator<Item = &'a PositionKey>, key: &PositionKey) -> usize {
    back.step_by(4).take_while(|k| *k == key).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alternate_counter_stops_at_a_gap() {
        let a = PositionKey::of(&Chess::default());
        let b = PositionKey::of(&parse_fen("8/8/8/8/8/8/8/K6k w - - 0 1").unwrap());
        // a at 0, 4, 8 — then b at 12 breaks nothing, but a at 12 with b at 8 stops at 8.
        let keys = vec![
            a.clone(),
            b.clone(),
            b.clone(),
            b.clone(),
            a.clone(),
            b.clone(),
            b.clone(),
            b.clone(),
            b.clone(),
            b.clone(),
            b.clone(),
            b.clone(),
            a.clone(),
        ];
        assert_eq!(count_alternate(keys.iter().rev(), &a), 1);
        assert_eq!(count_all(keys.iter(), &a), 3);
        assert_eq!(count_alternate(keys[..5].iter().rev(), &a), 2);
        assert_eq!(count_alternate(keys[..1].iter().rev(), &a), 1);
    }
}
