//! The drill bank as the app embeds it: every file parses, validates, and agrees with the engine
//! in every edition it lists (the author's answer against the computed ruling).
use std::collections::BTreeMap;

use arbitro::drills::{Catalogue, Topic, catalogue, check_catalogue, embedded_files};

#[test]
fn every_shipped_drill_agrees_with_the_engine() {
    let report = check_catalogue();
    let lines: Vec<String> = report.failures.iter().map(|f| f.to_string()).collect();
    assert!(
        lines.is_empty(),
        "{} drills disagree with the engine:\n{}",
        lines.len(),
        lines.join("\n")
    );
    assert_eq!(report.passed, embedded_files().len());
}

#[test]
fn the_bank_covers_every_topic_and_shows_edition_differences() {
    let Catalogue { drills, errors } = catalogue();
    assert!(errors.is_empty(), "{errors:?}");
    let mut per_topic: BTreeMap<Topic, usize> = BTreeMap::new();
    for d in drills {
        *per_topic.entry(d.topic).or_default() += 1;
    }
    for t in Topic::ALL {
        let n = per_topic.get(&t).copied().unwrap_or(0);
        assert!(
            n >= 15,
            "topic {} has {n} drills (at least 15 wanted)",
            t.code()
        );
    }
    assert!(
        drills.len() >= 150,
        "{} drills (at least 150 wanted)",
        drills.len()
    );
    let differing = drills
        .iter()
        .filter(|d| d.shows_edition_difference())
        .count();
    assert!(
        differing >= 30,
        "{differing} drills show an edition difference (at least 30 wanted)"
    );
}
