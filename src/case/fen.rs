//! A FEN typed or pasted into the case desk, checked by the engine before it replaces the start
//! position: the engine's incident reader decides (`fen`, and with `illegal_position` the board
//! as found); this module only says why in both languages, so that the page can keep the case as
//! it was and name what is wrong.
use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{CastlingMode, Chess, PositionErrorKinds};

use crate::game::illegal_board::{Holds, classify, read_board};
use crate::i18n::Bilingual;
use crate::incident::Incident;

/// Checks `fen` as the start position of a case (`illegal_position`: the board was found so).
/// `Ok` when the engine accepts it; otherwise why, naming the field.
pub fn check(fen: &str, illegal_position: bool) -> Result<(), Bilingual> {
    let fen = fen.trim();
    if fen.is_empty() {
        return Err(Bilingual::new(
            "FEN: o campo está vazio.",
            "FEN: the field is empty.",
        ));
    }
    let mut v = serde_json::json!({"edition": "2023", "fen": fen, "events": []});
    if illegal_position {
        v["illegal_position"] = true.into();
    }
    let err = match Incident::from_value(&v) {
        Ok(_) => return Ok(()),
        Err(e) => e,
    };
    let (pt, en) = why(fen, illegal_position);
    // The engine's own words stay next to ours: they name the exact field (`illegal_position`,
    // `fen`) and the detail.
    Err(Bilingual::new(
        format!("FEN: {pt} ({}: {})", err.field, err.reason),
        format!("FEN: {en} ({}: {})", err.field, err.reason),
    ))
}

/// Why a FEN the engine refused is wrong, in our words.
fn why(fen: &str, illegal_position: bool) -> (String, String) {
    let parsed = match fen.parse::<Fen>() {
        Ok(f) => f,
        Err(e) => {
            let (pt, en) = match e {
                ParseFenError::InvalidBoard => (
                    "a descrição das peças (o primeiro campo) não se lê: oito fileiras separadas por «/», com letras de peças e algarismos de 1 a 8",
                    "the pieces (the first field) do not read: eight ranks separated by “/”, of piece letters and digits 1 to 8",
                ),
                ParseFenError::InvalidTurn => (
                    "a vez de jogar (o segundo campo) deve ser «w» ou «b»",
                    "the side to move (the second field) must be “w” or “b”",
                ),
                ParseFenError::InvalidCastling => (
                    "os roques (o terceiro campo) devem ser «-» ou letras de KQkq",
                    "the castling rights (the third field) must be “-” or letters of KQkq",
                ),
                ParseFenError::InvalidEpSquare => (
                    "a casa en passant (o quarto campo) deve ser «-» ou uma casa como e3",
                    "the en passant square (the fourth field) must be “-” or a square such as e3",
                ),
                ParseFenError::InvalidHalfmoveClock | ParseFenError::InvalidFullmoves => (
                    "as contagens de lances (os dois últimos campos) devem ser números inteiros",
                    "the move counts (the last two fields) must be whole numbers",
                ),
                _ => ("o texto não é uma FEN", "the text is not a FEN"),
            };
            return (pt.into(), en.into());
        }
    };
    if let Ok(setup) = read_board(fen)
        && !illegal_position
        && matches!(classify(setup), Holds::Illegal(_))
    {
        return (
            "a posição é ilegal; se o tabuleiro foi encontrado assim, marque «tabuleiro encontrado em posição ilegal»".into(),
            "the position is illegal; if the board was found like this, tick “board found in an illegal position”".into(),
        );
    }
    let kinds = match parsed.into_position::<Chess>(CastlingMode::Standard) {
        Ok(_) => PositionErrorKinds::empty(),
        Err(e) => e.kinds(),
    };
    let (pt, en) = if kinds.is_empty() && illegal_position {
        (
            "a posição é legal: desmarque «tabuleiro encontrado em posição ilegal»",
            "the position is legal: untick “board found in an illegal position”",
        )
    } else if kinds.intersects(PositionErrorKinds::EMPTY_BOARD | PositionErrorKinds::MISSING_KING) {
        ("falta um rei", "a king is missing")
    } else if kinds.contains(PositionErrorKinds::TOO_MANY_KINGS) {
        ("há rei demais", "there are too many kings")
    } else if kinds.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
        (
            "um roque marcado não é possível com o rei e as torres onde estão",
            "a castling right given is impossible with the king and rooks where they stand",
        )
    } else if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
        (
            "a casa en passant não corresponde a um avanço duplo de peão",
            "the en passant square does not follow a pawn's double step",
        )
    } else if illegal_position {
        (
            "o tabuleiro não é um que o árbitro possa encontrar numa partida (só os dois reis em xeque ou um peão na última fileira são)",
            "not a board the arbiter can find in a game (only both kings in check or a pawn on the last rank are)",
        )
    } else {
        (
            "a posição não pode ocorrer numa partida",
            "the position cannot arise in a game",
        )
    };
    (pt.into(), en.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_good_fen_passes_and_a_bad_one_says_why_in_both_languages() {
        assert_eq!(check("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false), Ok(()));
        let e = check("xyz bad", false).unwrap_err();
        assert!(e.pt.starts_with("FEN: a descrição das peças"), "{}", e.pt);
        assert!(e.en.contains("(fen: "), "{}", e.en);
        let e = check("4k3/8/8/8/8/8/8/4K3 x - - 0 1", false).unwrap_err();
        assert!(e.en.contains("side to move"), "{}", e.en);
        let e = check("8/8/8/8/8/8/8/4K3 w - - 0 1", false).unwrap_err();
        assert!(e.pt.contains("falta um rei"), "{}", e.pt);
        assert!(check("", false).is_err());
    }

    #[test]
    fn an_illegal_board_points_to_the_found_board_and_is_accepted_as_one() {
        // A white pawn on the eighth rank: illegal, but a board the arbiter can find.
        let found = "P3k3/8/8/8/8/8/8/4K3 b - - 0 40";
        let e = check(found, false).unwrap_err();
        assert!(
            e.en.contains("tick “board found in an illegal position”"),
            "{}",
            e.en
        );
        assert_eq!(check(found, true), Ok(()));
        // A legal FEN with the box ticked: the engine says to leave it out.
        let e = check("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true).unwrap_err();
        assert!(e.en.contains("illegal_position"), "{}", e.en);
        // No king at all cannot be found at a board either.
        let e = check("8/8/8/8/8/8/8/4K3 w - - 0 1", true).unwrap_err();
        assert!(e.en.contains("a king is missing"), "{}", e.en);
    }
}
