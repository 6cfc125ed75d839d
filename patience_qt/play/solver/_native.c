/*
 * The solver's compiled search core as Python sees it: the module `_native`, its types RainbowCore and
 * VillageCore (a family's twin and the search over it, one object) and their methods. Its own file
 * because it is the one part that speaks Python's C API for the search; the search is
 * _native_search.c, the families' twins _native_rainbow*.c and _native_village*.c (see
 * docs/architecture.md, "The solver", for why a CPython extension module and which file does what).
 *
 * It is the solver's one search with dominance, symmetries, dead ends and relaxations (each set out in
 * the header comment of the file that holds it); without it the solver falls back on a plain search
 * over the rules' own moves (search.py), which proves little. tests/play/test_native_truth.py holds it
 * to the rules move for move and to an exhaustive search of small endgames. How it is built:
 *
 *   - piles are fixed arrays of card codes (rank * 4 + suit), each with the hashes of its prefixes,
 *     so a move rehashes one card and a position's key is a few words combined;
 *   - the transposition tables are open-addressing tables of 64-bit keys;
 *   - the restarts are a portfolio: several members, each with its own random stream and its own
 *     place in the Luby sequence, take slices in turn, all sharing one table of dead positions
 *     (a position proved dead is dead for every member, so the search stays complete).
 *
 * Nothing here decides whether a line wins: every winning line goes back to Python as twin moves and
 * is replayed by the rules (lines.check_line) before anyone believes it.
 */
#include "native_search.h"
#include "native_args.h"

#include <limits.h>
#include <math.h>

/* ---- the Python types ------------------------------------------------------------------------------- */

int read_pile(PyObject *list, Pile *p, const char *what)
{
    PyObject *seq = PySequence_Fast(list, what);
    if (!seq)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n > MAXCARDS) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "%s: too many cards", what);
        return -1;
    }
    p->n = 0;
    p->h[0] = PILE_HASH_START;
    for (Py_ssize_t i = 0; i < n; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (c < CARD_MIN || c > CARD_MAX) {
            Py_DECREF(seq);
            if (!PyErr_Occurred())
                PyErr_Format(PyExc_ValueError, "%s: %ld is not a card code", what, c);
            return -1;
        }
        pile_push(p, (uint8_t)c);
    }
    Py_DECREF(seq);
    return 0;
}

static void core_release(Core *self)
{
    if (self->ops && self->twin)
        self->ops->free(self->twin);
    self->twin = NULL;
    table_free(&self->dead);
    table_free(&self->visited);
    free(self->frames);
    self->frames = NULL;
    self->cap_frames = 0;
}

static void core_dealloc(Core *self)
{
    core_release(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int core_start(Core *self, const FamilyOps *ops, PyObject *args, PyObject *kwds)
{
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the core is searching");
        return -1;
    }
    core_release(self);
    int members = 4;
    self->ops = ops;
    self->twin = calloc(1, ops->size);
    if (!self->twin) {
        PyErr_NoMemory();
        return -1;
    }
    if (ops->fill(self->twin, args, kwds, &members) < 0) {
        ops->free(self->twin);
        self->twin = NULL;
        return -1;
    }
    if (members < 1 || members > MEMBERS_MAX) {
        PyErr_Format(PyExc_ValueError, "members: 1 to %d", MEMBERS_MAX);
        return -1;
    }
    self->nmembers = members;
    for (int m = 0; m < members; m++) {
        self->members[m].rng = mix64((uint64_t)m + 1);
        self->members[m].runs = 0;
    }
    self->turn = 0;
    self->first_stream = 0;
    self->nodes = 0;
    self->runs = 0;
    return 0;
}

static int rainbow_init(Core *self, PyObject *args, PyObject *kwds)
{
    int done = core_start(self, &rainbow_ops, args, kwds);
    if (done < 0)
        refuse_as_value_error("RainbowCore");
    return done;
}

static int village_init(Core *self, PyObject *args, PyObject *kwds)
{
    int done = core_start(self, &village_ops, args, kwds);
    if (done < 0)
        refuse_as_value_error("VillageCore");
    return done;
}

static int ready(Core *self)
{
    if (!self->twin) {
        PyErr_SetString(PyExc_RuntimeError, "the core was not made");
        return 0;
    }
    if (self->busy) { /* searching in another thread, without the GIL: its twin is not to be touched */
        PyErr_SetString(PyExc_RuntimeError, "the core is searching");
        return 0;
    }
    return 1;
}

/* salt(n): every key from another start (before any search): a second search with other keys, to
 * confirm a loss the first proved through its tables of 64-bit keys (native.py NativeSearch). */
static PyObject *core_salt(Core *self, PyObject *arg)
{
    if (!ready(self))
        return NULL;
    unsigned long long salt = PyLong_AsUnsignedLongLong(arg);
    if (salt == (unsigned long long)-1 && PyErr_Occurred())
        return NULL;
    if (self->nodes || self->dead.count) {
        PyErr_SetString(PyExc_ValueError, "salt: only before the first search");
        return NULL;
    }
    self->ops->salt(self->twin, (uint64_t)salt);
    Py_RETURN_NONE;
}

/* members_from(n): the members' random streams are the portfolio's n-th, n+1-th, … (before any
 * search), so that cores searching one position side by side, one a thread, are the members one core
 * would take in turn (native.py NativeSearch); the first run without noise is only stream 0's. */
static PyObject *core_members_from(Core *self, PyObject *arg)
{
    if (!ready(self))
        return NULL;
    long first = PyLong_AsLong(arg);
    if (first == -1 && PyErr_Occurred())
        return NULL;
    if (first < 0 || first > MEMBERS_MAX) {
        PyErr_Format(PyExc_ValueError, "members_from: 0 to %d", MEMBERS_MAX);
        return NULL;
    }
    if (self->nodes || self->runs) {
        PyErr_SetString(PyExc_ValueError, "members_from: only before the first search");
        return NULL;
    }
    self->first_stream = (int)first;
    for (int m = 0; m < self->nmembers; m++)
        self->members[m].rng = mix64((uint64_t)(first + m) + 1);
    Py_RETURN_NONE;
}

/* stop(): the running search (in another thread) ends at its next look at its limits, unknown. */
static PyObject *core_stop(Core *self, PyObject *Py_UNUSED(ignored))
{
    stop_flag_set(&self->stop, 1);
    Py_RETURN_NONE;
}

static int parse_move(PyObject *obj, Move *m)
{
    PyObject *seq = PySequence_Fast(obj, "a move is a tuple");
    if (!seq)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    int v[4] = {0, 0, 0, 0};
    for (Py_ssize_t i = 0; i < n && i < 4; i++) {
        long x;
        if (item_in_range(seq, i, 0, 255, "a move's field out of range", &x) < 0) {
            Py_DECREF(seq);
            return -1;
        }
        v[i] = (int)x;
    }
    Py_DECREF(seq);
    m->kind = (uint8_t)v[0], m->a = (uint8_t)v[1], m->b = (uint8_t)v[2], m->c = (uint8_t)v[3];
    return 0;
}

static int same_move(Move x, Move y)
{
    return x.kind == y.kind && x.a == y.a && x.b == y.b && x.c == y.c;
}

static PyObject *core_moves(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self))
        return NULL;
    Move moves[MAXMOVES];
    int n = self->ops->moves(self->twin, moves);
    PyObject *list = PyList_New(n);
    if (!list)
        return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *m = self->ops->move_tuple(moves[i]);
        if (!m) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, m);
    }
    return list;
}

/* apply(move): the move must be one of moves() (the tests' use; the search has its own). */
static PyObject *core_apply(Core *self, PyObject *arg)
{
    Move m, moves[MAXMOVES];
    if (!ready(self) || parse_move(arg, &m) < 0)
        return NULL;
    int n = self->ops->moves(self->twin, moves), legal = 0;
    for (int i = 0; i < n && !legal; i++)
        legal = same_move(moves[i], m);
    if (!legal) {
        PyErr_SetString(PyExc_ValueError, "not one of the position's moves");
        return NULL;
    }
    if (self->ops->apply(self->twin, m) < 0)
        return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyObject *core_undo(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self))
        return NULL;
    if (self->ops->played(self->twin) == 0) {
        PyErr_SetString(PyExc_ValueError, "no move to take back");
        return NULL;
    }
    self->ops->undo(self->twin);
    Py_RETURN_NONE;
}

static PyObject *core_dead(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self))
        return NULL;
    int dead = self->ops->dead(self->twin);
    if (dead < 0)
        return PyErr_NoMemory();
    return PyBool_FromLong(dead);
}

/* relaxed(budget=-1): the reserve relaxation's verdict on the position (the Rainbow family). */
static PyObject *core_relaxed(Core *self, PyObject *args, PyObject *kwds)
{
    static char *names[] = {"budget", NULL};
    long budget = -1;
    if (!ready(self) || !PyArg_ParseTupleAndKeywords(args, kwds, "|l", names, &budget))
        return NULL;
    if (!self->ops->relaxed) {
        PyErr_SetString(PyExc_TypeError, "this family has no reserve relaxation");
        return NULL;
    }
    int lost = self->ops->relaxed(self->twin, budget);
    if (lost < 0)
        return PyErr_NoMemory();
    return PyBool_FromLong(lost);
}

/* blocked() -> (reserve index, run length) when the relaxation's first question answered lost, else None. */
static PyObject *core_blocked(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self))
        return NULL;
    int reserve, run;
    if (!self->ops->blocked || !self->ops->blocked(self->twin, &reserve, &run))
        Py_RETURN_NONE;
    return Py_BuildValue("(ii)", reserve, run);
}

static PyObject *core_won(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self))
        return NULL;
    return PyBool_FromLong(self->ops->won(self->twin));
}

static PyObject *core_key(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self))
        return NULL;
    return PyLong_FromUnsignedLongLong(self->ops->key(self->twin));
}

/* search(max_nodes, seconds, cancel, unit=0, noise=-1) -> (verdict, line, nodes): verdict 0
 * winnable (line: the twin moves from the position), 1 not winnable, 2 stopped by a limit (call
 * again to go on). unit: the restarts' Luby unit (0: the family's); noise: the move order's (< 0:
 * NOISE); for the benchmark's trials. */
static PyObject *core_search(Core *self, PyObject *args, PyObject *kwds)
{
    static char *names[] = {"max_nodes", "seconds", "cancel", "unit", "noise", NULL};
    long long max_nodes;
    double seconds, noise_given = -1.0;
    long unit = 0;
    PyObject *cancel;
    if (!ready(self) || !PyArg_ParseTupleAndKeywords(args, kwds, "LdO|ld", names, &max_nodes, &seconds,
                                                     &cancel, &unit, &noise_given))
        return NULL;
    if (unit < 0 || unit > 1000000000L) {
        PyErr_SetString(PyExc_ValueError, "unit: 0 to 10**9");
        return NULL;
    }
    if (max_nodes < 0) {
        PyErr_SetString(PyExc_ValueError, "max_nodes: not negative");
        return NULL;
    }
    if (!isfinite(seconds) || seconds < 0) {
        PyErr_SetString(PyExc_ValueError, "seconds: a finite time, not negative");
        return NULL;
    }
    if (cancel != Py_None && !PyCallable_Check(cancel)) {
        PyErr_SetString(PyExc_TypeError, "cancel: a callable or None");
        return NULL;
    }
    /* the node limit counts on from the nodes so far, and stays in range however large it is asked */
    long long most = max_nodes > LLONG_MAX - self->nodes ? LLONG_MAX : self->nodes + max_nodes;
    Limits limits = {most, now_seconds() + seconds, cancel == Py_None ? NULL : cancel, 0.0, NULL};
    const FamilyOps *ops = self->ops;
    void *t = self->twin;
    int base = ops->played(t);
    self->busy = 1;
    stop_flag_set(&self->stop, 0);
    Py_INCREF(self);
    limits.released = PyEval_SaveThread();
    int verdict = search_portfolio(self, &limits, unit, noise_given);
    PyEval_RestoreThread(limits.released);
    self->busy = 0;
    Py_DECREF(self);
    if (verdict == V_ERROR) {
        rewind_twin(self, base);
        if (!PyErr_Occurred())
            PyErr_NoMemory();
        return NULL;
    }
    if (verdict == V_STOPPED)
        return Py_BuildValue("(iOL)", 2, Py_None, self->nodes);
    PyObject *line = PyList_New(0);
    if (!line) {
        rewind_twin(self, base);
        return NULL;
    }
    for (int i = base; i < ops->played(t); i++) {
        PyObject *m = ops->move_tuple(ops->move_at(t, i));
        if (!m || PyList_Append(line, m) < 0) {
            Py_XDECREF(m);
            Py_DECREF(line);
            rewind_twin(self, base);
            return NULL;
        }
        Py_DECREF(m);
    }
    rewind_twin(self, base);
    PyObject *answer = Py_BuildValue("(iOL)", verdict == V_WINNABLE ? 0 : 1, line, self->nodes);
    Py_DECREF(line);
    return answer;
}

static PyObject *core_get_runs(Core *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLong(self->runs);
}

static PyObject *core_get_nodes(Core *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLongLong(self->nodes);
}

static PyMethodDef core_methods[] = {
    {"moves", (PyCFunction)core_moves, METH_NOARGS, "The position's moves, in the search's order."},
    {"apply", (PyCFunction)core_apply, METH_O, "Play one of moves()."},
    {"undo", (PyCFunction)core_undo, METH_NOARGS, "Take back the last move applied."},
    {"dead", (PyCFunction)core_dead, METH_NOARGS, "The position's dead-end test after the last move."},
    {"won", (PyCFunction)core_won, METH_NOARGS, "Every card on a foundation."},
    {"stop", (PyCFunction)core_stop, METH_NOARGS, "End the running search (from any thread): unknown."},
    {"salt", (PyCFunction)core_salt, METH_O, "salt(n): every key from another start (before any search)."},
    {"members_from", (PyCFunction)core_members_from, METH_O,
     "members_from(n): the members are the portfolio's n-th on (before any search)."},
    {"relaxed", (PyCFunction)(void (*)(void))core_relaxed, METH_VARARGS | METH_KEYWORDS,
     "relaxed(budget=-1): the reserve relaxation proves the position lost."},
    {"blocked", (PyCFunction)core_blocked, METH_NOARGS,
     "(reserve, run length) of the relaxation's first question when it answered lost, else None."},
    {"key", (PyCFunction)core_key, METH_NOARGS, "The position's 64-bit key, up to symmetry."},
    {"search", (PyCFunction)(void (*)(void))core_search, METH_VARARGS | METH_KEYWORDS,
     "search(max_nodes, seconds, cancel, unit=0, noise=-1) -> (verdict, line, nodes)"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef core_getset[] = {
    {"runs", (getter)core_get_runs, NULL, "restarts so far", NULL},
    {"nodes", (getter)core_get_nodes, NULL, "positions searched so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject RainbowCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "patience_qt.play.solver._native.RainbowCore",
    .tp_doc = "The Rainbow family's twin and its search, compiled.",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)rainbow_init,
    .tp_dealloc = (destructor)core_dealloc,
    .tp_methods = core_methods,
    .tp_getset = core_getset,
};

static PyTypeObject VillageCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "patience_qt.play.solver._native.VillageCore",
    .tp_doc = "The Village family's twin and its search, compiled.",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)village_init,
    .tp_dealloc = (destructor)core_dealloc,
    .tp_methods = core_methods,
    .tp_getset = core_getset,
};

static PyObject *native_shuffle(PyObject *Py_UNUSED(module), PyObject *args)
{
    PyObject *items;
    unsigned long long number, salt;
    if (!PyArg_ParseTuple(args, "OKK", &items, &number, &salt))
        return NULL;
    Pile p;
    if (read_pile(items, &p, "cards") < 0)
        return NULL;
    shuffle_cards(p.c, p.n, number, salt);
    PyObject *list = PyList_New(p.n);
    if (!list)
        return NULL;
    for (int i = 0; i < p.n; i++)
        PyList_SET_ITEM(list, i, PyLong_FromLong(p.c[i]));
    return list;
}

static PyMethodDef module_methods[] = {
    {"shuffle", native_shuffle, METH_VARARGS,
     "shuffle(card_codes, game_number, salt): deal.shuffled's order, computed here (a test's check)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT, "_native", "The solver's compiled search core (Rainbow and Village families).",
    -1, module_methods, NULL, NULL, NULL, NULL,
};

static int add_type(PyObject *module, PyTypeObject *type, const char *name)
{
    if (PyType_Ready(type) < 0)
        return -1;
    Py_INCREF(type);
    if (PyModule_AddObject(module, name, (PyObject *)type) < 0) {
        Py_DECREF(type);
        return -1;
    }
    return 0;
}

PyMODINIT_FUNC PyInit__native(void); /* the one name the module exports */

PyMODINIT_FUNC PyInit__native(void)
{
    PyObject *module = PyModule_Create(&native_module);
    if (!module)
        return NULL;
    if (add_type(module, &RainbowCoreType, "RainbowCore") < 0 ||
        add_type(module, &VillageCoreType, "VillageCore") < 0 ||
        PyModule_AddStringConstant(module, "STOP_FLAG", NATIVE_ATOMIC_KIND) < 0) { /* native_atomic.h's path */
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
