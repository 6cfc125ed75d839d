/*
 * What the Village family's twin's three files share (_native_village.c the twin and its moves,
 * _native_village_dead.c its dead-end tests, _native_village_ops.c the search's view of it and its
 * making from Python): the twin itself, its pass-up bans and what a redeal keeps to take it back.
 */
#ifndef PATIENCE_NATIVE_VILLAGE_H
#define PATIENCE_NATIVE_VILLAGE_H

#include "native_core.h"

#define MAXBANS 512     /* pass-up bans on one path: at most 16 a deal, 13 deals */
#define MAXSNAPSHOTS 10 /* gatherings and the redeal on one path: at most 8 + 1 */

/* (move kinds, the tuples of native_codec.py, and redeal kinds: native_codes.h) */

/* A pass-up ban (see _native_village.c): the card at (column, index) may not go to foundation fi while
 * that foundation's top is still `top`. */
typedef struct {
    uint8_t col, pos, fi, top;
} Ban;

/* What a redeal or a gathering changed, kept to take it back. */
typedef struct {
    Pile cols[COLUMNS]; /* the redeal: every column; a gathering: the gathered one in cols[0] */
    Pile stock;
    int gathering, redealt, nbans;
    Ban bans[MAXBANS];
} Snapshot;

typedef struct {
    Move move;
    int8_t dealt;      /* cards a deal row put out */
    uint8_t replaced;  /* a foundation move: a stock card took the card's place */
    int16_t changed;   /* bans added (a deal) or lifted (a foundation move) */
} Done;

typedef struct {
    int replacement, redeal_kind, deck_size;
    Pile stock, cols[COLUMNS];
    int fnd[8]; /* ace foundations' top ranks (0: empty), then the king foundations' (14: empty) */
    int placed, redealt, gathering, check_reach;
    int tot[56]; /* cards off the foundations, by code */
    Ban bans[MAXBANS];
    int nbans;
    /* bans a foundation move lifted, with their places in `bans`, to put back on undo */
    Ban lifted[MAXBANS];
    int lifted_at[MAXBANS];
    int nlifted;
    Snapshot *snapshots; /* MAXSNAPSHOTS of them */
    int nsnapshots;
    Done *done;
    int ndone, cap_done;
} VTwin;

static inline int v_last_deal(const VTwin *t) { return t->redeal_kind == REDEAL_NONE || t->redealt; }

/* The twin's moves (_native_village.c), with FamilyOps' signatures. */
int village_moves(void *twin, Move *out);
int village_apply(void *twin, Move m);
void village_undo(void *twin);
int village_won(const void *twin);
uint64_t village_key(const void *twin);
/* Its dead-end tests (_native_village_dead.c): 1 dead, 0 not, -1 out of memory. */
int village_dead(void *twin);

#endif
