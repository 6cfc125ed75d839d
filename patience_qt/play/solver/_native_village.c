/*
 * The Village family's twin (Village, Babette, Carnival) in C; tests/play/test_native_truth.py holds
 * its moves to the rules' move for move.
 *
 * Key up to symmetry: once the stock is empty and no positional redeal is to come (Carnival, any game
 * after its redeal, Babette, whose player gathers the piles in any order), the columns are sorted:
 * which column holds a pile does not matter. The stock of the first deal is a suffix of the deal.
 *
 * Move order: foundation moves first, the deal, builds that free a card for a foundation, the other
 * builds, the redeal or the gatherings (one of each shape of pile). Babette's gatherings come best
 * first by the second deal they lead to, foreseen cheaply (deal_gain: the deal played greedily, the
 * cards it puts home): the search spends nearly all its positions in second deals (over game numbers
 * 1-4 at a million positions, 97% of them), so which of up to 8! gathering orders it tries first
 * decides whether it wins; in column order it met a winnable second deal seldom.
 *
 * Dominance: in the last deal with no replacement to come (Village's stock card that would take its
 * place), a card that one foundation wants goes there at once when its twin (the other copy) already
 * lies on a foundation, so this is its only place ever, or when every copy of both its neighbour
 * ranks off the foundations lies under it in its column (held_here), so nothing can be built on it.
 * play/dominance.py has the same rules for the table's automatic moves.
 *
 * Pass-up bans (no replacement, while the stock lasts): a card that could go to a foundation but is
 * covered by the next deal instead may not go to that foundation until the stock is empty or the
 * foundation has changed: playing it later in the deal is never better than playing it at once. They
 * are the search path's state, not the rules'.
 *
 * This file is the twin's moves: which moves a position has, playing and taking them back (deals,
 * redeals, gatherings, the bans a deal adds), and the position's key; the dead-end tests are
 * _native_village_dead.c, the search's view and the constructor _native_village_ops.c
 * (native_village.h the twin they share).
 */
#include "native_village.h"

static int same_ban(Ban x, Ban y)
{
    return x.col == y.col && x.pos == y.pos && x.fi == y.fi && x.top == y.top;
}

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

/* The pass-up rule (held_here): only one foundation wants the column's available card,
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

/* The second deal foreseen: the cards in the order they will be dealt (the stock gathered so far,
 * then the piles in `order`, each from its bottom card), dealt in rows of eight with every card that
 * fits a foundation played after each row, the ace foundation first; the cards played. */
static int deal_gain(const VTwin *t, const int *order, int norder)
{
    uint8_t seq[MAXCARDS];
    int n = 0;
    for (int k = t->stock.n - 1; k >= 0; k--)
        seq[n++] = t->stock.c[k];
    for (int i = 0; i < norder; i++) {
        const Pile *col = &t->cols[order[i]];
        memcpy(seq + n, col->c, (size_t)col->n);
        n += col->n;
    }
    int up[4], down[4];
    for (int s = 0; s < 4; s++)
        up[s] = t->fnd[s] + 1, down[s] = t->fnd[4 + s] - 1;
    uint8_t cols[COLUMNS][MAXCARDS];
    int h[COLUMNS] = {0}, played = 0;
    for (int k = 0; k < n;) {
        for (int ci = 0; ci < COLUMNS && k < n; ci++)
            cols[ci][h[ci]++] = seq[k++];
        int progress = 1;
        while (progress) {
            progress = 0;
            for (int ci = 0; ci < COLUMNS; ci++) {
                while (h[ci]) {
                    int c = cols[ci][h[ci] - 1], rank = RANK(c), suit = c & 3;
                    if (up[suit] == rank)
                        up[suit]++;
                    else if (down[suit] == rank)
                        down[suit]--;
                    else
                        break;
                    h[ci]--;
                    played++;
                    progress = 1;
                }
            }
        }
    }
    return played;
}

/* The gatherings (one of each shape of pile), the piles whose second deal foresees the most cards
 * home first: an order of the rest found by swapping piles while the gain grows, then each pile
 * scored as the first of that order. Only the move order: every gathering is still offered. */
static int gathers(const VTwin *t, Move *out)
{
    int piles[COLUMNS], n = 0;
    for (int ci = 0; ci < COLUMNS; ci++) {
        if (!t->cols[ci].n)
            continue;
        int twice = 0;
        for (int cj = 0; cj < ci && !twice; cj++)
            twice = piles_same(&t->cols[cj], &t->cols[ci]);
        if (!twice)
            piles[n++] = ci;
    }
    int all[COLUMNS], nall = 0;
    for (int ci = 0; ci < COLUMNS; ci++)
        if (t->cols[ci].n)
            all[nall++] = ci;
    int score[COLUMNS] = {0};
    if (n > 1) {
        int best = deal_gain(t, all, nall), improved = 1;
        while (improved) {
            improved = 0;
            for (int i = 0; i < nall; i++)
                for (int j = i + 1; j < nall; j++) {
                    int x = all[i];
                    all[i] = all[j], all[j] = x;
                    int gain = deal_gain(t, all, nall);
                    if (gain > best) {
                        best = gain, improved = 1;
                    } else {
                        all[j] = all[i], all[i] = x;
                    }
                }
        }
        for (int i = 0; i < n; i++) {
            int order[COLUMNS], m = 0;
            order[m++] = piles[i];
            for (int j = 0; j < nall; j++)
                if (all[j] != piles[i])
                    order[m++] = all[j];
            score[i] = deal_gain(t, order, m);
        }
        /* best first, a stable insertion sort */
        for (int a = 1; a < n; a++) {
            int p = piles[a], sc = score[a], b = a - 1;
            while (b >= 0 && score[b] < sc) {
                piles[b + 1] = piles[b], score[b + 1] = score[b];
                b--;
            }
            piles[b + 1] = p, score[b + 1] = sc;
        }
    }
    for (int i = 0; i < n; i++)
        out[i] = vmk(V_GATHER, piles[i], 0);
    return n;
}

int village_moves(void *p, Move *out)
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
    Done *done = grow_for(t->done, &t->cap_done, t->ndone, 256, sizeof(Done));
    if (!done)
        return NULL;
    t->done = done;
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

int village_apply(void *p, Move m)
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

void village_undo(void *p)
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

int village_won(const void *p)
{
    const VTwin *t = p;
    return t->placed == t->deck_size;
}

/* The position up to symmetry: the columns sorted where which column holds a pile
 * no longer matters; the pass-up bans still in force while the stock lasts. */
uint64_t village_key(const void *p)
{
    const VTwin *t = p;
    uint64_t cols[COLUMNS];
    for (int ci = 0; ci < COLUMNS; ci++)
        cols[ci] = t->cols[ci].h[t->cols[ci].n] ^ (uint64_t)t->cols[ci].n << 56;
    if (t->gathering || (!t->stock.n && (t->redealt || t->redeal_kind != REDEAL_REVERSE)))
        sort_u64(cols, COLUMNS);
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
        sort_u64(live, n);
        k = mix64(k + 0x632BE59BD9B4E019ULL); /* bans present, even when none is in force */
        for (int i = 0; i < n; i++)
            k = mix64(k + (live[i] + 1) * GOLDEN);
    }
    return k;
}
