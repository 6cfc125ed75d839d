/*
 * The numbers the compiled core shares with the Python side, in one place: move kinds and sources
 * (native_codec.py's move tuples), the Village family's redeal kinds (native_codec.py REDEAL_KINDS),
 * card codes (play/card_codes.py: rank * 4 + suit index) and the limits the constructors check.
 * tests/play/test_native_checks.py reads this file and compares every number with the Python side.
 */
#ifndef PATIENCE_NATIVE_CODES_H
#define PATIENCE_NATIVE_CODES_H

/* card codes */
#define CARD_MIN 4  /* the ace of spades: rank 1 * 4 + suit 0 */
#define CARD_MAX 55 /* the king of clubs: rank 13 * 4 + suit 3 */
#define SUITS 4
#define RANKS 13

/* limits */
#define MAXCARDS 104 /* two decks */
#define MAXMOVES 192
#define MAXRES 2
#define MAXWASTE 8
#define MAXFOUND 8
#define MAXREDEALS 8
#define COLUMNS 8

/* the Rainbow family's move kinds and sources (native_codec.py R_* and FROM_*) */
enum { R_FOUNDATION = 0, R_DEEP = 1, R_RESERVE = 2, R_WASTE = 3, R_TURN = 4, R_REDEAL = 5 };
enum { FROM_RESERVE = 0, FROM_WASTE = 1, FROM_HAND = 2 };

/* the Village family's move kinds (native_codec.py V_*) and redeal kinds (REDEAL_KINDS) */
enum { V_FOUNDATION = 0, V_BUILD = 1, V_DEAL = 2, V_REDEAL = 3, V_GATHER = 4 };
enum { REDEAL_NONE = 0, REDEAL_REVERSE = 1, REDEAL_GATHER = 2 };

#endif
