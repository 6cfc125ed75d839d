/*
 * The Rainbow family's twin (Rainbow, Open Shop, Toad, Star) in C, on fixed arrays of card codes with
 * prefix hashes; tests/play/test_native_truth.py holds its moves to the rules' move for move.
 *
 * Key up to symmetry: foundations build up suit-blind from one base rank, so a foundation is just its
 * length and the foundations are a sorted tuple of lengths (which empty foundation a base card starts
 * does not matter); the waste piles are sorted once no redeal is left (before that the redeal gathers
 * waste1, waste2, … in order and its shuffle depends on that order); the stock before any redeal is a
 * suffix of the deal, so its length stands for it.
 *
 * Move order: foundation moves first; the hand card onto a reserve, then onto the waste pile whose top
 * the foundations want soonest after it (so each pile unwinds in order; how soon is counted from the
 * least advanced foundation), else an empty pile, else on the top wanted latest; then turning the
 * stock, then waste tops onto a reserve, the redeal.
 *
 * Dominance (the one move tried, as it keeps every win): a card of rank X goes to a foundation at once
 * when (1) nothing can ever be laid on it in the reserve: no card of the rank below X is left in the
 * stock, hand or waste piles (or nothing goes on X at all, Toad's ace); (2) at least as many
 * foundations want X now as there are X cards left off the foundations; (3) every foundation that
 * wants X has the same length (they are then interchangeable); (4) it comes from the reserve, or else
 * there is no balance rule and no redeal left (a waste card counts towards the balance and is
 * gathered into the redeal's shuffle). play/dominance.py has the same rule for the table's automatic
 * moves.
 *
 * This file is the twin's moves: which moves a position has, playing and taking them back, and the
 * position's key; the dead-end tests are _native_rainbow_dead.c, the search's view and the
 * constructor _native_rainbow_ops.c (native_rainbow.h the twin they share).
 */
#include "native_rainbow.h"


/* deal.shuffled(items, game_number, salt): version 1 of the deal algorithm, to the bit. */
void shuffle_cards(uint8_t *items, int n, uint64_t game_number, uint64_t salt)
{
    uint64_t state = game_number ^ PATIENCE ^ (GOLDEN * (salt + 1));
    for (int i = n - 1; i > 0; i--) {
        int j = (int)splitmix_below(&state, (uint64_t)i + 1);
        uint8_t t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

static int wanted_distance(const Twin *t, int rank, int lowest)
{
    if (t->cyclic)
        return ((rank - lowest) % 13 + 13) % 13;
    return rank >= lowest ? rank - lowest : NOT_WANTED;
}

static int safe_move(const Twin *t, int kind, int rank, const Needs *needs)
{
    if (kind != FROM_RESERVE && (t->balance || t->redeals_used < t->redeals))
        return 0;
    int below = below_rank(t, rank);
    if (below && t->outside[below] - t->inres[below] > 0)
        return 0;
    if (needs->n[rank] < t->outside[rank])
        return 0;
    int first = t->flen[needs->f[rank][0]];
    for (int k = 1; k < needs->n[rank]; k++)
        if (t->flen[needs->f[rank][k]] != first)
            return 0;
    return 1;
}

static Move mk(int kind, int a, int b, int c)
{
    Move m = {(uint8_t)kind, (uint8_t)a, (uint8_t)b, (uint8_t)c};
    return m;
}

static int piles_equal(const Pile *x, const Pile *y)
{
    return x->n == y->n && memcmp(x->c, y->c, (size_t)x->n) == 0;
}

static int tuple_greater(const int *x, const int *y, int n)
{
    for (int i = 0; i < n; i++)
        if (x[i] != y[i])
            return x[i] > y[i];
    return 0;
}

/* The hand card onto the waste piles, best first. */
static int to_wastes(const Twin *t, Move *out)
{
    int allowed[MAXWASTE], nallowed = 0;
    for (int i = 0; i < t->nwaste; i++) {
        if (t->balance) {
            int least = t->waste[i].n + 1;
            for (int k = 0; k < t->nwaste; k++)
                if (k != i && t->waste[k].n < least)
                    least = t->waste[k].n;
            if (t->waste[i].n + 1 - least > t->balance)
                continue;
        }
        allowed[nallowed++] = i;
    }
    int symmetric = t->redeals_used >= t->redeals;
    int lowest_len = -1;
    for (int fi = 0; fi < t->nfound; fi++)
        if (t->flen[fi] < t->full && (lowest_len < 0 || t->flen[fi] < lowest_len))
            lowest_len = t->flen[fi];
    int lowest = lowest_len < 0 ? 1 : t->need_of[lowest_len];
    int mine = wanted_distance(t, RANK(t->hand), lowest);
    int score[MAXWASTE][4], nscored = 0;
    for (int a = 0; a < nallowed; a++) {
        int i = allowed[a];
        const Pile *w = &t->waste[i];
        if (symmetric) {
            int twice = 0;
            for (int b = 0; b < a && !twice; b++)
                twice = piles_equal(&t->waste[allowed[b]], w);
            if (twice)
                continue;
        }
        int *s = score[nscored++];
        if (w->n == 0) {
            s[0] = 1, s[1] = 0, s[2] = 0;
        } else {
            int theirs = wanted_distance(t, RANK(w->c[w->n - 1]), lowest);
            if (theirs >= mine)
                s[0] = 0, s[1] = theirs - mine, s[2] = w->n;
            else
                s[0] = 2, s[1] = -theirs, s[2] = w->n;
        }
        s[3] = i;
    }
    /* insertion sort on (score, index), compared as tuples: a handful of entries */
    for (int a = 1; a < nscored; a++) {
        int cur[4];
        memcpy(cur, score[a], sizeof cur);
        int b = a - 1;
        while (b >= 0 && tuple_greater(score[b], cur, 4)) {
            memcpy(score[b + 1], score[b], sizeof cur);
            b--;
        }
        memcpy(score[b + 1], cur, sizeof cur);
    }
    for (int a = 0; a < nscored; a++)
        out[a] = mk(R_WASTE, score[a][3], 0, 0);
    return nscored;
}

/* The moves of the position, in the search's order. */
int rainbow_moves(void *p, Move *out)
{
    const Twin *t = p;
    Needs needs;
    compute_needs(t, &needs);
    int n = 0;
    /* foundation moves: reserve tops, waste tops, the hand */
    int kinds[MAXRES + MAXWASTE + 1], index[MAXRES + MAXWASTE + 1], cards[MAXRES + MAXWASTE + 1];
    int nsrc = 0;
    for (int ri = 0; ri < t->nres; ri++) {
        const Pile *r = &t->res[ri];
        if (r->n && needs.n[RANK(r->c[r->n - 1])])
            kinds[nsrc] = FROM_RESERVE, index[nsrc] = ri, cards[nsrc++] = r->c[r->n - 1];
    }
    for (int wi = 0; wi < t->nwaste; wi++) {
        const Pile *w = &t->waste[wi];
        if (w->n && needs.n[RANK(w->c[w->n - 1])])
            kinds[nsrc] = FROM_WASTE, index[nsrc] = wi, cards[nsrc++] = w->c[w->n - 1];
    }
    if (t->hand && needs.n[RANK(t->hand)])
        kinds[nsrc] = FROM_HAND, index[nsrc] = 0, cards[nsrc++] = t->hand;
    for (int s = 0; s < nsrc; s++) {
        int rank = RANK(cards[s]);
        if (safe_move(t, kinds[s], rank, &needs)) {
            out[0] = mk(R_FOUNDATION, kinds[s], index[s], needs.f[rank][0]);
            return 1;
        }
        for (int k = 0; k < needs.n[rank]; k++) {
            int fi = needs.f[rank][k], twice = 0;
            for (int j = 0; j < k && !twice; j++)
                twice = t->flen[needs.f[rank][j]] == t->flen[fi];
            if (!twice)
                out[n++] = mk(R_FOUNDATION, kinds[s], index[s], fi);
        }
    }
    if (t->deep_ace && !t->deep_used && needs.n[1]) {
        for (int ri = 0; ri < t->nres; ri++) {
            const Pile *r = &t->res[ri];
            int taken[4] = {0, 0, 0, 0}; /* by suit: an ace of that suit already offered */
            for (int pos = r->n - 2; pos >= 0; pos--) {
                int c = r->c[pos];
                if (RANK(c) == 1 && c != r->c[r->n - 1] && !taken[c & 3]) {
                    taken[c & 3] = 1;
                    out[n++] = mk(R_DEEP, ri, pos, needs.f[1][0]);
                }
            }
        }
    }
    Move later[MAXRES * MAXWASTE];
    int nlater = 0;
    for (int ri = 0; ri < t->nres; ri++) {
        const Pile *r = &t->res[ri];
        if (!r->n)
            continue;
        int below = below_rank(t, RANK(r->c[r->n - 1]));
        if (!below)
            continue;
        if (t->hand && RANK(t->hand) == below)
            out[n++] = mk(R_RESERVE, FROM_HAND, 0, ri);
        for (int wi = 0; wi < t->nwaste; wi++) {
            const Pile *w = &t->waste[wi];
            if (w->n && RANK(w->c[w->n - 1]) == below)
                later[nlater++] = mk(R_RESERVE, FROM_WASTE, wi, ri);
        }
    }
    if (t->hand)
        n += to_wastes(t, out + n);
    else if (t->stock.n)
        out[n++] = mk(R_TURN, 0, 0, 0);
    for (int k = 0; k < nlater; k++)
        out[n++] = later[k];
    if (t->redeals_used < t->redeals && !t->stock.n && !t->hand) {
        int any = 0;
        for (int wi = 0; wi < t->nwaste; wi++)
            any |= t->waste[wi].n > 0;
        if (any)
            out[n++] = mk(R_REDEAL, 0, 0, 0);
    }
    return n;
}

static int push_done(Twin *t, Move m, int card)
{
    Done *done = grow_for(t->done, &t->cap_done, t->ndone, 256, sizeof(Done));
    if (!done)
        return -1;
    t->done = done;
    t->done[t->ndone].move = m;
    t->done[t->ndone].card = (uint8_t)card;
    t->ndone++;
    return 0;
}

/* Plays a move (one of twin_moves'); -1 when memory ran out (nothing changed then). */
int rainbow_apply(void *p, Move m)
{
    Twin *t = p;
    int card = 0;
    if (push_done(t, m, 0) < 0)
        return -1;
    t->quiet = m.kind == R_TURN || m.kind == R_WASTE;
    t->turned = m.kind == R_TURN;
    t->laid = m.kind == R_WASTE ? m.a : -1;
    switch (m.kind) {
    case R_FOUNDATION:
        if (m.a == FROM_RESERVE) {
            card = pile_pop(&t->res[m.b]);
            t->inres[RANK(card)]--;
        } else if (m.a == FROM_WASTE) {
            card = pile_pop(&t->waste[m.b]);
        } else {
            card = t->hand;
            t->hand = 0;
            t->free_[RANK(card)]--;
        }
        t->flen[m.c]++;
        t->outside[RANK(card)]--;
        t->placed++;
        break;
    case R_TURN:
        t->hand = pile_pop(&t->stock);
        break;
    case R_WASTE:
        pile_push(&t->waste[m.a], (uint8_t)t->hand);
        t->free_[RANK(t->hand)]--;
        t->hand = 0;
        break;
    case R_RESERVE:
        if (m.a == FROM_WASTE) {
            card = pile_pop(&t->waste[m.b]);
        } else {
            card = t->hand;
            t->hand = 0;
            t->free_[RANK(card)]--;
        }
        pile_push(&t->res[m.c], (uint8_t)card);
        t->inres[RANK(card)]++;
        break;
    case R_DEEP: {
        Pile *r = &t->res[m.a];
        card = r->c[m.b];
        memmove(r->c + m.b, r->c + m.b + 1, (size_t)(r->n - m.b - 1));
        r->n--;
        pile_rehash(r);
        t->inres[1]--;
        t->outside[1]--;
        t->flen[m.c]++;
        t->placed++;
        t->deep_used = 1;
        t->hole_ri = m.a, t->hole_pos = m.b;
        break;
    }
    default: { /* the redeal: waste1, waste2, … gathered bottom to top, shuffled, the new stock */
        uint8_t gathered[MAXCARDS];
        int n = 0;
        for (int wi = 0; wi < t->nwaste; wi++) {
            Pile *w = &t->waste[wi];
            memcpy(gathered + n, w->c, (size_t)w->n);
            n += w->n;
            t->saved[t->redeals_used][wi] = *w;
            w->n = 0;
        }
        for (int k = 0; k < n; k++)
            t->free_[RANK(gathered[k])]++;
        t->redeals_used++;
        shuffle_cards(gathered, n, t->seed, (uint64_t)t->redeals_used);
        t->stock.n = 0;
        for (int k = n - 1; k >= 0; k--)
            pile_push(&t->stock, gathered[k]);
        break;
    }
    }
    t->done[t->ndone - 1].card = (uint8_t)card;
    return 0;
}

/* Takes back the last move played. */
void rainbow_undo(void *p)
{
    Twin *t = p;
    Done d = t->done[--t->ndone];
    Move m = d.move;
    int card = d.card;
    switch (m.kind) {
    case R_FOUNDATION:
        if (m.a == FROM_RESERVE) {
            pile_push(&t->res[m.b], (uint8_t)card);
            t->inres[RANK(card)]++;
        } else if (m.a == FROM_WASTE) {
            pile_push(&t->waste[m.b], (uint8_t)card);
        } else {
            t->hand = card;
            t->free_[RANK(card)]++;
        }
        t->flen[m.c]--;
        t->outside[RANK(card)]++;
        t->placed--;
        break;
    case R_TURN:
        pile_push(&t->stock, (uint8_t)t->hand);
        t->hand = 0;
        break;
    case R_WASTE:
        t->hand = pile_pop(&t->waste[m.a]);
        t->free_[RANK(t->hand)]++;
        break;
    case R_RESERVE:
        card = pile_pop(&t->res[m.c]);
        t->inres[RANK(card)]--;
        if (m.a == FROM_WASTE) {
            pile_push(&t->waste[m.b], (uint8_t)card);
        } else {
            t->hand = card;
            t->free_[RANK(card)]++;
        }
        break;
    case R_DEEP: {
        Pile *r = &t->res[m.a];
        memmove(r->c + m.b + 1, r->c + m.b, (size_t)(r->n - m.b));
        r->c[m.b] = (uint8_t)card;
        r->n++;
        pile_rehash(r);
        t->inres[1]++;
        t->outside[1]++;
        t->flen[m.c]--;
        t->placed--;
        t->deep_used = 0;
        t->hole_ri = -1;
        break;
    }
    default:
        for (int k = 0; k < t->stock.n; k++)
            t->free_[RANK(t->stock.c[k])]--;
        t->stock.n = 0;
        t->redeals_used--;
        for (int wi = 0; wi < t->nwaste; wi++)
            t->waste[wi] = t->saved[t->redeals_used][wi];
        break;
    }
}

int rainbow_won(const void *p)
{
    const Twin *t = p;
    return t->placed == t->deck_size;
}

/* The position up to symmetry as 64 bits: the foundations as their sorted
 * lengths, the waste piles sorted once no redeal is left. */
uint64_t rainbow_key(const void *p)
{
    const Twin *t = p;
    uint64_t k = mix64((uint64_t)t->stock.n * 0x100 + t->stock.h[t->stock.n]);
    k = mix64(k ^ ((uint64_t)t->hand << 8 | (uint64_t)t->redeals_used << 1 | (uint64_t)t->deep_used));
    for (int ri = 0; ri < t->nres; ri++)
        k = mix64(k ^ t->res[ri].h[t->res[ri].n] ^ (uint64_t)t->res[ri].n << 56);
    uint64_t w[MAXWASTE];
    for (int wi = 0; wi < t->nwaste; wi++)
        w[wi] = t->waste[wi].h[t->waste[wi].n] ^ (uint64_t)t->waste[wi].n << 56;
    if (t->redeals_used >= t->redeals)
        sort_u64(w, t->nwaste);
    for (int wi = 0; wi < t->nwaste; wi++)
        k = mix64(k + w[wi] * GOLDEN);
    uint64_t lengths[MAXFOUND];
    return mix64(k ^ mix64(sorted_lengths(t, lengths) + 0x5851F42D4C957F2DULL));
}
