/*
 * The search's stop flag, the one variable of the compiled core that two threads touch at once: the
 * searching thread (the GIL released) reads it every CHECK_EVERY (256) positions, another thread sets
 * it through stop() (holding the GIL). This header is the only place that says how, because the
 * compilers the core is built with differ:
 *
 *   - C11 atomics (<stdatomic.h>, atomic_int): GCC and Clang on Linux and macOS, and any C11 compiler
 *     that does not define __STDC_NO_ATOMICS__. The default, standard way.
 *   - The Interlocked functions on a volatile LONG: MSVC (cl.exe, which builds CPython's extensions on
 *     Windows). Its C compiler refuses <stdatomic.h> with error C1189 unless given /std:c11 and
 *     /experimental:c11atomics (Visual Studio 17.5 or later), which setuptools does not pass.
 *     InterlockedExchange and InterlockedCompareExchange are full barriers on x86, x64 and ARM64
 *     alike. (MSVC's own volatile semantics, /volatile:ms, would do on x86 and x64, but ARM64
 *     compiles with /volatile:iso by default, where a volatile access orders nothing.)
 *   - GCC's __atomic builtins (GCC 4.7 on, Clang): a GNU compiler without C11 atomics, for example
 *     in -std=c99 mode or with -D__STDC_NO_ATOMICS__ (tools/check_c_portability.py builds so).
 *   - A plain volatile int: any other compiler; see below for why that still stops the search.
 * NATIVE_ATOMIC_INTERLOCKED, NATIVE_ATOMIC_GNU or NATIVE_ATOMIC_VOLATILE, defined when building,
 * choose a path by hand (the checks compile each one; a MinGW cross compiler has the Interlocked
 * functions but not _MSC_VER).
 *
 * What the flag needs. It publishes no data: setting it asks the search to end, and everything the
 * search leaves (its verdict, line and counts) goes back to Python through the GIL, whose taking and
 * releasing orders all of it. So it needs only that a read or write is never torn and that a write is
 * seen by the other thread soon, not any ordering with other memory: relaxed atomics would do. Each
 * path below uses the strongest ordering it has anyway (sequentially consistent loads and stores, or
 * full barriers), since it costs a few cycles once every 256 positions and leaves nothing to argue.
 * A volatile int, on a compiler with none of the above, is read from memory at every look (volatile
 * forbids keeping it in a register across the loop) and an aligned int is never torn on the machines
 * CPython runs on, so the search still stops; at worst it sees the flag one look later.
 *
 * The interface: stop_flag, stop_flag_get(&flag) and stop_flag_set(&flag, value); a zeroed stop_flag
 * (a new object's memory from tp_alloc) is clear. NATIVE_ATOMIC_KIND names the path for the module's
 * STOP_FLAG attribute, so a test and the self-test can say which one a build took.
 */
#ifndef PATIENCE_NATIVE_ATOMIC_H
#define PATIENCE_NATIVE_ATOMIC_H

#if !defined(NATIVE_ATOMIC_INTERLOCKED) && !defined(NATIVE_ATOMIC_GNU) && !defined(NATIVE_ATOMIC_VOLATILE)
#if defined(_MSC_VER)
#define NATIVE_ATOMIC_INTERLOCKED
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_ATOMICS__)
#define NATIVE_ATOMIC_C11
#elif defined(__GNUC__)
#define NATIVE_ATOMIC_GNU
#else
#define NATIVE_ATOMIC_VOLATILE
#endif
#endif

#if defined(NATIVE_ATOMIC_INTERLOCKED)

#include <windows.h>

#define NATIVE_ATOMIC_KIND "interlocked"
typedef volatile LONG stop_flag;

static __inline int stop_flag_get(stop_flag *flag)
{
    return (int)InterlockedCompareExchange(flag, 0, 0); /* swaps 0 for 0: a read with a full barrier */
}

static __inline void stop_flag_set(stop_flag *flag, int value)
{
    InterlockedExchange(flag, (LONG)value);
}

#elif defined(NATIVE_ATOMIC_C11)

#include <stdatomic.h>

#define NATIVE_ATOMIC_KIND "c11"
typedef atomic_int stop_flag;

static inline int stop_flag_get(stop_flag *flag) { return atomic_load(flag); }
static inline void stop_flag_set(stop_flag *flag, int value) { atomic_store(flag, value); }

#elif defined(NATIVE_ATOMIC_GNU)

#define NATIVE_ATOMIC_KIND "gnu"
typedef int stop_flag;

static inline int stop_flag_get(stop_flag *flag) { return __atomic_load_n(flag, __ATOMIC_SEQ_CST); }
static inline void stop_flag_set(stop_flag *flag, int value) { __atomic_store_n(flag, value, __ATOMIC_SEQ_CST); }

#else

#define NATIVE_ATOMIC_KIND "volatile"
typedef volatile int stop_flag;

static inline int stop_flag_get(stop_flag *flag) { return *flag; }
static inline void stop_flag_set(stop_flag *flag, int value) { *flag = value; }

#endif

#endif
