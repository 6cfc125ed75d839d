/*
 * The Rainbow family's twin as the rest of the core meets it: the FamilyOps table the search calls
 * (_native_search.c) and the constructor RainbowCore calls with the Python twin's fields, which checks
 * that they are one deal's. Its own file because it is the twin's boundary: the moves and dead-end
 * tests (_native_rainbow.c, _native_rainbow_dead.c) trust what this file let in.
 */
#include "native_rainbow.h"
#include "native_args.h"

/* ---- the search's view, and the twin made from Python ------------------------------------------------ */

static int ops_played(const void *t) { return ((const Twin *)t)->ndone; }
static Move ops_move_at(const void *t, int i) { return ((const Twin *)t)->done[i].move; }

static void ops_at_root(void *p)
{
    Twin *t = p;
    t->quiet = t->turned = 0;
    t->laid = -1;
}

static PyObject *ops_move_tuple(Move m)
{
    switch (m.kind) {
    case R_TURN:
    case R_REDEAL:
        return Py_BuildValue("(i)", m.kind);
    case R_WASTE:
        return Py_BuildValue("(ii)", m.kind, m.a);
    default:
        return Py_BuildValue("(iiii)", m.kind, m.a, m.b, m.c);
    }
}

static int ops_blocked(const void *t, int *reserve, int *run)
{
    return relax_blocked(&((const Twin *)t)->relax, reserve, run);
}

static void ops_salt(void *p, uint64_t salt)
{
    Twin *t = p;
    pile_salt(&t->stock, salt);
    for (int ri = 0; ri < t->nres; ri++)
        pile_salt(&t->res[ri], salt);
    for (int wi = 0; wi < t->nwaste; wi++)
        pile_salt(&t->waste[wi], salt);
}

static void ops_free(void *p)
{
    Twin *t = p;
    if (!t)
        return;
    relax_free(&t->relax);
    table_free(&t->wmemo);
    free(t->done);
    free(t->mask_cache);
    table_free(&t->seen);
    free(t);
}

static int read_piles(PyObject *list, Pile *piles, int most, int *count, const char *what)
{
    PyObject *seq = PySequence_Fast(list, what);
    if (!seq)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n < 1 || n > most) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "%s: %zd piles (1 to %d)", what, n, most);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (read_pile(PySequence_Fast_GET_ITEM(seq, i), &piles[i], what) < 0) {
            Py_DECREF(seq);
            return -1;
        }
    }
    *count = (int)n;
    Py_DECREF(seq);
    return 0;
}

/* The cards given are one deal's: every card at most once a deck, and with the ranks the foundations'
 * lengths hold, every rank exactly once a deck a suit. So no pile can outgrow its arrays (a redeal
 * gathers at most the deck) and the counts the search keeps never go wrong. -1 with ValueError. */
static int deal_multiset(const Twin *t, int hand)
{
    int decks = t->deck_size / (SUITS * RANKS), count[CARD_MAX + 1] = {0}, ranks[RANKS + 1] = {0};
    int total = t->stock.n + (hand != 0);
    for (int k = 0; k < t->stock.n; k++)
        count[t->stock.c[k]]++;
    if (hand)
        count[hand]++;
    for (int ri = 0; ri < t->nres; ri++) {
        total += t->res[ri].n;
        for (int k = 0; k < t->res[ri].n; k++)
            count[t->res[ri].c[k]]++;
    }
    for (int wi = 0; wi < t->nwaste; wi++) {
        total += t->waste[wi].n;
        for (int k = 0; k < t->waste[wi].n; k++)
            count[t->waste[wi].c[k]]++;
    }
    for (int fi = 0; fi < t->nfound; fi++) {
        total += t->flen[fi];
        for (int n = 0; n < t->flen[fi]; n++)
            ranks[t->need_of[n]]++;
    }
    for (int c = CARD_MIN; c <= CARD_MAX; c++) {
        if (count[c] > decks) {
            PyErr_Format(PyExc_ValueError, "RainbowCore: card %d more often than %d decks hold", c, decks);
            return -1;
        }
        ranks[RANK(c)] += count[c];
    }
    if (total != t->deck_size) {
        PyErr_Format(PyExc_ValueError, "RainbowCore: %d cards, not the deck's %d", total, t->deck_size);
        return -1;
    }
    for (int q = 1; q <= RANKS; q++)
        if (ranks[q] != decks * SUITS) {
            PyErr_Format(PyExc_ValueError, "RainbowCore: %d cards of rank %d, not %d", ranks[q], q, decks * SUITS);
            return -1;
        }
    return 0;
}

/* RainbowCore(params, stock, hand, reserves, wastes, foundation_lengths, redeals_used, deep_used,
 *             game_number, members)
 * params: (cyclic, foundation_full, balance, redeals, deck_size, deep_ace, base rank) */
static int rainbow_fill(void *p, PyObject *args, PyObject *kwds, int *members)
{
    Twin *t = p;
    static char *names[] = {"params", "stock", "hand", "reserves", "wastes", "foundations",
                            "redeals_used", "deep_used", "game_number", "members", "waste", NULL};
    PyObject *stock, *res, *waste, *flen;
    int cyclic, full, balance, redeals, deck_size, deep_ace, base, hand, redeals_used, deep_used;
    unsigned long long seed;
    int use_waste = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "(iiiiiii)OiOOOipK|ip", names, &cyclic, &full,
                                     &balance, &redeals, &deck_size, &deep_ace, &base, &stock, &hand,
                                     &res, &waste, &flen, &redeals_used, &deep_used, &seed, members,
                                     &use_waste))
        return -1;
    if (full < 1 || full > MAXCARDS || base < 1 || base > RANKS || redeals < 0 || redeals >= MAXREDEALS ||
        redeals_used < 0 || redeals_used > redeals || deck_size < 1 || deck_size > MAXCARDS ||
        deck_size % (SUITS * RANKS) != 0 || balance < 0 || balance > MAXCARDS || cyclic < 0 || cyclic > 1 ||
        deep_ace < 0 || deep_ace > 1 || (hand && (hand < CARD_MIN || hand > CARD_MAX))) {
        PyErr_SetString(PyExc_ValueError, "RainbowCore: parameters out of range");
        return -1;
    }
    t->cyclic = cyclic, t->full = full, t->balance = balance, t->redeals = redeals;
    t->deck_size = deck_size, t->deep_ace = deep_ace, t->seed = seed;
    for (int n = 0; n <= MAXCARDS + 1; n++)
        t->need_of[n] = n < full ? ((base - 1 + n) % 13) + 1 : 0;
    if (read_pile(stock, &t->stock, "stock") < 0 ||
        read_piles(res, t->res, MAXRES, &t->nres, "reserves") < 0 ||
        read_piles(waste, t->waste, MAXWASTE, &t->nwaste, "wastes") < 0)
        return -1;
    PyObject *seq = PySequence_Fast(flen, "foundations");
    if (!seq)
        return -1;
    Py_ssize_t nf = PySequence_Fast_GET_SIZE(seq);
    if (nf < 1 || nf > MAXFOUND) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "RainbowCore: 1 to 8 foundations");
        return -1;
    }
    t->nfound = (int)nf;
    for (Py_ssize_t i = 0; i < nf; i++) {
        long n;
        if (item_in_range(seq, i, 0, full, "RainbowCore: a foundation's length out of range", &n) < 0) {
            Py_DECREF(seq);
            return -1;
        }
        t->flen[i] = (int)n;
        t->placed += (int)n;
    }
    Py_DECREF(seq);
    if (t->nfound * full != deck_size) {
        PyErr_SetString(PyExc_ValueError, "RainbowCore: the foundations do not hold the deck");
        return -1;
    }
    if (deal_multiset(t, hand) < 0)
        return -1;
    t->hand = hand, t->redeals_used = redeals_used, t->deep_used = deep_used, t->use_waste = use_waste;
    t->laid = -1;
    for (int k = 0; k < t->stock.n; k++) {
        t->outside[RANK(t->stock.c[k])]++;
        t->free_[RANK(t->stock.c[k])]++;
    }
    if (hand) {
        t->outside[RANK(hand)]++;
        t->free_[RANK(hand)]++;
    }
    for (int wi = 0; wi < t->nwaste; wi++)
        for (int k = 0; k < t->waste[wi].n; k++)
            t->outside[RANK(t->waste[wi].c[k])]++;
    for (int ri = 0; ri < t->nres; ri++)
        for (int k = 0; k < t->res[ri].n; k++) {
            t->outside[RANK(t->res[ri].c[k])]++;
            t->inres[RANK(t->res[ri].c[k])]++;
        }
    t->mask_cache = calloc(MASK_CACHE, sizeof *t->mask_cache);
    if (!t->mask_cache) {
        PyErr_NoMemory();
        return -1;
    }
    t->hole_ri = -1;
    int counts[14];
    for (int q = 0; q < 14; q++)
        counts[q] = t->outside[q];
    for (int fi = 0; fi < t->nfound; fi++)
        for (int n = 0; n < t->flen[fi]; n++)
            counts[t->need_of[n]]++;
    if (relax_init(&t->relax, t->res, t->nres, t->need_of, t->full, t->nfound, counts, t->deep_ace) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

const FamilyOps rainbow_ops = {
    rainbow_moves, rainbow_apply, rainbow_undo, rainbow_dead, rainbow_won, rainbow_key, ops_at_root,
    ops_played, ops_move_at, ops_move_tuple, ops_free, 400, rainbow_relaxed, ops_blocked, ops_salt,
    sizeof(Twin), rainbow_fill,
};
