//! Quickplay finish (editions.md §5, decisions.md 16): Art. 10 (2001–2009), Appendix G (2014),
//! Guidelines III (2017+). One line per case; see `ruling_table` for the format.
mod ruling_table;

const TABLE: &str = r#"
# White to move after 1.e4 e5 2.Nf3 Nc6; White has 1:30, Black 5:00.
@def GAME "moves":["e4","e5","Nf3","Nc6"],"clocks":{"white":"1:30","black":"5:00"}
@def QPF "time_control":"5400","quickplay_finish":true,$GAME
@def CLAIM {"claim":"quickplay_finish","grounds":"no_effort"
@def REQ {"claim":"quickplay_increment"

# --- the arbiter accepts, postpones or rejects (opponent +2 minutes on postpone and reject) ---
accept 2001-2009 | 2001,2005,2009 | {$QPF,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=10.2,10.2a
accept 2014 | 2014 | {$QPF,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=G.5,G.5a
accept 2017+ | 2017,2018,2023 | {$QPF,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=III.5,III.5.1
postpone 2001-2009 | 2001,2005,2009 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"}]} | d=claim_postponed; c=postponed; k=0:01:30,0:07:00; a=10.2,10.2b
postpone 2014 | 2014 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"}]} | d=claim_postponed; c=postponed; k=0:01:30,0:07:00; a=G.5,G.5b
postpone 2017+ | 2017,2018,2023 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"}]} | d=claim_postponed; c=postponed; k=0:01:30,0:07:00; a=III.5,III.5.2
reject 2001-2009 | 2001,2005,2009 | {$QPF,"events":[$CLAIM,"arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:30,0:07:00; a=10.2,10.2c
reject 2014 | 2014 | {$QPF,"events":[$CLAIM,"arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:30,0:07:00; a=G.5,G.5c
reject 2017+ (still two minutes in 2023) | 2017,2018,2023 | {$QPF,"events":[$CLAIM,"arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:30,0:07:00; a=III.5,III.5.3
grounds cannot_win, rejected | 2023 | {$QPF,"events":[{"claim":"quickplay_finish","grounds":"cannot_win","arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:30,0:07:00; a=III.5,III.5.3
no decision given: the arbiter judges 2001-2009 | 2001,2005,2009 | {$QPF,"events":[$CLAIM}]} | d=arbiter_judgement_required; k=0:01:30,0:05:00; a=10.2
no decision given: the arbiter judges 2014 | 2014 | {$QPF,"events":[$CLAIM}]} | d=arbiter_judgement_required; k=0:01:30,0:05:00; a=G.5
no decision given: the arbiter judges 2017+ | 2017,2018,2023 | {$QPF,"events":[$CLAIM}]} | d=arbiter_judgement_required; k=0:01:30,0:05:00; a=III.5
opponent cannot mate at all: accepted 2001-2009 | 2001,2005,2009 | {"time_control":"5400","quickplay_finish":true,"fen":"4k3/8/8/8/8/8/4P3/4K2R w K - 0 60","clocks":{"white":"1:00","black":"9:00"},"events":[{"claim":"quickplay_finish","grounds":"cannot_win"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:00,0:09:00; a=10.2,10.2a
opponent cannot mate at all: accepted 2017+ | 2017,2018,2023 | {"time_control":"5400","quickplay_finish":true,"fen":"4k3/8/8/8/8/8/4P3/4K2R w K - 0 60","clocks":{"white":"1:00","black":"9:00"},"events":[{"claim":"quickplay_finish","grounds":"cannot_win"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:00,0:09:00; a=III.5,III.5.1
postponed, then the claimant's flag falls: the arbiter decides 2001-2005 | 2001,2005 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"},{"wait":"0:01:30"}]} | d=arbiter_judgement_required; k=0:00:00,0:07:00; a=6.10,10.2b
postponed, then the claimant's flag falls: the arbiter decides 2009 | 2009 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"},{"wait":"0:01:30"}]} | d=arbiter_judgement_required; k=0:00:00,0:07:00; a=6.9,10.2b
postponed, then the claimant's flag falls: the arbiter decides 2014 | 2014 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"},{"wait":"0:01:30"}]} | d=arbiter_judgement_required; k=0:00:00,0:07:00; a=6.9,G.5b
postponed, then the claimant's flag falls: the arbiter decides 2017+ | 2017,2018,2023 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"},{"wait":"0:01:30"}]} | d=arbiter_judgement_required; k=0:00:00,0:07:00; a=6.9,III.5.2
postponed, then the opponent's flag falls: the claimant wins | 2009,2023 | {$QPF,"events":[$CLAIM,"arbiter_decision":"postpone"},{"play":"f1c4"},{"press_clock":"white"},{"wait":"0:07:00"}]} | d=game_lost; r=1-0; k=0:01:30,0:00:00; a=6.9
postponed, flag falls, opponent cannot mate: draw by the flag rule | 2023 | {"time_control":"5400","quickplay_finish":true,"fen":"4k3/8/8/8/8/8/4P3/4K2R w K - 0 60","clocks":{"white":"1:00","black":"9:00"},"events":[$CLAIM,"arbiter_decision":"postpone"},{"wait":"0:01:00"}]} | d=game_drawn; r=1/2-1/2; k=0:00:00,0:11:00; a=6.9
without a postponed claim the flag simply loses | 2023 | {$QPF,"events":[{"wait":"0:01:30"}]} | d=game_lost; r=0-1; k=0:00:00,0:05:00; a=6.9

# --- who may claim: the player to move, under two minutes, before his flag falls -----------
exactly two minutes is too much 2001-2009 | 2001,2005,2009 | {$QPF,"clocks":{"white":"2:00","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:02:00,0:05:00; a=10.2
exactly two minutes is too much 2014 | 2014 | {$QPF,"clocks":{"white":"2:00","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:02:00,0:05:00; a=G.5
exactly two minutes is too much 2017+ | 2017,2018,2023 | {$QPF,"clocks":{"white":"2:00","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:02:00,0:05:00; a=III.5
1:59 is under two minutes 2001-2009 | 2001,2005,2009 | {$QPF,"clocks":{"white":"1:59","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"postpone"}]} | d=claim_postponed; c=postponed; k=0:01:59,0:07:00; a=10.2,10.2b
1:59 is under two minutes 2014 | 2014 | {$QPF,"clocks":{"white":"1:59","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"postpone"}]} | d=claim_postponed; c=postponed; k=0:01:59,0:07:00; a=G.5,G.5b
1:59 is under two minutes 2017+ | 2017,2018,2023 | {$QPF,"clocks":{"white":"1:59","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"postpone"}]} | d=claim_postponed; c=postponed; k=0:01:59,0:07:00; a=III.5,III.5.2
after a wait the claimant is under two minutes | 2023 | {$QPF,"clocks":{"white":"2:10","black":"5:00"},"events":[{"wait":"0:15"},$CLAIM,"arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:55,0:07:00; a=III.5,III.5.3
flag already fallen 2001-2009 | 2001,2005,2009 | {$QPF,"clocks":{"white":"0:00","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:00:00,0:05:00; a=10.2
flag already fallen 2017+ | 2017,2018,2023 | {$QPF,"clocks":{"white":"0:00","black":"5:00"},"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:00:00,0:05:00; a=III.5
the player without the move cannot claim | all | {$QPF,"events":[{"claim":"quickplay_finish","by":"black","arbiter_decision":"accept"}]} | err=events[0]
not yet in the last period 2001-2009 | 2001,2005,2009 | {"time_control":"40/5400:1800","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=10.2
not yet in the last period 2014 | 2014 | {"time_control":"40/5400:1800","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=G.5
not yet in the last period 2017+ | 2017,2018,2023 | {"time_control":"40/5400:1800","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=III.5

# --- scope by edition ----------------------------------------------------------------------
not announced: Art. 10 applies anyway until 2009 | 2001,2005,2009 | {"time_control":"5400",$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=10.2,10.2a
not announced 2014 | 2014 | {"time_control":"5400",$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=G.2
not announced 2017+ | 2017,2018,2023 | {"time_control":"5400",$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=III.2.1
increment: any quickplay-finish period until 2009 | 2001,2005,2009 | {"time_control":"5400+30","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:30,0:07:00; a=10.2,10.2c
increment 2014 | 2014 | {"time_control":"5400+30","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"reject"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=G.3
increment 2017+ | 2017,2018,2023 | {"time_control":"5400+30","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"reject"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=III.2.2
delay counts like an increment 2014 | 2014 | {"time_control":"5400d5","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=G.3
delay counts like an increment 2017+ | 2017,2018,2023 | {"time_control":"5400b5","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=III.2.2
delay before 2014 | 2001,2005,2009 | {"time_control":"5400d5","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=10.2,10.2a
rapid is in scope 2001-2009 | 2001,2005,2009 | {"time_control":"1800","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=10.2,10.2a
rapid is in scope 2014 | 2014 | {"time_control":"1800","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=G.5,G.5a
rapid is in scope 2017+ | 2017,2018,2023 | {"time_control":"1800","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_correct; r=1/2-1/2; c=correct; k=0:01:30,0:05:00; a=III.5,III.5.1
never blitz 2001 | 2001 | {"time_control":"300","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=C4
never blitz 2005 | 2005 | {"time_control":"300","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=C2
never blitz 2009 | 2009 | {"time_control":"300","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=B.3b
never blitz 2014 | 2014 | {"time_control":"300","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=G.3
never blitz 2017+ | 2017,2018,2023 | {"time_control":"300","quickplay_finish":true,$GAME,"events":[$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=III.2.2

# --- no arbiter present: the claim stops the game and goes to an arbiter ---------------------
no arbiter 2001-2005 | 2001,2005 | {$QPF,"arbiter_present":false,"events":[$CLAIM}]} | d=referred_to_arbiter; k=0:01:30,0:05:00; a=D1
no arbiter 2009 | 2009 | {$QPF,"arbiter_present":false,"events":[$CLAIM}]} | d=referred_to_arbiter; k=0:01:30,0:05:00; a=D.1
no arbiter 2014 | 2014 | {$QPF,"arbiter_present":false,"events":[$CLAIM}]} | d=referred_to_arbiter; k=0:01:30,0:05:00; a=G.6
no arbiter 2017+ | 2017,2018,2023 | {$QPF,"arbiter_present":false,"events":[$CLAIM}]} | d=referred_to_arbiter; k=0:01:30,0:05:00; a=III.6.1,III.6.2
no arbiter, no more events after the referral | 2023 | {$QPF,"arbiter_present":false,"events":[$CLAIM},{"wait":"0:10"}]} | err=events[1]
no arbiter, two minutes left: no claim | 2009 | {$QPF,"arbiter_present":false,"clocks":{"white":"2:30","black":"5:00"},"events":[$CLAIM}]} | d=claim_not_allowed; c=not_allowed; k=0:02:30,0:05:00; a=10.2

# --- a quickplay-finish claim is a draw offer until 2009 (9.1c, 9.1b3); not from 2014 -------
rejected claim stands as a draw offer 2001/2005 (9.1c: a 10.2 claim is an offer) | 2001,2005 | {$QPF,"events":[$CLAIM,"arbiter_decision":"reject"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=0:01:30,0:07:00; a=9.1c,5.2c
rejected claim stands as a draw offer 2009 (9.1b3) | 2009 | {$QPF,"events":[$CLAIM,"arbiter_decision":"reject"},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=0:01:30,0:07:00; a=9.1b3,5.2c
rejected claim is no draw offer from 2014 | 2014,2017,2018,2023 | {$QPF,"events":[$CLAIM,"arbiter_decision":"reject"},{"accept_draw":"black"}]} | err=events[1]

# --- the increment request (2014+): 5 s a move for both, opponent +2 when granted ------------
increment request granted 2014 | 2014 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_correct; c=correct; k=0:01:30,0:07:00; a=G.4
increment request granted 2017+ | 2017,2018,2023 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_correct; c=correct; k=0:01:30,0:07:00; a=III.4
granted: both now get 5 seconds a move 2014 | 2014 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"},{"play":"f1c4"},{"wait":"0:10"},{"press_clock":"white"},{"wait":"0:20"},{"play":"g8f6"},{"press_clock":"black"}]} | d=play_continues; k=0:01:25,0:06:45; a=A.1,6.3a
granted: both now get 5 seconds a move 2017+ | 2017,2018,2023 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"},{"play":"f1c4"},{"wait":"0:10"},{"press_clock":"white"},{"wait":"0:20"},{"play":"g8f6"},{"press_clock":"black"}]} | d=play_continues; k=0:01:25,0:06:45; a=A.1,6.3.1
granted: no quickplay-finish claim after it 2014 | 2014 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"},$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:07:00; a=G.5
granted: no quickplay-finish claim after it 2017+ | 2017,2018,2023 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"},$CLAIM,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:07:00; a=III.5
increment request refused by the arbiter | 2017,2018,2023 | {$QPF,"events":[$REQ,"arbiter_decision":"reject"}]} | d=claim_incorrect; c=incorrect; k=0:01:30,0:05:00; a=III.4
increment request awaiting the arbiter 2014 | 2014 | {$QPF,"events":[$REQ}]} | d=arbiter_judgement_required; k=0:01:30,0:05:00; a=G.4
increment request cannot be postponed | 2023 | {$QPF,"events":[$REQ,"arbiter_decision":"postpone"}]} | err=events[0]
increment request with two minutes 2014 | 2014 | {$QPF,"clocks":{"white":"2:00","black":"5:00"},"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:02:00,0:05:00; a=G.4
increment request with two minutes 2017+ | 2017,2018,2023 | {$QPF,"clocks":{"white":"2:00","black":"5:00"},"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:02:00,0:05:00; a=III.4
increment request with an increment already 2014 | 2014 | {"time_control":"5400+30","quickplay_finish":true,$GAME,"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=G.3
increment request not announced 2017+ | 2017,2018,2023 | {"time_control":"5400",$GAME,"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=III.2.1
no increment request before 2014 | 2001,2005,2009 | {$QPF,"events":[$REQ,"arbiter_decision":"accept"}]} | d=claim_not_allowed; c=not_allowed; k=0:01:30,0:05:00; a=10.2
increment request is a draw offer 2014 (G.4) | 2014 | {$QPF,"events":[$REQ},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=0:01:30,0:05:00; a=G.4,5.2c
increment request is a draw offer 2017+ (III.4) | 2017,2018,2023 | {$QPF,"events":[$REQ},{"accept_draw":"black"}]} | d=game_over; r=1/2-1/2; k=0:01:30,0:05:00; a=III.4,5.2.3
"#;

#[test]
fn quickplay_finish_table() {
    let n = ruling_table::run(TABLE);
    assert!(n > 100, "only {n} case-editions checked");
}
