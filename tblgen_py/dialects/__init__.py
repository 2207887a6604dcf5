"""MLIR's own dialects: one package per dialect (``tblgen_py.dialects.<name>``).

Each package holds the Python ports of what MLIR leaves to C++ for that dialect.

Op modules generated from MLIR's ``.td`` files (``--gen-op-defs``) declare
verifiers and interface methods whose bodies are C++.  Each package ports
them for one dialect (``func``, ``scf``, ``arith``, ``cf``, ``tensor``, ``vector``,
``llvm``, ``memref``, ``ub``, ``math``), with MLIR's messages, and attaches them by op name
through ``tblgen_py.runtime.ods.hooks``, so it works with any generated module
of that dialect.  Import it, or load it next to the generated module::

    mlir-opt-py --load-dialect scf_ops.py --load-dialect tblgen_py.dialects.scf

Only the ops listed in each package are covered; others still fail with an
error naming the op and the missing hook.
"""

from __future__ import annotations

DIALECTS = (
    "arith",
    "cf",
    "func",
    "llvm",
    "math",
    "memref",
    "scf",
    "tensor",
    "ub",
    "vector",
)
"""The dialects with a hook module here (``tblgen_py.dialects.<name>``)."""
