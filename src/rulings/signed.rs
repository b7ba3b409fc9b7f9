//! The result signed on the scoresheets (8.7 in every edition): even if incorrect it stands,
//! unless the arbiter decides otherwise. What is found afterwards (an illegal move in the
//! scoresheets, a flag that fell first) does not reopen the game: an illegal move is corrected
//! only during the game (7.5.1 / 7.4a).
use super::board::{Board, Ruled};
use super::explain::Explanation;
use super::{Decision, GameResult, Ruling};
use crate::incident::SignedResult;

pub(super) fn result_of(s: SignedResult) -> GameResult {
    match s {
        SignedResult::WhiteWins => GameResult::WhiteWins,
        SignedResult::BlackWins => GameResult::BlackWins,
        SignedResult::Draw => GameResult::Draw,
    }
}

fn stands(b: &Board, result: GameResult, lead: Explanation) -> Ruled {
    let ex = lead.and(
        format!("Os dois jogadores assinaram as planilhas com o resultado {result}: mesmo que esteja errado, esse resultado permanece, salvo decisão contrária do árbitro. Uma irregularidade descoberta depois disso (por exemplo, um lance ilegal achado nas planilhas) não é mais corrigida."),
        format!("Both players signed the scoresheets with the result {result}: even if it is incorrect, that result stands unless the arbiter decides otherwise. An irregularity found after that (an illegal move found in the scoresheets, say) is no longer corrected."),
    );
    b.ruling(
        Decision::ResultSigned,
        None,
        vec![b.rules.articles.result_signed],
        ex,
        None,
    )
    .ends(result)
}

/// The arbiter decides that the incorrectly signed result does not stand (8.7: "unless the
/// arbiter decides otherwise"): the result the game reached stands.
fn set_aside_for(b: &Board, ending: &Ruling, signed: GameResult) -> Ruled {
    let reached = ending.result.unwrap_or(signed);
    let ex = Explanation::text(
        format!(
            "Os jogadores assinaram {signed}, mas a partida tinha terminado com {reached} (art. {}), e o árbitro decide que o resultado assinado não vale: {reached} permanece.",
            ending.articles.join(", ")
        ),
        format!(
            "The players signed {signed}, but the game had ended {reached} (Art. {}), and the arbiter decides that the signed result does not stand: {reached} stands.",
            ending.articles.join(", ")
        ),
    );
    let mut r = b
        .ruling(
            Decision::ResultStands,
            None,
            vec![b.rules.articles.result_signed],
            ex,
            None,
        )
        .ends(reached);
    // 8.7, then the articles by which the game ended.
    r.ruling.articles.extend(ending.articles.iter().cloned());
    r.ruling.position = ending.position.clone();
    r.ruling.clocks = ending.clocks;
    r
}

/// The players sign a result while the game has not ended on the board (an illegal move not
/// ruled on included).
pub(super) fn sign(b: &Board, result: SignedResult) -> Ruled {
    stands(b, result_of(result), Explanation::new())
}

/// The players sign a result after the game ended: the same result changes nothing (`None`);
/// another one stands in its place, unless the arbiter sets it aside (`set_aside`): then the
/// result the game reached stands.
pub(super) fn after_end(
    b: &Board,
    ending: &Ruling,
    result: SignedResult,
    set_aside: bool,
) -> Option<Ruled> {
    let signed = result_of(result);
    let reached = ending.result?;
    if reached == signed {
        return None;
    }
    if set_aside {
        return Some(set_aside_for(b, ending, signed));
    }
    let lead = Explanation::text(
        format!(
            "A partida tinha terminado com {reached} (art. {}).",
            ending.articles.join(", ")
        ),
        format!(
            "The game had ended {reached} (Art. {}).",
            ending.articles.join(", ")
        ),
    );
    let mut r = stands(b, signed, lead);
    // 8.7, then the articles by which the game had ended (the explanation names them).
    r.ruling.articles.extend(ending.articles.iter().cloned());
    r.ruling.position = ending.position.clone();
    r.ruling.clocks = ending.clocks;
    Some(r)
}
