/*
 * The Village family's twin as the rest of the core meets it: the FamilyOps table the search calls
 * (_native_search.c) and the constructor VillageCore calls with the Python twin's fields, which checks
 * that they are one deal's. Its own file because it is the twin's boundary: the moves and dead-end
 * tests (_native_village.c, _native_village_dead.c) trust what this file let in.
 */
#include "native_village.h"
#include "native_args.h"

/* ---- the search's view, and the twin made from Python ------------------------------------------------ */

static void v_at_root(void *p) { ((VTwin *)p)->check_reach = 1; }
static int v_played(const void *p) { return ((const VTwin *)p)->ndone; }
static Move v_move_at(const void *p, int i) { return ((const VTwin *)p)->done[i].move; }

static PyObject *v_move_tuple(Move m)
{
    switch (m.kind) {
    case V_DEAL:
    case V_REDEAL:
        return Py_BuildValue("(i)", m.kind);
    case V_GATHER:
        return Py_BuildValue("(ii)", m.kind, m.a);
    default:
        return Py_BuildValue("(iii)", m.kind, m.a, m.b);
    }
}

static void v_salt(void *p, uint64_t salt)
{
    VTwin *t = p;
    pile_salt(&t->stock, salt);
    for (int ci = 0; ci < COLUMNS; ci++)
        pile_salt(&t->cols[ci], salt);
}

static void v_free(void *p)
{
    VTwin *t = p;
    if (!t)
        return;
    free(t->snapshots);
    free(t->done);
    free(t);
}

/* VillageCore(params, stock, columns, foundation_tops, redealt, gathering, bans, members)
 * params: (replacement, redeal kind 0 none / 1 reverse / 2 gather, deck_size); bans: (column, index,
 * foundation, top) tuples. */
static int village_fill(void *p, PyObject *args, PyObject *kwds, int *members)
{
    VTwin *t = p;
    static char *names[] = {"params", "stock", "columns", "foundations", "redealt", "gathering", "bans",
                            "members", NULL};
    PyObject *stock, *cols, *fnd, *bans;
    int replacement, redeal_kind, deck_size, redealt, gathering;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "(iii)OOOppO|i", names, &replacement, &redeal_kind,
                                     &deck_size, &stock, &cols, &fnd, &redealt, &gathering, &bans,
                                     members))
        return -1;
    if (redeal_kind < REDEAL_NONE || redeal_kind > REDEAL_GATHER || deck_size != MAXCARDS ||
        replacement < 0 || replacement > 1) {
        PyErr_SetString(PyExc_ValueError, "VillageCore: parameters out of range");
        return -1;
    }
    t->replacement = replacement, t->redeal_kind = redeal_kind, t->deck_size = deck_size;
    t->redealt = redealt, t->gathering = gathering, t->check_reach = 1;
    if (read_pile(stock, &t->stock, "stock") < 0)
        return -1;
    PyObject *seq = PySequence_Fast(cols, "columns");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != COLUMNS) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "VillageCore: eight columns");
        return -1;
    }
    for (int ci = 0; ci < COLUMNS; ci++)
        if (read_pile(PySequence_Fast_GET_ITEM(seq, ci), &t->cols[ci], "columns") < 0) {
            Py_DECREF(seq);
            return -1;
        }
    Py_DECREF(seq);
    seq = PySequence_Fast(fnd, "foundations");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != 8) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "VillageCore: eight foundation tops");
        return -1;
    }
    for (int fi = 0; fi < 8; fi++) {
        long top;
        if (item_in_range(seq, fi, 0, 14, "VillageCore: a foundation top out of range", &top) < 0) {
            Py_DECREF(seq);
            return -1;
        }
        t->fnd[fi] = (int)top;
        t->placed += fi < 4 ? (int)top : 14 - (int)top;
    }
    Py_DECREF(seq);
    seq = PySequence_Fast(bans, "bans");
    if (!seq)
        return -1;
    Py_ssize_t nb = PySequence_Fast_GET_SIZE(seq);
    if (nb > MAXBANS) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "VillageCore: too many bans");
        return -1;
    }
    for (Py_ssize_t i = 0; i < nb; i++) {
        int col, pos, fi, top;
        PyObject *ban = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyTuple_Check(ban) || PyTuple_GET_SIZE(ban) != 4) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "VillageCore: a ban is a tuple of four numbers");
            return -1;
        }
        if (!PyArg_ParseTuple(ban, "iiii", &col, &pos, &fi, &top)) {
            Py_DECREF(seq);
            return -1;
        }
        if (col < 0 || col >= COLUMNS || pos < 0 || pos >= MAXCARDS || fi < 0 || fi > 7 || top < 0 ||
            top > 14) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "VillageCore: a ban out of range");
            return -1;
        }
        Ban b = {(uint8_t)col, (uint8_t)pos, (uint8_t)fi, (uint8_t)top};
        t->bans[t->nbans++] = b;
    }
    Py_DECREF(seq);
    for (int k = 0; k < t->stock.n; k++)
        t->tot[t->stock.c[k]]++;
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int k = 0; k < t->cols[ci].n; k++)
            t->tot[t->cols[ci].c[k]]++;
    /* one deal's cards: each card twice, less the copies its suit's two foundations hold (so no pile
     * can outgrow its arrays and the counts the search keeps never go wrong) */
    for (int c = CARD_MIN; c <= CARD_MAX; c++) {
        int rank = RANK(c), suit = c & 3;
        int held = (t->fnd[suit] >= rank) + (t->fnd[4 + suit] <= rank);
        if (t->tot[c] + held != 2) {
            PyErr_Format(PyExc_ValueError, "VillageCore: card %d %d times, not %d", c, t->tot[c], 2 - held);
            return -1;
        }
    }
    t->snapshots = calloc(MAXSNAPSHOTS, sizeof(Snapshot));
    if (!t->snapshots) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

const FamilyOps village_ops = {
    village_moves, village_apply, village_undo, village_dead, village_won, village_key, v_at_root,
    v_played, v_move_at, v_move_tuple, v_free, 1000, NULL, NULL, v_salt,
    sizeof(VTwin), village_fill,
};
