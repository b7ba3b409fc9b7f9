//! The board's own words, in pt-BR and English: cell names and live-region announcements.
use super::SquareMark;
use super::annotations::{Annotation, Brush};
use super::moves::{MoveAttempt, Situation};
use crate::i18n::{Lang, piece_name, role_name};
use shakmaty::{CastlingSide, Color, Position, Square};

/// Fixed board phrases. Every variant has both languages (exhaustive match).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phrase {
    Chessboard,
    WhiteAtBottom,
    BlackAtBottom,
    Empty,
    Selected,
    Destination,
    LastMove,
    InCheck,
    Touched,
    Highlighted,
    Correct,
    Wrong,
    SelectionCancelled,
    NothingToPickUp,
    ChoosePromotion,
    PromotionCancelled,
    AnnotationsCleared,
    Annotations,
    Check,
    Checkmate,
    CastlesKingside,
    CastlesQueenside,
    PromotionPicker,
}

impl Phrase {
    pub const fn text(self, lang: Lang) -> &'static str {
        use Phrase::*;
        match (lang, self) {
            (Lang::Pt, Chessboard) => "Tabuleiro",
            (Lang::En, Chessboard) => "Chessboard",
            (Lang::Pt, WhiteAtBottom) => "brancas embaixo",
            (Lang::En, WhiteAtBottom) => "White at the bottom",
            (Lang::Pt, BlackAtBottom) => "pretas embaixo",
            (Lang::En, BlackAtBottom) => "Black at the bottom",
            (Lang::Pt, Empty) => "vazia",
            (Lang::En, Empty) => "empty",
            (Lang::Pt, Selected) => "selecionada",
            (Lang::En, Selected) => "selected",
            (Lang::Pt, Destination) => "destino possível",
            (Lang::En, Destination) => "possible destination",
            (Lang::Pt, LastMove) => "último lance",
            (Lang::En, LastMove) => "last move",
            (Lang::Pt, InCheck) => "rei em xeque",
            (Lang::En, InCheck) => "king in check",
            (Lang::Pt, Touched) => "peça tocada",
            (Lang::En, Touched) => "touched piece",
            (Lang::Pt, Highlighted) => "destacada",
            (Lang::En, Highlighted) => "highlighted",
            (Lang::Pt, Correct) => "correta",
            (Lang::En, Correct) => "correct",
            (Lang::Pt, Wrong) => "errada",
            (Lang::En, Wrong) => "wrong",
            (Lang::Pt, SelectionCancelled) => "Seleção cancelada",
            (Lang::En, SelectionCancelled) => "Selection cancelled",
            (Lang::Pt, NothingToPickUp) => "Não há peça que possa ser movida nesta casa",
            (Lang::En, NothingToPickUp) => "There is no piece that can be moved on this square",
            (Lang::Pt, ChoosePromotion) => "Escolha a peça da promoção",
            (Lang::En, ChoosePromotion) => "Choose the promotion piece",
            (Lang::Pt, PromotionCancelled) => "Promoção cancelada",
            (Lang::En, PromotionCancelled) => "Promotion cancelled",
            (Lang::Pt, AnnotationsCleared) => "Setas e círculos apagados",
            (Lang::En, AnnotationsCleared) => "Arrows and circles cleared",
            (Lang::Pt, Annotations) => "Anotações no tabuleiro",
            (Lang::En, Annotations) => "Board annotations",
            (Lang::Pt, Check) => "xeque",
            (Lang::En, Check) => "check",
            (Lang::Pt, Checkmate) => "xeque-mate",
            (Lang::En, Checkmate) => "checkmate",
            (Lang::Pt, CastlesKingside) => "roque pequeno",
            (Lang::En, CastlesKingside) => "castles kingside",
            (Lang::Pt, CastlesQueenside) => "roque grande",
            (Lang::En, CastlesQueenside) => "castles queenside",
            (Lang::Pt, PromotionPicker) => "Promoção",
            (Lang::En, PromotionPicker) => "Promotion",
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What a cell shows besides its piece, for its accessible name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellState {
    pub selected: bool,
    pub destination: bool,
    pub last_move: bool,
    pub in_check: bool,
}

/// Accessible name of a cell: "e4, peão branco", "e4, white pawn", "e4, vazia", followed by what
/// is highlighted there ("…, último lance", "…, peça tocada").
pub fn cell_label(
    lang: Lang,
    sq: Square,
    piece: Option<shakmaty::Piece>,
    state: CellState,
    marks: &[SquareMark],
) -> String {
    let mut out = format!("{sq}, ");
    match piece {
        Some(p) => out.push_str(&piece_name(p.role, p.color, lang)),
        None => out.push_str(Phrase::Empty.text(lang)),
    }
    let flags = [
        (state.selected, Phrase::Selected),
        (state.destination, Phrase::Destination),
        (state.last_move, Phrase::LastMove),
        (state.in_check, Phrase::InCheck),
    ];
    for (on, phrase) in flags {
        if on {
            out.push_str(", ");
            out.push_str(phrase.text(lang));
        }
    }
    for mark in marks.iter().filter(|m| m.square == sq) {
        out.push_str(", ");
        out.push_str(mark.kind.phrase().text(lang));
    }
    out
}

/// Accessible name of the whole grid: "Tabuleiro, brancas embaixo".
pub fn board_label(lang: Lang, bottom: Color) -> String {
    let side = match bottom {
        Color::White => Phrase::WhiteAtBottom,
        Color::Black => Phrase::BlackAtBottom,
    };
    format!("{}, {}", Phrase::Chessboard.text(lang), side.text(lang))
}

/// "Peça levantada: cavalo branco em g1, 2 destinos" / "Picked up white knight on g1, 2 destinations".
/// `destinations` is `None` when any square is accepted (no count is read out then).
pub fn picked_up(
    lang: Lang,
    sq: Square,
    piece: shakmaty::Piece,
    destinations: Option<u32>,
) -> String {
    let name = piece_name(piece.role, piece.color, lang);
    let count = match (lang, destinations) {
        (_, None) => String::new(),
        (Lang::Pt, Some(1)) => ", 1 destino".to_owned(),
        (Lang::Pt, Some(n)) => format!(", {n} destinos"),
        (Lang::En, Some(1)) => ", 1 destination".to_owned(),
        (Lang::En, Some(n)) => format!(", {n} destinations"),
    };
    match lang {
        Lang::Pt => format!("Peça levantada: {name} em {sq}{count}"),
        Lang::En => format!("Picked up {name} on {sq}{count}"),
    }
}

/// "Lance não aceito: e2 para e5" / "Move not accepted: e2 to e5".
pub fn rejected(lang: Lang, from: Square, to: Square) -> String {
    match lang {
        Lang::Pt => format!("Lance não aceito: {from} para {to}"),
        Lang::En => format!("Move not accepted: {from} to {to}"),
    }
}

/// "Cavalo g1 para f3", "Knight g1 to f3"; captures ("Bispo c4 captura cavalo preto em f7"),
/// castling, promotion, and — when the move is legal in a playable position — check or mate.
pub fn move_announcement(lang: Lang, situation: &Situation, attempt: MoveAttempt) -> String {
    let Some(mover) = situation.piece_at(attempt.from) else {
        return rejected(lang, attempt.from, attempt.to);
    };
    let legal = situation.legal_move(attempt);
    let role = capitalise(role_name(mover.role, lang));
    let (from, to) = (attempt.from, attempt.to);
    // The captured piece: on `to`, or the pawn passed by en passant.
    let captured = match legal {
        Some(m) if m.is_en_passant() => Some(shakmaty::Piece {
            color: !mover.color,
            role: shakmaty::Role::Pawn,
        }),
        Some(m) if m.is_castle() => None,
        _ => situation.piece_at(to).filter(|p| p.color != mover.color),
    };
    let mut out = match (lang, captured) {
        (Lang::Pt, None) => format!("{role} {from} para {to}"),
        (Lang::En, None) => format!("{role} {from} to {to}"),
        (Lang::Pt, Some(p)) => format!(
            "{role} {from} captura {} em {to}",
            piece_name(p.role, p.color, lang)
        ),
        (Lang::En, Some(p)) => format!(
            "{role} {from} takes {} on {to}",
            piece_name(p.role, p.color, lang)
        ),
    };
    if let Some(side) = legal.and_then(|m| m.castling_side()) {
        let phrase = match side {
            CastlingSide::KingSide => Phrase::CastlesKingside,
            CastlingSide::QueenSide => Phrase::CastlesQueenside,
        };
        out.push_str(", ");
        out.push_str(phrase.text(lang));
    }
    if let Some(role) = attempt.promotion {
        let name = role_name(role, lang);
        match lang {
            Lang::Pt => out.push_str(&format!(", promove a {name}")),
            Lang::En => out.push_str(&format!(", promotes to {name}")),
        }
    }
    if let (Some(m), Some(chess)) = (legal, &situation.chess) {
        let mut after = chess.clone();
        after.play_unchecked(m);
        if after.is_checkmate() {
            out.push_str(", ");
            out.push_str(Phrase::Checkmate.text(lang));
        } else if after.is_check() {
            out.push_str(", ");
            out.push_str(Phrase::Check.text(lang));
        }
    }
    out
}

fn brush_name(lang: Lang, brush: Brush) -> &'static str {
    match (lang, brush) {
        (Lang::Pt, Brush::Green) => "verde",
        (Lang::Pt, Brush::Red) => "vermelha",
        (Lang::Pt, Brush::Blue) => "azul",
        (Lang::Pt, Brush::Yellow) => "amarela",
        (Lang::En, Brush::Green) => "green",
        (Lang::En, Brush::Red) => "red",
        (Lang::En, Brush::Blue) => "blue",
        (Lang::En, Brush::Yellow) => "yellow",
    }
}

/// "Seta verde de e2 para e4", "Green arrow from e2 to e4", "Círculo vermelho em d5"…
pub fn annotation(lang: Lang, a: Annotation) -> String {
    match (lang, a) {
        (Lang::Pt, Annotation::Arrow { from, to, brush }) => {
            format!("Seta {} de {from} para {to}", brush_name(lang, brush))
        }
        (Lang::En, Annotation::Arrow { from, to, brush }) => {
            format!(
                "{} arrow from {from} to {to}",
                capitalise(brush_name(lang, brush))
            )
        }
        (Lang::Pt, Annotation::Circle { square, brush }) => {
            // "círculo" is masculine: vermelho, amarelo.
            let colour = match brush {
                Brush::Red => "vermelho",
                Brush::Yellow => "amarelo",
                other => brush_name(lang, other),
            };
            format!("Círculo {colour} em {square}")
        }
        (Lang::En, Annotation::Circle { square, brush }) => {
            format!("{} circle on {square}", capitalise(brush_name(lang, brush)))
        }
    }
}

/// "… removida"/"… removed" after an annotation.
pub fn annotation_removed(lang: Lang, a: Annotation) -> String {
    let base = annotation(lang, a);
    match (lang, a) {
        (Lang::Pt, Annotation::Arrow { .. }) => format!("{base} removida"),
        (Lang::Pt, Annotation::Circle { .. }) => format!("{base} removido"),
        (Lang::En, _) => format!("{base} removed"),
    }
}

/// Accessible name of a promotion option: "Dama", "Queen".
pub fn promotion_option(lang: Lang, role: shakmaty::Role) -> String {
    capitalise(role_name(role, lang))
}

/// "Seta a partir de e2: …" — an arrow started from the keyboard.
pub fn arrow_started(lang: Lang, from: Square) -> String {
    match lang {
        Lang::Pt => format!("Seta a partir de {from}: vá até a casa de destino e tecle A"),
        Lang::En => format!("Arrow from {from}: go to the target square and press A"),
    }
}
