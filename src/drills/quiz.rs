//! Quiz order: a pure, seeded choice of drills, so that the same seed gives the same quiz (an
//! instructor hands a class one seed) and the score is counted per topic.
//!
//! The order is a keyed hash of each drill id: adding a drill to the bank in an update does not
//! reorder the others relative to each other, and the order does not depend on the order the
//! ids come in.
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use super::schema::{Chapter, Topic};

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

/// The mock exam's rules, after the FIDE Arbiter seminar's exam: questions from every topic, a
/// fixed time and 80 % to pass. (The real exam, about three hours, also covers pairings,
/// ratings and titles; this is its Laws-of-Chess part, so its length and time are ours.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExamRules {
    pub questions: usize,
    pub minutes: u32,
    pub pass_percent: usize,
}

/// The app's mock exam: 20 questions in 60 minutes, 80 % to pass.
pub const MOCK_EXAM: ExamRules = ExamRules {
    questions: 20,
    minutes: 60,
    pass_percent: 80,
};

impl ExamRules {
    pub const fn limit_ms(self) -> u64 {
        self.minutes as u64 * 60_000
    }

    /// Right answers needed to pass out of `total` (the pass mark, rounded up).
    pub const fn needed(self, total: usize) -> usize {
        (total * self.pass_percent).div_ceil(100)
    }
}

/// The exam's questions from the bank's `(id, topic)` pairs: drawn round by round, one drill
/// of each topic per round (topics and the drills within each in the seed's order), until
/// `questions` are drawn, then put in the seed's order. A 20-question exam over 10 topics
/// asks two of each; a topic with too few drills is simply used up. The same seed over the same
/// bank gives the same exam, and duplicate ids count once.
pub fn exam_order<'a>(
    drills: impl IntoIterator<Item = (&'a str, &'a str)>,
    seed: Seed,
    questions: usize,
) -> Vec<String> {
    let mut by_topic: BTreeMap<&str, Vec<(u64, &str)>> = BTreeMap::new();
    for (id, topic) in drills {
        by_topic.entry(topic).or_default().push((key(seed, id), id));
    }
    let mut topics: Vec<(u64, Vec<(u64, &str)>)> = by_topic
        .into_iter()
        .map(|(topic, mut ids)| {
            ids.sort_unstable();
            ids.dedup_by(|a, b| a.1 == b.1);
            ids.reverse(); // popped from the end: lowest key first
            (key(seed, topic), ids)
        })
        .collect();
    topics.sort_unstable_by_key(|(k, _)| *k);
    let mut drawn: Vec<(u64, &str)> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    while drawn.len() < questions && topics.iter().any(|(_, ids)| !ids.is_empty()) {
        for (_, ids) in &mut topics {
            if drawn.len() == questions {
                break;
            }
            // An id listed under two topics is drawn once.
            while let Some(d) = ids.pop() {
                if seen.insert(d.1) {
                    drawn.push(d);
                    break;
                }
            }
        }
    }
    drawn.sort_unstable();
    drawn.into_iter().map(|(_, id)| id.to_owned()).collect()
}

/// One chapter's line on the exam's score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterScore {
    pub chapter: Chapter,
    pub right: usize,
    pub total: usize,
}

/// A finished mock exam.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExamReport {
    pub right: usize,
    pub total: usize,
    /// Whole per cent, rounded down (79.9 % shows 79).
    pub percent: usize,
    pub needed: usize,
    pub passed: bool,
    /// Chapters in the order of the Laws; only chapters that were asked.
    pub chapters: Vec<ChapterScore>,
}

/// The report of a mock exam from `(topic, right)` per question asked (an unanswered question
/// counts as asked and not right). A topic code the bank does not know counts in the total but
/// in no chapter.
pub fn exam_report<'a>(
    rules: ExamRules,
    answers: impl IntoIterator<Item = (&'a str, bool)>,
) -> ExamReport {
    let mut chapters: BTreeMap<Chapter, (usize, usize)> = BTreeMap::new();
    let (mut right, mut total) = (0, 0);
    for (topic, ok) in answers {
        total += 1;
        right += usize::from(ok);
        if let Some(t) = Topic::from_code(topic) {
            let c = chapters.entry(t.chapter()).or_default();
            c.0 += usize::from(ok);
            c.1 += 1;
        }
    }
    let needed = rules.needed(total);
    ExamReport {
        right,
        total,
        percent: (right * 100).checked_div(total).unwrap_or(0),
        needed,
        passed: total > 0 && right >= needed,
        chapters: chapters
            .into_iter()
            .map(|(chapter, (right, total))| ChapterScore {
                chapter,
                right,
                total,
            })
            .collect(),
    }
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

    fn bank() -> Vec<(String, String)> {
        let topics = [
            "touch_move",
            "clock",
            "game_end",
            "draw_claims",
            "quickplay",
        ];
        let mut v = Vec::new();
        for (i, t) in topics.iter().enumerate() {
            // Topics of different sizes: 3, 5, 7, 9, 11 drills.
            for j in 0..(3 + 2 * i) {
                v.push((format!("{t}-{j:03}"), (*t).to_owned()));
            }
        }
        v
    }

    fn pairs(b: &[(String, String)]) -> impl Iterator<Item = (&str, &str)> {
        b.iter().map(|(i, t)| (i.as_str(), t.as_str()))
    }

    #[test]
    fn the_exam_draws_evenly_across_topics_and_is_fixed_by_its_seed() {
        let b = bank();
        let exam = exam_order(pairs(&b), Seed::new(2026), 10);
        assert_eq!(exam.len(), 10);
        for t in [
            "touch_move",
            "clock",
            "game_end",
            "draw_claims",
            "quickplay",
        ] {
            let n = exam.iter().filter(|id| id.starts_with(t)).count();
            assert_eq!(n, 2, "{t}: {exam:?}");
        }
        // Same seed, same exam, whatever order the bank lists its drills in.
        let mut rev = b.clone();
        rev.reverse();
        assert_eq!(exam_order(pairs(&rev), Seed::new(2026), 10), exam);
        assert_ne!(exam_order(pairs(&b), Seed::new(2027), 10), exam);
        // The questions are not grouped by topic.
        let firsts: Vec<&str> = exam.iter().take(5).map(|id| &id[..4]).collect();
        assert_ne!(firsts, ["touc", "touc", "cloc", "cloc", "game"]);
    }

    #[test]
    fn a_small_topic_is_used_up_and_the_others_fill_the_exam() {
        let b = bank();
        let exam = exam_order(pairs(&b), Seed::new(5), 20);
        assert_eq!(exam.len(), 20);
        assert_eq!(
            exam.iter()
                .filter(|id| id.starts_with("touch_move"))
                .count(),
            3
        );
        let mut sorted = exam.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20, "no question twice");
        // More questions than drills: every drill once.
        assert_eq!(exam_order(pairs(&b), Seed::new(5), 1000).len(), b.len());
        assert!(exam_order(std::iter::empty(), Seed::new(5), 20).is_empty());
    }

    #[test]
    fn the_pass_mark_is_eighty_per_cent_rounded_up() {
        assert_eq!(MOCK_EXAM.needed(20), 16);
        assert_eq!(MOCK_EXAM.needed(19), 16); // 15.2 rounds up
        assert_eq!(MOCK_EXAM.needed(10), 8);
        assert_eq!(MOCK_EXAM.limit_ms(), 3_600_000);
        let answers = |right: usize, total: usize| {
            (0..total)
                .map(move |i| {
                    (
                        if i % 2 == 0 {
                            "touch_move"
                        } else {
                            "flag_fall"
                        },
                        i < right,
                    )
                })
                .collect::<Vec<_>>()
        };
        let pass = exam_report(MOCK_EXAM, answers(16, 20));
        assert!(pass.passed);
        assert_eq!(
            (pass.right, pass.total, pass.percent, pass.needed),
            (16, 20, 80, 16)
        );
        let fail = exam_report(MOCK_EXAM, answers(15, 20));
        assert!(!fail.passed);
        assert_eq!(fail.percent, 75);
        assert!(!exam_report(MOCK_EXAM, std::iter::empty()).passed);
    }

    #[test]
    fn the_report_scores_each_chapter_of_the_laws() {
        let r = exam_report(
            MOCK_EXAM,
            [
                ("clock", true),
                ("touch_move", false),
                ("flag_fall", false),
                ("irregularities", true),
                ("illegal_moves", true),
                ("no_such_topic", true),
            ],
        );
        assert_eq!((r.right, r.total), (4, 6));
        assert_eq!(
            r.chapters,
            vec![
                ChapterScore {
                    chapter: Chapter::Moving,
                    right: 0,
                    total: 1
                },
                ChapterScore {
                    chapter: Chapter::Clock,
                    right: 1,
                    total: 2
                },
                ChapterScore {
                    chapter: Chapter::Irregularities,
                    right: 2,
                    total: 2
                },
            ]
        );
    }
}
