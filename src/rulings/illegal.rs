//! Illegal moves (Art. 7.4 / 7.5, the rapid and blitz appendices): restoring the position, the
//! replacement move, and the penalty of the edition, time class and supervision.
use shakmaty::{Color, Move, Position, Square};

use super::board::{Board, Completed, IllegalAct, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side};
use super::touch::{self, Obligation};
use super::{Citation, ClaimVerdict, Decision};
use crate::analysis::CanMate;
use crate::i18n::Lang;
use crate::incident::Claimant;
use crate::laws::{
    ActionTreatment, ClaimWindow, IllegalMoveConsequence, IllegalMoveEnforcement,
    IllegalMoveRegime, IllegalPositionRule, Supervision, TimeClass, UnpromotedPawn,
};

pub(super) fn regime(b: &Board) -> &'static IllegalMoveRegime {
    b.rules.illegal_moves.regime(b.class(), b.inc.supervision)
}

/// The events ended with an illegal act nobody claimed: the arbiter rules if the regime
/// lets him act on what he sees; otherwise the move stands until a claim.
pub(super) fn unclaimed(
    b: &mut Board,
    act: &IllegalAct,
    completed: &Completed,
) -> Result<Ruled, EventError> {
    rule(b, act, completed, Claimant::Arbiter)
}

/// How this act is treated in this edition.
fn treatment(b: &Board, act: &IllegalAct) -> ActionTreatment {
    let actions = &b.rules.illegal_moves.actions;
    match act {
        IllegalAct::ClockWithoutMove => actions.clock_pressed_without_move,
        IllegalAct::TwoHands => actions.two_hands_with_clock,
        IllegalAct::KingCapture { .. } => actions.king_capture,
        IllegalAct::IllegalMove { .. }
        | IllegalAct::UnpromotedPawn { .. }
        | IllegalAct::WrongColourPromotion { .. } => ActionTreatment::IllegalMove,
    }
}

/// Rules on the illegal act `act` completed as `completed`, claimed by `claimant` (or seen by
/// the arbiter). Where the act stands (no right to claim, or the arbiter may not act), the
/// ruling closes the incident.
pub(super) fn rule(
    b: &mut Board,
    act: &IllegalAct,
    completed: &Completed,
    claimant: Claimant,
) -> Result<Ruled, EventError> {
    let offender = completed.by;
    let a = &b.rules.articles;
    let regime = regime(b);
    let intervention = claimant == Claimant::Arbiter;
    let verdict = (!intervention).then_some(ClaimVerdict::Correct);

    if treatment(b, act) == ActionTreatment::PenaltyAtDiscretion {
        return discretionary(b, act, completed, verdict);
    }
    // May the arbiter act, or the claimant claim?
    // 2009 A.4c: the arbiter intervenes on an incomplete promotion or both kings in check.
    let illegal_position = matches!(act, IllegalAct::UnpromotedPawn { .. })
        || super::unnoticed::leaves_both_kings_in_check(act, completed);
    let arbiter_may_act = regime.enforcement == IllegalMoveEnforcement::ArbiterActs
        || (illegal_position
            && regime.illegal_position == IllegalPositionRule::InterveneIfPossible);
    if intervention && !arbiter_may_act {
        let ex = Explanation::text(
            "Neste regime o árbitro só age quando o adversário reclama: sem reclamação, o lance ilegal permanece.",
            "Under this regime the arbiter acts only on the opponent's claim: unclaimed, the illegal move stands.",
        );
        let articles = appendix_articles(b);
        return Ok(b
            .ruling(Decision::MoveStands, None, articles, ex, None)
            .closes());
    }
    if !intervention
        && regime.claim_window == ClaimWindow::BeforeClaimantTouchesAPiece
        && completed.claimant_touched
    {
        let ex = Explanation::text(
            "O adversário tocou uma peça antes de reclamar e perdeu o direito à reclamação: o lance ilegal permanece.",
            "The opponent touched a piece before claiming and lost the right to claim: the illegal move stands.",
        );
        let articles = appendix_articles(b);
        return Ok(b
            .ruling(
                Decision::ClaimNotAllowed,
                Some(ClaimVerdict::NotAllowed),
                articles,
                ex,
                None,
            )
            .closes());
    }

    let mut articles: Vec<Citation> = Vec::new();
    if rapid_blitz_appendix_governs(b) {
        articles.extend(appendix_articles(b));
    }
    let mut ex = Explanation::new();
    // Restore the position, or complete the move as the edition says.
    let mut replacement: Vec<Square> = completed.touched.clone();
    // A replacement bound to one move (the legal move made with two hands).
    let mut made_again: Option<Move> = None;
    let queen_replaces =
        b.rules.illegal_moves.actions.unpromoted_pawn == UnpromotedPawn::IllegalMoveReplacedByQueen;
    // The pawn left unpromoted became a queen and the move stands (2014 7.5a; 7.5.2).
    let mut queen_imposed = false;
    match act {
        IllegalAct::UnpromotedPawn {
            from,
            to,
            queen: Some(queen),
        } if queen_replaces => {
            queen_imposed = true;
            // The pawn becomes a queen; the move is completed and counts, but the increment
            // its illegal press earned is taken back (7.1: the arbiter sets the clocks).
            b.game = completed.before.clone();
            b.game.play(*queen)?;
            b.take_back_increment(completed.press)?;
            articles.push(a.unpromoted_pawn);
            ex = ex.and(
                format!("O peão foi deixado sem promoção em {to} (vindo de {from}) e o relógio foi acionado: é lance ilegal, e o peão é trocado por uma dama da mesma cor."),
                format!("The pawn was left unpromoted on {to} (from {from}) and the clock pressed: an illegal move, and the pawn is replaced by a queen of its colour."),
            );
            replacement.clear();
        }
        IllegalAct::TwoHands => {
            // Considered an illegal move (7.5.4; 7.7.1 July 2017): the position before it is
            // reinstated and the press taken back (7.5.1), and 4.7 binds the replacement: the
            // pieces were released where they stand, so the move counts as made and must be
            // made again, with one hand.
            made_again = b.game.last_move();
            restore(b, completed)?;
            articles.push(a.two_hands.unwrap_or(a.illegal_move));
            articles.push(a.illegal_move);
            ex = ex.and(
                "O lance foi feito com as duas mãos e o relógio acionado: nesta edição isso conta como lance ilegal. Restaura-se a posição anterior e o relógio volta ao jogador; como as peças já foram soltas nas casas, o lance conta como feito e deve ser refeito, com uma só mão.",
                "The move was made with two hands and the clock pressed: in this edition that counts as an illegal move. The position before it is restored and the clock goes back to the player; as the pieces were already released on their squares, the move counts as made and must be made again, with one hand.",
            );
            replacement.clear();
        }
        IllegalAct::ClockWithoutMove => {
            restore(b, completed)?;
            articles.push(a.clock_without_move.unwrap_or(a.illegal_move));
            ex = ex.and(
                "O jogador acionou o relógio sem fazer lance: nesta edição isso conta como lance ilegal. O relógio volta ao jogador, que ainda precisa jogar.",
                "The player pressed the clock without making a move: in this edition that counts as an illegal move. The clock goes back to the player, who still has to move.",
            );
            b.turn.touched = replacement.clone();
        }
        // Left unpromoted (until 2009), or exchanged for a piece of the other colour, which is
        // no promotion (3.7.5.1 / 3.7e): reinstated (7.5.1 / 7.5a / 7.4a), and the player
        // promotes that pawn, choosing the piece.
        IllegalAct::UnpromotedPawn { from, to, .. }
        | IllegalAct::WrongColourPromotion { from, to } => {
            restore(b, completed)?;
            articles.push(a.illegal_move);
            let (pt, en) = if matches!(act, IllegalAct::WrongColourPromotion { .. }) {
                (
                    format!(
                        "O peão foi levado a {to} e trocado por uma peça da cor do adversário, e o relógio foi acionado: isso não é promoção, e o lance é ilegal."
                    ),
                    format!(
                        "The pawn was taken to {to} and exchanged for a piece of the opponent's colour, and the clock pressed: that is no promotion, and the move is illegal."
                    ),
                )
            } else {
                (
                    format!(
                        "O peão foi deixado sem promoção em {to} e o relógio foi acionado: é lance ilegal."
                    ),
                    format!(
                        "The pawn was left unpromoted on {to} and the clock pressed: an illegal move."
                    ),
                )
            };
            ex = ex.and(pt, en).and(
                format!("Restaura-se a posição, e o jogador deve completar a promoção com esse peão ({from}), escolhendo a peça da sua cor."),
                format!("The position is restored, and the player must complete the promotion with that pawn ({from}), choosing a piece of his own colour."),
            );
            replacement = vec![*from];
            b.turn.touched = replacement.clone();
        }
        IllegalAct::IllegalMove { from, to } | IllegalAct::KingCapture { from, to } => {
            restore(b, completed)?;
            // Where the appendix's first illegal move loses, nothing is restored
            // under 7.4a / 7.5a: the appendix article alone decides.
            if regime.losing_count != 1 {
                articles.push(a.illegal_move);
            }
            if matches!(act, IllegalAct::KingCapture { .. }) {
                ex = ex.and(
                    "Capturar o rei adversário não é um lance legal: conta como lance ilegal.",
                    "Capturing the opponent's king is not a legal move: it counts as an illegal move.",
                );
            }
            ex = ex.and(
                format!("O lance de {from} para {to} é ilegal e foi completado com o acionamento do relógio: restaura-se a posição imediatamente anterior a ele."),
                format!("The move from {from} to {to} is illegal and was completed by pressing the clock: the position immediately before it is restored."),
            );
            if !replacement.contains(from) {
                replacement.push(*from);
            }
            let pos = b.game.position();
            if pos.board().color_at(*to) == Some(!offender) && !replacement.contains(to) {
                replacement.push(*to);
            }
            b.turn.touched = replacement.clone();
        }
    }

    // The penalty.
    // A count given near the integer's limit stays there: it has reached the losing count.
    b.illegal[offender] = b.illegal[offender].saturating_add(1);
    let count = b.illegal[offender];
    let opponent = !offender;
    let penalty = match regime.consequence(count) {
        IllegalMoveConsequence::Loses => {
            // The queen the Laws put on the board would mate or stalemate, but this illegal
            // move is the losing one: the penalty article (7.5.5: "after the action taken under
            // 7.5.2 ...") is applied before Art. 5 is looked at, and its exception in the
            // position with the queen, where the opponent has no legal move: drawn. A house
            // reading (no FIDE answer found), noted in the explanation.
            if queen_imposed && (b.game.is_checkmate() || b.game.is_stalemate()) {
                ex = ex.interpretation(
                    "este lance ilegal é o que perde a partida, e essa consequência vem antes do mate (ou do afogamento) que a dama imposta daria: decide a regra do lance ilegal, não o Artigo 5. A exceção do empate dessa regra é julgada na posição depois da troca pela dama (a ação que a regra manda tomar primeiro), em que o adversário não tem lance legal e, portanto, não pode dar mate.",
                    "this illegal move is the one that loses the game, and that consequence comes before the mate (or stalemate) the imposed queen would give: the illegal-move rule decides, not Article 5. That rule's draw exception is judged in the position after the pawn was replaced by the queen (the action the rule says is taken first), where the opponent has no legal move and so cannot checkmate.",
                );
            }
            return Ok(losing_illegal_move(
                b, offender, count, articles, ex, verdict,
            ));
        }
        IllegalMoveConsequence::TimeToOpponent(penalty) => penalty,
    };
    b.add_time(opponent, penalty)?;
    // The replacement move (Art. 4.3 via 7.4a / 7.5.1).
    let allowed = if let Some(mv) = made_again {
        articles.extend(b.move_made_articles(&mv));
        Some(vec![mv])
    } else if replacement.is_empty() {
        None
    } else {
        let o = replacement_obligation(b, act, &replacement);
        // Art. 4.3 (or 4.5 when the touched piece cannot move) via 7.4a / 7.5.1; with a
        // visually disabled offender, what counted as a touch on his special board first.
        if b.inc.visually_disabled == Some(offender) {
            articles.extend(super::visually_disabled::touch_definition(b, offender));
        }
        articles.extend(b.touch_articles(&o));
        // From 2009 the released-piece rule applies too (4.6 via 7.4a; 4.7 via 7.5a / 7.5.1):
        // the pawn released on the promotion square as part of a promotion there goes there
        // (4.6c / 4.7c / 4.7.3), whether it was left unpromoted (2009) or exchanged for a piece
        // of the other colour.
        let released_on = match act {
            IllegalAct::WrongColourPromotion { to, .. } | IllegalAct::UnpromotedPawn { to, .. }
                if b.rules.illegal_moves.replacement_keeps_released_square =>
            {
                Some(*to)
            }
            _ => None,
        };
        match o {
            Obligation::Moves { mut moves, .. } => {
                if let Some(to) = released_on {
                    moves.retain(|m| m.to() == to);
                    articles.push(a.released_piece);
                    ex = ex.and(
                        format!("Nesta edição a regra da peça solta também vale para o lance substituto: o peão foi solto em {to}, e é lá que a promoção deve ser feita."),
                        format!("In this edition the released-piece rule also applies to the replacement move: the pawn was released on {to}, and the promotion must be made there."),
                    );
                }
                ex = ex.and(
                    "O lance substituto deve ser feito com a peça tocada, pela regra da peça tocada.",
                    "The replacement move must be made with the piece touched, under the touch-move rule.",
                );
                Some(moves)
            }
            Obligation::Free { .. } => {
                ex = ex.and(
                    "A peça tocada não tem lance legal: o lance substituto pode ser qualquer lance legal.",
                    "The piece touched has no legal move: the replacement may be any legal move.",
                );
                None
            }
        }
    };
    articles.push(a.illegal_move_penalty_after(&articles));
    if let Some(clause) = penalty_clause(b, penalty)
        && !articles.contains(&clause)
    {
        articles.push(clause);
    }
    let minutes = penalty.0 / 60_000;
    ex = ex.and(
        format!(
            "É o {count}º lance ilegal {}: {} recebem {minutes} minuto{} a mais no relógio.",
            match offender {
                Color::White => "das brancas",
                Color::Black => "das pretas",
            },
            side(opponent, Lang::Pt),
            if minutes == 1 { "" } else { "s" }
        ),
        format!(
            "It is {}'s illegal move number {count}: {} gets {minutes} extra minute{}.",
            side(offender, Lang::En),
            side(opponent, Lang::En),
            if minutes == 1 { "" } else { "s" }
        ),
    );
    if regime.consequence(count + 1) == IllegalMoveConsequence::Loses {
        ex = ex.and(
            "O próximo lance ilegal desse jogador perde a partida.",
            "That player's next illegal move loses the game.",
        );
    }
    // The queen the Laws put on the board may checkmate or stalemate: the move so completed
    // stands, and Art. 5 ends the game at once (5.1.1 / 5.2.1; 5.1a / 5.2a in 2014).
    // Art. 5 asks that the move producing the position be made according to the rules; the
    // pawn move as made was not, the move as corrected by the Laws is: the house reading.
    if queen_imposed
        && let Some(mut end) = b.automatic_end_after(ex.clone().interpretation(
            format!("o lance que produz a posição é o lance corrigido pelo Artigo {}, com a dama que as Leis impõem; lido assim, ele cumpre a condição do Artigo 5 de ter sido feito conforme as regras, e a partida termina.", a.unpromoted_pawn),
            format!("the move producing the position is the move as corrected under Article {}, with the queen the Laws impose; read so, it meets Article 5's condition that the move was made according to the rules, and the game ends.", a.unpromoted_pawn),
        ))
    {
        articles.extend(end.ruling.articles.iter().map(|a| a.as_str()));
        end.ruling.articles = articles.into_iter().map(super::Article::new).collect();
        end.ruling.claim = verdict;
        return Ok(end);
    }
    Ok(b.ruling(
        Decision::IllegalMovePenalised,
        verdict,
        articles,
        ex,
        allowed,
    ))
}

/// Puts the game back as it was before the act and takes back the press (Art. 7.4a / 7.5.1):
/// the player who made it is at the board again, with nothing touched yet.
fn restore(b: &mut Board, completed: &Completed) -> Result<(), EventError> {
    b.game = completed.before.clone();
    b.take_back_press(completed.press)?;
    b.turn = Default::default();
    Ok(())
}

/// The obligation for the replacement move.
fn replacement_obligation(b: &Board, act: &IllegalAct, touched: &[Square]) -> Obligation {
    let pos = b.game.position();
    if let IllegalAct::UnpromotedPawn { from, to, .. } = act {
        // A capture touched the opponent's piece too: the capture clause (4.3c / 4.3.3) binds
        // the pawn to that square, in every edition (2001/2005 apply 4.3 alone).
        let captured = pos.board().color_at(*to) == Some(!pos.turn());
        // A pawn moved straight ahead is bound to its square only where the released-piece
        // rule applies to the replacement (2009 4.6 via 7.4a); under 4.3 alone (2001/2005)
        // any move of the pawn touched will do, a capture elsewhere included.
        if captured || b.rules.illegal_moves.replacement_keeps_released_square {
            let promotions: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.from() == Some(*from) && m.to() == *to && m.promotion().is_some())
                .collect();
            if !promotions.is_empty() {
                let reason = if captured {
                    touch::TouchReason::CaptureWith {
                        own: *from,
                        opponent: *to,
                        several: false,
                    }
                } else {
                    touch::TouchReason::OwnPiece(*from)
                };
                return Obligation::Moves {
                    moves: promotions,
                    reason,
                };
            }
        }
    }
    touch::obligation(pos, touched)
}

/// The illegal move that loses: lost, or drawn when the opponent cannot mate (2009+).
pub(super) fn losing_illegal_move(
    b: &mut Board,
    offender: Color,
    count: u32,
    mut articles: Vec<Citation>,
    ex: Explanation,
    verdict: Option<ClaimVerdict>,
) -> Ruled {
    let a = &b.rules.articles;
    let regime = regime(b);
    let opponent = !offender;
    if regime.losing_count == 1 && rapid_blitz_appendix_governs(b) {
        // The appendix decides the case by itself (the first illegal move loses, or the
        // claim wins): it is cited alone.
        articles = appendix_articles(b);
    } else {
        articles.push(a.illegal_move_penalty_after(&articles));
    }
    let by = match offender {
        Color::White => "pelas brancas",
        Color::Black => "pelas pretas",
    };
    let nth_pt = format!(
        "É o {count}º lance ilegal completado {by}: nesta edição, com este ritmo, isso perde a partida"
    );
    let nth_en = format!(
        "It is {}'s completed illegal move number {count}: in this edition, at this time control, that loses the game",
        side(offender, Lang::En)
    );
    // One sentence: the loss, then (where it applies) the exception.
    let nth =
        |pt: &str, en: &str| Explanation::text(format!("{nth_pt}{pt}"), format!("{nth_en}{en}"));
    let can = b.can_mate(opponent);
    if regime.draw_if_opponent_cannot_mate {
        match can {
            CanMate::No => {
                let ex = ex.then(nth(
                    &format!(" — mas {} não conseguem dar mate com nenhuma sequência de lances legais, então a partida termina empatada.", side(opponent, Lang::Pt)),
                    &format!(" — but {} cannot checkmate by any series of legal moves, so the game is drawn.", side(opponent, Lang::En)),
                ));
                return b
                    .ruling(Decision::GameDrawn, verdict, articles, ex, None)
                    .drawn();
            }
            CanMate::Undetermined => {
                let ex = ex.then(nth(
                    " — a não ser que o adversário não consiga dar mate com nenhuma sequência de lances legais; a análise não decidiu isso dentro do limite, e o árbitro deve julgar.",
                    " — unless the opponent cannot checkmate by any series of legal moves; the analysis could not decide that within its limit, and the arbiter must judge.",
                ));
                return b
                    .ruling(
                        Decision::ArbiterJudgementRequired,
                        verdict,
                        articles,
                        ex,
                        None,
                    )
                    .closes();
            }
            CanMate::Yes { .. } => {}
        }
    }
    let mut ex = ex.then(nth(".", "."));
    if !regime.draw_if_opponent_cannot_mate && matches!(can, CanMate::No) {
        ex = ex.interpretation(
            "o texto desta edição não prevê exceção quando o adversário não pode dar mate; a partida é perdida. A partir de 2009 ela seria empatada.",
            "this edition's text has no exception for an opponent who cannot mate; the game is lost. From 2009 it would be drawn.",
        );
    }
    b.ruling(Decision::GameLost, verdict, articles, ex, None)
        .won_by(opponent)
}

/// An act that this edition does not count as an illegal move: the arbiter may penalise.
fn discretionary(
    b: &mut Board,
    act: &IllegalAct,
    completed: &Completed,
    verdict: Option<ClaimVerdict>,
) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    Ok(match act {
        IllegalAct::ClockWithoutMove => {
            b.take_back_press(completed.press)?;
            b.turn.touched = completed.touched.clone();
            let ex = Explanation::text(
                "Acionar o relógio sem fazer lance não é lance ilegal nesta edição: o árbitro devolve o relógio ao jogador, que ainda deve jogar, e pode aplicar uma penalidade a seu critério.",
                "Pressing the clock without a move is not an illegal move in this edition: the arbiter gives the clock back to the player, who must still move, and may penalise at his discretion.",
            );
            let allowed = match touch::obligation(b.game.position(), &b.turn.touched) {
                Obligation::Moves { moves, .. } if !b.turn.touched.is_empty() => Some(moves),
                _ => None,
            };
            b.ruling(
                Decision::PenaltyAtDiscretion,
                verdict.map(|_| ClaimVerdict::Incorrect),
                vec![a.clock_handling, a.penalties],
                ex,
                allowed,
            )
        }
        _ => {
            let ex = Explanation::text(
                "O lance foi feito com as duas mãos: nesta edição isso infringe a regra de jogar com uma só mão, mas não é lance ilegal. O lance permanece, e o árbitro pode aplicar uma penalidade a seu critério.",
                "The move was made with two hands: in this edition that breaks the one-hand rule but is not an illegal move. The move stands, and the arbiter may penalise at his discretion.",
            );
            b.ruling(
                Decision::PenaltyAtDiscretion,
                verdict.map(|_| ClaimVerdict::Incorrect),
                vec![a.one_hand, a.penalties],
                ex,
                None,
            )
        }
    })
}

/// Whether the rapid or blitz appendix itself sets the illegal-move procedure (unsupervised
/// games, or editions whose appendix governs every rapid and blitz game: 2001/2005).
pub(super) fn rapid_blitz_appendix_governs(b: &Board) -> bool {
    b.class() != TimeClass::Standard
        && (b.inc.supervision == Supervision::Inadequate
            || b.rules.illegal_moves.appendix_for_every_game)
}

/// The appendix articles for illegal moves in this time class: the blitz article and, from
/// 2014, the rapid article it sends the case to (B.3 → A.4b, B.4 → A.4.2, B.3 → A.5.2).
pub(super) fn appendix_articles(b: &Board) -> Vec<Citation> {
    let a = &b.rules.articles;
    match b.class() {
        TimeClass::Standard => vec![a.illegal_move],
        TimeClass::Rapid => vec![a.rapid_illegal_move],
        TimeClass::Blitz if b.rules.illegal_moves.blitz_via_rapid_appendix => {
            vec![a.blitz_illegal_move, a.rapid_illegal_move]
        }
        TimeClass::Blitz => vec![a.blitz_illegal_move],
    }
}

/// The appendix clause behind a rapid or blitz penalty of Articles 7 and 9 of `penalty`: the
/// one that makes it one minute instead of two (2017/2018 blitz B.2; 2023 rapid A.3, and blitz
/// without adequate supervision, sent to A.3 by B.3) or, in supervised blitz that keeps the two
/// minutes where the unsupervised game has one, the clause that puts it under the Competition
/// Rules (2023 B.2).
pub(super) fn penalty_clause(b: &Board, penalty: crate::clock::Millis) -> Option<Citation> {
    let a = &b.rules.articles;
    let one_minute = match b.class() {
        TimeClass::Standard => return None,
        TimeClass::Rapid => a.rapid_one_minute,
        TimeClass::Blitz => a.blitz_one_minute,
    };
    if penalty == crate::clock::Millis::from_mins(1) {
        one_minute
    } else if b.class() == TimeClass::Blitz
        && b.inc.supervision == Supervision::Adequate
        && one_minute.is_some()
    {
        a.blitz_competition_rules
    } else {
        None
    }
}
