/*
 * What the Rainbow family's twin's three files share (_native_rainbow.c the twin and its moves,
 * _native_rainbow_dead.c its dead-end tests, _native_rainbow_ops.c the search's view of it and its
 * making from Python): the twin itself and the small questions all three ask of it.
 */
#ifndef PATIENCE_NATIVE_RAINBOW_H
#define PATIENCE_NATIVE_RAINBOW_H

#include "native_relax.h"

#define NOT_WANTED 99 /* a rank no foundation wants (wanted_distance, the block masks) */
/* (move kinds and sources, the tuples of native_codec.py: native_codes.h) */

typedef struct {
    Move move;
    uint8_t card; /* the card the move carried (foundation, reserve, deep ace moves) */
} Done;

typedef struct {
    /* the rules' parameters */
    int cyclic, full, balance, redeals, deck_size, deep_ace;
    int nres, nwaste, nfound;
    int need_of[MAXCARDS + 2]; /* rank a foundation of each length wants; 0: complete */
    uint64_t seed;             /* the game number: the redeals' shuffles */
    /* the position */
    Pile stock, res[MAXRES], waste[MAXWASTE];
    int hand; /* a card code, 0: none */
    int flen[MAXFOUND];
    int redeals_used, deep_used, placed;
    int outside[14], inres[14], free_[14]; /* rank counts off the foundations, in the reserves, free */
    int quiet, turned, laid;               /* what the last move was (laid: waste pile or -1) */
    Pile saved[MAXREDEALS][MAXWASTE];      /* the waste piles each redeal gathered */
    /* the moves played, for undo */
    Done *done;
    int ndone, cap_done;
    /* the block masks by the foundations' sorted lengths: a direct-mapped cache */
    struct MaskCache {
        uint64_t lengths; /* packed sorted lengths + 1, 0: empty */
        uint16_t masks[14];
    } *mask_cache;
    /* reserve_runs_free's positions seen */
    Table seen;
    /* the reserve relaxation of the first position, and where the deep ace taken since came from */
    Relax relax;
    int hole_ri, hole_pos;
    /* the waste-pile relaxation: asked or not, its memo and the positions it looked at */
    int use_waste;
    Table wmemo;
    long long wnodes;
} Twin;

#define MASK_CACHE 1024

static inline int below_rank(const Twin *t, int rank)
{
    if (rank > 1)
        return rank - 1;
    return t->cyclic ? 13 : 0;
}

/* needs[rank] lists the foundations that want that rank now, in foundation order. */
typedef struct {
    int n[14];
    int f[14][MAXFOUND];
} Needs;

static inline void compute_needs(const Twin *t, Needs *needs)
{
    memset(needs->n, 0, sizeof needs->n);
    for (int fi = 0; fi < t->nfound; fi++) {
        int rank = t->need_of[t->flen[fi]];
        if (rank)
            needs->f[rank][needs->n[rank]++] = fi;
    }
}

/* The foundations' lengths sorted (into lengths) and packed seven bits each: the foundations up to
 * symmetry, as the position's key and the block masks' cache see them. */
static inline uint64_t sorted_lengths(const Twin *t, uint64_t *lengths)
{
    for (int fi = 0; fi < t->nfound; fi++)
        lengths[fi] = (uint64_t)t->flen[fi];
    sort_u64(lengths, t->nfound);
    uint64_t packed = 0;
    for (int fi = 0; fi < t->nfound; fi++)
        packed = packed << 7 | lengths[fi];
    return packed;
}

/* The twin's moves (_native_rainbow.c), with FamilyOps' signatures. */
int rainbow_moves(void *twin, Move *out);
int rainbow_apply(void *twin, Move m);
void rainbow_undo(void *twin);
int rainbow_won(const void *twin);
uint64_t rainbow_key(const void *twin);
/* Its dead-end tests (_native_rainbow_dead.c): 1 dead, 0 not, -1 out of memory; and the reserve
 * relaxation's verdict alone (budget < 0: the default). */
int rainbow_dead(void *twin);
int rainbow_relaxed(void *twin, long budget);

#endif
