/*
 * The reserve relaxation: a Rainbow-family deal that the order of its reserves alone makes impossible.
 * tests/play/test_relax_reserve.py holds it to the deals and positions known to come out.
 *
 * Make every card of the stock, the hand and the waste piles free (available at any time, as if there
 * were as many waste piles as cards and the whole stock were turned at once) and keep only each
 * reserve as the fixed sequence it is, its outer card the only one available. Every line of the real
 * game is a line of this relaxed game with the same foundation moves in the same order (a card laid
 * on a reserve is, in the relaxed game, a free card that waits), so if the relaxed game cannot be won,
 * the deal cannot either: a "lost" here is a proof. Extending a reserve never helps once every other
 * card is free, so it is left out, and what remains is small: a position is how many cards are left of
 * each reserve (and, in Toad, where the one deep ace came from) with the foundations' sorted lengths.
 * A foundation takes its next rank from a free card of that rank (its copies off the foundations less
 * those in the reserves) or from a reserve's outer card. Once the reserves are empty the relaxed game
 * is won (the free cards left are exactly what the foundations still want).
 *
 * The search's step is a chain: one foundation takes free cards up to the rank of a reserve's outer
 * card, then that card. A free card laid on a foundation can always wait until just before that
 * foundation's next reserve card (until then the copy stays free, which only helps the others), and
 * free cards after a foundation's last reserve card are never needed, so the chains win exactly when
 * the moves do, and reach the same counts of cards left in the reserves, in far fewer positions.
 * Toad's deep ace: while it is unused, the relaxed game may take one ace from inside a reserve, as the
 * rules do; the reserve then has a hole where that ace was.
 *
 * The search's positions map onto relaxed positions of the solve's own first position: each reserve
 * is matched, from its bottom, against the reserve the solve started with, and the cards above the
 * match (laid on the reserve since) count as free, which is again only more freedom. So one memo
 * serves the whole solve. A question that looks at more than its budget of relaxed positions gets no
 * answer (not lost); the memo then keeps that position as not lost, so the same question costs
 * nothing the next time and answers the same. The root's question, answered lost, also says why: the
 * fewest cards left of each reserve over every relaxed position reached is exact, and the shortest
 * run from a reserve's outer end that cannot all be placed is the result's reason.
 *
 * The memo's keys are the relaxed positions themselves, packed exactly into 64 bits (cards left of
 * each reserve, the deep ace's hole, whether the deep ace is open, the sorted foundation lengths), so
 * no two positions share a key: a "lost" from the memo is never a hash collision. Where the packing
 * does not fit (a reserve or a foundation longer than any deal makes), the relaxation stays silent.
 */
#include "native_relax.h"

static int bits_for(int n)
{
    int b = 1;
    while ((1 << b) <= n)
        b++;
    return b;
}

int relax_init(Relax *x, const Pile *res, int nres, const int *need_of, int full, int nfound,
               const int *counts, int deep_ace)
{
    memset(x, 0, sizeof *x);
    x->nres = nres;
    x->full = full;
    x->nfound = nfound;
    x->deep_ace = deep_ace;
    int longest = 0;
    for (int ri = 0; ri < nres; ri++) {
        x->len[ri] = res[ri].n;
        memcpy(x->card[ri], res[ri].c, (size_t)res[ri].n);
        for (int i = 0; i < res[ri].n; i++)
            x->rank[ri][i] = (uint8_t)RANK(res[ri].c[i]);
        if (res[ri].n > longest)
            longest = res[ri].n;
    }
    for (int n = 0; n <= full; n++)
        x->need_of[n] = need_of[n];
    for (int q = 0; q < 14; q++)
        x->counts[q] = counts[q];
    x->on = calloc((size_t)full + 1, sizeof *x->on);
    if (!x->on)
        return -1;
    for (int n = 1; n <= full; n++) {
        memcpy(x->on[n], x->on[n - 1], sizeof x->on[n]);
        x->on[n][need_of[n - 1]]++;
    }
    x->kbits = bits_for(longest);
    x->lbits = bits_for(full);
    int total = nres * x->kbits + 1 + 1 + x->kbits + 1 + nfound * x->lbits;
    x->usable = total <= 64 && nres <= 2;
    x->memo.most = RELAX_MEMO_MOST;
    x->first = -1;
    return 0;
}

void relax_free(Relax *x)
{
    free(x->on);
    x->on = NULL;
    table_free(&x->memo);
}

/* The relaxed position's exact key. */
static uint64_t relax_key(const Relax *x, const int *ks, int hole_ri, int hole_pos, int deep_open,
                          const int *lengths)
{
    uint64_t k = 0;
    for (int ri = 0; ri < x->nres; ri++)
        k = k << x->kbits | (uint64_t)ks[ri];
    if (hole_ri >= 0)
        k = ((k << 1 | 1) << 1 | (uint64_t)hole_ri) << x->kbits | (uint64_t)hole_pos;
    else
        k = k << (2 + x->kbits);
    k = k << 1 | (uint64_t)(deep_open != 0);
    for (int fi = 0; fi < x->nfound; fi++)
        k = k << x->lbits | (uint64_t)lengths[fi];
    return k;
}

enum { R_WON = 0, R_LOST = 1, R_CAP = -2, R_MEMORY = -1 };

static int outer_place(int ri, int k, int hole_ri, int hole_pos)
{
    int i = k - 1;
    if (hole_ri == ri && hole_pos == i)
        i--;
    return i;
}

static int keep(Relax *x, uint64_t key, int lost)
{
    if (table_put(&x->memo, key, lost ? 1 : 2) < 0)
        return R_MEMORY;
    return lost ? R_LOST : R_WON;
}

/* R_LOST, R_WON, R_CAP (the budget is spent) or R_MEMORY. */
static int relax_search(Relax *x, int *ks, int hole_ri, int hole_pos, int deep_open, int *lengths, int *free_)
{
    int any = 0;
    for (int ri = 0; ri < x->nres; ri++)
        any |= ks[ri] > 0;
    if (!any)
        return R_WON;
    uint64_t key = relax_key(x, ks, hole_ri, hole_pos, deep_open, lengths);
    Entry *known = table_find(&x->memo, key);
    if (known)
        return known->value == 1 ? R_LOST : R_WON;
    x->left--;
    x->nodes++;
    if (x->left < 0)
        return R_CAP;
    for (int ri = 0; ri < x->nres; ri++)
        if (ks[ri] < x->least[ri])
            x->least[ri] = ks[ri];
    int outer[2];
    for (int ri = 0; ri < x->nres; ri++)
        outer[ri] = outer_place(ri, ks[ri], hole_ri, hole_pos);
    int last = -1;
    for (int j = 0; j < x->nfound; j++) {
        int n = lengths[j];
        if (n >= x->full || n == last)
            continue;
        last = n;
        while (j + 1 < x->nfound && lengths[j + 1] == n) /* the last of this length: stays sorted */
            j++;
        int saved[MAXFOUND_RELAX], taken[MAXCARDS], ntaken = 0, answer = R_LOST;
        memcpy(saved, lengths, sizeof(int) * (size_t)x->nfound);
        for (int d = 0; d < x->full - n && answer == R_LOST; d++) {
            int want = x->need_of[n + d];
            /* the foundation at n + d + 1, the lengths sorted again */
            int at = j;
            while (at + 1 < x->nfound && saved[at + 1] < n + d + 1)
                at++;
            for (int a = 0; a < x->nfound; a++)
                lengths[a] = saved[a];
            for (int a = j; a < at; a++)
                lengths[a] = saved[a + 1];
            lengths[at] = n + d + 1;
            for (int ri = 0; ri < x->nres && answer == R_LOST; ri++) {
                int i = outer[ri];
                if (i < 0 || x->rank[ri][i] != want)
                    continue;
                int keep_k = ks[ri], hr = hole_ri, k = i;
                if (hole_ri == ri) {
                    if (k > 0 && hole_pos == k - 1)
                        k--;
                    if (k <= hole_pos)
                        hr = -1;
                }
                ks[ri] = k;
                answer = relax_search(x, ks, hr, hr >= 0 ? hole_pos : 0, deep_open, lengths, free_);
                ks[ri] = keep_k;
            }
            if (answer == R_LOST && want == 1 && deep_open)
                for (int ri = 0; ri < x->nres && answer == R_LOST; ri++)
                    for (int pos = outer[ri] - 1; pos >= 0 && answer == R_LOST; pos--)
                        if (x->rank[ri][pos] == 1)
                            answer = relax_search(x, ks, ri, pos, 0, lengths, free_);
            if (answer != R_LOST || free_[want] == 0)
                break;
            free_[want]--;
            taken[ntaken++] = want;
        }
        for (int a = 0; a < ntaken; a++)
            free_[taken[a]]++;
        memcpy(lengths, saved, sizeof(int) * (size_t)x->nfound);
        if (answer == R_WON)
            return keep(x, key, 0);
        if (answer != R_LOST)
            return answer;
    }
    return keep(x, key, 1);
}

/* Each reserve as the places left of the first position's. */
static void relax_match(const Relax *x, const Pile *res, int hole_ri, int hole_pos, int *ks, int *kept_ri,
                        int *kept_pos)
{
    *kept_ri = -1;
    *kept_pos = 0;
    for (int ri = 0; ri < x->nres; ri++) {
        const Pile *p = &res[ri];
        const uint8_t *root = x->card[ri];
        int rn = x->len[ri];
        if (hole_ri == ri && hole_pos <= p->n && hole_pos <= rn && memcmp(p->c, root, (size_t)hole_pos) == 0) {
            int k = hole_pos;
            while (k < p->n && k + 1 < rn && p->c[k] == root[k + 1])
                k++;
            k++;
            if (k > hole_pos + 1) {
                ks[ri] = k;
                *kept_ri = ri;
                *kept_pos = hole_pos;
            } else {
                ks[ri] = hole_pos;
            }
            continue;
        }
        int k = 0, n = p->n < rn ? p->n : rn;
        while (k < n && p->c[k] == root[k])
            k++;
        ks[ri] = k;
    }
}

int relax_lost(Relax *x, const Pile *res, const int *flen, int deep_open, int hole_ri, int hole_pos, long budget)
{
    if (!x->usable)
        return 0;
    int ks[2] = {0, 0}, kept_ri, kept_pos;
    relax_match(x, res, hole_ri, hole_pos, ks, &kept_ri, &kept_pos);
    int lengths[MAXFOUND_RELAX];
    for (int fi = 0; fi < x->nfound; fi++)
        lengths[fi] = flen[fi];
    for (int a = 1; a < x->nfound; a++) {
        int cur = lengths[a], b = a - 1;
        while (b >= 0 && lengths[b] > cur) {
            lengths[b + 1] = lengths[b];
            b--;
        }
        lengths[b + 1] = cur;
    }
    deep_open = deep_open && x->deep_ace;
    uint64_t key = relax_key(x, ks, kept_ri, kept_pos, deep_open, lengths);
    Entry *known = table_find(&x->memo, key);
    if (known)
        return known->value == 1;
    int first = x->first < 0;
    for (int ri = 0; ri < x->nres; ri++)
        x->least[ri] = first ? ks[ri] : 0;
    x->left = budget >= 0 ? budget : (first ? RELAX_ROOT_BUDGET : RELAX_BUDGET);
    int free_[14];
    for (int q = 0; q < 14; q++)
        free_[q] = x->counts[q];
    for (int fi = 0; fi < x->nfound; fi++)
        for (int q = 1; q < 14; q++)
            free_[q] -= x->on[lengths[fi]][q];
    for (int ri = 0; ri < x->nres; ri++)
        for (int i = 0; i < ks[ri]; i++)
            if (!(kept_ri == ri && kept_pos == i))
                free_[x->rank[ri][i]]--;
    int answer = relax_search(x, ks, kept_ri, kept_pos, deep_open, lengths, free_);
    if (answer == R_CAP && keep(x, key, 0) == R_MEMORY) /* asked again, it answers at once */
        answer = R_MEMORY;
    if (answer == R_MEMORY)
        return -1;
    int lost = answer == R_LOST;
    if (first) {
        x->first = lost;
        memcpy(x->first_least, x->least, sizeof x->least);
    }
    return lost;
}

int relax_blocked(const Relax *x, int *reserve, int *run)
{
    if (x->first != 1)
        return 0;
    int best = -1, best_run = 0;
    for (int ri = 0; ri < x->nres; ri++) {
        int least = x->first_least[ri];
        int from = least - 1 > 0 ? least - 1 : 0;
        int length = x->len[ri] - from;
        if (least && (best < 0 || length < best_run))
            best = ri, best_run = length;
    }
    if (best < 0)
        best = 0, best_run = x->len[0];
    *reserve = best;
    *run = best_run;
    return 1;
}
