"""Hand-written op syntax attached as ``parse``/``print`` hooks by op name."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.parser import Parser, parse_source
from tblgen_py.runtime.text.printer import OpPrinter, PrintOptions, print_module


class WrapOp(OpView):
    """``tca.wrap`` keyword? region: custom syntax, default dialect ``tca``."""

    __slots__ = ()
    OPERATION_NAME = "tca.wrap"
    ODS_HOOKS = (("parse", "hasCustomAssemblyFormat"), ("print", "x"))


class BareOp(OpView):
    """``tca.bare``: declares custom syntax that nobody ported."""

    __slots__ = ()
    OPERATION_NAME = "tca.bare"
    ODS_HOOKS = (("parse", "hasCustomAssemblyFormat"), ("print", "x"))


class InnerOp(OpView):
    """``tca.inner``: prints ``inner`` (name only)."""

    __slots__ = ()
    OPERATION_NAME = "tca.inner"

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        """Nothing after the name."""

    def print(self, printer: OpPrinter) -> None:
        """Nothing after the name."""


def _parse_wrap(parser: Parser, state: OperationState) -> None:
    if parser.parse_optional_keyword("marked"):
        state.attributes = {}
    region = parser.new_region()
    parser.parse_region(region)
    state.regions = [region]


def _print_wrap(op: Operation, printer: OpPrinter) -> None:
    printer.write(" ")
    printer.print_region(op.regions[0])


@pytest.fixture()
def context() -> Context:
    """A context with the ``tca`` ops and the wrap op's hooks attached."""
    hooks.implement_op("tca.wrap", "parse")(_parse_wrap)
    hooks.implement_op("tca.wrap", "print")(_print_wrap)
    hooks.implement_op("tca.wrap", "getDefaultDialect")(lambda: "tca")
    ctx = Context()
    ctx.load_dialect(Dialect("tca", [WrapOp, BareOp, InnerOp]))
    return ctx


def test_hooks_parse_and_print_the_custom_form(context: Context) -> None:
    """The attached hooks read and write the op; ``inner`` resolves through the
    default dialect and prints without its prefix inside the region."""
    text = "tca.wrap {\n  inner\n}"
    module = parse_source(text, context)
    assert module.body.first_op is not None
    assert module.body.first_op.regions[0].blocks[0].first_op.name == "tca.inner"  # type: ignore[union-attr]
    custom = PrintOptions(generic=False)
    assert print_module(module, custom) == "module {\n  tca.wrap {\n    inner\n  }\n}\n"
    generic = print_module(module, PrintOptions(generic=True))
    assert '"tca.wrap"() ({\n    "tca.inner"() : () -> ()\n  })' in generic


def test_outside_the_op_names_need_their_dialect(context: Context) -> None:
    """``inner`` at module level is tried as ``builtin.inner``."""
    with pytest.raises(MLIRParseError) as info:
        parse_source("inner", context)
    assert "custom op 'inner' is unknown (tried 'builtin.inner' as well)" in str(
        info.value.diagnostics[0].message
    )


def test_unported_parser_names_op_and_hook(context: Context) -> None:
    """An op whose C++ parser has no port gets a located error naming it."""
    with pytest.raises(MLIRParseError) as info:
        parse_source("tca.bare", context)
    message = info.value.diagnostics[0].message
    assert "custom op 'tca.bare' has no Python parser" in message
    assert "'parse'" in message


def test_unported_printer_falls_back_to_generic(context: Context) -> None:
    """Without a print hook the op prints in generic form."""
    module = parse_source('"tca.bare"() : () -> ()', context)
    custom = PrintOptions(generic=False)
    assert print_module(module, custom) == 'module {\n  "tca.bare"() : () -> ()\n}\n'
