//! Sealed moves and adjourned games (Appendix A until 2005, the 2009 guidelines, Appendix E in
//! 2014, Guidelines I from 2017).
use shakmaty::{ByColor, Color, Move};

use super::board::{Board, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side, side_cap};
use super::{Citation, Decision, GameResult, Ruling, conduct, flag};
use crate::analysis::CanMate;
use crate::clock::Millis;
use crate::i18n::Lang;

/// An adjournment in progress.
#[derive(Clone, Debug)]
pub(super) struct Sealing {
    pub(super) by: Color,
    /// The sealed move as written; `None` while the player told to seal (`adjourn`) has
    /// written nothing.
    pub(super) written: Option<String>,
    /// The sealer has stopped his clock: the sealed move can no longer be changed.
    pub(super) clock_stopped: bool,
    /// A move was made on the board after the player was told to seal: it is the sealed move.
    pub(super) made_on_board: Option<Move>,
    /// A draw was offered after the sealing (A4 / I.4: it stands until answered).
    pub(super) draw_offered: bool,
}

/// What the envelope's sealed move turns out to be.
enum SealedMove {
    /// The one legal move it names; `true` when it is a capture written without the capture
    /// sign, which the notation allows.
    Legal(Move, bool),
    /// Ambiguous, false or illegal: why.
    Unusable(Explanation),
}

/// The player having the move writes his sealed move: the game is adjourned.
pub(super) fn seal(
    b: &mut Board,
    mover: Color,
    written: &str,
    by: Option<Color>,
) -> Result<Sealing, EventError> {
    if by.is_some_and(|by| by != mover) {
        return Err(EventError::SealOutOfTurn);
    }
    Ok(Sealing {
        written: Some(written.to_owned()),
        ..adjourn(b, mover)
    })
}

/// The arbiter tells the player having the move to seal it (A1a / Guidelines 1a / E.1a /
/// I.1.1): the game is adjourned; nothing is written yet, and a move he now makes on the board
/// is his sealed move (so is one already made, and not completed, when he is told).
pub(super) fn adjourn(b: &mut Board, mover: Color) -> Sealing {
    let made_on_board = b
        .turn
        .made
        .take()
        .and_then(|m| m.legal_move(b.game.position()));
    b.turn = Default::default();
    Sealing {
        by: mover,
        written: None,
        clock_stopped: false,
        made_on_board,
        draw_offered: false,
    }
}

/// The player told to seal has made a legal move on the board (not yet completed by stopping
/// his clock): that move is his sealed move, and he must write it as such. `None` when he has
/// written a move himself (then which one counts is settled when he stops his clock) or the
/// move made is not legal.
pub(super) fn made_after_request(b: &Board, s: &Sealing) -> Option<Ruled> {
    if s.written.is_some() {
        return None;
    }
    let mv = b.turn.made.as_ref()?.legal_move(b.game.position())?;
    let san = b.game.san(mv);
    let ex = Explanation::text(
        format!(
            "O árbitro mandou {} selarem o lance, e eles fizeram {san} no tabuleiro: esse é o lance secreto, que devem anotar na planilha.",
            side(s.by, Lang::Pt)
        ),
        format!(
            "The arbiter told {} to seal the move, and {san} was made on the board instead: that is the sealed move, which must be written on the scoresheet as such.",
            side(s.by, Lang::En)
        ),
    );
    Some(b.ruling(
        Decision::TouchMoveObligation,
        None,
        vec![b.rules.articles.sealing],
        ex,
        Some(vec![mv]),
    ))
}

/// At the resumption the envelope is lost and the adjourned position cannot be re-established:
/// the game is annulled and a new game is played (A11b / Guidelines 11b / E.11b / I.12.2).
pub(super) fn position_lost(b: &Board) -> Ruled {
    let ex = Explanation::text(
        "O envelope do lance secreto se perdeu e não é possível restabelecer a posição do adiamento: a partida é anulada e uma nova partida deve ser jogada.",
        "The envelope with the sealed move is lost and the adjourned position cannot be re-established: the game is annulled and a new game must be played.",
    );
    b.ruling(
        Decision::GameAnnulled,
        None,
        vec![b.rules.articles.envelope_position_lost],
        ex,
        None,
    )
    .closes()
}

/// The sealer writes his sealed move again: it changes until he has stopped his clock.
pub(super) fn rewrite(
    s: &mut Sealing,
    written: &str,
    by: Option<Color>,
    mover: Color,
) -> Result<(), EventError> {
    if by.is_some_and(|by| by != mover) {
        return Err(EventError::SealOutOfTurn);
    }
    if !s.clock_stopped {
        s.written = Some(written.to_owned());
    }
    Ok(())
}

/// The sealer stops his clock without starting the opponent's.
pub(super) fn stop_clock(b: &mut Board, s: &mut Sealing, side: Color) -> Result<(), EventError> {
    if side == s.by && !s.clock_stopped {
        s.clock_stopped = true;
        // A move made on the board after he was told to seal must be the sealed move.
        if let Some(m) = b
            .turn
            .made
            .take()
            .and_then(|made| made.legal_move(b.game.position()))
        {
            s.made_on_board = Some(m);
        }
        b.turn = Default::default();
        if let Some(c) = &mut b.clock {
            // A clock that is not running (never started, already paused) stays as it is.
            c.pause(b.now)?.done();
        }
    }
    Ok(())
}

/// The events end with the game adjourned.
pub(super) fn adjourned_ruling(b: &Board, s: &Sealing) -> Ruled {
    let a = &b.rules.articles;
    let written = match (&s.written, &s.made_on_board) {
        (Some(w), _) => w.clone(),
        (None, Some(m)) => b.game.san(*m),
        (None, None) => {
            let ex = Explanation::text(
                format!(
                    "O árbitro mandou {} selarem o lance: a partida está sendo suspensa, e o lance secreto ainda não foi anotado.",
                    side(s.by, Lang::Pt)
                ),
                format!(
                    "The arbiter told {} to seal the move: the game is being adjourned, and the sealed move is not written yet.",
                    side(s.by, Lang::En)
                ),
            );
            return b.ruling(Decision::PlayContinues, None, vec![a.sealing], ex, None);
        }
    };
    let mut ex = Explanation::text(
        format!(
            "A partida está suspensa: {} selaram o lance ({}) no envelope, e os relógios estão parados até o reinício.",
            side(s.by, Lang::Pt),
            written
        ),
        format!(
            "The game is adjourned: {} sealed the move ({}) in the envelope, and the clocks stand still until resumption.",
            side(s.by, Lang::En),
            written
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
                b.game.san(*m)
            ),
            format!(
                "Since he had already made the move {} on the board, that is the sealed move.",
                b.game.san(*m)
            ),
        );
    }
    // Once he has stopped his clock (or made the move on the board), the sealed move is fixed:
    // it is the move that will be made when the envelope is opened. An unusable one is ruled
    // on when the envelope is opened (A8 / I.8).
    let fixed = s.clock_stopped || s.made_on_board.is_some();
    match read_sealed(b, s) {
        SealedMove::Legal(m, omitted) if fixed => {
            let san = b.game.san(m);
            let mut articles = vec![a.sealing];
            let mut ex = ex;
            if omitted {
                let (more, note) = capture_sign_omitted(b, s, m);
                articles.extend(more);
                ex = ex.then(note);
            }
            let ex = ex.and(
                format!("O lance secreto {san} está fixado: é ele que será feito no tabuleiro quando o envelope for aberto."),
                format!("The sealed move {san} is fixed: it is the move made on the board when the envelope is opened."),
            );
            b.ruling(
                Decision::TouchMoveObligation,
                None,
                articles,
                ex,
                Some(vec![m]),
            )
        }
        _ => b.ruling(Decision::PlayContinues, None, vec![a.sealing], ex, None),
    }
}

fn read_sealed(b: &Board, s: &Sealing) -> SealedMove {
    if let Some(m) = &s.made_on_board {
        return SealedMove::Legal(*m, false);
    }
    let Some(written) = &s.written else {
        // Not reached by `resume`, which refuses an envelope with no sealed move.
        return SealedMove::Unusable(Explanation::text(
            "Nenhum lance secreto foi anotado.",
            "No sealed move was written.",
        ));
    };
    // Read as the Laws' notation appendix writes a move, not as strict SAN: the capture sign
    // may be left out (Appendix C.9 from 2009).
    match b.game.read_written(written) {
        Ok(w) => SealedMove::Legal(w.mv, w.capture_sign_omitted),
        Err(crate::game::GameError::AmbiguousMove { candidates, .. }) => {
            SealedMove::Unusable(Explanation::text(
                format!(
                    "O lance secreto \"{}\" é ambíguo: pode ser {}.",
                    written,
                    candidates.join(" ou ")
                ),
                format!(
                    "The sealed move \"{}\" is ambiguous: it could be {}.",
                    written,
                    candidates.join(" or ")
                ),
            ))
        }
        Err(crate::game::GameError::IllegalMove { .. }) => SealedMove::Unusable(Explanation::text(
            format!("O lance secreto \"{}\" é ilegal nesta posição.", written),
            format!(
                "The sealed move \"{}\" is illegal in this position.",
                written
            ),
        )),
        Err(_) => SealedMove::Unusable(Explanation::text(
            format!(
                "Não é possível estabelecer o significado do lance secreto \"{}\".",
                written
            ),
            format!(
                "The true meaning of the sealed move \"{}\" cannot be established.",
                written
            ),
        )),
    }
}

/// The game is resumed: the envelope is opened (or found lost) and the sealed move made.
pub(super) fn resume(
    b: &mut Board,
    s: &Sealing,
    late: ByColor<Option<Millis>>,
    envelope_lost: bool,
) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    let sealer = s.by;
    let replier = !sealer;
    if s.written.is_none() && s.made_on_board.is_none() {
        return Err(EventError::NothingSealed);
    }
    if envelope_lost {
        // Continue from the adjourned position; the sealer plays the move he says he sealed.
        b.set_running(replier)?;
        let allowed = match read_sealed(b, s) {
            SealedMove::Legal(m, _) => Some(vec![m]),
            SealedMove::Unusable(_) => None,
        };
        b.set_running(sealer)?;
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
        return Ok(b.ruling(
            Decision::TouchMoveObligation,
            None,
            vec![a.envelope_missing],
            ex,
            allowed,
        ));
    }
    // Open the envelope.
    let sealed = read_sealed(b, s);
    let ex_exceptions = b.rules.sealed_move.exceptions;
    match sealed {
        SealedMove::Unusable(why) => {
            // A flag already down (seen, or a clock showing zero) decides the game first.
            let down = |c: Color| b.flags_down[c] || b.remaining(c) == Some(Millis::ZERO);
            if ex_exceptions.flag_fallen && (down(sealer) || down(replier)) {
                let flagged = if down(sealer) { sealer } else { replier };
                b.flags_down[flagged] = true;
                let mut r = flag::flag_ruling(b, flagged, None);
                r.ruling.articles.insert(0, a.sealed_move_loses.into());
                return Ok(r);
            }
            if ex_exceptions.dead_position && b.is_dead_position() {
                let ex = why.and(
                    "Mas a posição já está morta: a partida é empatada, e o lance secreto não importa.",
                    "But the position is already dead: the game is drawn, and the sealed move does not matter.",
                );
                return Ok(b
                    .ruling(
                        Decision::GameDrawn,
                        None,
                        vec![a.sealed_move_loses, a.dead_position],
                        ex,
                        None,
                    )
                    .drawn());
            }
            // The case of 6.10 / 6.9 (decisions.md 14): the replier, who would win, cannot
            // checkmate by any series of legal moves, so the game is drawn.
            if ex_exceptions.opponent_cannot_mate {
                match b.can_mate(replier) {
                    CanMate::Yes { .. } => {}
                    CanMate::No => {
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
                        return Ok(b
                            .ruling(
                                Decision::GameDrawn,
                                None,
                                vec![a.sealed_move_loses, a.flag_fall],
                                ex,
                                None,
                            )
                            .drawn());
                    }
                    CanMate::Undetermined => {
                        let ex = why.and(
                            "O lance secreto inválido perde a partida, salvo se o adversário não puder dar mate; a análise não decidiu isso dentro do limite, e o árbitro deve julgar.",
                            "The unusable sealed move loses unless the opponent cannot checkmate; the analysis could not decide that within its limit, and the arbiter must judge.",
                        );
                        return Ok(b
                            .ruling(
                                Decision::ArbiterJudgementRequired,
                                None,
                                vec![a.sealed_move_loses, a.flag_fall],
                                ex,
                                None,
                            )
                            .closes());
                    }
                }
            }
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
            Ok(b.ruling(
                Decision::GameLost,
                None,
                vec![a.sealed_move_loses],
                ex,
                None,
            )
            .won_by(replier))
        }
        SealedMove::Legal(m, omitted) => {
            // Lateness at resumption.
            let limit = b.rules.sealed_move.lateness;
            let is_late = |c: Color| late[c].is_some_and(|t| limit.loses(t, b.inc.default_time));
            let anyone_late = is_late(sealer) || is_late(replier);
            // Until 2009 the envelope is opened only with the replier present, and only a late
            // sealer has his sealed move's result excepted (A10a/b; Guidelines 10a/b): a
            // replier late beyond the limit loses, the sealed move never made.
            if let Some(t) = late[replier].filter(|_| {
                is_late(replier)
                    && !is_late(sealer)
                    && !b.rules.sealed_move.late_replier_keeps_sealed_end
            }) {
                let ex = late_loses_explanation(replier, t).and(
                    "O envelope só é aberto com ele presente: o lance secreto não chega a ser feito no tabuleiro, e a exceção do lance que termina a partida vale apenas para quem selou.",
                    "The envelope is opened only in his presence: the sealed move is never made on the board, and the exception for a sealed move that ends the game is only the sealer's.",
                );
                return Ok(b
                    .ruling(Decision::GameLost, None, vec![a.resumption_late], ex, None)
                    .won_by(sealer));
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
            let san = b.game.san(m);
            // A capture written without its sign is still the sealed move (read before it is
            // made, in the position it was sealed in).
            let (valid_articles, valid_note) = if omitted {
                capture_sign_omitted(b, s, m)
            } else {
                (vec![], Explanation::new())
            };
            b.game.play(m)?;
            // Sealing completed the move: it counts on the clock without a press.
            if let Some(c) = &mut b.clock {
                c.count_move_without_press(sealer, b.now)?;
            }
            if let Some(mut r) = b.automatic_end_after(valid_note.clone()) {
                // A sealed move that ends the game stands, whoever is late. For a late sealer
                // the lateness clause names the case itself (A10a mate, A10b stalemate or
                // dead position until 2009; from 2014 the clause keeps the sealed move's
                // result) and is cited alone.
                if is_late(sealer) {
                    let exception = if r.ruling.result == Some(GameResult::win_for(sealer)) {
                        a.resumption_late_sealed_mate
                    } else {
                        a.resumption_late_sealed_draw
                    };
                    r.ruling.articles = vec![exception.unwrap_or(a.resumption_late).into()];
                    r.ruling.explanation =
                        why_late_sealer_keeps(&r.ruling, exception.is_some()).finish(b.inc.edition);
                } else {
                    let art = if anyone_late {
                        a.resumption_late
                    } else {
                        resumption
                    };
                    let lead = std::iter::once(art).chain(valid_articles.iter().copied());
                    r.ruling.articles.splice(0..0, lead.map(Into::into));
                }
                return Ok(r);
            }
            if is_late(sealer) && is_late(replier) {
                let lead = Explanation::text(
                    "A partida era para ser reiniciada.",
                    "The game was due to be resumed.",
                );
                return Ok(conduct::both_lose_by_default(
                    b,
                    lead,
                    vec![a.resumption_late, a.scoring],
                ));
            }
            for absent in [sealer, replier] {
                if let Some(t) = late[absent].filter(|&t| limit.loses(t, b.inc.default_time)) {
                    let ex = late_loses_explanation(absent, t);
                    return Ok(b
                        .ruling(Decision::GameLost, None, vec![a.resumption_late], ex, None)
                        .won_by(!absent));
                }
            }
            // An absent replier's clock was started at the resumption: the time he was
            // late is gone from it.
            if let (Some(t), Some(left)) = (late[replier], b.remaining(replier)) {
                b.set_time(replier, left.saturating_sub(t))?;
                if left <= t {
                    b.flags_down[replier] = true;
                    let mut r = flag::flag_ruling(b, replier, None);
                    r.ruling.articles.insert(0, resumption.into());
                    return Ok(r);
                }
            }
            b.set_running(replier)?;
            let ex = valid_note.and(
                format!(
                    "O envelope é aberto e o lance secreto ({san}) é feito no tabuleiro; o relógio d{} começa a correr.",
                    side(replier, Lang::Pt)
                ),
                format!(
                    "The envelope is opened and the sealed move ({san}) is made on the board; {}'s clock is started.",
                    side(replier, Lang::En)
                ),
            );
            let mut articles = vec![resumption];
            articles.extend(valid_articles);
            Ok(b.ruling(Decision::PlayContinues, None, articles, ex, None))
        }
    }
}

/// A sealed capture written without the capture sign (`Nd5` for `Nxd5`, `ed5` for `exd5`): it
/// names one legal move unambiguously, so it is none of the sealed moves that lose (ambiguous,
/// of a meaning impossible to establish, illegal: A8 / Guidelines 8 / E.8 / I.8), and the
/// notation appendix makes the sign optional (C.9 from 2009; 2001/2005's Appendix E is not
/// cited, its text not being at hand). The articles and the words; `m` in the sealed position.
fn capture_sign_omitted(b: &Board, s: &Sealing, m: Move) -> (Vec<Citation>, Explanation) {
    let a = &b.rules.articles;
    let written = s.written.as_deref().unwrap_or_default();
    let san = b.game.san(m);
    let mut ex = Explanation::text(
        format!(
            "O lance secreto foi anotado \"{written}\", sem o sinal de captura, mas indica um único lance legal ({san}): não é ambíguo, seu significado pode ser estabelecido e não é ilegal, então vale."
        ),
        format!(
            "The sealed move was written \"{written}\", without the capture sign, but it names one legal move ({san}): it is not ambiguous, its meaning can be established and it is not illegal, so it stands."
        ),
    );
    let mut articles = vec![a.sealed_move_loses];
    if let Some(notation) = a.notation_capture {
        articles.push(notation);
        ex = ex.and(
            "O apêndice de notação permite omitir o \"x\" numa captura.",
            "The notation appendix lets the \"x\" of a capture be left out.",
        );
    }
    (articles, ex)
}

/// `absent` arrived at the resumption `t` late, beyond the limit: he loses.
fn late_loses_explanation(absent: Color, t: Millis) -> Explanation {
    Explanation::text(
        format!(
            "{} chegaram ao reinício depois do tempo permitido ({t}) e perdem a partida.",
            side_cap(absent, Lang::Pt),
        ),
        format!(
            "{} arrived at the resumption later than allowed ({t}) and loses the game.",
            side_cap(absent, Lang::En),
        ),
    )
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
