//! Engine rulings a drill author found the Laws' text does not support (fourth batch), as table
//! tests written from the text of each edition before the engine was changed: the 2023 text
//! (richelbilderbeek/conquer_chess docs/rulebook/README.md), the 2018 text (Chess-Arbiter/handbook
//! at 035824a), the 2009 text (mliebelt/pgn-spec-commented laws-of-chess.md), and the Portuguese
//! 2001 Laws and 2005 course text (shared/seeds).
mod ruling_table;

// ----- 1. 2023 supervised blitz: the Competition Rules' two minutes -------------------------------

/// 2023 Appendix B: B.2 puts a blitz game under the Competition Rules when one arbiter supervises
/// one game and it is recorded; B.3 ("otherwise") brings in the rapid articles A.2, A.3 and A.5.
/// So A.3's one minute reaches only blitz without that supervision; supervised blitz keeps the
/// two minutes of 7.5.5 and 9.5.3, and B.2 is the clause that says so. 2018 (and July 2017) are
/// different: their B.2 makes every blitz penalty of Articles 7 and 9 one minute. 2023 rapid
/// takes A.3 whatever the supervision (A.3 precedes the A.4 / A.5 split).
const SUPERVISED_BLITZ: &str = r#"
@def B3 "time_control":"180+2","moves":["e4","e5"],"clocks":{"white":"0:02:00","black":"0:02:00"}
@def R15 "time_control":"900","moves":["e4","e5"],"clocks":{"white":"0:02:00","black":"0:02:00"}
@def REP "time_control":"180+2","moves":["Nf3","Nf6","Ng1","Ng8"],"clocks":{"white":"0:02:00","black":"0:02:00"}
@def ILL {"play":"d1d3"},{"press_clock":"white"},{"claim":"illegal_move"}
@def QUEEN m=Qe2,Qf3,Qg4,Qh5
supervised blitz 2023: first illegal move, opponent +2 (7.5.5 through B.2) | 2023 | {$B3,"supervision":"adequate","events":[$ILL]} | d=illegal_move_penalised; c=correct; k=0:02:00,0:04:00; $QUEEN; a=7.5.1,4.3.1,7.5.5,B.2
supervised blitz 2018: one minute in every blitz game (B.2) | 2018 | {$B3,"supervision":"adequate","events":[$ILL]} | d=illegal_move_penalised; c=correct; k=0:02:00,0:03:00; $QUEEN; a=7.5.1,4.3.1,7.5.5,B.2
supervised blitz July 2017: one minute (B.2) | 2017 | {$B3,"supervision":"adequate","events":[$ILL]} | d=illegal_move_penalised; c=correct; k=0:02:00,0:03:00; $QUEEN; a=7.5.1,4.3.1,7.5.3,B.2
unsupervised blitz 2023: B.3 sends it to A.5.2 and A.3's one minute | 2023 | {$B3,"supervision":"inadequate","events":[$ILL]} | d=illegal_move_penalised; c=correct; k=0:02:00,0:03:00; $QUEEN; a=B.3,A.5.2,7.5.1,4.3.1,7.5.5,A.3
supervised rapid 2023: A.3 applies to every rapid game | 2023 | {$R15,"supervision":"adequate","events":[$ILL]} | d=illegal_move_penalised; c=correct; k=0:02:00,0:03:00; $QUEEN; a=7.5.1,4.3.1,7.5.5,A.3
supervised blitz 2023: incorrect threefold claim, opponent +2 (9.5.3 through B.2) | 2023 | {$REP,"supervision":"adequate","events":[{"claim":"threefold"}]} | d=claim_incorrect; c=incorrect; k=0:02:00,0:04:00; a=9.2.2,9.5.3,9.1.2.3,B.2
unsupervised blitz 2023: incorrect claim, one minute (A.3) | 2023 | {$REP,"supervision":"inadequate","events":[{"claim":"threefold"}]} | d=claim_incorrect; c=incorrect; k=0:02:00,0:03:00; a=9.2.2,9.5.3,9.1.2.3,A.3
supervised blitz 2018: incorrect claim, one minute (B.2) | 2018 | {$REP,"supervision":"adequate","events":[{"claim":"threefold"}]} | d=claim_incorrect; c=incorrect; k=0:02:00,0:03:00; a=9.2.1.2,9.5.3,9.1.2.3,B.2
"#;

#[test]
fn supervised_blitz_2023_keeps_the_competition_rules_two_minutes() {
    ruling_table::run(SUPERVISED_BLITZ);
}

// ----- 2. a sealed move written without the capture sign ------------------------------------------

/// The notation appendix makes the capture sign optional: 2017+ C.9 ("an x may be inserted"; C.13
/// lists it among the optional abbreviations), 2009 (and 2014, lettered alike) the note after the
/// abbreviations that capturing need not be recorded. A pawn capture must still name the file of
/// departure (C.9 / C.9.3). The sealed move loses only when it is ambiguous, its true significance
/// cannot be established, or it is illegal (A8 2001/2005, Guidelines 8 2009, E.8 2014, I.8 2017+);
/// "Nd5" for the only knight move to d5, a capture, is none of these. 2001/2005: the A8 text
/// (seeds/, 2005 course) has the same three cases; its notation appendix (E) was not at hand, so
/// only A8 is cited there.
const SEALED: &str = r#"
@def TC "time_control":"40/7200:3600","clocks":{"white":"1:00:00","black":"1:30:00"}
# 1.e4 d5 2.Nc3 e6: the e4 pawn and the c3 knight can take on d5.
@def CAP $TC,"moves":["e4","d5","Nc3","e6"]
@def AFTER_NXD5 rnbqkbnr/ppp2ppp/4p3/3N4/4P3/8/PPPP1PPP/R1BQKBNR b KQkq - 0 3
@def AFTER_EXD5 rnbqkbnr/ppp2ppp/4p3/3P4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 0 3
# Knights on c3 and f4 can both take on d5.
@def TWO $TC,"moves":["Nc3","d5","Nh3","Nf6","Nf4","a6"]
@def AFTER_NCXD5 rnbqkb1r/1pp1pppp/p4n2/3N4/5N2/8/PPPPPPPP/R1BQKB1R b KQkq - 0 4
# 1.e4 a6 2.e5 d5: exd6 en passant.
@def EP $TC,"moves":["e4","a6","e5","d5"]
@def AFTER_EP rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3
# The a7 pawn promotes on a8 or takes the rook on b8.
@def PROMO $TC,"fen":"1r5k/P7/8/8/8/8/8/K7 w - - 0 50"
@def AFTER_A8Q Qr5k/8/8/8/8/8/8/K7 b - - 0 50
@def AFTER_AXB8Q 1Q5k/8/8/8/8/8/8/K7 b - - 0 50
@def CASTLE $TC,"moves":["e4","e5","Nf3","Nc6","Bc4","Bc5"]
@def AFTER_OO r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
@def MATE $TC,"fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30"
@def K k=1:00:00,1:30:00
@def OPEN {"press_clock":"white"},{"resume":{}}

# --- valid: the x left out, one legal move named --------------------------------------------------
Nd5 for Nxd5 is valid 2017+ | 2017,2018,2023 | {$CAP,"events":[{"seal":"Nd5"},$OPEN]} | d=play_continues; $K; a=I.9.1,I.8,C.9; p=$AFTER_NXD5
Nd5 for Nxd5 is valid 2014 | 2014 | {$CAP,"events":[{"seal":"Nd5"},$OPEN]} | d=play_continues; $K; a=E.9a,E.8,C.9; p=$AFTER_NXD5
Nd5 for Nxd5 is valid 2009 | 2009 | {$CAP,"events":[{"seal":"Nd5"},$OPEN]} | d=play_continues; $K; a=Guidelines 9a,Guidelines 8,C.9; p=$AFTER_NXD5
Nd5 for Nxd5 is valid 2001/2005 | 2001,2005 | {$CAP,"events":[{"seal":"Nd5"},$OPEN]} | d=play_continues; $K; a=A9a,A8; p=$AFTER_NXD5
ed5 for exd5 is valid | 2017,2018,2023 | {$CAP,"events":[{"seal":"ed5"},$OPEN]} | d=play_continues; $K; a=I.9.1,I.8,C.9; p=$AFTER_EXD5
the long form without x is valid | 2018 | {$CAP,"events":[{"seal":"Nc3d5"},$OPEN]} | d=play_continues; $K; a=I.9.1,I.8,C.9; p=$AFTER_NXD5
a file named, the x left out: Ncd5 | 2023 | {$TWO,"events":[{"seal":"Ncd5"},$OPEN]} | d=play_continues; $K; a=I.9.1,I.8,C.9; p=$AFTER_NCXD5
en passant without x | 2023 | {$EP,"events":[{"seal":"ed6"},$OPEN]} | d=play_continues; $K; a=I.9.1,I.8,C.9; p=$AFTER_EP
a promotion capture without x | 2018 | {$PROMO,"events":[{"seal":"ab8Q"},$OPEN]} | d=play_continues; $K; a=I.9.1,I.8,C.9; p=$AFTER_AXB8Q
the sealed move fixed when the clock is stopped, x left out | 2023 | {$CAP,"events":[{"seal":"Nd5"},{"press_clock":"white"}]} | d=touch_move_obligation; $K; m=Nxd5; a=I.1.1,I.8,C.9

# --- valid, as the appendix writes it ---------------------------------------------------------------
Nxd5 as written | 2001,2005 | {$CAP,"events":[{"seal":"Nxd5"},$OPEN]} | d=play_continues; $K; a=A9a; p=$AFTER_NXD5
exd5 as written | 2023 | {$CAP,"events":[{"seal":"exd5"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_EXD5
the long form with x | 2023 | {$CAP,"events":[{"seal":"Nc3xd5"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_NXD5
exd6 e.p. | 2018,2023 | {$EP,"events":[{"seal":"exd6 e.p."},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_EP
exd6e.p. as the 2009 sample game writes it | 2009 | {$EP,"events":[{"seal":"exd6e.p."},$OPEN]} | d=play_continues; $K; a=Guidelines 9a; p=$AFTER_EP
a8Q, the new piece after the move | 2018,2023 | {$PROMO,"events":[{"seal":"a8Q"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_A8Q
a8=Q | 2023 | {$PROMO,"events":[{"seal":"a8=Q"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_A8Q
axb8Q | 2023 | {$PROMO,"events":[{"seal":"axb8Q"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_AXB8Q
0-0 with zeros | 2018,2023 | {$CASTLE,"events":[{"seal":"0-0"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_OO
O-O with letters | 2023 | {$CASTLE,"events":[{"seal":"O-O"},$OPEN]} | d=play_continues; $K; a=I.9.1; p=$AFTER_OO
the mate sign # | 2023 | {$MATE,"events":[{"seal":"Ra8#"},$OPEN]} | d=game_over; r=1-0; $K; a=I.9.1,5.1.1
the mate sign ++ | 2018 | {$MATE,"events":[{"seal":"Ra8++"},$OPEN]} | d=game_over; r=1-0; $K; a=I.9.1,5.1.1

# --- invalid: ambiguous, or no legal move named --------------------------------------------------------
Nd5 with two knights able to take on d5 is ambiguous | 2017,2018,2023 | {$TWO,"events":[{"seal":"Nd5"},$OPEN]} | d=game_lost; r=0-1; $K; a=I.8
Nd5 with two knights, 2001/2005 | 2001,2005 | {$TWO,"events":[{"seal":"Nd5"},$OPEN]} | d=game_lost; r=0-1; $K; a=A8
d5 for exd5: a pawn capture must name its file | 2017,2018,2023 | {$CAP,"events":[{"seal":"d5"},$OPEN]} | d=game_lost; r=0-1; $K; a=I.8
d5 for exd5, 2009 | 2009 | {$CAP,"events":[{"seal":"d5"},$OPEN]} | d=game_lost; r=0-1; $K; a=Guidelines 8
a8 without the new piece is ambiguous | 2023 | {$PROMO,"events":[{"seal":"a8"},$OPEN]} | d=game_lost; r=0-1; $K; a=I.8
Nxe5 names no legal move | 2023 | {$CAP,"events":[{"seal":"Nxe5"},$OPEN]} | d=game_lost; r=0-1; $K; a=I.8
"#;

#[test]
fn a_sealed_move_may_leave_out_the_capture_sign() {
    ruling_table::run(SEALED);
}

// ----- 3. a mate made with two hands ---------------------------------------------------------------

/// 5.1.1 (5.1a 2014): a checkmate ends the game at once provided the move producing it was in
/// accordance with Article 3 and Articles 4.2-4.7; until 2009 (5.1a), provided it was a legal
/// move (Article 3; 4.6 2009). The one-hand rule, 4.1, is outside both. From July 2017 the
/// two-hands rule (7.7.1; 7.5.4 from 2018) makes the move illegal only when the player "pressed
/// the clock", which a mate does not need: it completes itself (6.2.1.1; 6.2a 2014, 6.7a 2009,
/// 6.8a 2001/2005), and a press after it comes after the end of the game. 2001-2014 have no
/// two-hands illegal-move rule at all. So the mate stands and the game is over; the breach of 4.1
/// is for the arbiter to penalise at his discretion (12.9; 13.4 until 2009), which does not change
/// the result. The same holds for stalemate (5.2.1 / 5.2a: the same proviso). A claim after the
/// end is not allowed: the result stands.
const TWO_HANDS: &str = r#"
@def MATE "fen":"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30","clocks":{"white":"1:00:00","black":"1:00:00"}
@def MATED R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 30
@def STALE "fen":"7k/5K2/8/8/8/8/8/6Q1 w - - 0 60","clocks":{"white":"1:00:00","black":"1:00:00"}
@def STALEMATED 7k/5K2/6Q1/8/8/8/8/8 b - - 1 60
@def TWO {"play":"a1a8","hands":2}
@def K k=1:00:00,1:00:00
two-handed mate, the clock not pressed (2001-2009) | 2001,2005,2009 | {$MATE,"events":[$TWO]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1a,4.1,13.4
two-handed mate, the clock not pressed (2014) | 2014 | {$MATE,"events":[$TWO]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1a,4.1,12.9
two-handed mate, the clock not pressed (2017+) | 2017,2018,2023 | {$MATE,"events":[$TWO]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1.1,4.1,12.9
two-handed mate, then the clock pressed (2001-2009) | 2001,2005,2009 | {$MATE,"events":[$TWO,{"press_clock":"white"}]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1a,4.1,13.4
two-handed mate, then the clock pressed (2014) | 2014 | {$MATE,"events":[$TWO,{"press_clock":"white"}]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1a,4.1,12.9
two-handed mate, then the clock pressed (2017+) | 2017,2018,2023 | {$MATE,"events":[$TWO,{"press_clock":"white"}]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1.1,4.1,12.9
two-handed mate, then an illegal-move claim: not allowed | 2018,2023 | {$MATE,"events":[$TWO,{"press_clock":"white"},{"claim":"illegal_move"}]} | d=result_stands; c=not_allowed; r=1-0; $K; p=$MATED; a=5.1.1,4.1,12.9
one-handed mate (unchanged) | 2017,2018,2023 | {$MATE,"events":[{"play":"a1a8"}]} | d=game_over; r=1-0; $K; p=$MATED; a=5.1.1
two-handed stalemate (2001-2009) | 2001,2005,2009 | {$STALE,"events":[{"play":"g1g6","hands":2},{"press_clock":"white"}]} | d=game_over; r=1/2-1/2; $K; p=$STALEMATED; a=5.2a,4.1,13.4
two-handed stalemate (2017+) | 2017,2018,2023 | {$STALE,"events":[{"play":"g1g6","hands":2},{"press_clock":"white"}]} | d=game_over; r=1/2-1/2; $K; p=$STALEMATED; a=5.2.1,4.1,12.9
"#;

#[test]
fn a_mate_made_with_two_hands_ends_the_game() {
    ruling_table::run(TWO_HANDS);
}

// ----- 4. unsupervised rapid: a pawn left unpromoted, seen at once or after the reply ---------------

/// 2018 A.4.2 / 2023 A.5.2: the arbiter who observes an action under 7.5.2 (the pawn moved to the
/// last rank, the clock pressed, no new piece) acts under 7.5.5 provided the opponent has not
/// made his next move; the opponent may claim within the same window. A.4.4 / A.5.4: a pawn the
/// arbiter observes standing on the last rank (the position, not the act) makes him wait until
/// the next move is completed, and if the illegal position is still there the game is drawn. So
/// the act seen (or claimed) before the reply: the queen of 7.5.2 and the time of 7.5.5 (one
/// minute in 2023, A.3); the position seen after the reply: drawn, and a claim then is out of
/// time but the arbiter it brings sees the position.
const UNPROMOTED: &str = r#"
@def RAPID "time_control":"1500","supervision":"inadequate","fen":"8/4P3/8/8/8/2k5/K7/7r w - - 0 60","clocks":{"white":"0:05:00","black":"0:05:00"}
@def PUSH {"play":"e7e8"},{"press_clock":"white"}
@def QUEENED 4Q3/8/8/8/8/2k5/K7/7r b - - 0 60
@def REPLIED 4P3/8/8/8/3k4/8/K7/7r w - - 1 61
the arbiter sees the pawn pressed unpromoted: A.4.2, the queen, +2 | 2018 | {$RAPID,"events":[$PUSH,{"claim":"illegal_move","by":"arbiter"}]} | d=illegal_move_penalised; k=0:05:00,0:07:00; p=$QUEENED; a=A.4.2,7.5.2,7.5.5
the opponent claims it at once: the same, the claim correct | 2018 | {$RAPID,"events":[$PUSH,{"claim":"illegal_move"}]} | d=illegal_move_penalised; c=correct; k=0:05:00,0:07:00; p=$QUEENED; a=A.4.2,7.5.2,7.5.5
the arbiter sees it at once 2023: A.5.2, +1 (A.3) | 2023 | {$RAPID,"events":[$PUSH,{"claim":"illegal_move","by":"arbiter"}]} | d=illegal_move_penalised; k=0:05:00,0:06:00; p=$QUEENED; a=A.5.2,7.5.2,7.5.5,A.3
the arbiter sees the pawn still on e8 after the reply: drawn (A.4.4) | 2018 | {$RAPID,"events":[$PUSH,{"play":"c3d4"},{"press_clock":"black"},{"claim":"illegal_move","by":"arbiter"}]} | d=game_drawn; r=1/2-1/2; k=0:05:00,0:05:00; p=$REPLIED; a=A.4.4
the opponent claims after his reply: too late, but drawn (A.5.4) | 2023 | {$RAPID,"events":[$PUSH,{"play":"c3d4"},{"press_clock":"black"},{"claim":"illegal_move"}]} | d=game_drawn; r=1/2-1/2; c=not_allowed; k=0:05:00,0:05:00; p=$REPLIED; a=A.5.4
"#;

#[test]
fn an_unpromoted_pawn_seen_at_once_or_after_the_reply() {
    ruling_table::run(UNPROMOTED);
}
