//! The drill bank: scenario drills stored as TOML (`drills/<topic>/<id>.toml`, schema in
//! `drills/README.md`), embedded at build time.
//!
//! Parse, then validate, then check: a file is read into [`DrillFile`] (serde,
//! `deny_unknown_fields`), validated into a [`Drill`] (editions covered once, incidents valid
//! for every edition, answer fields present for the answer kind), then *checked*: the engine
//! rules on the incident for every edition and the author's answer must agree. Every error
//! names the file, the field and the reason.

mod check;
mod grade;
mod prepare;
pub mod progress;
pub mod quiz;
mod schema;

pub use check::{
    CheckReport, DrillFailure, ReadDirError, check_catalogue, check_dir, check_drill, check_files,
};
pub use grade::{NoRightAnswer, RightAnswer, TraineeAnswer, author_answers};
pub use prepare::{
    DrillDetail, DrillSummary, OptionText, OtherEditions, PrepareError, describe, prepare, summary,
};
pub use schema::{
    AnswerForm, AnswerKind, Chapter, ChoiceOption, Drill, DrillError, Expectation, Meaning, Topic,
    piece_of,
};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/drill_files.rs"));
}

/// Every drill file the app ships: (path, contents).
pub fn embedded_files() -> &'static [(&'static str, &'static str)] {
    embedded::DRILL_FILES
}

mod index {
    include!(concat!(env!("OUT_DIR"), "/drill_index.rs"));
}

/// The `(id, topic code)` of every shipped drill, known at build time from the files' names and
/// folders alone (the schema makes them equal the drill's `id` and `topic`): the page shows the
/// topic list and counts from this at once, without waiting for the engine worker's catalogue.
pub fn index() -> &'static [(&'static str, &'static str)] {
    index::DRILL_INDEX
}

/// The shipped drills, parsed and validated, and the files that failed (reported, not hidden).
pub struct Catalogue {
    pub drills: Vec<Drill>,
    pub errors: Vec<DrillError>,
}

/// The shipped drills, parsed and validated once per process (the worker answers many drill
/// requests from them). They are not checked against the engine here: that is the test suite's
/// and `arbitro drills check`'s job.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: std::sync::OnceLock<Catalogue> = std::sync::OnceLock::new();
    CATALOGUE.get_or_init(|| {
        let mut drills = Vec::new();
        let mut errors = Vec::new();
        for (path, text) in embedded_files() {
            match Drill::parse(path, text) {
                Ok(d) => drills.push(d),
                Err(e) => errors.push(e),
            }
        }
        Catalogue { drills, errors }
    })
}
