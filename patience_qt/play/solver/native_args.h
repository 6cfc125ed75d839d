/* The constructors' boundary: whatever a constructor is handed that is not a deal -- a wrong type, a
 * number too large for C, a ban that is not a tuple -- comes out as ValueError in one sentence, as a
 * deal the checks refuse does, so a caller catches one exception and nothing reaches the search. */
#ifndef NATIVE_ARGS_H
#define NATIVE_ARGS_H

#include <Python.h>

/* After a constructor failed: a TypeError, OverflowError, SystemError, KeyError or IndexError is
 * turned into ValueError naming the constructor and keeping the first error's words. */
static void refuse_as_value_error(const char *who)
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

#endif
