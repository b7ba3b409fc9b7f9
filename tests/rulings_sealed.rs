//! Sealed moves and adjourned games (editions.md §6, decisions.md 14): Appendix A (2001, 2005),
//! the 2009 guidelines, Appendix E (2014), Guidelines I (2017+). One line per case; see
//! `ruling_table` for the format.
mod ruling_table;

const TABLE: &str = r#"
# White to move after 1.e4 e5 2.Nf3 Nc6 and must seal; White has 1:00:00, Black 1:30:00.
@def GAME "time_control":"40/7200:3600","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"1:00:00","black":"1:30:00"}
@def START r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
@def AFTER_BB5 r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
@def AFTER_BC4 r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
@def SEAL {"seal":"Bb5"},{"press_clock":"white"}
# Nd2 could be either knight.
@def AMB "time_control":"40/7200:3600","moves":["e4","e5","Nf3","Nc6","d4","exd4","Bc4","Bc5"],"clocks":{"white":"1:00:00","black":"1:30:00"}
# K+B against K: a dead position.
@def DEAD "time_control":"40/7200:3600","fen":"8/8/4k3/8/8/3BK3/8/8 w - - 0 60","clocks":{"white":"1:00:00","black":"1:30:00"}
# Ra8 mates.
@def MATE "time_control":"40/7200:3600","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"1:00:00","black":"1:30:00"}

# --- sealing: the move written, the clock stopped, clocks still while adjourned ---------------
adjourned 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=A1a; p=$START
adjourned 2009 | 2009 | {$GAME,"events":[$SEAL]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=Guidelines 1a; p=$START
adjourned 2014 | 2014 | {$GAME,"events":[$SEAL]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=E.1a; p=$START
adjourned 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=I.1.1; p=$START
sealed move written, clock not yet stopped: it may still change | 2017,2018,2023 | {$GAME,"events":[{"seal":"Bb5"}]} | d=play_continues; k=1:00:00,1:30:00; a=I.1.1; p=$START
an illegal sealed move binds nothing until the envelope is opened | 2023 | {$GAME,"events":[{"seal":"Ke3"},{"press_clock":"white"}]} | d=play_continues; k=1:00:00,1:30:00; a=I.1.1; p=$START
clocks stand still while adjourned | 2023 | {$GAME,"events":[$SEAL,{"wait":"20:00:00"}]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=I.1.1; p=$START
writing the sealed move takes the sealer's time | 2001,2005 | {$GAME,"events":[{"wait":"0:05:00"},{"seal":"Bb5"},{"wait":"0:02:00"},{"press_clock":"white"},{"wait":"1:00:00"}]} | d=touch_move_obligation; k=0:53:00,1:30:00; m=Bb5; a=A1a
the sealer cannot seal for the opponent | all | {$GAME,"events":[{"seal":"Nf6","by":"black"}]} | err=events[0]
no claim while adjourned | 2023 | {$GAME,"events":[$SEAL,{"claim":"threefold"}]} | err=events[2]

# --- resumption: the envelope opened, the sealed move made, the replier's clock started -------
resumed 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=A9a; p=$AFTER_BB5
resumed 2009 | 2009 | {$GAME,"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=Guidelines 9a; p=$AFTER_BB5
resumed 2014 | 2014 | {$GAME,"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=E.9a; p=$AFTER_BB5
resumed 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=I.9.1; p=$AFTER_BB5
resumed: the replier's clock runs (2001, 2005) | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{}},{"wait":"0:10:00"}]} | d=play_continues; k=1:00:00,1:20:00; a=B1,6.2a; p=$AFTER_BB5
resumed: the replier's clock runs (2009) | 2009 | {$GAME,"events":[$SEAL,{"resume":{}},{"wait":"0:10:00"}]} | d=play_continues; k=1:00:00,1:20:00; a=A.1,6.2a; p=$AFTER_BB5
resumed: the replier's clock runs (2014) | 2014 | {$GAME,"events":[$SEAL,{"resume":{}},{"wait":"0:10:00"}]} | d=play_continues; k=1:00:00,1:20:00; a=A.1,6.3a; p=$AFTER_BB5
resumed: the replier's clock runs (2017+) | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{}},{"wait":"0:10:00"}]} | d=play_continues; k=1:00:00,1:20:00; a=A.1,6.3.1; p=$AFTER_BB5
# The move counters: the adjourned position is before the sealed move; at resumption the sealed
# move is made and counts as the sealer's move (sealing completes the move, editions.md §6); the
# move that completes a period brings the next period's time, as at a press.
adjourned: the sealed move is not yet on the counter | 2023 | {$GAME,"events":[$SEAL]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=I.1.1; n=2,2
resumed: the sealed move counts on the sealer's counter | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=I.9.1; n=3,2
resumed: the sealed move counts (2001-2005) | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=A9a; n=3,2
sealed move 40 completes the period: the next period's hour is added | 2017,2018,2023 | {"time_control":"40/7200:3600","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 40","clocks":{"white":"0:05:00","black":"0:30:00"},"events":[$SEAL,{"resume":{}}]} | d=play_continues; k=1:05:00,0:30:00; a=I.9.1; n=40,39
sealed move 40, then Black's reply 40 | 2009 | {"time_control":"40/7200:3600","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 40","clocks":{"white":"0:05:00","black":"0:30:00"},"events":[$SEAL,{"resume":{}},{"wait":"0:10:00"},{"play":"f8c5"},{"press_clock":"black"}]} | d=play_continues; k=1:05:00,1:20:00; a=A.1,6.2a; n=40,40
changed before stopping the clock: the last counts (2001, 2005) | 2001,2005 | {$GAME,"events":[{"seal":"Bb5"},{"seal":"Bc4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=B1,6.2a; p=$AFTER_BC4
changed before stopping the clock: the last counts (2009) | 2009 | {$GAME,"events":[{"seal":"Bb5"},{"seal":"Bc4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.2a; p=$AFTER_BC4
changed before stopping the clock: the last counts (2014) | 2014 | {$GAME,"events":[{"seal":"Bb5"},{"seal":"Bc4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3a; p=$AFTER_BC4
changed before stopping the clock: the last counts (2017+) | 2017,2018,2023 | {$GAME,"events":[{"seal":"Bb5"},{"seal":"Bc4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3.1; p=$AFTER_BC4
not changed after stopping the clock (2001, 2005) | 2001,2005 | {$GAME,"events":[$SEAL,{"seal":"Bc4"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=B1,6.2a; p=$AFTER_BB5
not changed after stopping the clock (2009) | 2009 | {$GAME,"events":[$SEAL,{"seal":"Bc4"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.2a; p=$AFTER_BB5
not changed after stopping the clock (2014) | 2014 | {$GAME,"events":[$SEAL,{"seal":"Bc4"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3a; p=$AFTER_BB5
not changed after stopping the clock (2017+) | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"seal":"Bc4"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3.1; p=$AFTER_BB5
a move made on the board before sealing is the sealed move (2001, 2005) | 2001,2005 | {$GAME,"events":[{"play":"f1c4"},$SEAL,{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=B1,6.2a; p=$AFTER_BC4
a move made on the board before sealing is the sealed move (2009) | 2009 | {$GAME,"events":[{"play":"f1c4"},$SEAL,{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.2a; p=$AFTER_BC4
a move made on the board before sealing is the sealed move (2014) | 2014 | {$GAME,"events":[{"play":"f1c4"},$SEAL,{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3a; p=$AFTER_BC4
a move made on the board before sealing is the sealed move (2017+) | 2017,2018,2023 | {$GAME,"events":[{"play":"f1c4"},$SEAL,{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3.1; p=$AFTER_BC4
a move made on the board after being told to seal is the sealed move (2001, 2005) | 2001,2005 | {$GAME,"events":[{"seal":"Bb5"},{"play":"f1c4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=B1,6.2a; p=$AFTER_BC4
a move made on the board after being told to seal is the sealed move (2009) | 2009 | {$GAME,"events":[{"seal":"Bb5"},{"play":"f1c4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.2a; p=$AFTER_BC4
a move made on the board after being told to seal is the sealed move (2014) | 2014 | {$GAME,"events":[{"seal":"Bb5"},{"play":"f1c4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3a; p=$AFTER_BC4
a move made on the board after being told to seal is the sealed move (2017+) | 2017,2018,2023 | {$GAME,"events":[{"seal":"Bb5"},{"play":"f1c4"},{"press_clock":"white"},{"resume":{}},{"wait":"0:01"}]} | d=play_continues; k=1:00:00,1:29:59; a=A.1,6.3.1; p=$AFTER_BC4

# --- an ambiguous, false or illegal sealed move loses -----------------------------------------
ambiguous sealed move loses 2001-2005 | 2001,2005 | {$AMB,"events":[{"seal":"Nd2"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=A8
ambiguous sealed move loses 2009 | 2009 | {$AMB,"events":[{"seal":"Nd2"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=Guidelines 8
ambiguous sealed move loses 2014 | 2014 | {$AMB,"events":[{"seal":"Nd2"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=E.8
ambiguous sealed move loses 2017+ | 2017,2018,2023 | {$AMB,"events":[{"seal":"Nd2"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=I.8
illegal sealed move loses | 2001,2005 | {$GAME,"events":[{"seal":"Ke3"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=A8; p=$START
illegal sealed move loses 2017+ | 2017,2018,2023 | {$GAME,"events":[{"seal":"Ke3"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=I.8; p=$START
meaningless sealed move loses | 2009 | {$GAME,"events":[{"seal":"Zz9"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=Guidelines 8; p=$START
black sealing an illegal move loses too | 2014 | {$GAME,"moves":["e4","e5","Nf3"],"events":[{"seal":"Ke6"},{"press_clock":"black"},{"resume":{}}]} | d=game_lost; r=1-0; k=1:00:00,1:30:00; a=E.8
a dead position ended the game before the sealing (5.2b): void 2001-2005 | 2001,2005 | {$DEAD,"events":[{"seal":"Bh8"},{"press_clock":"white"},{"resume":{}}]} | d=result_stands; r=1/2-1/2; k=1:00:00,1:30:00; a=5.2b
a dead position ended the game before the sealing (5.2b): void 2009 | 2009 | {$DEAD,"events":[{"seal":"Bh8"},{"press_clock":"white"},{"resume":{}}]} | d=result_stands; r=1/2-1/2; k=1:00:00,1:30:00; a=5.2b
a dead position ended the game before the sealing (5.2b): void 2014 | 2014 | {$DEAD,"events":[{"seal":"Bh8"},{"press_clock":"white"},{"resume":{}}]} | d=result_stands; r=1/2-1/2; k=1:00:00,1:30:00; a=5.2b
a dead position ended the game before the sealing (5.2.2): void 2017+ | 2017,2018,2023 | {$DEAD,"events":[{"seal":"Bh8"},{"press_clock":"white"},{"resume":{}}]} | d=result_stands; r=1/2-1/2; k=1:00:00,1:30:00; a=5.2.2
exception: the replier's flag had fallen 2001-2005 | 2001,2005 | {$GAME,"clocks":{"white":"1:00:00","black":"0:00"},"events":[{"seal":"Zz9"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=1-0; k=1:00:00,0:00:00; a=A8,6.10
exception: the replier's flag had fallen 2009 | 2009 | {$GAME,"clocks":{"white":"1:00:00","black":"0:00"},"events":[{"seal":"Zz9"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=1-0; k=1:00:00,0:00:00; a=Guidelines 8,6.9
exception: the replier's flag had fallen 2017+ | 2017,2018,2023 | {$GAME,"clocks":{"white":"1:00:00","black":"0:00"},"events":[{"seal":"Zz9"},{"press_clock":"white"},{"resume":{}}]} | d=game_lost; r=1-0; k=1:00:00,0:00:00; a=I.8,6.9
the sealer's flag falls while sealing | 2023 | {$GAME,"events":[{"seal":"Zz9"},{"wait":"1:00:00"}]} | d=game_lost; r=0-1; k=0:00:00,1:30:00; a=6.9

# --- lateness at resumption: one hour until 2009, the event's default time from 2014 ---------
replier 45 minutes late: his clock ran 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"late":{"black":"0:45:00"}}}]} | d=play_continues; k=1:00:00,0:45:00; a=A9b; p=$AFTER_BB5
replier 45 minutes late 2009 (one hour, whatever the default time) | 2009 | {$GAME,"default_time":"0:30:00","events":[$SEAL,{"resume":{"late":{"black":"0:45:00"}}}]} | d=play_continues; k=1:00:00,0:45:00; a=Guidelines 9b; p=$AFTER_BB5
replier late, default time unset 2014 | 2014 | {$GAME,"events":[$SEAL,{"resume":{"late":{"black":"0:45:00"}}}]} | d=game_lost; r=1-0; k=1:00:00,1:30:00; a=E.10; p=$AFTER_BB5
replier late, default time unset 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{"late":{"black":"0:00:01"}}}]} | d=game_lost; r=1-0; k=1:00:00,1:30:00; a=I.10; p=$AFTER_BB5
replier within the event's default time 2014 | 2014 | {$GAME,"default_time":"1:00:00","events":[$SEAL,{"resume":{"late":{"black":"0:45:00"}}}]} | d=play_continues; k=1:00:00,0:45:00; a=E.9b; p=$AFTER_BB5
replier within the event's default time 2017+ | 2017,2018,2023 | {$GAME,"default_time":"1:00:00","events":[$SEAL,{"resume":{"late":{"black":"0:45:00"}}}]} | d=play_continues; k=1:00:00,0:45:00; a=I.9.2; p=$AFTER_BB5
sealer within the default time: the sealer absent 2017+ | 2017,2018,2023 | {$GAME,"default_time":"1:00:00","events":[$SEAL,{"resume":{"late":{"white":"0:20:00"}}}]} | d=play_continues; k=1:00:00,1:30:00; a=I.9.3; p=$AFTER_BB5
sealer 20 minutes late: the sealer absent 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"late":{"white":"0:20:00"}}}]} | d=play_continues; k=1:00:00,1:30:00; a=A9c; p=$AFTER_BB5
replier exactly one hour late is not over the hour | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"late":{"black":"1:00:00"}}}]} | d=play_continues; k=1:00:00,0:30:00; a=A9b; p=$AFTER_BB5
replier exactly one hour late 2009 | 2009 | {$GAME,"events":[$SEAL,{"resume":{"late":{"black":"1:00:00"}}}]} | d=play_continues; k=1:00:00,0:30:00; a=Guidelines 9b; p=$AFTER_BB5
replier late longer than his time left: flag | 2001 | {$GAME,"clocks":{"white":"1:00:00","black":"0:20:00"},"events":[$SEAL,{"resume":{"late":{"black":"0:30:00"}}}]} | d=game_lost; r=1-0; k=1:00:00,0:00:00; a=A9b,6.10; p=$AFTER_BB5
"#;

const TABLE_2: &str = r#"
@def GAME "time_control":"40/7200:3600","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"1:00:00","black":"1:30:00"}
@def AFTER_BB5 r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
@def SEAL {"seal":"Bb5"},{"press_clock":"white"}
@def MATE "time_control":"40/7200:3600","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"1:00:00","black":"1:30:00"}
replier over the hour 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"late":{"black":"1:00:01"}}}]} | d=game_lost; r=1-0; k=1:00:00,1:30:00; a=A10
replier over the hour 2009 | 2009 | {$GAME,"default_time":"2:00:00","events":[$SEAL,{"resume":{"late":{"black":"1:10:00"}}}]} | d=game_lost; r=1-0; k=1:00:00,1:30:00; a=Guidelines 10
sealer late 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"late":{"white":"1:10:00"}}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=A10
sealer late 2014 | 2014 | {$GAME,"default_time":"0:30:00","events":[$SEAL,{"resume":{"late":{"white":"0:31:00"}}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=E.10
sealer late 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{"late":{"white":"0:10:00"}}}]} | d=game_lost; r=0-1; k=1:00:00,1:30:00; a=I.10
sealer late but the sealed move mates 2001-2005 | 2001,2005 | {$MATE,"events":[{"seal":"Ra8"},{"press_clock":"white"},{"resume":{"late":{"white":"2:00:00"}}}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=A10a
sealer late but the sealed move mates 2009 | 2009 | {$MATE,"events":[{"seal":"Ra8"},{"press_clock":"white"},{"resume":{"late":{"white":"2:00:00"}}}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=Guidelines 10a
sealer late but the sealed move mates 2014 | 2014 | {$MATE,"events":[{"seal":"Ra8"},{"press_clock":"white"},{"resume":{"late":{"white":"2:00:00"}}}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=E.10
sealer late but the sealed move mates 2017+ | 2017,2018,2023 | {$MATE,"events":[{"seal":"Ra8"},{"press_clock":"white"},{"resume":{"late":{"white":"2:00:00"}}}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=I.10
sealer late but the sealed move stalemates 2001-2005 | 2001,2005 | {"time_control":"40/7200:3600","fen":"7k/5K2/8/8/8/8/8/6Q1 w - - 0 60","events":[{"seal":"Qg6"},{"press_clock":"white"},{"resume":{"late":{"white":"1:20:00"}}}]} | d=game_over; r=1/2-1/2; a=A10b
replier late over the hour, the sealed move mates: he loses all the same, the envelope never opened (A9, A10) | 2001 | {$MATE,"events":[{"seal":"Ra8"},{"press_clock":"white"},{"resume":{"late":{"black":"2:00:00"}}}]} | d=game_lost; r=1-0; k=1:00:00,1:30:00; a=A10
sealed move mates, nobody late | 2017,2018,2023 | {$MATE,"events":[{"seal":"Ra8"},{"press_clock":"white"},{"resume":{}}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=I.9.1,5.1.1
both late beyond the limit: both lose | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"late":{"white":"1:30:00","black":"1:30:00"}}}]} | d=game_lost; r=0-0; k=1:00:00,1:30:00; a=A10,11.1
both late beyond the limit: both lose 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{"late":{"white":"0:05:00","black":"0:05:00"}}}]} | d=game_lost; r=0-0; k=1:00:00,1:30:00; a=I.10,10.1

# --- lost envelope, draw offers and resignation during the adjournment ------------------------
envelope lost: the sealer plays the move he says he sealed | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true}}]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=A11a
envelope lost 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true}}]} | d=touch_move_obligation; k=1:00:00,1:30:00; m=Bb5; a=I.12.1
envelope lost 2009 | 2009 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true}}]} | d=touch_move_obligation; m=Bb5; k=1:00:00,1:30:00; a=Guidelines 11a
resignation during the adjournment | 2001,2005 | {$GAME,"events":[$SEAL,{"resign":"black"}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=A6
resignation during the adjournment 2009 | 2009 | {$GAME,"events":[$SEAL,{"resign":"black"}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=Guidelines 6
resignation during the adjournment 2014 | 2014 | {$GAME,"events":[$SEAL,{"resign":"black"}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=E.6
resignation during the adjournment 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resign":"black"}]} | d=game_over; r=1-0; k=1:00:00,1:30:00; a=I.6
a draw offer made before sealing stands | 2001,2005 | {$GAME,"events":[{"offer_draw":"white"},$SEAL,{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=A6
a draw offer made before sealing stands 2009 | 2009 | {$GAME,"events":[{"offer_draw":"white"},$SEAL,{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=Guidelines 6
a draw offer made before sealing stands 2014 | 2014 | {$GAME,"events":[{"offer_draw":"white"},$SEAL,{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=E.6
a draw offered after the sealing stands until answered | 2001,2005 | {$GAME,"events":[$SEAL,{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=A4,A6
a draw offered after the sealing 2009 | 2009 | {$GAME,"events":[$SEAL,{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=Guidelines 4,Guidelines 6
a draw offer made before sealing stands 2017+ | 2017,2018,2023 | {$GAME,"events":[{"offer_draw":"white"},$SEAL,{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=I.6
a draw offered after the sealing 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; k=1:00:00,1:30:00; a=I.4,I.6
no resumption without an adjournment | all | {$GAME,"events":[{"resume":{}}]} | err=events[0]
"#;

#[test]
fn sealed_move_table() {
    let n = ruling_table::run(TABLE) + ruling_table::run(TABLE_2);
    assert!(n > 150, "only {n} case-editions checked");
}
