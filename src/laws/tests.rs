//! Invariants of the edition table.
use super::*;
use crate::clock::Millis;

fn rows() -> impl Iterator<Item = (Edition, &'static EditionRules)> {
    Edition::ALL.into_iter().map(|e| (e, e.rules()))
}

#[test]
fn each_edition_has_its_own_row_and_2023_is_the_default() {
    for (e, r) in rows() {
        assert_eq!(r.edition, e, "row of {e}");
    }
    assert_eq!(Edition::default(), Edition::E2023);
    assert_eq!(EditionRules::current().edition, Edition::E2023);
    assert!(std::ptr::eq(
        EditionRules::current(),
        Edition::E2023.rules()
    ));
    assert_eq!(serde_json::to_string(&Edition::E2005).unwrap(), "\"2005\"");
}

/// The citation format of the preamble, per edition.
fn citation_problem(e: Edition, a: &str) -> Option<&'static str> {
    if a.is_empty() {
        return Some("empty");
    }
    if a.contains('(') || a.contains(')') {
        return Some("parentheses");
    }
    if let Some(n) = a.strip_prefix("Guidelines ") {
        // Only the 2009 unlettered adjournment guidelines; a paragraph may carry its sub-letter
        // ("Guidelines 9b"), as lettered articles do up to 2014.
        let digits = n.trim_end_matches(|c: char| c.is_ascii_lowercase());
        if e != Edition::E2009
            || digits.is_empty()
            || n.len() > digits.len() + 1
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Some("\"Guidelines N\" is the 2009 adjournment form only");
        }
        return None;
    }
    if a.contains(' ') {
        return Some("space");
    }
    let numbered = e >= Edition::E2017;
    let first = a.as_bytes()[0];
    if first.is_ascii_digit() {
        // Articles: letters up to 2014, numbers from 2017.
        let letters = a.bytes().any(|b| b.is_ascii_alphabetic());
        let depth = a.matches('.').count();
        if numbered && letters {
            return Some("letters in a numbered edition");
        }
        if !numbered && depth > 1 {
            return Some("x.y.z numbering in a lettered edition");
        }
        if !a.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.') {
            return Some("stray character");
        }
        return None;
    }
    if a.starts_with("III.") || a.starts_with("I.") || a.starts_with("II.") {
        return (!numbered).then_some("Guidelines I–III exist from 2017 only");
    }
    // Appendices: no dot after the letter in 2001/2005, a dot from 2009.
    let dotted = a.as_bytes().get(1) == Some(&b'.');
    if e <= Edition::E2005 && dotted {
        return Some("2001/2005 appendices have no dot");
    }
    if e >= Edition::E2009 && !dotted {
        return Some("appendices from 2009 have a dot");
    }
    if !first.is_ascii_uppercase() {
        return Some("unknown form");
    }
    None
}

#[test]
fn every_article_follows_the_citation_format_of_its_edition() {
    let mut failures = Vec::new();
    for (e, r) in rows() {
        for (field, article) in r.articles.all() {
            if let Some(a) = article
                && let Some(why) = citation_problem(e, a)
            {
                failures.push(format!("{e} {field} = {a:?}: {why}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn articles_list_every_field_once() {
    let all = Edition::E2023.rules().articles.all();
    let json = serde_json::to_value(Edition::E2023.rules().articles).unwrap();
    assert_eq!(all.len(), json.as_object().unwrap().len());
    let mut names: Vec<_> = all.iter().map(|(n, _)| *n).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), all.len());
}

#[test]
fn an_optional_article_is_present_exactly_when_its_rule_is() {
    let min1 = Millis::from_mins(1);
    for (e, r) in rows() {
        let a = &r.articles;
        let inadequate = |c| r.illegal_moves.regime(c, Supervision::Inadequate);
        let checks: [(&str, Option<&str>, bool); 22] = [
            (
                "contact_intentional",
                a.contact_intentional,
                r.touch_move.contact_presumed_intentional,
            ),
            (
                "promotion_choice",
                a.promotion_choice,
                r.touch_move.promotion_choice == PromotionChoice::FinalOnTouchingSquare,
            ),
            (
                "rapid_touch_on_request",
                a.rapid_touch_on_request,
                r.touch_move.on_request_only != TouchMoveOnRequest::Never,
            ),
            (
                "clock_without_move",
                a.clock_without_move,
                r.illegal_moves.actions.clock_pressed_without_move == ActionTreatment::IllegalMove,
            ),
            (
                "two_hands",
                a.two_hands,
                r.illegal_moves.actions.two_hands_with_clock == ActionTreatment::IllegalMove,
            ),
            (
                "rapid_illegal_position",
                a.rapid_illegal_position,
                matches!(
                    inadequate(TimeClass::Rapid).illegal_position,
                    IllegalPositionRule::InterveneIfPossible
                        | IllegalPositionRule::DrawIfStillOnBoardAfterNextMove
                ),
            ),
            (
                "rapid_one_minute",
                a.rapid_one_minute,
                inadequate(TimeClass::Rapid).penalty == min1,
            ),
            (
                "blitz_one_minute",
                a.blitz_one_minute,
                // July 2017: supervised blitz only (unsupervised, the first illegal move loses).
                [Supervision::Adequate, Supervision::Inadequate]
                    .iter()
                    .any(|&s| r.illegal_moves.regime(TimeClass::Blitz, s).penalty == min1),
            ),
            (
                "draw_offer_restriction",
                a.draw_offer_restriction,
                r.draw_claims.draw_offers.event_may_forbid,
            ),
            (
                "fivefold",
                a.fivefold,
                r.draw_claims.fivefold != FivefoldRule::NotInLaws,
            ),
            (
                "seventy_five_moves",
                a.seventy_five_moves,
                r.draw_claims.seventy_five_moves,
            ),
            (
                "rapid_both_flags",
                a.rapid_both_flags,
                r.clock.both_flags.rapid == BothFlagsRule::Draw,
            ),
            (
                "quickplay_increment_request",
                a.quickplay_increment_request,
                r.quickplay_finish.increment_request.is_some(),
            ),
            (
                "quickplay_announced",
                a.quickplay_announced,
                r.quickplay_finish.must_be_announced,
            ),
            (
                "quickplay_no_per_move_time",
                a.quickplay_no_per_move_time,
                r.quickplay_finish.excluded_by_per_move_time,
            ),
            (
                "device",
                a.device,
                r.conduct.device != DeviceRule::NoSpecificRule,
            ),
            (
                "move_made_capture",
                a.move_made_capture,
                r.touch_move.promotion_choice == PromotionChoice::FinalOnTouchingSquare,
            ),
            (
                "move_made_castling",
                a.move_made_castling,
                a.move_made_capture.is_some(),
            ),
            (
                "promotion_procedure",
                a.promotion_procedure,
                r.touch_move.adjusting == AdjustingRule::OnlyPlayerHavingTheMove,
            ),
            (
                "blitz_need_not_record_supervised",
                a.blitz_need_not_record_supervised,
                r.scoresheets.blitz_need_not_record.adequate,
            ),
            (
                "rapid_scoresheet_request",
                a.rapid_scoresheet_request,
                r.scoresheets.requests_to_see.is_some(),
            ),
            (
                "blitz_scoresheet_request",
                a.blitz_scoresheet_request,
                r.scoresheets.requests_to_see.is_some(),
            ),
        ];
        for (field, article, rule) in checks {
            assert_eq!(
                article.is_some(),
                rule,
                "{e}: article {field} is {article:?} but the rule is {}",
                if rule { "present" } else { "absent" }
            );
        }
        assert_eq!(
            a.move_made_promotion.is_some(),
            a.move_made_capture.is_some()
        );
    }
}

#[test]
fn fivefold_and_75_moves_only_from_2014() {
    for (e, r) in rows() {
        let from_2014 = e >= Edition::E2014;
        assert_eq!(
            r.draw_claims.fivefold != FivefoldRule::NotInLaws,
            from_2014,
            "{e}"
        );
        assert_eq!(r.draw_claims.seventy_five_moves, from_2014, "{e}");
        assert_eq!(
            r.draw_claims.fivefold == FivefoldRule::ConsecutiveAlternateMoves,
            e == Edition::E2014,
            "{e}: the consecutive definition is 2014's only"
        );
    }
}

#[test]
fn illegal_move_regimes_are_consistent() {
    for (e, r) in rows() {
        for class in [TimeClass::Standard, TimeClass::Rapid, TimeClass::Blitz] {
            for sup in [Supervision::Adequate, Supervision::Inadequate] {
                let g = r.illegal_moves.regime(class, sup);
                let case = format!("{e} {} {sup:?}", class.as_str());
                assert!((1..=3).contains(&g.losing_count), "{case}");
                // A penalty exists exactly when some illegal move does not lose.
                assert_eq!(g.penalty == Millis::ZERO, g.losing_count == 1, "{case}");
                assert!(g.penalty <= Millis::from_mins(2), "{case}");
                // A rule that only waits for claims has a window before the claimant acts.
                if g.enforcement == IllegalMoveEnforcement::OnClaimOnly {
                    assert_ne!(g.claim_window, ClaimWindow::DuringTheGame, "{case}");
                }
            }
        }
        // Standard play never depends on supervision, and the arbiter acts during the game.
        let s = r.illegal_moves.standard;
        assert_eq!(s.enforcement, IllegalMoveEnforcement::ArbiterActs, "{e}");
        assert_eq!(s.claim_window, ClaimWindow::DuringTheGame, "{e}");
        assert_eq!(
            r.illegal_moves
                .regime(TimeClass::Standard, Supervision::Inadequate),
            &s
        );
        // The dead-position exception from 2009 (decisions.md 4).
        assert_eq!(s.draw_if_opponent_cannot_mate, e >= Edition::E2009, "{e}");
        // One minute: blitz from July 2017 (B.2; unsupervised blitz then still loses on the
        // first illegal move, so there only from 2018), rapid from 2023 (A.3); never standard.
        // 2023 supervised blitz is under the Competition Rules (B.2), with their two minutes:
        // only B.3 brings A.3 into blitz.
        for sup in [Supervision::Adequate, Supervision::Inadequate] {
            let one = Millis::from_mins(1);
            let blitz_one = match sup {
                Supervision::Adequate => e == Edition::E2017 || e == Edition::E2018,
                Supervision::Inadequate => e >= Edition::E2018,
            };
            assert_eq!(
                r.illegal_moves.regime(TimeClass::Blitz, sup).penalty == one,
                blitz_one,
                "{e} blitz {sup:?}"
            );
            // An incorrect claim: as the illegal move, except that July 2017 has no first-move
            // loss to hide its one minute in unsupervised blitz.
            assert_eq!(
                r.draw_claims
                    .incorrect_claim_for(TimeClass::Blitz, sup)
                    .opponent_bonus
                    == one,
                blitz_one || (e == Edition::E2017 && sup == Supervision::Inadequate),
                "{e} blitz incorrect claim {sup:?}"
            );
            assert_eq!(
                r.illegal_moves.regime(TimeClass::Rapid, sup).penalty == one,
                e >= Edition::E2023,
                "{e} rapid {sup:?}"
            );
        }
        assert_eq!(s.penalty, Millis::from_mins(2), "{e}");
        // The incorrect-claim bonus follows the same one-minute rule.
        let ic = &r.draw_claims.incorrect_claim;
        assert_eq!(
            ic.blitz.opponent_bonus == Millis::from_mins(1),
            e >= Edition::E2017,
            "{e}"
        );
        assert_eq!(
            ic.rapid.opponent_bonus == Millis::from_mins(1),
            e >= Edition::E2023,
            "{e}"
        );
        assert_eq!(
            ic.standard.claimant != ClaimantDeduction::None,
            e <= Edition::E2005,
            "{e}: claimant deduction only in 2001/2005"
        );
    }
}

#[test]
fn time_class_limits_leave_rapid_between_blitz_and_standard() {
    for (e, r) in rows() {
        let l = r.time_classes;
        for secs in (0..=7200).step_by(1) {
            let t = Millis::from_secs(secs);
            assert!(
                !(l.blitz.contains(t) && l.standard.contains(t)),
                "{e}: {t} both blitz and standard"
            );
        }
        assert_eq!(l.class_of(Millis::ZERO), TimeClass::Blitz, "{e}");
        assert_eq!(
            l.class_of(Millis::from_mins(30)),
            TimeClass::Rapid,
            "{e}: 30 minutes"
        );
        assert_eq!(
            l.class_of(Millis::from_mins(61)),
            TimeClass::Standard,
            "{e}"
        );
    }
}

#[test]
fn claimant_deduction_of_2001_and_2005() {
    let d = Edition::E2005
        .rules()
        .draw_claims
        .incorrect_claim
        .standard
        .claimant;
    let s = Millis::from_secs;
    #[rustfmt::skip]
    let cases = [
        ("10:00 loses the 3-minute cap", s(600), s(420)),
        ("6:00 loses half, 3:00",       s(360), s(180)),
        ("4:00 loses half",             s(240), s(120)),
        ("2:01 loses half",             Millis(121_000), Millis(60_500)),
        ("2:00 set to 1:00",            s(120), s(60)),
        ("1:30 set to 1:00",            s(90), s(60)),
        ("1:00 stays 1:00",             s(60), s(60)),
        ("0:59 unchanged",              s(59), s(59)),
        ("0:00 unchanged",              s(0), s(0)),
    ];
    for (name, before, after) in cases {
        assert_eq!(d.apply(before), after, "{name}");
    }
    let none = Edition::E2009
        .rules()
        .draw_claims
        .incorrect_claim
        .standard
        .claimant;
    assert_eq!(none.apply(s(360)), s(360));
}

#[test]
fn lateness_rules() {
    let hour = Millis::from_mins(60);
    let r2001 = Edition::E2001.rules();
    assert!(!r2001.clock.default_time.loses(hour, None));
    assert!(r2001.clock.default_time.loses(Millis(hour.0 + 1), None));
    // 2001/2005 6.7: the hour, unless the rules of the competition set another default time.
    assert!(
        !r2001
            .clock
            .default_time
            .loses(Millis::from_mins(61), Some(Millis::from_mins(90)))
    );
    assert!(
        r2001
            .clock
            .default_time
            .loses(Millis::from_mins(31), Some(Millis::from_mins(30)))
    );
    let r2009 = Edition::E2009.rules();
    assert!(!r2009.clock.default_time.loses(Millis::ZERO, None));
    assert!(r2009.clock.default_time.loses(Millis(1), None));
    assert!(
        !r2009
            .clock
            .default_time
            .loses(Millis::from_mins(15), Some(Millis::from_mins(30)))
    );
    // At resumption the one hour lasts until 2009; the default time from 2014.
    assert!(
        !Edition::E2009
            .rules()
            .sealed_move
            .lateness
            .loses(Millis::from_mins(59), None)
    );
    assert!(
        Edition::E2014
            .rules()
            .sealed_move
            .lateness
            .loses(Millis::from_mins(1), None)
    );
}

#[test]
fn quickplay_finish_scope() {
    use TimeClass::*;
    for (e, r) in rows() {
        let q = &r.quickplay_finish;
        assert!(!q.applies(Blitz, false, true), "{e}: never blitz");
        let modern = e >= Edition::E2014;
        assert_eq!(
            q.applies(Standard, false, false),
            !modern,
            "{e}: unannounced"
        );
        assert_eq!(q.applies(Rapid, true, true), !modern, "{e}: with increment");
        assert!(q.applies(Standard, false, true), "{e}");
        assert_eq!(
            r.draw_claims.draw_offers.quickplay_claim_counts, !modern,
            "{e}"
        );
    }
}

#[test]
fn touch_move_on_request_only() {
    use Supervision::*;
    use TimeClass::*;
    let t = |e: Edition, c, s| e.rules().touch_move.only_on_request(c, s);
    assert!(t(Edition::E2001, Rapid, Adequate));
    assert!(t(Edition::E2005, Blitz, Inadequate));
    assert!(!t(Edition::E2001, Standard, Inadequate));
    assert!(!t(Edition::E2009, Rapid, Adequate));
    assert!(t(Edition::E2009, Rapid, Inadequate));
    assert!(!t(Edition::E2014, Rapid, Inadequate));
    assert!(!t(Edition::E2023, Blitz, Inadequate));
}

#[test]
fn devices_and_resignation() {
    let d = |e: Edition| e.rules().conduct.device;
    assert!(!d(Edition::E2001).loses(true));
    assert!(d(Edition::E2005).loses(true) && !d(Edition::E2005).loses(false));
    assert!(d(Edition::E2009).loses(true) && !d(Edition::E2009).loses(false));
    assert_eq!(
        d(Edition::E2009).opponent_score(),
        DeviceOpponentScore::WinsUnlessCannotMate
    );
    for e in [
        Edition::E2014,
        Edition::E2017,
        Edition::E2018,
        Edition::E2023,
    ] {
        assert!(d(e).loses(false), "{e}");
        assert_eq!(d(e).opponent_score(), DeviceOpponentScore::Wins, "{e}");
    }
    for (e, r) in rows() {
        assert_eq!(
            r.conduct.resignation == ResignationRule::DrawIfOpponentCannotMate,
            e == Edition::E2023,
            "{e}"
        );
        assert_eq!(
            matches!(
                r.conduct.colours_reversed,
                ColoursReversedRule::ReplayIfFewerThan(10)
            ),
            e >= Edition::E2017,
            "{e}"
        );
    }
}

#[test]
fn the_citation_check_rejects_wrong_forms() {
    use Edition::*;
    for (e, a) in [
        (E2023, "7.5b"),
        (E2014, "7.5.5"),
        (E2001, "A.8"),
        (E2009, "A8"),
        (E2014, "III.5"),
        (E2018, "Guidelines 8"),
        (E2023, "9.2 .1"),
        (E2009, "9.1b(3)"),
        (E2023, ""),
    ] {
        assert!(
            citation_problem(e, a).is_some(),
            "{e} {a:?} should be rejected"
        );
    }
    for (e, a) in [
        (E2001, "B5b"),
        (E2009, "A.4c"),
        (E2009, "Guidelines 8"),
        (E2014, "G.5"),
        (E2018, "A.4.2"),
        (E2023, "III.5.1"),
        (E2023, "I.8"),
        (E2005, "4.4d"),
    ] {
        assert_eq!(citation_problem(e, a), None, "{e} {a:?}");
    }
}
