//! Scoresheets (Art. 8 and the rapid and blitz appendices): the rulings for the scoresheet
//! events (docs/arbitro-cli.md, "Additions": `not_recording`, `flag_fall` with `scoresheets`,
//! `request_scoresheet`). One line per case, edition by edition; see `ruling_table` for the
//! format. The expectations were written from the Laws' text of each edition before the engine
//! was extended:
//!
//! * 8.1 (8.1.1 / 8.1.3 from July 2017): each player records his and his opponent's moves, move
//!   after move; he may reply before recording the opponent's move, but must record his own
//!   previous move before making another (every edition since 1997). So the missing moves may
//!   hold one of his own, not two: up to three at his turn, up to two while the opponent thinks.
//! * 8.4 (8.4a in 2005, whose course text letters it): not obliged to record with less than five minutes and no 30 s or more added per move.
//!   2001: "when the player has less than five minutes"; from 2005: "at some stage in a period …
//!   for the remainder of the period" (shared/seeds: the 2001 and 2005 Portuguese texts).
//! * Penalties: 13.4 until 2009, 12.9 from 2014.
//! * Rapid: no need to record (2001/2005 B3; A.2 from 2009), whatever the supervision. Blitz:
//!   the rapid rules through C2 (2001/2005); 2009 B.2 (supervised, "Competition Rules and A.2")
//!   or B.3a (rapid laws); from 2014 only unsupervised blitz goes to A.2 (2014 B.3, 2017/2018
//!   B.4, 2023 B.3); supervised blitz is under the Competition Rules (8.1, 8.4).
//! * Flag fall in a period that demands a number of moves: 8.5a/b/c (2001, 2009; "8.5" in 2005
//!   and 2014, whose lettering is not certain), 8.5.1–8.5.3 from 2017; then the flag (6.10 in
//!   2001/2005, 6.9 after). 8.6: scoresheets that cannot show the overstep — the next move is the
//!   first of the following period (the next period's time is given). In the last period the
//!   count does not matter: the flag decides.
//! * Requests to see the arbiter's scoresheet in supervised rapid and blitz: 2017/2018 A.3.2,
//!   B.3.2; 2023 A.4.3, B.2.3; when it is his move, at most five times; more distract the
//!   opponent (11.5, penalties 12.9). Earlier editions have no such right.
//! * Unable to keep score (8.1; 8.1.6 from 2017): 2001 deducts time at the start; from 2005 an
//!   assistant and the clock adjusted equitably; from 2017 no adjustment for a disability.
mod ruling_table;

const RECORDING: &str = r#"
# The Game of the Century, D. Byrne - R. Fischer, New York 1956, after 30...Bd5 (White to move).
@def GOTC "fen":"3Q1bk1/1p3p1p/2p3p1/3b4/8/7P/r4nPK/4N3 w - - 1 31"
@def CL40 "time_control":"40/5400:1800"
@def CL10 "time_control":"40/5400+10:1800+10"
@def CL30 "time_control":"40/5400+30:1800+30"

# --- 8.1: the duty to record, and when it yields -----------------------------------------------
six minutes, no increment: he must bring his scoresheet up to date 2001-2009 | 2001,2005,2009 | {$GOTC,$CL40,"clocks":{"white":"0:06:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:06:00,0:20:00; a=8.1,13.4
six minutes 2014 | 2014 | {$GOTC,$CL40,"clocks":{"white":"0:06:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:06:00,0:20:00; a=8.1,12.9
six minutes 2017+ | 2017,2018,2023 | {$GOTC,$CL40,"clocks":{"white":"0:06:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:06:00,0:20:00; a=8.1.1,12.9
exactly five minutes is not less than five | 2023 | {$GOTC,$CL40,"clocks":{"white":"0:05:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:05:00,0:20:00; a=8.1.1,12.9
four minutes, no increment: not obliged | 2001,2009,2014,2017,2018,2023 | {$GOTC,$CL40,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=play_continues; k=0:04:00,0:20:00; a=8.4
four minutes and 10 s a move: not obliged | 2001,2009,2014,2017,2018,2023 | {$GOTC,$CL10,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=play_continues; k=0:04:00,0:20:00; a=8.4
four minutes and 30 s a move: he must record 2017+ | 2017,2018,2023 | {$GOTC,$CL30,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:04:00,0:20:00; a=8.1.1,12.9
four minutes and 30 s a move 2001 | 2001 | {$GOTC,$CL30,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:04:00,0:20:00; a=8.1,13.4
the exemption is personal: the opponent with twenty minutes must record | 2018 | {$GOTC,$CL40,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"not_recording":"black"}]} | d=scoresheet_update_required; k=0:04:00,0:20:00; a=8.1.1,12.9
# 4:50 with 10 s a move: two quick moves take White back above five minutes (5:08).
@def CLIMB {"wait":"0:01"},{"play":"h2g1"},{"press_clock":"white"},{"wait":"0:02"},{"play":"g8g7"},{"press_clock":"black"},{"wait":"0:01"},{"play":"g1h2"},{"press_clock":"white"},{"wait":"0:02"},{"play":"g7g8"},{"press_clock":"black"}
back above five minutes: 2001 asks only whether he has less than five now | 2001 | {$GOTC,$CL10,"clocks":{"white":"0:04:50","black":"0:20:00"},"events":[$CLIMB,{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:05:08,0:20:16; a=8.1,13.4
back above five minutes: from 2005 exempt for the rest of the period | 2009 | {$GOTC,$CL10,"clocks":{"white":"0:04:50","black":"0:20:00"},"events":[$CLIMB,{"not_recording":"white"}]} | d=play_continues; k=0:05:08,0:20:16; a=8.4
back above five minutes, exempt 2014+ | 2014,2017,2018,2023 | {$GOTC,$CL10,"clocks":{"white":"0:04:50","black":"0:20:00"},"events":[$CLIMB,{"not_recording":"white"}]} | d=play_continues; k=0:05:08,0:20:16; a=8.4
# Short-Timman after 31.Kh2: White at 4:00, Black's illegal 31...Kg7 gives White two minutes (6:00).
@def ST31 "fen":"4rrk1/1bpR1p2/1pq1pQp1/p3P2p/P1PR3P/5N2/2P2PPK/8 b - - 1 31"
@def PENALTY {"wait":"0:10"},{"play":"g8g7"},{"press_clock":"black"},{"claim":"illegal_move"}
two minutes for an illegal move: 2001 asks whether he has less than five now | 2001 | {$ST31,$CL40,"clocks":{"white":"0:04:00","black":"0:12:00"},"events":[$PENALTY,{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:06:00,0:11:50; a=8.1,13.4
two minutes for an illegal move: still excused for the period 2005 | 2005 | {$ST31,$CL40,"clocks":{"white":"0:04:00","black":"0:12:00"},"events":[$PENALTY,{"not_recording":"white"}]} | d=play_continues; k=0:06:00,0:11:50; a=8.4a
two minutes for an illegal move: still excused for the period 2009+ | 2009,2014,2017,2018,2023 | {$ST31,$CL40,"clocks":{"white":"0:04:00","black":"0:12:00"},"events":[$PENALTY,{"not_recording":"white"}]} | d=play_continues; k=0:06:00,0:11:50; a=8.4
# A new period ends the exemption: White makes his 40th move with 4 minutes and gets 30 more.
new period: the exemption is over | 2018,2023 | {"fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40",$CL40,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"play":"a1a7"},{"press_clock":"white"},{"not_recording":"white"}]} | d=scoresheet_update_required; k=0:34:00,0:20:00; a=8.1.1,12.9; n=40,39

# --- 8.1 / 8.1.3: replying before recording ------------------------------------------------------
Black replied without writing White's move: allowed 2017+ | 2017,2018,2023 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"play":"e1f3"},{"press_clock":"white"},{"play":"f2e4"},{"press_clock":"black"},{"not_recording":"black","missing":1}]} | d=play_continues; k=0:30:00,0:30:00; a=8.1.3
allowed, up to 2014 | 2001,2005,2009,2014 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"white","missing":1}]} | d=play_continues; k=0:30:00,0:30:00; a=8.1
his own last move and the reply missing, his turn: he must write his before moving | 2023 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"white","missing":2}]} | d=play_continues; k=0:30:00,0:30:00; a=8.1.3
three missing at his turn: only one is his own, he may still write it | 2023 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"white","missing":3}]} | d=play_continues; k=0:30:00,0:30:00; a=8.1.3
four missing at his turn: two of his own, he moved with his previous move unrecorded | 2023 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"white","missing":4}]} | d=scoresheet_update_required; k=0:30:00,0:30:00; a=8.1.3,12.9
four missing 2009 | 2009 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"white","missing":4}]} | d=scoresheet_update_required; k=0:30:00,0:30:00; a=8.1,13.4
three missing while the opponent thinks: two are his own | 2018 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"black","missing":3}]} | d=scoresheet_update_required; k=0:30:00,0:30:00; a=8.1.3,12.9
missing counts moves | 2023 | {$GOTC,$CL40,"clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"not_recording":"white","missing":0}]} | err=events[0].missing
the clocks are needed to judge the exemption | 2023 | {$GOTC,$CL40,"events":[{"not_recording":"white"}]} | err=events[0].not_recording

# --- rapid and blitz: the players need not record -----------------------------------------------
rapid: no need to record 2001-2005 | 2001,2005 | {$GOTC,"time_control":"1500+10","clocks":{"white":"0:20:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=play_continues; k=0:20:00,0:20:00; a=B3
rapid: no need to record 2009+ | 2009,2014,2017,2018,2023 | {$GOTC,"time_control":"1500+10","clocks":{"white":"0:20:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=play_continues; k=0:20:00,0:20:00; a=A.2
supervised rapid too 2018 | 2018 | {$GOTC,"time_control":"1500+10","supervision":"adequate","events":[{"not_recording":"black"}]} | d=play_continues; a=A.2
unsupervised blitz 2001-2005 | 2001,2005 | {$GOTC,"time_control":"300+3","supervision":"inadequate","events":[{"not_recording":"white"}]} | d=play_continues; a=C2,B3
unsupervised blitz 2009 | 2009 | {$GOTC,"time_control":"300+3","supervision":"inadequate","events":[{"not_recording":"white"}]} | d=play_continues; a=B.3a,A.2
supervised blitz 2009 | 2009 | {$GOTC,"time_control":"300+3","supervision":"adequate","events":[{"not_recording":"white"}]} | d=play_continues; a=B.2,A.2
unsupervised blitz 2014 | 2014 | {$GOTC,"time_control":"300+3","supervision":"inadequate","events":[{"not_recording":"white"}]} | d=play_continues; a=B.3,A.2
unsupervised blitz 2017-2018 | 2017,2018 | {$GOTC,"time_control":"300+3","supervision":"inadequate","events":[{"not_recording":"white"}]} | d=play_continues; a=B.4,A.2
unsupervised blitz 2023 | 2023 | {$GOTC,"time_control":"300+3","supervision":"inadequate","events":[{"not_recording":"white"}]} | d=play_continues; a=B.3,A.2
supervised blitz 2018, four minutes: under the Competition Rules, 8.4 | 2018 | {$GOTC,"time_control":"300+3","supervision":"adequate","clocks":{"white":"0:04:00","black":"0:04:00"},"events":[{"not_recording":"white"}]} | d=play_continues; k=0:04:00,0:04:00; a=8.4

# --- 8.1 / 8.1.6: a player unable to keep score ------------------------------------------------
unable to keep score 2001: time deducted at the start | 2001 | {$GOTC,$CL40,"clocks":{"white":"1:30:00","black":"1:30:00"},"events":[{"unable_to_record":"white"}]} | d=clock_adjusted; k=1:30:00,1:30:00; a=8.1
unable to keep score 2005-2014: an assistant, the clock adjusted | 2005,2009,2014 | {$GOTC,$CL40,"clocks":{"white":"1:30:00","black":"1:30:00"},"events":[{"unable_to_record":"white"}]} | d=clock_adjusted; k=1:30:00,1:30:00; a=8.1
unable to keep score 2017+ | 2017,2018,2023 | {$GOTC,$CL40,"clocks":{"white":"1:30:00","black":"1:30:00"},"events":[{"unable_to_record":"white"}]} | d=clock_adjusted; k=1:30:00,1:30:00; a=8.1.6
a disability 2017+: no adjustment | 2017,2018,2023 | {$GOTC,$CL40,"events":[{"unable_to_record":"black","disability":true}]} | d=play_continues; a=8.1.6
a disability 2001-2009: the text makes no exception | 2001,2005,2009 | {$GOTC,$CL40,"events":[{"unable_to_record":"black","disability":true}]} | d=clock_adjusted; a=8.1
rapid: nobody needs to record anyway | 2023 | {$GOTC,"time_control":"1500+10","events":[{"unable_to_record":"white"}]} | d=play_continues; a=A.2
disability is true or false | 2023 | {$GOTC,$CL40,"events":[{"unable_to_record":"white","disability":"yes"}]} | err=events[0].disability
the 2005 exemption is 8.4a | 2005 | {$GOTC,$CL40,"clocks":{"white":"0:04:00","black":"0:20:00"},"events":[{"not_recording":"white"}]} | d=play_continues; k=0:04:00,0:20:00; a=8.4a
"#;

const FLAG: &str = r#"
# The Game of the Century after 38...Bb3+ (White to move 39): 38 moves each, 40 due by the flag.
@def GOTC38 "fen":"1Q6/5pk1/2p3p1/1p2N2p/1b5P/1b4n1/r5P1/3K4 w - - 10 39"
@def FLAG40 "time_control":"40/5400:1800",$GOTC38,"clocks":{"white":"0:00:20","black":"0:03:00"}
# --- 8.5: the flag falls before the time control, scoresheets incomplete ------------------------
neither kept score: the arbiter's scoresheet shows 38 moves 2017+ | 2017,2018,2023 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5.1,6.9
neither kept score 2014 | 2014 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5,6.9
neither kept score 2009 | 2009 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5a,6.9
neither kept score 2005 | 2005 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5,6.10
neither kept score 2001 | 2001 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5a,6.10
only Black's scoresheet is complete: White updates from it 2017+ | 2017,2018,2023 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"black"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5.2,6.9
only one kept score 2009 | 2009 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"black"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5b,6.9
no complete scoresheet: reconstructed on a second board 2017+ | 2017,2018,2023 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"reconstructed"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5.3,6.9
reconstructed 2001 | 2001 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"reconstructed"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=8.5c,6.10
# --- 8.6: the overstep cannot be shown -----------------------------------------------------------
not established: the game's next move is the first of the next period, for both sides 2017+ | 2017,2018,2023 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"not_established"}]} | d=play_continues; k=0:30:00,0:33:00; a=8.6; n=40,40
not established 2001 | 2001 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"not_established"}]} | d=play_continues; k=0:30:00,0:33:00; a=8.6; n=40,40
not established, then White plays on in the new period | 2023 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"not_established"},{"wait":"0:10"}]} | d=play_continues; k=0:29:50,0:33:00; a=A.1,6.3.1
# The last period (sudden death): the count does not matter, the flag decides.
last period: not established changes nothing | 2018 | {"time_control":"5400",$GOTC38,"clocks":{"white":"0:00:20","black":"0:03:00"},"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"not_established"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=6.9
last period, the arbiter's scoresheet | 2018 | {"time_control":"5400",$GOTC38,"clocks":{"white":"0:00:20","black":"0:03:00"},"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=6.9
# A lone king cannot mate: the flag draws, once the count shows it fell before the control.
the count shows the overstep, but Black cannot mate | 2023 | {"time_control":"40/5400:1800","fen":"8/8/8/4k3/8/8/4P3/4K3 w - - 0 39","clocks":{"white":"0:00:20","black":"0:03:00"},"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"arbiter"}]} | d=game_drawn; r=1/2-1/2; k=0:00:00,0:03:00; a=8.5.1,6.9
scoresheets names who kept score | 2023 | {$FLAG40,"events":[{"wait":"0:20"},{"flag_fall":"white","scoresheets":"nobody"}]} | err=events[1].scoresheets
both flags and scoresheets are not ruled together | 2023 | {$FLAG40,"events":[{"flag_fall":"both","scoresheets":"arbiter"}]} | err=events[0].scoresheets
"#;

const REQUESTS: &str = r#"
@def RAPID "time_control":"1500+10","supervision":"adequate","fen":"3Q1bk1/1p3p1p/2p3p1/3b4/8/7P/r4nPK/4N3 w - - 1 31"
@def ASK {"request_scoresheet":"white"}
# --- A.3.2 (2017/2018), A.4.3 (2023): to see the arbiter's scoresheet, at most five times --------
supervised rapid: the arbiter shows him the scoresheet 2017-2018 | 2017,2018 | {$RAPID,"events":[$ASK]} | d=play_continues; a=A.3.2
supervised rapid 2023 | 2023 | {$RAPID,"events":[$ASK]} | d=play_continues; a=A.4.3
no such right before 2017 | 2009,2014 | {$RAPID,"events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=A.2
no such right 2001-2005 | 2001,2005 | {$RAPID,"events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=B3
the fifth request is still his right | 2018 | {$RAPID,"events":[$ASK,$ASK,$ASK,$ASK,$ASK]} | d=play_continues; a=A.3.2
the sixth distracts the opponent 2017-2018 | 2017,2018 | {$RAPID,"events":[$ASK,$ASK,$ASK,$ASK,$ASK,$ASK]} | d=penalty_at_discretion; a=A.3.2,11.5,12.9
the sixth 2023 | 2023 | {$RAPID,"events":[$ASK,$ASK,$ASK,$ASK,$ASK,$ASK]} | d=penalty_at_discretion; a=A.4.3,11.5,12.9
only when it is his move | 2023 | {$RAPID,"events":[{"request_scoresheet":"black"}]} | d=claim_not_allowed; c=not_allowed; a=A.4.3
unsupervised rapid: nobody keeps the arbiter's scoresheet | 2018 | {"time_control":"1500+10","supervision":"inadequate","events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=A.2
supervised blitz 2017-2018 | 2017,2018 | {"time_control":"300+2","supervision":"adequate","events":[$ASK]} | d=play_continues; a=B.3.2
supervised blitz 2023 | 2023 | {"time_control":"300+2","supervision":"adequate","events":[$ASK]} | d=play_continues; a=B.2.3
supervised blitz 2009: B.2 with A.2, no such right | 2009 | {"time_control":"300+2","supervision":"adequate","events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=B.2,A.2
supervised blitz 2001-2005: C2 with B3 | 2001,2005 | {"time_control":"300+2","supervision":"adequate","events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=C2,B3
unsupervised blitz 2018: B.4 with A.2 | 2018 | {"time_control":"300+2","supervision":"inadequate","events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=B.4,A.2
standard play: he keeps his own scoresheet | 2023 | {"time_control":"5400+30","events":[$ASK]} | d=claim_not_allowed; c=not_allowed; a=8.1.1
"#;

#[test]
fn scoresheet_table() {
    let n = ruling_table::run(RECORDING) + ruling_table::run(FLAG) + ruling_table::run(REQUESTS);
    assert!(n > 80, "only {n} case-editions checked");
}

/// The replay the app shows (`timeline`) captions the scoresheet events in both languages, and
/// rules as `rule` does.
#[test]
fn the_timeline_captions_the_scoresheet_events() {
    use arbitro::incident::Incident;
    use arbitro::rulings::{rule, timeline};
    let cases = [
        (
            r#"{"edition":"2023","time_control":"40/5400:1800","fen":"1Q6/5pk1/2p3p1/1p2N2p/1b5P/1b4n1/r5P1/3K4 w - - 10 39","clocks":{"white":"0:04:00","black":"0:03:00"},"events":[{"not_recording":"white"},{"not_recording":"black","missing":2},{"unable_to_record":"black","disability":true},{"wait":"4:00"},{"flag_fall":"white","scoresheets":"not_established"}]}"#,
            [
                "is not recording",
                "lacks the last 2",
                "unable to keep score",
                "cannot show how many moves",
            ]
            .as_slice(),
        ),
        (
            r#"{"edition":"2018","time_control":"1500+10","events":[{"request_scoresheet":"white"}]}"#,
            ["asks the arbiter to see the scoresheet"].as_slice(),
        ),
    ];
    for (json, words) in cases {
        let inc = Incident::from_json(json).unwrap();
        let t = timeline(&inc).unwrap();
        assert_eq!(t.steps.len(), inc.events.len(), "{json}");
        assert_eq!(t.ruling, rule(&inc).unwrap(), "{json}");
        assert!(t.steps.iter().all(|s| !s.caption.pt.is_empty()), "{json}");
        let captions: Vec<String> = t.steps.iter().map(|s| s.caption.en.clone()).collect();
        for w in words {
            assert!(
                captions.iter().any(|c| c.contains(w)),
                "{w:?} not in {captions:?}"
            );
        }
    }
}
