//! What a completed illegal move costs its author: [`IllegalMoveConsequence`], read from the
//! edition's row for the game's time class and supervision; [`illegal_move_penalty`] for the
//! first one under a time control (the clock page shows it).
use super::{Edition, IllegalMoveRegime, Supervision, TimeClass, classify};
use crate::clock::{Millis, TimeControl};

/// What a player's completed illegal move brings about (Art. 7.4b / 7.5.5, the rapid and blitz
/// appendices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMoveConsequence {
    /// Time added to the opponent's clock; play goes on.
    TimeToOpponent(Millis),
    /// The game is lost (drawn instead where the opponent cannot mate and the edition says so).
    Loses,
}

impl IllegalMoveRegime {
    /// The consequence of a player's `nth` completed illegal move (1 for the first), counting
    /// those he had already made.
    pub fn consequence(&self, nth: u32) -> IllegalMoveConsequence {
        if nth >= u32::from(self.losing_count) {
            IllegalMoveConsequence::Loses
        } else {
            IllegalMoveConsequence::TimeToOpponent(self.penalty)
        }
    }
}

/// The first illegal move's consequence in a game, and the article that sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMovePenalty {
    /// The class of the control under the edition.
    pub class: TimeClass,
    pub consequence: IllegalMoveConsequence,
    /// The article that sets it, in the edition's numbering: the penalty article for time to
    /// the opponent; the rapid or blitz appendix where the first illegal move loses.
    pub article: &'static str,
}

/// The consequence of a first illegal move in a game played at `control` under `edition`, read
/// from the laws table (the class from [`classify`], then the regime for the class and
/// supervision).
pub fn illegal_move_penalty(
    control: &TimeControl,
    edition: Edition,
    supervision: Supervision,
) -> IllegalMovePenalty {
    let rules = edition.rules();
    let class = classify(control, edition);
    let a = &rules.articles;
    let consequence = rules
        .illegal_moves
        .regime(class, supervision)
        .consequence(1);
    let article = match (consequence, class) {
        (IllegalMoveConsequence::TimeToOpponent(_), _) | (_, TimeClass::Standard) => {
            a.illegal_move_penalty
        }
        (IllegalMoveConsequence::Loses, TimeClass::Rapid) => a.rapid_illegal_move,
        (IllegalMoveConsequence::Loses, TimeClass::Blitz) => a.blitz_illegal_move,
    };
    IllegalMovePenalty {
        class,
        consequence,
        article,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Preset;
    use IllegalMoveConsequence::*;

    /// The class each clock preset is meant to illustrate, under the 2023 Laws.
    #[test]
    fn presets_land_in_their_class_under_2023() {
        use TimeClass::*;
        let expected = [
            ("90+30", Standard),
            ("40/90+30+30", Standard),
            ("60", Standard),
            ("25+10", Rapid),
            ("15+10", Rapid),
            ("5+3", Blitz),
            ("3+2", Blitz),
            ("90d30", Standard),
            ("5b3", Blitz),
        ];
        assert_eq!(expected.len(), crate::clock::PRESETS.len());
        for (id, class) in expected {
            let p = Preset::find(id).unwrap();
            assert_eq!(classify(&p.control(), Edition::E2023), class, "{id}");
        }
    }

    #[test]
    fn penalties_come_from_the_table() {
        let p = |id, edition, supervision| {
            illegal_move_penalty(&Preset::find(id).unwrap().control(), edition, supervision)
        };
        let mins = |m| TimeToOpponent(Millis::from_mins(m));
        use Supervision::*;
        // Standard play: two minutes in every edition.
        for e in Edition::ALL {
            assert_eq!(p("90+30", e, Adequate).consequence, mins(2), "{e}");
        }
        assert_eq!(p("90+30", Edition::E2023, Adequate).article, "7.5.5");
        assert_eq!(p("90+30", Edition::E2014, Adequate).article, "7.5b");
        // Rapid: one minute from 2023, two before.
        let rapid = p("25+10", Edition::E2023, Adequate);
        assert_eq!(
            (rapid.class, rapid.consequence),
            (TimeClass::Rapid, mins(1))
        );
        assert_eq!(p("25+10", Edition::E2018, Adequate).consequence, mins(2));
        // Blitz: one minute from 2018; in 2001 the first illegal move loses (C3).
        assert_eq!(p("3+2", Edition::E2018, Adequate).consequence, mins(1));
        let blitz_2001 = p("3+2", Edition::E2001, Adequate);
        assert_eq!(blitz_2001.consequence, Loses);
        assert_eq!(
            blitz_2001.article,
            Edition::E2001.rules().articles.blitz_illegal_move
        );
        // Unsupervised rapid in 2014: the first illegal move loses.
        assert_eq!(p("25+10", Edition::E2014, Inadequate).consequence, Loses);
    }

    #[test]
    fn the_losing_count_decides() {
        let standard = &Edition::E2023.rules().illegal_moves.standard;
        assert_eq!(
            standard.consequence(1),
            TimeToOpponent(Millis::from_mins(2))
        );
        assert_eq!(standard.consequence(2), Loses);
        assert_eq!(standard.consequence(u32::MAX), Loses);
    }
}
