//! Resignation (editions.md §8, Art. 5.1b / 5.1.2) and other irregularities and conduct
//! (editions.md §4 default time, §8 devices, colours, draw agreements; Art. 7 irregularities).
//! One line per case; see `ruling_table` for the format.
mod ruling_table;

const RESIGNATION: &str = r#"
# White has K+R, Black a bare king: Black cannot mate by any series of legal moves.
@def LONE "fen":"8/8/4k3/8/8/3RK3/8/8 w - - 0 60"
resigning against a bare king: a draw in 2023 | 2023 | {$LONE,"events":[{"resign":"white"}]} | d=game_drawn; r=1/2-1/2; a=5.1.2
resigning against a bare king: lost before 2023 (lettered) | 2001,2005,2009,2014 | {$LONE,"events":[{"resign":"white"}]} | d=game_over; r=0-1; a=5.1b
resigning against a bare king: lost in 2017 and 2018 | 2017,2018 | {$LONE,"events":[{"resign":"white"}]} | d=game_over; r=0-1; a=5.1.2
resigning when the opponent can mate 2001-2014 | 2001,2005,2009,2014 | {$LONE,"events":[{"resign":"black"}]} | d=game_over; r=1-0; a=5.1b
resigning when the opponent can mate 2017+ | 2017,2018,2023 | {$LONE,"events":[{"resign":"black"}]} | d=game_over; r=1-0; a=5.1.2
resigning at the start, clocks kept | 2023 | {"time_control":"5400","clocks":{"white":"1:30:00","black":"1:30:00"},"events":[{"wait":"0:00:10"},{"resign":"white"}]} | d=game_over; r=0-1; k=1:29:50,1:30:00; a=5.1.2
a draw offer after resigning is void 2001-2014 (5.1b) | 2001,2005,2009,2014 | {"events":[{"resign":"white"},{"offer_draw":"black"}]} | d=result_stands; r=0-1; a=5.1b
a draw offer after resigning is void 2017+ (5.1.2) | 2017,2018,2023 | {"events":[{"resign":"white"},{"offer_draw":"black"}]} | d=result_stands; r=0-1; a=5.1.2
"#;

const CONDUCT: &str = r#"
@def GAME "moves":["e4","e5","Nf3","Nc6"]
@def LONE "fen":"8/8/4k3/8/8/3RK3/8/8 w - - 0 60"
# --- devices: 2001 discretion; 2005 rings → loses, arbiter decides the score; 2009 sound → loses,
# draw if the opponent cannot mate; 2014 brought → loses; 2017+ on the person → loses -----------
device 2001: no rule of its own | 2001 | {$GAME,"events":[{"irregularity":"device","by":"white","sound":true}]} | d=penalty_at_discretion; a=13.4
device silent 2005 | 2005 | {$GAME,"events":[{"irregularity":"device","by":"white"}]} | d=penalty_at_discretion; a=12.2b,12.7,13.4
device rings 2005: lost, the arbiter decides the opponent's score | 2005 | {$GAME,"events":[{"irregularity":"device","by":"white","sound":true}]} | d=game_lost; a=12.2b
device silent 2009: allowed switched off, play continues | 2009 | {$GAME,"events":[{"irregularity":"device","by":"black"}]} | d=play_continues; a=12.3b
device sounds 2009: lost | 2009 | {$GAME,"events":[{"irregularity":"device","by":"black","sound":true}]} | d=game_lost; r=1-0; a=12.3b
device sounds 2009, opponent cannot mate: White loses, Black scores a draw (12.3b) | 2009 | {$LONE,"events":[{"irregularity":"device","by":"white","sound":true}]} | d=game_lost; r=0-1/2; a=12.3b
device brought 2014: lost even silent | 2014 | {$GAME,"events":[{"irregularity":"device","by":"black"}]} | d=game_lost; r=1-0; a=11.3b
device brought 2014, opponent cannot mate: still lost | 2014 | {$LONE,"events":[{"irregularity":"device","by":"white"}]} | d=game_lost; r=0-1; a=11.3b
device on the person 2017 | 2017 | {$GAME,"events":[{"irregularity":"device","by":"white"}]} | d=game_lost; r=0-1; a=11.3.2
device on the person 2018+ | 2018,2023 | {$GAME,"events":[{"irregularity":"device","by":"white"}]} | d=game_lost; r=0-1; a=11.3.2.2
device on the person 2018+, opponent cannot mate: still lost | 2018,2023 | {$LONE,"events":[{"irregularity":"device","by":"white","sound":true}]} | d=game_lost; r=0-1; a=11.3.2.2
device: the parser wants the player | 2023 | {$GAME,"events":[{"irregularity":"device"}]} | err=events[0].by

# --- late arrival: one hour until 2005; the event's default time from 2009 (zero unless set) ---
20 minutes late 2001-2005 | 2001,2005 | {"events":[{"arrive":{"black":"0:20:00"}}]} | d=play_continues; a=6.7
20 minutes late, the event's 10 minutes govern 2001/2005 (6.7 "unless the rules of the competition specify otherwise") | 2001,2005 | {"default_time":"0:10:00","events":[{"arrive":{"black":"0:20:00"}}]} | d=game_lost; r=1-0; a=6.7
20 minutes late, no event default time 2001/2005: the hour | 2001,2005 | {"events":[{"arrive":{"black":"0:20:00"}}]} | d=play_continues; a=6.7
an hour late exactly 2001-2005 | 2001,2005 | {"events":[{"arrive":{"white":"1:00:00"}}]} | d=play_continues; a=6.7
over the hour 2001-2005 | 2001,2005 | {"events":[{"arrive":{"white":"1:00:01"}}]} | d=game_lost; r=0-1; a=6.7
late, default time unset 2009 | 2009 | {"events":[{"arrive":{"black":"0:00:01"}}]} | d=game_lost; r=1-0; a=6.6a
late, default time unset 2014 | 2014 | {"events":[{"arrive":{"black":"0:20:00"}}]} | d=game_lost; r=1-0; a=6.7a
late, default time unset 2017+ | 2017,2018,2023 | {"events":[{"arrive":{"black":"0:20:00"}}]} | d=game_lost; r=1-0; a=6.7.1
within the default time 2009 | 2009 | {"default_time":"0:30:00","events":[{"arrive":{"black":"0:20:00"}}]} | d=play_continues; a=6.6a
within the default time 2017+ | 2017,2018,2023 | {"default_time":"0:30:00","events":[{"arrive":{"black":"0:30:00"}}]} | d=play_continues; a=6.7.1
beyond the default time 2014 | 2014 | {"default_time":"0:15:00","events":[{"arrive":{"white":"0:20:00"}}]} | d=game_lost; r=0-1; a=6.7a
neither present initially, both within the default time 2001-2005 | 2001,2005 | {"default_time":"0:30:00","events":[{"arrive":{"white":"0:10:00"}},{"arrive":{"black":"0:25:00"}}]} | d=play_continues; a=6.7,6.6
neither present initially, both within the default time 2009 | 2009 | {"default_time":"0:30:00","events":[{"arrive":{"white":"0:10:00"}},{"arrive":{"black":"0:25:00"}}]} | d=play_continues; a=6.6a,6.6b
neither present initially, both within the default time 2014 | 2014 | {"default_time":"0:30:00","events":[{"arrive":{"white":"0:10:00"}},{"arrive":{"black":"0:25:00"}}]} | d=play_continues; a=6.7a,6.7b
neither present initially, both within the default time 2017+ | 2017,2018,2023 | {"default_time":"0:30:00","events":[{"arrive":{"white":"0:10:00"}},{"arrive":{"black":"0:25:00"}}]} | d=play_continues; a=6.7.1,6.7.2
both beyond the default time | 2023 | {"events":[{"arrive":{"white":"0:05:00","black":"0:05:00"}}]} | d=game_lost; r=0-0; a=6.7.1,10.1
both over the hour 2001 | 2001 | {"events":[{"arrive":{"white":"1:05:00","black":"1:05:00"}}]} | d=game_lost; r=0-0; a=6.7,11.1

# --- draw offers and agreement (2017+: only after each player has made a move) ---------------
draw agreed 2001-2005 | 2001,2005 | {$GAME,"events":[{"offer_draw":"white"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1a,5.2c
draw agreed 2009-2014 | 2009,2014 | {$GAME,"events":[{"offer_draw":"white"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1b1,5.2c
draw agreed 2017+ | 2017,2018,2023 | {$GAME,"events":[{"offer_draw":"white"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1.2.1,5.2.3
draw agreed before any move 2001-2005 | 2001,2005 | {"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; a=9.1a,5.2c
draw agreed before any move 2009-2014 | 2009,2014 | {"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; a=9.1b1,5.2c
no draw before each has moved 2017+ | 2017,2018,2023 | {"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=play_continues; a=5.2.3
no draw after 1.e4 alone 2017+ | 2017,2018,2023 | {"moves":["e4"],"events":[{"offer_draw":"white"},{"accept_draw":"black"}]} | d=play_continues; a=5.2.3
draw after 1.e4 e5 2017+ | 2017,2018,2023 | {"moves":["e4","e5"],"events":[{"offer_draw":"white"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1.2.1,5.2.3
a declined offer cannot be accepted 2001/2005 (9.1a) | 2001,2005 | {$GAME,"events":[{"offer_draw":"white"},{"decline_draw":"black"},{"accept_draw":"black"}]} | d=play_continues; a=9.1a
a declined offer cannot be accepted 2009/2014 (9.1b1) | 2009,2014 | {$GAME,"events":[{"offer_draw":"white"},{"decline_draw":"black"},{"accept_draw":"black"}]} | d=play_continues; a=9.1b1
a declined offer cannot be accepted 2017+ (9.1.2.1) | 2017,2018,2023 | {$GAME,"events":[{"offer_draw":"white"},{"decline_draw":"black"},{"accept_draw":"black"}]} | d=play_continues; a=9.1.2.1
never offered: nothing to accept | all | {$GAME,"events":[{"decline_draw":"black"},{"accept_draw":"black"}]} | err=events[1]
one's own offer cannot be accepted | all | {$GAME,"events":[{"offer_draw":"white"},{"accept_draw":"white"}]} | err=events[1]
a draw claim counts as an offer 2001/2005 (9.1c) | 2001,2005 | {$GAME,"events":[{"claim":"threefold"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1c,5.2c
a draw claim counts as an offer 2009/2014 (9.1b3) | 2009,2014 | {$GAME,"events":[{"claim":"threefold"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1b3,5.2c
a draw claim counts as an offer 2017+ (9.1.2.3) | 2017,2018,2023 | {$GAME,"events":[{"claim":"fifty_moves"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1.2.3,5.2.3

# --- wrong initial position, board orientation, colours reversed, displaced pieces -----------
initial position wrong 2001-2009 | 2001,2005,2009 | {$GAME,"events":[{"irregularity":"initial_position_wrong"}]} | d=game_restarted; a=7.1a
initial position wrong 2014 | 2014 | {$GAME,"events":[{"irregularity":"initial_position_wrong"}]} | d=game_restarted; a=7.2a
initial position wrong 2017+ | 2017,2018,2023 | {$GAME,"events":[{"irregularity":"initial_position_wrong"}]} | d=game_restarted; a=7.2.1
board orientation 2001-2009 | 2001,2005,2009 | {$GAME,"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=7.1b
board orientation 2014 | 2014 | {$GAME,"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=7.2b
board orientation 2017+ | 2017,2018,2023 | {$GAME,"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=7.2.2
# --- rapid and blitz: no set-up claims after 3 moves each (2001-2009), 10 from 2014 ------------
@def RAPID5 "time_control":"1500","supervision":"inadequate","moves":["d4","d5","c4","e6","Nc3","Nf6","Bg5","Be7","e3","O-O"]
@def RAPID2 "time_control":"1500","supervision":"inadequate","moves":["d4","d5","c4","e6"]
rapid set-up, 5 moves each: too late 2001-2005 | 2001,2005 | {$RAPID5,"events":[{"irregularity":"board_orientation_wrong"}]} | d=play_continues; a=B4
rapid set-up, 5 moves each: too late 2009 | 2009 | {$RAPID5,"events":[{"irregularity":"initial_position_wrong"}]} | d=play_continues; a=A.4a
rapid set-up, 5 moves each: still in time 2014 | 2014 | {$RAPID5,"events":[{"irregularity":"initial_position_wrong"}]} | d=game_restarted; a=7.2a
rapid set-up, 5 moves each: still in time 2017+ | 2017,2018,2023 | {$RAPID5,"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=7.2.2
rapid set-up, 2 moves each: still in time 2001-2005 | 2001,2005 | {$RAPID2,"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=7.1b
rapid set-up, supervised 2009: the Competition Rules apply (A.3) | 2009 | {"time_control":"1500","moves":["d4","d5","c4","e6","Nc3","Nf6","Bg5","Be7","e3","O-O"],"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=A.3,7.1b
rapid set-up, supervised 2017/2018: A.3.1 | 2017,2018 | {"time_control":"1500","moves":["d4","d5","c4","e6","Nc3","Nf6","Bg5","Be7","e3","O-O"],"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=A.3.1,7.2.2
rapid set-up, supervised 2023: A.4 | 2023 | {"time_control":"1500","moves":["d4","d5","c4","e6","Nc3","Nf6","Bg5","Be7","e3","O-O"],"events":[{"irregularity":"board_orientation_wrong"}]} | d=position_corrected; a=A.4,7.2.2
blitz set-up, 10 moves each: too late 2023 | 2023 | {"time_control":"300","supervision":"inadequate","moves":["d4","d5","c4","e6","Nc3","Nf6","Bg5","Be7","e3","O-O","Nf3","c6","Bd3","Nbd7","O-O","dxc4","Bxc4","b5","Bd3","a6"],"events":[{"irregularity":"board_orientation_wrong"}]} | d=play_continues; a=A.5.1.2
pieces displaced 2001-2009 | 2001,2005,2009 | {$GAME,"events":[{"irregularity":"pieces_displaced"}]} | d=position_corrected; a=7.5
pieces displaced 2014+ | 2014,2017,2018,2023 | {$GAME,"events":[{"irregularity":"pieces_displaced"}]} | d=position_corrected; a=7.6
@def NINE "moves":["e4","e5","Nf3","Nc6","Bb5","a6","Ba4","Nf6","O-O","Be7","Re1","b5","Bb3","d6","c3","O-O","h3","Nb8"]
@def TEN "moves":["e4","e5","Nf3","Nc6","Bb5","a6","Ba4","Nf6","O-O","Be7","Re1","b5","Bb3","d6","c3","O-O","h3","Nb8","d4","Nbd7"]
@def TEN_NINE "moves":["e4","e5","Nf3","Nc6","Bb5","a6","Ba4","Nf6","O-O","Be7","Re1","b5","Bb3","d6","c3","O-O","h3","Nb8","d4"]
colours reversed, 9 moves each: continue 2001-2009 | 2001,2005,2009 | {$NINE,"events":[{"irregularity":"colours_reversed"}]} | d=play_continues; a=7.2
colours reversed, 9 moves each: continue 2014 | 2014 | {$NINE,"events":[{"irregularity":"colours_reversed"}]} | d=play_continues; a=7.3
colours reversed, 9 moves each: restart 2017+ | 2017,2018,2023 | {$NINE,"events":[{"irregularity":"colours_reversed"}]} | d=game_restarted; a=7.3
colours reversed, 10 and 9 moves: restart 2017+ | 2017,2018,2023 | {$TEN_NINE,"events":[{"irregularity":"colours_reversed"}]} | d=game_restarted; a=7.3
colours reversed, 10 moves each: continue 2017+ | 2017,2018,2023 | {$TEN,"events":[{"irregularity":"colours_reversed"}]} | d=play_continues; a=7.3
colours reversed, 10 moves each: continue 2001-2009 | 2001,2005,2009 | {$TEN,"events":[{"irregularity":"colours_reversed"}]} | d=play_continues; a=7.2
"#;

#[test]
fn resignation_table() {
    let n = ruling_table::run(RESIGNATION);
    assert!(n >= 20, "only {n} case-editions checked");
}

#[test]
fn conduct_table() {
    let n = ruling_table::run(CONDUCT);
    assert!(n > 100, "only {n} case-editions checked");
}
