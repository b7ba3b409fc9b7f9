use std::fmt;
use std::str::FromStr;

/// A duration in milliseconds: time left on a clock, a penalty, a delay.
///
/// Parsed from `"H:MM:SS"`, `"M:SS"` or `"S"`, each optionally followed by `.mmm`;
/// printed as `"H:MM:SS"` (with `.mmm` only when the milliseconds are not zero).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Millis(pub u64);

impl Millis {
    pub const ZERO: Millis = Millis(0);

    /// The longest duration read from input (a clock, a wait, a lateness, a default time):
    /// 100 hours. No real game's clock, wait or lateness comes near it, and with it no sum the
    /// engine forms can leave `u64` (docs/arbitro-cli.md, "Additions").
    pub const MAX_INPUT: Millis = Millis(100 * 3_600_000);

    pub const fn from_secs(s: u64) -> Millis {
        Millis(s.saturating_mul(1000))
    }
    pub const fn from_mins(m: u64) -> Millis {
        Millis(m.saturating_mul(60_000))
    }
    pub const fn as_millis(self) -> u64 {
        self.0
    }
    pub fn saturating_sub(self, other: Millis) -> Millis {
        Millis(self.0.saturating_sub(other.0))
    }
}

/// Saturating: time never wraps around (it cannot reach `u64::MAX` from input within the
/// limits, and if it ever did it would stop there rather than become small).
impl std::ops::Add for Millis {
    type Output = Millis;
    fn add(self, o: Millis) -> Millis {
        Millis(self.0.saturating_add(o.0))
    }
}

impl fmt::Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.0 % 1000;
        let s = self.0 / 1000;
        write!(f, "{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)?;
        if ms != 0 {
            write!(f, ".{ms:03}")?;
        }
        Ok(())
    }
}

/// Why a duration could not be read: the text as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMillisError(pub String);

impl fmt::Display for ParseMillisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if looks_like_a_duration(&self.0) {
            write!(
                f,
                "{:?} is longer than the longest duration accepted, 100:00:00",
                self.0
            )
        } else {
            write!(
                f,
                "{:?} is not a duration (expected \"H:MM:SS\", \"M:SS\" or \"S\", optionally with .mmm)",
                self.0
            )
        }
    }
}

/// Well formed (so refused only for its length).
fn looks_like_a_duration(s: &str) -> bool {
    parse_unbounded(s).is_some()
}

impl std::error::Error for ParseMillisError {}

impl FromStr for Millis {
    type Err = ParseMillisError;
    /// The contract's forms, up to [`Millis::MAX_INPUT`].
    fn from_str(s: &str) -> Result<Millis, ParseMillisError> {
        match parse_unbounded(s) {
            Some(m) if m <= Millis::MAX_INPUT => Ok(m),
            _ => Err(ParseMillisError(s.to_owned())),
        }
    }
}

/// The contract's forms, whatever their length (`None` if malformed or beyond `u64`).
fn parse_unbounded(s: &str) -> Option<Millis> {
    let (whole, frac) = match s.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (s, None),
    };
    let ms = match frac {
        None => 0,
        Some(f) if (1..=3).contains(&f.len()) && f.bytes().all(|b| b.is_ascii_digit()) => {
            format!("{f:0<3}").parse::<u64>().ok()?
        }
        Some(_) => return None,
    };
    let parts: Vec<&str> = whole.split(':').collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    let mut nums = Vec::with_capacity(3);
    for (i, p) in parts.iter().enumerate() {
        if p.is_empty() || p.len() > 9 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u64 = p.parse().ok()?;
        // Minutes and seconds after a colon are two-digit fields below 60.
        if i > 0 && (p.len() != 2 || n >= 60) {
            return None;
        }
        nums.push(n);
    }
    // At most 9 digits per field: 999,999,999 h in ms is far below u64::MAX.
    let secs = nums.iter().fold(0u64, |acc, n| acc * 60 + n);
    Some(Millis(secs * 1000 + ms))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_contract_form() {
        assert_eq!("1:10:00".parse(), Ok(Millis::from_mins(70)));
        assert_eq!("58:30".parse(), Ok(Millis::from_secs(58 * 60 + 30)));
        assert_eq!("45".parse(), Ok(Millis::from_secs(45)));
        assert_eq!("0:45.5".parse(), Ok(Millis(45_500)));
        assert_eq!("2:10.025".parse(), Ok(Millis(130_025)));
    }

    #[test]
    fn rejects_malformed_durations() {
        for bad in [
            "",
            "1:60",
            "1:5",
            "a",
            "1::00",
            "1:00:00:00",
            "-5",
            "1.",
            "1.1234",
            " 5",
        ] {
            assert!(bad.parse::<Millis>().is_err(), "{bad:?} should be rejected");
        }
    }

    #[test]
    fn refuses_durations_beyond_100_hours_and_says_so() {
        assert_eq!("100:00:00".parse(), Ok(Millis::MAX_INPUT));
        for long in ["100:00:00.001", "360001", "999999999:59:59.999"] {
            let e = long.parse::<Millis>().expect_err(long);
            assert!(e.to_string().contains("longest duration"), "{e}");
        }
        let e = "1:5".parse::<Millis>().unwrap_err();
        assert!(e.to_string().contains("not a duration"), "{e}");
    }

    #[test]
    fn sums_saturate() {
        assert_eq!(Millis(u64::MAX - 1) + Millis(5), Millis(u64::MAX));
        assert_eq!(Millis::from_secs(u64::MAX), Millis(u64::MAX));
    }

    #[test]
    fn prints_h_mm_ss() {
        assert_eq!(Millis::from_mins(7).to_string(), "0:07:00");
        assert_eq!(Millis::from_secs(3 * 3600 + 5).to_string(), "3:00:05");
        assert_eq!(Millis(1_500).to_string(), "0:00:01.500");
    }
}
