"""The pass manager as MLIR's Python bindings spell it (``mlir.passmanager``).

``PassManager.parse("builtin.module(canonicalize)")``, ``pm.add("cse")``,
``pm.run(module.operation)``, ``pm.enable_verifier(False)``, ``str(pm)``: over
the runtime's pass manager (``tblgen_py.runtime.passes``) and its registry of
passes under ``mlir-opt``'s names.
"""

from __future__ import annotations

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.passes import PassManager as _RuntimePassManager
from tblgen_py.runtime.passes import add_pipeline_text, parse_pass_pipeline


def _context(context: object) -> Context:
    ctx = context if context is not None else current_context()
    if not isinstance(ctx, Context):
        raise ValueError("No current Context")
    return ctx


class PassManager:
    """A pipeline anchored on one op name, run on an op or module."""

    __slots__ = ("_manager",)

    def __init__(self, anchor_op: str = "any", context: object = None) -> None:
        self._manager = _RuntimePassManager(_context(context), anchor_op)

    @staticmethod
    def parse(pipeline: str, context: object = None) -> PassManager:
        """The manager of a textual pipeline (``builtin.module(...)``);
        ValueError with MLIR's message if it does not parse."""
        try:
            parsed = parse_pass_pipeline(pipeline)
        except MLIRError as error:
            raise ValueError(str(error)) from error
        manager = PassManager.__new__(PassManager)
        manager._manager = _RuntimePassManager.adopt(_context(context), parsed)
        return manager

    def add(self, pipeline: str) -> None:
        """Append the passes of a pipeline text (``"cse,canonicalize"``)."""
        try:
            add_pipeline_text(pipeline, self._manager)
        except MLIRError as error:
            raise ValueError(str(error)) from error

    def enable_verifier(self, enable: bool) -> None:
        """Verify the IR after each pass (the default) or not."""
        self._manager.verify_each = enable

    def run(self, operation: object) -> None:
        """Run the pipeline on an op, an ``Operation`` handle or a ``Module``;
        MLIRError if a pass or the verifier fails."""
        op = getattr(operation, "_op", operation)
        if not isinstance(op, Operation):
            raise TypeError(f"expected an operation, got {type(operation).__name__}")
        self._manager.run(op)

    def __str__(self) -> str:
        return self._manager.textual()


__all__ = ["PassManager"]
