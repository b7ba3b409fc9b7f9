//! Play with a visually disabled player (Appendix F 2001/2005, E 2009, D from 2014).
//!
//! The visually disabled player uses a specially constructed board whose pieces stand in a
//! securing hole on each square; the sighted opponent uses a normal board. On the special board
//! a piece counts as touched only when it is taken out of its hole (D.2.2; E.2.2, F2.2): a hand
//! on a piece left in its hole binds nothing, rejects no draw offer and costs no claim. For the
//! sighted player the normal rules of touching and moving hold (D.2.5; the last sentence of
//! E.2.3 / F2.3). The edition's article numbers are in the table (`visually_disabled_touch`,
//! `sighted_player_normal_rules`).
use shakmaty::{Color, Position, Square};

use super::board::{Board, Ruled};
use super::error::{Act, EventError};
use super::explain::{Explanation, side_cap};
use super::{Citation, Decision};
use crate::i18n::Lang;

/// The visually disabled player (`by`, or the player to move) puts his hand on the piece on
/// `square` and leaves it in its securing hole.
pub(super) fn feel(
    b: &mut Board,
    mover: Color,
    square: Square,
    by: Option<Color>,
) -> Result<(), EventError> {
    let who = by.unwrap_or(mover);
    if b.piece_at(square).is_none() {
        return Err(EventError::NoPiece {
            square,
            act: Act::Touch,
        });
    }
    if b.inc.visually_disabled != Some(who) {
        return Err(EventError::NotVisuallyDisabled(who));
    }
    if who == mover && !b.turn.felt.contains(&square) {
        b.turn.felt.push(square);
    }
    Ok(())
}

/// The standing ruling when the visually disabled player, to move, has only felt pieces in
/// their holes: no obligation.
pub(super) fn felt_ruling(b: &Board) -> Ruled {
    let squares: Vec<String> = b.turn.felt.iter().map(ToString::to_string).collect();
    let list = squares.join(", ");
    let side = b.game.turn();
    let ex = Explanation::text(
        format!(
            "{} (deficiente visual) puseram a mão na peça de {list} sem tirá-la do orifício de fixação do tabuleiro especial.",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} (visually disabled) put a hand on the piece on {list} without taking it out of the securing hole of the special board.",
            side_cap(side, Lang::En)
        ),
    )
    .and(
        "No tabuleiro do jogador deficiente visual, uma peça só conta como tocada quando é retirada do seu orifício: apalpar as peças para reconhecer a posição não obriga a nada, e qualquer lance legal pode ser feito.",
        "On the visually disabled player's board a piece counts as touched only once it is taken out of its hole: feeling the pieces to read the position binds nothing, and any legal move may be made.",
    );
    b.ruling(
        Decision::NoObligation,
        None,
        vec![b.rules.articles.visually_disabled_touch],
        ex,
        None,
    )
}

/// The appendix article that says what a touch is for the player whose touches are ruled,
/// when a visually disabled player takes part: the special board's rule for him, the normal
/// rules for his sighted opponent.
pub(super) fn touch_definition(b: &Board, toucher: Color) -> Option<Citation> {
    let vd = b.inc.visually_disabled?;
    let a = &b.rules.articles;
    Some(if vd == toucher {
        a.visually_disabled_touch
    } else {
        a.sighted_player_normal_rules
    })
}

// ----- announcing the moves (D.2.1, D.2.8) and two boards that differ (D.2.9) -----------------

/// The move announced aloud in this turn (by the player to move or his assistant): it must be a
/// legal move here (the limit the contract states).
pub(super) fn announce(b: &mut Board, san: &str) -> Result<(), EventError> {
    let mut probe = b.game.clone();
    probe.play_san(san)?;
    b.turn.announced.push(san.to_owned());
    Ok(())
}

/// What the turn's announcements were, read before the press takes the turn away.
pub(super) struct Announced {
    before: crate::game::Game,
    said: Vec<String>,
}

pub(super) fn announced(b: &Board) -> Announced {
    Announced {
        before: b.game.clone(),
        said: b.turn.announced.clone(),
    }
}

/// After a press that completed a legal move: the last announcement is compared with the move
/// made. A different one was not corrected before the clock was started: the opponent's board
/// now shows it (the boards differ). A slip corrected in time is ruled (D.2.8); otherwise
/// nothing.
pub(super) fn pressed(b: &mut Board, announced: Announced) -> Option<Ruled> {
    let last = announced.said.last()?;
    let mut other = announced.before.clone();
    other.play_san(last).ok()?;
    if other.position().board() != b.game.position().board() {
        b.other_board = Some(last.clone());
        return None;
    }
    let slipped = announced.said.iter().any(|s| {
        let mut g = announced.before.clone();
        g.play_san(s).is_ok() && g.position().board() != b.game.position().board()
    });
    if !slipped {
        return None;
    }
    let ex = Explanation::text(
        format!("O lance foi anunciado errado e corrigido para {last} antes de o relógio do adversário ser acionado."),
        format!("The move was announced wrongly and corrected to {last} before the opponent's clock was started."),
    )
    .and(
        "Um lapso no anúncio deve ser corrigido de imediato e antes de se acionar o relógio do adversário: foi o que aconteceu, e a partida continua com o lance feito.",
        "A slip of the tongue in announcing a move must be corrected at once and before the opponent's clock is started: so it was, and the game goes on with the move made.",
    );
    Some(b.ruling(
        Decision::PlayContinues,
        None,
        vec![b.rules.articles.announcement_slip],
        ex,
        None,
    ))
}

/// The standing ruling while the two boards differ and nobody has compared the scoresheets.
pub(super) fn boards_apart_ruling(b: &Board, other: &str) -> Ruled {
    let a = &b.rules.articles;
    let ex = Explanation::text(
        format!("O lance anunciado ({other}) não é o lance feito, e o lapso não foi corrigido antes de o relógio do adversário ser acionado: os dois tabuleiros mostram posições diferentes."),
        format!("The move announced ({other}) is not the move made, and the slip was not corrected before the opponent's clock was started: the two boards show different positions."),
    )
    .and(
        "O árbitro deve corrigir as posições consultando as planilhas dos dois jogadores.",
        "The arbiter must correct the positions by consulting both players' scoresheets.",
    );
    b.ruling(
        Decision::ArbiterJudgementRequired,
        None,
        vec![a.announcement_slip, a.boards_differ],
        ex,
        None,
    )
}

/// The arbiter compares the scoresheets after the last completed move (`last`): each records
/// that move as `white` and `black` (SAN, from the position before it).
pub(super) fn boards_differ(
    b: &mut Board,
    last: &super::board::Completed,
    white: &str,
    black: &str,
) -> Result<Ruled, EventError> {
    let mut by_white = last.before.clone();
    by_white.play_san(white)?;
    let mut by_black = last.before.clone();
    by_black.play_san(black)?;
    let a = &b.rules.articles;
    b.turn = Default::default();
    b.other_board = None;
    if by_white.position().board() == by_black.position().board() {
        // The scoresheets agree: the board that shows another move is put right.
        let changed = by_white.position().board() != b.game.position().board();
        b.game = by_white;
        let ex = Explanation::text(
            format!("As duas planilhas registram o mesmo lance, {white}."),
            format!("Both scoresheets record the same move, {white}."),
        )
        .and(
            if changed {
                "Quem anotou o lance certo mas fez outro no seu tabuleiro deve acertar a posição conforme as planilhas: a partida continua depois desse lance, com os relógios como estão."
            } else {
                "O tabuleiro que mostra outro lance é acertado conforme as planilhas; a partida continua com o lance feito, com os relógios como estão."
            },
            if changed {
                "The player who recorded the right move but made another on his board must set his position right by the scoresheets: the game goes on after that move, with the clocks as they are."
            } else {
                "The board that shows another move is set right by the scoresheets; the game goes on with the move made, the clocks as they are."
            },
        );
        return Ok(b.ruling(
            Decision::PositionCorrected,
            None,
            vec![a.boards_differ],
            ex,
            None,
        ));
    }
    // The scoresheets differ: back to where they agree, the clocks readjusted.
    b.game = last.before.clone();
    b.take_back_press(last.press)?;
    let ex = Explanation::text(
        format!("As planilhas não concordam ({white} numa, {black} na outra)."),
        format!("The scoresheets disagree ({white} on one, {black} on the other)."),
    )
    .and(
        "Os lances voltam ao ponto em que as duas planilhas concordam, a posição antes desse lance, e o árbitro reajusta os relógios: aqui, o acionamento que completou o lance é desfeito (o acréscimo e a contagem de lances); o tempo já gasto continua gasto.",
        "The moves are retraced to the point where both scoresheets agree, the position before that move, and the arbiter readjusts the clocks: here the press that completed the move is taken back (its increment and its move count); the time already used stays used.",
    );
    Ok(b.ruling(
        Decision::PositionCorrected,
        None,
        vec![a.boards_differ_scoresheets_differ],
        ex,
        None,
    ))
}
