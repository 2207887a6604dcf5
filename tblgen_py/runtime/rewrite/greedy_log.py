"""The greedy driver's debug log (``-debug-only=greedy-rewriter`` format)."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.log import (
    GREEDY_DEBUG_TYPE,
    LINE_COMMENT,
    ScopedLog,
    op_ref,
    op_text,
)
from tblgen_py.runtime.rewrite.pattern import Pattern


class GreedyLog:
    """Writes the processing tree: ops, patterns tried, actions and results."""

    def __init__(self, out: ScopedLog) -> None:
        self.out = out
        """The indenting writer."""

    @classmethod
    def open(cls) -> GreedyLog | None:
        """A log if ``greedy-rewriter`` debugging is on, else None."""
        out = ScopedLog.open(GREEDY_DEBUG_TYPE)
        return None if out is None else cls(out)

    def begin_op(self, op: Operation) -> None:
        """``Processing operation : 'name'(addr) {`` and the op if it has no regions."""
        out = self.out
        out.blank_line()
        out.line(LINE_COMMENT)
        out.line(f"Processing operation : {op_ref(op)} {{")
        out.indent()
        if not op.regions:
            out.line(op_text(op))
            out.blank_line()

    def end_op(self, success: bool, reason: str | None) -> None:
        """``} -> success|failure : reason`` then the separator line."""
        if reason is None:
            reason = "pattern failed to match"
        self._result(success, reason)
        self.out.line(LINE_COMMENT)

    def begin_pattern(self, pattern: Pattern, op: Operation) -> None:
        """``* Pattern Name : 'root -> (generated, ops)' {``."""
        out = self.out
        out.blank_line()
        generated = ", ".join(pattern.generated_ops)
        out.line(f"* Pattern {pattern.debug_name} : '{op.name} -> ({generated})' {{")
        out.indent()

    def end_pattern(self, success: bool) -> None:
        """``} -> success : pattern applied successfully`` (or failed to match)."""
        reason = (
            "pattern applied successfully" if success else "pattern failed to match"
        )
        self._result(success, reason)

    def skip_pattern(self, pattern: Pattern, op: Operation) -> None:
        """A pattern not tried because it would recurse without a bound."""
        self.out.blank_line()
        self.out.line(
            f"* Pattern {pattern.debug_name} : '{op.name}' skipped : "
            "recursive application without bounded rewrite recursion"
        )

    def action(self, kind: str, op: Operation) -> None:
        """``** Insert  : 'name'(addr)`` and the like."""
        self.out.line(f"** {kind}: {op_ref(op)}")

    def line(self, text: str) -> None:
        """One line at the current indentation."""
        self.out.line(text)

    def _result(self, success: bool, reason: str) -> None:
        self.out.unindent()
        self.out.line(f"}} -> {'success' if success else 'failure'} : {reason}")
