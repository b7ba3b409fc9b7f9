//! A case as a drill file of the bank's schema (`drills/README.md`): the author writes the
//! title, narrative, question and answer kind; the engine fills the expected answer of every
//! edition chosen (editions that rule alike share one `[[expect]]` block). The file is checked
//! by the same parser and check as the shipped bank before it is handed out.
use serde::{Deserialize, Serialize};

use crate::drills::{Drill, Topic, check_drill, piece_of};
use crate::i18n::Bilingual;
use crate::incident::Incident;
use crate::laws::Edition;
use crate::rulings::{Ruling, rule};

/// What the author gives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrillDraft {
    /// The file name without `.toml`: lower-case letters, digits and hyphens.
    pub id: String,
    /// A topic code (folder name).
    pub topic: String,
    pub editions: Vec<Edition>,
    pub title: Bilingual,
    pub narrative: Bilingual,
    pub question: Bilingual,
    /// `moves`, `piece`, `clocks` or `result` (a `choice` needs options written by hand).
    pub answer_kind: String,
    /// The case: the contract's incident; its `edition` is replaced by `editions`.
    pub incident: serde_json::Value,
}

/// The drill file made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exported {
    /// `<topic>/<id>.toml`, where the bank keeps it.
    pub path: String,
    /// `<id>.toml`.
    pub file_name: String,
    pub toml: String,
}

#[derive(Serialize, PartialEq)]
struct Sides<T> {
    white: T,
    black: T,
}

#[derive(Serialize, PartialEq)]
struct Expect {
    editions: Vec<String>,
    decision: String,
    result: String,
    articles: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    allowed_moves: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clocks: Option<Sides<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock_moves: Option<Sides<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    claim: Option<String>,
    time_class: String,
    explanation: Bilingual,
}

#[derive(Serialize)]
struct Answer {
    kind: String,
}

#[derive(Serialize)]
struct File {
    id: String,
    topic: String,
    editions: Vec<String>,
    source: String,
    title: Bilingual,
    narrative: Bilingual,
    question: Bilingual,
    incident: toml::Table,
    answer: Answer,
    expect: Vec<Expect>,
}

fn err(field: &str, pt: &str, en: &str) -> Bilingual {
    Bilingual::new(format!("{field}: {pt}"), format!("{field}: {en}"))
}

fn expect(kind: &str, e: Edition, r: &Ruling) -> Result<Expect, Bilingual> {
    let at = |pt: &str, en: &str| {
        err(
            "answer_kind",
            &format!("{pt} (edição {e})"),
            &format!("{en} (edition {e})"),
        )
    };
    // The drill file holds the key as its author would write it: SAN and article numbers.
    let moves = r.allowed_san();
    if kind == "moves" && moves.as_ref().is_none_or(Vec::is_empty) {
        return Err(at(
            "a decisão não restringe o próximo lance; escolha outro tipo de resposta",
            "the ruling does not constrain the next move; choose another answer kind",
        ));
    }
    let piece = match kind {
        "piece" => Some(piece_of(r).ok_or_else(|| {
            at(
                "a decisão não indica uma única peça",
                "the ruling names no single piece",
            )
        })?),
        _ => None,
    };
    let (clocks, clock_moves) = match kind {
        "clocks" => {
            let c = r.clocks.ok_or_else(|| {
                at(
                    "o caso não tem relógios; informe-os",
                    "the case has no clocks; give them",
                )
            })?;
            (
                Some(Sides {
                    white: c.white.to_string(),
                    black: c.black.to_string(),
                }),
                r.clock_moves.map(|m| Sides {
                    white: m.white,
                    black: m.black,
                }),
            )
        }
        _ => (None, None),
    };
    Ok(Expect {
        editions: Vec::new(),
        decision: r.decision.code().into(),
        result: r.result.map_or("none".into(), |x| x.as_str().into()),
        articles: r.article_numbers().into_iter().map(String::from).collect(),
        allowed_moves: moves,
        piece: piece.map(|s| s.to_string()),
        clocks,
        clock_moves,
        claim: r.claim.map(|c| c.as_str().into()),
        time_class: r.time_class.as_str().into(),
        explanation: without_edition(&r.explanation, e),
    })
}

/// The engine's explanation without its closing "(FIDE Laws of Chess, 2023 edition.)", so that
/// editions ruling alike share it; [`with_editions`] names the block's editions instead.
fn without_edition(b: &Bilingual, e: Edition) -> Bilingual {
    let cut = |text: &str, tail: &str| {
        text.strip_suffix(tail)
            .unwrap_or(text)
            .trim_end()
            .to_owned()
    };
    Bilingual::new(
        cut(&b.pt, &format!("(Leis do Xadrez da FIDE, edição de {e}.)")),
        cut(&b.en, &format!("(FIDE Laws of Chess, {e} edition.)")),
    )
}

fn with_editions(b: &Bilingual, eds: &[String]) -> Bilingual {
    let list = |and: &str| match eds {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
        [] => String::new(),
    };
    let (pt, en) = if eds.len() == 1 {
        (
            format!("(Leis do Xadrez da FIDE, edição de {}.)", list("e")),
            format!("(FIDE Laws of Chess, {} edition.)", list("and")),
        )
    } else {
        (
            format!("(Leis do Xadrez da FIDE, edições de {}.)", list("e")),
            format!("(FIDE Laws of Chess, {} editions.)", list("and")),
        )
    };
    Bilingual::new(format!("{} {pt}", b.pt), format!("{} {en}", b.en))
}

fn filled(b: &Bilingual, field: &str) -> Result<(), Bilingual> {
    if b.pt.trim().is_empty() || b.en.trim().is_empty() {
        return Err(err(
            field,
            "escreva o texto em português e em inglês",
            "write the text in Portuguese and in English",
        ));
    }
    Ok(())
}

/// Makes the drill file, or says which field is missing or wrong.
pub fn export(d: &DrillDraft) -> Result<Exported, Bilingual> {
    let id_ok = !d.id.is_empty()
        && d.id.len() <= 64
        && d.id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if !id_ok {
        return Err(err(
            "id",
            "use de 1 a 64 letras minúsculas, algarismos e hífens",
            "use 1 to 64 lower-case letters, digits and hyphens",
        ));
    }
    if Topic::from_code(&d.topic).is_none() {
        return Err(err("topic", "tema desconhecido", "unknown topic"));
    }
    if !["moves", "piece", "clocks", "result"].contains(&d.answer_kind.as_str()) {
        return Err(err(
            "answer_kind",
            "tipo de resposta desconhecido",
            "unknown answer kind",
        ));
    }
    filled(&d.title, "title")?;
    filled(&d.narrative, "narrative")?;
    filled(&d.question, "question")?;
    if d.editions.is_empty() {
        return Err(err(
            "editions",
            "escolha ao menos uma edição",
            "choose at least one edition",
        ));
    }
    let mut incident = d.incident.clone();
    let Some(map) = incident.as_object_mut() else {
        return Err(err("incident", "não é um objeto", "not an object"));
    };
    map.remove("edition");
    // Every edition in order, oldest first; editions that rule alike share a block.
    let editions: Vec<Edition> = Edition::ALL
        .into_iter()
        .filter(|e| d.editions.contains(e))
        .collect();
    let mut blocks: Vec<(Vec<String>, Expect)> = Vec::new();
    for &e in &editions {
        let inc = Incident::from_value_for(&incident, e).map_err(|x| {
            err(
                &format!("incident.{}", x.field),
                &format!("{} (edição {e})", x.reason),
                &format!("{} (edition {e})", x.reason),
            )
        })?;
        let r = rule(&inc).map_err(|x| {
            err(
                &format!("incident.{}", x.field),
                &x.reason,
                &format!("{} (edition {e})", x.reason),
            )
        })?;
        let x = expect(&d.answer_kind, e, &r)?;
        match blocks.iter_mut().find(|(_, b)| *b == x) {
            Some((eds, _)) => eds.push(e.as_str().into()),
            None => blocks.push((vec![e.as_str().into()], x)),
        }
    }
    let blocks: Vec<Expect> = blocks
        .into_iter()
        .map(|(editions, x)| Expect {
            explanation: with_editions(&x.explanation, &editions),
            editions,
            ..x
        })
        .collect();
    let table: toml::Table = toml::Table::try_from(&incident).map_err(|x| {
        err(
            "incident",
            &format!("não cabe em TOML: {x}"),
            &format!("does not fit in TOML: {x}"),
        )
    })?;
    let file = File {
        id: d.id.clone(),
        topic: d.topic.clone(),
        editions: editions.iter().map(|e| e.as_str().into()).collect(),
        source: "Árbitro, mesa de casos / case desk".into(),
        title: d.title.clone(),
        narrative: d.narrative.clone(),
        question: d.question.clone(),
        incident: table,
        answer: Answer {
            kind: d.answer_kind.clone(),
        },
        expect: blocks,
    };
    let text = toml::to_string(&file).map_err(|x| {
        err(
            "drill",
            &format!("não pôde ser escrito: {x}"),
            &format!("could not be written: {x}"),
        )
    })?;
    let path = format!("{}/{}.toml", d.topic, d.id);
    // The engine checks its own export exactly as `arbitro drills check` will.
    let drill = Drill::parse(&path, &text).map_err(|x| {
        Bilingual::new(
            format!("exportação inválida: {x}"),
            format!("invalid export: {x}"),
        )
    })?;
    let failures = check_drill(&drill);
    if let Some(f) = failures.first() {
        return Err(Bilingual::new(
            format!("exportação não confere: {f}"),
            format!("export does not check: {f}"),
        ));
    }
    Ok(Exported {
        file_name: format!("{}.toml", d.id),
        path,
        toml: text,
    })
}
