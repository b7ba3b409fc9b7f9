//! Sealed moves and adjourned games (Appendix A until 2005, the 2009 guidelines, Appendix E in
//! 2014, Guidelines I from 2017).
use shakmaty::{ByColor, Color, Move};

use super::arbiter::Arbiter;
use super::explain::{Explanation, side, side_cap};
use super::{Decision, GameResult, Ruling};
use crate::analysis::CanMate;
use crate::clock::Millis;
use crate::i18n::Lang;

/// An adjournment in progress.
#[derive(Clone, Debug)]
pub(crate) struct Sealing {
    pub by: Color,
    /// The sealed move as written.
    pub written: String,
    /// The sealer has stopped his clock: the sealed move can no longer be changed.
    pub clock_stopped: bool,
    /// A move was made on the board after the player was told to seal: it is the sealed move.
    pub made_on_board: Option<Move>,
    /// A draw was offered after the sealing (A4 / I.4: it stands until answered).
    pub draw_offered: bool,
}

/// What the envelope's sealed move turns out to be.
enum SealedMove {
    Legal(Move),
    /// Ambiguous, false or illegal: why.
    Unusable(Explanation),
}

impl Arbiter<'_> {
    pub(crate) fn on_seal(
        &mut self,
        written: &str,
        by: Option<Color>,
    ) -> Result<Option<Ruling>, String> {
        let mover = self.mover();
        if by.is_some_and(|b| b != mover) {
            return Err("the sealed move is written by the player having the move".into());
        }
        if let Some(s) = &mut self.sealed {
            if !s.clock_stopped {
                s.written = written.to_owned();
            }
            return Ok(None);
        }
        // A move already made on the board must be the sealed move.
        let made_on_board = self
            .turn
            .made
            .take()
            .and_then(|m| m.legal_move(self.game.position()));
        self.turn = Default::default();
        self.sealed = Some(Sealing {
            by: mover,
            written: written.to_owned(),
            clock_stopped: false,
            made_on_board,
            draw_offered: false,
        });
        Ok(None)
    }

    /// The sealer stops his clock without starting the opponent's.
    pub(crate) fn on_sealing_press(&mut self, side: Color) -> Result<Option<Ruling>, String> {
        let Some(s) = &mut self.sealed else {
            unreachable!("called while sealing")
        };
        if side == s.by && !s.clock_stopped {
            s.clock_stopped = true;
            // A move made on the board after he was told to seal must be the sealed move.
            if let Some(m) = self
                .turn
                .made
                .take()
                .and_then(|made| made.legal_move(self.game.position()))
            {
                s.made_on_board = Some(m);
            }
            self.turn = Default::default();
            if let Some(c) = &mut self.clock {
                let _ = c.pause(self.now).map_err(|e| e.to_string())?;
            }
        }
        Ok(None)
    }

    /// The events end with the game adjourned.
    pub(crate) fn adjourned_ruling(&self) -> Ruling {
        let a = &self.rules.articles;
        let s = self.sealed.as_ref().expect("adjourned");
        let mut ex = Explanation::text(
            format!(
                "A partida está suspensa: {} selaram o lance ({}) no envelope, e os relógios estão parados até o reinício.",
                side(s.by, Lang::Pt),
                s.written
            ),
            format!(
                "The game is adjourned: {} sealed the move ({}) in the envelope, and the clocks stand still until resumption.",
                side(s.by, Lang::En),
                s.written
            ),
        );
        if !s.clock_stopped {
            ex = ex.and(
                "Até parar o próprio relógio, o jogador ainda pode trocar o lance secreto.",
                "Until he stops his own clock, the player may still change the sealed move.",
            );
        }
        if let Some(m) = &s.made_on_board {
            ex = ex.and(
                format!(
                    "Como ele já havia feito o lance {} no tabuleiro, esse é o lance secreto.",
                    self.game.san(*m)
                ),
                format!(
                    "Since he had already made the move {} on the board, that is the sealed move.",
                    self.game.san(*m)
                ),
            );
        }
        // Once he has stopped his clock (or made the move on the board), the sealed move is fixed:
        // it is the move that will be made when the envelope is opened. An unusable one is ruled
        // on when the envelope is opened (A8 / I.8).
        let fixed = s.clock_stopped || s.made_on_board.is_some();
        match self.read_sealed(s) {
            SealedMove::Legal(m) if fixed => {
                let san = self.game.san(m);
                let ex = ex.and(
                    format!("O lance secreto {san} está fixado: é ele que será feito no tabuleiro quando o envelope for aberto."),
                    format!("The sealed move {san} is fixed: it is the move made on the board when the envelope is opened."),
                );
                self.ruling(
                    Decision::TouchMoveObligation,
                    None,
                    vec![a.sealing],
                    ex,
                    Some(vec![m]),
                )
            }
            _ => self.ruling(Decision::PlayContinues, None, vec![a.sealing], ex, None),
        }
    }

    fn read_sealed(&self, s: &Sealing) -> SealedMove {
        if let Some(m) = &s.made_on_board {
            return SealedMove::Legal(*m);
        }
        match self.game.parse_san(&s.written) {
            Ok(m) => SealedMove::Legal(m),
            Err(crate::game::GameError::AmbiguousMove { candidates, .. }) => {
                SealedMove::Unusable(Explanation::text(
                    format!(
                        "O lance secreto \"{}\" é ambíguo: pode ser {}.",
                        s.written,
                        candidates.join(" ou ")
                    ),
                    format!(
                        "The sealed move \"{}\" is ambiguous: it could be {}.",
                        s.written,
                        candidates.join(" or ")
                    ),
                ))
            }
            Err(crate::game::GameError::IllegalMove { .. }) => {
                SealedMove::Unusable(Explanation::text(
                    format!("O lance secreto \"{}\" é ilegal nesta posição.", s.written),
                    format!(
                        "The sealed move \"{}\" is illegal in this position.",
                        s.written
                    ),
                ))
            }
            Err(_) => SealedMove::Unusable(Explanation::text(
                format!(
                    "Não é possível estabelecer o significado do lance secreto \"{}\".",
                    s.written
                ),
                format!(
                    "The true meaning of the sealed move \"{}\" cannot be established.",
                    s.written
                ),
            )),
        }
    }

    pub(crate) fn on_resume(
        &mut self,
        late: ByColor<Option<Millis>>,
        envelope_lost: bool,
    ) -> Result<Option<Ruling>, String> {
        let a = &self.rules.articles;
        let Some(s) = self.sealed.take() else {
            return Err("no game was adjourned: there is nothing to resume".into());
        };
        let sealer = s.by;
        let replier = !sealer;
        if envelope_lost {
            // Continue from the adjourned position; the sealer plays the move he says he sealed.
            self.resume_clock(replier);
            self.final_ruling = false;
            let allowed = match self.read_sealed(&s) {
                SealedMove::Legal(m) => Some(vec![m]),
                SealedMove::Unusable(_) => None,
            };
            if let Some(c) = &mut self.clock {
                let _ = c.set_running(sealer, self.now);
            }
            let ex = Explanation::text(
                format!(
                    "O envelope se perdeu: a partida recomeça da posição do adiamento, com os tempos anotados, e {} jogam o lance que dizem ter selado.",
                    side(sealer, Lang::Pt)
                ),
                format!(
                    "The envelope is lost: the game resumes from the adjourned position with the recorded times, and {} plays the move he says he sealed.",
                    side(sealer, Lang::En)
                ),
            );
            return Ok(Some(self.ruling(
                Decision::TouchMoveObligation,
                None,
                vec![a.envelope_missing],
                ex,
                allowed,
            )));
        }
        // Open the envelope.
        let sealed = self.read_sealed(&s);
        let ex_exceptions = self.rules.sealed_move.exceptions;
        match sealed {
            SealedMove::Unusable(why) => {
                // A flag already down (seen, or a clock showing zero) decides the game first.
                let down = |c: Color| self.flags_down[c] || self.remaining(c) == Some(Millis::ZERO);
                if ex_exceptions.flag_fallen && (down(sealer) || down(replier)) {
                    let flagged = if down(sealer) { sealer } else { replier };
                    self.flags_down[flagged] = true;
                    let mut r = self.flag_ruling(flagged, None);
                    r.articles.insert(0, a.sealed_move_loses.into());
                    return Ok(Some(r));
                }
                if ex_exceptions.dead_position && self.is_dead_position() {
                    self.result = Some(GameResult::Draw);
                    let ex = why.and(
                        "Mas a posição já está morta: a partida é empatada, e o lance secreto não importa.",
                        "But the position is already dead: the game is drawn, and the sealed move does not matter.",
                    );
                    return Ok(Some(self.ruling(
                        Decision::GameDrawn,
                        None,
                        vec![a.sealed_move_loses, a.dead_position],
                        ex,
                        None,
                    )));
                }
                // The case of 6.10 / 6.9 (decisions.md 14): the replier, who would win, cannot
                // checkmate by any series of legal moves, so the game is drawn.
                if ex_exceptions.opponent_cannot_mate {
                    match self.can_mate(replier) {
                        CanMate::Yes { .. } => {}
                        CanMate::No => {
                            self.result = Some(GameResult::Draw);
                            let ex = why.and(
                                format!(
                                    "O lance secreto inválido perderia a partida, mas {} não conseguem dar mate com nenhuma sequência de lances legais: é a ressalva da regra, e a partida termina empatada.",
                                    side(replier, Lang::Pt)
                                ),
                                format!(
                                    "The unusable sealed move would lose, but {} cannot checkmate by any series of legal moves: that is the rule's exception, and the game is drawn.",
                                    side(replier, Lang::En)
                                ),
                            );
                            return Ok(Some(self.ruling(
                                Decision::GameDrawn,
                                None,
                                vec![a.sealed_move_loses, a.flag_fall],
                                ex,
                                None,
                            )));
                        }
                        CanMate::Undetermined => {
                            self.final_ruling = true;
                            let ex = why.and(
                                "O lance secreto inválido perde a partida, salvo se o adversário não puder dar mate; a análise não decidiu isso dentro do limite, e o árbitro deve julgar.",
                                "The unusable sealed move loses unless the opponent cannot checkmate; the analysis could not decide that within its limit, and the arbiter must judge.",
                            );
                            return Ok(Some(self.ruling(
                                Decision::ArbiterJudgementRequired,
                                None,
                                vec![a.sealed_move_loses, a.flag_fall],
                                ex,
                                None,
                            )));
                        }
                    }
                }
                self.result = Some(GameResult::win_for(replier));
                let ex = why.and(
                    format!(
                        "Um lance secreto ambíguo, falso ou ilegal perde a partida: {} vencem.",
                        side(replier, Lang::Pt)
                    ),
                    format!(
                        "An ambiguous, false or illegal sealed move loses the game: {} wins.",
                        side(replier, Lang::En)
                    ),
                );
                Ok(Some(self.ruling(
                    Decision::GameLost,
                    None,
                    vec![a.sealed_move_loses],
                    ex,
                    None,
                )))
            }
            SealedMove::Legal(m) => {
                let san = self.game.san(m);
                self.game.play(m).map_err(|e| e.to_string())?;
                self.count_move_without_press(sealer);
                // Lateness at resumption.
                let limit = self.rules.sealed_move.lateness;
                let is_late =
                    |c: Color| late[c].is_some_and(|t| limit.loses(t, self.inc.default_time));
                let anyone_late = is_late(sealer) || is_late(replier);
                if let Some(mut r) = self.automatic_end() {
                    // A sealed move that ends the game stands, whoever is late. For a late sealer
                    // the lateness clause names the case itself (A10a mate, A10b stalemate or
                    // dead position until 2009; from 2014 the clause keeps the sealed move's
                    // result) and is cited alone.
                    if is_late(sealer) {
                        let exception = if self.result == Some(GameResult::win_for(sealer)) {
                            a.resumption_late_sealed_mate
                        } else {
                            a.resumption_late_sealed_draw
                        };
                        r.articles = vec![exception.unwrap_or(a.resumption_late).into()];
                        r.explanation =
                            why_late_sealer_keeps(&r, exception.is_some()).finish(self.inc.edition);
                    } else {
                        let art = if anyone_late {
                            a.resumption_late
                        } else {
                            a.resumption
                        };
                        r.articles.insert(0, art.into());
                    }
                    return Ok(Some(r));
                }
                if is_late(sealer) && is_late(replier) {
                    self.final_ruling = true;
                    let ex = Explanation::text(
                        "Os dois jogadores chegaram ao reinício depois do tempo permitido: ambos perdem a partida.",
                        "Both players arrived at the resumption later than allowed: both lose the game.",
                    );
                    return Ok(Some(self.ruling(
                        Decision::GameLost,
                        None,
                        vec![a.resumption_late],
                        ex,
                        None,
                    )));
                }
                for absent in [sealer, replier] {
                    if is_late(absent) {
                        self.result = Some(GameResult::win_for(!absent));
                        let ex = Explanation::text(
                            format!(
                                "{} chegaram ao reinício depois do tempo permitido ({}) e perdem a partida.",
                                side_cap(absent, Lang::Pt),
                                late[absent].expect("late")
                            ),
                            format!(
                                "{} arrived at the resumption later than allowed ({}) and loses the game.",
                                side_cap(absent, Lang::En),
                                late[absent].expect("late")
                            ),
                        );
                        return Ok(Some(self.ruling(
                            Decision::GameLost,
                            None,
                            vec![a.resumption_late],
                            ex,
                            None,
                        )));
                    }
                }
                // Who was there when the envelope was due to be opened: the replier (A9a / I.9.1),
                // the replier absent (A9b / I.9.2), the sealer absent (A9c / I.9.3).
                let resumption = if late[replier].is_some() {
                    a.resumption_replier_absent
                } else if late[sealer].is_some() {
                    a.resumption_sealer_absent
                } else {
                    a.resumption
                };
                // An absent replier's clock was started at the resumption: the time he was
                // late is gone from it.
                if let (Some(t), Some(left)) = (late[replier], self.remaining(replier)) {
                    self.set_time(replier, Millis(left.0.saturating_sub(t.0)));
                    if left.0 <= t.0 {
                        self.flags_down[replier] = true;
                        let mut r = self.flag_ruling(replier, None);
                        r.articles.insert(0, resumption.into());
                        return Ok(Some(r));
                    }
                }
                self.resume_clock(replier);
                let ex = Explanation::text(
                    format!(
                        "O envelope é aberto e o lance secreto ({san}) é feito no tabuleiro; o relógio de {} começa a correr.",
                        side(replier, Lang::Pt)
                    ),
                    format!(
                        "The envelope is opened and the sealed move ({san}) is made on the board; {}'s clock is started.",
                        side(replier, Lang::En)
                    ),
                );
                Ok(Some(self.ruling(
                    Decision::PlayContinues,
                    None,
                    vec![resumption],
                    ex,
                    None,
                )))
            }
        }
    }

    fn resume_clock(&mut self, side: Color) {
        if let Some(c) = &mut self.clock {
            let _ = c.set_running(side, self.now);
        }
    }
}

/// The explanation of a sealed move that ended the game while its author was late: the result
/// of the sealed move stands.
fn why_late_sealer_keeps(r: &Ruling, lettered: bool) -> Explanation {
    let (pt, en) = match r.result {
        Some(GameResult::Draw) => (
            "O lance secreto afogou o rei adversário ou deixou uma posição morta: a partida já terminou empatada com ele.",
            "The sealed move stalemated the opponent or left a dead position: the game had already ended in a draw with it.",
        ),
        _ => (
            "O lance secreto dá mate: a partida já terminou com ele, vencida por quem selou.",
            "The sealed move is checkmate: the game had already ended with it, won by the player who sealed it.",
        ),
    };
    let ex = Explanation::text(
        "Quem selou o lance chegou ao reinício depois do tempo permitido, o que normalmente perderia a partida.",
        "The player who sealed arrived at the resumption later than allowed, which would normally lose the game.",
    )
    .and(pt, en);
    if lettered {
        ex.and(
            "A regra do atraso prevê expressamente esta exceção.",
            "The lateness rule names this exception expressly.",
        )
    } else {
        ex.and(
            "A regra do atraso mantém o resultado que o lance secreto produziu.",
            "The lateness rule keeps the result the sealed move produced.",
        )
    }
}
