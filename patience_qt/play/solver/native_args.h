/* The constructors' boundary: whatever a constructor is handed that is not a deal -- a wrong type, a
 * number too large for C, a ban that is not a tuple -- comes out as ValueError in one sentence, as a
 * deal the checks refuse does, so a caller catches one exception and nothing reaches the search.
 * Also the one range check of a number in a Python sequence the constructors and apply() make. */
#ifndef NATIVE_ARGS_H
#define NATIVE_ARGS_H

#include <Python.h>

/* After a constructor failed: a TypeError, OverflowError, SystemError, KeyError or IndexError is
 * turned into ValueError naming the constructor and keeping the first error's words. */
static inline void refuse_as_value_error(const char *who)
{
    if (!PyErr_Occurred() || PyErr_ExceptionMatches(PyExc_ValueError) ||
        PyErr_ExceptionMatches(PyExc_MemoryError))
        return;
    PyObject *type, *value, *trace;
    PyErr_Fetch(&type, &value, &trace);
    PyErr_NormalizeException(&type, &value, &trace);
    PyObject *words = value ? PyObject_Str(value) : NULL;
    const char *text = words ? PyUnicode_AsUTF8(words) : NULL;
    PyErr_Clear();
    PyErr_Format(PyExc_ValueError, "%s: %s", who, text ? text : "an argument of the wrong type");
    Py_XDECREF(words);
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(trace);
}

/* Item i of seq (a PySequence_Fast) as a whole number from lo to hi (lo >= 0): 0 with *out set, or -1
 * with an exception set: ValueError with the words `refusal` when it is a number out of range. */
static inline int item_in_range(PyObject *seq, Py_ssize_t i, long lo, long hi, const char *refusal, long *out)
{
    long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
    if (x < lo || x > hi) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, refusal);
        return -1;
    }
    *out = x;
    return 0;
}

#endif
