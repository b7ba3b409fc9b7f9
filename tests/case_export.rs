//! A case turned into a drill file is accepted unchanged by the bank's parser and check, and by
//! `arbitro drills check` on a folder holding it; imported files are checked the same way.
use arbitro::case::export::{DrillDraft, export};
use arbitro::case::import::{NamedFile, check, detail};
use arbitro::i18n::Bilingual;
use arbitro::laws::Edition;
use serde_json::json;

fn draft(kind: &str, incident: serde_json::Value, editions: Vec<Edition>) -> DrillDraft {
    DrillDraft {
        id: format!("case-{kind}"),
        topic: "illegal_moves".into(),
        editions,
        title: Bilingual::new("Dama através do peão", "Queen through the pawn"),
        narrative: Bilingual::new(
            "Depois de 1.e4 e5 as brancas jogam a dama de d1 para d3 <b>através</b> do peão.",
            "After 1.e4 e5 White moves the queen from d1 to d3 <b>through</b> the pawn.",
        ),
        question: Bilingual::new("O que o árbitro decide?", "What does the arbiter rule?"),
        answer_kind: kind.into(),
        incident,
    }
}

fn illegal_queen() -> serde_json::Value {
    json!({"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
        "clocks": {"white": "1:20:00", "black": "1:25:00"},
        "events": [{"play": "d1d3"}, {"press_clock": "white"}, {"claim": "illegal_move", "by": "black"}]})
}

#[test]
fn every_answer_kind_exports_a_drill_the_bank_accepts_unchanged() {
    let dir = std::env::temp_dir().join(format!("arbitro-case-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for kind in ["moves", "piece", "clocks", "result"] {
        let out = export(&draft(kind, illegal_queen(), Edition::ALL.to_vec()))
            .unwrap_or_else(|e| panic!("{kind}: {}", e.en));
        assert_eq!(out.path, format!("illegal_moves/case-{kind}.toml"));
        let file = dir.join(&out.path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, &out.toml).unwrap();
        // The text is kept as text: the markup is in the file verbatim.
        assert!(out.toml.contains("<b>através</b>"));
    }
    let report = arbitro::drills::check_dir(&dir).unwrap();
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.passed, 4);
    // The command line says the same.
    let cli = std::process::Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["drills", "check"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&cli.stdout);
    assert!(cli.status.success(), "{stdout}");
    assert!(stdout.contains("4 passed, 0 failed"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn editions_that_rule_alike_share_one_expect_block() {
    let out = export(&draft("clocks", illegal_queen(), Edition::ALL.to_vec())).unwrap();
    let doc: toml::Table = toml::from_str(&out.toml).unwrap();
    let blocks = doc["expect"].as_array().unwrap();
    let covered: usize = blocks
        .iter()
        .map(|b| b["editions"].as_array().unwrap().len())
        .sum();
    assert_eq!(covered, 7);
    assert!(blocks.len() < 7, "{}", out.toml);
    assert!(doc["incident"].get("edition").is_none());
}

#[test]
fn a_draft_with_a_missing_text_or_an_unfit_answer_kind_is_refused_naming_the_field() {
    let mut d = draft("moves", illegal_queen(), vec![Edition::E2023]);
    d.title.en.clear();
    assert!(export(&d).unwrap_err().en.starts_with("title:"));
    let d = draft(
        "moves",
        json!({"edition": "2023", "events": [{"resign": "white"}]}),
        vec![Edition::E2023],
    );
    assert!(export(&d).unwrap_err().en.starts_with("answer_kind:"));
    let mut d = draft("result", illegal_queen(), vec![Edition::E2023]);
    d.id = "Bad Id".into();
    assert!(export(&d).unwrap_err().en.starts_with("id:"));
}

#[test]
fn imported_files_are_checked_one_by_one_and_a_good_one_plays() {
    let good = export(&draft(
        "moves",
        illegal_queen(),
        vec![Edition::E2018, Edition::E2023],
    ))
    .unwrap();
    let tampered = good.toml.replace("\"Qe2\", ", "");
    let files = vec![
        NamedFile {
            name: "mine.toml".into(),
            text: good.toml.clone(),
        },
        NamedFile {
            name: "tampered.toml".into(),
            text: tampered.replace("case-moves", "case-tampered"),
        },
        NamedFile {
            name: "junk.toml".into(),
            text: "<script>alert(1)</script>".into(),
        },
        NamedFile {
            name: "again.toml".into(),
            text: good.toml.clone(),
        },
        NamedFile {
            name: "shipped.toml".into(),
            text: arbitro::drills::embedded_files()[0].1.to_string(),
        },
    ];
    let checks = check(&files);
    assert_eq!(checks.len(), 5);
    assert!(checks[0].errors.is_empty() && checks[0].summary.is_some());
    assert!(
        checks[1].errors[0]
            .en
            .starts_with("tampered.toml: allowed_moves"),
        "{:?}",
        checks[1].errors
    );
    assert!(
        checks[2].errors[0]
            .en
            .starts_with("junk.toml: file: not valid TOML")
    );
    assert!(checks[3].errors[0].en.contains("in two files"));
    assert!(
        checks[4].errors[0].en.contains("app's drills"),
        "{:?}",
        checks[4].errors
    );
    let huge = "#".repeat(70_000);
    assert!(
        check(&[NamedFile {
            name: "big.toml".into(),
            text: huge
        }])[0]
            .errors[0]
            .en
            .contains("limit")
    );

    let played = detail(&good.toml, Edition::E2023).unwrap();
    assert_eq!(played.summary.id, "case-moves");
    assert_eq!(
        played.answer,
        arbitro::drills::RightAnswer::Moves {
            moves: vec!["Qe2".into(), "Qf3".into(), "Qg4".into(), "Qh5".into()]
        }
    );
}
