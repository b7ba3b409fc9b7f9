//! Known faults of issue 10's area, fixed in the third round: a device switched on but silent
//! (2009 12.3b), repeated draw offers (11.5 / 12.6 / 12.5), an agreed draw the event's
//! regulations forbid (9.1.1 / 9.1a), the illegal-board phase (a mate made there, a move there
//! that breaks Article 3, a flag fall there) and the clocks when neither player is present at
//! the start (6.7.2 / 6.7b / 6.6b). One line per case, edition by edition (format:
//! `tests/ruling_table/mod.rs`). Every expectation was written from the Laws' text before the
//! engine was changed: 2009 — mliebelt/pgn-spec-commented `laws-of-chess.md`; 2018 —
//! Chess-Arbiter/handbook at 035824a; 2023 — richelbilderbeek/conquer_chess
//! `docs/rulebook/README.md`; 2001 and 2005 — the Portuguese texts in the shared seeds; 2014 —
//! the text of 11.3b as published (ecforum.org.uk, chessexpress.blogspot.com, 2014).
mod ruling_table;

const DEVICES: &str = r#"
@def GAME "moves":["e4","e5"]
# --- a phone switched on but silent ----------------------------------------------------------
# 2009 12.3b: a device is allowed only if completely switched off; one that makes a sound loses.
# Switched on and silent breaks the prohibition without the loss: 12.7 sends infractions of
# 12.1-12.6 to the penalties of 13.4, at the arbiter's discretion.
switched on, silent 2009: forbidden, penalty at discretion | 2009 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":true}]} | d=penalty_at_discretion; a=12.3b,12.7,13.4
switched off, silent 2009: allowed | 2009 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":false}]} | d=play_continues; a=12.3b
switched on and it rang 2009: lost | 2009 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":true,"sound":true}]} | d=game_lost; r=0-1; a=12.3b
# 2005 12.2b: bringing it in is forbidden (switched on or off), only a ring loses; 12.7 sends
# infractions of 12.1-12.6 to the penalties of 13.4, as in 2009 (review6 P5).
switched on, silent 2005: forbidden, penalty at discretion | 2005 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":true}]} | d=penalty_at_discretion; a=12.2b,12.7,13.4
switched off, silent 2005: forbidden all the same | 2005 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":false}]} | d=penalty_at_discretion; a=12.2b,12.7,13.4
# 2001: no device rule of its own.
switched on, silent 2001 | 2001 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":true}]} | d=penalty_at_discretion; a=13.4
# 2014 11.3b: having it in the venue loses, whatever its state; 2017+ on the person loses.
switched on, silent 2014: lost | 2014 | {$GAME,"events":[{"irregularity":"device","by":"black","switched_on":true}]} | d=game_lost; r=1-0; a=11.3b
switched off, silent 2014: lost all the same | 2014 | {$GAME,"events":[{"irregularity":"device","by":"black","switched_on":false}]} | d=game_lost; r=1-0; a=11.3b
switched on, silent 2017 | 2017 | {$GAME,"events":[{"irregularity":"device","by":"black","switched_on":true}]} | d=game_lost; r=1-0; a=11.3.2
switched on, silent 2018+ | 2018,2023 | {$GAME,"events":[{"irregularity":"device","by":"black","switched_on":true}]} | d=game_lost; r=1-0; a=11.3.2.2
switched_on is a boolean | 2009 | {$GAME,"events":[{"irregularity":"device","by":"white","switched_on":"yes"}]} | err=events[0].switched_on
only a device is switched on | 2009 | {$GAME,"events":[{"irregularity":"colours_reversed","switched_on":true}]} | err=events[0].switched_on
"#;

const OFFERS: &str = r#"
# White offers a draw after each of his moves and Black declines each time.
@def GAME "moves":["e4","e5"]
@def TWO {"offer_draw":"white"},{"decline_draw":"black"},{"play":"g1f3"},{"press_clock":"white"},{"play":"b8c6"},{"press_clock":"black"},{"offer_draw":"white"},{"decline_draw":"black"},{"play":"f1c4"},{"press_clock":"white"},{"play":"g8f6"},{"press_clock":"black"}
# --- repeated draw offers: distracting the opponent ---------------------------------------------
# 2017+ 11.5 (2014 11.5; 2009 12.6; 2005 12.6; 2001 12.5) names unreasonable draw offers as a way
# of distracting or annoying the opponent; 11.6 (12.7; 2001 12.6) sends it to the penalties of
# 12.9 (13.4). The Laws give no number: whether the offers are unreasonable is the arbiter's
# judgement. A third offer after two were declined is put to him.
third offer after two declined 2017+ | 2017,2018,2023 | {$GAME,"events":[$TWO,{"offer_draw":"white"}]} | d=penalty_at_discretion; a=11.5,11.6,12.9
third offer after two declined 2014 | 2014 | {$GAME,"events":[$TWO,{"offer_draw":"white"}]} | d=penalty_at_discretion; a=11.5,11.6,12.9
third offer after two declined 2005-2009 | 2005,2009 | {$GAME,"events":[$TWO,{"offer_draw":"white"}]} | d=penalty_at_discretion; a=12.6,12.7,13.4
third offer after two declined 2001 | 2001 | {$GAME,"events":[$TWO,{"offer_draw":"white"}]} | d=penalty_at_discretion; a=12.5,12.6,13.4
a fourth offer too 2023 | 2023 | {$GAME,"events":[$TWO,{"offer_draw":"white"},{"decline_draw":"black"},{"offer_draw":"white"}]} | d=penalty_at_discretion; a=11.5,11.6,12.9
a second offer after one declined: nothing to rule yet | 2023 | {$GAME,"events":[{"offer_draw":"white"},{"decline_draw":"black"},{"play":"g1f3"},{"press_clock":"white"},{"play":"b8c6"},{"press_clock":"black"},{"offer_draw":"white"}]} | d=play_continues; a=A.1,6.3.1
the opponent's own offer is not a repetition | 2023 | {$GAME,"events":[$TWO,{"offer_draw":"black"}]} | d=play_continues; a=A.1,6.3.1
the third offer still stands: Black may accept it | 2023 | {$GAME,"events":[$TWO,{"offer_draw":"white"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; a=9.1.2.1,5.2.3
"#;

const REGULATIONS: &str = r#"
@def GAME "moves":["e4","e5","Nf3","Nc6"]
# --- an agreed draw the event's regulations forbid ------------------------------------------------
# 2017+ 9.1.1 (2009/2014 9.1a): the regulations may say that players cannot agree a draw, before a
# number of moves or at all, without the arbiter's consent. Without it the agreement is not one the
# regulations allow: the game goes on, and the arbiter may penalise (12.9 / 13.4) or apply the
# sanction the regulations specify. (A draw the arbiter consented to is an agreement the
# regulations allow: such an incident simply leaves the field out.) 2001/2005 have no such clause: the agreement ends the game.
forbidden at all: the game goes on 2017+ | 2017,2018,2023 | {"draw_agreement":"forbidden",$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=penalty_at_discretion; a=9.1.1,12.9
forbidden at all 2014 | 2014 | {"draw_agreement":"forbidden",$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=penalty_at_discretion; a=9.1a,12.9
forbidden at all 2009 | 2009 | {"draw_agreement":"forbidden",$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=penalty_at_discretion; a=9.1a,13.4
no such clause 2001-2005: the agreement ends the game | 2001,2005 | {"draw_agreement":"forbidden",$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; a=9.1a,5.2c
not before move 30: agreed at move 3 | 2023 | {"draw_agreement":{"from_move":30},$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=penalty_at_discretion; a=9.1.1,12.9
not before move 30: agreed after 30 moves each | 2023 | {"draw_agreement":{"from_move":30},"fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 31","events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; a=9.1.2.1,5.2.3
allowed: as before | 2023 | {"draw_agreement":"allowed",$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"}]} | d=game_over; r=1/2-1/2; a=9.1.2.1,5.2.3
the agreement void, the game goes on: a move follows | 2023 | {"draw_agreement":"forbidden",$GAME,"events":[{"offer_draw":"black"},{"accept_draw":"white"},{"play":"f1c4"},{"press_clock":"white"}]} | d=play_continues; a=A.1,6.3.1
a claim is not an agreement | 2023 | {"draw_agreement":"forbidden","fen":"8/8/3k4/8/8/3K4/8/R7 w - - 100 90","events":[{"claim":"fifty_moves"}]} | d=claim_correct; r=1/2-1/2; c=correct; a=9.3.2,9.5.2
draw_agreement is allowed, forbidden or from_move | 2023 | {"draw_agreement":"never",$GAME,"events":[{"offer_draw":"black"}]} | err=draw_agreement
from_move is a positive number | 2023 | {"draw_agreement":{"from_move":0},$GAME,"events":[{"offer_draw":"black"}]} | err=draw_agreement.from_move
"#;

const ILLEGAL_BOARD: &str = r#"
# Found so: White to move in check from the rook on e1, Black's king in check from the rook on a8
# (Black's last move, unseen, left it there). Only Qxe1 gets White out of check, and it mates.
@def X "time_control":"5400","illegal_position":true,"fen":"R6k/6pp/8/8/8/8/3Q1PPP/4r1K1 w - - 0 30"
@def MATED R6k/6pp/8/8/8/8/5PPP/4Q1K1 b - - 0 30
# Both kings in check again; White's king can walk out, and Black keeps his queen.
@def Y "time_control":"5400","illegal_position":true,"fen":"R3k3/8/8/8/8/8/8/4K2q w - - 0 40"
# --- (a) a mate made on the board ends the game at once, press or no press --------------------
# 5.1.1 (5.1a until 2014): the mate ends the game provided the mating move obeys Article 3 (and
# 4.2-4.7); a move that ends the game is complete without the press (6.2.1.1; 6.2a 2014, 6.7a
# 2009, 6.8a 2001/2005). The board it came from does not matter: Qxe1 is a legal move there.
a mate made from an illegal board ends the game 2017+ | 2017,2018,2023 | {$X,"events":[{"play":"d2e1"}]} | d=game_over; r=1-0; a=5.1.1; p=$MATED
a mate made from an illegal board 2001-2014 | 2001,2005,2009,2014 | {$X,"events":[{"play":"d2e1"}]} | d=game_over; r=1-0; a=5.1a; p=$MATED
# A stalemate or a dead position made there ends the game too (5.2.1 / 5.2.2; 5.2a / 5.2b until
# 2014): like the mate, they ask only about the move that made them (review6 P9).
a stalemate made from an illegal board 2017+ | 2023 | {"time_control":"5400","illegal_position":true,"fen":"k7/2K5/1P6/8/2N5/8/8/R7 w - - 0 50","events":[{"play":"c4a5"}]} | d=game_over; r=1/2-1/2; a=5.2.1
a dead position made from an illegal board 2017+ | 2023 | {"time_control":"5400","illegal_position":true,"fen":"7k/8/5B2/8/8/8/3n4/4K3 w - - 0 50","events":[{"play":"e1d2"}]} | d=game_drawn; r=1/2-1/2; a=5.2.2
a dead position made from an illegal board 2005-2014 | 2005,2009,2014 | {"time_control":"5400","illegal_position":true,"fen":"7k/8/5B2/8/8/8/3n4/4K3 w - - 0 50","events":[{"play":"e1d2"}]} | d=game_drawn; r=1/2-1/2; a=5.2b
a resignation after the mate is void | 2023 | {$X,"events":[{"play":"d2e1"},{"resign":"black"}]} | d=result_stands; r=1-0; a=5.1.1; p=$MATED
the mate pressed as usual | 2023 | {$X,"events":[{"play":"d2e1"},{"press_clock":"white"}]} | d=game_over; r=1-0; a=5.1.1; p=$MATED
# --- (b) a move on the illegal board is legal or illegal by Article 3 --------------------------
# Qd8 leaves White's king in check from the rook (3.9): an illegal move, not completed yet; the
# touched queen must make a legal move (4.3.1): Qxe1.
a move that leaves the king in check is not legal 2017+ | 2017,2018,2023 | {$X,"events":[{"play":"d2d8"}]} | d=touch_move_obligation; m=Qxe1; a=4.3.1
a move that leaves the king in check is not legal 2009-2014 | 2009,2014 | {$X,"events":[{"play":"d2d8"}]} | d=touch_move_obligation; m=Qxe1; a=4.3a
# Completed by the press, such a move goes on the board as before: in rapid and blitz without
# adequate supervision that is what A.4.4 / A.5.4 wait for (an illegal position still on the
# board after the next move draws: tests/data/exam/rapid_blitz.toml), and in standard play a
# later claim reinstates the position before the first irregularity.
# --- (c) a flag falls while the board holds an illegal position ---------------------------------
# 6.9: lost unless the opponent cannot checkmate by any series of legal moves. From board X the
# only move is Qxe1, which mates Black: Black can never mate, the game is drawn.
White's flag on board X: Black cannot mate, drawn | 2023 | {$X,"clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"flag_fall":"white"}]} | d=game_drawn; r=1/2-1/2; a=6.9; k=0:00:00,0:05:00
White's flag on board X, the arbiter observes it | 2023 | {$X,"clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"}]} | d=game_drawn; r=1/2-1/2; a=6.9; k=0:00:00,0:05:00
White's flag on board Y: Black's queen can mate, White loses | 2023 | {$Y,"clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"flag_fall":"white"}]} | d=game_lost; r=0-1; a=6.9; k=0:00:00,0:05:00
White's flag on board Y 2009 | 2009 | {$Y,"clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"flag_fall":"white"}]} | d=game_lost; r=0-1; a=6.9; k=0:00:00,0:05:00
Black claims White's flag on board X: drawn all the same | 2023 | {$X,"clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"wait":"0:06"},{"claim":"flag","by":"black"}]} | d=game_drawn; r=1/2-1/2; c=correct; a=6.9; k=0:00:00,0:05:00
a flag reported with time on the clock is still bad input | 2023 | {$X,"clocks":{"white":"0:00:05","black":"0:05:00"},"events":[{"flag_fall":"white"}]} | err=events[0].flag_fall
"#;

const NEITHER_PRESENT: &str = r#"
# Neither player at the board when the clocks are started (90 minutes each, one hour's default
# time). 2017+ 6.7.2 (2014 6.7b, 2009 6.6b): White loses all the time that elapses until he
# arrives, unless the regulations or the arbiter decide otherwise; 2001/2005 6.6 says the same
# (both Portuguese texts; editions.md had no such clause). Black's clock cannot run before White
# has moved. The incident's clocks are those set at the start.
@def G "time_control":"5400","default_time":"1:00:00","clocks":{"white":"1:30:00","black":"1:30:00"}
# --- the clocks when neither player is present at the start -------------------------------------
Black first, White 20 minutes late 2017+ | 2017,2018,2023 | {$G,"events":[{"arrive":{"white":"0:20:00","black":"0:10:00"}}]} | d=play_continues; k=1:10:00,1:30:00; a=6.7.1,6.7.2
Black first, White 20 minutes late 2014 | 2014 | {$G,"events":[{"arrive":{"white":"0:20:00","black":"0:10:00"}}]} | d=play_continues; k=1:10:00,1:30:00; a=6.7a,6.7b
Black first, White 20 minutes late 2009 | 2009 | {$G,"events":[{"arrive":{"white":"0:20:00","black":"0:10:00"}}]} | d=play_continues; k=1:10:00,1:30:00; a=6.6a,6.6b
Black first, White 20 minutes late 2001-2005 | 2001,2005 | {$G,"events":[{"arrive":{"white":"0:20:00","black":"0:10:00"}}]} | d=play_continues; k=1:10:00,1:30:00; a=6.7,6.6
# White arrives first: his clock ran until he arrived; then it runs as usual (his until he moves,
# then Black's until Black arrives): the clocks are those at White's arrival.
White first, 10 minutes late | 2023 | {$G,"events":[{"arrive":{"white":"0:10:00","black":"0:20:00"}}]} | d=play_continues; k=1:20:00,1:30:00; a=6.7.1,6.7.2
White first, then he moves at once and Black's clock runs until Black comes | 2023 | {$G,"events":[{"arrive":{"white":"0:10:00","black":"0:20:00"}},{"play":"e2e4"},{"press_clock":"white"},{"wait":"0:10:00"}]} | d=play_continues; k=1:20:00,1:20:00; a=A.1,6.3.1
# A round started five minutes late: White's clock has run fifteen minutes when he arrives.
the clocks started late | 2023 | {$G,"round_start":"0:05:00","events":[{"arrive":{"white":"0:20:00","black":"0:10:00"}}]} | d=play_continues; k=1:15:00,1:30:00; a=6.7.1,6.7.2
without clocks there is nothing to compute | 2023 | {"default_time":"1:00:00","events":[{"arrive":{"white":"0:20:00","black":"0:10:00"}}]} | d=play_continues; a=6.7.1,6.7.2
one player late: the clocks given are those at his arrival, as before | 2023 | {$G,"events":[{"arrive":{"white":"0:20:00"}}]} | d=play_continues; k=1:30:00,1:30:00; a=6.7.1
# White's time runs out before he arrives (60 minutes each, a default time of 90 minutes): all the
# time until he arrives is his to lose (6.7.2; 6.7b; 6.6b; 2001/2005 6.6), so his flag is down
# before he reaches the board. A flag that falls is ruled as such (6.8, 6.9; 2001/2005 6.10):
# lost, unless the opponent cannot mate by any series of legal moves (review6 P1).
@def H "time_control":"3600","default_time":"1:30:00","clocks":{"white":"1:00:00","black":"1:00:00"}
White's flag falls before he arrives 2017+ | 2017,2018,2023 | {$H,"events":[{"arrive":{"white":"1:05:00","black":"0:10:00"}}]} | d=game_lost; r=0-1; k=0:00:00,1:00:00; a=6.7.1,6.7.2,6.9
White's flag falls before he arrives 2014 | 2014 | {$H,"events":[{"arrive":{"white":"1:05:00","black":"0:10:00"}}]} | d=game_lost; r=0-1; k=0:00:00,1:00:00; a=6.7a,6.7b,6.9
White's flag falls before he arrives 2009 | 2009 | {$H,"events":[{"arrive":{"white":"1:05:00","black":"0:10:00"}}]} | d=game_lost; r=0-1; k=0:00:00,1:00:00; a=6.6a,6.6b,6.9
# (2001: 60 minutes is still rapid, B1; the same case with 90 minutes and two hours' default time.)
White's flag falls before he arrives 2001-2005 | 2001,2005 | {"time_control":"5400","default_time":"2:00:00","clocks":{"white":"1:30:00","black":"1:30:00"},"events":[{"arrive":{"white":"1:35:00","black":"0:10:00"}}]} | d=game_lost; r=0-1; k=0:00:00,1:30:00; a=6.7,6.6,6.10
# Where a fallen flag counts only on a claim (2009 rapid without adequate supervision, A.4d: the
# arbiter refrains from calling it), the flag is down and play waits for Black's claim.
@def R "time_control":"1800","supervision":"inadequate","default_time":"0:45:00","clocks":{"white":"0:30:00","black":"0:30:00"}
White's flag falls before he arrives, rapid 2009 unsupervised: Black must claim | 2009 | {$R,"events":[{"arrive":{"white":"0:40:00","black":"0:10:00"}}]} | d=play_continues; k=0:00:00,0:30:00; a=6.6a,6.6b
Black claims it | 2009 | {$R,"events":[{"arrive":{"white":"0:40:00","black":"0:10:00"}},{"claim":"flag","by":"black"}]} | d=game_lost; r=0-1; c=correct; k=0:00:00,0:30:00; a=A.4d2,6.9
White's flag falls before he arrives, Black has a bare king: drawn | 2023 | {$H,"fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1","events":[{"arrive":{"white":"1:05:00","black":"0:10:00"}}]} | d=game_drawn; r=1/2-1/2; k=0:00:00,1:00:00; a=6.7.1,6.7.2,6.9
"#;

const BLITZ_FLAGS: &str = r#"
# --- blitz without adequate supervision: the flag under the rapid appendix ----------------------
# 2023 B.3 ("governed by the Rapid chess Laws as in Article A.2, A.3 and A.5"), 2017/2018 B.4
# ("as in Article A.2 and A.4"), 2014 B.3: the flag is ruled by the rapid appendix only through the
# blitz article, which is cited first, as for illegal moves (review6 P2).
@def F "time_control":"180","supervision":"inadequate","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"0:00:03","black":"0:02:00"}
Black claims White's flag, blitz 2023 | 2023 | {$F,"events":[{"wait":"0:04"},{"claim":"flag","by":"black"}]} | d=game_lost; r=0-1; c=correct; a=B.3,A.5.3,6.9; k=0:00:00,0:02:00
the arbiter calls it, blitz 2023 | 2023 | {$F,"events":[{"wait":"0:04"},{"flag_fall":"white"}]} | d=game_lost; r=0-1; a=B.3,A.5.5,6.9; k=0:00:00,0:02:00
Black claims White's flag, blitz 2017-2018 | 2017,2018 | {$F,"events":[{"wait":"0:04"},{"claim":"flag","by":"black"}]} | d=game_lost; r=0-1; c=correct; a=B.4,A.4.3,6.9; k=0:00:00,0:02:00
the arbiter calls it, blitz 2017-2018 | 2017,2018 | {$F,"events":[{"wait":"0:04"},{"flag_fall":"white"}]} | d=game_lost; r=0-1; a=B.4,A.4.5,6.9; k=0:00:00,0:02:00
the arbiter calls it, blitz 2014 | 2014 | {$F,"events":[{"wait":"0:04"},{"flag_fall":"white"}]} | d=game_lost; r=0-1; a=B.3,6.8,6.9; k=0:00:00,0:02:00
rapid keeps its own articles 2023 | 2023 | {"time_control":"900","supervision":"inadequate","moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"0:00:03","black":"0:02:00"},"events":[{"wait":"0:04"},{"flag_fall":"white"}]} | d=game_lost; r=0-1; a=A.5.5,6.9; k=0:00:00,0:02:00
"#;

#[test]
fn fixes3_table() {
    let n = ruling_table::run(DEVICES)
        + ruling_table::run(OFFERS)
        + ruling_table::run(REGULATIONS)
        + ruling_table::run(ILLEGAL_BOARD)
        + ruling_table::run(NEITHER_PRESENT)
        + ruling_table::run(BLITZ_FLAGS);
    assert!(n > 30, "only {n} case-editions checked");
}
