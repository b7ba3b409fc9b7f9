//! Conduct the Laws leave to the arbiter's penalties (12.9; 13.4 until 2009), and persistent
//! refusal to comply with the Laws, which loses (2018/2023 11.7 and, both guilty, 11.8; 2014
//! 11.7/11.8; 2005/2009 12.8/12.9; 2001 12.7/12.8): writing moves in advance (8.1.2; 8.1 from
//! 2005), stopping the clock (6.11.2 / 6.11.4; 6.12b/d 2009–2014; 6.13 2001/2005).
use shakmaty::Color;

use super::board::{Board, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side, side_cap};
use super::{Decision, GameResult};
use crate::i18n::Lang;
use crate::incident::Refusing;

/// The arbiter finds that a player (or both) persistently refuses to comply with the Laws.
pub(super) fn refuse(b: &Board, who: Refusing) -> Ruled {
    let a = &b.rules.articles;
    match who {
        Refusing::Side(c) => {
            let ex = Explanation::text(
                format!(
                    "{} se recusam persistentemente a cumprir as Leis: perdem a partida.",
                    side_cap(c, Lang::Pt)
                ),
                format!(
                    "{} persistently refuses to comply with the Laws: that loses the game.",
                    side_cap(c, Lang::En)
                ),
            )
            .and(
                format!(
                    "O placar de {} é decidido pelo árbitro.",
                    side(!c, Lang::Pt)
                ),
                format!(
                    "The score of {} is for the arbiter to decide.",
                    side(!c, Lang::En)
                ),
            );
            b.ruling(
                Decision::GameLost,
                None,
                vec![a.persistent_refusal],
                ex,
                None,
            )
            .closes()
        }
        Refusing::Both => {
            let ex = Explanation::text(
                "Os dois jogadores se recusam persistentemente a cumprir as Leis: a partida é declarada perdida para ambos (0-0).",
                "Both players persistently refuse to comply with the Laws: the game is declared lost by both (0-0).",
            );
            b.ruling(
                Decision::GameLost,
                None,
                vec![a.persistent_refusal, a.both_refuse],
                ex,
                None,
            )
            .ends(GameResult::BothLose)
        }
    }
}

/// A player knocked over or displaced pieces himself: he puts them back in his own time (his
/// opponent may restart the offender's clock), and the arbiter may penalise him (2018/2023
/// 7.4.1-7.4.3; 2014 7.4a-c; 7.3 until 2009).
pub(super) fn knocked_over(b: &Board, who: Color) -> Ruled {
    let a = &b.rules.articles;
    let ex = Explanation::text(
        format!("{} derrubaram ou deslocaram peças: devem recolocá-las no próprio tempo, e se for preciso o adversário aciona o relógio deles ou o relógio é parado para chamar o árbitro.", side_cap(who, Lang::Pt)),
        format!("{} knocked over or displaced pieces: that player must put them back in his own time, and if necessary the opponent restarts his clock or the clock is paused to call the arbiter.", side_cap(who, Lang::En)),
    )
    .and(
        "O árbitro pode penalizar quem deslocou as peças, a seu critério.",
        "The arbiter may penalise the player who displaced the pieces, at his discretion.",
    );
    let mut articles = vec![a.player_displaced];
    articles.extend(a.player_displaced_penalty);
    articles.push(a.penalties);
    b.ruling(Decision::PenaltyAtDiscretion, None, articles, ex, None)
}

/// A player writes his move before making it, not to claim a draw or to seal.
pub(super) fn write_in_advance(b: &Board, who: Color) -> Ruled {
    let a = &b.rules.articles;
    let Some(art) = a.write_in_advance else {
        // 2001: the recording rule (8.1) asks each move to be recorded, and the previous one
        // before the next is made; the scoresheet is kept for the moves, the times, draw
        // offers and claims, and notes are forbidden (12.2). Nothing forbids writing one's
        // move first.
        let ex = Explanation::text(
            format!(
                "{} anotaram o lance antes de jogá-lo. Nesta edição a regra da anotação exige anotar cada lance, e o anterior antes de fazer o seguinte, mas não proíbe escrever o lance antes de fazê-lo; a planilha serve para anotar os lances, e um lance escrito é um lance anotado: não há penalidade.",
                side_cap(who, Lang::Pt)
            ),
            format!(
                "{} wrote the move before making it. In this edition the recording rule requires each move to be recorded, and the previous one before the next is made, but does not forbid writing a move before making it; the scoresheet is for recording the moves, and a move written is a move recorded: there is no penalty.",
                side_cap(who, Lang::En)
            ),
        )
        .interpretation(
            "o lance escrito antes de jogado é tomado como anotação do lance, não como anotação proibida; se o jogador usar a planilha para mais do que isso (vários lances candidatos, análises), o árbitro pode agir pela regra das anotações e aplicar uma penalidade.",
            "a move written before it is made is taken as the record of the move, not as a forbidden note; if the player uses the scoresheet for more (several candidate moves, analysis), the arbiter may act under the rule on notes and penalise.",
        );
        let articles = a
            .recording_without_advance_ban
            .into_iter()
            .chain(a.scoresheet_use_without_advance_ban)
            .collect();
        return b.ruling(Decision::PlayContinues, None, articles, ex, None);
    };
    let ex = Explanation::text(
        format!("{} anotaram o lance antes de jogá-lo, sem ser para reclamar empate nem para selar: isso é proibido.", side_cap(who, Lang::Pt)),
        format!("{} wrote the move before making it, not to claim a draw nor to seal: that is forbidden.", side_cap(who, Lang::En)),
    )
    .and(
        "O árbitro aplica uma das penalidades previstas, a seu critério.",
        "The arbiter applies one of the penalties the Laws list, at his discretion.",
    );
    b.ruling(
        Decision::PenaltyAtDiscretion,
        None,
        vec![art, a.penalties],
        ex,
        None,
    )
}

/// The events end with the clock still stopped for the arbiter (time may have passed, things
/// may have been said): no time was charged while it was stopped (6.11.2; 6.12b 2009/2014;
/// 6.13b 2001/2005), and it stays stopped until the arbiter restarts the game (6.11.3; 6.12c;
/// 6.13c). `None` when the clock runs.
pub(super) fn still_stopped(b: &Board) -> Option<Ruled> {
    if !b.clock_stopped_for_arbiter {
        return None;
    }
    let a = &b.rules.articles;
    let ex = Explanation::text(
        "O relógio foi parado para chamar o árbitro e continua parado: enquanto isso nenhum tempo corre para nenhum dos jogadores, e ele só volta a andar quando o árbitro recomeçar a partida.",
        "The clock was stopped to call the arbiter and is still stopped: meanwhile no time runs for either player, and it starts again only when the arbiter restarts the game.",
    );
    Some(b.ruling(
        Decision::PlayContinues,
        None,
        vec![a.stop_clock, a.stop_clock_restart],
        ex,
        None,
    ))
}

/// A player stops the clock to seek the arbiter's assistance: the clock stays stopped until
/// the next act at the board, when the arbiter restarts the game. `valid_reason` is the
/// arbiter's finding, when the incident gives it.
pub(super) fn stop_clock(
    b: &mut Board,
    who: Color,
    valid_reason: Option<bool>,
) -> Result<Ruled, EventError> {
    if let Some(c) = &mut b.clock
        && c.pause(b.now)?.done().is_some()
    {
        b.clock_stopped_for_arbiter = true;
    }
    let a = &b.rules.articles;
    let stopped = Explanation::text(
        format!(
            "{} pararam o relógio para chamar o árbitro.",
            side_cap(who, Lang::Pt)
        ),
        format!(
            "{} stopped the clock to call the arbiter.",
            side_cap(who, Lang::En)
        ),
    );
    Ok(match valid_reason {
        Some(true) => {
            let ex = stopped.and(
                "Havia um motivo válido (por exemplo, a peça da promoção não estava disponível): não há penalidade, e o árbitro decide quando a partida recomeça.",
                "There was a valid reason (the piece needed for a promotion was not available, say): there is no penalty, and the arbiter decides when the game restarts.",
            );
            b.ruling(Decision::PlayContinues, None, vec![a.stop_clock], ex, None)
        }
        Some(false) => {
            let ex = stopped.and(
                "Não havia motivo válido: o árbitro aplica uma das penalidades previstas, a seu critério.",
                "There was no valid reason: the arbiter applies one of the penalties the Laws list, at his discretion.",
            );
            b.ruling(
                Decision::PenaltyAtDiscretion,
                None,
                vec![a.stop_clock_no_reason, a.penalties],
                ex,
                None,
            )
        }
        None => {
            let ex = stopped.and(
                "Um jogador só pode parar o relógio para pedir a ajuda do árbitro; o árbitro verifica se havia motivo válido e, se não havia, penaliza o jogador. O relógio fica parado até o árbitro recomeçar a partida.",
                "A player may stop the clock only to seek the arbiter's assistance; the arbiter determines whether there was a valid reason and, if not, penalises him. The clock stays stopped until the arbiter restarts the game.",
            );
            b.ruling(
                Decision::PlayContinues,
                None,
                vec![a.stop_clock, a.stop_clock_no_reason],
                ex,
                None,
            )
        }
    })
}
