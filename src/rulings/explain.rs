//! Explanations of rulings in Brazilian Portuguese and English, in our own words.
//!
//! An [`Explanation`] is a list of sentences, each in both languages; family files add their
//! own constructors in `impl Explanation` blocks next to the rulings that use them.
use shakmaty::Color;

use super::touch::TouchReason;
use crate::i18n::{Bilingual, Lang, side_name};
use crate::laws::{Edition, EditionRules, TimeClass};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explanation {
    sentences: Vec<(String, String)>,
    /// "Interpretation" notes: where the ruling rests on a house reading (decisions.md).
    notes: Vec<(String, String)>,
}

/// "as brancas" / "White": a side as the subject of a sentence.
pub fn side(c: Color, lang: Lang) -> &'static str {
    match (lang, c) {
        (Lang::Pt, Color::White) => "as brancas",
        (Lang::Pt, Color::Black) => "as pretas",
        (Lang::En, _) => side_name(c, Lang::En),
    }
}

/// "As brancas" / "White": capitalised at the start of a sentence.
pub fn side_cap(c: Color, lang: Lang) -> &'static str {
    match (lang, c) {
        (Lang::Pt, Color::White) => "As brancas",
        (Lang::Pt, Color::Black) => "As pretas",
        (Lang::En, _) => side_name(c, Lang::En),
    }
}

impl Explanation {
    pub fn new() -> Explanation {
        Explanation::default()
    }

    /// One sentence, in Portuguese and English.
    pub fn text(pt: impl Into<String>, en: impl Into<String>) -> Explanation {
        Explanation::new().and(pt, en)
    }

    pub fn and(mut self, pt: impl Into<String>, en: impl Into<String>) -> Explanation {
        self.sentences.push((pt.into(), en.into()));
        self
    }

    pub fn then(mut self, other: Explanation) -> Explanation {
        self.sentences.extend(other.sentences);
        self.notes.extend(other.notes);
        self
    }

    /// A house reading the ruling rests on (docs/laws/decisions.md).
    pub fn interpretation(mut self, pt: impl Into<String>, en: impl Into<String>) -> Explanation {
        self.notes.push((pt.into(), en.into()));
        self
    }

    /// The text, closed by the edition it applies.
    pub fn finish(&self, edition: Edition) -> Bilingual {
        let mut pt: Vec<String> = self.sentences.iter().map(|(p, _)| p.clone()).collect();
        let mut en: Vec<String> = self.sentences.iter().map(|(_, e)| e.clone()).collect();
        for (p, e) in &self.notes {
            pt.push(format!("Interpretação adotada: {p}"));
            en.push(format!("Interpretation: {e}"));
        }
        pt.push(format!("(Leis do Xadrez da FIDE, edição de {edition}.)"));
        en.push(format!("(FIDE Laws of Chess, {edition} edition.)"));
        Bilingual::new(pt.join(" "), en.join(" "))
    }

    // ----- the core rulings ------------------------------------------------------------------

    pub fn checkmate(winner: Color) -> Explanation {
        Explanation::text(
            format!(
                "O lance deu xeque-mate: a partida termina e {} vencem.",
                side(winner, Lang::Pt)
            ),
            format!(
                "The move is checkmate: the game ends and {} wins.",
                side(winner, Lang::En)
            ),
        )
    }

    pub fn stalemate() -> Explanation {
        Explanation::text(
            "O jogador da vez não tem lance legal e seu rei não está em xeque: é afogamento, e a partida termina empatada.",
            "The player to move has no legal move and is not in check: stalemate, and the game is drawn.",
        )
    }

    pub fn fivefold(consecutive: bool) -> Explanation {
        let e = Explanation::text(
            "A mesma posição apareceu pela quinta vez: o empate é automático, sem reclamação, e o árbitro deve intervir.",
            "The same position has appeared for the fifth time: the draw is automatic, no claim is needed, and the arbiter must step in.",
        );
        if consecutive {
            e.and(
                "Nesta edição as cinco ocorrências precisam vir por lances alternados consecutivos.",
                "In this edition the five occurrences must come by consecutive alternate moves.",
            )
        } else {
            e
        }
    }

    pub fn seventy_five() -> Explanation {
        Explanation::text(
            "Cada jogador fez 75 lances sem mover peão e sem captura: a partida está empatada automaticamente (um mate no último desses lances prevaleceria).",
            "Each player has made 75 moves with no pawn move and no capture: the game is drawn automatically (a mate on the last of those moves would stand).",
        )
    }

    pub fn dead_position() -> Explanation {
        Explanation::text(
            "Nenhum dos lados consegue dar mate com qualquer sequência de lances legais: a posição está morta e a partida termina empatada na hora.",
            "Neither side can checkmate by any series of legal moves: the position is dead and the game is drawn at once.",
        )
    }

    /// A mate that also completes 75 moves without a pawn move or capture: the mate prevails.
    pub fn mate_prevails_over_seventy_five() -> Explanation {
        Explanation::text(
            "Esse lance também completou 75 lances de cada jogador sem mover peão e sem captura, mas como deu mate, o mate prevalece sobre o empate automático.",
            "That move also completed 75 moves by each player with no pawn move and no capture, but since it mated, the mate prevails over the automatic draw.",
        )
    }

    /// A move made on the board that ends the game counts as completed without the clock.
    pub fn ended_before_the_press() -> Explanation {
        Explanation::text(
            "O lance feito no tabuleiro encerra a partida: um lance que termina o jogo está completo mesmo sem o relógio ter sido acionado, e nada do que acontece depois no relógio muda o resultado.",
            "The move made on the board ends the game: a move that ends the game is complete even though the clock was not pressed, and nothing that happens on the clock afterwards changes the result.",
        )
    }

    pub fn ended_before_the_flag() -> Explanation {
        Explanation::text(
            "A posição no tabuleiro já tinha encerrado a partida antes de qualquer seta cair: o que o relógio mostra depois não muda o resultado.",
            "The position on the board had already ended the game before any flag fell: what the clock shows afterwards does not change the result.",
        )
    }

    /// Nothing to rule, with the time control that governs the clocks.
    pub fn play_continues_with(class: TimeClass, delay: bool) -> Explanation {
        let e = Explanation::play_continues().then(Explanation::time_class(class));
        if delay {
            e.and(
                "O relógio está no modo de atraso: em cada lance o tempo principal só começa a descer depois de esgotado o atraso.",
                "The clock is in delay mode: on each move the main time only starts to run down once the delay is used up.",
            )
        } else {
            e.and(
                "O relógio segue o controle de tempo anunciado: os lances exigidos em cada período e, se houver, o incremento somado a cada lance.",
                "The clock follows the announced time control: the moves required in each period and, where there is one, the increment added with each move.",
            )
        }
    }

    /// The game's time class, as the rapid and blitz appendices define it.
    pub fn time_class(class: TimeClass) -> Explanation {
        match class {
            TimeClass::Blitz => Explanation::text(
                "Pelo controle de tempo, a partida é de xadrez relâmpago (blitz), como o apêndice de blitz o define.",
                "By its time control the game is blitz, as the blitz appendix defines it.",
            ),
            TimeClass::Rapid => Explanation::text(
                "Pelo controle de tempo, a partida é de xadrez rápido, como o apêndice de xadrez rápido o define.",
                "By its time control the game is rapid chess, as the rapid appendix defines it.",
            ),
            TimeClass::Standard => Explanation::text(
                "Pelo controle de tempo, a partida é clássica (standard): fica acima do limite que o apêndice de xadrez rápido fixa.",
                "By its time control the game is a standard game: above the limit the rapid appendix sets.",
            ),
        }
    }

    pub fn play_continues() -> Explanation {
        Explanation::text(
            "Nada a sancionar: a partida continua com os relógios como estão.",
            "Nothing to penalise: play continues with the clocks as they stand.",
        )
    }

    pub fn nothing_movable() -> Explanation {
        Explanation::text(
            "Nenhuma das peças tocadas pode ser movida ou capturada legalmente, então o jogador pode fazer qualquer lance legal.",
            "None of the pieces touched can legally be moved or captured, so the player may make any legal move.",
        )
    }

    pub fn adjusted(square: shakmaty::Square) -> Explanation {
        Explanation::text(
            format!(
                "O jogador que tem o lance anunciou que ia ajustar a peça de {square} antes de tocá-la: isso não o obriga a movê-la nem a capturá-la."
            ),
            format!(
                "The player having the move announced that he was adjusting the piece on {square} before touching it: that does not oblige him to move or capture it."
            ),
        )
    }

    /// The piece chosen for a promotion has touched the promotion square.
    pub fn promotion_piece(final_choice: bool) -> Explanation {
        if final_choice {
            Explanation::text(
                "A peça nova já tocou a casa de promoção: a escolha dela é definitiva, e o peão deve ser promovido a essa peça.",
                "The new piece has touched the promotion square: its choice is final, and the pawn must be promoted to that piece.",
            )
        } else {
            Explanation::text(
                "A peça nova tocou a casa de promoção, mas ainda não foi solta ali: o peão tocado deve ser movido, e nem a peça nem a casa estão fixadas.",
                "The new piece has touched the promotion square but has not been released there: the touched pawn must be moved, and neither the piece nor the square is fixed yet.",
            )
            .interpretation(
                "esta edição não fixa a escolha da peça antes de ela ser solta na casa; a escolha continua aberta até então.",
                "this edition does not fix the choice of piece before it is released on the square; the choice stays open until then.",
            )
        }
    }

    /// A piece of the other colour put on the promotion square.
    pub fn wrong_colour_promotion() -> Explanation {
        Explanation::text(
            "A peça posta na casa de promoção é da cor do adversário: não é promoção, pois o peão é trocado por uma peça nova da sua própria cor.",
            "The piece put on the promotion square is of the opponent's colour: that is no promotion, as the pawn is exchanged for a new piece of its own colour.",
        )
        .interpretation(
            "uma peça da outra cor não conta como escolha da peça de promoção: a escolha continua aberta entre as quatro peças da cor do jogador.",
            "a piece of the other colour does not count as the choice of the promotion piece: the choice stays open among the four pieces of the player's colour.",
        )
    }

    pub fn released(san: String) -> Explanation {
        Explanation::text(
            format!(
                "A peça foi solta na casa de destino com um lance legal ({san}): o lance está feito e não pode ir para outra casa."
            ),
            format!(
                "The piece was released on its square as a legal move ({san}): the move is made and cannot go to another square."
            ),
        )
    }

    pub fn illegal_not_completed(unpromoted: bool) -> Explanation {
        if unpromoted {
            Explanation::text(
                "O peão chegou à última fileira, mas a promoção não foi completada: o lance ainda não está feito, e o peão não pode ir para outra casa. O jogador precisa trocá-lo por uma peça nova.",
                "The pawn reached the last rank but the promotion was not completed: the move is not made yet, and the pawn cannot go elsewhere. The player must exchange it for a new piece.",
            )
        } else {
            Explanation::text(
                "O lance feito no tabuleiro é ilegal, mas o relógio não foi acionado: ainda não conta como lance ilegal completado. O jogador deve fazer um lance legal com a peça que tocou.",
                "The move made on the board is illegal but the clock was not pressed: it does not yet count as a completed illegal move. The player must make a legal move with the piece he touched.",
            )
        }
    }

    pub fn touch_obligation(reason: TouchReason, rules: &EditionRules) -> Explanation {
        use crate::laws::BothColoursRule;
        match reason {
            TouchReason::OwnPiece(sq) => Explanation::text(
                format!(
                    "O jogador tocou deliberadamente sua própria peça: deve mover a primeira peça tocada que possa ser movida, a de {sq}."
                ),
                format!(
                    "The player deliberately touched his own piece: he must move the first touched piece that can be moved, the one on {sq}."
                ),
            ),
            TouchReason::OpponentPiece(sq) => Explanation::text(
                format!(
                    "O jogador tocou deliberadamente uma peça do adversário: deve capturar a primeira peça tocada que possa ser capturada, a de {sq}."
                ),
                format!(
                    "The player deliberately touched an opponent's piece: he must capture the first touched piece that can be captured, the one on {sq}."
                ),
            ),
            TouchReason::CaptureWith {
                own,
                opponent,
                several,
            } => {
                let e = Explanation::text(
                    format!(
                        "Foram tocadas peças das duas cores: o jogador deve capturar a peça de {opponent} com a peça de {own}."
                    ),
                    format!(
                        "Pieces of both colours were touched: the player must capture the piece on {opponent} with the piece on {own}."
                    ),
                );
                if several && rules.touch_move.both_colours == BothColoursRule::OnePieceOfEach {
                    e.interpretation(
                        "com várias peças de cada cor, valem a primeira própria e a primeira do adversário tocadas.",
                        "with several pieces of each colour, the first own and the first opponent's piece touched count.",
                    )
                } else {
                    e
                }
            }
            TouchReason::FirstMovable(sq) => Explanation::text(
                format!(
                    "Foram tocadas peças das duas cores, mas a captura não é legal: vale a primeira peça tocada que possa ser movida ou capturada, a de {sq}."
                ),
                format!(
                    "Pieces of both colours were touched but the capture is not legal: the first touched piece that can be moved or captured counts, the one on {sq}."
                ),
            ),
            TouchReason::Castle(_) => Explanation::text(
                "O jogador tocou o rei e depois a torre: deve rocar para esse lado, pois o roque é legal.",
                "The player touched the king and then the rook: he must castle on that side, since castling is legal.",
            ),
            TouchReason::CastlingIllegalKingMoves(_) => Explanation::text(
                "O jogador tocou o rei e a torre para rocar, mas esse roque é ilegal: deve fazer outro lance legal com o rei (que pode ser o roque para o outro lado).",
                "The player touched the king and a rook to castle, but that castling is illegal: he must make another legal king move (which may be castling on the other side).",
            ),
            TouchReason::RookFirstNoCastling(_) => Explanation::text(
                "O jogador tocou primeiro a torre e depois o rei: não pode rocar com essa torre neste lance, e a primeira peça tocada, a torre, deve ser movida.",
                "The player touched the rook first and then the king: he may not castle with that rook on this move, and the first touched piece, the rook, must move.",
            ),
            TouchReason::CastlingIllegalKingStuck(_) => Explanation::text(
                "O jogador tocou o rei e a torre para rocar, mas esse roque é ilegal e o rei não tem nenhum lance legal: o jogador pode fazer qualquer lance legal.",
                "The player touched the king and a rook to castle, but that castling is illegal and the king has no legal move: the player may make any legal move.",
            ),
            TouchReason::NothingMovable(_) => Explanation::nothing_movable(),
        }
    }
}
