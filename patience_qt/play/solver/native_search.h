/*
 * What the search (_native_search.c) and the Python types (_native.c) share: the core object, which is
 * both the search's state and the Python object that holds it, the limits one call searches under,
 * and the search's entry points.
 */
#ifndef PATIENCE_NATIVE_SEARCH_H
#define PATIENCE_NATIVE_SEARCH_H

#include "native_core.h"
#include "native_atomic.h"

#define CHECK_EVERY 256
#define NOISE 0.5
#define MEMBERS_MAX 16

typedef struct {
    uint64_t rng;
    long runs; /* this member's place in the Luby sequence */
} Member;

typedef struct {
    Move moves[MAXMOVES];
    int n, next;
    uint64_t key;
    int complete; /* every move searched to the end */
} Frame;

enum { V_WINNABLE, V_NOT_WINNABLE, V_UNKNOWN, V_STOPPED, V_ERROR };

typedef struct {
    PyObject_HEAD
    void *twin;
    const FamilyOps *ops;
    Table dead;     /* positions proved dead, shared by every run and member */
    Table visited;  /* this run's positions: value 1 when proved dead */
    Frame *frames;
    int cap_frames;
    Member members[MEMBERS_MAX];
    int nmembers, turn;
    int first_stream; /* members_from(n): this core's members are the portfolio's n-th on */
    long long nodes; /* over every call */
    long runs;
    int busy;          /* a search is running (with the GIL released) */
    stop_flag stop;    /* stop(): the running search ends at its next look at the limits */
} Core;

/* The search runs with the GIL released, so the program's other threads (the table's) never wait on
 * it: it looks at the time and at the core's stop flag (``stop()``, from any thread) itself, and takes
 * the GIL back only to ask a Python ``cancel`` callable, at most every CANCEL_EVERY seconds. */
#define CANCEL_EVERY 0.01

typedef struct {
    long long max_nodes;
    double deadline;
    PyObject *cancel;        /* a callable or NULL */
    double next_cancel;      /* when to ask cancel next */
    PyThreadState *released; /* the thread's state while the GIL is released */
} Limits;

/* A monotonic clock, in seconds. */
double now_seconds(void);
/* Takes the twin's moves back until `base` are left. */
void rewind_twin(Core *core, int base);
/* The search from the twin's position (the GIL released, limits->released its thread state): the
 * portfolio's runs until a verdict (V_*); the twin is back at the start unless it won. unit: the
 * restarts' Luby unit (0: the family's); noise_given: the move order's (< 0: NOISE). */
int search_portfolio(Core *core, Limits *limits, long unit, double noise_given);

#endif
