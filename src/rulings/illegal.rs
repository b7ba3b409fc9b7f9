//! Illegal moves (Art. 7.4 / 7.5, the rapid and blitz appendices): restoring the position, the
//! replacement move, and the penalty of the edition, time class and supervision.
use shakmaty::{Color, Move, Position, Square};

use super::arbiter::{Arbiter, Completed, CompletedKind, IllegalAct};
use super::explain::{Explanation, side};
use super::touch::{self, Obligation};
use super::{Citation, ClaimVerdict, Decision, GameResult, Ruling};
use crate::analysis::CanMate;
use crate::i18n::Lang;
use crate::incident::Claimant;
use crate::laws::{
    ActionTreatment, ClaimWindow, IllegalMoveEnforcement, IllegalMoveRegime, IllegalPositionRule,
    Supervision, TimeClass, UnpromotedPawn,
};

impl Arbiter<'_> {
    pub(crate) fn regime(&self) -> &'static IllegalMoveRegime {
        self.rules
            .illegal_moves
            .regime(self.class(), self.inc.supervision)
    }

    /// Right after a press completed an illegal act. Nothing happens until it is found: by a
    /// claim, or (when the events end) by the arbiter.
    pub(crate) fn after_illegal_act(&mut self) -> Result<Option<Ruling>, String> {
        Ok(None)
    }

    /// The events ended with an illegal act nobody claimed: the arbiter rules if the regime
    /// lets him act on what he sees; otherwise the move stands until a claim.
    pub(crate) fn unclaimed_illegal_act(&mut self) -> Option<Ruling> {
        Some(
            self.rule_illegal_act(Claimant::Arbiter)
                .unwrap_or_else(|e| e),
        )
    }

    /// How this act is treated in this edition.
    fn treatment(&self, act: &IllegalAct) -> ActionTreatment {
        let actions = &self.rules.illegal_moves.actions;
        match act {
            IllegalAct::ClockWithoutMove => actions.clock_pressed_without_move,
            IllegalAct::TwoHands => actions.two_hands_with_clock,
            IllegalAct::KingCapture { .. } => actions.king_capture,
            IllegalAct::IllegalMove { .. } | IllegalAct::UnpromotedPawn { .. } => {
                ActionTreatment::IllegalMove
            }
        }
    }

    /// Rules on the last completed illegal act, claimed by `claimant` (or seen by the arbiter).
    /// `Err` carries a ruling that leaves the act standing (no right to claim, or the arbiter
    /// may not act).
    #[allow(clippy::result_large_err)] // both arms are rulings, built once per incident
    pub(crate) fn rule_illegal_act(&mut self, claimant: Claimant) -> Result<Ruling, Ruling> {
        let Some(Completed {
            by: offender,
            kind: CompletedKind::Illegal(act),
            ..
        }) = self.last.clone()
        else {
            unreachable!("called only with an illegal act pending");
        };
        let a = &self.rules.articles;
        let regime = self.regime();
        let intervention = claimant == Claimant::Arbiter;
        let verdict = (!intervention).then_some(ClaimVerdict::Correct);

        if self.treatment(&act) == ActionTreatment::PenaltyAtDiscretion {
            return Ok(self.discretionary(&act, verdict));
        }
        // May the arbiter act, or the claimant claim?
        let last = self.last.as_ref().expect("pending act");
        let unpromoted = matches!(act, IllegalAct::UnpromotedPawn { .. });
        let arbiter_may_act = regime.enforcement == IllegalMoveEnforcement::ArbiterActs
            || (unpromoted && regime.illegal_position == IllegalPositionRule::InterveneIfPossible);
        if intervention && !arbiter_may_act {
            self.final_ruling = true;
            let ex = Explanation::text(
                "Neste regime o árbitro só age quando o adversário reclama: sem reclamação, o lance ilegal permanece.",
                "Under this regime the arbiter acts only on the opponent's claim: unclaimed, the illegal move stands.",
            );
            return Err(self.ruling(
                Decision::MoveStands,
                None,
                self.appendix_articles(),
                ex,
                None,
            ));
        }
        if !intervention
            && regime.claim_window == ClaimWindow::BeforeClaimantTouchesAPiece
            && last.claimant_touched
        {
            self.final_ruling = true;
            let ex = Explanation::text(
                "O adversário tocou uma peça antes de reclamar e perdeu o direito à reclamação: o lance ilegal permanece.",
                "The opponent touched a piece before claiming and lost the right to claim: the illegal move stands.",
            );
            return Err(self.ruling(
                Decision::ClaimNotAllowed,
                Some(ClaimVerdict::NotAllowed),
                self.appendix_articles(),
                ex,
                None,
            ));
        }

        let last = self.last.take().expect("pending act");
        let mut articles: Vec<Citation> = Vec::new();
        if self.rapid_blitz_appendix_governs() {
            articles.extend(self.appendix_articles());
        }
        let mut ex = Explanation::new();
        // Restore the position, or complete the move as the edition says.
        let mut replacement: Vec<Square> = last.touched.clone();
        match &act {
            IllegalAct::UnpromotedPawn { from, to, queen }
                if self.rules.illegal_moves.actions.unpromoted_pawn
                    == UnpromotedPawn::IllegalMoveReplacedByQueen
                    && queen.is_some() =>
            {
                // The pawn becomes a queen; the move is completed, the press stands.
                self.game = last.before.clone();
                self.game
                    .play(queen.expect("checked"))
                    .expect("legal promotion");
                articles.push(a.unpromoted_pawn);
                ex = ex.and(
                    format!("O peão foi deixado sem promoção em {to} (vindo de {from}) e o relógio foi acionado: é lance ilegal, e o peão é trocado por uma dama da mesma cor."),
                    format!("The pawn was left unpromoted on {to} (from {from}) and the clock pressed: an illegal move, and the pawn is replaced by a queen of its colour."),
                );
                replacement.clear();
            }
            IllegalAct::TwoHands => {
                articles.push(a.two_hands.unwrap_or(a.illegal_move));
                ex = ex.and(
                    "O lance foi feito com as duas mãos e o relógio acionado: nesta edição isso é punido como lance ilegal. O lance em si é legal e permanece.",
                    "The move was made with two hands and the clock pressed: in this edition that is penalised as an illegal move. The move itself is legal and stands.",
                );
                replacement.clear();
            }
            _ => {
                self.game = last.before.clone();
                self.take_back_press(last.press);
                self.turn = Default::default();
                match &act {
                    IllegalAct::ClockWithoutMove => {
                        articles.push(a.clock_without_move.unwrap_or(a.illegal_move));
                        ex = ex.and(
                            "O jogador acionou o relógio sem fazer lance: nesta edição isso conta como lance ilegal. O relógio volta ao jogador, que ainda precisa jogar.",
                            "The player pressed the clock without making a move: in this edition that counts as an illegal move. The clock goes back to the player, who still has to move.",
                        );
                    }
                    IllegalAct::UnpromotedPawn { from, to, .. } => {
                        articles.push(a.illegal_move);
                        ex = ex.and(
                            format!("O peão foi deixado sem promoção em {to} e o relógio foi acionado: é lance ilegal. Restaura-se a posição, e o jogador deve completar a promoção com esse peão ({from}), escolhendo a peça."),
                            format!("The pawn was left unpromoted on {to} and the clock pressed: an illegal move. The position is restored, and the player must complete the promotion with that pawn ({from}), choosing the piece."),
                        );
                        replacement = vec![*from];
                    }
                    IllegalAct::IllegalMove { from, to } | IllegalAct::KingCapture { from, to } => {
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
                        let pos = self.game.position();
                        if pos.board().color_at(*to) == Some(!offender) && !replacement.contains(to)
                        {
                            replacement.push(*to);
                        }
                    }
                    IllegalAct::TwoHands => unreachable!(),
                }
                self.turn.touched = replacement.clone();
            }
        }

        // The penalty.
        self.illegal[offender] += 1;
        let count = self.illegal[offender];
        let opponent = !offender;
        if u32::from(regime.losing_count) <= count {
            return Ok(self.losing_illegal_move(offender, count, articles, ex, verdict));
        }
        self.add_time(opponent, regime.penalty);
        // The replacement move (Art. 4.3 via 7.4a / 7.5.1).
        let allowed = if replacement.is_empty() {
            None
        } else {
            let o = self.replacement_obligation(&act, &replacement);
            // Art. 4.3 (or 4.5 when the touched piece cannot move) via 7.4a / 7.5.1.
            articles.extend(self.touch_articles(&o));
            match o {
                Obligation::Moves { moves, .. } => {
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
        if let Some(one_minute) = self.one_minute_article()
            && !articles.contains(&one_minute)
        {
            articles.push(one_minute);
        }
        let minutes = regime.penalty.0 / 60_000;
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
        if regime.losing_count as u32 == count + 1 {
            ex = ex.and(
                "O próximo lance ilegal desse jogador perde a partida.",
                "That player's next illegal move loses the game.",
            );
        }
        Ok(self.ruling(
            Decision::IllegalMovePenalised,
            verdict,
            articles,
            ex,
            allowed,
        ))
    }

    /// The obligation for the replacement move.
    fn replacement_obligation(&self, act: &IllegalAct, touched: &[Square]) -> Obligation {
        let pos = self.game.position();
        if let IllegalAct::UnpromotedPawn { from, to, .. } = act {
            let promotions: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.from() == Some(*from) && m.to() == *to && m.promotion().is_some())
                .collect();
            if !promotions.is_empty() {
                return Obligation::Moves {
                    moves: promotions,
                    reason: touch::TouchReason::OwnPiece(*from),
                };
            }
        }
        touch::obligation(pos, touched)
    }

    /// The illegal move that loses: lost, or drawn when the opponent cannot mate (2009+).
    fn losing_illegal_move(
        &mut self,
        offender: Color,
        count: u32,
        mut articles: Vec<Citation>,
        ex: Explanation,
        verdict: Option<ClaimVerdict>,
    ) -> Ruling {
        let a = &self.rules.articles;
        let regime = self.regime();
        let opponent = !offender;
        if regime.losing_count == 1 && self.rapid_blitz_appendix_governs() {
            // The appendix decides the case by itself (the first illegal move loses, or the
            // claim wins): it is cited alone.
            articles = self.appendix_articles();
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
        let nth = |pt: &str, en: &str| {
            Explanation::text(format!("{nth_pt}{pt}"), format!("{nth_en}{en}"))
        };
        let can = self.can_mate(opponent);
        if regime.draw_if_opponent_cannot_mate {
            match can {
                CanMate::No => {
                    self.result = Some(GameResult::Draw);
                    let ex = ex.then(nth(
                        &format!(" — mas {} não conseguem dar mate com nenhuma sequência de lances legais, então a partida termina empatada.", side(opponent, Lang::Pt)),
                        &format!(" — but {} cannot checkmate by any series of legal moves, so the game is drawn.", side(opponent, Lang::En)),
                    ));
                    return self.ruling(Decision::GameDrawn, verdict, articles, ex, None);
                }
                CanMate::Undetermined => {
                    let ex = ex.then(nth(
                        " — a não ser que o adversário não consiga dar mate com nenhuma sequência de lances legais; a análise não decidiu isso dentro do limite, e o árbitro deve julgar.",
                        " — unless the opponent cannot checkmate by any series of legal moves; the analysis could not decide that within its limit, and the arbiter must judge.",
                    ));
                    self.final_ruling = true;
                    return self.ruling(
                        Decision::ArbiterJudgementRequired,
                        verdict,
                        articles,
                        ex,
                        None,
                    );
                }
                CanMate::Yes { .. } => {}
            }
        }
        self.result = Some(GameResult::win_for(opponent));
        let mut ex = ex.then(nth(".", "."));
        if !regime.draw_if_opponent_cannot_mate && matches!(can, CanMate::No) {
            ex = ex.interpretation(
                "o texto desta edição não prevê exceção quando o adversário não pode dar mate; a partida é perdida. A partir de 2009 ela seria empatada.",
                "this edition's text has no exception for an opponent who cannot mate; the game is lost. From 2009 it would be drawn.",
            );
        }
        self.ruling(Decision::GameLost, verdict, articles, ex, None)
    }

    /// An act that this edition does not count as an illegal move: the arbiter may penalise.
    fn discretionary(&mut self, act: &IllegalAct, verdict: Option<ClaimVerdict>) -> Ruling {
        let a = &self.rules.articles;
        let last = self.last.take().expect("pending act");
        match act {
            IllegalAct::ClockWithoutMove => {
                self.take_back_press(last.press);
                self.turn.touched = last.touched.clone();
                let ex = Explanation::text(
                    "Acionar o relógio sem fazer lance não é lance ilegal nesta edição: o árbitro devolve o relógio ao jogador, que ainda deve jogar, e pode aplicar uma penalidade a seu critério.",
                    "Pressing the clock without a move is not an illegal move in this edition: the arbiter gives the clock back to the player, who must still move, and may penalise at his discretion.",
                );
                let allowed = match touch::obligation(self.game.position(), &self.turn.touched) {
                    Obligation::Moves { moves, .. } if !self.turn.touched.is_empty() => Some(moves),
                    _ => None,
                };
                self.ruling(
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
                self.ruling(
                    Decision::PenaltyAtDiscretion,
                    verdict.map(|_| ClaimVerdict::Incorrect),
                    vec![a.one_hand, a.penalties],
                    ex,
                    None,
                )
            }
        }
    }

    /// Whether the rapid or blitz appendix itself sets the illegal-move procedure (unsupervised
    /// games, or editions whose appendix governs every rapid and blitz game: 2001/2005).
    fn rapid_blitz_appendix_governs(&self) -> bool {
        self.class() != TimeClass::Standard
            && (self.inc.supervision == Supervision::Inadequate
                || self.rules.illegal_moves.appendix_for_every_game)
    }

    /// The appendix articles for illegal moves in this time class: the blitz article and, from
    /// 2014, the rapid article it sends the case to (B.3 → A.4b, B.4 → A.4.2, B.3 → A.5.2).
    fn appendix_articles(&self) -> Vec<Citation> {
        let a = &self.rules.articles;
        match self.class() {
            TimeClass::Standard => vec![a.illegal_move],
            TimeClass::Rapid => vec![a.rapid_illegal_move],
            TimeClass::Blitz if self.rules.illegal_moves.blitz_via_rapid_appendix => {
                vec![a.blitz_illegal_move, a.rapid_illegal_move]
            }
            TimeClass::Blitz => vec![a.blitz_illegal_move],
        }
    }

    /// The article that turns two-minute penalties into one minute (2018 blitz, 2023 rapid/blitz).
    pub(crate) fn one_minute_article(&self) -> Option<Citation> {
        let a = &self.rules.articles;
        match self.class() {
            TimeClass::Standard => None,
            TimeClass::Rapid => a.rapid_one_minute,
            TimeClass::Blitz => a.blitz_one_minute,
        }
    }
}
