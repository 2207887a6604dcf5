"""Passes and pass managers, as MLIR's ``mlir/Pass``.

``Pass`` (with ``PassOption``s) is one transformation; ``register_pass``
files it under its ``mlir-opt`` name; ``OpPassManager``/``PassManager`` nest
passes on op names and run them, verifying after each; ``parse_pass_pipeline``
reads ``builtin.module(func.func(canonicalize{max-iterations=3}))``.  The
built-in passes (``canonicalize``) register when this package is imported.
"""

from __future__ import annotations

from tblgen_py.runtime.passes.errors import (
    PassFailure,
    PassOptionError,
    PassPipelineError,
)
from tblgen_py.runtime.passes.manager import (
    ANY_OP,
    Nesting,
    OpPassManager,
    PassManager,
)
from tblgen_py.runtime.passes.options import PassOption
from tblgen_py.runtime.passes.pass_base import Pass
from tblgen_py.runtime.passes.pipeline_text import (
    add_pipeline_text,
    parse_pass_pipeline,
)
from tblgen_py.runtime.passes.registry import (
    PassInfo,
    create_pass,
    lookup,
    register_pass,
    register_pass_pipeline,
    registered,
)
from tblgen_py.runtime.passes import canonicalize as _canonicalize  # registers it

__all__ = [
    "ANY_OP",
    "Nesting",
    "OpPassManager",
    "Pass",
    "PassFailure",
    "PassInfo",
    "PassManager",
    "PassOption",
    "PassOptionError",
    "PassPipelineError",
    "add_pipeline_text",
    "create_pass",
    "lookup",
    "parse_pass_pipeline",
    "register_pass",
    "register_pass_pipeline",
    "registered",
]
