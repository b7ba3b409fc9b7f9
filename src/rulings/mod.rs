//! What the arbiter must rule: an incident in, a [`Ruling`] out.
//!
//! [`rule`] replays the incident's events through an arbiter that keeps the game, the clock and
//! what the player to move has done at the board. The ruling families live in their own files
//! (`touch`, `illegal`, `claims`, `flag`, `quickplay`, `sealed`, `conduct`) and read every
//! number and switch from the edition's row in [`crate::laws`].

mod arbiter;
mod claims;
mod conduct;
pub mod cursor;
mod decision;
mod explain;
mod flag;
mod illegal;
mod quickplay;
mod ruling;
mod sealed;
mod timeline;
pub mod touch;

pub use arbiter::rule;
pub use decision::Decision;
pub use ruling::{Citation, ClaimVerdict, GameResult, Ruling};
pub use timeline::{Frame, Step, Timeline, timeline};
