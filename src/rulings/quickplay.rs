//! Quickplay finish (Art. 10 until 2009, Appendix G in 2014, Guidelines III from 2017): a claim
//! by the player to move with less than two minutes left, and the 2014+ request for an extra
//! five seconds a move.
use shakmaty::Color;

use super::board::{Board, Ruled};
use super::error::{ClaimFamily, EventError};
use super::explain::{Explanation, side, side_cap};
use super::{Citation, ClaimVerdict, Decision};
use crate::analysis::CanMate;
use crate::clock::{Clock, PerMove, TimeControl};
use crate::i18n::Lang;
use crate::incident::{ArbiterDecision, Claim, Claimant, QuickplayGrounds};
use crate::laws::TimeClass;

/// Why a quickplay-finish claim or request cannot be made here, if it cannot, and the
/// article that bars it: the scope articles (not in blitz, not announced, not with a time
/// per move) or `own`, the article of the claim or request itself (time left, last period).
fn quickplay_bar(
    b: &Board,
    claimant: Color,
    below: crate::clock::Millis,
    own: Citation,
) -> Option<(Explanation, Citation)> {
    let a = &b.rules.articles;
    let q = &b.rules.quickplay_finish;
    let per_move = b
        .inc
        .time_control
        .as_ref()
        .is_some_and(|tc| tc.has_per_move_time());
    if b.class() == TimeClass::Blitz {
        return Some((
            Explanation::text(
                "No xadrez relâmpago não há reclamação de final acelerado.",
                "There is no quickplay-finish claim in blitz.",
            ),
            a.quickplay_not_in_blitz,
        ));
    }
    if !q.applies(b.class(), per_move, b.inc.quickplay_finish) {
        return Some(if per_move && q.excluded_by_per_move_time {
            (
                Explanation::text(
                    "Com incremento ou atraso por lance, as regras de final acelerado não se aplicam nesta edição.",
                    "With an increment or delay per move, the quickplay-finish rules do not apply in this edition.",
                ),
                a.quickplay_no_per_move_time.unwrap_or(own),
            )
        } else {
            (
                Explanation::text(
                    "Nesta edição as regras de final acelerado só valem se o evento as anunciou antes, e ele não anunciou.",
                    "In this edition the quickplay-finish rules apply only if the event announced them beforehand, and it did not.",
                ),
                a.quickplay_announced.unwrap_or(own),
            )
        });
    }
    let bar = |pt: String, en: String| Some((Explanation::text(pt, en), own));
    if let Some(c) = &b.clock {
        if c.control().has_per_move_time() && !per_move {
            // The clocks were reset with an extra time per move under the request
            // (G.4 / III.4): the claim is open only where that request was not used.
            return bar(
                "Os relógios já dão tempo extra por lance, concedido a pedido: não cabe mais reclamar nem pedir de novo.".into(),
                "The clocks already give extra time per move, granted on request: no further claim or request can be made.".into(),
            );
        }
        if !c.control().is_last_period(c.period(claimant)) {
            return bar(
                "A partida ainda não está no período final, em que todos os lances restantes devem ser feitos no tempo.".into(),
                "The game is not yet in the final period, where all remaining moves must be made in the time left.".into(),
            );
        }
    }
    match b.remaining(claimant) {
        Some(t) if t.0 == 0 => bar(
            "A seta do reclamante já caiu: não pode mais reclamar.".into(),
            "The claimant's flag has already fallen: he can no longer claim.".into(),
        ),
        Some(t) if t >= below => bar(
            format!("O reclamante tem {t} no relógio: só pode reclamar com menos de {below}."),
            format!("The claimant has {t} on his clock: he may claim only with less than {below}."),
        ),
        _ => None,
    }
}

fn quickplay_claimant(mover: Color, claim: &Claim) -> Result<Color, EventError> {
    match claim.by {
        Some(Claimant::Player(c)) if c != mover => {
            Err(EventError::ClaimOutOfTurn(ClaimFamily::QuickplayFinish))
        }
        _ => Ok(mover),
    }
}

pub(super) fn claim(b: &mut Board, mover: Color, claim: &Claim) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    let q = b.rules.quickplay_finish;
    let claimant = quickplay_claimant(mover, claim)?;
    let opponent = !claimant;
    if let Some((why, art)) = quickplay_bar(b, claimant, q.claim_below, a.quickplay_claim) {
        return Ok(b.ruling(
            Decision::ClaimNotAllowed,
            Some(ClaimVerdict::NotAllowed),
            vec![art],
            why,
            None,
        ));
    }
    if b.rules.draw_claims.draw_offers.quickplay_claim_counts {
        let clause = b.rules.articles.claim_is_draw_offer;
        b.claim_offers_draw(claimant, Some(clause)); // a claim counts as a draw offer
    }
    let grounds = match claim.grounds {
        Some(QuickplayGrounds::NoEffort) => Explanation::text(
            "O reclamante alega que o adversário não está fazendo esforço para vencer por meios normais.",
            "The claimant says the opponent is making no effort to win by normal means.",
        ),
        _ => Explanation::text(
            "O reclamante alega que o adversário não consegue vencer por meios normais.",
            "The claimant says the opponent cannot win by normal means.",
        ),
    };
    if !b.inc.arbiter_present {
        let ex = grounds.and(
            "Sem árbitro presente, a reclamação encerra a partida: anota-se a posição final (e a planilha, se a alegação é de falta de esforço), o adversário confere, e um árbitro decide depois. O resultado fica pendente.",
            "With no arbiter present, the claim stops the game: the final position is written down (and the scoresheet, for lack of effort), the opponent checks it, and an arbiter decides later. The result is pending.",
        );
        return Ok(b
            .ruling(
                Decision::ReferredToArbiter,
                None,
                // The no-arbiter paragraph is complete in itself (the claim, its grounds, the
                // referral): D1 / D.1 / G.6, and III.6.1 with III.6.2 from 2017.
                std::iter::once(a.quickplay_no_arbiter)
                    .chain(a.quickplay_no_arbiter_referred)
                    .collect(),
                ex,
                None,
            )
            .closes());
    }
    let decision = match claim.arbiter_decision {
        Some(d) => d,
        // Certain grounds: the opponent cannot mate at all.
        None if matches!(b.can_mate(opponent), CanMate::No) => ArbiterDecision::Accept,
        None => {
            let ex = grounds.and(
                "Se o adversário pode ou tenta vencer por meios normais é um juízo do árbitro: ele aceita, adia ou rejeita a reclamação.",
                "Whether the opponent can or tries to win by normal means is the arbiter's judgement: he accepts, postpones or rejects the claim.",
            );
            return Ok(b.ruling(
                Decision::ArbiterJudgementRequired,
                None,
                vec![a.quickplay_claim],
                ex,
                None,
            ));
        }
    };
    match decision {
        ArbiterDecision::Accept => {
            let ex = grounds.and(
                "O árbitro aceita a reclamação: a partida termina empatada.",
                "The arbiter accepts the claim: the game is drawn.",
            );
            Ok(b.ruling(
                Decision::ClaimCorrect,
                Some(ClaimVerdict::Correct),
                vec![a.quickplay_claim, a.quickplay_accepted],
                ex,
                None,
            )
            .drawn())
        }
        ArbiterDecision::Postpone => {
            b.add_time(opponent, q.postponed_opponent_bonus)?;
            b.quickplay_postponed = Some(claimant);
            let ex = grounds.and(
                format!("O árbitro adia a decisão: a partida continua, {} recebem {} a mais, e o resultado será decidido quando uma seta cair.", side_cap(opponent, Lang::Pt).to_lowercase(), q.postponed_opponent_bonus),
                format!("The arbiter postpones his decision: play continues, {} gets {} extra, and the result is decided when a flag falls.", side_cap(opponent, Lang::En), q.postponed_opponent_bonus),
            );
            Ok(b.ruling(
                Decision::ClaimPostponed,
                Some(ClaimVerdict::Postponed),
                vec![a.quickplay_claim, a.quickplay_postponed],
                ex,
                None,
            ))
        }
        ArbiterDecision::Reject => {
            b.add_time(opponent, q.rejected_opponent_bonus)?;
            let ex = grounds.and(
                format!(
                    "O árbitro rejeita a reclamação: {} recebem {} a mais, e a partida continua.",
                    side_cap(opponent, Lang::Pt).to_lowercase(),
                    q.rejected_opponent_bonus
                ),
                format!(
                    "The arbiter rejects the claim: {} gets {} extra, and play continues.",
                    side_cap(opponent, Lang::En),
                    q.rejected_opponent_bonus
                ),
            );
            Ok(b.ruling(
                Decision::ClaimIncorrect,
                Some(ClaimVerdict::Incorrect),
                vec![a.quickplay_claim, a.quickplay_rejected],
                ex,
                None,
            ))
        }
    }
}

/// The 2014+ request for five seconds a move for both players (G.4 / III.4).
pub(super) fn increment_request(
    b: &mut Board,
    mover: Color,
    claim: &Claim,
) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    let claimant = quickplay_claimant(mover, claim)?;
    let opponent = !claimant;
    let Some(req) = b.rules.quickplay_finish.increment_request else {
        let ex = Explanation::text(
            "Esta edição não prevê o pedido de incremento de cinco segundos: só a reclamação de final acelerado.",
            "This edition has no request for a five-second increment: only the quickplay-finish claim.",
        );
        return Ok(b.ruling(
            Decision::ClaimNotAllowed,
            Some(ClaimVerdict::NotAllowed),
            vec![a.quickplay_claim],
            ex,
            None,
        ));
    };
    let art = a.quickplay_increment_request.unwrap_or(a.quickplay_claim);
    if let Some((why, bar_art)) = quickplay_bar(b, claimant, req.below, art) {
        return Ok(b.ruling(
            Decision::ClaimNotAllowed,
            Some(ClaimVerdict::NotAllowed),
            vec![bar_art],
            why,
            None,
        ));
    }
    if b.rules.draw_claims.draw_offers.increment_request_counts {
        // The request is an offer by the appendix's own clause (G.4 / III.4), not 9.1.2.3.
        let clause = b.rules.articles.quickplay_increment_request;
        b.claim_offers_draw(claimant, clause);
    }
    match claim.arbiter_decision {
        Some(ArbiterDecision::Accept) => {
            with_extra_per_move(b, mover, req.extra_per_move);
            b.add_time(opponent, req.refused_opponent_bonus)?;
            let ex = Explanation::text(
                format!(
                    "O adversário recusou o pedido (que vale como oferta de empate) e o árbitro o aceita: os relógios passam a dar {} por lance aos dois, {} recebem {} a mais, e a partida continua.",
                    req.extra_per_move,
                    side_cap(opponent, Lang::Pt).to_lowercase(),
                    req.refused_opponent_bonus
                ),
                format!(
                    "The opponent refused the request (which counts as a draw offer) and the arbiter grants it: the clocks now give both players {} a move, {} gets {} extra, and play continues.",
                    req.extra_per_move,
                    side_cap(opponent, Lang::En),
                    req.refused_opponent_bonus
                ),
            );
            Ok(b.ruling(
                Decision::ClaimCorrect,
                Some(ClaimVerdict::Correct),
                vec![art],
                ex,
                None,
            ))
        }
        Some(ArbiterDecision::Reject) => {
            let ex = Explanation::text(
                "O árbitro não aceita o pedido: a partida continua como estava.",
                "The arbiter does not grant the request: play continues as before.",
            );
            Ok(b.ruling(
                Decision::ClaimIncorrect,
                Some(ClaimVerdict::Incorrect),
                vec![art],
                ex,
                None,
            ))
        }
        Some(ArbiterDecision::Postpone) => Err(EventError::IncrementPostponed),
        None => {
            let ex = Explanation::text(
                "O pedido vale como oferta de empate; se o adversário recusar, cabe ao árbitro concedê-lo ou não.",
                "The request counts as a draw offer; if the opponent refuses, it is for the arbiter to grant it or not.",
            );
            Ok(b.ruling(
                Decision::ArbiterJudgementRequired,
                None,
                vec![art],
                ex,
                None,
            ))
        }
    }
}

/// Resets the clocks with an extra time per move for both players from now on.
fn with_extra_per_move(b: &mut Board, mover: Color, extra: crate::clock::Millis) {
    let Some(old) = &b.clock else { return };
    let remaining = shakmaty::ByColor {
        white: old.remaining(Color::White, b.now),
        black: old.remaining(Color::Black, b.now),
    };
    let moves = shakmaty::ByColor {
        white: old.moves(Color::White),
        black: old.moves(Color::Black),
    };
    let running = old.running_at(b.now).unwrap_or(mover);
    let control = TimeControl::sudden_death(remaining[running], PerMove::Increment(extra));
    b.clock = Some(Clock::in_progress(
        control, remaining, moves, running, b.now,
    ));
}

/// The claimant of a postponed quickplay-finish claim has run out of time: the arbiter now
/// decides the claim (draw if the opponent could not win by normal means or did not try),
/// which is his judgement. `None` when the ordinary flag ruling applies: no postponed claim
/// by this player, or an opponent who cannot mate at all (a draw by the flag rule itself).
pub(super) fn postponed_quickplay_on_flag(
    b: &mut Board,
    flagged: Color,
    verdict: Option<ClaimVerdict>,
) -> Option<Ruled> {
    if b.quickplay_postponed != Some(flagged) || matches!(b.can_mate(!flagged), CanMate::No) {
        return None;
    }
    if let Some(upheld) = b.quickplay_judgement {
        return Some(decided_at_flag(b, flagged, upheld));
    }
    let a = &b.rules.articles;
    let ex = Explanation::text(
        format!(
            "A seta {} caiu depois de o árbitro adiar a decisão sobre a reclamação de final acelerado: agora ele decide. Se o adversário não podia vencer por meios normais, ou não se esforçou para isso, a partida é empatada; senão, o adversário vence.",
            match flagged {
                Color::White => "das brancas",
                Color::Black => "das pretas",
            }
        ),
        format!(
            "{}'s flag fell after the arbiter postponed his decision on the quickplay-finish claim: he decides it now. If the opponent could not win by normal means, or made no effort to, the game is drawn; otherwise the opponent wins.",
            side_cap(flagged, Lang::En)
        ),
    );
    let art = match b.class() {
        TimeClass::Standard => a.flag_fall,
        _ => a.rapid_flag,
    };
    Some(
        b.ruling(
            Decision::ArbiterJudgementRequired,
            verdict,
            vec![art, a.quickplay_postponed],
            ex,
            None,
        )
        .closes(),
    )
}

/// The arbiter decides the postponed claim of `flagged` as his flag falls (`flag_fall` with
/// `arbiter_decision`): upheld, the game is drawn (the opponent could not win by normal means,
/// or made no effort to); rejected, the flag loses.
fn decided_at_flag(b: &Board, flagged: Color, upheld: bool) -> Ruled {
    let a = &b.rules.articles;
    let art = match b.class() {
        TimeClass::Standard => a.flag_fall,
        _ => a.rapid_flag,
    };
    let fell = Explanation::text(
        format!(
            "A seta {} caiu depois de o árbitro adiar a decisão sobre a reclamação de final acelerado, e agora ele decide.",
            match flagged {
                Color::White => "das brancas",
                Color::Black => "das pretas",
            }
        ),
        format!(
            "{}'s flag fell after the arbiter postponed his decision on the quickplay-finish claim, and he decides it now.",
            side_cap(flagged, Lang::En)
        ),
    );
    let articles = vec![art, a.quickplay_postponed];
    if upheld {
        let ex = fell.and(
            "Ele acolhe a reclamação: o adversário não podia vencer por meios normais, ou não se esforçava para isso. A partida termina empatada.",
            "He upholds the claim: the opponent could not win by normal means, or was not trying to. The game is drawn.",
        );
        b.ruling(
            Decision::GameDrawn,
            Some(ClaimVerdict::Correct),
            articles,
            ex,
            None,
        )
        .drawn()
    } else {
        let ex = fell.and(
            format!(
                "Ele rejeita a reclamação: {} perdem por tempo.",
                side(flagged, Lang::Pt)
            ),
            format!(
                "He rejects the claim: {} loses on time.",
                side(flagged, Lang::En)
            ),
        );
        b.ruling(
            Decision::GameLost,
            Some(ClaimVerdict::Incorrect),
            articles,
            ex,
            None,
        )
        .won_by(!flagged)
    }
}
