//! Drill files brought into the app (one, or a pack of several at once): each is parsed,
//! validated and checked against the engine exactly as the shipped bank is, and the app keeps
//! only the ones that pass. Every error names the file and the field.
use serde::{Deserialize, Serialize};

use crate::drills::{Drill, catalogue, check_drill};
use crate::drills::{DrillDetail, DrillSummary};
use crate::i18n::Bilingual;
use crate::laws::Edition;

/// The largest drill file accepted (the bank's largest is a few kilobytes).
pub const MAX_BYTES: usize = 64 * 1024;

/// A file as the user chose it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedFile {
    pub name: String,
    pub text: String,
}

/// What the engine says of one file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FileCheck {
    pub name: String,
    /// The drill, when the file passed.
    #[serde(with = "crate::service::wire")]
    pub summary: Option<DrillSummary>,
    /// Why not: one line per problem, naming the field.
    pub errors: Vec<Bilingual>,
}

struct Head {
    id: Option<String>,
    topic: Option<String>,
}

fn problem(name: &str, field: &str, pt: String, en: String) -> Bilingual {
    Bilingual::new(
        format!("{name}: {field}: {pt}"),
        format!("{name}: {field}: {en}"),
    )
}

/// Parses and validates one drill file; the drill's path is `<topic>/<id>.toml` from its own
/// fields (the file's name on the device may differ).
pub fn parse(name: &str, text: &str) -> Result<Drill, Bilingual> {
    if text.len() > MAX_BYTES {
        return Err(problem(
            name,
            "file",
            format!("{} bytes: o limite é {MAX_BYTES}", text.len()),
            format!("{} bytes: the limit is {MAX_BYTES}", text.len()),
        ));
    }
    let head: Head = toml::from_str::<toml::Table>(text)
        .map_err(|e| {
            problem(
                name,
                "file",
                format!("não é TOML válido: {}", e.message()),
                format!("not valid TOML: {}", e.message()),
            )
        })
        .map(|t| {
            let get = |k: &str| t.get(k).and_then(|v| v.as_str()).map(str::to_owned);
            Head {
                id: get("id"),
                topic: get("topic"),
            }
        })?;
    let (Some(id), Some(topic)) = (head.id, head.topic) else {
        return Err(problem(
            name,
            "id, topic",
            "faltam (obrigatórios)".into(),
            "missing (required)".into(),
        ));
    };
    let safe = |s: &str| {
        !s.is_empty()
            && s.len() <= 64
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
    };
    if !safe(&id) {
        return Err(problem(
            name,
            "id",
            "use letras minúsculas, algarismos e hífens".into(),
            "use lower-case letters, digits and hyphens".into(),
        ));
    }
    if !safe(&topic) {
        return Err(problem(
            name,
            "topic",
            format!("{topic:?} não é um tema"),
            format!("{topic:?} is not a topic"),
        ));
    }
    Drill::parse(&format!("{topic}/{id}.toml"), text)
        .map_err(|e| problem(name, &e.field, e.reason.clone(), e.reason))
}

/// Checks a batch of files; ids must be new (not a shipped drill's) and unique in the batch.
pub fn check(files: &[NamedFile]) -> Vec<FileCheck> {
    let mut seen: Vec<String> = Vec::new();
    files
        .iter()
        .map(|f| {
            let mut errors = Vec::new();
            let mut summary = None;
            match parse(&f.name, &f.text) {
                Err(e) => errors.push(e),
                Ok(d) => {
                    if catalogue().drills.iter().any(|s| s.id == d.id) {
                        errors.push(problem(
                            &f.name,
                            "id",
                            format!("{:?} já é o id de um exercício do aplicativo", d.id),
                            format!("{:?} is already the id of one of the app's drills", d.id),
                        ));
                    } else if seen.contains(&d.id) {
                        errors.push(problem(
                            &f.name,
                            "id",
                            format!("{:?} aparece em dois arquivos", d.id),
                            format!("{:?} is in two files", d.id),
                        ));
                    }
                    for x in check_drill(&d) {
                        let at = x.edition.map(|e| format!(" ({e})")).unwrap_or_default();
                        errors.push(problem(
                            &f.name,
                            &format!("{}{at}", x.field),
                            x.reason.clone(),
                            x.reason,
                        ));
                    }
                    seen.push(d.id.clone());
                    if errors.is_empty() {
                        summary = Some(crate::drills::summary(&d));
                    }
                }
            }
            FileCheck {
                name: f.name.clone(),
                summary,
                errors,
            }
        })
        .collect()
}

/// One of the user's drills, prepared for the player in an edition.
pub fn detail(toml: &str, edition: Edition) -> Result<DrillDetail, Bilingual> {
    let d = parse("drill", toml)?;
    crate::drills::prepare(&d, edition).map_err(|e| {
        Bilingual::new(
            format!("O exercício {} não pôde ser preparado: {e}.", d.id),
            format!("Drill {} could not be prepared: {e}.", d.id),
        )
    })
}
