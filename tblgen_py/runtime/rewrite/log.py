"""Debug logs of the rewrite drivers, in the tree format of MLIR's ``-debug-only``.

A log is on when the environment variable ``TBLGEN_PY_DEBUG_ONLY`` lists its
debug type (comma-separated, like ``-debug-only=greedy-rewriter``; the text
goes to stderr), or when the ``logging`` logger ``tblgen_py.rewrite.<type>``
is enabled for DEBUG (one record per line).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import Operation

if TYPE_CHECKING:
    import logging

DEBUG_ONLY_ENV = "TBLGEN_PY_DEBUG_ONLY"
GREEDY_DEBUG_TYPE = "greedy-rewriter"
WALK_DEBUG_TYPE = "walk-rewriter"
LINE_COMMENT = "//===-------------------------------------------===//"


def debug_enabled(debug_type: str) -> bool:
    """Whether logging is on for ``debug_type``."""
    listed = os.environ.get(DEBUG_ONLY_ENV, "")
    if debug_type in (part.strip() for part in listed.split(",")):
        return True
    return logger_for(debug_type).isEnabledFor(_DEBUG)


_DEBUG = 10
"""``logging.DEBUG`` (``logging`` is imported when a driver first asks)."""


def logger_for(debug_type: str) -> logging.Logger:
    """The ``logging`` logger of ``debug_type``."""
    import logging

    return logging.getLogger(f"tblgen_py.rewrite.{debug_type}")


class ScopedLog:
    """An indenting line writer, like LLVM's ``ScopedPrinter`` (two spaces a level)."""

    def __init__(self, sink: Callable[[str], None]) -> None:
        self.sink = sink
        """Receives each finished line, without its newline."""
        self.level = 0
        self._partial = ""
        self._blank = True

    @classmethod
    def open(cls, debug_type: str) -> ScopedLog | None:
        """A log for ``debug_type`` if it is enabled, else None."""
        listed = os.environ.get(DEBUG_ONLY_ENV, "")
        if debug_type in (part.strip() for part in listed.split(",")):
            return cls(lambda line: print(line, file=sys.stderr))
        logger = logger_for(debug_type)
        if logger.isEnabledFor(_DEBUG):
            return cls(logger.debug)
        return None

    def indent(self) -> None:
        """Indent following lines one more level."""
        self.level += 1

    def unindent(self) -> None:
        """Indent following lines one level less."""
        self.level = max(0, self.level - 1)

    def start_line(self, text: str = "") -> None:
        """Begin a line at the current indentation."""
        self.write("  " * self.level + text)

    def write(self, text: str) -> None:
        """Append raw text; every completed line goes to the sink."""
        pieces = (self._partial + text).split("\n")
        self._partial = pieces.pop()
        for line in pieces:
            self.sink(line)

    def line(self, text: str) -> None:
        """A whole line at the current indentation."""
        self.start_line(text + "\n")
        self._blank = False

    def blank_line(self) -> None:
        """An empty line, unless the previous line already was one."""
        if not self._blank:
            self.write("\n")
            self._blank = True


def op_ref(op: Operation) -> str:
    """``'name'(0x...)`` as MLIR logs an op."""
    return f"'{op.name}'({hex(id(op))})"


def op_text(op: Operation) -> str:
    """The op in generic form, values named as in its enclosing IR."""
    from tblgen_py.runtime.text.printer import print_operation

    try:
        return print_operation(op, in_context=True)
    except Exception as err:  # a debug log must not break a rewrite
        return f"<<unprintable '{op.name}': {err}>>"
