//! Time controls and the FIDE chess clock.
//!
//! * [`Millis`]: a duration or a clock reading, parsed from and printed as `"H:MM:SS"`.
//! * [`TimeControl`]: periods in the PGN `TimeControl` tag syntax, extended with delays
//!   (`"5400d30"` simple delay, `"300b3"` Bronstein).
//! * [`Clock`]: the state machine of a FIDE clock, driven by `now: Millis` inputs (time is an
//!   input: the engine never reads a clock).
//! * [`PRESETS`]: the usual FIDE controls; [`illegal_move_penalty`]: the edition's time penalty.

mod chess_clock;
mod millis;
mod presets;
mod time_control;

pub use chess_clock::{
    Clock, ClockError, ClockFace, ClockSnapshot, FlagFall, Ignored, Ledger, Outcome, PeriodTrigger,
    PressReport, RunState,
};
pub use millis::{Millis, ParseMillisError};
pub use presets::{PRESETS, Preset, clock_reading};
pub use time_control::{
    MAX_PER_MOVE, MAX_PERIOD_MOVES, MAX_PERIOD_TIME, MAX_PERIODS, PerMove, Period, TimeControl,
    TimeControlError, TimeControlErrorKind,
};
