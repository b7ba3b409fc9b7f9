//! The usual FIDE time controls, ready to set on a clock ([`PRESETS`]); how a clock display
//! writes a time ([`clock_reading`]).
//!
//! Pure data: the clock page shows these, the tests below prove that each preset is a valid
//! control in the contract's notation (the class each lands in, and the illegal-move penalty
//! under it, are laws questions: `crate::laws::illegal_move_penalty` and its tests).
use super::{Millis, TimeControl};
use crate::i18n::Lang;

/// A time control offered as one choice on the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Stable identifier (for the page and its tests): `"90+30"`.
    pub id: &'static str,
    /// The control in the contract's notation (`TimeControl::from_str`).
    pub notation: &'static str,
    /// What it is, in Brazilian Portuguese.
    pub name_pt: &'static str,
    /// What it is, in English.
    pub name_en: &'static str,
}

impl Preset {
    /// The control. Every preset parses (tested below), so this never fails.
    pub fn control(&self) -> TimeControl {
        self.notation
            .parse()
            .unwrap_or_else(|e| panic!("preset {}: {e}", self.id))
    }

    /// The name in `lang`.
    pub const fn name(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Pt => self.name_pt,
            Lang::En => self.name_en,
        }
    }

    /// The preset with this identifier.
    pub fn find(id: &str) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.id == id)
    }
}

/// The presets, from the longest control to the shortest, then the delays.
pub const PRESETS: [Preset; 9] = [
    Preset {
        id: "90+30",
        notation: "5400+30",
        name_pt: "90 min + 30 s por lance",
        name_en: "90 min + 30 s per move",
    },
    Preset {
        id: "40/90+30+30",
        notation: "40/5400+30:1800+30",
        name_pt: "40 lances em 90 min, depois 30 min; 30 s por lance desde o 1º lance",
        name_en: "40 moves in 90 min, then 30 min; 30 s per move from move 1",
    },
    Preset {
        id: "60",
        notation: "3600",
        name_pt: "60 min, morte súbita (sem acréscimo)",
        name_en: "60 min, sudden death (no increment)",
    },
    Preset {
        id: "25+10",
        notation: "1500+10",
        name_pt: "25 min + 10 s por lance",
        name_en: "25 min + 10 s per move",
    },
    Preset {
        id: "15+10",
        notation: "900+10",
        name_pt: "15 min + 10 s por lance",
        name_en: "15 min + 10 s per move",
    },
    Preset {
        id: "5+3",
        notation: "300+3",
        name_pt: "5 min + 3 s por lance",
        name_en: "5 min + 3 s per move",
    },
    Preset {
        id: "3+2",
        notation: "180+2",
        name_pt: "3 min + 2 s por lance",
        name_en: "3 min + 2 s per move",
    },
    Preset {
        id: "90d30",
        notation: "5400d30",
        name_pt: "90 min com atraso simples de 30 s",
        name_en: "90 min with a 30 s simple delay",
    },
    Preset {
        id: "5b3",
        notation: "300b3",
        name_pt: "5 min com atraso Bronstein de 3 s",
        name_en: "5 min with a 3 s Bronstein delay",
    },
];

/// A time as a clock display shows it: `"1:30:00"` from an hour, `"25:00"` below, and with
/// tenths under ten seconds (`"9.8"`). Rounded up, so that the display reads zero only when the
/// time is exactly zero (when the flag falls).
pub fn clock_reading(time: Millis) -> String {
    let ms = time.as_millis();
    let tenths = ms.div_ceil(100);
    if tenths < 100 {
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let secs = ms.div_ceil(1000);
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::clock::{Clock, PerMove};

    #[test]
    fn every_preset_parses_and_prints_back_as_written() {
        for p in &PRESETS {
            let tc: TimeControl = p
                .notation
                .parse()
                .unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert_eq!(tc.to_string(), p.notation, "{}", p.id);
            assert_eq!(p.control(), tc);
        }
    }

    #[test]
    fn identifiers_are_unique_and_found() {
        for (i, p) in PRESETS.iter().enumerate() {
            assert!(
                PRESETS[i + 1..].iter().all(|q| q.id != p.id),
                "duplicate {}",
                p.id
            );
            assert_eq!(Preset::find(p.id), Some(p));
        }
        assert_eq!(Preset::find("no such"), None);
    }

    #[test]
    fn names_differ_by_language_and_are_not_empty() {
        for p in &PRESETS {
            assert!(!p.name(Lang::Pt).is_empty() && !p.name(Lang::En).is_empty());
            assert_ne!(p.name(Lang::Pt), p.name(Lang::En), "{}", p.id);
        }
    }

    #[test]
    fn per_move_modes() {
        let per_move = |id| Preset::find(id).unwrap().control().first_per_move();
        assert_eq!(per_move("90+30"), PerMove::Increment(Millis::from_secs(30)));
        assert_eq!(per_move("60"), PerMove::None);
        assert_eq!(
            per_move("90d30"),
            PerMove::SimpleDelay(Millis::from_secs(30))
        );
        assert_eq!(per_move("5b3"), PerMove::Bronstein(Millis::from_secs(3)));
    }

    /// 40/90 + 30: the 40th press adds the second period's 30 minutes and its increment.
    #[test]
    fn the_two_period_preset_adds_thirty_minutes_at_move_forty() {
        let mut clock = Clock::new(Preset::find("40/90+30+30").unwrap().control());
        let s = Millis::from_secs;
        let _ = clock.start(s(0)).unwrap();
        let mut now = 0;
        for _ in 0..39 {
            now += 10;
            let _ = clock.press(Color::White, s(now)).unwrap();
            now += 10;
            let _ = clock.press(Color::Black, s(now)).unwrap();
        }
        assert_eq!(clock.period(Color::White), 0);
        now += 10;
        let report = clock.press(Color::White, s(now)).unwrap().done().unwrap();
        assert_eq!(report.moves, 40);
        assert_eq!(report.period_added, Some((1, Millis::from_mins(30))));
        // 90 min − 40 × 10 s + 40 × 30 s + 30 min.
        assert_eq!(
            clock.remaining(Color::White, s(now)),
            s(5400 - 400 + 1200 + 1800)
        );
    }

    #[test]
    fn readings() {
        let cases = [
            (0, "0.0"),
            (1, "0.1"),
            (100, "0.1"),
            (101, "0.2"),
            (9_800, "9.8"),
            (9_900, "9.9"),
            (9_901, "0:10"),
            (10_000, "0:10"),
            (61_000, "1:01"),
            (1_500_000, "25:00"),
            (3_599_001, "1:00:00"),
            (5_400_000, "1:30:00"),
            (5_399_999, "1:30:00"),
            (36_000_000, "10:00:00"),
        ];
        for (ms, text) in cases {
            assert_eq!(clock_reading(Millis(ms)), text, "{ms} ms");
        }
    }
}
