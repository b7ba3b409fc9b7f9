//! The article numbers a ruling cites, per edition, in that edition's own numbering and in the
//! project's citation format (no spaces, no parentheses: `"4.3a"`, `"7.5.5"`, `"B5b"`, `"A.4.2"`,
//! `"III.5"`, `"Guidelines 8"`).
//!
//! A field is an `Option` exactly when the rule it cites is absent from some edition; the
//! table's tests check that the article is present exactly when the rule is.
use serde::Serialize;

/// A cited article, present or absent.
trait Citation {
    fn citation(&self) -> Option<&'static str>;
}

impl Citation for &'static str {
    fn citation(&self) -> Option<&'static str> {
        Some(self)
    }
}

impl Citation for Option<&'static str> {
    fn citation(&self) -> Option<&'static str> {
        *self
    }
}

/// Declares [`Articles`] and its list of fields by name.
macro_rules! articles {
    ($( $(#[$m:meta])* pub $name:ident : $ty:ty, )*) => {
        /// Article numbers, one field per topic a ruling cites.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
        pub struct Articles {
            $( $(#[$m])* pub $name: $ty, )*
        }

        impl Articles {
            /// Every topic with its field name and article, `None` where the edition has no
            /// such rule.
            pub fn all(&self) -> Vec<(&'static str, Option<&'static str>)> {
                vec![$( (stringify!($name), Citation::citation(&self.$name)), )*]
            }
        }
    };
}

impl Articles {
    /// The penalty article for an illegal move, given the articles the ruling has cited so far:
    /// where the edition prints a penalty for each kind of illegal move (July 2017: 7.5.3,
    /// 7.7.2, 7.8.2), the act cited decides; otherwise [`Articles::illegal_move_penalty`].
    pub fn illegal_move_penalty_after(&self, cited: &[&str]) -> &'static str {
        let own = |act: Option<&'static str>, penalty: Option<&'static str>| {
            act.filter(|a| cited.contains(a)).and(penalty)
        };
        own(self.two_hands, self.two_hands_penalty)
            .or(own(
                self.clock_without_move,
                self.clock_without_move_penalty,
            ))
            .unwrap_or(self.illegal_move_penalty)
    }
}

articles! {
    // --- Touch-move (Article 4) -----------------------------------------------------------
    /// One hand per move: 4.1.
    pub one_hand: &'static str,
    /// Adjusting ("j'adoube"): 4.2 / 4.2.1.
    pub adjusting: &'static str,
    /// Other contact presumed intentional: 4.2.2 (2017+).
    pub contact_intentional: Option<&'static str>,
    /// Own piece touched: 4.3a / 4.3.1.
    pub touch_own_piece: &'static str,
    /// Opponent's piece touched: 4.3b / 4.3.2.
    pub touch_opponent_piece: &'static str,
    /// Pieces of both colours touched: 4.3c / 4.3.3.
    pub touch_both_colours: &'static str,
    /// King and rook touched, castle: 4.4a / 4.4.1.
    pub castling_king_and_rook: &'static str,
    /// Rook touched first: 4.4b / 4.4.2.
    pub castling_rook_first: &'static str,
    /// Intending to castle, castling illegal: 4.4c / 4.4.3.
    pub castling_illegal: &'static str,
    /// Promotion piece choice final: 4.4d / 4.4.4 (2005+).
    pub promotion_choice: Option<&'static str>,
    /// Nothing touched can be moved or captured: 4.5.
    pub nothing_touched_movable: &'static str,
    /// How promotion is performed: 4.6 (2014+).
    pub promotion_procedure: Option<&'static str>,
    /// A released piece cannot go to another square: 4.7 (2001) / 4.6 (2005, 2009) / 4.7.
    pub released_piece: &'static str,
    /// "Move made" for a capture: 4.6a / 4.7a / 4.7.1 (not spelled out in 2001).
    pub move_made_capture: Option<&'static str>,
    /// "Move made" for castling: 4.6b / 4.7b / 4.7.2 (not spelled out in 2001).
    pub move_made_castling: Option<&'static str>,
    /// "Move made" for a promotion: 4.6c / 4.7c / 4.7.3 (not spelled out in 2001).
    pub move_made_promotion: Option<&'static str>,
    /// Right to claim touch-move lost: 4.6 (2001) / 4.7 (2005, 2009) / 4.8.
    pub touch_claim_lost: &'static str,
    /// Rapid/blitz: Article 4 only on request: B5a (2001) / B5 (2005) / A.4b (2009).
    pub rapid_touch_on_request: Option<&'static str>,

    // --- Illegal moves --------------------------------------------------------------------
    /// Illegal move found: restore the position: 7.4a / 7.5a / 7.5.1.
    pub illegal_move: &'static str,
    /// Penalty (time to the opponent, the losing one): 7.4b / 7.5b / 7.5.3 (July 2017) / 7.5.5.
    pub illegal_move_penalty: &'static str,
    /// The penalty for two hands where the edition prints it apart: 7.7.2 (July 2017).
    /// `None`: [`Articles::illegal_move_penalty`] is that penalty.
    pub two_hands_penalty: Option<&'static str>,
    /// The penalty for the clock pressed without a move where the edition prints it apart:
    /// 7.8.2 (July 2017). `None`: [`Articles::illegal_move_penalty`] is that penalty.
    pub clock_without_move_penalty: Option<&'static str>,
    /// The clocks after the pieces are put back to an earlier position: the arbiter's best
    /// judgement, the move counter too: 6.14 (2001, 2005) / 6.13 (2009) / 7.1 (2014+).
    pub irregularity_clocks: &'static str,
    /// Pawn left unpromoted: 7.4a (2009 lists it; 2001/2005 the general rule) / 7.5a / 7.5.2.
    pub unpromoted_pawn: &'static str,
    /// Clock pressed without a move: 7.8.1 (July 2017) / 7.5.3 (2018+).
    pub clock_without_move: Option<&'static str>,
    /// Two hands and the clock pressed: 7.7.1 (July 2017) / 7.5.4 (2018+).
    pub two_hands: Option<&'static str>,
    /// Rapid, inadequate supervision: B5b (2001) / B6 (2005) / A.4c / A.4b / A.4.2 / A.5.2.
    pub rapid_illegal_move: &'static str,
    /// Rapid, illegal position seen by the arbiter: A.4c (2009) / A.4d / A.4.4 / A.5.4.
    pub rapid_illegal_position: Option<&'static str>,
    /// Blitz, inadequate supervision: C3 / B.3c / B.3 / B.4 / B.3.
    pub blitz_illegal_move: &'static str,
    /// Rapid: one minute instead of two in Articles 7 and 9: A.3 (2023).
    pub rapid_one_minute: Option<&'static str>,
    /// Blitz: one minute instead of two in Articles 7 and 9: B.2 (July 2017, 2018: every blitz
    /// game) / A.3 (2023, only where B.3 sends blitz to the rapid rules, without adequate
    /// supervision; supervised blitz is under the Competition Rules, B.2).
    pub blitz_one_minute: Option<&'static str>,

    // --- Draws (Article 9, 5.2) -----------------------------------------------------------
    /// Event may forbid draw offers or agreements: 9.1a / 9.1.1 (2009+).
    pub draw_offer_restriction: Option<&'static str>,
    /// Draw by agreement: 5.2c (until 2014), 5.2.3 (2017+, where it needs a move by each).
    pub draw_agreement: &'static str,
    /// The draw offer, which stands until accepted, rejected (orally or by touching a piece
    /// with the intention of moving or capturing it) or the game ends: 9.1a / 9.1b1 / 9.1.2.1.
    pub draw_offer: &'static str,
    /// A claim counts as a draw offer: 9.1c / 9.1b3 / 9.1.2.3.
    pub claim_is_draw_offer: &'static str,
    /// Threefold, position about to appear (move written): 9.2a / 9.2.1.1 / 9.2.1.
    pub threefold_about_to_appear: &'static str,
    /// Threefold, position has just appeared: 9.2b (until 2014) / 9.2.1.2 / 9.2.2.
    pub threefold_has_appeared: &'static str,
    /// 50 moves, with the move written: 9.3a / 9.3.1.
    pub fifty_moves_about_to_complete: &'static str,
    /// 50 moves already made: 9.3b / 9.3.2.
    pub fifty_moves_made: &'static str,
    /// Right to claim lost by moving / touching: 9.4.
    pub claim_right_lost: &'static str,
    /// Correct claim, the game is drawn: 9.5a (until 2009) / 9.5b (2014) / 9.5.2.
    pub correct_claim: &'static str,
    /// Incorrect claim: 9.5b (until 2009) / 9.5c (2014) / 9.5.3.
    pub incorrect_claim: &'static str,
    /// Fivefold repetition: 9.6a / 9.6.1 (2014+).
    pub fivefold: Option<&'static str>,
    /// 75-move rule: 9.6b / 9.6.2 (2014+).
    pub seventy_five_moves: Option<&'static str>,
    /// Dead position: 5.2b / 5.2.2.
    pub dead_position: &'static str,

    // --- Clock ----------------------------------------------------------------------------
    /// Moves in an allotted period and/or time added with each move (sudden death, periods,
    /// increment): 6.2a / 6.3a (2014) / 6.3.1.
    pub clock_periods: &'static str,
    /// The delay mode ("tempo adicional"; simple or Bronstein delay): 6.2b / 6.3b / 6.3.2.
    pub clock_delay: &'static str,
    /// Improper clock handling (pressing it before moving, knocking it over…): 6.8b (2001,
    /// 2005) / 6.7c (2009) / 6.2d (2014) / 6.2.4.
    pub clock_handling: &'static str,
    /// Flag fallen: lost unless the opponent cannot mate: 6.10 (2001, 2005) / 6.9.
    pub flag_fall: &'static str,
    /// Both flags fallen, order unknown, in the last period: drawn: 10.3 (2001, the
    /// quickplay-finish period) / 6.12b / 6.11b / III.3.1.2.
    pub both_flags: &'static str,
    /// Both flags fallen, order unknown, before the last period: play continues: 6.12 (2001) /
    /// 6.12a / 6.11a / III.3.1.1.
    pub both_flags_continue: &'static str,
    /// Rapid and blitz: when a flag counts as fallen (claims and calls): B6 / B7 / A.4d / A.4c /
    /// A.4.3 / A.5.3.
    pub rapid_flag: &'static str,
    /// Rapid and blitz: the flag claim itself: B7 (2001) / B8 (2005), where the appendix prints
    /// it apart from [`Articles::rapid_flag`]; the same clause from 2009.
    pub rapid_flag_claim: &'static str,
    /// The clause by which the arbiter calls a flag he sees in unsupervised rapid/blitz: A.4.5
    /// (2018, and 2017 following it), A.5.5 (2023); 2014: 6.8 itself (the flag falls when the
    /// arbiter observes it), which the appendix leaves in force: its A.4c is the player's claim,
    /// and no appendix clause of its own is confirmed (editions.md open question 11). `None`: no
    /// such rule (until 2009), and [`Articles::rapid_flag`] is cited.
    pub rapid_flag_called: Option<&'static str>,
    /// Rapid and blitz both flags fallen: B8 / B9 / A.4d (2001–2009).
    pub rapid_both_flags: Option<&'static str>,
    /// Late arrival, default: 6.7 / 6.6a / 6.7a / 6.7.1.
    pub default_time: &'static str,
    /// Neither player present initially: White loses the time until he arrives (6.6 2001/2005,
    /// 6.6b 2009, 6.7b 2014, 6.7.2 2017+).
    pub neither_present: Option<&'static str>,

    // --- Quickplay finish ------------------------------------------------------------------
    /// The claim: 10.2 / G.5 / III.5.
    pub quickplay_claim: &'static str,
    /// Claim accepted: 10.2a / G.5a / III.5.1.
    pub quickplay_accepted: &'static str,
    /// Decision postponed: 10.2b / G.5b / III.5.2.
    pub quickplay_postponed: &'static str,
    /// Claim rejected: 10.2c / G.5c / III.5.3.
    pub quickplay_rejected: &'static str,
    /// No arbiter present, the claim ends the game: D1 / D.1 / G.6 / III.6.1.
    pub quickplay_no_arbiter: &'static str,
    /// No arbiter present, the claim referred to the designated arbiter: III.6.2 (2017+; the
    /// earlier paragraphs say both in one).
    pub quickplay_no_arbiter_referred: Option<&'static str>,
    /// Request for an increment: G.4 / III.4 (2014+).
    pub quickplay_increment_request: Option<&'static str>,
    /// Only when announced: G.2 / III.2.1 (2014+).
    pub quickplay_announced: Option<&'static str>,
    /// Not with increment or delay, not blitz: G.3 / III.2.2 (2014+).
    pub quickplay_no_per_move_time: Option<&'static str>,
    /// Not in blitz: C4 / C2 / B.3b / G.3 / III.2.2.
    pub quickplay_not_in_blitz: &'static str,

    // --- Sealed moves ---------------------------------------------------------------------
    /// Sealing: A1a / Guidelines 1a / E.1a / I.1.1.
    pub sealing: &'static str,
    /// A draw offered after the sealing stands until answered: A4 / Guidelines 4 / E.4 / I.4.
    pub adjourned_draw_offer: &'static str,
    /// Draw agreed or resignation before resumption ends the game: A6 / Guidelines 6 / E.6 / I.6.
    pub adjourned_game_concluded: &'static str,
    /// Sealed move ambiguous, false or illegal: A8 / Guidelines 8 / E.8 / I.8.
    pub sealed_move_loses: &'static str,
    /// Resumption, the replier present: A9a / Guidelines 9a / E.9a / I.9.1.
    pub resumption: &'static str,
    /// Resumption, the replier absent (his clock runs): A9b / Guidelines 9b / E.9b / I.9.2.
    pub resumption_replier_absent: &'static str,
    /// Resumption, the sealer absent: A9c / Guidelines 9c / E.9c / I.9.3.
    pub resumption_sealer_absent: &'static str,
    /// Late at resumption: A10 / Guidelines 10 / E.10 / I.10.
    pub resumption_late: &'static str,
    /// The late sealer whose sealed move mates wins: A10a / Guidelines 10a (2001–2009; from
    /// 2014 the lateness clause itself keeps the sealed move's result and is cited).
    pub resumption_late_sealed_mate: Option<&'static str>,
    /// The late sealer whose sealed move stalemates or leaves a dead position draws: A10b /
    /// Guidelines 10b (2001–2009).
    pub resumption_late_sealed_draw: Option<&'static str>,
    /// Envelope missing: A11a / Guidelines 11a / E.11a / I.12.1.
    pub envelope_missing: &'static str,
    /// Envelope missing and the position cannot be re-established: the game is annulled and
    /// replayed: A11b / Guidelines 11b / E.11b / I.12.2.
    pub envelope_position_lost: &'static str,

    // --- Conduct and results ----------------------------------------------------------------
    /// Electronic devices: 12.2b / 12.3b / 11.3b / 11.3.2 / 11.3.2.2 (none in 2001).
    pub device: Option<&'static str>,
    /// The arbiter's penalties: 13.4 / 12.9.
    pub penalties: &'static str,
    /// A clock with an evident defect is replaced, the times set by best judgement: 6.11
    /// (2001/2005) / 6.10a / 6.10.1.
    pub clock_defect: &'static str,
    /// A clock found wrongly set: the correct setting installed, times and move counter
    /// adjusted by best judgement: 6.10b / 6.10.2; 2001/2005 have only the general rule for an
    /// irregularity (times at the arbiter's best judgement): 6.14.
    pub clock_setting_wrong: &'static str,
    /// Rapid and blitz: no change to the clock setting after a few moves each: B4 / A.4a /
    /// A.4.1.1 / A.5.1.1.
    pub rapid_clock_setting: &'static str,
    /// The result signed on the scoresheets stands even if incorrect: 8.7.
    pub result_signed: &'static str,
    /// Persistent refusal to comply with the Laws loses: 12.7 (2001) / 12.8 / 11.7.
    pub persistent_refusal: &'static str,
    /// Both players refusing: both lose: 12.8 (2001) / 12.9 / 11.8.
    pub both_refuse: &'static str,
    /// A player who displaces pieces restores them in his own time: 7.3 (until 2009) / 7.4a /
    /// 7.4.1.
    pub player_displaced: &'static str,
    /// ... and may be penalised: 7.4c / 7.4.3 (within 7.3 until 2009).
    pub player_displaced_penalty: Option<&'static str>,
    /// Writing moves in advance is forbidden: 8.1 / 8.1.2 (no such rule in 2001).
    pub write_in_advance: Option<&'static str>,
    /// A player may stop the clock only to seek the arbiter's assistance: 6.13b (2001/2005) /
    /// 6.12b / 6.11.2.
    pub stop_clock: &'static str,
    /// Stopping the clock without a valid reason is penalised: 6.13d (2001/2005) / 6.12d /
    /// 6.11.4.
    pub stop_clock_no_reason: &'static str,
    /// The clock pressed with the hand that made the move: 6.8b (2001, 2005) / 6.7b / 6.2c /
    /// 6.2.3.
    pub same_hand: &'static str,
    /// Points: a player who forfeits scores nothing: 11.1 (until 2009) / 10.1.
    pub scoring: &'static str,
    /// Colours reversed: 7.2 / 7.3.
    pub colours_reversed: &'static str,
    /// Resignation: 5.1b / 5.1.2.
    pub resignation: &'static str,
    /// Checkmate ends the game: 5.1a / 5.1.1.
    pub checkmate: &'static str,
    /// Stalemate ends the game: 5.2a / 5.2.1.
    pub stalemate: &'static str,
    /// Initial position found wrong: 7.1a / 7.2a / 7.2.1.
    pub initial_position: &'static str,
    /// Board wrongly oriented: 7.1b / 7.2b / 7.2.2.
    pub board_orientation: &'static str,
    /// Pieces found displaced from their squares: 7.5 / 7.6.
    pub displaced_pieces: &'static str,
    /// Rapid and blitz: no set-up claims after a few moves each: B4 / A.4a / A.4.1 / A.5.1.
    pub rapid_setup: &'static str,
    /// Rapid with adequate supervision: the clause that sends the game to the Competition Rules
    /// (A.3 2009/2014, A.3.1 2017/2018, A.4 2023; none in 2001/2005, where Appendix B governs
    /// every rapid game).
    pub rapid_competition_rules: Option<&'static str>,
    /// Rapid defined: B1 / A.1.
    pub rapid_definition: &'static str,
    /// Blitz defined: C1 / B.1.
    pub blitz_definition: &'static str,

    // --- Scoresheets (Art. 8, the appendices) ------------------------------------------------
    /// Each player records the moves, move after move: 8.1 / 8.1.1.
    pub recording: &'static str,
    /// He may reply before recording the opponent's move, but records his own previous move
    /// before making another: 8.1 / 8.1.3.
    pub reply_before_recording: &'static str,
    /// Less than five minutes and under 30 s added per move: not obliged to record: 8.4 (8.4a
    /// in 2005, whose 8.4b is the case with 30 s or more).
    pub recording_exemption: &'static str,
    /// Neither keeps score under 8.4: the arbiter's scoresheet, after a flag fell: 8.5a (2001,
    /// 2009) / 8.5 (2005, 2014: lettering not certain) / 8.5.1.
    pub scoresheets_neither: &'static str,
    /// Only one does not keep score: he updates from the opponent's: 8.5b / 8.5 / 8.5.2.
    pub scoresheets_one: &'static str,
    /// No complete scoresheet: the game reconstructed on a second board: 8.5c / 8.5 / 8.5.3.
    pub scoresheets_reconstruction: &'static str,
    /// Scoresheets that cannot show the overstep: the next move is the first of the following
    /// period: 8.6.
    pub scoresheets_not_up_to_date: &'static str,
    /// Rapid: the players need not record: B3 (2001/2005) / A.2.
    pub rapid_need_not_record: &'static str,
    /// Supervised blitz sent to that rapid rule: C2 (2001/2005) / B.2 (2009); none from 2014,
    /// where supervised blitz is under the Competition Rules.
    pub blitz_need_not_record_supervised: Option<&'static str>,
    /// Unsupervised blitz sent to that rapid rule: C2 / B.3a (2009) / B.3 (2014, 2023) / B.4
    /// (2017/2018).
    pub blitz_need_not_record: &'static str,
    /// Supervised rapid: the player may ask to see the arbiter's scoresheet, at most five
    /// times: A.3.2 (2017/2018) / A.4.3 (2023); none before 2017.
    pub rapid_scoresheet_request: Option<&'static str>,
    /// The same in supervised blitz: B.3.2 (2017/2018) / B.2.3 (2023).
    pub blitz_scoresheet_request: Option<&'static str>,
    /// A player unable to keep score: 8.1 / 8.1.6.
    pub unable_to_record: &'static str,
    /// Distracting or annoying the opponent, unreasonable claims and draw offers included:
    /// 12.5 (2001) / 12.6 (2005, 2009) / 11.5 (2014+).
    pub distraction: &'static str,
    /// Infractions of the conduct articles lead to the arbiter's penalties: 12.6 (2001) / 12.7
    /// (2005, 2009) / 11.6 (2014+).
    pub conduct_penalised: &'static str,
    /// Where the edition has no rule against writing moves in advance (2001): the article on
    /// recording the moves that governs the scoresheet instead, 8.1.
    pub recording_without_advance_ban: Option<&'static str>,
    /// ... and the use of the scoresheet (only moves, clock times, draw offers, claims; no
    /// notes): 12.2 (2001).
    pub scoresheet_use_without_advance_ban: Option<&'static str>,
    /// The arbiter decides when the game restarts after a stop: 6.13c (2001/2005) / 6.12c /
    /// 6.11.3.
    pub stop_clock_restart: &'static str,

    // --- Visually disabled players (Appendix F 2001/2005, E 2009, D from 2014) -------------
    /// On the visually disabled player's special board a piece counts as touched only when it
    /// is taken out of its securing hole: F2.2 (2001/2005) / E.2.2 (2009) / D.2 (2014, whose
    /// inner numbering is not confirmed) / D.2.2.
    pub visually_disabled_touch: &'static str,
    /// For the sighted player the normal rules of touching and making a move hold: the last
    /// sentence of F2.3 / E.2.3 / D.2 (2014) / D.2.5.
    pub sighted_player_normal_rules: &'static str,
    /// A slip of the tongue in announcing a move is corrected at once, before the opponent's
    /// clock is started: F2.6 / E.2.6 / D.2 (2014) / D.2.8.
    pub announcement_slip: &'static str,
    /// Different positions on the two boards, the scoresheets agreeing: the player who recorded
    /// the right move but made another puts his board right: F2.7 / E.2.7 / D.2 (2014) / D.2.9.
    pub boards_differ: &'static str,
    /// ... the scoresheets differing: the moves are retraced to where they agree and the
    /// arbiter readjusts the clocks: F2.8 / E.2.8 / D.2 (2014) / D.2.9.
    pub boards_differ_scoresheets_differ: &'static str,
    /// Blitz under adequate supervision goes by the Competition Rules: B.3.1 (2017, 2018), B.2
    /// (2023). Cited where it is why a supervised blitz penalty stays two minutes while the
    /// unsupervised game takes one (2023: only B.3 brings in A.3). `None` where no text was at
    /// hand (2001-2014: no one-minute rule in blitz to set it apart from).
    pub blitz_competition_rules: Option<&'static str>,
    /// The notation appendix on how a capture is written, the capture sign being optional:
    /// C.9 (2009, 2014: "x" among the abbreviations that need not be recorded; 2017+: "an x
    /// may be inserted"). `None` for 2001/2005, whose Appendix E text was not at hand.
    pub notation_capture: Option<&'static str>,
}
