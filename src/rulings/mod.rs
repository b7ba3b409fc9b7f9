//! What the arbiter must rule: an incident in, a [`Ruling`] out.
//!
//! [`rule`] replays the incident's events through a state machine (`arbiter`): a board state
//! (`board`) and a phase — playing, an illegal move completed and not yet ruled, adjourned,
//! ended. Each event is one arm of a `match (phase, event)`; the rule families are functions in
//! their own files (`acts`, `touch`, `illegal`, `claims`, `flag`, `quickplay`, `sealed`,
//! `conduct`) and read every number and switch from the edition's row in [`crate::laws`]. An
//! event that cannot happen is an [`EventError`]. `docs/architecture.md` tells the flow.

mod acts;
mod arbiter;
mod board;
mod claims;
mod clock_setting;
mod compose;
mod conduct;
pub mod cursor;
mod decision;
mod discretion;
mod ended;
mod error;
mod explain;
mod flag;
mod hands;
mod illegal;
mod quickplay;
mod ruling;
mod scoresheet;
mod sealed;
mod signed;
mod timeline;
pub mod touch;
mod unnoticed;
mod visually_disabled;

pub use arbiter::rule;
pub use decision::Decision;
pub use error::{Act, ClaimFamily, EventError, OwnActClaim};
pub use ruling::{AllowedMove, Article, Citation, ClaimVerdict, GameResult, RuledPosition, Ruling};
pub use timeline::{Frame, Step, Timeline, timeline};
