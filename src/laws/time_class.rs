//! Standard, rapid or blitz: [`classify`] (editions.md §7.1; decisions.md 10, 17).
use super::{Edition, TimeClass, TimeClassLimits};
use crate::clock::{Millis, PerMove, TimeControl};

/// The time per player that the definitions of rapid and blitz measure.
///
/// `base` is the sum of all the periods' times; the per-move time is the first period's
/// increment or delay (a delay counts like an increment). With `per_move_time_counts` the
/// result is `base + 60 × per-move time` (2005+); without it (2001) the base alone.
pub fn reckoned_time(tc: &TimeControl, per_move_time_counts: bool) -> Millis {
    // Saturating, so that no time control can wrap round into a shorter class (the parser
    // keeps times far below the limit anyway: clock::MAX_PERIOD_TIME, MAX_PER_MOVE).
    let base = tc.total_base().0;
    let per_move = match tc.periods.first().map(|p| p.per_move) {
        Some(PerMove::Increment(m) | PerMove::SimpleDelay(m) | PerMove::Bronstein(m)) => m.0,
        Some(PerMove::None) | None => 0,
    };
    if per_move_time_counts {
        Millis(base.saturating_add(per_move.saturating_mul(60)))
    } else {
        Millis(base)
    }
}

impl TimeClassLimits {
    /// The class of a reckoned time under these limits.
    pub const fn class_of(&self, reckoned: Millis) -> TimeClass {
        if self.blitz.contains(reckoned) {
            TimeClass::Blitz
        } else if self.standard.contains(reckoned) {
            TimeClass::Standard
        } else {
            TimeClass::Rapid
        }
    }
}

/// The time class of a time control under an edition of the Laws.
///
/// * 2001: by the base time alone: under 15 minutes blitz, 15 to 60 minutes (both included)
///   rapid, over 60 standard. The 2001 text does not cover increment games; they are classed by
///   their base time (decisions.md 10), and the ruling says so.
/// * 2005, 2009: `base + 60 × increment`: under 15 blitz, 15 and under 60 rapid, 60 or more
///   standard (so 15:00 exactly is rapid).
/// * 2014+: up to 10 blitz, over 10 and under 60 rapid, 60 or more standard.
///
/// ```
/// use arbitro::clock::{Millis, Period, PerMove, TimeControl};
/// use arbitro::laws::{classify, Edition, TimeClass};
/// let tc = TimeControl { periods: vec![Period { moves: None, base: Millis::from_mins(10),
///     per_move: PerMove::Increment(Millis::from_secs(5)) }] };
/// assert_eq!(classify(&tc, Edition::E2023), TimeClass::Rapid); // 10 + 5 = 15
/// assert_eq!(classify(&tc, Edition::E2001), TimeClass::Blitz); // base alone
/// ```
pub fn classify(tc: &TimeControl, edition: Edition) -> TimeClass {
    let limits = &edition.rules().time_classes;
    limits.class_of(reckoned_time(tc, limits.per_move_time_counts))
}
