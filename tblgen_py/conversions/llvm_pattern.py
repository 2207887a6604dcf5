"""What the ``*-to-llvm`` patterns share: the target and 1:1 op rewrites.

Follows MLIR's ``LLVMConversionTarget``, ``ConvertOpToLLVMPattern`` and
``LLVM::detail::oneToOneRewrite``: an op becomes one LLVM op over the
remapped operands, with converted result types (several results packed in
a struct) and converted attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    fastmath_attr,
    i32_attr,
    is_compatible_type,
    is_llvm_type,
)
from tblgen_py.runtime.conversion import (
    UNREALIZED_CAST,
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
)
from tblgen_py.runtime.ir.attributes import Attribute, OpaqueAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.attr_printer import print_attribute

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


def attribute_text(attr: object) -> str:
    """An attribute as text: an opaque one's data, else how it prints."""
    if isinstance(attr, OpaqueAttr):
        return attr.data
    return print_attribute(attr) if isinstance(attr, Attribute) else ""


def enum_flags(attr: object, mnemonic: str) -> list[str]:
    """The flags of ``#dialect.<mnemonic><a, b>`` (``none`` gives []), whether
    the dialect's attribute is opaque or an attribute class of its own."""
    if isinstance(attr, OpaqueAttr):
        data = attr.data
    elif isinstance(attr, Attribute):
        text = print_attribute(attr)
        data = text.split(".", 1)[1] if text.startswith("#") and "." in text else ""
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


def nd_vector_positions(shape: Sequence[int]) -> list[list[int]]:
    """``nDVectorIterate``: every position over the outer dimensions, in order."""
    positions: list[list[int]] = [[]]
    for size in shape[:-1]:
        positions = [[*prefix, index] for prefix in positions for index in range(size)]
    return positions


def unroll_nd_vector(
    op: Operation,
    operands: Sequence[Value],
    converter: LLVMTypeConverter,
    rewriter: ConversionPatternRewriter,
    build: Callable[[object, list[Value]], Value],
) -> bool:
    """``handleMultidimensionalVectors``: one 1-D op per row of an n-D vector.

    Each row of every operand is extracted, ``build(row type, rows)`` makes
    the row of the result, and the rows are inserted into a poison array.
    """
    ty = op.results[0].type if len(op.results) == 1 else None
    result = converter.convert_type(ty)
    if not isinstance(ty, VectorType) or not is_llvm_type(result, "array"):
        return False
    element = converter.convert_type(ty.element_type)
    row = VectorType.get([ty.shape[-1]], element)  # type: ignore[arg-type]
    loc = op.location
    desc: Value = rewriter.create(
        "llvm.mlir.poison", [], [result], location=loc
    ).results[0]
    for position in nd_vector_positions(ty.shape):
        path = {"position": DenseArrayAttr.get(i(64), position)}
        rows: list[Value] = [
            rewriter.create(
                "llvm.extractvalue",
                [value],
                [_row_type(original.type, converter)],
                dict(path),
                location=loc,
            ).results[0]
            for original, value in zip(op.operands, operands)
        ]
        desc = rewriter.create(
            "llvm.insertvalue",
            [desc, build(row, rows)],
            [result],
            dict(path),
            location=loc,
        ).results[0]
    rewriter.replace_op(op, [desc])
    return True


def _row_type(original: object, converter: LLVMTypeConverter) -> object:
    """The 1-D vector type of one row of an n-D vector of type ``original``."""
    assert isinstance(original, VectorType)
    element = converter.convert_type(original.element_type)
    return VectorType.get([original.shape[-1]], element)  # type: ignore[arg-type]


def one_to_one_rewrite(
    op: Operation,
    target_name: str,
    operands: Sequence[Value],
    props: Props,
    attrs: Props,
    converter: LLVMTypeConverter,
    rewriter: ConversionPatternRewriter,
    vector: bool = False,
) -> bool:
    """Replace ``op`` by ``target_name`` over ``operands``; False if types do not fit.

    ``vector``: as ``vectorOneToOneRewrite``, an n-D vector result is unrolled
    into 1-D ops.
    """
    if not all(is_compatible_type(value.type) for value in operands):
        return False
    if vector and any(is_llvm_type(value.type, "array") for value in operands):

        def build(row: object, rows: list[Value]) -> Value:
            new = rewriter.create(
                target_name, rows, [row], props or None, attrs, location=op.location
            )
            return new.results[0]

        return unroll_nd_vector(op, operands, converter, rewriter, build)
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
            op,
            self.target,
            operands,
            props,
            attrs,
            self.llvm_converter,
            rewriter,
            vector=True,
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
