"""Shared helpers of the conversion driver tests: parse, print, patterns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from textwrap import dedent

from tblgen_py.runtime.conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    TypeConverter,
)
from tblgen_py.runtime.ir import Context, Operation
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.types import i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

CAST = "builtin.unrealized_conversion_cast"


def parse(text: str) -> tuple[Context, Operation]:
    """A context with unregistered ops allowed and the parsed module."""
    context = Context(allow_unregistered_dialects=True)
    return context, parse_source(dedent(text), context)


def generic(module: Operation, context: Context) -> str:
    """The module in generic form."""
    return print_module(module, PrintOptions(generic=True), context)


def cast_materialization(
    builder: object, ty: object, inputs: Sequence[Value], loc: object, *rest: object
) -> Value:
    """Materialize by building an ``unrealized_conversion_cast``."""
    assert isinstance(builder, Builder)
    return builder.create(CAST, inputs, [ty], location=loc).results[0]


def widening_converter() -> TypeConverter:
    """i32 -> i64, every other type legal; casts as materializations."""
    converter = TypeConverter()
    converter.add_conversion(lambda ty: ty)
    converter.add_conversion(lambda ty: i(64) if ty == i(32) else None)
    converter.add_source_materialization(cast_materialization)
    converter.add_target_materialization(cast_materialization)
    converter.add_argument_materialization(cast_materialization)
    return converter


RewriteFn = Callable[[Operation, Sequence[Value], ConversionPatternRewriter], bool]


class Rename(ConversionPattern):
    """Replace the root by an op named ``new_name`` with converted result types."""

    def __init__(
        self,
        root: str,
        new_name: str,
        converter: TypeConverter | None = None,
        benefit: int = 1,
    ) -> None:
        super().__init__(
            root,
            benefit,
            type_converter=converter,
            generated_ops=[new_name],
            debug_name=f"{root}->{new_name}",
        )
        self.new_name = new_name

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Build the new op over the remapped operands."""
        converter = self.type_converter
        types = op.result_types
        if converter is not None:
            converted = converter.convert_types(types)
            if converted is None:
                return False
            types = converted
        new = rewriter.create(self.new_name, operands, types, location=op.location)
        rewriter.replace_op(op, new)
        return True
