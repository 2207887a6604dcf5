"""What the ``*-to-llvm`` patterns share: the target and 1:1 op rewrites.

Follows MLIR's ``LLVMConversionTarget``, ``ConvertOpToLLVMPattern`` and
``LLVM::detail::oneToOneRewrite``: an op becomes one LLVM op over the
remapped operands, with converted result types (several results packed in
a struct) and converted attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import fastmath_attr, i32_attr, is_compatible_type
from tblgen_py.runtime.conversion import (
    UNREALIZED_CAST,
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
)
from tblgen_py.runtime.ir.attributes import Attribute, OpaqueAttr
from tblgen_py.runtime.text.attr_printer import print_attribute
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value

Props = dict[str, object]
AttrConversion = Callable[[Operation], tuple[Props, Props]]
"""``op -> (properties, discardable attributes)`` of the LLVM op to build."""

OVERFLOW_BITS = {"nsw": 1, "nuw": 2}


def llvm_conversion_target() -> ConversionTarget:
    """``LLVMConversionTarget``: the LLVM dialect and unrealized casts are legal."""
    target = ConversionTarget()
    target.add_legal_dialect("llvm")
    target.add_legal_op(UNREALIZED_CAST)
    return target


def inherent(op: Operation) -> dict[str, object]:
    """An op's properties as a dict (empty when it has none)."""
    props = op.properties
    return dict(props) if isinstance(props, dict) else {}


def enum_flags(attr: object, mnemonic: str) -> list[str]:
    """The flags of ``#dialect.<mnemonic><a, b>`` (``none`` gives []), opaque
    or of the dialect's attribute class."""
    if isinstance(attr, OpaqueAttr):
        data = attr.data
    elif isinstance(attr, Attribute) and getattr(attr, "MNEMONIC", None) == mnemonic:
        data = print_attribute(attr).partition(".")[2]
    else:
        return []
    if not data.startswith(mnemonic + "<") or not data.endswith(">"):
        return []
    inner = data[len(mnemonic) + 1 : -1]
    flags = [flag.strip() for flag in inner.split(",") if flag.strip()]
    return [] if flags == ["none"] else flags


def pass_through(op: Operation) -> tuple[Props, Props]:
    """Properties and attributes copied as they are."""
    return inherent(op), dict(op.attributes)


def fastmath_to_llvm(op: Operation) -> tuple[Props, Props]:
    """arith's ``fastmath`` becomes ``fastmathFlags``; the rest is copied."""
    props = inherent(op)
    flags = enum_flags(props.pop("fastmath", None), "fastmath")
    props["fastmathFlags"] = fastmath_attr(flags)
    return props, dict(op.attributes)


def overflow_to_llvm(op: Operation) -> tuple[Props, Props]:
    """arith's ``overflowFlags`` becomes LLVM's bit set; the rest is copied."""
    props = inherent(op)
    flags = enum_flags(props.pop("overflowFlags", None), "overflow")
    props["overflowFlags"] = i32_attr(sum(OVERFLOW_BITS.get(f, 0) for f in flags))
    return props, dict(op.attributes)


def with_defaults(
    convert: AttrConversion, defaults: Mapping[str, object]
) -> AttrConversion:
    """``convert``, then the target op's default-valued properties if missing."""

    def converted(op: Operation) -> tuple[Props, Props]:
        props, attrs = convert(op)
        for name, value in defaults.items():
            props.setdefault(name, value)
        return props, attrs

    return converted


def one_to_one_rewrite(
    op: Operation,
    target_name: str,
    operands: Sequence[Value],
    props: Props,
    attrs: Props,
    converter: LLVMTypeConverter,
    rewriter: ConversionPatternRewriter,
) -> bool:
    """Replace ``op`` by ``target_name`` over ``operands``; False if types do not fit."""
    if not all(is_compatible_type(value.type) for value in operands):
        return False
    result_types: list[object] = []
    for result in op.results:
        converted = converter.convert_type(result.type)
        if converted is None:
            return False
        result_types.append(converted)
    new = rewriter.create(
        target_name,
        operands,
        result_types,
        properties=props or None,
        attributes=attrs,
        location=op.location,
    )
    rewriter.replace_op(op, new)
    return True


class OneToOneLowering(ConversionPattern):
    """One op to one LLVM op, attributes converted by ``convert_attrs``."""

    def __init__(
        self,
        source: str,
        target: str,
        converter: LLVMTypeConverter,
        convert_attrs: AttrConversion = pass_through,
        benefit: int = 1,
    ) -> None:
        super().__init__(
            source,
            benefit,
            type_converter=converter,
            generated_ops=[target],
            debug_name=f"{source}->{target}",
        )
        self.target = target
        self.convert_attrs = convert_attrs
        self.llvm_converter = converter

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Build the LLVM op."""
        props, attrs = self.convert_attrs(op)
        return one_to_one_rewrite(
            op, self.target, operands, props, attrs, self.llvm_converter, rewriter
        )


class LLVMPattern(ConversionPattern):
    """A conversion pattern with an LLVM type converter (``ConvertOpToLLVMPattern``)."""

    def __init__(
        self,
        root: str,
        converter: LLVMTypeConverter,
        generated: Sequence[str] = (),
        benefit: int = 1,
    ) -> None:
        super().__init__(
            root,
            benefit,
            type_converter=converter,
            generated_ops=list(generated),
            debug_name=type(self).__name__,
        )
        self.llvm_converter = converter
