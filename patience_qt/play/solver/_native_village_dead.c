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
} Layout;

/* Marks the cards that could reach a foundation before the stock runs out. */
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

/* A relaxation that forgets most of the order of events: can every card reach a foundation? (see
 * above) */
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
    int reach = can_all_reach(t, L, timed);
    free(L);
    return !reach;
}
