"""``scf``'s additions in MLIR's Python bindings, ported.

``ForOp(lower_bound, upper_bound, step, iter_args)`` creates its body block
(``body``, ``induction_variable``, ``inner_iter_args``); ``IfOp(cond, results,
has_else=)`` creates its blocks (``then_block``, ``else_block``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tblgen_py.dialects.py_api import Names, values_of
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint


def extend(names: Names) -> Names:
    """``ForOp`` and ``IfOp`` with the bindings' constructors."""
    return {"ForOp": _for_op(names["ForOp"]), "IfOp": _if_op(names["IfOp"])}


def _for_op(base: Any) -> type:
    class ForOp(base):  # type: ignore[misc]
        """``scf.for`` with its body block."""

        __slots__ = ()

        def __init__(
            self,
            lower_bound: Any,
            upper_bound: Any,
            step: Any,
            iter_args: object = None,
            *,
            loc: object = None,
            ip: InsertionPoint | None = None,
        ) -> None:
            carried = values_of(iter_args)
            types = [value.type for value in carried]
            super().__init__(
                types, lower_bound, upper_bound, step, carried, loc=loc, ip=ip
            )
            Block.create_at_start(self.regions[0], [lower_bound.type, *types])

        @property
        def body(self) -> Block:
            """The loop body."""
            block: Block = self.regions[0].blocks[0]
            return block

        @property
        def induction_variable(self) -> Any:
            """The induction variable (the body's first argument)."""
            return self.body.arguments[0]

        @property
        def inner_iter_args(self) -> list[Any]:
            """The loop-carried values inside the body."""
            return self.body.arguments[1:]

    return ForOp


def _if_op(base: Any) -> type:
    class IfOp(base):  # type: ignore[misc]
        """``scf.if`` with its then (and else) block."""

        __slots__ = ()

        def __init__(
            self,
            cond: Any,
            results_: Sequence[object] | None = None,
            *,
            has_else: bool = False,
            loc: object = None,
            ip: InsertionPoint | None = None,
        ) -> None:
            super().__init__(list(results_ or ()), cond, loc=loc, ip=ip)
            self.regions[0].add_block()
            if has_else:
                self.regions[1].add_block()

        @property
        def then_block(self) -> Block:
            """The then block."""
            block: Block = self.regions[0].blocks[0]
            return block

        @property
        def else_block(self) -> Block:
            """The else block (IndexError without one)."""
            block: Block = self.regions[1].blocks[0]
            return block

    return IfOp
