//! The rapid and blitz appendices on illegal moves and flags (editions.md §2.2, §2.3, §7.2): which
//! appendix articles a ruling cites, the appendix that decides a case by itself, and a flag
//! the arbiter must not signal. One line per case; see `ruling_table` for the format.
mod ruling_table;

const TABLE: &str = r#"
# After 1.e4 e5 White plays the queen d1-d3 over his own pawn and presses the clock.
@def QD3 {"play":"d1d3"},{"press_clock":"white"}
@def AFTER_E5 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
@def RAPID "time_control":"1500","supervision":"inadequate","moves":["e4","e5"],"clocks":{"white":"0:11:00","black":"0:12:30"}
@def BLITZ "time_control":"180+2","supervision":"inadequate","moves":["e4","e5"],"clocks":{"white":"0:02:10","black":"0:01:50"}
@def SUPBLITZ "time_control":"180+2","moves":["e4","e5"],"clocks":{"white":"0:02:10","black":"0:01:50"}

# --- blitz: C3 / B.3c decide by themselves; from 2014 the blitz article sends to the rapid one --
blitz claim wins 2001-2005: C3 alone | 2001,2005 | {$BLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=game_lost; r=0-1; c=correct; k=0:02:10,0:01:50; a=C3
blitz claim wins 2001-2005, supervised or not | 2001,2005 | {$SUPBLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=game_lost; r=0-1; c=correct; k=0:02:10,0:01:50; a=C3
blitz claim wins 2009: B.3c alone | 2009 | {$BLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=game_lost; r=0-1; c=correct; k=0:02:10,0:01:50; a=B.3c
blitz first illegal move loses 2014: B.3 then A.4b | 2014 | {$BLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=game_lost; r=0-1; c=correct; k=0:02:10,0:01:50; a=B.3,A.4b
blitz first illegal move loses 2017: B.4 then A.4.2 | 2017 | {$BLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=game_lost; r=0-1; c=correct; k=0:02:10,0:01:50; a=B.4,A.4.2
blitz 2018: B.4, A.4.2, then Art. 7 and the one minute of B.2 | 2018 | {$BLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; k=0:02:10,0:02:50; m=Qe2,Qf3,Qg4,Qh5; a=B.4,A.4.2,7.5.1,4.3.1,7.5.5,B.2; p=$AFTER_E5
blitz 2023: B.3, A.5.2, then Art. 7 and the one minute of A.3 | 2023 | {$BLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; k=0:02:10,0:02:50; m=Qe2,Qf3,Qg4,Qh5; a=B.3,A.5.2,7.5.1,4.3.1,7.5.5,A.3; p=$AFTER_E5
# 2023 B.2: supervised blitz is under the Competition Rules; only B.3 (otherwise) brings in A.3.
supervised blitz 2023: Art. 7's two minutes under B.2 | 2023 | {$SUPBLITZ,"events":[$QD3,{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; k=0:02:10,0:03:50; m=Qe2,Qf3,Qg4,Qh5; a=7.5.1,4.3.1,7.5.5,B.2; p=$AFTER_E5

# --- rapid: the 2014/2017 loss is the appendix alone; 2005's illegal-move paragraph is B6 -------
rapid arbiter sees it 2014: A.4b alone | 2014 | {$RAPID,"events":[$QD3]} | d=game_lost; r=0-1; k=0:11:00,0:12:30; a=A.4b
rapid arbiter sees it 2017: A.4.2 alone | 2017 | {$RAPID,"events":[$QD3]} | d=game_lost; r=0-1; k=0:11:00,0:12:30; a=A.4.2
rapid arbiter may not act 2005: the move stands (B6) | 2005 | {$RAPID,"events":[$QD3,{"claim":"illegal_move","by":"arbiter"}]} | d=move_stands; k=0:11:00,0:12:30; a=B6
rapid claim 2005: B6, then Art. 7 | 2005 | {$RAPID,"events":[$QD3,{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; k=0:11:00,0:14:30; m=Qe2,Qf3,Qg4,Qh5; a=B6,7.4a,4.3a,7.4b; p=$AFTER_E5
rapid claim after touching a piece 2001: right lost (B5b) | 2001 | {$RAPID,"events":[$QD3,{"touch":"g8"},{"claim":"illegal_move"}]} | d=claim_not_allowed; c=not_allowed; k=0:11:00,0:12:30; a=B5b
rapid claim after touching a piece 2009: still in time (A.4c) | 2009 | {$RAPID,"events":[$QD3,{"touch":"g8"},{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; k=0:11:00,0:14:30; m=Qe2,Qf3,Qg4,Qh5; a=A.4c,7.4a,4.3a,7.4b; p=$AFTER_E5

# --- a flag seen by the arbiter where only a claim counts (B6 / B7 / A.4d) ---------------------
@def FLAG "time_control":"1500","supervision":"inadequate","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"0:00:15","black":"0:03:00"}
rapid flag unclaimed 2001: play goes on (B6) | 2001 | {$FLAG,"events":[{"wait":"0:20"}]} | d=play_continues; k=0:00:00,0:03:00; a=B6
rapid flag unclaimed 2005: play goes on (B7) | 2005 | {$FLAG,"events":[{"wait":"0:20"}]} | d=play_continues; k=0:00:00,0:03:00; a=B7
rapid flag unclaimed 2009: play goes on (A.4d) | 2009 | {$FLAG,"events":[{"wait":"0:20"}]} | d=play_continues; k=0:00:00,0:03:00; a=A.4d1
rapid flag the arbiter calls 2018 | 2018 | {$FLAG,"events":[{"wait":"0:20"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=A.4.5,6.9
supervised rapid flag 2009: Article 6 | 2009 | {"time_control":"1500","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"0:00:15","black":"0:03:00"},"events":[{"wait":"0:20"}]} | d=game_lost; r=0-1; k=0:00:00,0:03:00; a=6.9
"#;

#[test]
fn rapid_blitz_table() {
    let n = ruling_table::run(TABLE);
    assert!(n > 20, "only {n} case-editions checked");
}
