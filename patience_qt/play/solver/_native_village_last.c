/*
 * The last row's relaxed endgame (Carnival's time goes into the deal's last rows, issue #51 item 1):
 * with one row still to deal and no replacement, the search tries every set of cards sent home before
 * that row, and each set's endgame after it. This test asks one relaxed endgame instead, a bounded
 * exhaustive search; when it has no win, no set has one, and the position is lost.
 *
 * The relaxed game: the last row dealt now, each card s_i onto column i; while s_i still lies in column
 * i at its place, the card just under it may go to a foundation that wants it (a "phantom" move, as if
 * it had gone before the row came); the rest are the endgame's moves (moves home of bottom cards, and
 * builds: same suit, one rank apart, onto another column's bottom card). Every real line maps to a
 * relaxed one: the cards sent home before the last row are, in the same order, the cards just under
 * their columns' s_i after it (each was its column's bottom card then), the foundations go through the
 * same tops, and after them the two lines' positions are one. So a relaxed game with no win means the
 * position has none (the pass-up bans, a search path's rule, are left out: fewer lines, no more).
 *
 * A phantom move waits until it is needed: in a relaxed win, move each phantom move of a card c (to
 * foundation F, from column i) later, to just before the first later move that is a move to F, another
 * phantom move, or s_i leaving column i. The moves it passes do not go to F, take nothing from under
 * s_i and leave s_i in place, so c (under s_i, never a bottom card) plays no part in them, and at the
 * new place F still wants c and c still lies just under s_i; the line still wins. Each such step moves
 * one phantom move past at least one other move and no phantom move past another, so the steps end,
 * with every phantom move followed at once by one of those three. The search asks only for such lines:
 * after a phantom move to F from column i, the next move goes to F, is a phantom move, or moves s_i.
 * The position's key holds that constraint (by the column's own hash, so sorted columns stay right).
 *
 * Its positions are cut by the reach relaxation (_native_village_dead.c) on a layout in which each
 * column's part from s_i down is a column of its own: the cards under s_i are then never held by it,
 * which allows more than the relaxed game does (they may leave only home while s_i is there), so the
 * relaxation's "cannot reach" stays true of the relaxed game.
 *
 * A bounded search: past LAST_ROW_BUDGET positions it proves nothing. Its table's keys start from the
 * twin's salt, so the confirming search (another salt) asks it with other keys.
 */
#include "native_village.h"

#define LAST_ROW_BUDGET 1500
#define LAST_ROW_DEPTH 400
#define LAST_ROW_SLOTS 4096 /* a power of two, above twice the budget */
#define LAST_MOVES 128

int village_last_unsound;

enum { R_HOME = 0, R_BUILD = 1, R_PHANTOM = 2 };

typedef struct {
    uint8_t kind, a, b, fi;
} RMove;

typedef struct {
    RMove moves[LAST_MOVES];
    int n, next;
    /* to take the move back */
    int8_t old_z;
    uint8_t card;
} RFrame;

typedef struct {
    uint8_t n[COLUMNS];
    uint8_t c[COLUMNS][MAXCARDS];
    int z[COLUMNS]; /* the place of the last row's card in its column, -1: none, or gone */
    int fnd[8];
    int placed, deck_size;
} RPos;

struct LastBuf {
    RPos pos;
    RFrame frames[LAST_ROW_DEPTH + 1];
    uint64_t seen[LAST_ROW_SLOTS];
    Layout layout;
};

static int wants(const int *fnd, int fi, int c)
{
    int rank = RANK(c);
    if ((c & 3) != (fi & 3))
        return 0;
    return fi < 4 ? fnd[fi] < 13 && rank == fnd[fi] + 1 : fnd[fi] > 1 && rank == fnd[fi] - 1;
}

static uint64_t column_hash(const RPos *r, int ci, uint64_t salt)
{
    uint64_t h = mix64(salt + (uint64_t)(r->z[ci] + 2) * 0xD6E8FEB86659FD93ULL);
    for (int k = 0; k < r->n[ci]; k++)
        h = mix64(h + (uint64_t)(r->c[ci][k] + 1) * GOLDEN);
    return mix64(h + r->n[ci]);
}

/* The position up to the columns' order, with the constraint a phantom move left (con: its column,
 * -1 none; fi its foundation). */
static uint64_t rkey(const RPos *r, uint64_t salt, int con, int fi)
{
    uint64_t cols[COLUMNS];
    for (int ci = 0; ci < COLUMNS; ci++)
        cols[ci] = column_hash(r, ci, salt);
    uint64_t conh = con < 0 ? 0 : mix64(cols[con] + (uint64_t)(fi + 1) * 0x9FB21C651E98DF25ULL);
    sort_u64(cols, COLUMNS);
    uint64_t k = mix64(salt ^ 0x4F1BBCDCBFA53E0BULL);
    for (int ci = 0; ci < COLUMNS; ci++)
        k = mix64(k + cols[ci] * GOLDEN);
    uint64_t f = 0;
    for (int i = 0; i < 8; i++)
        f = f << 4 | (uint64_t)r->fnd[i];
    return mix64(mix64(k ^ f) + conh);
}

/* 1: newly put, 0: there already, -1: full */
static int seen_put(uint64_t *seen, uint64_t key)
{
    if (!key)
        key = 1;
    size_t i = (size_t)mix64(key) & (LAST_ROW_SLOTS - 1);
    for (int probes = 0; probes < LAST_ROW_SLOTS; probes++) {
        if (seen[i] == key)
            return 0;
        if (!seen[i]) {
            seen[i] = key;
            return 1;
        }
        i = (i + 1) & (LAST_ROW_SLOTS - 1);
    }
    return -1;
}

static int gen_moves(const RPos *r, int con, int cfi, RMove *out)
{
    int n = 0;
    for (int ci = 0; ci < COLUMNS; ci++) {
        if (!r->n[ci])
            continue;
        int top = r->n[ci] - 1, c = r->c[ci][top];
        int moves_s = con == ci && r->z[ci] == top;
        for (int fi = c & 3; fi < 8; fi += 4)
            if (wants(r->fnd, fi, c) && (con < 0 || fi == cfi || moves_s)) {
                RMove m = {R_HOME, (uint8_t)ci, 0, (uint8_t)fi};
                out[n++] = m;
            }
        if (con >= 0 && !moves_s)
            continue;
        for (int di = 0; di < COLUMNS; di++) {
            if (di == ci || !r->n[di])
                continue;
            int d = r->c[di][r->n[di] - 1];
            if (d - c == 4 || c - d == 4) {
                RMove m = {R_BUILD, (uint8_t)ci, (uint8_t)di, 0};
                out[n++] = m;
            }
        }
    }
    if (village_last_unsound)
        return n;
    for (int ci = 0; ci < COLUMNS; ci++) {
        if (r->z[ci] <= 0)
            continue;
        int c = r->c[ci][r->z[ci] - 1];
        for (int fi = c & 3; fi < 8; fi += 4)
            if (wants(r->fnd, fi, c)) {
                RMove m = {R_PHANTOM, (uint8_t)ci, 0, (uint8_t)fi};
                out[n++] = m;
            }
    }
    return n;
}

static void r_home(RPos *r, int fi, int c)
{
    r->fnd[fi] = RANK(c);
    r->placed++;
}

static void r_unhome(RPos *r, int fi)
{
    r->fnd[fi] = fi < 4 ? r->fnd[fi] - 1 : r->fnd[fi] + 1;
    r->placed--;
}

static void r_apply(RPos *r, RMove m, RFrame *f)
{
    int ci = m.a;
    f->old_z = (int8_t)r->z[ci];
    if (m.kind == R_PHANTOM) {
        int at = r->z[ci] - 1;
        f->card = r->c[ci][at];
        memmove(&r->c[ci][at], &r->c[ci][at + 1], (size_t)(r->n[ci] - at - 1));
        r->n[ci]--;
        r->z[ci]--;
        r_home(r, m.fi, f->card);
        return;
    }
    int c = r->c[ci][--r->n[ci]];
    f->card = (uint8_t)c;
    if (r->z[ci] == r->n[ci])
        r->z[ci] = -1; /* the last row's card leaves its column */
    if (m.kind == R_HOME)
        r_home(r, m.fi, c);
    else
        r->c[m.b][r->n[m.b]++] = (uint8_t)c;
}

static void r_undo(RPos *r, RMove m, const RFrame *f)
{
    int ci = m.a;
    if (m.kind == R_PHANTOM) {
        int at = f->old_z - 1;
        memmove(&r->c[ci][at + 1], &r->c[ci][at], (size_t)(r->n[ci] - at));
        r->c[ci][at] = f->card;
        r->n[ci]++;
        r->z[ci] = f->old_z;
        r_unhome(r, m.fi);
        return;
    }
    if (m.kind == R_HOME)
        r_unhome(r, m.fi);
    else
        r->n[m.b]--;
    r->c[ci][r->n[ci]++] = f->card;
    r->z[ci] = f->old_z;
}

/* The reach relaxation on the layout with each column's part from s_i down apart (see above). */
static int r_reach(const VTwin *t, const RPos *r, Layout *L)
{
    int extra = COLUMNS;
    L->ncols = COLUMNS;
    for (int ci = 0; ci < COLUMNS; ci++) {
        int cut = r->z[ci] >= 0 ? r->z[ci] : r->n[ci];
        L->n[ci] = cut;
        memcpy(L->c[ci], r->c[ci], (size_t)cut);
        memset(L->time[ci], 0, (size_t)cut);
        if (cut < r->n[ci]) {
            int k = extra++;
            L->n[k] = r->n[ci] - cut;
            memcpy(L->c[k], r->c[ci] + cut, (size_t)L->n[k]);
            memset(L->time[k], 0, (size_t)L->n[k]);
        }
    }
    L->ncols = extra;
    return village_reach(t, r->fnd, L, 0);
}

int village_last_row_lost(VTwin *t)
{
    if (t->replacement || !v_last_deal(t) || !t->stock.n || t->stock.n > COLUMNS || t->gathering)
        return 0;
    if (!t->last_buf) {
        t->last_buf = malloc(sizeof(struct LastBuf));
        if (!t->last_buf)
            return -1;
    }
    struct LastBuf *buf = t->last_buf;
    RPos *r = &buf->pos;
    for (int ci = 0; ci < COLUMNS; ci++) {
        r->n[ci] = (uint8_t)t->cols[ci].n;
        memcpy(r->c[ci], t->cols[ci].c, (size_t)t->cols[ci].n);
        r->z[ci] = -1;
    }
    for (int k = 0; k < t->stock.n; k++) { /* the deal gives column 1 the stock's top card */
        int ci = k;
        r->z[ci] = r->n[ci];
        r->c[ci][r->n[ci]++] = t->stock.c[t->stock.n - 1 - k];
    }
    memcpy(r->fnd, t->fnd, sizeof r->fnd);
    r->placed = t->placed;
    r->deck_size = t->deck_size;
    uint64_t salt = t->cols[0].h[0];
    memset(buf->seen, 0, sizeof buf->seen);
    if (!r_reach(t, r, &buf->layout))
        return 1;
    seen_put(buf->seen, rkey(r, salt, -1, 0));
    int depth = 0, nodes = 0;
    buf->frames[0].n = gen_moves(r, -1, 0, buf->frames[0].moves);
    buf->frames[0].next = 0;
    while (depth >= 0) {
        RFrame *f = &buf->frames[depth];
        if (f->next == f->n) {
            if (--depth >= 0) {
                RFrame *up = &buf->frames[depth];
                r_undo(r, up->moves[up->next - 1], up);
            }
            continue;
        }
        RMove m = f->moves[f->next++];
        if (++nodes > LAST_ROW_BUDGET || depth == LAST_ROW_DEPTH)
            return 0;
        r_apply(r, m, f);
        if (r->placed == r->deck_size)
            return 0; /* the relaxed game wins: nothing shown */
        int nc = m.kind == R_PHANTOM ? m.a : -1, nfi = m.fi;
        int put = seen_put(buf->seen, rkey(r, salt, nc, nfi));
        if (put < 0)
            return 0;
        if (!put || !r_reach(t, r, &buf->layout)) {
            r_undo(r, m, f);
            continue;
        }
        depth++;
        buf->frames[depth].n = gen_moves(r, nc, nfi, buf->frames[depth].moves);
        buf->frames[depth].next = 0;
    }
    return 1;
}
