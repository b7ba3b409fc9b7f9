//! Exam situations the contract could not express before issue 10 (tests/data/exam/inexpressible.md),
//! now written as incidents with the contract's additions (docs/arbitro-cli.md, "Additions"). One
//! line per case, edition by edition; see `ruling_table` for the format. The expectations were
//! written from the Laws' text of each edition before the engine was run on them.
mod ruling_table;

const TABLE: &str = r#"
# --- §11 both players absent after the default time: both lose, 0-0 (6.7.1 with 10.1) -------
both absent after the default time 2017+ | 2017,2018,2023 | {"default_time":"0:15:00","events":[{"arrive":{"white":"0:20:00","black":"0:20:00"}}]} | d=game_lost; r=0-0; a=6.7.1,10.1
both absent after the default time 2014 | 2014 | {"default_time":"0:15:00","events":[{"arrive":{"white":"0:20:00","black":"0:20:00"}}]} | d=game_lost; r=0-0; a=6.7a,10.1
both absent after the default time 2009 | 2009 | {"default_time":"0:15:00","events":[{"arrive":{"white":"0:20:00","black":"0:20:00"}}]} | d=game_lost; r=0-0; a=6.6a,11.1
both more than an hour late 2001-2005 | 2001,2005 | {"events":[{"arrive":{"white":"1:05:00","black":"1:10:00"}}]} | d=game_lost; r=0-0; a=6.7,11.1
the double forfeit stands: a later resignation is void | 2018,2023 | {"default_time":"0:15:00","events":[{"arrive":{"white":"0:20:00","black":"0:20:00"}},{"resign":"white"}]} | d=result_stands; r=0-0; a=6.7.1,10.1
one of the two within the default time: only the other loses | 2018 | {"default_time":"0:15:00","events":[{"arrive":{"white":"0:10:00","black":"0:20:00"}}]} | d=game_lost; r=1-0; a=6.7.1

# --- §2 a round that started late: the default time counts from the actual start ------------
# 15:00 scheduled, clocks started at 15:10, Black arrives 15:20: ten minutes after the start.
late round, within the default time from the actual start 2017+ | 2017,2018,2023 | {"default_time":"0:15:00","round_start":"0:10:00","events":[{"arrive":{"black":"0:20:00"}}]} | d=play_continues; a=6.7.1
late round, within the default time 2014 | 2014 | {"default_time":"0:15:00","round_start":"0:10:00","events":[{"arrive":{"black":"0:20:00"}}]} | d=play_continues; a=6.7a
late round, within the default time 2009 | 2009 | {"default_time":"0:15:00","round_start":"0:10:00","events":[{"arrive":{"black":"0:20:00"}}]} | d=play_continues; a=6.6a
late round, beyond the default time from the actual start | 2018,2023 | {"default_time":"0:15:00","round_start":"0:10:00","events":[{"arrive":{"black":"0:26:00"}}]} | d=game_lost; r=1-0; a=6.7.1
the same arrival with the round on time loses | 2018,2023 | {"default_time":"0:15:00","events":[{"arrive":{"black":"0:20:00"}}]} | d=game_lost; r=1-0; a=6.7.1
# 2001/2005: "more than one hour after the scheduled start" (2001 6.6 EN / 6.7 of our numbering;
# 2005 PT 6.7 "horário previsto"): the hour runs from the scheduled time.
late round 2001-2005: the hour runs from the scheduled start | 2001,2005 | {"round_start":"0:10:00","events":[{"arrive":{"black":"1:05:00"}}]} | d=game_lost; r=1-0; a=6.7
late round 2001-2005: within the hour | 2001,2005 | {"round_start":"0:10:00","events":[{"arrive":{"black":"0:55:00"}}]} | d=play_continues; a=6.7
both absent, one within the default time from the actual start | 2023 | {"default_time":"0:15:00","round_start":"0:10:00","events":[{"arrive":{"white":"0:20:00","black":"0:30:00"}}]} | d=game_lost; r=1-0; a=6.7.1
round_start is a duration | 2023 | {"round_start":"ten","events":[{"arrive":{"black":"0:20:00"}}]} | err=round_start
"#;

const SEALING: &str = r#"
# White to move after 1.e4 e5 2.Nf3 Nc6; White has 1:00:00, Black 1:30:00.
@def GAME "time_control":"40/7200:3600","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"1:00:00","black":"1:30:00"}
@def START r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
@def AFTER_BC4 r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
@def SEAL {"seal":"Bb5"},{"press_clock":"white"}

# --- §12 a move made on the board after the arbiter asked for the sealed move ----------------
asked to seal, he plays Bc4 on the board: Bc4 is the sealed move 2001-2005 | 2001,2005 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"}]} | d=touch_move_obligation; m=Bc4; k=1:00:00,1:30:00; a=A1a; p=$START
asked to seal, he plays Bc4 2009 | 2009 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"}]} | d=touch_move_obligation; m=Bc4; k=1:00:00,1:30:00; a=Guidelines 1a; p=$START
asked to seal, he plays Bc4 2014 | 2014 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"}]} | d=touch_move_obligation; m=Bc4; k=1:00:00,1:30:00; a=E.1a; p=$START
asked to seal, he plays Bc4 2017+ | 2017,2018,2023 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"}]} | d=touch_move_obligation; m=Bc4; k=1:00:00,1:30:00; a=I.1.1; p=$START
asked to seal, plays Bc4, stops his clock 2009 | 2009 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"},{"press_clock":"white"}]} | d=touch_move_obligation; m=Bc4; k=1:00:00,1:30:00; p=$START; a=Guidelines 1a
asked to seal, plays Bc4, stops his clock 2017+ | 2017,2018,2023 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"},{"press_clock":"white"}]} | d=touch_move_obligation; m=Bc4; k=1:00:00,1:30:00; p=$START; a=I.1.1
asked to seal, plays Bc4, the game is resumed with it | 2017,2018,2023 | {$GAME,"events":[{"adjourn":{}},{"play":"f1c4"},{"press_clock":"white"},{"resume":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=I.9.1; p=$AFTER_BC4
asked to seal, he writes Bb5 and stops his clock: as a plain sealing | 2017,2018,2023 | {$GAME,"events":[{"adjourn":{}},$SEAL]} | d=touch_move_obligation; m=Bb5; k=1:00:00,1:30:00; a=I.1.1; p=$START
asked to seal, nothing written yet | 2017,2018,2023 | {$GAME,"events":[{"adjourn":{}}]} | d=play_continues; k=1:00:00,1:30:00; a=I.1.1; p=$START
asked to seal, nothing written: the envelope cannot be opened | 2023 | {$GAME,"events":[{"adjourn":{}},{"press_clock":"white"},{"resume":{}}]} | err=events[2]
the adjourn request takes no fields | 2023 | {$GAME,"events":[{"adjourn":{"by":"white"}}]} | err=events[0].adjourn.by
no adjournment twice | 2023 | {$GAME,"events":[{"adjourn":{}},{"adjourn":{}}]} | err=events[1]

# --- §10 the envelope is lost and the position cannot be re-established: annulled -------------
envelope and position lost: annulled 2001-2005 | 2001,2005 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true,"position_lost":true}}]} | d=game_annulled; k=1:00:00,1:30:00; a=A11b
envelope and position lost 2009 | 2009 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true,"position_lost":true}}]} | d=game_annulled; k=1:00:00,1:30:00; a=Guidelines 11b
envelope and position lost 2014 | 2014 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true,"position_lost":true}}]} | d=game_annulled; k=1:00:00,1:30:00; a=E.11b
envelope and position lost 2017+ | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true,"position_lost":true}}]} | d=game_annulled; k=1:00:00,1:30:00; a=I.12.2
the position can be re-established: play on with the move he says he sealed | 2017,2018,2023 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true,"position_lost":false}}]} | d=touch_move_obligation; m=Bb5; k=1:00:00,1:30:00; a=I.12.1
annulled: nothing can follow | 2023 | {$GAME,"events":[$SEAL,{"resume":{"envelope_lost":true,"position_lost":true}},{"resign":"black"}]} | err=events[3]
a lost position needs a lost envelope | 2023 | {$GAME,"events":[$SEAL,{"resume":{"position_lost":true}}]} | err=events[2].resume.position_lost
"#;

const HANDS: &str = r#"
# Rapid, unsupervised, White already has one illegal move; White castles.
@def RAPID "time_control":"1500+10","supervision":"inadequate","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 20","clocks":{"white":"0:10:00","black":"0:10:00"},"illegal_moves":{"white":1}
@def CASTLED r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 20

# --- §4 which hand pressed the clock (same hand: 6.8b 2001/2005, 6.7b 2009, 6.2c 2014,
# 6.2.3 2017+; penalties 13.4 / 12.9). One hand for the move, the other for the clock: not an
# illegal move, the game goes on, the arbiter may penalise.
castled with the left hand, pressed with the right 2017+ | 2017,2018,2023 | {$RAPID,"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"}]} | d=penalty_at_discretion; k=0:10:10,0:10:00; a=6.2.3,12.9; p=$CASTLED
castled with the left hand, pressed with the right 2014 | 2014 | {$RAPID,"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"}]} | d=penalty_at_discretion; k=0:10:10,0:10:00; a=6.2c,12.9; p=$CASTLED
castled with the left hand, pressed with the right 2009 | 2009 | {$RAPID,"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"}]} | d=penalty_at_discretion; k=0:10:10,0:10:00; a=6.7b,13.4; p=$CASTLED
castled with the left hand, pressed with the right 2005 | 2005 | {$RAPID,"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"}]} | d=penalty_at_discretion; k=0:10:10,0:10:00; a=6.8b,13.4; p=$CASTLED
castled with the left hand, pressed with the right 2001 | 2001 | {$RAPID,"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"}]} | d=penalty_at_discretion; k=0:10:10,0:10:00; a=6.8b,13.4; p=$CASTLED
the other hand's press keeps the illegal-move count | 2023 | {$RAPID,"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"},{"play":"e8c8"},{"press_clock":"black"}]} | d=play_continues; k=0:10:10,0:10:10; a=A.1,6.3.1
the same hand: nothing to rule | 2023 | {$RAPID,"events":[{"play":"e1g1","hand":"right"},{"press_clock":"white","hand":"right"}]} | d=play_continues; k=0:10:10,0:10:00; a=A.1,6.3.1; p=$CASTLED
only one hand known: nothing to compare | 2023 | {$RAPID,"events":[{"play":"e1g1"},{"press_clock":"white","hand":"right"}]} | d=play_continues; k=0:10:10,0:10:00; a=A.1,6.3.1; p=$CASTLED
a move made with two hands has no single hand | 2023 | {$RAPID,"events":[{"play":"e1g1","hands":2,"hand":"left"}]} | err=events[0].hand
a hand is left or right | 2023 | {$RAPID,"events":[{"play":"e1g1"},{"press_clock":"white","hand":"both"}]} | err=events[1].hand
"#;

const PROMOTION: &str = r#"
# --- §5 the promotion piece placed after the clock was pressed: the move was completed with the
# pawn unpromoted (7.5.2 2018+; 7.4a 2009); placing the piece afterwards does not cure it.
@def PAWN "time_control":"5400","fen":"7k/4P3/8/8/8/8/8/K7 w - - 0 50","clocks":{"white":"0:30:00","black":"0:30:00"}
@def LATE {"play":"e7e8"},{"press_clock":"white"},{"place":{"square":"e8","piece":"Q"},"by":"white"}
queen placed after the press: illegal move, replaced by a queen 2018+ | 2018,2023 | {$PAWN,"events":[$LATE,{"claim":"illegal_move","by":"black"}]} | d=illegal_move_penalised; c=correct; k=0:30:00,0:32:00; a=7.5.2,7.5.5; p=4Q2k/8/8/8/8/8/8/K7 b - - 0 50
queen placed after the press 2009: restored, the pawn must promote | 2009 | {$PAWN,"events":[$LATE,{"claim":"illegal_move","by":"black"}]} | d=illegal_move_penalised; c=correct; k=0:30:00,0:32:00; m=e8=B,e8=N,e8=Q,e8=R; a=7.4a,4.3a,4.6,7.4b; p=7k/4P3/8/8/8/8/8/K7 w - - 0 50
the piece is White's: Black cannot place it | 2023 | {$PAWN,"events":[{"play":"e7e8"},{"press_clock":"white"},{"place":{"square":"e8","piece":"Q"},"by":"black"}]} | err=events[2].by
placing after a completed legal move is not a promotion | 2023 | {$PAWN,"events":[{"play":"a1a2"},{"press_clock":"white"},{"place":{"square":"e8","piece":"Q"},"by":"white"}]} | err=events[2]
"#;

const QUICKPLAY: &str = r#"
# --- §6 a postponed quickplay-finish claim decided when the claimant's flag falls -------------
# White to move after 1.e4 e5 2.Nf3 Nc6; White has 1:30, Black 5:00 (+2 on the postponement).
@def QPF "time_control":"5400","quickplay_finish":true,"moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"1:30","black":"5:00"}
@def POSTPONED {"claim":"quickplay_finish","grounds":"no_effort","arbiter_decision":"postpone"}
the arbiter upholds the claim at the flag fall: draw 2017+ | 2017,2018,2023 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"accept"}]} | d=game_drawn; r=1/2-1/2; c=correct; k=0:00:00,0:07:00; a=6.9,III.5.2
the arbiter upholds the claim at the flag fall 2014 | 2014 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"accept"}]} | d=game_drawn; r=1/2-1/2; c=correct; k=0:00:00,0:07:00; a=6.9,G.5b
the arbiter upholds the claim at the flag fall 2009 | 2009 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"accept"}]} | d=game_drawn; r=1/2-1/2; c=correct; k=0:00:00,0:07:00; a=6.9,10.2b
the arbiter upholds the claim at the flag fall 2001-2005 | 2001,2005 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"accept"}]} | d=game_drawn; r=1/2-1/2; c=correct; k=0:00:00,0:07:00; a=6.10,10.2b
the arbiter rejects it at the flag fall: lost on time 2017+ | 2017,2018,2023 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"reject"}]} | d=game_lost; r=0-1; c=incorrect; k=0:00:00,0:07:00; a=6.9,III.5.2
the arbiter rejects it at the flag fall 2009 | 2009 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"reject"}]} | d=game_lost; r=0-1; c=incorrect; k=0:00:00,0:07:00; a=6.9,10.2b
no decision given: still the arbiter's judgement | 2023 | {$QPF,"events":[$POSTPONED,{"wait":"1:30"},{"flag_fall":"white"}]} | d=arbiter_judgement_required; k=0:00:00,0:07:00; a=6.9,III.5.2
a decision at a flag fall needs a postponed claim | 2023 | {$QPF,"events":[{"flag_fall":"white","arbiter_decision":"accept"}]} | err=events[0]
the flag of the other player: the decision does not apply | 2023 | {$QPF,"events":[$POSTPONED,{"flag_fall":"black","arbiter_decision":"accept"}]} | err=events[1]
the decision at the flag fall cannot be postponed again | 2023 | {$QPF,"events":[$POSTPONED,{"flag_fall":"white","arbiter_decision":"postpone"}]} | err=events[1].arbiter_decision
"#;

const CLOCKS: &str = r#"
# --- §3 a clock set wrongly (6.10.2; 6.10b 2009/2014; 2001/2005 only the general 6.14) or
# defective (6.10.1; 6.10a; 6.11 2001/2005), found after N moves; rapid/blitz without adequate
# supervision: no change after 10 moves each (A.5.1.1 2023, A.4.1.1 2017/2018, A.4a 2014) or 3
# (A.4a 2009, B4 2001/2005).
@def AFTER20 "time_control":"5400+30","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 21","clocks":{"white":"0:40:00","black":"0:45:00"}
@def AFTER30 "time_control":"40/5400:1800","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 31","clocks":{"white":"0:40:00","black":"0:45:00"}
@def RAPID10 "time_control":"1500+10","supervision":"inadequate","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 11","clocks":{"white":"0:10:00","black":"0:12:00"}
@def RAPID5 "time_control":"1500+10","supervision":"inadequate","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 6","clocks":{"white":"0:10:00","black":"0:12:00"}
no increment for 20 moves each: 20 x 30 s credited 2017+ | 2017,2018,2023 | {$AFTER20,"events":[{"irregularity":"clock_setting_wrong","used":"5400"}]} | d=clock_corrected; k=0:50:00,0:55:00; a=6.10.2
no increment for 20 moves each 2009-2014 | 2009,2014 | {$AFTER20,"events":[{"irregularity":"clock_setting_wrong","used":"5400"}]} | d=clock_corrected; k=0:50:00,0:55:00; a=6.10b
no increment for 20 moves each 2001-2005: the general rule on times | 2001,2005 | {$AFTER20,"events":[{"irregularity":"clock_setting_wrong","used":"5400"}]} | d=clock_corrected; k=0:50:00,0:55:00; a=6.14
the second period's 30 minutes added after move 30: taken back | 2018,2023 | {$AFTER30,"events":[{"irregularity":"clock_setting_wrong","used":"30/5400:1800"}]} | d=clock_corrected; k=0:10:00,0:15:00; a=6.10.2
unsupervised rapid after ten moves each: no change 2023 | 2023 | {$RAPID10,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=play_continues; k=0:10:00,0:12:00; a=A.5.1.1
unsupervised rapid after ten moves each: no change 2017-2018 | 2017,2018 | {$RAPID10,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=play_continues; k=0:10:00,0:12:00; a=A.4.1.1
unsupervised rapid after ten moves each: no change 2014 | 2014 | {$RAPID10,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=play_continues; k=0:10:00,0:12:00; a=A.4a
unsupervised rapid after three moves each: no change 2009 | 2009 | {$RAPID5,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=play_continues; k=0:10:00,0:12:00; a=A.4a
rapid after three moves each: no change 2001-2005 | 2001,2005 | {$RAPID5,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=play_continues; k=0:10:00,0:12:00; a=B4
unsupervised rapid after five moves each: corrected 2017+ | 2017,2018,2023 | {$RAPID5,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=clock_corrected; k=0:10:50,0:12:50; a=6.10.2
unsupervised rapid after five moves each: corrected 2014 | 2014 | {$RAPID5,"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=clock_corrected; k=0:10:50,0:12:50; a=6.10b
supervised rapid after ten moves each: corrected | 2023 | {"time_control":"1500+10","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 11","clocks":{"white":"0:10:00","black":"0:12:00"},"events":[{"irregularity":"clock_setting_wrong","used":"1500"}]} | d=clock_corrected; k=0:11:40,0:13:40; a=6.10.2
an evident defect: the clock replaced 2017+ | 2017,2018,2023 | {$AFTER20,"events":[{"irregularity":"clock_defect"}]} | d=clock_corrected; k=0:40:00,0:45:00; a=6.10.1
an evident defect 2009-2014 | 2009,2014 | {$AFTER20,"events":[{"irregularity":"clock_defect"}]} | d=clock_corrected; k=0:40:00,0:45:00; a=6.10a
an evident defect 2001-2005 | 2001,2005 | {$AFTER20,"events":[{"irregularity":"clock_defect"}]} | d=clock_corrected; k=0:40:00,0:45:00; a=6.11
the correct setting must be known | 2023 | {"events":[{"irregularity":"clock_setting_wrong","used":"5400"}]} | err=events[0]
the setting used must be given | 2023 | {$AFTER20,"events":[{"irregularity":"clock_setting_wrong"}]} | err=events[0].used
only a wrong setting has a setting used | 2023 | {$AFTER20,"events":[{"irregularity":"clock_defect","used":"5400"}]} | err=events[0].used
the setting used is a time control | 2023 | {$AFTER20,"events":[{"irregularity":"clock_setting_wrong","used":"ninety"}]} | err=events[0].used
"#;

const SIGNED: &str = r#"
# --- §7 what is found after the result was signed: the signed result stands (8.7, every
# edition); an illegal move is corrected only during the game (7.5.1 / 7.4a).
@def GAME "time_control":"5400","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"}
the players sign 1-0 | all | {$GAME,"events":[{"sign_result":"1-0"}]} | d=result_signed; r=1-0; k=1:20:00,1:25:00; a=8.7
an illegal move found after the signing: the result stands | all | {$GAME,"events":[{"play":"d1d3"},{"press_clock":"white"},{"sign_result":"1-0"},{"claim":"illegal_move","by":"arbiter"}]} | d=result_stands; r=1-0; c=not_allowed; k=1:20:00,1:25:00; a=8.7
a flag fell first, yet both signed 1-0: the signed result stands | 2018,2023 | {"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:00:10","black":"0:05:00"},"events":[{"wait":"0:00:20"},{"sign_result":"1-0"}]} | d=result_signed; r=1-0; k=0:00:00,0:05:00; a=8.7,6.9
the result reached, signed as it is: nothing changes | 2023 | {"time_control":"5400","fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","events":[{"play":"a1a8"},{"press_clock":"white"},{"sign_result":"1-0"}]} | d=game_over; r=1-0; a=5.1.1
a flag fell first, both signed 1-0, the arbiter sets it aside: 0-1 stands | 2018,2023 | {"time_control":"5400","moves":["e4","e5"],"clocks":{"white":"0:00:10","black":"0:05:00"},"events":[{"wait":"0:00:20"},{"sign_result":"1-0","arbiter_decision":"reject"}]} | d=result_stands; r=0-1; k=0:00:00,0:05:00; a=8.7,6.9
a signed result set aside needs a result reached | 2023 | {$GAME,"events":[{"sign_result":"1-0","arbiter_decision":"reject"}]} | err=events[0]
a decision on a signed result is accept or reject | 2023 | {$GAME,"events":[{"sign_result":"1-0","arbiter_decision":"postpone"}]} | err=events[0].arbiter_decision
no signing while adjourned | 2023 | {$GAME,"events":[{"seal":"Nf3"},{"press_clock":"white"},{"sign_result":"1-0"}]} | err=events[2]
a signed result is 1-0, 0-1 or 1/2-1/2 | 2023 | {$GAME,"events":[{"sign_result":"1-1"}]} | err=events[0].sign_result
"#;

const DISCRETION: &str = r#"
# --- §8 discretionary penalties and persistent refusal -------------------------------------
@def GAME "time_control":"5400","moves":["e4","e5"],"clocks":{"white":"1:20:00","black":"1:25:00"}
persistent refusal loses; the opponent's score is the arbiter's 2017+ | 2014,2017,2018,2023 | {$GAME,"events":[{"refuse":"white"}]} | d=game_lost; k=1:20:00,1:25:00; a=11.7
persistent refusal loses 2005-2009 | 2005,2009 | {$GAME,"events":[{"refuse":"white"}]} | d=game_lost; k=1:20:00,1:25:00; a=12.8
persistent refusal loses 2001 | 2001 | {$GAME,"events":[{"refuse":"white"}]} | d=game_lost; k=1:20:00,1:25:00; a=12.7
both refuse: both lose 2014+ | 2014,2017,2018,2023 | {$GAME,"events":[{"refuse":"both"}]} | d=game_lost; r=0-0; k=1:20:00,1:25:00; a=11.7,11.8
both refuse: both lose 2005-2009 | 2005,2009 | {$GAME,"events":[{"refuse":"both"}]} | d=game_lost; r=0-0; k=1:20:00,1:25:00; a=12.8,12.9
both refuse: both lose 2001 | 2001 | {$GAME,"events":[{"refuse":"both"}]} | d=game_lost; r=0-0; k=1:20:00,1:25:00; a=12.7,12.8
a move written in advance 2017+ | 2017,2018,2023 | {$GAME,"events":[{"write_in_advance":"white"}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=8.1.2,12.9
a move written in advance 2014 | 2014 | {$GAME,"events":[{"write_in_advance":"white"}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=8.1,12.9
a move written in advance 2005-2009 | 2005,2009 | {$GAME,"events":[{"write_in_advance":"white"}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=8.1,13.4
a move written in advance 2001: no rule against it, the recording rules cited | 2001 | {$GAME,"events":[{"write_in_advance":"white"}]} | d=play_continues; k=1:20:00,1:25:00; a=8.1,12.2
the clock stopped without a valid reason 2017+ | 2017,2018,2023 | {$GAME,"events":[{"stop_clock":"white","valid_reason":false}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=6.11.4,12.9
the clock stopped without a valid reason 2014 | 2014 | {$GAME,"events":[{"stop_clock":"white","valid_reason":false}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=6.12d,12.9
the clock stopped without a valid reason 2009 | 2009 | {$GAME,"events":[{"stop_clock":"white","valid_reason":false}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=6.12d,13.4
the clock stopped without a valid reason 2001-2005 | 2001,2005 | {$GAME,"events":[{"stop_clock":"white","valid_reason":false}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=6.13d,13.4
the clock stopped with a valid reason | 2018,2023 | {$GAME,"events":[{"stop_clock":"white","valid_reason":true}]} | d=play_continues; k=1:20:00,1:25:00; a=6.11.2
the clock stopped, the reason not yet judged | 2023 | {$GAME,"events":[{"stop_clock":"white"}]} | d=play_continues; k=1:20:00,1:25:00; a=6.11.2,6.11.4
the stopped clock does not run | 2023 | {$GAME,"events":[{"stop_clock":"white"},{"wait":"0:10:00"}]} | d=play_continues; k=1:20:00,1:25:00; a=6.11.2,6.11.3
pieces knocked over by White: put back in his own time, penalty possible 2017+ | 2017,2018,2023 | {$GAME,"events":[{"irregularity":"pieces_knocked_over","by":"white"}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=7.4.1,7.4.3,12.9
pieces knocked over 2014 | 2014 | {$GAME,"events":[{"irregularity":"pieces_knocked_over","by":"white"}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=7.4a,7.4c,12.9
pieces knocked over 2001-2009 | 2001,2005,2009 | {$GAME,"events":[{"irregularity":"pieces_knocked_over","by":"white"}]} | d=penalty_at_discretion; k=1:20:00,1:25:00; a=7.3,13.4
pieces knocked over: say by whom | 2023 | {$GAME,"events":[{"irregularity":"pieces_knocked_over"}]} | err=events[0].by
# §5 with 6.11.2: no queen at hand, the player stops the clock, the arbiter brings one: no illegal move.
no queen at hand: stop the clock, promote, press | 2018,2023 | {"time_control":"5400","fen":"7k/4P3/8/8/8/8/8/K7 w - - 0 50","clocks":{"white":"0:30:00","black":"0:30:00"},"events":[{"play":"e7e8"},{"stop_clock":"white","valid_reason":true},{"wait":"0:05:00"},{"place":{"square":"e8","piece":"Q"},"by":"white"},{"press_clock":"white"},{"wait":"0:01:00"}]} | d=play_continues; k=0:30:00,0:29:00; a=A.1,6.3.1; p=4Q2k/8/8/8/8/8/8/K7 b - - 0 50
"#;

#[test]
fn expressible_table() {
    let n = ruling_table::run(TABLE)
        + ruling_table::run(SEALING)
        + ruling_table::run(HANDS)
        + ruling_table::run(PROMOTION)
        + ruling_table::run(QUICKPLAY)
        + ruling_table::run(CLOCKS)
        + ruling_table::run(SIGNED)
        + ruling_table::run(DISCRETION);
    assert!(n > 150, "only {n} case-editions checked");
}

/// The replay the app shows (`timeline`) holds the new events: one step per event, each with a
/// caption in both languages, and the same ruling as `rule`.
#[test]
fn the_timeline_captions_the_new_events() {
    use arbitro::incident::Incident;
    use arbitro::rulings::{rule, timeline};
    let cases = [
        (
            r#"{"edition":"2023","time_control":"1500+10","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 20","clocks":{"white":"0:10:00","black":"0:10:00"},"events":[{"play":"e1g1","hand":"left"},{"press_clock":"white","hand":"right"}]}"#,
            ["left hand", "right hand"].as_slice(),
        ),
        (
            r#"{"edition":"2018","time_control":"40/7200:3600","moves":["e4","e5","Nf3","Nc6"],"events":[{"adjourn":{}},{"play":"f1c4"},{"press_clock":"white"},{"resume":{}}]}"#,
            ["seal"].as_slice(),
        ),
        (
            r#"{"edition":"2023","time_control":"5400+30","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 21","clocks":{"white":"0:40:00","black":"0:45:00"},"events":[{"irregularity":"clock_setting_wrong","used":"5400"},{"stop_clock":"white"},{"write_in_advance":"white"},{"irregularity":"pieces_knocked_over","by":"black"},{"sign_result":"1-0"},{"refuse":"both"}]}"#,
            [
                "5400",
                "stops the clock",
                "writes",
                "knocked over",
                "sign",
                "refuse",
            ]
            .as_slice(),
        ),
        (
            r#"{"edition":"2018","time_control":"5400","quickplay_finish":true,"moves":["e4","e5"],"clocks":{"white":"1:30","black":"5:00"},"events":[{"claim":"quickplay_finish","grounds":"no_effort","arbiter_decision":"postpone"},{"wait":"1:30"},{"flag_fall":"white","arbiter_decision":"reject"}]}"#,
            ["rejects the postponed claim"].as_slice(),
        ),
    ];
    for (json, words) in cases {
        let inc = Incident::from_json(json).unwrap();
        let t = timeline(&inc).unwrap();
        assert_eq!(t.steps.len(), inc.events.len(), "{json}");
        assert_eq!(t.ruling, rule(&inc).unwrap(), "{json}");
        let captions: Vec<String> = t.steps.iter().map(|s| s.caption.en.clone()).collect();
        assert!(t.steps.iter().all(|s| !s.caption.pt.is_empty()), "{json}");
        for w in words {
            assert!(
                captions.iter().any(|c| c.contains(w)),
                "{w:?} not in {captions:?}"
            );
        }
    }
}
