//! Quiz order: a pure, seeded choice of drills, so that the same seed gives the same quiz (an
//! instructor hands a class one seed) and the score is counted per topic.
//!
//! The order is a keyed hash of each drill id: adding a drill to the bank in an update does not
//! reorder the others relative to each other, and the order does not depend on the order the
//! ids come in.
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// A quiz seed: a number people can read out and type (0 to 999 999).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed(u32);

impl Seed {
    pub const MAX: u32 = 999_999;

    /// A seed from any number (folded into 0..=999 999).
    pub const fn new(n: u32) -> Seed {
        Seed(n % (Seed::MAX + 1))
    }

    pub const fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a seed could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSeed;

impl FromStr for Seed {
    type Err = BadSeed;
    /// Digits only (spaces around are ignored), at most 999 999.
    fn from_str(s: &str) -> Result<Seed, BadSeed> {
        let s = s.trim();
        if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(BadSeed);
        }
        s.parse().map(Seed).map_err(|_| BadSeed)
    }
}

/// How many drills a quiz has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Length {
    Five,
    #[default]
    Ten,
    Twenty,
    All,
}

impl Length {
    pub const ALL: [Length; 4] = [Length::Five, Length::Ten, Length::Twenty, Length::All];

    /// The number of drills, `None` for all of them.
    pub const fn count(self) -> Option<usize> {
        match self {
            Length::Five => Some(5),
            Length::Ten => Some(10),
            Length::Twenty => Some(20),
            Length::All => None,
        }
    }

    pub const fn code(self) -> &'static str {
        match self {
            Length::Five => "5",
            Length::Ten => "10",
            Length::Twenty => "20",
            Length::All => "all",
        }
    }

    pub fn from_code(s: &str) -> Option<Length> {
        Length::ALL.into_iter().find(|l| l.code() == s)
    }
}

/// SplitMix64's finaliser: a good 64-bit mix.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The drill's place in the quiz for this seed.
fn key(seed: Seed, id: &str) -> u64 {
    // FNV-1a over the id, then mixed with the seed.
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01B3);
    }
    mix(h ^ mix(u64::from(seed.0)))
}

/// The drills of a quiz, in order: the ids shuffled by `seed`, cut to `length`. Duplicate ids
/// count once.
pub fn order<'a>(
    ids: impl IntoIterator<Item = &'a str>,
    seed: Seed,
    length: Length,
) -> Vec<String> {
    let mut keyed: Vec<(u64, &str)> = ids.into_iter().map(|id| (key(seed, id), id)).collect();
    keyed.sort_unstable();
    keyed.dedup_by(|a, b| a.1 == b.1);
    let take = length.count().unwrap_or(keyed.len());
    keyed
        .into_iter()
        .take(take)
        .map(|(_, id)| id.to_owned())
        .collect()
}

/// One topic's score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopicScore {
    pub topic: String,
    pub right: usize,
    pub total: usize,
}

/// The score per topic (topics in first-seen order) from `(topic, right)` per drill asked.
/// A drill left unanswered (the timer ran out) counts as asked and not right.
pub fn score<'a>(answers: impl IntoIterator<Item = (&'a str, bool)>) -> Vec<TopicScore> {
    let mut out: Vec<TopicScore> = Vec::new();
    for (topic, right) in answers {
        let i = match out.iter().position(|s| s.topic == topic) {
            Some(i) => i,
            None => {
                out.push(TopicScore {
                    topic: topic.to_owned(),
                    right: 0,
                    total: 0,
                });
                out.len() - 1
            }
        };
        out[i].total += 1;
        out[i].right += usize::from(right);
    }
    out
}

/// The time left on a quiz timer (`limit` and `elapsed` in milliseconds); zero when it ran out.
pub const fn time_left(limit: u64, elapsed: u64) -> u64 {
    limit.saturating_sub(elapsed)
}

/// `(right, total)` over every topic.
pub fn total(scores: &[TopicScore]) -> (usize, usize) {
    scores
        .iter()
        .fold((0, 0), |(r, t), s| (r + s.right, t + s.total))
}

/// Drills per topic, for a summary line.
pub fn count_by_topic<'a>(topics: impl IntoIterator<Item = &'a str>) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for t in topics {
        *m.entry(t.to_owned()).or_insert(0) += 1;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("drill-{i:03}")).collect()
    }

    #[test]
    fn the_same_seed_gives_the_same_quiz_and_another_seed_another() {
        let all = ids(60);
        let a = order(all.iter().map(String::as_str), Seed::new(4242), Length::Ten);
        let b = order(all.iter().map(String::as_str), Seed::new(4242), Length::Ten);
        let c = order(all.iter().map(String::as_str), Seed::new(4243), Length::Ten);
        assert_eq!(a, b);
        assert_eq!(a.len(), 10);
        assert_ne!(a, c);
    }

    #[test]
    fn the_order_ignores_the_input_order_and_survives_new_drills() {
        let all = ids(40);
        let seed = Seed::new(17);
        let forward = order(all.iter().map(String::as_str), seed, Length::All);
        let backward = order(all.iter().rev().map(String::as_str), seed, Length::All);
        assert_eq!(forward, backward);
        // A new drill in the bank keeps the others in the same relative order.
        let mut more = all.clone();
        more.push("drill-new".into());
        let with_new: Vec<String> = order(more.iter().map(String::as_str), seed, Length::All)
            .into_iter()
            .filter(|id| id != "drill-new")
            .collect();
        assert_eq!(with_new, forward);
    }

    #[test]
    fn all_is_a_permutation_without_duplicates() {
        let mut all = ids(25);
        all.push("drill-003".into());
        let mut got = order(all.iter().map(String::as_str), Seed::new(1), Length::All);
        assert_eq!(got.len(), 25);
        assert_ne!(got, ids(25), "shuffled");
        got.sort();
        assert_eq!(got, ids(25));
        // Fewer drills than asked: all of them.
        assert_eq!(order(["a", "b"], Seed::new(9), Length::Twenty).len(), 2);
        assert!(order([], Seed::new(9), Length::Five).is_empty());
    }

    #[test]
    fn every_seed_is_fair_enough() {
        // Over many seeds, each of 10 drills comes first sometimes.
        let all = ids(10);
        let mut firsts = std::collections::BTreeSet::new();
        for s in 0..200 {
            firsts.insert(
                order(all.iter().map(String::as_str), Seed::new(s), Length::Five)[0].clone(),
            );
        }
        assert_eq!(firsts.len(), 10);
    }

    #[test]
    fn seeds_are_read_from_digits_only() {
        assert_eq!(" 123456 ".parse::<Seed>(), Ok(Seed::new(123_456)));
        assert_eq!("0".parse::<Seed>(), Ok(Seed::new(0)));
        for bad in ["", "abc", "-1", "1234567", "12 3", "1.5"] {
            assert_eq!(bad.parse::<Seed>(), Err(BadSeed), "{bad:?}");
        }
        assert_eq!(Seed::new(1_000_005).get(), 5);
        assert_eq!(Seed::new(77).to_string(), "77");
    }

    #[test]
    fn lengths_round_trip() {
        for l in Length::ALL {
            assert_eq!(Length::from_code(l.code()), Some(l));
        }
        assert_eq!(Length::from_code("7"), None);
    }

    #[test]
    fn the_score_is_counted_per_topic() {
        let s = score([
            ("touch_move", true),
            ("clock", false),
            ("touch_move", false),
            ("touch_move", true),
        ]);
        assert_eq!(
            s,
            vec![
                TopicScore {
                    topic: "touch_move".into(),
                    right: 2,
                    total: 3
                },
                TopicScore {
                    topic: "clock".into(),
                    right: 0,
                    total: 1
                },
            ]
        );
        assert_eq!(total(&s), (2, 4));
        assert_eq!(time_left(60_000, 61_000), 0);
        assert_eq!(time_left(60_000, 1_000), 59_000);
        assert_eq!(count_by_topic(["a", "b", "a"])["a"], 2);
    }
}
