//! A pasted PGN as the case's game so far: the start position (the `FEN` tag, or the initial
//! position) and the main line's moves, each checked for legality. Read with `pgn-reader`
//! (built on our shakmaty); variations, comments and annotation glyphs are skipped.
use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::Position;

use crate::game::Game;
use crate::i18n::Bilingual;

/// The game a PGN describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The `FEN` tag, when the game does not start from the initial position.
    pub fen: Option<String>,
    /// The main line in SAN without check marks.
    pub moves: Vec<String>,
}

#[derive(Default)]
struct Collect {
    fen: Option<String>,
    sans: Vec<String>,
}

impl Visitor for Collect {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if name == b"FEN" {
            self.fen = Some(value.decode_utf8_lossy().into_owned());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<()> {
        self.sans.push(san_plus.san.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) {}
}

/// Reads the first game of a PGN text.
pub fn read(text: &str) -> Result<PgnGame, Bilingual> {
    let mut collect = Collect::default();
    let found = Reader::new(text.as_bytes())
        .read_game(&mut collect)
        .map_err(|e| {
            Bilingual::new(format!("PGN ilegível: {e}"), format!("unreadable PGN: {e}"))
        })?;
    if found.is_none() || (collect.sans.is_empty() && collect.fen.is_none()) {
        return Err(Bilingual::new(
            "O PGN não tem nenhum lance nem etiqueta FEN.",
            "The PGN has no moves and no FEN tag.",
        ));
    }
    let mut game = match &collect.fen {
        Some(fen) => Game::from_fen(fen).map_err(|e| {
            let t = e.text();
            Bilingual::new(
                format!("Etiqueta FEN: {}", t.pt),
                format!("FEN tag: {}", t.en),
            )
        })?,
        None => Game::new(),
    };
    for (i, san) in collect.sans.iter().enumerate() {
        let number = game.position().fullmoves().get();
        let dots = if game.position().turn().is_white() {
            "."
        } else {
            "..."
        };
        game.play_san(san).map_err(|e| {
            let t = e.text();
            Bilingual::new(
                format!("Lance {} ({number}{dots} {san}) do PGN: {}", i + 1, t.pt),
                format!("PGN move {} ({number}{dots} {san}): {}", i + 1, t.en),
            )
        })?;
    }
    Ok(PgnGame {
        fen: collect.fen,
        moves: game.moves_san(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_comments_variations_and_glyphs_are_skipped() {
        let g = read(
            "[Event \"Aberto\"]\n[White \"A\"]\n\n1. e4 {bom} e5 2. Nf3 (2. f4 exf4) Nc6!? 3. Bb5+ $1 a6 *",
        )
        .unwrap();
        assert_eq!(g.fen, None);
        assert_eq!(g.moves, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    }

    #[test]
    fn a_fen_tag_sets_the_start() {
        let g = read("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n\n40. e4 Kd7 *")
            .unwrap();
        assert_eq!(g.fen.as_deref(), Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"));
        assert_eq!(g.moves, ["e4", "Kd7"]);
    }

    #[test]
    fn an_illegal_move_is_named_with_its_number() {
        let e = read("1. e4 e5 2. Ke3 *").unwrap_err();
        assert!(e.en.contains("PGN move 3 (2. Ke3)"), "{}", e.en);
        assert!(e.pt.contains("Lance 3 (2. Ke3)"), "{}", e.pt);
        let e = read("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*").unwrap_err();
        assert!(e.en.starts_with("FEN tag:"), "{}", e.en);
        assert!(read("just words").is_err());
        assert!(read("").is_err());
    }
}
