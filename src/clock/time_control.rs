//! `TimeControl`: periods in the PGN TimeControl syntax, with our delay extensions.
//! (Parsing and printing are filled in by the clock work; the types are shared.)
use super::Millis;

/// What each move adds or holds back in a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PerMove {
    /// Sudden death within the period.
    None,
    /// Fischer increment, added after each move (`+N`).
    Increment(Millis),
    /// Simple (US) delay: the main time runs only after the delay (`dN`; the 2001 text's
    /// *tempo adicional*).
    SimpleDelay(Millis),
    /// Bronstein delay: the time used, up to the delay, is given back after the move (`bN`).
    Bronstein(Millis),
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to make in this period (`40/…`), or `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time for the period.
    pub base: Millis,
    pub per_move: PerMove,
}

/// A whole time control: one or more periods, the last without a move count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub periods: Vec<Period>,
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError {
    pub input: String,
    pub reason: String,
}

impl std::fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "time control {:?}: {}", self.input, self.reason)
    }
}

impl std::error::Error for TimeControlError {}
