"""Records, values and types (LLVM's Record.h), and the front end's evaluation.

The modules form layers, each importing only those before it:

- ``types`` (RecTy kinds) and ``active`` (the keeper of the run in progress,
  PrintError/PrintFatalError);
- values: ``scalars`` (Init bases, ``?``, bits, ints, strings), ``resolve``
  (resolvers), ``composites`` (lists, dags), ``references`` (records,
  variables, fields, ``Class<args>``), gathered by ``values``;
- ``regex``, then ``ops`` (operator values, casts), ``record`` (records and
  fields), ``dump`` (--print-records, --dump-json);
- ``bang_ops``, ``bang_binary``, ``bang_ternary``: one fold function per bang
  operator, registered in the operator classes' ``FOLDERS``;
- ``keeper`` (RecordKeeper; one front-end run is ``frontend.session``).

Importing the package registers the fold functions, so every operator value
can fold whichever module its user imported.
"""

from tblgen_py.records import bang_binary, bang_ops, bang_ternary  # noqa: F401
