//! The drill bank as the app embeds it: every file parses, validates, and agrees with the engine
//! in every edition it lists (the author's answer against the computed ruling).
use std::collections::BTreeMap;

use arbitro::drills::{Catalogue, Topic, catalogue, check_catalogue, embedded_files, index};

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
            n >= 20,
            "topic {} has {n} drills (at least 20 wanted: issue 12)",
            t.code()
        );
    }
    assert!(Topic::ALL.len() >= 14, "{} topics", Topic::ALL.len());
    assert!(
        drills.len() >= 320,
        "{} drills (at least 320 wanted: issue 12)",
        drills.len()
    );
    let differing = drills
        .iter()
        .filter(|d| d.shows_edition_difference())
        .count();
    eprintln!(
        "{} drills in {} topics; {differing} show an edition difference",
        drills.len(),
        per_topic.len()
    );
    assert!(
        differing * 3 >= drills.len(),
        "{differing} of {} drills show an edition difference (at least a third wanted)",
        drills.len()
    );
}

#[test]
fn the_build_time_index_lists_exactly_the_catalogue() {
    // The page's home shows counts from `index()` before the worker answers; they must be the
    // catalogue's own ids and topics.
    let Catalogue { drills, .. } = catalogue();
    let mut from_catalogue: Vec<(&str, &str)> = drills
        .iter()
        .map(|d| (d.id.as_str(), d.topic.code()))
        .collect();
    let mut from_index = index().to_vec();
    from_catalogue.sort();
    from_index.sort();
    assert_eq!(from_index, from_catalogue);
    assert_eq!(index().len(), embedded_files().len());
}
