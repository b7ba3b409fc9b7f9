//! Events after the game has ended: void, the result stands.
//!
//! Checkmate, stalemate, a dead position, fivefold and 75 moves end the game at once, without a
//! claim or a clock press (2018/2023 5.1.1, 5.2.1, 5.2.2, 9.6; 2009 5.1a, 5.2a, 5.2b; 2001/2005
//! 5.1(1), 5.2(1), 5.2(2)); so do a resignation and a draw agreement (5.1.2, 5.2.3 / 5.1b, 5.2c),
//! and a flag that counts. Nothing said or done at the board afterwards changes the result: a
//! later resignation, claim, flag fall, offer or move is ruled void, citing the article that
//! ended the game in the edition's numbering.
use super::{ClaimVerdict, Decision, Ruling};
use crate::incident::{Claimant, Event};

/// What a later event was, as the subject of a sentence: (pt, en).
fn what(event: &Event) -> (&'static str, &'static str) {
    use Event as E;
    match event {
        E::Touch { .. }
        | E::Feel { .. }
        | E::Adjust { .. }
        | E::Release { .. }
        | E::Place { .. } => ("o toque em peça", "touching a piece"),
        E::Play { .. } | E::Seal { .. } => ("o lance", "the move"),
        E::Announce { .. } => ("o anúncio do lance", "announcing the move"),
        E::BoardsDiffer { .. } => ("a comparação dos tabuleiros", "comparing the boards"),
        E::PressClock(_) => ("o acionamento do relógio", "pressing the clock"),
        E::Claim(_) => ("a reclamação", "the claim"),
        E::OfferDraw(_) | E::DeclineDraw(_) => ("a proposta de empate", "the draw offer"),
        E::AcceptDraw(_) => ("o acordo de empate", "the draw agreement"),
        E::FlagFall(_) => ("a queda da seta", "the flag fall"),
        E::Irregularity { .. } => ("a irregularidade apontada", "the irregularity reported"),
        E::Arrive(_) => ("a chegada do jogador", "the player's arrival"),
        E::Wait(_) => (
            "o tempo que passou no relógio",
            "the time that passed on the clock",
        ),
        E::Resume { .. } => ("o reinício", "the resumption"),
        E::Resign(_) => ("o abandono", "the resignation"),
        E::Handed { event, .. } => what(event),
        E::FlagFallJudged { .. } => ("a queda da seta", "the flag fall"),
        E::Adjourn => ("o pedido de lance secreto", "the request to seal"),
        E::PositionLost => ("o reinício", "the resumption"),
        E::ClockSettingWrong { .. } | E::ClockDefect => {
            ("a irregularidade no relógio", "the clock irregularity")
        }
        E::SignResult { .. } => ("a assinatura das planilhas", "signing the scoresheets"),
        E::Refuse(_) => (
            "a recusa em cumprir as Leis",
            "the refusal to comply with the Laws",
        ),
        E::WriteInAdvance(_) => ("a anotação antecipada", "writing the move in advance"),
        E::StopClock { .. } => ("a parada do relógio", "stopping the clock"),
        E::NotRecording { .. } => ("a planilha incompleta", "the incomplete scoresheet"),
        E::FlagFallScoresheets { .. } => ("a queda da seta", "the flag fall"),
        E::RequestScoresheet(_) => (
            "o pedido para ver a planilha",
            "the request to see the scoresheet",
        ),
        E::UnableToRecord { .. } => ("a impossibilidade de anotar", "being unable to keep score"),
    }
}

/// The ruling on `event`, which came after `ending` (a ruling with a result) ended the game.
pub(super) fn void(ending: &Ruling, event: &Event) -> Ruling {
    let result = ending.result.map_or("", |r| r.as_str());
    let articles = ending.articles.join(", ");
    let (what_pt, what_en) = what(event);
    let pt = format!(
        "A partida já tinha terminado (art. {articles}): {what_pt} depois disso não tem efeito, e o resultado {result} permanece. Como ela terminou: {}",
        ending.explanation.pt
    );
    let en = format!(
        "The game had already ended (Art. {articles}): {what_en} after that has no effect, and the result {result} stands. How it ended: {}",
        ending.explanation.en
    );
    Ruling {
        decision: Decision::ResultStands,
        allowed_moves: None,
        claim: matches!(event, Event::Claim(_)).then_some(ClaimVerdict::NotAllowed),
        explanation: crate::i18n::Bilingual::new(pt, en),
        ..ending.clone()
    }
}

/// A flag claim after the flag fell and ended the game: the claim that makes the flag count
/// (6.8; 2001/2005 6.9): the flag's ruling, the claim upheld (an arbiter's call has no verdict).
pub(super) fn flag_claim_upheld(flagged: &Ruling, by: Option<Claimant>) -> Ruling {
    Ruling {
        claim: (by != Some(Claimant::Arbiter)).then_some(ClaimVerdict::Correct),
        ..flagged.clone()
    }
}
