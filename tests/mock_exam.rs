//! The mock exam over the bank the app ships: every topic asked, fixed by the seed.
use std::collections::BTreeSet;

use arbitro::drills::quiz::{MOCK_EXAM, Seed, exam_order, exam_report};
use arbitro::drills::{Topic, catalogue};
use arbitro::laws::Edition;

#[test]
fn a_mock_exam_over_the_shipped_bank_asks_every_topic_in_every_edition() {
    let drills = &catalogue().drills;
    for edition in Edition::ALL {
        let bank: Vec<(&str, &str)> = drills
            .iter()
            .filter(|d| d.editions.contains(&edition))
            .map(|d| (d.id.as_str(), d.topic.code()))
            .collect();
        let exam = exam_order(
            bank.iter().copied(),
            Seed::new(120_500),
            MOCK_EXAM.questions,
        );
        assert_eq!(exam.len(), MOCK_EXAM.questions, "{edition:?}");
        let topics: BTreeSet<&str> = exam
            .iter()
            .map(|id| bank.iter().find(|(i, _)| i == id).unwrap().1)
            .collect();
        assert_eq!(topics.len(), Topic::ALL.len(), "{edition:?}: {topics:?}");
        assert_eq!(
            exam,
            exam_order(bank.iter().rev().copied(), Seed::new(120_500), 20)
        );
        // Every question right: a pass, with one line per chapter asked.
        let report = exam_report(
            MOCK_EXAM,
            exam.iter()
                .map(|id| (bank.iter().find(|(i, _)| i == id).unwrap().1, true)),
        );
        assert!(report.passed && report.percent == 100);
        assert!(report.chapters.len() >= 6);
    }
}
