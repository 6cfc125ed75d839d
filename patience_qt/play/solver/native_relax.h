/*
 * The reserve relaxation (_native_relax.c tells what it is and why it is sound): what the Rainbow
 * family's twin keeps of it and asks it.
 */
#ifndef PATIENCE_NATIVE_RELAX_H
#define PATIENCE_NATIVE_RELAX_H

#include "native_core.h"

#define MAXRES_RELAX MAXRES
#define MAXFOUND_RELAX MAXFOUND
/* relaxed positions the first question (the solve's root) and any later one may look at */
#define RELAX_ROOT_BUDGET 4000000L
#define RELAX_BUDGET 20000L
#define RELAX_MEMO_MOST ((size_t)1 << 21) /* memo slots (16 bytes each): 32 MB at most */

typedef struct {
    int nres, full, nfound, deep_ace;
    int len[MAXRES_RELAX];
    uint8_t card[MAXRES_RELAX][MAXCARDS]; /* the first position's reserves, bottom first */
    uint8_t rank[MAXRES_RELAX][MAXCARDS];
    int need_of[MAXCARDS + 2];
    int counts[14];       /* copies of each rank in the deck */
    uint8_t (*on)[14];    /* on[n][q]: cards of rank q on a foundation of length n */
    int kbits, lbits, usable;
    Table memo;           /* exact keys: value 1 lost, 2 won */
    long long nodes;      /* relaxed positions looked at, over every question */
    long left;            /* the question's budget left */
    int least[MAXRES_RELAX], first_least[MAXRES_RELAX];
    int first;            /* the first question's answer: -1 not asked, 0 not lost, 1 lost */
} Relax;

/* 0, or -1 when memory ran out. need_of[n]: the rank a foundation of length n wants (n < full). */
int relax_init(Relax *x, const Pile *res, int nres, const int *need_of, int full, int nfound,
               const int *counts, int deep_ace);
void relax_free(Relax *x);
/* 1: the relaxed game of this position cannot be won (a proof); 0: it can, or no answer within the
 * budget (< 0: the default); -1: out of memory. hole: where the deep ace taken since the first
 * position came from (reserve, place), or -1. */
int relax_lost(Relax *x, const Pile *res, const int *flen, int deep_open, int hole_ri, int hole_pos, long budget);
/* After a first question answered lost: 1, with the reserve and the length of its shortest run from
 * the outer end that cannot all be placed; else 0. */
int relax_blocked(const Relax *x, int *reserve, int *run);

/* The waste-pile relaxation (_native_waste.c): the last WASTE_STOCK cards of the stock free, the
 * waste piles and reserves as they are. 1 lost, 0 not or no answer within the budget, -1 out of memory. */
#define WASTE_STOCK 10
#define WASTE_BUDGET 100L
int waste_lost(Table *memo, long long *nodes, const Pile *waste, int nw, const Pile *res, int nres,
               const int *flen, int nfound, int full, int cyclic, const int *need_of, const int *free_cards,
               long budget);

#endif
