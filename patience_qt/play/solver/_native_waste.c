/*
 * The waste-pile relaxation of the Rainbow family, in the compiled core only: for the last stretch of
 * the stock, with no redeal to come, the stock and the hand are made free (every card of them
 * available at any time) while the waste piles stay as they are, last in, first out, and the reserves
 * too. If this relaxed game cannot be won, the position cannot: every line of the real game is one of
 * it (a hand card laid on a waste pile only covers that pile; played later, it was free all along).
 *
 * Moves: a waste top or a reserve's outer card to a foundation that wants its rank, a waste top onto a
 * reserve (one rank below its outer card), and free cards. As in the reserve relaxation
 * (_native_relax.c), a free card laid on a foundation can wait until just before that foundation's
 * next card from a waste pile or a reserve, and one laid on a reserve until just before the waste top
 * laid on it next (a free card that a foundation takes from a reserve was as good played straight), so
 * the search's steps are chains: free cards up a foundation then a waste top or a reserve card, or
 * free cards down a reserve then a waste top. The relaxed position: the waste piles' lengths, the
 * cards left of each reserve with the cards laid on it since (a run down by one rank from its outer
 * card, so its length says it), the sorted foundation lengths; packed exactly into 64 bits (where it
 * does not fit, or a run would outgrow its bits, the question has no answer: not lost). Each question
 * has its own memo (the piles it starts from are its own) and a budget of relaxed positions.
 */
#include "native_relax.h"

#define EXT_BITS 4
#define EXT_MOST 15

typedef struct {
    const Pile *waste, *res;
    int nw, nres, nfound, full, cyclic;
    const int *need_of;
    int wbits, kbits, lbits;
    Table *memo;
    long left;
    long long *nodes;
} WasteQ;

enum { W_WON = 0, W_LOST = 1, W_CAP = -2, W_MEMORY = -1 };

static int below_of(const WasteQ *q, int rank)
{
    if (rank > 1)
        return rank - 1;
    return q->cyclic ? 13 : 0;
}

static int wbits_for(int n)
{
    int b = 1;
    while ((1 << b) <= n)
        b++;
    return b;
}

static uint64_t waste_key(const WasteQ *q, const int *wl, const int *k, const int *ext, const int *lengths)
{
    uint64_t key = 0;
    for (int w = 0; w < q->nw; w++)
        key = key << q->wbits | (uint64_t)wl[w];
    for (int r = 0; r < q->nres; r++)
        key = (key << q->kbits | (uint64_t)k[r]) << EXT_BITS | (uint64_t)ext[r];
    for (int f = 0; f < q->nfound; f++)
        key = key << q->lbits | (uint64_t)lengths[f];
    return key;
}

/* The rank of reserve r's outer card, 0: empty. */
static int outer_rank(const WasteQ *q, const int *k, const int *ext, int r)
{
    if (!k[r])
        return 0;
    int rank = RANK(q->res[r].c[k[r] - 1]);
    for (int e = 0; e < ext[r]; e++)
        rank = below_of(q, rank);
    return rank;
}

/* lengths with the last foundation of length lengths[j] grown to `to`, sorted again, into out. */
static void grown(const WasteQ *q, const int *lengths, int j, int to, int *out)
{
    int at = j;
    while (at + 1 < q->nfound && lengths[at + 1] < to)
        at++;
    for (int a = 0; a < q->nfound; a++)
        out[a] = lengths[a];
    for (int a = j; a < at; a++)
        out[a] = lengths[a + 1];
    out[at] = to;
}

static int waste_search(WasteQ *q, int *wl, int *k, int *ext, int *lengths, int *free_)
{
    int any = 0;
    for (int w = 0; w < q->nw; w++)
        any |= wl[w];
    for (int r = 0; r < q->nres; r++)
        any |= k[r] | ext[r];
    if (!any)
        return W_WON;
    uint64_t key = waste_key(q, wl, k, ext, lengths);
    Entry *known = table_find(q->memo, key);
    if (known)
        return known->value == 1 ? W_LOST : W_WON;
    if (--q->left < 0)
        return W_CAP;
    (*q->nodes)++;
    int answer = W_LOST;
    int next[MAXFOUND];
    /* chains up a foundation: free cards, then a waste top or a reserve's outer card */
    int last = -1;
    for (int j = 0; j < q->nfound && answer == W_LOST; j++) {
        int n = lengths[j];
        if (n >= q->full || n == last)
            continue;
        last = n;
        while (j + 1 < q->nfound && lengths[j + 1] == n)
            j++;
        int taken[MAXCARDS], ntaken = 0;
        for (int d = 0; d < q->full - n && answer == W_LOST; d++) {
            int want = q->need_of[n + d];
            grown(q, lengths, j, n + d + 1, next);
            for (int w = 0; w < q->nw && answer == W_LOST; w++) {
                if (!wl[w] || RANK(q->waste[w].c[wl[w] - 1]) != want)
                    continue;
                wl[w]--;
                answer = waste_search(q, wl, k, ext, next, free_);
                wl[w]++;
            }
            for (int r = 0; r < q->nres && answer == W_LOST; r++) {
                if (outer_rank(q, k, ext, r) != want)
                    continue;
                int *part = ext[r] ? &ext[r] : &k[r];
                (*part)--;
                answer = waste_search(q, wl, k, ext, next, free_);
                (*part)++;
            }
            if (answer != W_LOST || !free_[want])
                break;
            free_[want]--;
            taken[ntaken++] = want;
        }
        for (int a = 0; a < ntaken; a++)
            free_[taken[a]]++;
    }
    /* chains down a reserve: free cards, then a waste top */
    for (int r = 0; r < q->nres && answer == W_LOST; r++) {
        int top = outer_rank(q, k, ext, r);
        if (!top)
            continue;
        for (int w = 0; w < q->nw && answer == W_LOST; w++) {
            if (!wl[w])
                continue;
            int t = RANK(q->waste[w].c[wl[w] - 1]);
            int taken[RANKS + 1], ntaken = 0, rank = below_of(q, top), fits = 1;
            while (rank && rank != t && ntaken < RANKS) {
                if (!free_[rank]) {
                    fits = 0;
                    break;
                }
                free_[rank]--;
                taken[ntaken++] = rank;
                rank = below_of(q, rank);
            }
            if (fits && rank == t) {
                if (ext[r] + ntaken + 1 > EXT_MOST) {
                    answer = W_CAP; /* the run outgrows its bits: no answer */
                } else {
                    wl[w]--;
                    ext[r] += ntaken + 1;
                    answer = waste_search(q, wl, k, ext, lengths, free_);
                    ext[r] -= ntaken + 1;
                    wl[w]++;
                }
            }
            for (int a = 0; a < ntaken; a++)
                free_[taken[a]]++;
        }
    }
    if (answer == W_LOST || answer == W_WON) {
        if (table_put(q->memo, key, answer == W_LOST ? 1 : 2) < 0)
            return W_MEMORY;
    }
    return answer;
}

int waste_lost(Table *memo, long long *nodes, const Pile *waste, int nw, const Pile *res, int nres,
               const int *flen, int nfound, int full, int cyclic, const int *need_of, const int *free_cards,
               long budget)
{
    WasteQ q = {waste, res, nw, nres, nfound, full, cyclic, need_of, 1, 1, 1, memo, budget, nodes};
    int longest_w = 0, longest_r = 0;
    for (int w = 0; w < nw; w++)
        if (waste[w].n > longest_w)
            longest_w = waste[w].n;
    for (int r = 0; r < nres; r++)
        if (res[r].n > longest_r)
            longest_r = res[r].n;
    q.wbits = wbits_for(longest_w);
    q.kbits = wbits_for(longest_r);
    q.lbits = wbits_for(full);
    if (nw * q.wbits + nres * (q.kbits + EXT_BITS) + nfound * q.lbits > 64)
        return 0;
    int wl[MAXWASTE], k[MAXRES], ext[MAXRES] = {0}, lengths[MAXFOUND], free_[14];
    for (int w = 0; w < nw; w++)
        wl[w] = waste[w].n;
    for (int r = 0; r < nres; r++)
        k[r] = res[r].n;
    for (int f = 0; f < nfound; f++)
        lengths[f] = flen[f];
    for (int a = 1; a < nfound; a++) {
        int cur = lengths[a], b = a - 1;
        while (b >= 0 && lengths[b] > cur) {
            lengths[b + 1] = lengths[b];
            b--;
        }
        lengths[b + 1] = cur;
    }
    for (int r = 0; r < 14; r++)
        free_[r] = free_cards[r];
    table_clear(memo);
    memo->most = (size_t)1 << 16;
    int answer = waste_search(&q, wl, k, ext, lengths, free_);
    if (answer == W_MEMORY)
        return -1;
    return answer == W_LOST;
}
