"""Shared helpers for the rewrite tests: a small arith-like dialect, parse/print."""

from __future__ import annotations

import re
import textwrap

from tblgen_py.runtime.ir import Context, Dialect, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.rewrite import ConstantLike, FoldAdaptor, Pure
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module

EMPTY_MODULE = '"builtin.module"() ({\n^bb0:\n}) : () -> ()\n'
"""How mlir-opt prints a module whose block is empty."""


class ConstantOp(Operation):
    """``arith.constant``: a pure constant."""

    __slots__ = ()
    OPERATION_NAME = "arith.constant"
    registered = True
    traits = frozenset({ConstantLike, Pure})

    def fold(self, adaptor: FoldAdaptor) -> object:
        """The constant's value."""
        return self.get_attr("value")


class AddIOp(Operation):
    """``arith.addi`` without a folder (patterns do the work)."""

    __slots__ = ()
    OPERATION_NAME = "arith.addi"
    registered = True
    traits = frozenset({Pure})

    @property
    def lhs(self) -> object:
        """The first operand."""
        return self.operand(0)


class MulIOp(Operation):
    """``arith.muli`` with a folder: ``x * 1 -> x``, constants multiply."""

    __slots__ = ()
    OPERATION_NAME = "arith.muli"
    registered = True
    traits = frozenset({Pure})

    def fold(self, adaptor: FoldAdaptor) -> object:
        """Fold ``x * 1`` and constant products."""
        lhs, rhs = adaptor.operands
        if isinstance(rhs, IntegerAttr) and rhs.value == 1:
            return self.operand(0)
        if isinstance(lhs, IntegerAttr) and isinstance(rhs, IntegerAttr):
            return IntegerAttr.get(lhs.type, lhs.value * rhs.value)
        return None


class ArithDialect(Dialect):
    """The test ``arith`` dialect, with a constant materializer."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Builder, value: object, type: object, location: object
    ) -> Operation | None:
        """Build an ``arith.constant`` for integer attributes."""
        if not isinstance(value, IntegerAttr) or not isinstance(type, IntegerType):
            return None
        return builder.create(
            "arith.constant", (), (type,), {"value": value}, location=location
        )


def arith_context() -> Context:
    """A context with the test arith dialect; other ops stay generic."""
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(ArithDialect("arith", [ConstantOp, AddIOp, MulIOp]))
    return ctx


def parse(text: str, ctx: Context | None = None) -> Operation:
    """Parse dedented generic MLIR into a module."""
    return parse_source(textwrap.dedent(text), ctx or arith_context())


def show(module: Operation) -> str:
    """Print as mlir-opt would (generic form)."""
    return print_module(module)


def dedent(text: str) -> str:
    """Dedent and strip a leading newline."""
    return textwrap.dedent(text).lstrip("\n")


def func_body(text: str) -> str:
    """Wrap op lines in a generic ``func.func @f(%arg0: i32, %arg1: i32)``."""
    body = textwrap.indent(textwrap.dedent(text).strip("\n"), "  ")
    return (
        '"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({\n'
        "^bb0(%arg0: i32, %arg1: i32):\n" + body + "\n}) : () -> ()\n"
    )


def normalize_addresses(log: str) -> str:
    """Replace op addresses by ``0xADDR`` in a debug log."""
    return re.sub(r"0x[0-9a-f]+", "0xADDR", log)
