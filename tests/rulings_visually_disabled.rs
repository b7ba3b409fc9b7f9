//! Play with a visually disabled player (Appendix F 2001/2005, E 2009, D from 2014): the
//! incident's `visually_disabled` and the touch modifier `"taken_out": false`
//! (docs/arbitro-cli.md, Additions). The expectations were written from the appendix's text of
//! each edition (2018: Chess-Arbiter/handbook 035824a, applicationd; 2023:
//! richelbilderbeek/conquer_chess; 2009: chess11.com/blind.html, mliebelt/pgn-spec-commented):
//! on the special board a piece is touched only when taken out of its securing hole (F2.2 /
//! E.2.2 / D.2.2); for the sighted player the normal rules hold (F2.3 / E.2.3 / D.2.5). The
//! 2014 text's inner numbering was not found: D.2 is cited. See `ruling_table` for the format.
mod ruling_table;

const TABLE: &str = r#"
@def VDB "visually_disabled":"black"
@def VDW "visually_disabled":"white"
@def REP "moves":["Nf3","Nf6","Ng1","Ng8","Nf3","Nf6","Ng1","Ng8"],"time_control":"5400","clocks":{"white":"0:30:00","black":"0:30:00"}

# --- a hand on a piece left in its hole is no touch ------------------------------------------
felt in its hole: no obligation 2017+ | 2017,2018,2023 | {$VDB,"moves":["e4"],"events":[{"touch":"g8","taken_out":false}]} | d=no_obligation; a=D.2.2
felt in its hole 2014 | 2014 | {$VDB,"moves":["e4"],"events":[{"touch":"g8","taken_out":false}]} | d=no_obligation; a=D.2
felt in its hole 2009 | 2009 | {$VDB,"moves":["e4"],"events":[{"touch":"g8","taken_out":false}]} | d=no_obligation; a=E.2.2
felt in its hole 2001-2005 | 2001,2005 | {$VDB,"moves":["e4"],"events":[{"touch":"g8","taken_out":false}]} | d=no_obligation; a=F2.2
felt, then another lifted: the lifted one binds | 2023 | {$VDB,"moves":["e4"],"events":[{"touch":"g8","taken_out":false},{"touch":"b8"}]} | d=touch_move_obligation; m=Na6,Nc6; a=D.2.2,4.3.1
lifted: touched 2009 | 2009 | {$VDB,"moves":["e4"],"events":[{"touch":"b8"}]} | d=touch_move_obligation; m=Na6,Nc6; a=E.2.2,4.3a
the sighted player: normal rules | 2023 | {$VDB,"events":[{"touch":"g1"}]} | d=touch_move_obligation; m=Nf3,Nh3; a=D.2.5,4.3.1
the sighted player: normal rules 2001 | 2001 | {$VDB,"events":[{"touch":"g1"}]} | d=touch_move_obligation; m=Nf3,Nh3; a=F2.3,4.3a
without a visually disabled player nothing changes | 2023 | {"events":[{"touch":"g1"}]} | d=touch_move_obligation; m=Nf3,Nh3; a=4.3.1

# --- what follows: draw offers, the right to claim, rapid claims -----------------------------
felt: the draw offer still stands | 2023 | {$VDB,"moves":["e4","e5"],"events":[{"offer_draw":"white"},{"play":"g1f3"},{"press_clock":"white"},{"touch":"b8","taken_out":false},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1.2.1,5.2.3
lifted: the offer is declined | 2023 | {$VDB,"moves":["e4","e5"],"events":[{"offer_draw":"white"},{"play":"g1f3"},{"press_clock":"white"},{"touch":"b8"},{"accept_draw":"black"}]} | d=touch_move_obligation; m=Na6,Nc6; a=9.1.2.1,D.2.2,4.3.1
felt: the threefold claim is kept | 2009 | {$VDW,$REP,"events":[{"touch":"g1","taken_out":false},{"claim":"threefold"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:30:00,0:30:00; a=9.2b,9.5a
lifted: the threefold claim is lost (9.4) | 2009 | {$VDW,$REP,"events":[{"touch":"g1"},{"claim":"threefold"}]} | d=claim_incorrect; c=incorrect; m=Nf3,Nh3; k=0:30:00,0:33:00; a=9.2b,9.4,9.5b
lifted: 2005 loses the right only by moving | 2005 | {$VDW,$REP,"events":[{"touch":"g1"},{"claim":"threefold"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:30:00,0:30:00; a=9.2b,9.5a
rapid 2005: lifted before claiming the illegal move: too late | 2005 | {$VDB,"time_control":"900+10","moves":["e4","e5"],"events":[{"play":"d1d3"},{"press_clock":"white"},{"touch":"b8"},{"claim":"illegal_move"}]} | d=claim_not_allowed; c=not_allowed; a=B6
rapid 2005: felt before claiming: in time | 2005 | {$VDB,"time_control":"900+10","moves":["e4","e5"],"events":[{"play":"d1d3"},{"press_clock":"white"},{"touch":"b8","taken_out":false},{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; m=Qe2,Qf3,Qg4,Qh5; a=B6,7.4a,4.3a,7.4b
the visually disabled player's illegal move: replaced by the lifted piece | 2023 | {$VDB,"moves":["e4","e5","Nf3"],"events":[{"touch":"d8","taken_out":false},{"touch":"b8"},{"play":"b8d7"},{"press_clock":"black"},{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; m=Na6,Nc6; a=7.5.1,D.2.2,4.3.1,7.5.5

# --- announcing the moves: a slip corrected in time, two boards that differ ----------------
@def ANN "visually_disabled":"white","time_control":"5400+30","clocks":{"white":"1:00:00","black":"1:00:00"},"moves":["e4","e5"]
slip of the tongue corrected before the press | 2017,2018,2023 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nh3"},{"announce":"Nf3"},{"press_clock":"white"}]} | d=play_continues; k=1:00:30,1:00:00; a=D.2.8
slip corrected 2009 | 2009 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nh3"},{"announce":"Nf3"},{"press_clock":"white"}]} | d=play_continues; k=1:00:30,1:00:00; a=E.2.6
announced as made: nothing to rule | 2023 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nf3"},{"press_clock":"white"}]} | d=play_continues; k=1:00:30,1:00:00; a=A.1,6.3.1
slip not corrected: the boards differ, the arbiter must compare the scoresheets | 2023 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nh3"},{"press_clock":"white"}]} | d=arbiter_judgement_required; k=1:00:30,1:00:00; a=D.2.8,D.2.9
both scoresheets have the announced move: the player's own board is put right | 2023 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nh3"},{"press_clock":"white"},{"boards_differ":{"white":"Nh3","black":"Nh3"}}]} | d=position_corrected; k=1:00:30,1:00:00; n=2,1; a=D.2.9; p=rnbqkbnr/pppp1ppp/8/4p3/4P3/7N/PPPP1PPP/RNBQKB1R b KQkq - 1 2
both scoresheets have the move made 2001 | 2001,2005 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nf3"},{"press_clock":"white"},{"boards_differ":{"white":"Nf3","black":"Nf3"}}]} | d=position_corrected; k=1:00:30,1:00:00; a=F2.7; p=rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
the scoresheets differ: retraced, the press taken back | 2023 | {$ANN,"events":[{"wait":"0:02:00"},{"play":"g1f3"},{"announce":"Nh3"},{"press_clock":"white"},{"wait":"0:01:00"},{"boards_differ":{"white":"Nf3","black":"Nh3"}}]} | d=position_corrected; k=0:58:00,0:59:00; n=1,1; a=D.2.9; p=rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
the scoresheets differ 2009 | 2009 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nh3"},{"press_clock":"white"},{"boards_differ":{"white":"Nf3","black":"Nh3"}}]} | d=position_corrected; k=1:00:00,1:00:00; a=E.2.8
the scoresheets differ 2014 | 2014 | {$ANN,"events":[{"play":"g1f3"},{"announce":"Nh3"},{"press_clock":"white"},{"boards_differ":{"white":"Nf3","black":"Nh3"}}]} | d=position_corrected; k=1:00:00,1:00:00; a=D.2
announce needs a visually disabled player | 2023 | {"events":[{"announce":"e4"}]} | err=events[0].announce
an announced move must be legal | 2023 | {"visually_disabled":"white","events":[{"announce":"e5"}]} | err=events[0]
boards compared with no move made | 2023 | {"visually_disabled":"white","events":[{"boards_differ":{"white":"e4","black":"e4"}}]} | err=events[0]
a scoresheet missing | 2023 | {"visually_disabled":"white","moves":["e4"],"events":[{"boards_differ":{"white":"e4"}}]} | err=events[0].boards_differ.black

# --- bad input --------------------------------------------------------------------------------
taken_out needs a visually disabled player | 2023 | {"events":[{"touch":"g1","taken_out":false}]} | err=events[0].taken_out
the sighted player's board has no holes | 2023 | {$VDB,"events":[{"touch":"g1","taken_out":false}]} | err=events[0].taken_out
taken_out is a boolean | 2023 | {$VDB,"moves":["e4"],"events":[{"touch":"g8","taken_out":"no"}]} | err=events[0].taken_out
visually_disabled is a side | 2023 | {"visually_disabled":"both","events":[]} | err=visually_disabled
"#;

#[test]
fn visually_disabled_rulings() {
    let n = ruling_table::run(TABLE);
    assert!(n >= 20, "{n} cases");
}

/// The replay the app shows (`timeline`) captions the new events in both languages, one step
/// per event, with the same ruling as `rule`.
#[test]
fn the_timeline_captions_the_special_board_events() {
    use arbitro::incident::Incident;
    use arbitro::rulings::{rule, timeline};
    let json = r#"{"edition":"2023","visually_disabled":"white","moves":["e4","e5"],"events":[{"touch":"b1","taken_out":false},{"play":"g1f3"},{"announce":"Nh3"},{"press_clock":"white"},{"boards_differ":{"white":"Nf3","black":"Nh3"}}]}"#;
    let inc = Incident::from_json(json).unwrap();
    let t = timeline(&inc).unwrap();
    assert_eq!(t.steps.len(), inc.events.len());
    assert_eq!(t.ruling, rule(&inc).unwrap());
    let en: Vec<&str> = t.steps.iter().map(|s| s.caption.en.as_str()).collect();
    let pt: Vec<&str> = t.steps.iter().map(|s| s.caption.pt.as_str()).collect();
    assert!(
        en[0].contains("securing hole") && pt[0].contains("orifício"),
        "{en:?} {pt:?}"
    );
    assert!(en[2].contains("announces the move Nh3") && pt[2].contains("anunciam o lance Nh3"));
    assert!(en[4].contains("Nf3 (White) and Nh3 (Black)"), "{}", en[4]);
}
