/*
 * The Village family's twin (Village, Babette, Carnival) in C: village.py's VillageTwin move for move
 * (the same moves in the same order, the same dominance, pass-up bans, symmetries and dead ends).
 * tests/play/test_solver_native.py compares the two position by position.
 */
#include "native_core.h"

#define MAXBANS 512     /* pass-up bans on one path: at most 16 a deal, 13 deals */
#define MAXSNAPSHOTS 10 /* gatherings and the redeal on one path: at most 8 + 1 */

/* move kinds: the tuples of village.py */
/* (move kinds and redeal kinds: native_codes.h) */

/* A pass-up ban (village.py forbid): the card at (column, index) may not go to foundation fi while
 * that foundation's top is still `top`. */
typedef struct {
    uint8_t col, pos, fi, top;
} Ban;

static int same_ban(Ban x, Ban y)
{
    return x.col == y.col && x.pos == y.pos && x.fi == y.fi && x.top == y.top;
}

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

static int v_last_deal(const VTwin *t) { return t->redeal_kind == REDEAL_NONE || t->redealt; }

/* Foundation indices that take this card now; their count. */
static int targets_of(const VTwin *t, int c, int *out)
{
    int rank = RANK(c), suit = c & 3, n = 0;
    if (t->fnd[suit] < 13 && rank == t->fnd[suit] + 1)
        out[n++] = suit;
    if (t->fnd[4 + suit] > 1 && rank == t->fnd[4 + suit] - 1)
        out[n++] = 4 + suit;
    return n;
}

static int twin_home(const VTwin *t, int c)
{
    int rank = RANK(c), suit = c & 3;
    return t->fnd[suit] >= rank || t->fnd[4 + suit] <= rank;
}

/* village.py's _held_here, the pass-up rule: only one foundation wants the column's available card,
 * and every copy of both neighbour ranks off the foundations lies above it in its own column; the
 * card then stays put until it goes to that foundation, so it may go there at once. */
static int held_here(const VTwin *t, const Pile *col)
{
    int c = col->c[col->n - 1], targets[2];
    if (targets_of(t, c, targets) != 1)
        return 0;
    int rank = RANK(c), suit = c & 3, count[56] = {0};
    for (int k = 0; k < col->n - 1; k++)
        count[col->c[k]]++;
    for (int q = rank - 1; q <= rank + 1; q += 2) {
        if (q < 1 || q > 13)
            continue;
        int d = q * 4 + suit;
        if (t->tot[d] > count[d])
            return 0;
    }
    return 1;
}

static int banned(const VTwin *t, Ban b)
{
    for (int k = 0; k < t->nbans; k++)
        if (same_ban(t->bans[k], b))
            return 1;
    return 0;
}

static Move vmk(int kind, int a, int b)
{
    Move m = {(uint8_t)kind, (uint8_t)a, (uint8_t)b, 0};
    return m;
}

static int piles_same(const Pile *x, const Pile *y)
{
    return x->n == y->n && memcmp(x->c, y->c, (size_t)x->n) == 0;
}

static int gathers(const VTwin *t, Move *out)
{
    int n = 0;
    for (int ci = 0; ci < COLUMNS; ci++) {
        if (!t->cols[ci].n)
            continue;
        int twice = 0;
        for (int cj = 0; cj < ci && !twice; cj++)
            twice = piles_same(&t->cols[cj], &t->cols[ci]);
        if (!twice)
            out[n++] = vmk(V_GATHER, ci, 0);
    }
    return n;
}

static int v_moves(void *p, Move *out)
{
    const VTwin *t = p;
    if (t->gathering)
        return gathers(t, out);
    int may_force = v_last_deal(t) && (!t->replacement || !t->stock.n);
    int use_bans = t->stock.n && t->nbans;
    int n = 0;
    for (int ci = 0; ci < COLUMNS; ci++) {
        const Pile *col = &t->cols[ci];
        if (!col->n)
            continue;
        int c = col->c[col->n - 1], targets[2], nt = targets_of(t, c, targets);
        if (use_bans) {
            int kept = 0;
            for (int k = 0; k < nt; k++) {
                Ban b = {(uint8_t)ci, (uint8_t)(col->n - 1), (uint8_t)targets[k], (uint8_t)t->fnd[targets[k]]};
                if (!banned(t, b))
                    targets[kept++] = targets[k];
            }
            nt = kept;
        }
        if (!nt)
            continue;
        if (may_force && nt == 1 && (twin_home(t, c) || held_here(t, col))) {
            out[0] = vmk(V_FOUNDATION, ci, targets[0]);
            return 1;
        }
        for (int k = 0; k < nt; k++)
            out[n++] = vmk(V_FOUNDATION, ci, targets[k]);
    }
    if (t->stock.n) {
        out[n++] = vmk(V_DEAL, 0, 0);
        return n;
    }
    /* builds: a card onto another column's available card of its suit, one rank apart; those that
     * free a card for a foundation first */
    Move other[COLUMNS * COLUMNS];
    int nother = 0;
    for (int ci = 0; ci < COLUMNS; ci++) {
        const Pile *col = &t->cols[ci];
        if (!col->n)
            continue;
        int c = col->c[col->n - 1];
        for (int di = 0; di < COLUMNS; di++) {
            if (di == ci || !t->cols[di].n)
                continue;
            int d = t->cols[di].c[t->cols[di].n - 1];
            if (d - c == 4 || c - d == 4) {
                int targets[2];
                if (col->n > 1 && targets_of(t, col->c[col->n - 2], targets))
                    out[n++] = vmk(V_BUILD, ci, di);
                else
                    other[nother++] = vmk(V_BUILD, ci, di);
            }
        }
    }
    for (int k = 0; k < nother; k++)
        out[n++] = other[k];
    int any = 0;
    for (int ci = 0; ci < COLUMNS; ci++)
        any |= t->cols[ci].n > 0;
    if (!t->redealt && any) {
        if (t->redeal_kind == REDEAL_REVERSE)
            out[n++] = vmk(V_REDEAL, 0, 0);
        else if (t->redeal_kind == REDEAL_GATHER)
            n += gathers(t, out + n);
    }
    return n;
}

static int deal_row(VTwin *t)
{
    int dealt = 0;
    for (int ci = 0; ci < COLUMNS && t->stock.n; ci++) {
        pile_push(&t->cols[ci], pile_pop(&t->stock));
        dealt++;
    }
    return dealt;
}

static void undeal_row(VTwin *t, int dealt)
{
    for (int ci = dealt - 1; ci >= 0; ci--)
        pile_push(&t->stock, pile_pop(&t->cols[ci]));
}

static Done *v_push_done(VTwin *t, Move m)
{
    if (t->ndone == t->cap_done) {
        if (t->cap_done < 0 || t->cap_done >= (1 << 24)) /* 16 million moves deep: wrong */
            return NULL;
        int cap = t->cap_done > 0 ? t->cap_done * 2 : 256;
        Done *grown = realloc(t->done, (size_t)cap * sizeof(Done));
        if (!grown)
            return NULL;
        t->done = grown;
        t->cap_done = cap;
    }
    Done *d = &t->done[t->ndone++];
    d->move = m;
    d->dealt = 0;
    d->replaced = 0;
    d->changed = 0;
    return d;
}

static Snapshot *v_snapshot(VTwin *t)
{
    if (t->nsnapshots == MAXSNAPSHOTS)
        return NULL;
    Snapshot *s = &t->snapshots[t->nsnapshots++];
    s->stock = t->stock;
    s->gathering = t->gathering;
    s->redealt = t->redealt;
    s->nbans = t->nbans;
    memcpy(s->bans, t->bans, (size_t)t->nbans * sizeof(Ban));
    return s;
}

static int v_apply(void *p, Move m)
{
    VTwin *t = p;
    /* the costly dead-end test runs after deals, and after foundation moves once the stock is empty */
    int check_reach = m.kind != V_BUILD && (m.kind != V_FOUNDATION || !t->stock.n);
    Done *d = v_push_done(t, m);
    if (!d)
        return -1;
    switch (m.kind) {
    case V_FOUNDATION: {
        Pile *col = &t->cols[m.a];
        int c = pile_pop(col);
        t->tot[c]--;
        t->fnd[m.b] = RANK(c);
        t->placed++;
        if (t->replacement && t->stock.n) {
            pile_push(col, pile_pop(&t->stock));
            d->replaced = 1;
            break;
        }
        /* the bans on the place this card leaves end: a card that comes there is another card */
        int kept = 0;
        for (int k = 0; k < t->nbans; k++) {
            Ban b = t->bans[k];
            if (b.col == m.a && b.pos == col->n) {
                t->lifted[t->nlifted] = b;
                t->lifted_at[t->nlifted++] = k;
                d->changed++;
            } else {
                t->bans[kept++] = b;
            }
        }
        t->nbans = kept;
        break;
    }
    case V_BUILD:
        pile_push(&t->cols[m.b], pile_pop(&t->cols[m.a]));
        break;
    case V_DEAL:
        if (!t->replacement) {
            /* passing up a foundation move before a deal: see VillageTwin's class text */
            for (int ci = 0; ci < COLUMNS; ci++) {
                const Pile *col = &t->cols[ci];
                if (!col->n)
                    continue;
                int targets[2], nt = targets_of(t, col->c[col->n - 1], targets);
                for (int k = 0; k < nt; k++) {
                    Ban b = {(uint8_t)ci, (uint8_t)(col->n - 1), (uint8_t)targets[k],
                             (uint8_t)t->fnd[targets[k]]};
                    if (banned(t, b))
                        continue;
                    if (t->nbans == MAXBANS) {
                        t->nbans -= d->changed;
                        t->ndone--;
                        return -1;
                    }
                    t->bans[t->nbans++] = b;
                    d->changed++;
                }
            }
        }
        d->dealt = (int8_t)deal_row(t);
        break;
    case V_REDEAL: {
        Snapshot *s = v_snapshot(t);
        if (!s) {
            t->ndone--;
            return -1;
        }
        int depth = 0;
        for (int ci = 0; ci < COLUMNS; ci++) {
            s->cols[ci] = t->cols[ci];
            if (t->cols[ci].n > depth)
                depth = t->cols[ci].n;
        }
        /* the columns read by rows, the card dealt last before now the stock's top, dealt first */
        t->stock.n = 0; /* (h[0], the hash of the empty pile, stays: it holds the core's salt) */
        for (int row = 0; row < depth; row++)
            for (int ci = 0; ci < COLUMNS; ci++)
                if (row < s->cols[ci].n)
                    pile_push(&t->stock, s->cols[ci].c[row]);
        for (int ci = 0; ci < COLUMNS; ci++)
            t->cols[ci].n = 0;
        t->redealt = 1;
        t->nbans = 0; /* a deal's bans end with it */
        d->dealt = (int8_t)deal_row(t);
        break;
    }
    default: { /* gather column a: its cards, top first, go under the stock */
        Snapshot *s = v_snapshot(t);
        if (!s) {
            t->ndone--;
            return -1;
        }
        Pile *col = &t->cols[m.a];
        s->cols[0] = *col;
        t->nbans = 0; /* a deal's bans end with it: a place read in the next deal holds another card */
        uint8_t cards[MAXCARDS];
        int n = 0;
        for (int k = col->n - 1; k >= 0; k--)
            cards[n++] = col->c[k];
        memcpy(cards + n, s->stock.c, (size_t)s->stock.n);
        n += s->stock.n;
        t->stock.n = 0; /* (h[0], the hash of the empty pile, stays: it holds the core's salt) */
        for (int k = 0; k < n; k++)
            pile_push(&t->stock, cards[k]);
        col->n = 0;
        int any = 0;
        for (int ci = 0; ci < COLUMNS; ci++)
            any |= t->cols[ci].n > 0;
        if (any) {
            t->gathering = 1;
        } else {
            t->gathering = 0;
            t->redealt = 1;
            d->dealt = (int8_t)deal_row(t);
        }
        break;
    }
    }
    t->check_reach = check_reach;
    return 0;
}

static void v_restore(VTwin *t, const Snapshot *s)
{
    t->stock = s->stock;
    t->gathering = s->gathering;
    t->redealt = s->redealt;
    t->nbans = s->nbans;
    memcpy(t->bans, s->bans, (size_t)s->nbans * sizeof(Ban));
}

static void v_undo(void *p)
{
    VTwin *t = p;
    Done d = t->done[--t->ndone];
    Move m = d.move;
    switch (m.kind) {
    case V_FOUNDATION: {
        Pile *col = &t->cols[m.a];
        if (d.replaced) {
            pile_push(&t->stock, pile_pop(col));
        } else if (d.changed) {
            /* put the lifted bans back where they were, lowest place first */
            int first = t->nlifted - d.changed;
            for (int k = first; k < t->nlifted; k++) {
                int at = t->lifted_at[k];
                memmove(t->bans + at + 1, t->bans + at, (size_t)(t->nbans - at) * sizeof(Ban));
                t->bans[at] = t->lifted[k];
                t->nbans++;
            }
            t->nlifted = first;
        }
        int rank = t->fnd[m.b];
        int c = rank * 4 + (m.b & 3);
        pile_push(col, (uint8_t)c);
        t->tot[c]++;
        t->fnd[m.b] = m.b < 4 ? rank - 1 : rank + 1;
        t->placed--;
        break;
    }
    case V_BUILD:
        pile_push(&t->cols[m.a], pile_pop(&t->cols[m.b]));
        break;
    case V_DEAL:
        undeal_row(t, d.dealt);
        t->nbans -= d.changed;
        break;
    case V_REDEAL: {
        const Snapshot *s = &t->snapshots[--t->nsnapshots];
        undeal_row(t, d.dealt);
        for (int ci = 0; ci < COLUMNS; ci++)
            t->cols[ci] = s->cols[ci];
        v_restore(t, s);
        break;
    }
    default: {
        const Snapshot *s = &t->snapshots[--t->nsnapshots];
        undeal_row(t, d.dealt);
        t->cols[m.a] = s->cols[0];
        v_restore(t, s);
        break;
    }
    }
}

static int v_won(const void *p)
{
    const VTwin *t = p;
    return t->placed == t->deck_size;
}

static void sort_words(uint64_t *v, int n)
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

/* The position up to symmetry (village.py key): the columns sorted where which column holds a pile
 * no longer matters; the pass-up bans still in force while the stock lasts. */
static uint64_t v_key(const void *p)
{
    const VTwin *t = p;
    uint64_t cols[COLUMNS];
    for (int ci = 0; ci < COLUMNS; ci++)
        cols[ci] = t->cols[ci].h[t->cols[ci].n] ^ (uint64_t)t->cols[ci].n << 56;
    if (t->gathering || (!t->stock.n && (t->redealt || t->redeal_kind != REDEAL_REVERSE)))
        sort_words(cols, COLUMNS);
    uint64_t k = mix64(t->stock.h[t->stock.n] + (uint64_t)t->stock.n * GOLDEN);
    for (int ci = 0; ci < COLUMNS; ci++)
        k = mix64(k + cols[ci] * GOLDEN);
    uint64_t f = 0;
    for (int fi = 0; fi < 8; fi++)
        f = f << 4 | (uint64_t)t->fnd[fi];
    k = mix64(k ^ f ^ (uint64_t)t->redealt << 33 ^ (uint64_t)t->gathering << 34);
    if (t->nbans && t->stock.n) {
        uint64_t live[MAXBANS];
        int n = 0;
        for (int i = 0; i < t->nbans; i++) {
            Ban b = t->bans[i];
            if (t->fnd[b.fi] == b.top)
                live[n++] = (uint64_t)b.col << 24 | (uint64_t)b.pos << 16 | (uint64_t)b.fi << 8 | b.top;
        }
        sort_words(live, n);
        k = mix64(k + 0x632BE59BD9B4E019ULL); /* bans present, even when none is in force */
        for (int i = 0; i < n; i++)
            k = mix64(k + (live[i] + 1) * GOLDEN);
    }
    return k;
}

/* ---- dead ends -------------------------------------------------------------------------------------- */

/* A card whose foundations both need a card of its suit lying only under it, with no build
 * (village.py _stuck_card). */
static int stuck_card(const VTwin *t)
{
    const int *tot = t->tot, *fnd = t->fnd;
    for (int ci = 0; ci < COLUMNS; ci++) {
        const Pile *col = &t->cols[ci];
        if (col->n < 2)
            continue;
        int under[60] = {0};
        under[col->c[0]]++;
        for (int i = 1; i < col->n; i++) {
            int c = col->c[i], rank = RANK(c), suit = c & 3;
            int lo = c - 4, hi = c + 4;
            if ((rank > 1 && tot[lo] > under[lo]) || (rank < 13 && tot[hi] > under[hi])) {
                under[c]++;
                continue;
            }
            int a = fnd[suit], k = fnd[4 + suit];
            int up_open = a < rank;
            for (int q = a + 1; q < rank && up_open; q++)
                up_open = tot[q * 4 + suit] > under[q * 4 + suit];
            if (!up_open) {
                int down_open = k > rank;
                for (int q = rank + 1; q < k && down_open; q++)
                    down_open = tot[q * 4 + suit] > under[q * 4 + suit];
                if (!down_open)
                    return 1;
            }
            under[c]++;
        }
    }
    return 0;
}

/* The layout the relaxation reads: the columns, and without replacement the rows still to come. */
typedef struct {
    int n[COLUMNS];
    uint8_t c[COLUMNS][MAXCARDS];
    uint8_t time[COLUMNS][MAXCARDS]; /* the row a card is dealt in, 0: on the table now */
} Layout;

/* Marks the cards that could reach a foundation before the stock runs out (village.py
 * _deal_phase_reach). */
static void deal_phase_reach(const VTwin *t, const Layout *L, uint8_t gone[][MAXCARDS],
                             uint8_t rank_ok[4][15])
{
    const int *fnd = t->fnd;
    int last = 0;
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int p = 0; p < L->n[ci]; p++)
            if (L->time[ci][p] > last)
                last = L->time[ci][p];
    int never = last + 1;
    int when[COLUMNS][MAXCARDS];
    int best[4][15];
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int p = 0; p < L->n[ci]; p++)
            when[ci][p] = never;
    for (int s = 0; s < 4; s++)
        for (int r = 0; r < 15; r++)
            best[s][r] = never;
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int ci = 0; ci < COLUMNS; ci++) {
            for (int p = 0; p < L->n[ci]; p++) {
                if (when[ci][p] <= L->time[ci][p])
                    continue;
                int c = L->c[ci][p], rank = RANK(c), suit = c & 3;
                int ready = never;
                for (int side = 0; side < 2; side++) {
                    int fi = side ? 4 + suit : suit, top = fnd[fi], lo, hi;
                    if (fi < 4) {
                        if (top >= rank)
                            continue;
                        lo = top + 1, hi = rank;
                    } else {
                        if (top <= rank)
                            continue;
                        lo = rank + 1, hi = top;
                    }
                    int is_banned = 0;
                    for (int k = 0; k < t->nbans && !is_banned; k++) {
                        Ban b = t->bans[k];
                        is_banned = b.col == ci && b.pos == p && b.fi == fi && fnd[b.fi] == b.top;
                    }
                    if (is_banned)
                        continue;
                    int row = 0;
                    for (int q = lo; q < hi; q++) {
                        if (best[suit][q] > row) {
                            row = best[suit][q];
                            if (row >= ready)
                                break;
                        }
                    }
                    if (row < ready)
                        ready = row;
                }
                int start = L->time[ci][p] > ready ? L->time[ci][p] : ready;
                int end = when[ci][p] < never ? when[ci][p] : never;
                for (int row = start; row < end; row++) {
                    int clear = 1;
                    for (int u = p + 1; u < L->n[ci] && clear; u++)
                        if (L->time[ci][u] <= row)
                            clear = when[ci][u] <= row;
                    if (clear) {
                        when[ci][p] = row;
                        if (row < best[suit][rank])
                            best[suit][rank] = row;
                        changed = 1;
                        break;
                    }
                }
            }
        }
    }
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int p = 0; p < L->n[ci]; p++)
            if (when[ci][p] < never) {
                gone[ci][p] = 1;
                rank_ok[L->c[ci][p] & 3][RANK(L->c[ci][p])] = 1;
            }
}

/* A relaxation that forgets most of the order of events: can every card reach a foundation?
 * (village.py _can_all_reach, where the reasoning is set out.) */
static int can_all_reach(const VTwin *t, const Layout *L, int timed)
{
    const int *fnd = t->fnd;
    uint8_t gone[COLUMNS][MAXCARDS], reach[COLUMNS][MAXCARDS], leave[COLUMNS][MAXCARDS];
    uint8_t exposed[COLUMNS][MAXCARDS];
    uint8_t rank_ok[4][15];
    memset(gone, 0, sizeof gone);
    memset(exposed, 0, sizeof exposed);
    memset(rank_ok, 0, sizeof rank_ok);
    if (timed)
        deal_phase_reach(t, L, gone, rank_ok);
    /* where each card code lies (two decks: at most two copies); a card taken as gone in the deal
     * may yet lie on the table in a winning line, so it stays a place to build on */
    int where_n[60] = {0};
    uint8_t where_col[60][2], where_pos[60][2];
    int left = 0;
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int p = 0; p < L->n[ci]; p++) {
            int c = L->c[ci][p];
            if (where_n[c] < 2) {
                where_col[c][where_n[c]] = (uint8_t)ci;
                where_pos[c][where_n[c]] = (uint8_t)p;
            }
            where_n[c]++;
            if (!gone[ci][p])
                left++;
        }
    memcpy(reach, gone, sizeof gone);
    memcpy(leave, gone, sizeof gone);
    int changed = 1;
    while (changed && left) {
        changed = 0;
        int up_to[4], down_to[4];
        for (int suit = 0; suit < 4; suit++) {
            int h = fnd[suit];
            while (h < 13 && rank_ok[suit][h + 1])
                h++;
            up_to[suit] = h; /* the ace foundation can climb to h */
            int low = fnd[4 + suit];
            while (low > 1 && rank_ok[suit][low - 1])
                low--;
            down_to[suit] = low; /* the king foundation can come down to low */
        }
        for (int ci = 0; ci < COLUMNS; ci++) {
            for (int p = L->n[ci] - 1; p >= 0; p--) {
                if (!exposed[ci][p]) { /* a card newly exposed may be built on: another round */
                    exposed[ci][p] = 1;
                    changed = 1;
                }
                if (reach[ci][p])
                    continue;
                int c = L->c[ci][p], rank = RANK(c), suit = c & 3;
                if ((fnd[suit] < rank && rank <= up_to[suit] + 1) ||
                    (down_to[suit] - 1 <= rank && rank < fnd[4 + suit])) {
                    reach[ci][p] = leave[ci][p] = 1;
                    rank_ok[suit][rank] = 1;
                    left--;
                    changed = 1;
                    continue;
                }
                if (!leave[ci][p]) {
                    int neighbours[2] = {c - 4, c + 4};
                    for (int k = 0; k < 2 && !leave[ci][p]; k++) {
                        int d = neighbours[k];
                        if (d < 4 || d > 55)
                            continue;
                        int copies = where_n[d] < 2 ? where_n[d] : 2;
                        for (int w = 0; w < copies; w++) {
                            int cj = where_col[d][w], q = where_pos[d][w];
                            if ((cj != ci && exposed[cj][q]) || (cj == ci && q > p)) {
                                leave[ci][p] = 1;
                                changed = 1;
                                break;
                            }
                        }
                    }
                }
                if (!leave[ci][p])
                    break;
            }
        }
    }
    return left == 0;
}

static int v_dead(void *p)
{
    VTwin *t = p;
    if (!v_last_deal(t))
        return 0;
    if (stuck_card(t))
        return 1;
    if (!t->check_reach)
        return 0;
    if (t->stock.n && t->replacement)
        return 0;
    Layout *L = malloc(sizeof *L);
    if (!L)
        return -1;
    for (int ci = 0; ci < COLUMNS; ci++) {
        L->n[ci] = t->cols[ci].n;
        memcpy(L->c[ci], t->cols[ci].c, (size_t)t->cols[ci].n);
        memset(L->time[ci], 0, (size_t)t->cols[ci].n);
    }
    int timed = t->stock.n > 0;
    /* no card will take another's place: every stock card's column and row are known now */
    for (int k = 0; k < t->stock.n; k++) {
        int ci = k % COLUMNS;
        L->c[ci][L->n[ci]] = t->stock.c[t->stock.n - 1 - k];
        L->time[ci][L->n[ci]] = (uint8_t)(k / COLUMNS + 1);
        L->n[ci]++;
    }
    int reach = can_all_reach(t, L, timed);
    free(L);
    return !reach;
}

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

const FamilyOps village_ops = {
    v_moves, v_apply, v_undo, v_dead, v_won, v_key, v_at_root, v_played, v_move_at, v_move_tuple,
    v_free, 1000, NULL, NULL, v_salt,
};

/* VillageCore(params, stock, columns, foundation_tops, redealt, gathering, bans, members)
 * params: (replacement, redeal kind 0 none / 1 reverse / 2 gather, deck_size); bans: (column, index,
 * foundation, top) tuples. */
static int village_fill(VTwin *t, PyObject *args, PyObject *kwds, int *members)
{
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
        long top = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, fi));
        if (top < 0 || top > 14) {
            Py_DECREF(seq);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "VillageCore: a foundation top out of range");
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

void *village_from_args(PyObject *args, PyObject *kwds, int *members)
{
    VTwin *t = calloc(1, sizeof *t);
    if (!t)
        return PyErr_NoMemory();
    if (village_fill(t, args, kwds, members) < 0) {
        v_free(t);
        return NULL;
    }
    return t;
}
