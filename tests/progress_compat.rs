//! Progress saved before the bank's issue-12 rework (format version 1, with records of drills
//! since removed as duplicates) still loads, keeps its records, and counts over today's bank,
//! new topics included.
use arbitro::drills::progress::Progress;
use arbitro::drills::{Topic, catalogue};

/// A document as version 1 of the app wrote it, before flag-fall-011..013 and five
/// sealed-moves drills were merged away and the game_end / irregularities topics existed.
const SAVED_BEFORE: &str = r#"{
  "version": 1,
  "drills": {
    "flag-fall-010": {"attempts": 2, "right": 1, "last_edition": "2023", "last_right": true, "last_seen": 7, "last_right_at": 7},
    "flag-fall-011": {"attempts": 1, "right": 0, "last_edition": "2018", "last_right": false, "last_seen": 5},
    "sealed-moves-010": {"attempts": 1, "right": 1, "last_edition": "2009", "last_right": true, "last_seen": 6, "last_right_at": 6},
    "touch-move-001": {"attempts": 3, "right": 0, "last_edition": "2005", "last_right": false, "last_seen": 4}
  }
}"#;

#[test]
fn progress_saved_before_the_rework_loads_and_counts_over_the_new_bank() {
    let p = Progress::parse(SAVED_BEFORE).expect("a version-1 document still parses");
    // Records of removed drills are kept (a later bank could bring them back) …
    let again = Progress::parse(&p.to_json()).expect("round trip");
    assert_eq!(again, p);
    assert!(p.to_json().contains("flag-fall-011"));
    // … but not counted: only drills in the bank count, per topic.
    let bank: Vec<(&str, &str)> = catalogue()
        .drills
        .iter()
        .map(|d| (d.id.as_str(), d.topic.code()))
        .collect();
    assert!(!bank.iter().any(|(id, _)| *id == "flag-fall-011"));
    let topics = p.by_topic(bank.iter().copied());
    let flag = topics.iter().find(|t| t.topic == "flag_fall").unwrap();
    assert_eq!((flag.seen, flag.right, flag.missed), (1, 1, 0));
    let sealed = topics.iter().find(|t| t.topic == "sealed_moves").unwrap();
    assert_eq!(sealed.seen, 0, "sealed-moves-010 is gone and not counted");
    let touch = topics.iter().find(|t| t.topic == "touch_move").unwrap();
    assert_eq!((touch.seen, touch.missed), (1, 1));
    for t in [Topic::GameEnd, Topic::Irregularities] {
        let tp = topics.iter().find(|x| x.topic == t.code()).unwrap();
        assert!(tp.total >= 15, "{} has {} drills", t.code(), tp.total);
        assert_eq!(tp.seen, 0);
    }
}

/// Drills the bank moved to a new topic under a new id keep their saved records.
#[test]
fn records_of_moved_drills_follow_them_to_their_new_ids() {
    use arbitro::drills::progress::RENAMED;
    let saved = r#"{"version": 1, "drills": {
        "touch-move-016": {"attempts": 2, "right": 1, "last_edition": "2023", "last_right": true, "last_seen": 9, "last_right_at": 9},
        "clock-031": {"attempts": 1, "right": 0, "last_edition": "2009", "last_right": false, "last_seen": 3}
    }}"#;
    let p = Progress::parse(saved).expect("parses");
    let json = p.to_json();
    assert!(
        json.contains("promotion-001") && json.contains("default-time-005"),
        "{json}"
    );
    assert!(
        !json.contains("touch-move-016") && !json.contains("clock-031"),
        "{json}"
    );
    let bank: Vec<(&str, &str)> = catalogue()
        .drills
        .iter()
        .map(|d| (d.id.as_str(), d.topic.code()))
        .collect();
    let topics = p.by_topic(bank.iter().copied());
    let promo = topics.iter().find(|t| t.topic == "promotion").unwrap();
    assert_eq!((promo.seen, promo.right), (1, 1));
    let late = topics.iter().find(|t| t.topic == "default_time").unwrap();
    assert_eq!((late.seen, late.missed), (1, 1));
    // Every new id is in the bank, and no old id was given to another drill.
    for (old, new) in RENAMED {
        assert!(
            bank.iter().any(|(id, _)| id == new),
            "{new} is not in the bank"
        );
        assert!(!bank.iter().any(|(id, _)| id == old), "{old} was reused");
    }
}
