/*
 * What the parts of the solver's compiled core share (_native_search.c the search, _native.c the Python
 * types, _native_rainbow*.c and _native_village*.c one family's twin each): hashing, a small sort,
 * piles with prefix hashes, moves, open-addressing tables of 64-bit keys, and the table of a family's
 * functions the search calls.
 */
#ifndef PATIENCE_NATIVE_CORE_H
#define PATIENCE_NATIVE_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "native_codes.h"

#define RANK(c) ((c) >> 2)
#define PILE_HASH_START 0x243F6A8885A308D3ULL /* the hash of an empty pile */

/* ---- hashing and random numbers ------------------------------------------------------------------- */

static inline uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#define GOLDEN 0x9E3779B97F4A7C15ULL
#define PATIENCE 0x50415449454E4345ULL

static inline uint64_t splitmix_next(uint64_t *state)
{
    *state += GOLDEN;
    return mix64(*state);
}

/* A uniform integer in 0 .. bound-1, by rejection of the top of the range (rules/deal.py). */
static inline uint64_t splitmix_below(uint64_t *state, uint64_t bound)
{
    uint64_t rest = (0 - bound) % bound; /* 2**64 mod bound */
    for (;;) {
        uint64_t value = splitmix_next(state);
        if (rest == 0 || value < 0 - rest)
            return value % bound;
    }
}

/* ---- a small sort ------------------------------------------------------------------------------------ */

/* A handful of 64-bit words sorted in place, smallest first, by insertion (the few piles or
 * foundation lengths a position's key takes up to symmetry). */
static inline void sort_u64(uint64_t *v, int n)
{
    for (int a = 1; a < n; a++) {
        uint64_t cur = v[a];
        int b = a - 1;
        while (b >= 0 && v[b] > cur) {
            v[b + 1] = v[b];
            b--;
        }
        v[b + 1] = cur;
    }
}

/* ---- growing arrays ---------------------------------------------------------------------------------- */

/* `items`, an array of *cap items of `size` bytes, with room for item number `index`: the same array,
 * or a larger one (doubled; `first` items the first time) holding the same items, *cap updated. NULL
 * when memory ran out or past 2**24 items (16 million moves deep: wrong); the array is unchanged then. */
static inline void *grow_for(void *items, int *cap, int index, int first, size_t size)
{
    if (index < *cap)
        return items;
    if (*cap < 0 || *cap >= (1 << 24))
        return NULL;
    int more = *cap > 0 ? *cap * 2 : first;
    void *grown = realloc(items, (size_t)more * size);
    if (grown)
        *cap = more;
    return grown;
}

/* ---- tables of 64-bit keys ------------------------------------------------------------------------- */

/* An open-addressing table; an entry counts when its stamp is the table's, so clearing it is one
 * increment. The value is a byte (the visited table's "proved dead"). */
typedef struct {
    uint64_t key;
    uint32_t stamp;
    uint32_t value;
} Entry;

typedef struct {
    Entry *slots;
    size_t mask; /* capacity - 1 (a power of two), or 0 before the first insertion */
    size_t count;
    uint32_t stamp;
    size_t most; /* the largest capacity it may grow to (a power of two), 0: no limit */
} Table;

static inline void table_free(Table *t)
{
    free(t->slots);
    t->slots = NULL;
    t->mask = t->count = 0;
}

static inline void table_clear(Table *t)
{
    t->count = 0;
    if (++t->stamp == 0) { /* the stamps came round: wipe them for real */
        if (t->slots)
            memset(t->slots, 0, (t->mask + 1) * sizeof(Entry));
        t->stamp = 1;
    }
}

static inline Entry *table_find(const Table *t, uint64_t key)
{
    if (!t->slots)
        return NULL;
    size_t i = (size_t)mix64(key) & t->mask;
    for (;;) {
        Entry *e = &t->slots[i];
        if (e->stamp != t->stamp)
            return NULL;
        if (e->key == key)
            return e;
        i = (i + 1) & t->mask;
    }
}

static inline int table_grow(Table *t)
{
    size_t old_cap = t->slots ? t->mask + 1 : 0;
    size_t cap = old_cap ? old_cap * 2 : 1024;
    Entry *slots = calloc(cap, sizeof(Entry));
    if (!slots)
        return -1;
    uint32_t stamp = t->stamp ? t->stamp : 1;
    for (size_t k = 0; k < old_cap; k++) {
        Entry *e = &t->slots[k];
        if (e->stamp != t->stamp)
            continue;
        size_t i = (size_t)mix64(e->key) & (cap - 1);
        while (slots[i].stamp == stamp)
            i = (i + 1) & (cap - 1);
        slots[i].key = e->key;
        slots[i].stamp = stamp;
        slots[i].value = e->value;
    }
    free(t->slots);
    t->slots = slots;
    t->mask = cap - 1;
    t->stamp = stamp;
    return 0;
}

/* Sets key's value (adding it): 0; 1 when the table is full at its limit (`most`) and the key was
 * not in it (nothing changed); -1 when memory ran out. */
static inline int table_put(Table *t, uint64_t key, uint32_t value)
{
    if (t->stamp == 0)
        t->stamp = 1;
    if (!t->slots || (t->count + 1) * 2 > t->mask + 1) {
        int at_limit = t->slots && t->most && t->mask + 1 >= t->most;
        if (!at_limit) {
            if (table_grow(t) < 0)
                return -1;
        } else if ((t->count + 1) * 4 > (t->mask + 1) * 3) { /* full: three quarters at the limit */
            Entry *e = table_find(t, key);
            if (!e)
                return 1;
            e->value = value;
            return 0;
        }
    }
    size_t i = (size_t)mix64(key) & t->mask;
    for (;;) {
        Entry *e = &t->slots[i];
        if (e->stamp != t->stamp) {
            e->key = key;
            e->stamp = t->stamp;
            e->value = value;
            t->count++;
            return 0;
        }
        if (e->key == key) {
            e->value = value;
            return 0;
        }
        i = (i + 1) & t->mask;
    }
}
/* A pile with the hashes of its prefixes: h[k] hashes c[0..k-1], so a push hashes one card. */
typedef struct {
    int n;
    uint8_t c[MAXCARDS];
    uint64_t h[MAXCARDS + 1];
} Pile;

static inline void pile_push(Pile *p, uint8_t card)
{
    p->c[p->n] = card;
    p->h[p->n + 1] = mix64(p->h[p->n] + (uint64_t)(card + 1) * GOLDEN);
    p->n++;
}

static inline uint8_t pile_pop(Pile *p) { return p->c[--p->n]; }

/* (h[0], the hash of the empty pile, stays as it is: it holds the core's salt, pile_salt) */
static inline void pile_rehash(Pile *p)
{
    for (int k = 0; k < p->n; k++)
        p->h[k + 1] = mix64(p->h[k] + (uint64_t)(p->c[k] + 1) * GOLDEN);
}

/* Every hash of the pile from another start: a core with another salt has keys independent of the
 * first's, so two positions that share a key in one almost surely do not in the other. */
static inline void pile_salt(Pile *p, uint64_t salt)
{
    p->h[0] = salt ? mix64(PILE_HASH_START ^ salt) : PILE_HASH_START;
    pile_rehash(p);
}

typedef struct {
    uint8_t kind, a, b, c;
} Move;


/* What the search asks of a family's twin (its twin protocol). */
typedef struct {
    int (*moves)(void *twin, Move *out);  /* the moves in the search's order; their count */
    int (*apply)(void *twin, Move m);     /* 0, or -1 when memory ran out (nothing changed then) */
    void (*undo)(void *twin);             /* takes back the last move applied */
    int (*dead)(void *twin);              /* 1 dead end, 0 not, -1 out of memory */
    int (*won)(const void *twin);
    uint64_t (*key)(const void *twin);    /* the position up to symmetry */
    void (*at_root)(void *twin);          /* the dead-end test's view of a position no move led to */
    int (*played)(const void *twin);      /* moves applied so far */
    Move (*move_at)(const void *twin, int i);
    PyObject *(*move_tuple)(Move m);      /* the move as the Python twin's tuple */
    void (*free)(void *twin);
    long restart_budget;                  /* the Luby sequence's unit */
    /* the Rainbow family's reserve relaxation (NULL elsewhere): its verdict on the position (1 lost,
     * 0 not or no answer, -1 out of memory; budget < 0: the default), and the first question's
     * blocked run (1 and the reserve and the run's length, or 0) */
    int (*relaxed)(void *twin, long budget);
    int (*blocked)(const void *twin, int *reserve, int *run);
    void (*salt)(void *twin, uint64_t salt); /* every pile hashed from another start (pile_salt) */
    /* the twin's making: its size (the core allocates it zeroed), and filling it from the Python
     * twin's fields (see native.py): 0, or -1 with an exception set (the core then frees it) */
    size_t size;
    int (*fill)(void *twin, PyObject *args, PyObject *kwds, int *members);
} FamilyOps;

extern const FamilyOps rainbow_ops, village_ops;

/* deal.shuffled's order of card codes, computed in C (the Rainbow redeal). */
void shuffle_cards(uint8_t *items, int n, uint64_t game_number, uint64_t salt);
/* read_pile: a Python list of card codes into a pile; -1 with an exception set. */
int read_pile(PyObject *list, Pile *p, const char *what);

#endif
