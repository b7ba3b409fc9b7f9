//! The two languages of Árbitro: Brazilian Portuguese (default) and English.
//!
//! Engine texts (explanations, piece names) are [`Bilingual`]; the UI's own strings live in
//! `app::i18n`, each in both languages by construction.
use serde::{Deserialize, Serialize};
use shakmaty::{Color, Role};

/// An interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    Pt,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Pt, Lang::En];

    /// The BCP 47 tag (`pt-BR`, `en`), for `<html lang>` and storage.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::Pt => "pt-BR",
            Lang::En => "en",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == tag)
    }
}

/// A text in both languages, as the contract's `{"pt": …, "en": …}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bilingual {
    pub pt: String,
    pub en: String,
}

impl Bilingual {
    pub fn new(pt: impl Into<String>, en: impl Into<String>) -> Bilingual {
        Bilingual {
            pt: pt.into(),
            en: en.into(),
        }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Pt => &self.pt,
            Lang::En => &self.en,
        }
    }
}

/// "peão", "pawn"…
pub const fn role_name(role: Role, lang: Lang) -> &'static str {
    match (lang, role) {
        (Lang::Pt, Role::Pawn) => "peão",
        (Lang::Pt, Role::Knight) => "cavalo",
        (Lang::Pt, Role::Bishop) => "bispo",
        (Lang::Pt, Role::Rook) => "torre",
        (Lang::Pt, Role::Queen) => "dama",
        (Lang::Pt, Role::King) => "rei",
        (Lang::En, Role::Pawn) => "pawn",
        (Lang::En, Role::Knight) => "knight",
        (Lang::En, Role::Bishop) => "bishop",
        (Lang::En, Role::Rook) => "rook",
        (Lang::En, Role::Queen) => "queen",
        (Lang::En, Role::King) => "king",
    }
}

/// "brancas"/"pretas", "White"/"Black": the side, as a player.
pub const fn side_name(color: Color, lang: Lang) -> &'static str {
    match (lang, color) {
        (Lang::Pt, Color::White) => "brancas",
        (Lang::Pt, Color::Black) => "pretas",
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
    }
}

/// "peão branco", "white pawn": a piece, for accessible names and explanations.
pub fn piece_name(role: Role, color: Color, lang: Lang) -> String {
    match lang {
        Lang::Pt => {
            // Portuguese adjectives agree in gender: torre and dama are feminine.
            let feminine = matches!(role, Role::Rook | Role::Queen);
            let adj = match (color, feminine) {
                (Color::White, false) => "branco",
                (Color::White, true) => "branca",
                (Color::Black, false) => "preto",
                (Color::Black, true) => "preta",
            };
            format!("{} {adj}", role_name(role, lang))
        }
        Lang::En => {
            let c = if color == Color::White {
                "white"
            } else {
                "black"
            };
            format!("{c} {}", role_name(role, lang))
        }
    }
}

/// "o peão branco", "a dama preta", "the white pawn": a piece with its definite article.
pub fn the_piece(role: Role, color: Color, lang: Lang) -> String {
    let article = match (lang, role) {
        (Lang::En, _) => "the",
        (Lang::Pt, Role::Rook | Role::Queen) => "a",
        (Lang::Pt, _) => "o",
    };
    format!("{article} {}", piece_name(role, color, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_names_agree_in_gender() {
        assert_eq!(
            piece_name(Role::Pawn, Color::White, Lang::Pt),
            "peão branco"
        );
        assert_eq!(
            piece_name(Role::Queen, Color::Black, Lang::Pt),
            "dama preta"
        );
        assert_eq!(
            piece_name(Role::Rook, Color::White, Lang::Pt),
            "torre branca"
        );
        assert_eq!(
            piece_name(Role::Knight, Color::Black, Lang::En),
            "black knight"
        );
    }

    #[test]
    fn tags_round_trip() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), Some(l));
        }
        assert_eq!(Lang::from_tag("fr"), None);
    }
}
