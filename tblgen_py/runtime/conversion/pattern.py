"""Conversion patterns: rewrite an op given its operands remapped by the driver.

Follows MLIR's ``ConversionPattern`` and ``OpConversionPattern``: before the
hook runs, the driver looks up each operand's replacement and, when the
pattern has a type converter, casts it to the converted type, so the hook
sees operands of the types it expects.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from tblgen_py.runtime.conversion.rewriter import (
    ConversionError,
    ConversionPatternRewriter,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.adaptor import OpAdaptor
from tblgen_py.runtime.rewrite.pattern import MatchAnyOpTypeTag, Pattern, as_op_class
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

if TYPE_CHECKING:
    from tblgen_py.runtime.conversion.type_converter import TypeConverter
    from tblgen_py.runtime.ir.context import Context

OpT = TypeVar("OpT", bound=Operation)


class ConversionPattern(Pattern):
    """A pattern whose hook receives the op's remapped operands.

    Override ``match_and_rewrite(op, operands, rewriter)`` (one value per
    operand) or, for 1:N conversions, ``match_and_rewrite_ranges`` (a list of
    values per operand).
    """

    def __init__(
        self,
        root: str | MatchAnyOpTypeTag | None = None,
        benefit: int | None = None,
        *,
        type_converter: TypeConverter | None = None,
        context: Context | None = None,
        generated_ops: Iterable[str] | None = None,
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
        root_interface: str | None = None,
    ) -> None:
        super().__init__(
            root,
            benefit,
            context=context,
            generated_ops=generated_ops,
            debug_name=debug_name,
            debug_labels=debug_labels,
            root_interface=root_interface,
        )
        self.type_converter = type_converter
        """Converts operand types for the hook (None: operands as mapped)."""

    def dispatch(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Remap ``op``'s operands, then call the hook; False if they cannot be."""
        if not isinstance(rewriter, ConversionPatternRewriter):
            raise ConversionError(
                f"conversion pattern '{self.debug_name}' needs a ConversionPatternRewriter"
            )
        impl = rewriter.impl
        saved = impl.current_type_converter
        impl.current_type_converter = self.type_converter
        try:
            remapped = impl.remap_values("operand", op.location, op.operands)
            if remapped is None:
                return False
            return self.match_and_rewrite_ranges(op, remapped, rewriter)
        finally:
            impl.current_type_converter = saved

    def match_and_rewrite_ranges(
        self,
        op: Operation,
        operands: Sequence[Sequence[Value]],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """The 1:N hook: each operand's replacement values (default: 1:1 only)."""
        return self.match_and_rewrite(op, self.one_to_one_operands(operands), rewriter)

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Rewrite ``op`` given its remapped ``operands``; whether it did."""
        raise NotImplementedError(f"{type(self).__name__} defines no match_and_rewrite")

    def one_to_one_operands(self, operands: Sequence[Sequence[Value]]) -> list[Value]:
        """One value per operand; a 1:N replacement is an error."""
        values: list[Value] = []
        for group in operands:
            if len(group) != 1:
                raise ConversionError(
                    f"pattern '{self.debug_name}' does not support 1:N conversion"
                )
            values.append(group[0])
        return values


class OpConversionPattern(ConversionPattern, Generic[OpT]):
    """A conversion pattern rooted at one op class, given its ``Adaptor``.

    The adaptor is the op class's generated ``<Op>Adaptor`` (its module's),
    or a plain ``OpAdaptor``, over the remapped operands.
    """

    OP_CLASS: ClassVar[type[Operation] | None] = None

    def __init__(
        self,
        op_class: type[OpT] | None = None,
        benefit: int | None = None,
        *,
        type_converter: TypeConverter | None = None,
        context: Context | None = None,
        generated_ops: Iterable[str] | None = None,
        debug_name: str | None = None,
        debug_labels: Iterable[str] = (),
    ) -> None:
        cls = op_class if op_class is not None else self.OP_CLASS
        if cls is None or not cls.OPERATION_NAME:
            raise TypeError(f"{type(self).__name__}: no op class with a name given")
        self.op_class: type[Operation] = cls
        """The op class instances of which the hook receives."""
        self.adaptor_class: type[OpAdaptor] = adaptor_class_of(cls)
        """The adaptor class the hook's operands come in."""
        super().__init__(
            cls.OPERATION_NAME,
            benefit,
            type_converter=type_converter,
            context=context,
            generated_ops=generated_ops,
            debug_name=debug_name,
            debug_labels=debug_labels,
        )

    def match_and_rewrite_ranges(
        self,
        op: Operation,
        operands: Sequence[Sequence[Value]],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Build the adaptor over the 1:1 operands and call the typed hook."""
        typed = op if isinstance(op, self.op_class) else as_op_class(op, self.op_class)
        adaptor = self.adaptor_class.from_op(
            typed, self.one_to_one_operands(operands)  # type: ignore[arg-type]
        )
        return self.match_and_rewrite(typed, adaptor, rewriter)  # type: ignore[arg-type]

    def match_and_rewrite(  # type: ignore[override]
        self, op: OpT, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter
    ) -> bool:
        """Rewrite ``op``; ``adaptor`` holds its remapped operands by ODS name."""
        raise NotImplementedError(f"{type(self).__name__} defines no match_and_rewrite")


def adaptor_class_of(op_class: type[Operation]) -> type[OpAdaptor]:
    """The generated ``<Op>Adaptor`` beside ``op_class``, else ``OpAdaptor``."""
    module = sys.modules.get(op_class.__module__)
    found = getattr(module, f"{op_class.__name__}Adaptor", None)
    if isinstance(found, type) and issubclass(found, OpAdaptor):
        return found
    return OpAdaptor
