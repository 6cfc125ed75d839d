/*
 * The Rainbow family's twin (Rainbow, Open Shop, Toad, Star) in C: rainbow.py's RainbowTwin move for
 * move (the same moves in the same order, the same dominance, symmetries and dead ends), on fixed
 * arrays of card codes with prefix hashes. tests/play/test_solver_native.py compares the two.
 */
#include "native_relax.h"

#define NOT_WANTED 99
/* (move kinds and sources, the tuples of rainbow.py: native_codes.h) */

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


typedef struct {
    Move move;
    uint8_t card; /* the card the move carried (foundation, reserve, deep ace moves) */
} Done;

typedef struct {
    /* the rules' parameters */
    int cyclic, full, balance, redeals, deck_size, deep_ace;
    int nres, nwaste, nfound;
    int need_of[MAXCARDS + 2]; /* rank a foundation of each length wants; 0: complete */
    uint64_t seed;             /* the game number: the redeals' shuffles */
    /* the position */
    Pile stock, res[MAXRES], waste[MAXWASTE];
    int hand; /* a card code, 0: none */
    int flen[MAXFOUND];
    int redeals_used, deep_used, placed;
    int outside[14], inres[14], free_[14]; /* rank counts (see rainbow.py) */
    int quiet, turned, laid;               /* what the last move was (laid: waste pile or -1) */
    Pile saved[MAXREDEALS][MAXWASTE];      /* the waste piles each redeal gathered */
    /* the moves played, for undo */
    Done *done;
    int ndone, cap_done;
    /* the block masks by the foundations' sorted lengths: a direct-mapped cache */
    struct MaskCache {
        uint64_t lengths; /* packed sorted lengths + 1, 0: empty */
        uint16_t masks[14];
    } *mask_cache;
    /* reserve_runs_free's positions seen */
    Table seen;
    /* the reserve relaxation of the first position, and where the deep ace taken since came from */
    Relax relax;
    int hole_ri, hole_pos;
    /* the waste-pile relaxation: asked or not, its memo and the positions it looked at */
    int use_waste;
    Table wmemo;
    long long wnodes;
} Twin;

#define MASK_CACHE 1024

static int below_rank(const Twin *t, int rank)
{
    if (rank > 1)
        return rank - 1;
    return t->cyclic ? 13 : 0;
}

/* needs[rank] lists the foundations that want that rank now, in foundation order. */
typedef struct {
    int n[14];
    int f[14][MAXFOUND];
} Needs;

static void compute_needs(const Twin *t, Needs *needs)
{
    memset(needs->n, 0, sizeof needs->n);
    for (int fi = 0; fi < t->nfound; fi++) {
        int rank = t->need_of[t->flen[fi]];
        if (rank)
            needs->f[rank][needs->n[rank]++] = fi;
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

/* The hand card onto the waste piles, best first (rainbow.py _to_wastes). */
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

/* The moves of the position, in the search's order (rainbow.py moves). */
static int twin_moves(const Twin *t, Move *out)
{
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
    if (t->ndone == t->cap_done) {
        if (t->cap_done < 0 || t->cap_done >= (1 << 24)) /* 16 million moves deep: wrong */
            return -1;
        int cap = t->cap_done > 0 ? t->cap_done * 2 : 256;
        Done *grown = realloc(t->done, (size_t)cap * sizeof(Done));
        if (!grown)
            return -1;
        t->done = grown;
        t->cap_done = cap;
    }
    t->done[t->ndone].move = m;
    t->done[t->ndone].card = (uint8_t)card;
    t->ndone++;
    return 0;
}

/* Plays a move (one of twin_moves'); -1 when memory ran out (nothing changed then). */
static int twin_apply(Twin *t, Move m)
{
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
static void twin_undo(Twin *t)
{
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

static int twin_won(const Twin *t) { return t->placed == t->deck_size; }

static void sort_u64(uint64_t *v, int n)
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

/* The position up to symmetry as 64 bits (rainbow.py key): the foundations as their sorted
 * lengths, the waste piles sorted once no redeal is left. */
static uint64_t twin_key(const Twin *t)
{
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
    uint64_t f[MAXFOUND];
    for (int fi = 0; fi < t->nfound; fi++)
        f[fi] = (uint64_t)t->flen[fi];
    sort_u64(f, t->nfound);
    uint64_t packed = 0;
    for (int fi = 0; fi < t->nfound; fi++)
        packed = packed << 7 | f[fi];
    return mix64(k ^ mix64(packed + 0x5851F42D4C957F2DULL));
}

/* ---- dead ends -------------------------------------------------------------------------------------- */

/* masks[q], bit y: no foundation can take a card of rank y before a card of rank q. */
static const uint16_t *block_masks(Twin *t)
{
    int lengths[MAXFOUND];
    for (int fi = 0; fi < t->nfound; fi++)
        lengths[fi] = t->flen[fi];
    for (int a = 1; a < t->nfound; a++) { /* sort */
        int cur = lengths[a], b = a - 1;
        while (b >= 0 && lengths[b] > cur) {
            lengths[b + 1] = lengths[b];
            b--;
        }
        lengths[b + 1] = cur;
    }
    uint64_t packed = 0;
    for (int fi = 0; fi < t->nfound; fi++)
        packed = packed << 7 | (uint64_t)lengths[fi];
    packed += 1;
    struct MaskCache *slot = &t->mask_cache[mix64(packed) & (MASK_CACHE - 1)];
    if (slot->lengths == packed)
        return slot->masks;
    int need[MAXFOUND], room[MAXFOUND], nwants = 0;
    for (int fi = 0; fi < t->nfound; fi++) {
        if (lengths[fi] < t->full) {
            need[nwants] = t->need_of[lengths[fi]];
            room[nwants++] = t->full - lengths[fi];
        }
    }
    for (int q = 0; q < 14; q++)
        slot->masks[q] = 0;
    for (int q = 1; q < 14; q++) {
        for (int y = 1; y < 14; y++) {
            if (y == q)
                continue;
            int first = 1; /* every foundation that could take y takes a q first */
            for (int k = 0; k < nwants && first; k++) {
                int steps, before;
                if (t->cyclic) {
                    steps = ((y - need[k]) % 13 + 13) % 13;
                    before = ((q - need[k]) % 13 + 13) % 13;
                } else if (y < need[k]) {
                    continue;
                } else {
                    steps = y - need[k];
                    before = q >= need[k] ? q - need[k] : NOT_WANTED;
                }
                if (steps < room[k] && before >= steps)
                    first = 0;
            }
            if (first)
                slot->masks[q] |= (uint16_t)(1u << y);
        }
    }
    slot->lengths = packed;
    return slot->masks;
}

/* Some rank of `wanted` (bits) has every card in these piles under a blocking card; `staying`: the
 * ranks there that stay where they are until a foundation takes them (rainbow.py _buried). */
static int buried_in(const Pile *piles, int npiles, unsigned staying, const uint16_t *masks,
                     unsigned *wanted)
{
    for (int p = 0; p < npiles; p++) {
        const Pile *pile = &piles[p];
        unsigned above = 0;
        for (int i = pile->n - 1; i >= 0; i--) {
            int q = RANK(pile->c[i]);
            if (!(above & masks[q])) {
                *wanted &= ~(1u << q);
                if (!*wanted)
                    return 0;
            }
            above |= (1u << q) & staying;
        }
    }
    return 1;
}

static int rank_buried(Twin *t)
{
    unsigned wanted = 0;
    for (int q = 1; q < 14; q++)
        if (t->outside[q] && t->inres[q] == t->outside[q])
            wanted |= 1u << q;
    if (t->deep_ace && !t->deep_used)
        wanted &= ~(1u << 1);
    if (!wanted)
        return 0;
    return buried_in(t->res, t->nres, 0xFFFFu, block_masks(t), &wanted);
}

static int rank_buried_in_waste(Twin *t)
{
    if (t->cyclic)
        for (int ri = 0; ri < t->nres; ri++)
            if (t->res[ri].n)
                return 0; /* any waste card may yet go onto a reserve */
    unsigned under = 0xFFFFu;
    if (t->laid >= 0) {
        const Pile *w = &t->waste[t->laid];
        under = 0;
        for (int i = 0; i < w->n - 1; i++)
            under |= 1u << RANK(w->c[i]);
    }
    unsigned wanted = 0;
    for (int q = 1; q < 14; q++)
        if (t->outside[q] && !t->free_[q] && (under >> q & 1))
            wanted |= 1u << q;
    if (t->deep_ace && !t->deep_used)
        wanted &= ~(1u << 1);
    if (!wanted)
        return 0;
    int stays_from = 0;
    for (int ri = 0; ri < t->nres; ri++)
        for (int i = 0; i < t->res[ri].n; i++)
            if (RANK(t->res[ri].c[i]) > stays_from)
                stays_from = RANK(t->res[ri].c[i]);
    const uint16_t *masks = block_masks(t);
    unsigned staying = ~((1u << stays_from) - 1u) & 0xFFFFu;
    if (!buried_in(t->waste, t->nwaste, staying, masks, &wanted))
        return 0;
    return buried_in(t->res, t->nres, 0xFFFFu, masks, &wanted);
}

/* rainbow.py _reserve_runs_free: laying waste tops down the reserves can bring a needed rank to
 * light. The positions seen are (reserve tops, waste lengths), packed exactly into 64 bits: four bits
 * a reserve top (0: empty), seven a waste pile's length. Returns 1, 0, or -1 (out of memory). */
static int runs_search(Twin *t, int *tops, int *wl, const Needs *needs)
{
    uint64_t state = 0;
    for (int ri = 0; ri < t->nres; ri++)
        state = state << 4 | (uint64_t)tops[ri];
    for (int wi = 0; wi < t->nwaste; wi++)
        state = state << 7 | (uint64_t)wl[wi];
    if (table_find(&t->seen, state))
        return 0;
    if (table_put(&t->seen, state, 1) < 0)
        return -1;
    for (int ri = 0; ri < t->nres; ri++) {
        int top = tops[ri];
        int below = top ? below_rank(t, top) : 0;
        if (!below)
            continue;
        for (int wi = 0; wi < t->nwaste; wi++) {
            const Pile *w = &t->waste[wi];
            if (wl[wi] && RANK(w->c[wl[wi] - 1]) == below) {
                wl[wi]--;
                if (wl[wi] && needs->n[RANK(w->c[wl[wi] - 1])]) {
                    wl[wi]++;
                    return 1;
                }
                tops[ri] = below;
                int found = runs_search(t, tops, wl, needs);
                tops[ri] = top;
                wl[wi]++;
                if (found)
                    return found;
            }
        }
    }
    return 0;
}

/* 1: the position cannot come out; 0: it may; -1: out of memory (rainbow.py dead). */
static int relaxed_lost(Twin *t, long budget)
{
    return relax_lost(&t->relax, t->res, t->flen, t->deep_ace && !t->deep_used, t->hole_ri, t->hole_pos,
                      budget);
}

static int twin_dead(Twin *t)
{
    if (!t->quiet) {
        int lost = relaxed_lost(t, -1);
        if (lost)
            return lost;
        if (rank_buried(t))
            return 1;
    }
    if (!t->turned && t->redeals_used >= t->redeals && rank_buried_in_waste(t))
        return 1;
    if (t->use_waste && !t->turned && t->redeals_used >= t->redeals && !(t->deep_ace && !t->deep_used) &&
        t->stock.n + (t->hand != 0) <= WASTE_STOCK) {
        int lost = waste_lost(&t->wmemo, &t->wnodes, t->waste, t->nwaste, t->res, t->nres, t->flen,
                              t->nfound, t->full, t->cyclic, t->need_of, t->free_, WASTE_BUDGET);
        if (lost)
            return lost;
    }
    if (t->stock.n || t->hand || t->redeals_used < t->redeals)
        return 0;
    Needs needs;
    compute_needs(t, &needs);
    int any = 0;
    for (int q = 1; q < 14; q++)
        any |= needs.n[q] > 0;
    if (!any)
        return 0;
    if (t->deep_ace && !t->deep_used && needs.n[1])
        for (int ri = 0; ri < t->nres; ri++)
            for (int i = 0; i < t->res[ri].n - 1; i++)
                if (RANK(t->res[ri].c[i]) == 1)
                    return 0;
    for (int wi = 0; wi < t->nwaste; wi++)
        if (t->waste[wi].n && needs.n[RANK(t->waste[wi].c[t->waste[wi].n - 1])])
            return 0;
    for (int ri = 0; ri < t->nres; ri++)
        if (t->res[ri].n && needs.n[RANK(t->res[ri].c[t->res[ri].n - 1])])
            return 0;
    int tops[MAXRES], wl[MAXWASTE];
    for (int ri = 0; ri < t->nres; ri++)
        tops[ri] = t->res[ri].n ? RANK(t->res[ri].c[t->res[ri].n - 1]) : 0;
    for (int wi = 0; wi < t->nwaste; wi++)
        wl[wi] = t->waste[wi].n;
    table_clear(&t->seen);
    int free_run = runs_search(t, tops, wl, &needs);
    return free_run < 0 ? -1 : !free_run;
}


/* ---- the search's view, and the twin made from Python ------------------------------------------------ */

static int ops_moves(void *t, Move *out) { return twin_moves(t, out); }
static int ops_apply(void *t, Move m) { return twin_apply(t, m); }
static void ops_undo(void *t) { twin_undo(t); }
static int ops_dead(void *t) { return twin_dead(t); }
static int ops_won(const void *t) { return twin_won(t); }
static uint64_t ops_key(const void *t) { return twin_key(t); }
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

static int ops_relaxed(void *t, long budget) { return relaxed_lost(t, budget); }

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

const FamilyOps rainbow_ops = {
    ops_moves, ops_apply, ops_undo, ops_dead, ops_won, ops_key, ops_at_root, ops_played, ops_move_at,
    ops_move_tuple, ops_free, 400, ops_relaxed, ops_blocked, ops_salt,
};

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
static int rainbow_fill(Twin *t, PyObject *args, PyObject *kwds, int *members)
{
    static char *names[] = {"params", "stock", "hand", "reserves", "wastes", "foundations",
                            "redeals_used", "deep_used", "game_number", "members", "waste", NULL};
    PyObject *stock, *res, *waste, *flen;
    int cyclic, full, balance, redeals, deck_size, deep_ace, base, hand, redeals_used, deep_used;
    unsigned long long seed;
    int use_waste = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "(iiiiiii)OiOOOppK|ip", names, &cyclic, &full,
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
        long n = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (n < 0 || n > full) {
            Py_DECREF(seq);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "RainbowCore: a foundation's length out of range");
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

void *rainbow_from_args(PyObject *args, PyObject *kwds, int *members)
{
    Twin *t = calloc(1, sizeof *t);
    if (!t)
        return PyErr_NoMemory();
    if (rainbow_fill(t, args, kwds, members) < 0) {
        ops_free(t);
        return NULL;
    }
    return t;
}
