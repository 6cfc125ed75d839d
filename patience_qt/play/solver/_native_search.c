/*
 * The search itself, its own file because it is the one part every family shares and the one part
 * that runs without the GIL: the depth-first search with Luby restarts over a family's twin (through
 * FamilyOps), its tables of positions, and the portfolio of members that take runs in turn;
 * _native.c holds the Python types around it.
 *
 * Restarts: the depth-first search runs again and again with node budgets from the Luby sequence
 * (1 1 2 1 1 2 4 …, so every run length keeps coming back, longer and longer) and, after the first
 * run, a slightly shuffled move order. A plain depth-first search that takes a wrong turn early spends
 * all its time on the last moves of a hopeless line; in the Rainbow family that is where the time goes
 * (about 60% of the positions searched have an empty stock) and the deals it wins are found by the
 * many short runs, so its runs are short (a unit of 400 positions: on game numbers 41-140 at 2 s a
 * deal, 400 instead of 1000 won Open Shop 24 of the 100 instead of 11, Star 48 instead of 41) and a
 * position costs as little as it can. Positions proved dead carry over from run to run and from
 * member to member, so the search stays complete: a run that ends without running out of budget has
 * searched every reachable position, and the deal is lost.
 *
 * Within a run, `visited` keeps the search finite where moves go round in a circle (Village builds);
 * a position whose search skipped a move because it led back to a position still on the path is not
 * proved dead (the skipped position might yet win), so it stays out of `dead`. Plain reachability
 * makes a visited set exact: no value is backed up through it.
 *
 * The tables hold 64-bit hashes of the families' keys (up to symmetry, see each family's key); two
 * positions sharing a hash (about one chance in 10^10 over a million positions) would make the search
 * miss one of them, so a loss proved through the tables is searched once more on keys from another
 * salt before it is believed (native.py NativeSearch._confirm). A search stopped by a limit keeps its
 * tables and its place in the restart sequence: asked again (Resume), it goes on with its next run.
 */
#include "native_search.h"

#include <math.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <time.h>
#endif

/* The tables' limits (16 bytes a slot): the dead positions at most 2**23 slots (134 MB), beyond
 * which new ones are not kept (they are searched again if met again: slower, never wrong); one run's
 * positions at most 2**22 slots (67 MB), beyond which the run ends as if its budget were spent (a
 * run cut short proves nothing, so the verdict stays honest). Without them a search of minutes at
 * millions of positions a second would take gigabytes. */
#ifndef DEAD_MOST /* (a build may set them smaller, to try the limits) */
#define DEAD_MOST ((size_t)1 << 23)
#endif
#ifndef VISITED_MOST
#define VISITED_MOST ((size_t)1 << 22)
#endif

/* ---- time -------------------------------------------------------------------------------------- */

double now_seconds(void)
{
#ifdef _WIN32
    LARGE_INTEGER freq, count;
    QueryPerformanceFrequency(&freq);
    QueryPerformanceCounter(&count);
    return (double)count.QuadPart / (double)freq.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}


/* ---- the search ------------------------------------------------------------------------------------- */

static long luby(long i)
{
    long k = 1;
    while ((1L << k) - 1 < i)
        k++;
    for (;;) {
        if (i == (1L << k) - 1)
            return 1L << (k - 1);
        i -= (1L << (k - 1)) - 1;
        k = 1;
        while ((1L << k) - 1 < i)
            k++;
    }
}

static double unit_random(uint64_t *rng)
{
    return (double)(splitmix_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* The moves slightly shuffled: each moves its place on by an exponential amount */
static void order_moves(Move *moves, int n, double noise, uint64_t *rng)
{
    if (noise <= 0 || n < 2)
        return;
    double place[MAXMOVES];
    for (int i = 0; i < n; i++)
        place[i] = i - noise * log(1.0 - unit_random(rng));
    for (int a = 1; a < n; a++) {
        double p = place[a];
        Move m = moves[a];
        int b = a - 1;
        while (b >= 0 && place[b] > p) {
            place[b + 1] = place[b];
            moves[b + 1] = moves[b];
            b--;
        }
        place[b + 1] = p;
        moves[b + 1] = m;
    }
}

static int push_frame(Core *core, int depth)
{
    Frame *frames = grow_for(core->frames, &core->cap_frames, depth, 64, sizeof(Frame));
    if (!frames)
        return -1;
    core->frames = frames;
    return 0;
}

/* 1: a limit was reached; 0: go on; -1: cancel() raised. */
static int limits_reached(Core *core, Limits *limits)
{
    double now = now_seconds();
    if (core->nodes >= limits->max_nodes || now > limits->deadline || stop_flag_get(&core->stop))
        return 1;
    if (limits->cancel && now >= limits->next_cancel) {
        limits->next_cancel = now + CANCEL_EVERY;
        PyEval_RestoreThread(limits->released);
        PyObject *answer = PyObject_CallNoArgs(limits->cancel);
        int stop = answer ? PyObject_IsTrue(answer) : -1;
        Py_XDECREF(answer);
        limits->released = PyEval_SaveThread(); /* (an exception stays set for the caller) */
        return stop;
    }
    return 0;
}

void rewind_twin(Core *core, int base)
{
    while (core->ops->played(core->twin) > base)
        core->ops->undo(core->twin);
}

static void start_frame(Core *core, Frame *f, uint64_t key, double noise, uint64_t *rng)
{
    f->n = core->ops->moves(core->twin, f->moves);
    order_moves(f->moves, f->n, noise, rng);
    f->next = 0;
    f->key = key;
    f->complete = 1;
}

/* One run of the depth-first search; the twin is back at the start unless it won. Positions go into
 * `dead` once all their moves were searched without a win; a position whose search skipped a move
 * that led back to a position still on the path is not proved dead (see above). */
static int one_run(Core *core, long long budget, double noise, uint64_t *rng, Limits *limits,
                   int *check)
{
    const FamilyOps *ops = core->ops;
    void *t = core->twin;
    int base = ops->played(t);
    table_clear(&core->visited);
    core->visited.most = VISITED_MOST;
    core->dead.most = DEAD_MOST;
    uint64_t root = ops->key(t);
    if (table_put(&core->visited, root, 0) < 0 || push_frame(core, 0) < 0)
        return V_ERROR;
    int depth = 0;
    start_frame(core, &core->frames[0], root, noise, rng);
    while (depth >= 0) {
        Frame *f = &core->frames[depth];
        if (f->next == f->n) {
            if (f->complete) {
                /* (visited holds every position on the path, so marking it never adds one) */
                if (table_put(&core->dead, f->key, 1) < 0 || table_put(&core->visited, f->key, 1) < 0) {
                    rewind_twin(core, base);
                    return V_ERROR;
                }
            } else if (depth > 0) {
                core->frames[depth - 1].complete = 0;
            }
            depth--;
            if (ops->played(t) > base)
                ops->undo(t);
            continue;
        }
        Move m = f->moves[f->next++];
        core->nodes++;
        budget--;
        if (--*check == 0) {
            *check = CHECK_EVERY;
            int stop = limits_reached(core, limits);
            if (stop) {
                rewind_twin(core, base);
                return stop < 0 ? V_ERROR : V_STOPPED;
            }
        }
        if (budget <= 0) {
            rewind_twin(core, base);
            return V_UNKNOWN;
        }
        if (ops->apply(t, m) < 0) {
            rewind_twin(core, base);
            return V_ERROR;
        }
        if (ops->won(t))
            return V_WINNABLE;
        uint64_t key = ops->key(t);
        if (table_find(&core->dead, key)) {
            ops->undo(t);
            continue;
        }
        Entry *seen = table_find(&core->visited, key);
        if (seen) {
            ops->undo(t);
            if (!seen->value)
                f->complete = 0;
            continue;
        }
        int dead = ops->dead(t);
        if (dead < 0 || (dead && table_put(&core->dead, key, 1) < 0)) {
            rewind_twin(core, base);
            return V_ERROR;
        }
        if (dead) {
            ops->undo(t);
            continue;
        }
        int put = table_put(&core->visited, key, 0);
        if (put < 0 || push_frame(core, depth + 1) < 0) {
            rewind_twin(core, base);
            return V_ERROR;
        }
        if (put > 0) { /* this run's table is full: the run ends here, proving nothing */
            rewind_twin(core, base);
            return V_UNKNOWN;
        }
        depth++;
        start_frame(core, &core->frames[depth], key, noise, rng);
    }
    return V_NOT_WINNABLE;
}

/* The root's own verdict (won, or dead by the family's tests), then the portfolio: the members take
 * runs in turn, each its own stream and Luby place, until one decides or a limit ends the search. */
int search_portfolio(Core *core, Limits *limits, long unit, double noise_given)
{
    const FamilyOps *ops = core->ops;
    void *t = core->twin;
    int verdict = V_UNKNOWN, check = CHECK_EVERY;
    if (ops->won(t)) {
        verdict = V_WINNABLE;
    } else {
        ops->at_root(t);
        int dead = ops->dead(t);
        if (dead < 0)
            verdict = V_ERROR;
        else if (dead)
            verdict = V_NOT_WINNABLE;
    }
    while (verdict == V_UNKNOWN) {
        Member *member = &core->members[core->turn];
        core->turn = (core->turn + 1) % core->nmembers;
        member->runs++;
        core->runs++;
        /* (long long: a long is 32 bits on Windows, where a unit of 10**9 times 4 would wrap round) */
        long long budget = (long long)luby(member->runs) * (unit ? unit : ops->restart_budget);
        double noise = (core->runs == 1 && core->first_stream == 0) ? 0.0 : (noise_given >= 0 ? noise_given : NOISE);
        verdict = one_run(core, budget, noise, &member->rng, limits, &check);
    }
    return verdict;
}
