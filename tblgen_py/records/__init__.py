"""Records, values and types (LLVM's Record.h), and the front end's evaluation.

``values`` is imported first so that its half in ``references`` can be imported
on its own too.
"""

from tblgen_py.records import values as _values  # noqa: F401
