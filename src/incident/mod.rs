//! An incident at the board: the game so far and what just happened (contract §Incident).
//!
//! Parse, then validate, then use: the raw JSON (or a drill's TOML table, converted to the same
//! value) is read field by field into an [`Incident`], and every error names the field and what
//! is wrong with it. After this border nothing re-checks the input.

mod event;
mod parse;

pub use event::{
    ArbiterDecision, Claim, ClaimKind, Claimant, Event, FallenFlag, Hand, IrregularityKind,
    QuickplayGrounds, Refusing, ScoresheetsAtFlag, SignedResult,
};
pub use parse::IncidentError;

use shakmaty::ByColor;

use crate::clock::{Millis, TimeControl};
use crate::game::Game;
use crate::laws::{Edition, Supervision, TimeClass};

/// A validated incident.
#[derive(Clone, Debug)]
pub struct Incident {
    pub edition: Edition,
    pub time_control: Option<TimeControl>,
    /// Given, or derived from the time control and the edition (standard when neither).
    pub time_class: TimeClass,
    pub supervision: Supervision,
    /// Whether the event announced the quickplay-finish rules (needed from 2014).
    pub quickplay_finish: bool,
    pub arbiter_present: bool,
    /// How late a player may arrive before losing by default, as the event sets it (`None`
    /// when not given: zero from 2009, the hour of 6.7 in 2001/2005).
    pub default_time: Option<Millis>,
    /// How long after the scheduled start the clocks were actually started (`round_start`,
    /// an addition; zero unless given). `arrive` times stay measured from the scheduled start.
    pub round_start: Millis,
    /// The game so far: the position at `fen` followed by `moves` (completed legal moves).
    pub game: Game,
    /// Times left when the first event happens; `None`: no clock arithmetic.
    pub clocks: Option<ByColor<Millis>>,
    /// Completed illegal moves so far this game, already penalised.
    pub illegal_moves: ByColor<u32>,
    pub events: Vec<Event>,
    /// The visually disabled player, who plays on a specially constructed board with a
    /// securing hole in each square while the opponent uses a normal one
    /// (`visually_disabled`, an addition; Appendix F 2001/2005, E 2009, D from 2014).
    pub visually_disabled: Option<shakmaty::Color>,
    /// The board as found, when it is not a legal position (`illegal_position`; an addition
    /// to the contract). `game` is then the last identifiable position before it, if given.
    pub found: Option<FoundBoard>,
    /// What the event's regulations say about agreed draws (`draw_agreement`; an addition).
    pub draw_agreement: DrawAgreement,
}

/// The event's regulations on agreed draws (9.1.1 2017+; 9.1a 2009/2014): players may agree a
/// draw, may not at all, or may not before a number of moves, without the arbiter's consent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DrawAgreement {
    #[default]
    Allowed,
    Forbidden,
    /// Not before each player has completed this many moves.
    FromMove(u32),
}

impl DrawAgreement {
    /// Whether the regulations forbid an agreement when each player has completed `moves`.
    pub fn forbids(self, moves: u32) -> bool {
        match self {
            DrawAgreement::Allowed => false,
            DrawAgreement::Forbidden => true,
            DrawAgreement::FromMove(n) => moves < n,
        }
    }
}

/// A board found in a position that is not a legal chess position (both kings in check, a
/// pawn on the last rank), the last move unseen.
#[derive(Clone, Debug)]
pub struct FoundBoard {
    pub board: crate::game::illegal_board::IllegalBoard,
    /// `last_identifiable_fen`: the last position before the irregularity that can be
    /// identified (from the scoresheets); `None` when it cannot.
    pub last_identifiable: Option<Game>,
}

impl Incident {
    /// Reads an incident from the contract's JSON.
    pub fn from_json(text: &str) -> Result<Incident, IncidentError> {
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| IncidentError::new("incident", format!("malformed JSON: {e}")))?;
        Incident::from_value(&value)
    }

    /// Reads an incident from an already parsed JSON value (a drill's TOML table converted).
    pub fn from_value(value: &serde_json::Value) -> Result<Incident, IncidentError> {
        parse::incident(value, None)
    }

    /// Reads an incident whose edition is given from outside (a drill's `editions` list);
    /// an `edition` field in the value is then an error.
    pub fn from_value_for(
        value: &serde_json::Value,
        edition: Edition,
    ) -> Result<Incident, IncidentError> {
        parse::incident(value, Some(edition))
    }
}
