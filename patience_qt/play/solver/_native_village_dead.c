/*
 * The Village family's dead-end tests, in the last deal: a card stuck over both cards its foundations
 * need, and the reach relaxation (can every card still reach a foundation, the rows still to be dealt
 * and when). Their own file because they are the twin's one costly question and must each stay sound
 * (a position called dead has no win), which the moves need not think about.
 *
 * A stuck card can never leave its column: both foundations it could go to first need a card of its
 * suit that lies only under it in that column, and every copy of the two cards it could be built on
 * lies under it too. Without replacement the rows still to deal are known, so the reach relaxation
 * checks the whole layout to come. It runs after deals, and after foundation moves once the stock is
 * empty.
 *
 * The reach relaxation forgets most of the order of events. During the deal a card can go to a
 * foundation at the first row when it lies uncovered (every card dealt on it by then has gone) and
 * every rank between it and that foundation has gone (some copy of it has); each card's earliest row
 * is a lower bound of every line's, by induction on the line's moves (before the stock is out no
 * build can help). After the deal every card that could have gone is taken as gone (it blocks nothing
 * and its rank counts as reached) but stays a place to build on, for a winning line may leave it on
 * the table and build a neighbour copy on it; a least fixpoint follows: a card is exposed when every
 * card above it can leave; it can leave when it is exposed and can reach a foundation or be built on a
 * neighbour copy (same suit, one rank apart) that is exposed in another column or lies above it; it
 * can reach a foundation when it is exposed and every rank between it and one of its suit's
 * foundations has some copy that can reach. A real line does nothing this relaxation forbids, so a
 * card that cannot reach here cannot come out.
 *
 * The blocking core (Carnival: no replacement, no redeal; issue #51 item 1, RESEARCH: it proves
 * nothing on real deals, see docs/benchmarks.md). Every card's column and place are fixed by the deal,
 * so a winning line fixes times: L(x) when card x leaves its place, F(x) when it goes home, with
 * L(x) <= F(x). (1) A card leaves before every card it covers: cards on the table now cover the cards
 * under them; a card still to be dealt at row k covers a card under it only when that card cannot go
 * home before row k (deal_phase_reach's earliest row is >= k: no build in the deal). (2) Of each rank
 * with both copies off the foundations one goes up and one goes down (a one-copy rank's way is
 * forced); each foundation takes its cards in rank order, so the chosen copies' F times are chained.
 * (3) A card with no copy of a neighbour rank off the foundations outside the cards under it can never
 * be built on anything, so L(x) = F(x) for it: it leaves only for home; so does a card every base of
 * which goes home before it leaves or, unable to move itself, lies under a card that leaves after it
 * (pinned). Every other card may leave by a build at any time, tied to its F time by L <= F only.
 * The position is lost when no choice of copies (a small search with unit propagation and a budget)
 * leaves these orders without a cycle. Sound: a winning line gives a choice and times that satisfy
 * every order above. Weak: with no pinned card every cycle would lie within one column's leaving order
 * or within the foundations' chains, both acyclic, so it can only fire through pinned cards, and in a
 * Carnival deal at most one card is statically pinned (none in 95 of deals 1-100 and 9102, one in 6).
 */
#include "native_village.h"

/* A card whose foundations both need a card of its suit lying only under it, with no build */
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
    int when[COLUMNS][MAXCARDS];     /* deal_phase_reach's earliest row to a foundation, or never */
    int never;                       /* one past the last row */
} Layout;

/* Marks the cards that could reach a foundation before the stock runs out. */
static void deal_phase_reach(const VTwin *t, Layout *L, uint8_t gone[][MAXCARDS],
                             uint8_t rank_ok[4][15])
{
    const int *fnd = t->fnd;
    int last = 0;
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int p = 0; p < L->n[ci]; p++)
            if (L->time[ci][p] > last)
                last = L->time[ci][p];
    int never = last + 1;
    int(*when)[MAXCARDS] = L->when;
    L->never = never;
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

/* A relaxation that forgets most of the order of events: can every card reach a foundation? (see
 * above) */
static int can_all_reach(const VTwin *t, Layout *L, int timed)
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


/* The blocking core (see above): nodes are the cards' leaving times (one per card) and, for a card
 * that could be built elsewhere, its foundation time besides; reach[v] holds every node that must
 * come after v. */
#define BLOCK_WORDS 4    /* 256 nodes: 104 cards, each at most twice */
#define BLOCK_BUDGET 256 /* branchings before the question is given up (not proved) */
#define BLOCK_LEVELS 56  /* the search's copies: one a branching level (52 ranks at most) and two */

int village_core_unsound = 0; /* a test's switch: 1 forgets that a card may be built elsewhere */

typedef struct {
    uint64_t w[BLOCK_WORDS];
} Bits;

/* What the question reads and never changes: each card's place, the cards that cover it (must
 * leave before it), those it covers, and the copies of its neighbour ranks it could be built on. */
typedef struct {
    int n;
    Bits covers[MAXCARDS], below[MAXCARDS];
    int8_t bases[MAXCARDS][4];
    int nbases[MAXCARDS];
} BlockInfo;

typedef struct {
    const BlockInfo *info;
    int nodes;
    int fnode[MAXCARDS];        /* each card's foundation node (its own index unless it may be built) */
    uint8_t pinned[MAXCARDS];   /* may be built, but no base can take it: leaves only for home */
    int copies[4][14][2];       /* the cards of each suit and rank off the foundations */
    int ncopies[4][14];
    int up[4][14], down[4][14]; /* the card each foundation takes at that rank, -1 not chosen yet */
    int lo[4], hi[4];           /* the ace foundations' top and the king foundations' */
    int budget;
    Bits reach[2 * MAXCARDS];
} Block;

typedef struct {
    BlockInfo info;
    Block levels[BLOCK_LEVELS];
} BlockBuf;

static int has(const Bits *b, int v) { return (int)(b->w[v >> 6] >> (v & 63) & 1); }
static void put(Bits *b, int v) { b->w[v >> 6] |= (uint64_t)1 << (v & 63); }
static int meets(const Bits *a, const Bits *b)
{
    uint64_t any = 0;
    for (int w = 0; w < BLOCK_WORDS; w++)
        any |= a->w[w] & b->w[w];
    return any != 0;
}

/* a must come before b: 0 when that closes a cycle (no line can), else 1, the closure kept */
static int block_edge(Block *k, int a, int b)
{
    if (a == b || has(&k->reach[b], a))
        return 0;
    if (has(&k->reach[a], b))
        return 1;
    Bits add = k->reach[b];
    put(&add, b);
    for (int v = 0; v < k->nodes; v++)
        if (v == a || has(&k->reach[v], a))
            for (int w = 0; w < BLOCK_WORDS; w++)
                k->reach[v].w[w] |= add.w[w];
    return 1;
}

/* would a before b close a cycle? */
static int block_open(const Block *k, int a, int b) { return a != b && !has(&k->reach[b], a); }

/* The cards next to rank r on the ace foundation of the suit (side 0) or the king foundation (side
 * 1), among the ranks chosen so far: the nearest before and after it. */
static void block_around(const Block *k, int suit, int rank, int side, int *before, int *after)
{
    *before = *after = -1;
    if (!side) {
        for (int q = rank - 1; q > k->lo[suit] && *before < 0; q--)
            *before = k->up[suit][q];
        for (int q = rank + 1; q <= 13 && *after < 0; q++)
            *after = k->up[suit][q];
    } else {
        for (int q = rank + 1; q < k->hi[suit] && *before < 0; q++)
            *before = k->down[suit][q];
        for (int q = rank - 1; q >= 1 && *after < 0; q--)
            *after = k->down[suit][q];
    }
}

/* can card x go to that foundation at that rank, as far as single orders tell? */
static int block_fits(const Block *k, int suit, int rank, int side, int x)
{
    int before, after;
    block_around(k, suit, rank, side, &before, &after);
    int f = k->fnode[x];
    return (before < 0 || block_open(k, k->fnode[before], f)) &&
           (after < 0 || block_open(k, f, k->fnode[after]));
}

static int block_place(Block *k, int suit, int rank, int side, int x)
{
    int before, after;
    block_around(k, suit, rank, side, &before, &after);
    if (side)
        k->down[suit][rank] = x;
    else
        k->up[suit][rank] = x;
    int f = k->fnode[x];
    return (before < 0 || block_edge(k, k->fnode[before], f)) &&
           (after < 0 || block_edge(k, f, k->fnode[after]));
}

/* choice 0: the first copy goes up and the second down; 1 the other way */
static int block_choose(Block *k, int suit, int rank, int choice)
{
    int a = k->copies[suit][rank][choice], b = k->copies[suit][rank][!choice];
    return block_place(k, suit, rank, 0, a) && block_place(k, suit, rank, 1, b);
}

static int block_choice_fits(const Block *k, int suit, int rank, int choice)
{
    int a = k->copies[suit][rank][choice], b = k->copies[suit][rank][!choice];
    return block_fits(k, suit, rank, 0, a) && block_fits(k, suit, rank, 1, b);
}

/* Cards that could be built elsewhere but that no base can take any more: a base y takes x only
 * while y is on the table (y home after x leaves) and, if y cannot move itself, after every card
 * covering y has left. Such a card leaves its place only for home: whatever it covers waits for
 * its foundation move. 0 when that closes a cycle, else 1; *changed set when one was pinned. */
static int block_pin(Block *k, int *changed)
{
    const BlockInfo *in = k->info;
    for (int x = 0; x < in->n; x++) {
        if (k->fnode[x] == x || k->pinned[x])
            continue;
        int open = 0;
        for (int b = 0; b < in->nbases[x] && !open; b++) {
            int y = in->bases[x][b];
            if (has(&k->reach[k->fnode[y]], x))
                continue; /* y goes home before x leaves */
            if ((k->fnode[y] == y || k->pinned[y]) && meets(&k->reach[x], &in->covers[y]))
                continue; /* y stays under a card that leaves after x */
            open = 1;
        }
        if (open)
            continue;
        k->pinned[x] = 1;
        *changed = 1;
        for (int w = 0; w < BLOCK_WORDS; w++)
            for (uint64_t bits = in->below[x].w[w]; bits; bits &= bits - 1) {
                int y = w * 64 + __builtin_ctzll(bits);
                if (!block_edge(k, k->fnode[x], y))
                    return 0;
            }
    }
    return 1;
}

/* 1: some choice of copies leaves the orders without a cycle (or the budget ran out), 0 none does */
static int block_search(Block *k, Block *spare)
{
    for (int changed = 1; changed;) {
        changed = 0;
        if (!block_pin(k, &changed))
            return 0;
        for (int suit = 0; suit < 4; suit++)
            for (int rank = 1; rank <= 13; rank++) {
                if (k->ncopies[suit][rank] != 2 || k->up[suit][rank] >= 0)
                    continue;
                int fit0 = block_choice_fits(k, suit, rank, 0), fit1 = block_choice_fits(k, suit, rank, 1);
                if (!fit0 && !fit1)
                    return 0;
                if (fit0 != fit1) {
                    if (!block_choose(k, suit, rank, fit1))
                        return 0;
                    changed = 1;
                }
            }
    }
    int bs = -1, br = -1;
    for (int suit = 0; suit < 4 && bs < 0; suit++)
        for (int rank = 1; rank <= 13 && bs < 0; rank++)
            if (k->ncopies[suit][rank] == 2 && k->up[suit][rank] < 0)
                bs = suit, br = rank;
    if (bs < 0)
        return 1;
    if (--k->budget < 0 || spare - k >= BLOCK_LEVELS - 1)
        return 1;
    for (int choice = 0; choice < 2; choice++) {
        memcpy(spare, k, sizeof *k);
        if (block_choose(spare, bs, br, choice) && block_search(spare, spare + 1)) {
            k->budget = spare->budget;
            return 1;
        }
        k->budget = spare->budget;
        if (k->budget < 0)
            return 1;
    }
    return 0;
}

/* 1: no line can bring every card home past the blocking core (see above), 0 not proved, -1 memory */
static int block_blocked(VTwin *t, const Layout *L, int timed)
{
    if (!t->block_buf)
        t->block_buf = malloc(sizeof(BlockBuf));
    BlockBuf *buf = t->block_buf;
    if (!buf)
        return -1;
    BlockInfo *in = &buf->info;
    Block *k = buf->levels;
    int index[COLUMNS][MAXCARDS], under[56], n = 0;
    memset(k->ncopies, 0, sizeof k->ncopies);
    memset(k->pinned, 0, sizeof k->pinned);
    memset(in->covers, 0, sizeof in->covers);
    memset(in->below, 0, sizeof in->below);
    int where[56][2], nwhere[56];
    memset(nwhere, 0, sizeof nwhere);
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int p = 0; p < L->n[ci]; p++) {
            int c = L->c[ci][p];
            index[ci][p] = n;
            if (nwhere[c] < 2)
                where[c][nwhere[c]++] = n;
            n++;
        }
    in->n = n;
    k->info = in;
    k->nodes = n;
    for (int ci = 0; ci < COLUMNS; ci++) {
        memset(under, 0, sizeof under);
        for (int p = 0; p < L->n[ci]; p++) {
            int c = L->c[ci][p], x = index[ci][p], rank = RANK(c), suit = c & 3;
            in->nbases[x] = 0;
            /* the copies of its neighbour ranks not under it (those under it wait for it) */
            for (int d = c - 4; d <= c + 4; d += 8) {
                if (d < CARD_MIN || d > CARD_MAX)
                    continue;
                for (int w = 0; w < nwhere[d]; w++) {
                    int y = where[d][w];
                    int lies_under = 0;
                    for (int q = 0; q < p && !lies_under; q++)
                        lies_under = index[ci][q] == y;
                    if (lies_under)
                        continue;
                    in->bases[x][in->nbases[x]++] = (int8_t)y;
                }
            }
            k->fnode[x] = in->nbases[x] && !village_core_unsound ? k->nodes++ : x;
            if (k->ncopies[suit][rank] < 2)
                k->copies[suit][rank][k->ncopies[suit][rank]] = x;
            k->ncopies[suit][rank]++;
            under[c]++;
        }
    }
    memset(k->reach, 0, sizeof k->reach);
    /* the columns: a card leaves before every card it covers (a card dealt later covers one that
     * cannot have gone home by then), and before its own foundation move */
    for (int ci = 0; ci < COLUMNS; ci++)
        for (int q = 0; q < L->n[ci]; q++) {
            int x = index[ci][q];
            for (int p = 0; p < q; p++) {
                if (timed && L->time[ci][q] > L->time[ci][p] && L->when[ci][p] < L->time[ci][q])
                    continue;
                int y = index[ci][p];
                put(&k->reach[x], y);
                put(&in->covers[y], x);
                put(&in->below[x], y);
                for (int w = 0; w < BLOCK_WORDS; w++)
                    k->reach[x].w[w] |= k->reach[y].w[w];
            }
            if (k->fnode[x] != x)
                put(&k->reach[x], k->fnode[x]);
        }
    /* (a card below is closed before the cards above it: its reach holds all it needs) */
    int blocked = 0;
    for (int suit = 0; suit < 4 && !blocked; suit++) {
        k->lo[suit] = t->fnd[suit];
        k->hi[suit] = t->fnd[4 + suit];
        for (int rank = 1; rank <= 13; rank++) {
            k->up[suit][rank] = k->down[suit][rank] = -1;
            int want = (rank > k->lo[suit]) + (rank < k->hi[suit]);
            if (k->ncopies[suit][rank] != want) {
                blocked = -2; /* not the position this reads (no proof) */
                break;
            }
        }
    }
    for (int suit = 0; suit < 4 && !blocked; suit++)
        for (int rank = 1; rank <= 13 && !blocked; rank++)
            if (k->ncopies[suit][rank] == 1 &&
                !block_place(k, suit, rank, rank < k->hi[suit], k->copies[suit][rank][0]))
                blocked = 1;
    if (!blocked) {
        k->budget = BLOCK_BUDGET;
        blocked = !block_search(k, k + 1);
    }
    return blocked == 1;
}

int village_dead(void *p)
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
    int dead = !can_all_reach(t, L, timed);
    if (!dead && !t->replacement && t->redeal_kind == REDEAL_NONE)
        dead = block_blocked(t, L, timed);
    free(L);
    return dead;
}
