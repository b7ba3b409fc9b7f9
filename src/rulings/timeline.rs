//! An incident as a timeline: what the board and the clocks show after each event, for the drill
//! player and the projection mode (which show the incident step by step and never decide
//! anything themselves).
use serde::{Deserialize, Serialize};
use shakmaty::{Board, ByColor, Color, Position, Square};

use super::Ruling;
use super::arbiter::{Arbiter, run};
use super::cursor::ClockRun;
use super::explain::{side, side_cap};
use crate::clock::Millis;
use crate::i18n::{Bilingual, Lang, piece_name, the_piece};
use crate::incident::{
    ArbiterDecision, ClaimKind, Claimant, Event, FallenFlag, Incident, IncidentError,
    IrregularityKind,
};

/// The board and the clocks at one moment of an incident.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The pieces as they physically stand (an illegal move made is shown), as the piece
    /// placement field of a FEN on the wire; it need not be a legal position.
    #[serde(with = "crate::wire::board")]
    pub board: Board,
    /// The side whose turn it is at the board.
    #[serde(with = "crate::wire::color")]
    pub turn: Color,
    /// Pieces touched in this turn, in order.
    #[serde(with = "crate::wire::squares")]
    pub touched: Vec<Square>,
    /// The last move made on the board (completed or not).
    #[serde(with = "crate::wire::square_pair")]
    pub last_move: Option<(Square, Square)>,
    #[serde(with = "crate::wire::sides_opt")]
    pub clocks: Option<ByColor<Millis>>,
    /// The side whose clock runs, if one does.
    #[serde(with = "crate::wire::color_opt")]
    pub running: Option<Color>,
    #[serde(with = "crate::wire::sides")]
    pub illegal_moves: ByColor<u32>,
    /// How the clock runs from this frame to the next, when the next event lets time pass
    /// (for [`super::cursor::Cursor`]; not part of any JSON the engine writes).
    #[serde(skip)]
    pub run: Option<ClockRun>,
}

/// One event and what it left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// What happened, in words.
    pub caption: Bilingual,
    pub frame: Frame,
    /// The ruling this event produced, if it produced one.
    pub ruling: Option<Ruling>,
}

/// The whole incident: the start, each event, and the incident's ruling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timeline {
    pub start: Frame,
    pub steps: Vec<Step>,
    pub ruling: Ruling,
}

/// Replays the incident and records a frame after every event.
pub fn timeline(incident: &Incident) -> Result<Timeline, IncidentError> {
    let first = Arbiter::new(incident);
    let mut start = frame(&first);
    // The clock and the instant before each event, for the run of a wait.
    let mut before = (first.board().clock.clone(), first.board().now);
    let mut steps: Vec<Step> = Vec::new();
    let ruling = run(incident, |event, arbiter, ruling| {
        if let (Event::Wait(d), (Some(clock), at)) = (event, &before) {
            let shown = steps.last_mut().map_or(&mut start, |s| &mut s.frame);
            shown.run = ClockRun::new(clock.clone(), *at, *d);
        }
        before = (arbiter.board().clock.clone(), arbiter.board().now);
        steps.push(Step {
            caption: caption(event, arbiter),
            frame: frame(arbiter),
            ruling: ruling.cloned(),
        });
    })?;
    Ok(Timeline {
        start,
        steps,
        ruling,
    })
}

fn frame(arbiter: &Arbiter<'_>) -> Frame {
    let a = arbiter.board();
    let pos = a.game.position();
    let mut board: Board = arbiter
        .illegal_board()
        .map_or_else(|| pos.board().clone(), |b| b.board().clone());
    let mut last_move = a
        .game
        .last_move()
        .and_then(|m| m.from().map(|f| (f, m.to())));
    let mut shift = |from: Square, to: Square| {
        if let Some(piece) = board.remove_piece_at(from) {
            board.set_piece_at(to, piece);
        }
        last_move = Some((from, to));
    };
    if let Some(made) = &a.turn.made {
        shift(made.from, made.to);
    } else if let Some((from, to)) = arbiter.pending_illegal_act().and_then(|a| a.shown_move()) {
        shift(from, to);
    }
    Frame {
        board,
        turn: arbiter.mover(),
        touched: a.turn.touched.clone(),
        last_move,
        clocks: a.clock.as_ref().map(|c| ByColor {
            white: c.remaining(Color::White, a.now),
            black: c.remaining(Color::Black, a.now),
        }),
        running: a.clock.as_ref().and_then(|c| c.running_at(a.now)),
        illegal_moves: a.illegal,
        run: None,
    }
}

/// Whose flag, in Portuguese ("a seta das brancas").
fn flag_of(c: Color) -> &'static str {
    match c {
        Color::White => "das brancas",
        Color::Black => "das pretas",
    }
}

/// The event in words, read against the state after it.
fn caption(event: &Event, arbiter: &Arbiter<'_>) -> Bilingual {
    let a = arbiter.board();
    let pieces = arbiter
        .illegal_board()
        .map_or_else(|| a.game.position().board(), |b| b.board());
    let piece_on = |sq: Square, lang: Lang| {
        pieces.piece_at(sq).map_or_else(
            || sq.to_string(),
            |p| format!("{} ({sq})", the_piece(p.role, p.color, lang)),
        )
    };
    let by = |who: Option<Color>| who.unwrap_or(arbiter.mover());
    let b = |pt: String, en: String| Bilingual::new(pt, en);
    match event {
        Event::Touch { square, by: who } => b(
            format!(
                "{} tocam {}.",
                side_cap(by(*who), Lang::Pt),
                piece_on(*square, Lang::Pt)
            ),
            format!(
                "{} touches {}.",
                side_cap(by(*who), Lang::En),
                piece_on(*square, Lang::En)
            ),
        ),
        Event::Feel { square, by: who } => b(
            format!(
                "{} apalpam {} sem retirar a peça do orifício de fixação.",
                side_cap(by(*who), Lang::Pt),
                piece_on(*square, Lang::Pt)
            ),
            format!(
                "{} feels {} without taking it out of its securing hole.",
                side_cap(by(*who), Lang::En),
                piece_on(*square, Lang::En)
            ),
        ),
        Event::Announce { san } => b(
            format!(
                "{} anunciam o lance {san}.",
                side_cap(arbiter.mover(), Lang::Pt)
            ),
            format!(
                "{} announces the move {san}.",
                side_cap(arbiter.mover(), Lang::En)
            ),
        ),
        Event::BoardsDiffer { white, black } => b(
            format!(
                "Os tabuleiros diferem; as planilhas registram {white} (brancas) e {black} (pretas)."
            ),
            format!(
                "The boards differ; the scoresheets record {white} (White) and {black} (Black)."
            ),
        ),
        Event::Adjust { square, by: who } => b(
            format!(
                "{} dizem \"j'adoube\" e ajustam {}.",
                side_cap(by(*who), Lang::Pt),
                piece_on(*square, Lang::Pt)
            ),
            format!(
                "{} says \"j'adoube\" and adjusts {}.",
                side_cap(by(*who), Lang::En),
                piece_on(*square, Lang::En)
            ),
        ),
        Event::Release { square, .. } => b(
            format!("A peça é solta em {square}."),
            format!("The piece is released on {square}."),
        ),
        Event::Play {
            from,
            to,
            two_hands,
            ..
        } => {
            let (hp, he) = if *two_hands {
                (" com as duas mãos", " with two hands")
            } else {
                ("", "")
            };
            b(
                format!("Lance no tabuleiro: {from}–{to}{hp}."),
                format!("Move on the board: {from}–{to}{he}."),
            )
        }
        Event::PressClock(c) => b(
            format!("{} acionam o relógio.", side_cap(*c, Lang::Pt)),
            format!("{} presses the clock.", side_cap(*c, Lang::En)),
        ),
        Event::Place { square, piece } => b(
            format!(
                "Uma {} nova é colocada em {square}.",
                piece_name(piece.role, piece.color, Lang::Pt)
            ),
            format!(
                "A new {} is put on {square}.",
                piece_name(piece.role, piece.color, Lang::En)
            ),
        ),
        Event::Claim(c) => {
            let (pt, en) = match c.kind {
                ClaimKind::TouchMove => ("a peça tocada", "touch-move"),
                ClaimKind::IllegalMove => ("um lance ilegal", "an illegal move"),
                ClaimKind::Threefold => (
                    "empate por tripla repetição",
                    "a draw by threefold repetition",
                ),
                ClaimKind::FiftyMoves => (
                    "empate pela regra dos 50 lances",
                    "a draw under the 50-move rule",
                ),
                ClaimKind::QuickplayFinish => (
                    "empate no final acelerado",
                    "a draw in the quickplay finish",
                ),
                ClaimKind::QuickplayIncrement => (
                    "incremento de 5 segundos para os dois",
                    "a 5-second increment for both",
                ),
                ClaimKind::Flag => ("queda de seta", "a flag fall"),
            };
            let written = c
                .written_move
                .as_ref()
                .map(|m| (format!(", anotando {m}"), format!(", writing {m}")))
                .unwrap_or_default();
            let decided = match c.arbiter_decision {
                Some(ArbiterDecision::Accept) => (" O árbitro aceita.", " The arbiter accepts."),
                Some(ArbiterDecision::Postpone) => {
                    (" O árbitro adia a decisão.", " The arbiter postpones.")
                }
                Some(ArbiterDecision::Reject) => (" O árbitro rejeita.", " The arbiter rejects."),
                None => ("", ""),
            };
            match c.by {
                Some(Claimant::Arbiter) => b(
                    format!("O árbitro intervém: {pt}.{}", decided.0),
                    format!("The arbiter intervenes: {en}.{}", decided.1),
                ),
                Some(Claimant::Player(p)) => b(
                    format!(
                        "{} reclamam {pt}{}.{}",
                        side_cap(p, Lang::Pt),
                        written.0,
                        decided.0
                    ),
                    format!(
                        "{} claims {en}{}.{}",
                        side_cap(p, Lang::En),
                        written.1,
                        decided.1
                    ),
                ),
                None => b(
                    format!("Reclamação: {pt}{}.{}", written.0, decided.0),
                    format!("Claim: {en}{}.{}", written.1, decided.1),
                ),
            }
        }
        Event::OfferDraw(c) => b(
            format!("{} oferecem empate.", side_cap(*c, Lang::Pt)),
            format!("{} offers a draw.", side_cap(*c, Lang::En)),
        ),
        Event::AcceptDraw(c) => b(
            format!("{} aceitam o empate.", side_cap(*c, Lang::Pt)),
            format!("{} accepts the draw.", side_cap(*c, Lang::En)),
        ),
        Event::DeclineDraw(c) => b(
            format!("{} recusam o empate.", side_cap(*c, Lang::Pt)),
            format!("{} declines the draw.", side_cap(*c, Lang::En)),
        ),
        Event::FlagFall(FallenFlag::Side(c)) => b(
            format!("A seta {} cai.", flag_of(*c)),
            format!("{}'s flag falls.", side_cap(*c, Lang::En)),
        ),
        Event::FlagFall(FallenFlag::Both) => b(
            "As duas setas estão caídas.".into(),
            "Both flags are down.".into(),
        ),
        Event::Irregularity { kind, by: who } => {
            let (pt, en) = match kind {
                IrregularityKind::InitialPositionWrong => (
                    "a posição inicial estava errada",
                    "the initial position was wrong",
                ),
                IrregularityKind::BoardOrientationWrong => (
                    "o tabuleiro está mal orientado",
                    "the board is wrongly oriented",
                ),
                IrregularityKind::ColoursReversed => {
                    ("as cores estão trocadas", "the colours are reversed")
                }
                IrregularityKind::PiecesKnockedOver => (
                    "um jogador derrubou ou deslocou peças",
                    "a player knocked over or displaced pieces",
                ),
                IrregularityKind::PiecesDisplaced => {
                    ("há peças deslocadas", "pieces are displaced")
                }
                IrregularityKind::Device { sound: true, .. } => {
                    ("um celular toca", "a phone makes a sound")
                }
                IrregularityKind::Device { sound: false, .. } => {
                    ("um celular é encontrado", "a phone is found")
                }
            };
            match who {
                Some(c) => b(
                    format!(
                        "Descobre-se que {pt} ({}).",
                        side_cap(*c, Lang::Pt).to_lowercase()
                    ),
                    format!("It is found that {en} ({}).", side_cap(*c, Lang::En)),
                ),
                None => b(
                    format!("Descobre-se que {pt}."),
                    format!("It is found that {en}."),
                ),
            }
        }
        Event::Arrive(late) => {
            let mut pt = Vec::new();
            let mut en = Vec::new();
            for c in Color::ALL {
                if let Some(t) = late[c] {
                    pt.push(format!("{} chegam {t} atrasadas", side_cap(c, Lang::Pt)));
                    en.push(format!("{} arrives {t} late", side_cap(c, Lang::En)));
                }
            }
            b(format!("{}.", pt.join("; ")), format!("{}.", en.join("; ")))
        }
        Event::Wait(d) => b(format!("Passam {d}."), format!("{d} passes.")),
        Event::Seal { written, .. } => b(
            format!("O lance secreto é anotado: {written}."),
            format!("The sealed move is written: {written}."),
        ),
        Event::Resume { envelope_lost, .. } => {
            if *envelope_lost {
                b(
                    "A partida recomeça, mas o envelope se perdeu.".into(),
                    "The game resumes, but the envelope is lost.".into(),
                )
            } else {
                b(
                    "A partida recomeça e o envelope é aberto.".into(),
                    "The game resumes and the envelope is opened.".into(),
                )
            }
        }
        Event::Resign(c) => b(
            format!("{} abandonam.", side_cap(*c, Lang::Pt)),
            format!("{} resigns.", side_cap(*c, Lang::En)),
        ),
        Event::Handed { hand, event } => {
            let inner = caption(event, arbiter);
            let (pt, en) = match hand {
                crate::incident::Hand::Left => ("com a mão esquerda", "with the left hand"),
                crate::incident::Hand::Right => ("com a mão direita", "with the right hand"),
            };
            let strip = |s: &str| s.trim_end_matches('.').to_owned();
            b(
                format!("{} ({pt}).", strip(&inner.pt)),
                format!("{} ({en}).", strip(&inner.en)),
            )
        }
        Event::FlagFallJudged { side: c, upheld } => {
            let (pt, en) = if *upheld {
                (
                    "o árbitro acolhe a reclamação adiada",
                    "the arbiter upholds the postponed claim",
                )
            } else {
                (
                    "o árbitro rejeita a reclamação adiada",
                    "the arbiter rejects the postponed claim",
                )
            };
            b(
                format!("A seta {} cai; {pt}.", flag_of(*c)),
                format!("{}'s flag falls; {en}.", side_cap(*c, Lang::En)),
            )
        }
        Event::Adjourn => b(
            "O árbitro manda selar o lance.".into(),
            "The arbiter tells the player to seal his move.".into(),
        ),
        Event::ClockSettingWrong { used } => b(
            format!("Descobre-se que o relógio foi regulado para {used}."),
            format!("It is found that the clock was set to {used}."),
        ),
        Event::ClockDefect => b(
            "O relógio apresenta um defeito evidente.".into(),
            "The clock shows an evident defect.".into(),
        ),
        Event::SignResult { result, .. } => {
            let r = super::signed::result_of(*result);
            b(
                format!("Os jogadores assinam as planilhas: {r}."),
                format!("The players sign the scoresheets: {r}."),
            )
        }
        Event::Refuse(crate::incident::Refusing::Side(c)) => b(
            format!(
                "{} se recusam persistentemente a cumprir as Leis.",
                side_cap(*c, Lang::Pt)
            ),
            format!(
                "{} persistently refuses to comply with the Laws.",
                side_cap(*c, Lang::En)
            ),
        ),
        Event::Refuse(crate::incident::Refusing::Both) => b(
            "Os dois jogadores se recusam persistentemente a cumprir as Leis.".into(),
            "Both players persistently refuse to comply with the Laws.".into(),
        ),
        Event::WriteInAdvance(c) => b(
            format!(
                "{} anotam o lance antes de jogá-lo.",
                side_cap(*c, Lang::Pt)
            ),
            format!(
                "{} writes the move before making it.",
                side_cap(*c, Lang::En)
            ),
        ),
        Event::StopClock { side: c, .. } => b(
            format!(
                "{} param o relógio para chamar o árbitro.",
                side_cap(*c, Lang::Pt)
            ),
            format!(
                "{} stops the clock to call the arbiter.",
                side_cap(*c, Lang::En)
            ),
        ),
        Event::NotRecording { side: c, missing } => match missing {
            Some(n) => b(
                format!(
                    "Faltam na planilha de {} os últimos {n} lance(s).",
                    side(*c, Lang::Pt)
                ),
                format!(
                    "{}'s scoresheet lacks the last {n} move(s).",
                    side_cap(*c, Lang::En)
                ),
            ),
            None => b(
                format!("{} não estão anotando os lances.", side_cap(*c, Lang::Pt)),
                format!("{} is not recording the moves.", side_cap(*c, Lang::En)),
            ),
        },
        Event::FlagFallScoresheets {
            side: c,
            scoresheets,
        } => {
            use crate::incident::ScoresheetsAtFlag as S;
            let (pt, en) = match scoresheets {
                S::Arbiter => (
                    "a contagem vem da planilha do árbitro".to_owned(),
                    "the count comes from the arbiter's scoresheet".to_owned(),
                ),
                S::KeptBy(k) => (
                    format!("a contagem vem da planilha de {}", side(*k, Lang::Pt)),
                    format!("the count comes from {}'s scoresheet", side(*k, Lang::En)),
                ),
                S::Reconstructed => (
                    "a partida é reconstituída num segundo tabuleiro".to_owned(),
                    "the game is reconstructed on a second board".to_owned(),
                ),
                S::NotEstablished => (
                    "as planilhas não mostram quantos lances foram feitos".to_owned(),
                    "the scoresheets cannot show how many moves were made".to_owned(),
                ),
            };
            b(
                format!(
                    "A seta de {} cai com as planilhas incompletas: {pt}.",
                    side(*c, Lang::Pt)
                ),
                format!(
                    "{}'s flag falls with the scoresheets incomplete: {en}.",
                    side_cap(*c, Lang::En)
                ),
            )
        }
        Event::RequestScoresheet(c) => b(
            format!(
                "{} pedem ao árbitro para ver a planilha.",
                side_cap(*c, Lang::Pt)
            ),
            format!(
                "{} asks the arbiter to see the scoresheet.",
                side_cap(*c, Lang::En)
            ),
        ),
        Event::UnableToRecord {
            side: c,
            disability,
        } => b(
            format!(
                "{} não conseguem anotar os lances{}.",
                side_cap(*c, Lang::Pt),
                if *disability {
                    " (por deficiência)"
                } else {
                    ""
                }
            ),
            format!(
                "{} is unable to keep score{}.",
                side_cap(*c, Lang::En),
                if *disability { " (a disability)" } else { "" }
            ),
        ),
        Event::PositionLost => b(
            "No reinício, o envelope se perdeu e a posição não pode ser restabelecida.".into(),
            "At the resumption the envelope is lost and the position cannot be re-established."
                .into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_illegal_move_is_shown_then_taken_back() {
        let inc = Incident::from_json(
            r#"{"edition": "2023", "time_control": "5400+30", "moves": ["e4", "e5"],
                "clocks": {"white": "1:20:00", "black": "1:25:00"},
                "events": [{"play": "d1d3"}, {"press_clock": "white"}, {"claim": "illegal_move", "by": "black"}]}"#,
        )
        .unwrap();
        let t = timeline(&inc).unwrap();
        assert_eq!(t.steps.len(), 3);
        // The queen stands on d3 after the move and after the press…
        assert!(
            t.steps[0]
                .frame
                .board
                .to_string()
                .starts_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/3Q4/")
        );
        assert_eq!(t.steps[1].frame.running, Some(Color::Black));
        assert_eq!(
            t.steps[1].frame.clocks.unwrap().white,
            Millis::from_secs(80 * 60 + 30)
        );
        // …and back on d1 after the ruling, with Black's two minutes.
        assert_eq!(
            t.steps[2].frame.board.to_string(),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"
        );
        assert_eq!(
            t.steps[2].frame.clocks.unwrap().black,
            Millis::from_mins(87)
        );
        assert_eq!(t.steps[2].ruling.as_ref(), Some(&t.ruling));
        assert_eq!(t.steps[1].caption.en, "White presses the clock.");
    }

    #[test]
    fn touched_pieces_are_listed_in_order() {
        let inc = Incident::from_json(r#"{"edition": "2023", "moves": ["e4", "e5", "Nf3"], "events": [{"touch": "b8"}, {"touch": "g8"}]}"#).unwrap();
        let t = timeline(&inc).unwrap();
        assert_eq!(t.steps[1].frame.touched, vec![Square::B8, Square::G8]);
        assert_eq!(
            t.steps[0].caption.pt,
            "As pretas tocam o cavalo preto (b8)."
        );
        assert_eq!(
            t.steps[0].caption.en,
            "Black touches the black knight (b8)."
        );
        assert!(t.steps.iter().all(|s| s.ruling.is_none()));
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(serde_json::from_str::<Timeline>(&json).unwrap(), t);
        assert!(json.contains(r#""touched":["b8","g8"]"#), "{json}");
    }
}
