/*
 * The Rainbow family's dead-end tests: a rank buried under blocking cards in the reserves or the waste
 * piles, the reserve relaxation's and the waste-pile relaxation's verdicts, and the last deal's test
 * that no laying down of waste tops frees a needed rank. Their own file because they are the twin's
 * one costly question and change on their own: each must stay sound (a position called dead has no
 * win), which the moves need not think about.
 *
 * The reserve relaxation (_native_relax.c) is asked at the root of every solve (where it also says
 * why: the reserve's shortest run from its outer end that cannot all be placed) and after every move
 * that changed a reserve or a foundation. The older, weaker test stays behind it for the questions
 * whose budget ran out: every card of some rank left lies in a reserve under a card that no foundation
 * can take before a card of that rank (reserve cards only go to foundations). With no redeal to come,
 * the same with waste piles too, where a waste card blocks only if it can never go onto a reserve:
 * without cycles a reserve never shows a rank above the highest it holds (it grows downwards only),
 * with cycles a reserve that holds any card may yet take any rank. And once the stock and the hand are
 * empty with no redeal left: no foundation can ever take another card, because no needed rank can
 * come to the top of a waste pile or a reserve, even when every run of waste tops that fits down the
 * reserves is laid there. After a turn or a card laid on a waste pile the reserves and foundations are
 * as they were, so the reserve tests are not asked again.
 */
#include "native_rainbow.h"

/* masks[q], bit y: no foundation can take a card of rank y before a card of rank q. */
static const uint16_t *block_masks(Twin *t)
{
    uint64_t lengths[MAXFOUND];
    uint64_t packed = sorted_lengths(t, lengths) + 1;
    struct MaskCache *slot = &t->mask_cache[mix64(packed) & (MASK_CACHE - 1)];
    if (slot->lengths == packed)
        return slot->masks;
    int need[MAXFOUND], room[MAXFOUND], nwants = 0;
    for (int fi = 0; fi < t->nfound; fi++) {
        int length = (int)lengths[fi];
        if (length < t->full) {
            need[nwants] = t->need_of[length];
            room[nwants++] = t->full - length;
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
 * ranks there that stay where they are until a foundation takes them. */
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

/* Laying waste tops down the reserves can bring a needed rank to
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

/* 1: the position cannot come out; 0: it may; -1: out of memory. */
int rainbow_relaxed(void *p, long budget)
{
    Twin *t = p;
    return relax_lost(&t->relax, t->res, t->flen, t->deep_ace && !t->deep_used, t->hole_ri, t->hole_pos,
                      budget);
}

int rainbow_dead(void *p)
{
    Twin *t = p;
    if (!t->quiet) {
        int lost = rainbow_relaxed(t, -1);
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
