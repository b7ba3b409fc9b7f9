//! `TimeControl`: periods in the PGN TimeControl syntax, with our delay extensions.
//!
//! Grammar (contract, §Notation): periods joined by `:`; a period is
//! `[moves/]seconds[+N | dN | bN]`, with `seconds` and `N` whole seconds, optionally with up to
//! three decimals (`"180+0.5"`). Every period but the last has a move count; the last has none
//! (it is the rest of the game). Examples: `"5400+30"`, `"40/5400+30:1800+30"`, `"600"`,
//! `"5400d30"` (simple delay), `"300b3"` (Bronstein).
//!
//! Printing gives the canonical text: `parse(print(tc)) == tc` for every time control, and
//! `print(parse(s)) == s` for every canonical `s` (no leading zeros, no trailing decimal zeros).
//! `"+0"` is kept as written (`PerMove::Increment(0)` prints as `"+0"`), but it counts as no
//! per-move time in every predicate.
use std::fmt;
use std::str::FromStr;

use super::Millis;
use crate::i18n::Bilingual;

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

impl PerMove {
    /// The increment or delay in this mode; zero for [`PerMove::None`].
    pub const fn amount(self) -> Millis {
        match self {
            PerMove::None => Millis::ZERO,
            PerMove::Increment(m) | PerMove::SimpleDelay(m) | PerMove::Bronstein(m) => m,
        }
    }

    /// Whether each move gets any time (a non-zero increment or delay). For the Laws' purposes
    /// (quickplay finish, time classes) a delay counts like an increment (decisions.md 16, 17).
    pub const fn gives_time(self) -> bool {
        self.amount().0 > 0
    }

    /// Whether this is a delay (simple or Bronstein), whatever its amount.
    pub const fn is_delay(self) -> bool {
        matches!(self, PerMove::SimpleDelay(_) | PerMove::Bronstein(_))
    }
}

impl fmt::Display for PerMove {
    /// `""`, `"+30"`, `"d30"` or `"b3"`: the suffix of a period.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PerMove::None => Ok(()),
            PerMove::Increment(m) => write!(f, "+{}", Seconds(m)),
            PerMove::SimpleDelay(m) => write!(f, "d{}", Seconds(m)),
            PerMove::Bronstein(m) => write!(f, "b{}", Seconds(m)),
        }
    }
}

/// The longest period time accepted: 100 hours (no event gives a player more than a few hours
/// for a period). With [`MAX_PER_MOVE`], [`MAX_PERIOD_MOVES`] and [`MAX_PERIODS`] no sum the clock
/// or the time classes form can leave `u64` (docs/arbitro-cli.md, "Additions").
pub const MAX_PERIOD_TIME: Millis = Millis(100 * 3_600_000);
/// The largest increment or delay accepted: 1 hour (real events use seconds).
pub const MAX_PER_MOVE: Millis = Millis(3_600_000);
/// The largest move count of a period accepted: 1000 (real controls say 40, 30, 20…).
pub const MAX_PERIOD_MOVES: u32 = 1000;
/// The most periods a time control may have: 32 (real controls have one to four).
pub const MAX_PERIODS: usize = 32;

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to make in this period (`40/…`), or `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time for the period.
    pub base: Millis,
    pub per_move: PerMove,
}

impl fmt::Display for Period {
    /// `"40/5400+30"`, `"1800"`, `"300b3"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.moves {
            write!(f, "{n}/")?;
        }
        write!(f, "{}{}", Seconds(self.base), self.per_move)
    }
}

/// A whole time control: one or more periods, the last without a move count.
///
/// Periods are numbered from 0 in every method (`base(0)` is the first period's time); error
/// messages for people count from 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub periods: Vec<Period>,
}

impl TimeControl {
    /// Checks the shape that parsing guarantees: at least one period, a positive time in each,
    /// a positive move count on every period but the last, none on the last.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, TimeControlError> {
        let tc = TimeControl { periods };
        let input = tc.to_string();
        if tc.periods.is_empty() {
            return Err(TimeControlError::new(
                &input,
                None,
                TimeControlErrorKind::Empty,
            ));
        }
        if tc.periods.len() > MAX_PERIODS {
            return Err(TimeControlError::new(
                &input,
                None,
                TimeControlErrorKind::TooManyPeriods,
            ));
        }
        let last = tc.periods.len() - 1;
        for (i, p) in tc.periods.iter().enumerate() {
            let kind = match p.moves {
                Some(0) => Some(TimeControlErrorKind::ZeroMoveCount),
                Some(_) if i == last => Some(TimeControlErrorKind::MoveCountOnLastPeriod),
                None if i != last => Some(TimeControlErrorKind::MissingMoveCount),
                _ if p.base == Millis::ZERO => Some(TimeControlErrorKind::ZeroTime),
                _ => within_limits(p).err(),
            };
            if let Some(kind) = kind {
                return Err(TimeControlError::new(&input, Some(i), kind));
            }
        }
        Ok(tc)
    }

    /// A single period: `base` for the whole game, with `per_move` after each move.
    pub fn sudden_death(base: Millis, per_move: PerMove) -> TimeControl {
        TimeControl {
            periods: vec![Period {
                moves: None,
                base,
                per_move,
            }],
        }
    }

    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    pub fn period(&self, n: usize) -> Option<&Period> {
        self.periods.get(n)
    }

    /// How many periods there are.
    pub fn period_count(&self) -> usize {
        self.periods.len()
    }

    /// The index of the last period (0 for a single period, and for an empty time control).
    pub fn last_period(&self) -> usize {
        self.periods.len().saturating_sub(1)
    }

    /// Whether period `n` is the last one (or beyond it).
    pub fn is_last_period(&self, n: usize) -> bool {
        n >= self.last_period()
    }

    /// The time of period `n`.
    pub fn base(&self, n: usize) -> Option<Millis> {
        self.periods.get(n).map(|p| p.base)
    }

    /// What each move of period `n` adds or holds back.
    pub fn per_move(&self, n: usize) -> Option<PerMove> {
        self.periods.get(n).map(|p| p.per_move)
    }

    /// The sum of every period's time (decisions.md 17: the `base` of a multi-period control
    /// for the time classes). Saturates instead of overflowing.
    pub fn total_base(&self) -> Millis {
        Millis(
            self.periods
                .iter()
                .fold(0u64, |acc, p| acc.saturating_add(p.base.0)),
        )
    }

    /// The first period's increment or delay ([`PerMove::None`] for an empty time control).
    pub fn first_per_move(&self) -> PerMove {
        self.periods
            .first()
            .map(|p| p.per_move)
            .unwrap_or(PerMove::None)
    }

    /// The last period's increment or delay.
    pub fn last_per_move(&self) -> PerMove {
        self.periods
            .last()
            .map(|p| p.per_move)
            .unwrap_or(PerMove::None)
    }

    /// Whether any period gives time per move (a non-zero increment or delay).
    pub fn has_per_move_time(&self) -> bool {
        self.periods.iter().any(|p| p.per_move.gives_time())
    }

    /// Whether the game is played without any increment or delay at all, so that it ends in a
    /// sudden-death phase where the remaining time must suffice for every remaining move: the
    /// case for the quickplay-finish rules (decisions.md 16).
    pub fn is_sudden_death_with_no_increment(&self) -> bool {
        !self.has_per_move_time()
    }

    /// Whether the last period (the one every game ends in) gives no time per move.
    pub fn last_period_is_sudden_death(&self) -> bool {
        !self.last_per_move().gives_time()
    }

    /// The number of moves a player must have made, counted from the start of the game, to
    /// complete period `n` (`40/…:20/…:…` → 40 for period 0, 60 for period 1); `None` for the
    /// last period, or when a period up to `n` has no move count.
    pub fn moves_to_complete(&self, n: usize) -> Option<u32> {
        if self.is_last_period(n) {
            return None;
        }
        self.periods[..=n]
            .iter()
            .try_fold(0u32, |acc, p| p.moves.map(|m| acc.saturating_add(m)))
    }

    /// The period a player is in after making `moves` moves, when periods follow move counts
    /// (`40/…:…` → period 0 for 0–39 moves, period 1 from 40).
    ///
    /// One pass over the periods (the running total of [`TimeControl::moves_to_complete`]).
    pub fn period_after_moves(&self, moves: u32) -> usize {
        let mut needed = 0u32;
        for (n, p) in self.periods.iter().enumerate() {
            if self.is_last_period(n) {
                return n;
            }
            match p.moves {
                Some(m) => needed = needed.saturating_add(m),
                None => return n,
            }
            if moves < needed {
                return n;
            }
        }
        0
    }
}

impl fmt::Display for TimeControl {
    /// The canonical text: periods joined by `:`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        if s.is_empty() {
            return Err(TimeControlError::new(s, None, TimeControlErrorKind::Empty));
        }
        if s == "?" || s == "-" {
            return Err(TimeControlError::new(
                s,
                None,
                TimeControlErrorKind::Unsupported,
            ));
        }
        let texts: Vec<&str> = s.split(':').collect();
        if texts.len() > MAX_PERIODS {
            return Err(TimeControlError::new(
                s,
                None,
                TimeControlErrorKind::TooManyPeriods,
            ));
        }
        let last = texts.len() - 1;
        let mut periods = Vec::with_capacity(texts.len());
        for (i, text) in texts.into_iter().enumerate() {
            let period = parse_period(text, i == last)
                .map_err(|kind| TimeControlError::new(s, Some(i), kind))?;
            periods.push(period);
        }
        Ok(TimeControl { periods })
    }
}

fn parse_period(text: &str, is_last: bool) -> Result<Period, TimeControlErrorKind> {
    use TimeControlErrorKind as K;
    if text.is_empty() {
        return Err(K::EmptyPeriod);
    }
    if text.starts_with('*') {
        return Err(K::Unsupported);
    }
    let (moves, rest) = match text.split_once('/') {
        Some((m, rest)) => {
            let m = parse_whole(m).map_err(|e| e.unwrap_or(K::BadMoveCount))?;
            let m = u32::try_from(m).map_err(|_| K::TooLarge)?;
            if m == 0 {
                return Err(K::ZeroMoveCount);
            }
            (Some(m), rest)
        }
        None => (None, text),
    };
    // The time is the leading run of digits and dots; a suffix starts with `+`, `d` or `b`.
    let at = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(rest.len());
    let suffix_at = match rest[at..].chars().next() {
        None => None,
        Some('+' | 'd' | 'b') => Some(at),
        Some(_) => return Err(K::BadTime),
    };
    let (base, per_move) = match suffix_at {
        Some(at) => {
            let (base, suffix) = rest.split_at(at);
            let amount = parse_seconds(&suffix[1..]).map_err(|e| e.unwrap_or(K::BadPerMove))?;
            let per_move = match suffix.as_bytes()[0] {
                b'+' => PerMove::Increment(amount),
                b'd' => PerMove::SimpleDelay(amount),
                _ => PerMove::Bronstein(amount),
            };
            (base, per_move)
        }
        None => (rest, PerMove::None),
    };
    let base = parse_seconds(base).map_err(|e| e.unwrap_or(K::BadTime))?;
    if base == Millis::ZERO {
        return Err(K::ZeroTime);
    }
    let period = match (moves, is_last) {
        (Some(_), true) => return Err(K::MoveCountOnLastPeriod),
        (None, false) => return Err(K::MissingMoveCount),
        _ => Period {
            moves,
            base,
            per_move,
        },
    };
    within_limits(&period)?;
    Ok(period)
}

/// [`MAX_PERIOD_TIME`], [`MAX_PER_MOVE`] and [`MAX_PERIOD_MOVES`].
fn within_limits(p: &Period) -> Result<(), TimeControlErrorKind> {
    if p.moves.is_some_and(|m| m > MAX_PERIOD_MOVES) {
        Err(TimeControlErrorKind::TooManyMoves)
    } else if p.base > MAX_PERIOD_TIME {
        Err(TimeControlErrorKind::TimeTooLong)
    } else if p.per_move.amount() > MAX_PER_MOVE {
        Err(TimeControlErrorKind::PerMoveTooLong)
    } else {
        Ok(())
    }
}

/// A parse failure: `Some(TooLarge)` for digits that overflow, `None` for "not a number"
/// (the caller says which field).
type NumErr = Option<TimeControlErrorKind>;

fn parse_whole(text: &str) -> Result<u64, NumErr> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(None);
    }
    text.parse::<u64>()
        .map_err(|_| Some(TimeControlErrorKind::TooLarge))
}

/// Whole seconds with up to three decimals.
fn parse_seconds(text: &str) -> Result<Millis, NumErr> {
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text, None),
    };
    let secs = parse_whole(whole)?;
    let ms = match frac {
        None => 0,
        Some(f) if (1..=3).contains(&f.len()) && f.bytes().all(|b| b.is_ascii_digit()) => f
            .bytes()
            .chain(std::iter::repeat(b'0'))
            .take(3)
            .fold(0u64, |acc, b| acc * 10 + u64::from(b - b'0')),
        Some(_) => return Err(None),
    };
    secs.checked_mul(1000)
        .and_then(|m| m.checked_add(ms))
        .map(Millis)
        .ok_or(Some(TimeControlErrorKind::TooLarge))
}

/// Seconds as the time-control syntax writes them: `"30"`, `"0.5"`, `"2.125"`.
struct Seconds(Millis);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, ms) = (self.0.0 / 1000, self.0.0 % 1000);
        if ms == 0 {
            write!(f, "{s}")
        } else {
            let frac = format!("{ms:03}");
            write!(f, "{s}.{}", frac.trim_end_matches('0'))
        }
    }
}

/// What is wrong with a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControlErrorKind {
    /// Nothing at all, or no periods.
    Empty,
    /// Nothing between two `:` (or before the first, after the last).
    EmptyPeriod,
    /// PGN forms that are not a clock setting: `"?"` (unknown), `"-"` (none), `"*N"` (sandglass).
    Unsupported,
    /// The text before `/` is not a whole number.
    BadMoveCount,
    /// `0/…`.
    ZeroMoveCount,
    /// The period's time is not a number of seconds.
    BadTime,
    /// The period's time is zero.
    ZeroTime,
    /// The text after `+`, `d` or `b` is not a number of seconds.
    BadPerMove,
    /// The last period has a move count: the last period is the rest of the game.
    MoveCountOnLastPeriod,
    /// A period before the last has no move count, so it would never end.
    MissingMoveCount,
    /// A number too large to hold.
    TooLarge,
    /// More than [`MAX_PERIODS`] periods.
    TooManyPeriods,
    /// A move count above [`MAX_PERIOD_MOVES`].
    TooManyMoves,
    /// A period's time above [`MAX_PERIOD_TIME`].
    TimeTooLong,
    /// An increment or delay above [`MAX_PER_MOVE`].
    PerMoveTooLong,
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError {
    /// The text as given (for [`TimeControl::new`], the periods as printed).
    pub input: String,
    /// The reason in English (see [`TimeControlError::explain`] for both languages).
    pub reason: String,
    /// The period at fault, counted from 0; `None` when the whole text is at fault.
    pub period: Option<usize>,
    pub kind: TimeControlErrorKind,
}

impl TimeControlError {
    fn new(input: &str, period: Option<usize>, kind: TimeControlErrorKind) -> TimeControlError {
        let mut e = TimeControlError {
            input: input.to_owned(),
            reason: String::new(),
            period,
            kind,
        };
        e.reason = e.explain().en;
        e
    }

    /// The reason in Brazilian Portuguese and English, naming the period (counted from 1).
    pub fn explain(&self) -> Bilingual {
        use TimeControlErrorKind as K;
        let (pt, en) = match self.kind {
            K::Empty => (
                "não há nenhum período (exemplos: \"5400+30\", \"40/5400+30:1800+30\", \"600\")",
                "there is no period at all (examples: \"5400+30\", \"40/5400+30:1800+30\", \"600\")",
            ),
            K::EmptyPeriod => (
                "período vazio (os períodos são separados por um único \":\")",
                "empty period (periods are separated by a single \":\")",
            ),
            K::Unsupported => (
                "\"?\", \"-\" e \"*N\" do PGN não descrevem um relógio que se possa ajustar",
                "the PGN forms \"?\", \"-\" and \"*N\" do not describe a clock setting",
            ),
            K::BadMoveCount => (
                "o número de lances antes de \"/\" deve ser um número inteiro",
                "the number of moves before \"/\" must be a whole number",
            ),
            K::ZeroMoveCount => (
                "o número de lances de um período deve ser maior que zero",
                "a period's number of moves must be greater than zero",
            ),
            K::BadTime => (
                "o tempo do período deve ser um número de segundos (até três decimais), seguido opcionalmente de +N, dN ou bN",
                "the period's time must be a number of seconds (up to three decimals), optionally followed by +N, dN or bN",
            ),
            K::ZeroTime => (
                "o tempo do período deve ser maior que zero",
                "the period's time must be greater than zero",
            ),
            K::BadPerMove => (
                "depois de \"+\", \"d\" ou \"b\" deve vir um número de segundos (incremento, atraso simples ou Bronstein)",
                "\"+\", \"d\" or \"b\" must be followed by a number of seconds (increment, simple delay or Bronstein delay)",
            ),
            K::MoveCountOnLastPeriod => (
                "o último período vale pelo resto da partida e não leva número de lances",
                "the last period lasts for the rest of the game and takes no number of moves",
            ),
            K::MissingMoveCount => (
                "todo período antes do último precisa de um número de lances (\"40/5400\")",
                "every period before the last needs a number of moves (\"40/5400\")",
            ),
            K::TooLarge => ("número grande demais", "number too large"),
            K::TooManyPeriods => ("no máximo 32 períodos", "at most 32 periods"),
            K::TooManyMoves => (
                "o número de lances de um período é no máximo 1000",
                "a period's number of moves is at most 1000",
            ),
            K::TimeTooLong => (
                "o tempo de um período é no máximo 100 horas (360000 segundos)",
                "a period's time is at most 100 hours (360000 seconds)",
            ),
            K::PerMoveTooLong => (
                "o incremento ou atraso é no máximo 1 hora (3600 segundos)",
                "an increment or delay is at most 1 hour (3600 seconds)",
            ),
        };
        match self.period {
            Some(i) => Bilingual::new(
                format!("período {}: {pt}", i + 1),
                format!("period {}: {en}", i + 1),
            ),
            None => Bilingual::new(pt, en),
        }
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "time control {:?}: {}", self.input, self.reason)
    }
}

impl std::error::Error for TimeControlError {}
