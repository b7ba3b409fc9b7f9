//! The drill file schema and its validation.
use std::collections::BTreeSet;
use std::fmt;
use std::path::Path;

use serde::Deserialize;
use shakmaty::{ByColor, Square};

use crate::clock::Millis;
use crate::i18n::Bilingual;
use crate::incident::Incident;
use crate::laws::{Edition, TimeClass};
use crate::rulings::{ClaimVerdict, Decision, GameResult, Ruling};

/// A drill file that cannot be used: which file, which field, why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillError {
    pub file: String,
    pub field: String,
    pub reason: String,
}

impl fmt::Display for DrillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.file, self.field, self.reason)
    }
}

impl std::error::Error for DrillError {}

/// The topics of the bank (folder names; the same codes on the wire).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Topic {
    TouchMove,
    IllegalMoves,
    DrawClaims,
    FlagFall,
    Clock,
    SealedMoves,
    Quickplay,
    RapidBlitz,
    GameEnd,
    Irregularities,
    // issue 12, helper drills2: draw offers (9.1) and conduct (Art. 11/12).
    DrawOffers,
    Conduct,
    // Issue 12, helper drills3: default time and promotion.
    DefaultTime,
    Promotion,
    // Issue 12, helper sheet: the recording of the moves (Art. 8).
    Scoresheets,
    // Issue 12, helper vi: play with a visually disabled player (Appendix F / E / D).
    VisuallyDisabled,
}

impl Topic {
    pub const ALL: [Topic; 16] = [
        Topic::TouchMove,
        Topic::IllegalMoves,
        Topic::DrawClaims,
        Topic::FlagFall,
        Topic::Clock,
        Topic::SealedMoves,
        Topic::Quickplay,
        Topic::RapidBlitz,
        Topic::GameEnd,
        Topic::Irregularities,
        // issue 12, helper drills2
        Topic::DrawOffers,
        Topic::Conduct,
        // Issue 12, helper drills3.
        Topic::DefaultTime,
        Topic::Promotion,
        // Issue 12, helper sheet.
        Topic::Scoresheets,
        // Issue 12, helper vi.
        Topic::VisuallyDisabled,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            Topic::TouchMove => "touch_move",
            Topic::IllegalMoves => "illegal_moves",
            Topic::DrawClaims => "draw_claims",
            Topic::FlagFall => "flag_fall",
            Topic::Clock => "clock",
            Topic::SealedMoves => "sealed_moves",
            Topic::Quickplay => "quickplay",
            Topic::RapidBlitz => "rapid_blitz",
            Topic::GameEnd => "game_end",
            Topic::Irregularities => "irregularities",
            Topic::DrawOffers => "draw_offers",
            Topic::Conduct => "conduct",
            Topic::DefaultTime => "default_time",
            Topic::Promotion => "promotion",
            Topic::Scoresheets => "scoresheets",
            Topic::VisuallyDisabled => "visually_disabled",
        }
    }

    pub fn from_code(s: &str) -> Option<Topic> {
        Topic::ALL.into_iter().find(|t| t.code() == s)
    }

    /// The topic's name for people.
    pub fn name(self) -> Bilingual {
        let (pt, en) = match self {
            Topic::TouchMove => ("Peça tocada", "Touch-move"),
            Topic::IllegalMoves => ("Lances ilegais", "Illegal moves"),
            Topic::DrawClaims => ("Reclamações de empate", "Draw claims"),
            Topic::FlagFall => (
                "Queda de seta e posição morta",
                "Flag fall and dead positions",
            ),
            Topic::Clock => ("Relógio e ritmos de jogo", "Clock and time controls"),
            Topic::SealedMoves => (
                "Lance secreto e partida suspensa",
                "Sealed moves and adjournment",
            ),
            Topic::Quickplay => ("Final acelerado", "Quickplay finish"),
            Topic::RapidBlitz => ("Xadrez rápido e relâmpago", "Rapid and blitz"),
            Topic::GameEnd => (
                "Fim da partida e ofertas de empate",
                "How a game ends, and draw offers",
            ),
            Topic::Irregularities => (
                "Irregularidades no tabuleiro e atrasos",
                "Irregularities at the board and late arrival",
            ),
            Topic::DrawOffers => ("Ofertas de empate", "Draw offers"),
            Topic::Conduct => (
                "Conduta dos jogadores e aparelhos eletrônicos",
                "Players' conduct and electronic devices",
            ),
            Topic::DefaultTime => (
                "Atrasos e tempo de tolerância",
                "Late arrival and default time",
            ),
            Topic::Promotion => ("Promoção do peão", "Pawn promotion"),
            Topic::Scoresheets => (
                "Anotação dos lances e planilhas",
                "Recording the moves: scoresheets",
            ),
            Topic::VisuallyDisabled => {
                ("Jogadores deficientes visuais", "Visually disabled players")
            }
        };
        Bilingual::new(pt, en)
    }
}

/// The part of the Laws a topic belongs to: the lines of a mock exam's score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Chapter {
    /// Art. 4: the act of moving the pieces.
    Moving,
    /// Art. 5 (and the draw offers of 9.1): how a game ends.
    Completion,
    /// Art. 6: the chessclock.
    Clock,
    /// Art. 7 (and the conduct rules of 6.7 and 11/12): irregularities.
    Irregularities,
    /// Art. 9: the drawn game.
    Draws,
    /// The quickplay finish (Art. 10 up to 2009, Appendix G 2014, Guidelines III from 2017).
    Quickplay,
    /// Adjourned games (Appendix A up to 2005, Guidelines 2009, Appendix E 2014, Guidelines I).
    Adjournment,
    /// The rapid and blitz appendices.
    RapidBlitz,
    /// Art. 8: the recording of the moves.
    Recording,
}

impl Chapter {
    /// The chapter's name for people, with the article numbers it spans.
    pub fn name(self) -> Bilingual {
        let (pt, en) = match self {
            Chapter::Moving => (
                "Art. 4 — O movimento das peças",
                "Art. 4 — The act of moving the pieces",
            ),
            Chapter::Completion => (
                "Art. 5 — O fim da partida",
                "Art. 5 — The completion of the game",
            ),
            Chapter::Clock => ("Art. 6 — O relógio", "Art. 6 — The chessclock"),
            Chapter::Irregularities => (
                "Art. 7 — Irregularidades (e 6.7, 11)",
                "Art. 7 — Irregularities (and 6.7, 11)",
            ),
            Chapter::Draws => ("Art. 9 — A partida empatada", "Art. 9 — The drawn game"),
            Chapter::Quickplay => (
                "Final acelerado (10 / G / III)",
                "Quickplay finish (10 / G / III)",
            ),
            Chapter::Adjournment => (
                "Partidas suspensas (A / E / I)",
                "Adjourned games (A / E / I)",
            ),
            Chapter::RapidBlitz => (
                "Apêndices de rápido e relâmpago",
                "Rapid and blitz appendices",
            ),
            Chapter::Recording => (
                "Art. 8 — A anotação dos lances",
                "Art. 8 — The recording of the moves",
            ),
        };
        Bilingual::new(pt, en)
    }
}

impl Topic {
    /// The chapter of the Laws this topic drills.
    pub const fn chapter(self) -> Chapter {
        match self {
            Topic::TouchMove | Topic::Promotion => Chapter::Moving,
            Topic::GameEnd => Chapter::Completion,
            Topic::FlagFall | Topic::Clock | Topic::DefaultTime => Chapter::Clock,
            Topic::IllegalMoves | Topic::Irregularities => Chapter::Irregularities,
            Topic::DrawClaims => Chapter::Draws,
            Topic::Quickplay => Chapter::Quickplay,
            Topic::SealedMoves => Chapter::Adjournment,
            Topic::RapidBlitz => Chapter::RapidBlitz,
            Topic::DrawOffers => Chapter::Completion,
            Topic::Conduct => Chapter::Irregularities,
            Topic::Scoresheets => Chapter::Recording,
            // The appendix redefines touching (Art. 4) for the special board.
            Topic::VisuallyDisabled => Chapter::Moving,
        }
    }
}

// ----- the file as written --------------------------------------------------------------------

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DrillFile {
    id: String,
    topic: String,
    editions: Vec<String>,
    #[serde(default)]
    source: Option<String>,
    title: Bilingual,
    narrative: Bilingual,
    question: Bilingual,
    incident: toml::Table,
    answer: AnswerFile,
    expect: Vec<ExpectFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswerFile {
    kind: String,
    #[serde(default)]
    options: Vec<OptionFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OptionFile {
    id: String,
    text: Bilingual,
    means: MeansFile,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct MeansFile {
    decision: Option<String>,
    result: Option<String>,
    claim: Option<String>,
    time_class: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SidesFile {
    white: String,
    black: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CountersFile {
    white: u32,
    black: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectFile {
    editions: Vec<String>,
    decision: String,
    result: String,
    articles: Vec<String>,
    allowed_moves: Option<Vec<String>>,
    piece: Option<String>,
    clocks: Option<SidesFile>,
    clock_moves: Option<CountersFile>,
    claim: Option<String>,
    choice: Option<String>,
    time_class: Option<String>,
    explanation: Bilingual,
}

// ----- the validated drill --------------------------------------------------------------------

/// What a choice option stands for: the fields it names must match the ruling.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meaning {
    pub decision: Option<Decision>,
    /// `Some(None)`: the game goes on.
    pub result: Option<Option<GameResult>>,
    pub claim: Option<ClaimVerdict>,
    pub time_class: Option<TimeClass>,
}

impl Meaning {
    pub fn matches(&self, r: &Ruling) -> bool {
        self.decision.is_none_or(|d| d == r.decision)
            && self.result.is_none_or(|res| res == r.result)
            && self.claim.is_none_or(|c| Some(c) == r.claim)
            && self.time_class.is_none_or(|t| t == r.time_class)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceOption {
    pub id: String,
    pub text: Bilingual,
    pub means: Meaning,
}

/// How the trainee answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerKind {
    /// A move on the board.
    Moves,
    /// A piece selected on the board.
    Piece,
    /// Both clocks entered.
    Clocks,
    /// 1-0, ½-½, 0-1 or "the game goes on".
    Result,
    /// One of several options.
    Choice(Vec<ChoiceOption>),
}

impl AnswerKind {
    /// The kind without its options.
    pub const fn form(&self) -> AnswerForm {
        match self {
            AnswerKind::Moves => AnswerForm::Moves,
            AnswerKind::Piece => AnswerForm::Piece,
            AnswerKind::Clocks => AnswerForm::Clocks,
            AnswerKind::Result => AnswerForm::Result,
            AnswerKind::Choice(_) => AnswerForm::Choice,
        }
    }

    pub const fn code(&self) -> &'static str {
        self.form().code()
    }
}

/// How the trainee answers, without a choice drill's options (what the drill list shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnswerForm {
    Moves,
    Piece,
    Clocks,
    Result,
    Choice,
}

impl AnswerForm {
    pub const ALL: [AnswerForm; 5] = [
        AnswerForm::Moves,
        AnswerForm::Piece,
        AnswerForm::Clocks,
        AnswerForm::Result,
        AnswerForm::Choice,
    ];

    /// The drill file's `answer.kind`: `moves`, `piece`, `clocks`, `result` or `choice`.
    pub const fn code(self) -> &'static str {
        match self {
            AnswerForm::Moves => "moves",
            AnswerForm::Piece => "piece",
            AnswerForm::Clocks => "clocks",
            AnswerForm::Result => "result",
            AnswerForm::Choice => "choice",
        }
    }

    pub fn from_code(code: &str) -> Option<AnswerForm> {
        AnswerForm::ALL.into_iter().find(|f| f.code() == code)
    }
}

/// The author's answer for a group of editions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    pub editions: Vec<Edition>,
    pub decision: Decision,
    pub result: Option<GameResult>,
    pub articles: Vec<String>,
    pub allowed_moves: Option<Vec<String>>,
    pub piece: Option<Square>,
    pub clocks: Option<ByColor<Millis>>,
    /// The clock's move counters after the ruling (kind `clocks`: the trainee sets them too).
    pub clock_moves: Option<ByColor<u32>>,
    pub claim: Option<ClaimVerdict>,
    pub choice: Option<String>,
    pub time_class: Option<TimeClass>,
    pub explanation: Bilingual,
}

/// A validated drill.
#[derive(Clone, Debug)]
pub struct Drill {
    pub path: String,
    pub id: String,
    pub topic: Topic,
    pub editions: Vec<Edition>,
    pub source: Option<String>,
    pub title: Bilingual,
    pub narrative: Bilingual,
    pub question: Bilingual,
    /// The incident as written (the contract's JSON without `edition`).
    pub incident: serde_json::Value,
    pub answer: AnswerKind,
    pub expect: Vec<Expectation>,
}

fn editions(
    list: &[String],
    err: &dyn Fn(&str, String) -> DrillError,
    field: &str,
) -> Result<Vec<Edition>, DrillError> {
    if list.is_empty() {
        return Err(err(field, "empty: list at least one edition".into()));
    }
    let mut seen = BTreeSet::new();
    list.iter()
        .map(|s| {
            let e = s
                .parse::<Edition>()
                .map_err(|e| err(field, e.to_string()))?;
            if !seen.insert(e) {
                return Err(err(field, format!("{s} is listed twice")));
            }
            Ok(e)
        })
        .collect()
}

fn decision(
    s: &str,
    err: &dyn Fn(&str, String) -> DrillError,
    field: &str,
) -> Result<Decision, DrillError> {
    Decision::from_code(s).ok_or_else(|| {
        err(
            field,
            format!("{s:?} is not a decision code (see drills/README.md)"),
        )
    })
}

fn result(
    s: &str,
    err: &dyn Fn(&str, String) -> DrillError,
    field: &str,
) -> Result<Option<GameResult>, DrillError> {
    if s == "none" {
        return Ok(None);
    }
    GameResult::from_str_opt(s).map(Some).ok_or_else(|| {
        err(
            field,
            format!("{s:?} is not a result (\"1-0\", \"0-1\", \"1/2-1/2\", \"0-0\", \"0-1/2\", \"1/2-0\" or \"none\")"),
        )
    })
}

fn claim(
    s: &str,
    err: &dyn Fn(&str, String) -> DrillError,
    field: &str,
) -> Result<ClaimVerdict, DrillError> {
    ClaimVerdict::from_str_opt(s).ok_or_else(|| {
        err(
            field,
            format!("{s:?} is not a claim verdict (correct, incorrect, not_allowed, postponed)"),
        )
    })
}

fn time_class(
    s: &str,
    err: &dyn Fn(&str, String) -> DrillError,
    field: &str,
) -> Result<TimeClass, DrillError> {
    match s {
        "standard" => Ok(TimeClass::Standard),
        "rapid" => Ok(TimeClass::Rapid),
        "blitz" => Ok(TimeClass::Blitz),
        _ => Err(err(
            field,
            format!("{s:?} is not a time class (standard, rapid, blitz)"),
        )),
    }
}

fn bilingual_filled(
    b: &Bilingual,
    err: &dyn Fn(&str, String) -> DrillError,
    field: &str,
) -> Result<(), DrillError> {
    if b.pt.trim().is_empty() || b.en.trim().is_empty() {
        return Err(err(field, "needs both pt and en text".into()));
    }
    Ok(())
}

impl Drill {
    /// Parses and validates one drill file. `path` is `drills/<topic>/<id>.toml` (or any path
    /// ending so).
    pub fn parse(path: &str, text: &str) -> Result<Drill, DrillError> {
        let err = |field: &str, reason: String| DrillError {
            file: path.to_owned(),
            field: field.to_owned(),
            reason,
        };
        let file: DrillFile = toml::from_str(text).map_err(|e| {
            let reason = e.message().to_owned();
            let field = e
                .span()
                .map(|s| {
                    let line = text[..s.start].lines().count().max(1);
                    format!("line {line}")
                })
                .unwrap_or_else(|| "file".into());
            err(&field, reason)
        })?;
        let p = Path::new(path);
        let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let folder = p
            .parent()
            .and_then(|d| d.file_name())
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if file.id != stem {
            return Err(err(
                "id",
                format!("{:?} differs from the file name {stem:?}", file.id),
            ));
        }
        let topic = Topic::from_code(&file.topic).ok_or_else(|| {
            err(
                "topic",
                format!("{:?} is not a topic (see drills/README.md)", file.topic),
            )
        })?;
        if file.topic != folder {
            return Err(err(
                "topic",
                format!("{:?} differs from the folder {folder:?}", file.topic),
            ));
        }
        let eds = editions(&file.editions, &err, "editions")?;
        bilingual_filled(&file.title, &err, "title")?;
        bilingual_filled(&file.narrative, &err, "narrative")?;
        bilingual_filled(&file.question, &err, "question")?;

        let incident =
            serde_json::to_value(&file.incident).map_err(|e| err("incident", e.to_string()))?;
        for &e in &eds {
            Incident::from_value_for(&incident, e).map_err(|ie| {
                err(
                    &format!("incident.{}", ie.field),
                    format!("{} (edition {e})", ie.reason),
                )
            })?;
        }

        let answer = match file.answer.kind.as_str() {
            "moves" => AnswerKind::Moves,
            "piece" => AnswerKind::Piece,
            "clocks" => AnswerKind::Clocks,
            "result" => AnswerKind::Result,
            "choice" => {
                let n = file.answer.options.len();
                if !(3..=5).contains(&n) {
                    return Err(err(
                        "answer.options",
                        format!("a choice needs 3 to 5 options, found {n}"),
                    ));
                }
                let mut ids = BTreeSet::new();
                let mut options = Vec::new();
                for (i, o) in file.answer.options.iter().enumerate() {
                    let f = format!("answer.options[{i}]");
                    if !ids.insert(o.id.clone()) {
                        return Err(err(&format!("{f}.id"), format!("{:?} is used twice", o.id)));
                    }
                    bilingual_filled(&o.text, &err, &format!("{f}.text"))?;
                    let m = &o.means;
                    let means = Meaning {
                        decision: m
                            .decision
                            .as_deref()
                            .map(|s| decision(s, &err, &format!("{f}.means.decision")))
                            .transpose()?,
                        result: m
                            .result
                            .as_deref()
                            .map(|s| result(s, &err, &format!("{f}.means.result")))
                            .transpose()?,
                        claim: m
                            .claim
                            .as_deref()
                            .map(|s| claim(s, &err, &format!("{f}.means.claim")))
                            .transpose()?,
                        time_class: m
                            .time_class
                            .as_deref()
                            .map(|s| time_class(s, &err, &format!("{f}.means.time_class")))
                            .transpose()?,
                    };
                    if means == Meaning::default() {
                        return Err(err(
                            &format!("{f}.means"),
                            "says nothing: give a decision, result, claim or time_class".into(),
                        ));
                    }
                    options.push(ChoiceOption {
                        id: o.id.clone(),
                        text: o.text.clone(),
                        means,
                    });
                }
                AnswerKind::Choice(options)
            }
            other => {
                return Err(err(
                    "answer.kind",
                    format!(
                        "{other:?} is not an answer kind (moves, piece, clocks, result, choice)"
                    ),
                ));
            }
        };
        if !matches!(answer, AnswerKind::Choice(_)) && !file.answer.options.is_empty() {
            return Err(err(
                "answer.options",
                "options go only with kind = \"choice\"".into(),
            ));
        }

        if file.expect.is_empty() {
            return Err(err("expect", "no [[expect]] block".into()));
        }
        let mut covered = BTreeSet::new();
        let mut expect = Vec::new();
        for (i, x) in file.expect.iter().enumerate() {
            let f = |name: &str| format!("expect[{i}].{name}");
            let x_eds = editions(&x.editions, &err, &f("editions"))?;
            for e in &x_eds {
                if !eds.contains(e) {
                    return Err(err(
                        &f("editions"),
                        format!("{e} is not in the drill's editions"),
                    ));
                }
                if !covered.insert(*e) {
                    return Err(err(
                        &f("editions"),
                        format!("{e} is covered by two [[expect]] blocks"),
                    ));
                }
            }
            if x.articles.is_empty() {
                return Err(err(&f("articles"), "cite at least one article".into()));
            }
            bilingual_filled(&x.explanation, &err, &f("explanation"))?;
            let clocks =
                x.clocks
                    .as_ref()
                    .map(|c| -> Result<ByColor<Millis>, DrillError> {
                        Ok(ByColor {
                            white: c.white.parse().map_err(
                                |e: crate::clock::ParseMillisError| {
                                    err(&f("clocks.white"), e.to_string())
                                },
                            )?,
                            black: c.black.parse().map_err(
                                |e: crate::clock::ParseMillisError| {
                                    err(&f("clocks.black"), e.to_string())
                                },
                            )?,
                        })
                    })
                    .transpose()?;
            let piece = x
                .piece
                .as_deref()
                .map(|s| {
                    Square::from_ascii(s.as_bytes())
                        .map_err(|_| err(&f("piece"), format!("{s:?} is not a square")))
                })
                .transpose()?;
            if let Some(moves) = &x.allowed_moves {
                let mut sorted = moves.clone();
                sorted.sort();
                if &sorted != moves {
                    return Err(err(
                        &f("allowed_moves"),
                        "list the moves sorted alphabetically".into(),
                    ));
                }
            }
            let needed = match answer {
                AnswerKind::Moves => x.allowed_moves.is_none().then_some("allowed_moves"),
                AnswerKind::Piece => piece.is_none().then_some("piece"),
                AnswerKind::Clocks => clocks.is_none().then_some("clocks"),
                AnswerKind::Choice(_) => x.choice.is_none().then_some("choice"),
                AnswerKind::Result => None,
            };
            if let Some(name) = needed {
                return Err(err(
                    &f(name),
                    format!("missing: the answer kind {:?} needs it", answer.code()),
                ));
            }
            if let (AnswerKind::Choice(options), Some(c)) = (&answer, &x.choice)
                && !options.iter().any(|o| &o.id == c)
            {
                return Err(err(
                    &f("choice"),
                    format!("{c:?} is not one of the options"),
                ));
            }
            expect.push(Expectation {
                editions: x_eds,
                decision: decision(&x.decision, &err, &f("decision"))?,
                result: result(&x.result, &err, &f("result"))?,
                articles: x.articles.clone(),
                allowed_moves: x.allowed_moves.clone(),
                piece,
                clocks,
                clock_moves: x.clock_moves.as_ref().map(|c| ByColor {
                    white: c.white,
                    black: c.black,
                }),
                claim: x
                    .claim
                    .as_deref()
                    .map(|s| claim(s, &err, &f("claim")))
                    .transpose()?,
                choice: x.choice.clone(),
                time_class: x
                    .time_class
                    .as_deref()
                    .map(|s| time_class(s, &err, &f("time_class")))
                    .transpose()?,
                explanation: x.explanation.clone(),
            });
        }
        if let Some(missing) = eds.iter().find(|e| !covered.contains(e)) {
            return Err(err(
                "expect",
                format!("no [[expect]] block covers edition {missing}"),
            ));
        }
        Ok(Drill {
            path: path.to_owned(),
            id: file.id,
            topic,
            editions: eds,
            source: file.source,
            title: file.title,
            narrative: file.narrative,
            question: file.question,
            incident,
            answer,
            expect,
        })
    }

    /// The incident for one of the drill's editions.
    pub fn incident_for(
        &self,
        edition: Edition,
    ) -> Result<Incident, crate::incident::IncidentError> {
        Incident::from_value_for(&self.incident, edition)
    }

    /// The engine's ruling for an edition.
    pub fn ruling(&self, edition: Edition) -> Result<Ruling, crate::incident::IncidentError> {
        crate::rulings::rule(&self.incident_for(edition)?)
    }

    /// The author's expectation for an edition.
    pub fn expectation(&self, edition: Edition) -> Option<&Expectation> {
        self.expect.iter().find(|x| x.editions.contains(&edition))
    }

    /// The edition the drill is played in: the chosen one if the drill lists it, else the
    /// newest it lists.
    pub fn edition_for(&self, chosen: Edition) -> Edition {
        if self.editions.contains(&chosen) {
            chosen
        } else {
            *self
                .editions
                .iter()
                .max()
                .expect("validated: at least one edition")
        }
    }

    /// Whether the answer differs between editions (an edition-difference drill): two
    /// expectations that differ in more than their article numbers and explanation.
    pub fn shows_edition_difference(&self) -> bool {
        let answer = |x: &Expectation| {
            (
                x.decision,
                x.result,
                x.allowed_moves.clone(),
                x.piece,
                x.clocks,
                x.clock_moves,
                x.claim,
                x.choice.clone(),
                x.time_class,
            )
        };
        self.expect
            .iter()
            .any(|x| answer(x) != answer(&self.expect[0]))
    }

    /// The option that matches a ruling (for choice drills).
    pub fn matching_option(&self, ruling: &Ruling) -> Option<&ChoiceOption> {
        match &self.answer {
            AnswerKind::Choice(options) => options.iter().find(|o| o.means.matches(ruling)),
            _ => None,
        }
    }
}

/// The piece every allowed move starts from (castling starts on the king's square).
pub fn piece_of(ruling: &Ruling) -> Option<Square> {
    let mut from = None;
    for m in ruling.allowed_moves.as_ref()? {
        let sq = m.from()?;
        if from.is_some_and(|f| f != sq) {
            return None;
        }
        from = Some(sq);
    }
    from
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
id = "touch-move-900"
topic = "touch_move"
editions = ["2005", "2023"]

[title]
pt = "Cavalo tocado"
en = "Knight touched"

[narrative]
pt = "Depois de 1.e4 e5 2.Cf3, as pretas tocam o cavalo de b8 e depois o de g8."
en = "After 1.e4 e5 2.Nf3, Black touches the knight on b8 and then the one on g8."

[question]
pt = "Que lances as pretas podem fazer?"
en = "Which moves may Black make?"

[incident]
moves = ["e4", "e5", "Nf3"]
events = [ { touch = "b8" }, { touch = "g8" } ]

[answer]
kind = "moves"

[[expect]]
editions = ["2005"]
decision = "touch_move_obligation"
result = "none"
articles = ["4.3a"]
allowed_moves = ["Na6", "Nc6"]
explanation = { pt = "A primeira peça tocada manda.", en = "The first piece touched counts." }

[[expect]]
editions = ["2023"]
decision = "touch_move_obligation"
result = "none"
articles = ["4.3.1"]
allowed_moves = ["Na6", "Nc6"]
explanation = { pt = "A primeira peça tocada manda.", en = "The first piece touched counts." }
"#;

    const PATH: &str = "drills/touch_move/touch-move-900.toml";

    fn field_of(text: &str) -> String {
        Drill::parse(PATH, text)
            .expect_err("should be rejected")
            .field
    }

    #[test]
    fn a_good_drill_parses_and_agrees_with_the_engine() {
        let d = Drill::parse(PATH, GOOD).unwrap();
        assert_eq!(d.topic, Topic::TouchMove);
        assert!(
            !d.shows_edition_difference(),
            "article numbers alone are no edition difference"
        );
        assert!(super::super::check::check_drill(&d).is_empty());
        let r = d.ruling(Edition::E2023).unwrap();
        let key = super::super::RightAnswer::new(&d, Edition::E2023, &r).unwrap();
        assert!(key.accepts(&super::super::TraineeAnswer::Move("Nc6".into())));
        assert!(!key.accepts(&super::super::TraineeAnswer::Move("Nf6".into())));
    }

    #[test]
    fn a_wrong_key_is_caught_with_its_edition_and_field() {
        let bad = GOOD.replacen(r#"articles = ["4.3.1"]"#, r#"articles = ["4.3a"]"#, 1);
        let d = Drill::parse(PATH, &bad).unwrap();
        let failures = super::super::check::check_drill(&d);
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert_eq!(failures[0].edition, Some(Edition::E2023));
        assert_eq!(failures[0].field, "articles");
    }

    #[test]
    fn an_unknown_key_is_reported_with_its_line() {
        let text = GOOD.replace("[question]", "colour = 1\n[question]");
        let err = Drill::parse(PATH, &text).unwrap_err();
        assert!(err.field.starts_with("line "), "{err}");
        assert!(err.reason.contains("colour"), "{err}");
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            (GOOD.replace("touch-move-900\"", "touch-move-901\""), "id"),
            (
                GOOD.replace("topic = \"touch_move\"", "topic = \"clock\""),
                "topic",
            ),
            (
                GOOD.replace(
                    r#"editions = ["2005", "2023"]"#,
                    r#"editions = ["2005", "1999"]"#,
                ),
                "editions",
            ),
            (
                GOOD.replace("kind = \"moves\"", "kind = \"dance\""),
                "answer.kind",
            ),
            (
                GOOD.replacen(r#"editions = ["2023"]"#, r#"editions = ["2005"]"#, 1),
                "expect[1].editions",
            ),
            (
                GOOD.replacen(
                    r#"allowed_moves = ["Na6", "Nc6"]"#,
                    r#"allowed_moves = ["Nc6", "Na6"]"#,
                    1,
                ),
                "expect[0].allowed_moves",
            ),
            (
                GOOD.replace(r#"{ touch = "b8" }"#, r#"{ touch = "b9" }"#),
                "incident.events[0].touch",
            ),
            (
                GOOD.replacen(
                    "decision = \"touch_move_obligation\"",
                    "decision = \"win\"",
                    1,
                ),
                "expect[0].decision",
            ),
        ];
        for (text, field) in cases {
            assert_eq!(field_of(&text), field, "for {field}");
        }
    }
}
