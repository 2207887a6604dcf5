"""Python implementations of what MLIR's own dialects leave to C++.

Op modules generated from MLIR's ``.td`` files (``--gen-op-defs``) declare
verifiers and interface methods whose bodies are C++.  Each module here ports
them for one dialect (``func``, ``scf``, ``arith``, ``cf``, ``tensor``, ``vector``,
``llvm``, ``memref``), with MLIR's messages, and attaches them by op name
through ``tblgen_py.runtime.ods.hooks``, so it works with any generated module
of that dialect.  Import it, or load it next to the generated module::

    mlir-opt-py --load-dialect scf_ops.py --load-dialect tblgen_py.dialect_hooks.scf

Only the ops listed in each module are covered; others still fail with an
error naming the op and the missing hook.
"""

from __future__ import annotations

DIALECTS = ("arith", "cf", "func", "llvm", "memref", "scf", "tensor", "vector")
"""The dialects with a hook module here (``tblgen_py.dialect_hooks.<name>``)."""
