//! The Laws of Chess, edition by edition.
//!
//! * [`Edition`]: the seven editions; [`Edition::rules`] gives its row of the one table,
//!   [`EditionRules`], holding every number and switch that differs between editions, with the
//!   [`Articles`] a ruling cites in that edition's numbering. Ruling code reads the row and never
//!   compares editions.
//! * [`classify`]: standard, rapid or blitz, per edition (editions.md §7.1).
//!
//! Where editions.md marks a fact [U], the row follows decisions.md and the field's doc says so.
use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

mod articles;
mod penalty;
mod rules;
mod table;
mod time_class;

pub use articles::Articles;
pub use penalty::{IllegalMoveConsequence, IllegalMovePenalty, illegal_move_penalty};
pub use rules::*;
pub use time_class::{classify, reckoned_time};

/// An edition of the FIDE Laws of Chess. 2023 is the one in force and the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Edition {
    E2001,
    E2005,
    E2009,
    E2014,
    E2017,
    E2018,
    #[default]
    E2023,
}

impl Edition {
    pub const ALL: [Edition; 7] = [
        Edition::E2001,
        Edition::E2005,
        Edition::E2009,
        Edition::E2014,
        Edition::E2017,
        Edition::E2018,
        Edition::E2023,
    ];

    /// This edition's row of the rule table.
    pub fn rules(self) -> &'static EditionRules {
        match self {
            Edition::E2001 => &table::L2001,
            Edition::E2005 => &table::L2005,
            Edition::E2009 => &table::L2009,
            Edition::E2014 => &table::L2014,
            Edition::E2017 => &table::L2017,
            Edition::E2018 => &table::L2018,
            Edition::E2023 => &table::L2023,
        }
    }

    /// The year, as the contract spells it: `"2023"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Edition::E2001 => "2001",
            Edition::E2005 => "2005",
            Edition::E2009 => "2009",
            Edition::E2014 => "2014",
            Edition::E2017 => "2017",
            Edition::E2018 => "2018",
            Edition::E2023 => "2023",
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Edition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl EditionRules {
    /// The row of the edition in force (2023), the default.
    pub fn current() -> &'static EditionRules {
        Edition::default().rules()
    }
}

/// An edition name that is not one of the seven.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEdition(pub String);

impl fmt::Display for UnknownEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown edition {:?} (expected one of 2001, 2005, 2009, 2014, 2017, 2018, 2023)",
            self.0
        )
    }
}

impl std::error::Error for UnknownEdition {}

impl FromStr for Edition {
    type Err = UnknownEdition;
    fn from_str(s: &str) -> Result<Edition, UnknownEdition> {
        Edition::ALL
            .into_iter()
            .find(|e| e.as_str() == s)
            .ok_or_else(|| UnknownEdition(s.to_owned()))
    }
}

/// Standard, rapid or blitz (editions.md §7.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TimeClass {
    #[default]
    Standard,
    Rapid,
    Blitz,
}

impl TimeClass {
    pub const fn as_str(self) -> &'static str {
        match self {
            TimeClass::Standard => "standard",
            TimeClass::Rapid => "rapid",
            TimeClass::Blitz => "blitz",
        }
    }

    pub fn from_code(s: &str) -> Option<TimeClass> {
        [TimeClass::Standard, TimeClass::Rapid, TimeClass::Blitz]
            .into_iter()
            .find(|c| c.as_str() == s)
    }
}

/// Whether a rapid or blitz game is adequately supervised (editions.md §2.2, §7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Supervision {
    #[default]
    Adequate,
    Inadequate,
}

#[cfg(test)]
mod tests;
