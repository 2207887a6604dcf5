"""The hand-written syntax of ``vector.transfer_read``/``transfer_write``
(VectorOps.cpp)::

    %v = vector.transfer_read %m[%i, %j], %pad, %mask {in_bounds = [true]}
        : memref<?x?xf32>, vector<4xf32>
    vector.transfer_write %v, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>

A missing ``permutation_map`` is the minor identity, a missing ``in_bounds``
all false; both are elided when printed so.  The mask's type is inferred.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    expect_keyword,
    ensure_terminator,
    name_offset,
    print_op_only,
    merged_attrs,
    op_error,
    parse_operand_list_in,
    resolve_operands,
    segment_sizes,
    set_attributes,
    set_property,
)
from tblgen_py.dialects.vector.transfer import transfer_mask_type
from tblgen_py.runtime.ir.affine import (
    AffineConstantExpr,
    AffineDimExpr,
    AffineMap,
    AffineMapAttr,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, BoolAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    IndexType,
    MemRefType,
    RankedTensorType,
    ShapedType,
    VectorType,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INDEX = IndexType.get()


def minor_identity(shaped: ShapedType, vector: VectorType) -> AffineMap:
    """``getTransferMinorIdentityMap``."""
    element = shaped.element_type
    element_rank = len(element.shape) if isinstance(element, VectorType) else 0
    rank = len(shaped.shape)
    if rank == 0 and tuple(vector.shape) == (1,):
        return AffineMap.get(0, 0, [AffineConstantExpr.get(0)])
    results = len(vector.shape) - element_rank
    return AffineMap.get(
        rank, 0, [AffineDimExpr.get(rank - results + i) for i in range(results)]
    )


def is_minor_identity(amap: AffineMap) -> bool:
    """``AffineMap::isMinorIdentity``."""
    count = len(amap.results)
    if amap.num_dims < count:
        return False
    start = amap.num_dims - count
    return all(
        isinstance(expr, AffineDimExpr) and expr.position == start + index
        for index, expr in enumerate(amap.results)
    )


def _types(parser: Parser) -> tuple[list[object], int]:
    at = parser.tok.start
    types = parser.parse_colon_type_list()
    if len(types) != 2:
        op_error(parser, "requires two types", at)
    return types, at


def _check_shaped(parser: Parser, ty: object, at: int) -> ShapedType:
    if not isinstance(ty, (MemRefType, RankedTensorType)):
        op_error(parser, "requires memref or ranked tensor type", at)
    return ty


def _check_vector(parser: Parser, ty: object, at: int) -> VectorType:
    if not isinstance(ty, VectorType):
        op_error(parser, "requires vector type", at)
    return ty


def _transfer_attrs(
    parser: Parser,
    attrs: dict[str, object],
    shaped: ShapedType,
    vector: VectorType,
    at: int,
) -> AffineMap:
    """Complete ``permutation_map`` and ``in_bounds``; the map."""
    found = attrs.get("permutation_map")
    if found is None:
        scalable = sum(1 for s in vector.scalable if s)
        if len(shaped.shape) < len(vector.shape) - scalable:
            op_error(
                parser,
                "expected a custom permutation_map when rank(source) != "
                "rank(destination)",
                at,
            )
        amap = minor_identity(shaped, vector)
        attrs["permutation_map"] = AffineMapAttr.get(amap)
    else:
        amap = getattr(found, "value", None)  # type: ignore[assignment]
    if "in_bounds" not in attrs and isinstance(amap, AffineMap):
        attrs["in_bounds"] = ArrayAttr.get([BoolAttr.get(False) for _ in amap.results])
    return amap


def _resolve_mask(
    parser: Parser,
    mask: UnresolvedOperand,
    shaped: ShapedType,
    vector: VectorType,
    amap: AffineMap,
    at: int,
) -> Value:
    if isinstance(shaped.element_type, VectorType):
        op_error(parser, "does not support masks with vector element type", mask.offset)
    if len(vector.shape) != len(amap.results):
        op_error(
            parser,
            "expected the same rank for the vector and the results of the "
            "permutation map",
            at,
        )
    return parser.resolve_operand(mask, transfer_mask_type(vector, amap))


@implement_op("vector.transfer_read", "parse")
def parse_transfer_read(parser: Parser, state: OperationState) -> None:
    """%base `[` indices `]` `,` %pad (`,` %mask)? attr-dict `:` types."""
    base = parser.parse_operand()
    indices = parse_operand_list_in(parser, "[")
    parser.expect(",", "expected ','")
    padding = parser.parse_operand()
    mask = parser.parse_operand() if parser.consume_if(",") is not None else None
    attrs = parser.parse_optional_attr_dict()
    types, at = _types(parser)
    shaped = _check_shaped(parser, types[0], at)
    vector = _check_vector(parser, types[1], at)
    amap = _transfer_attrs(parser, attrs, shaped, vector, at)
    operands = [parser.resolve_operand(base, shaped)]
    operands += resolve_operands(parser, indices, [_INDEX] * len(indices), at)
    operands.append(parser.resolve_operand(padding, shaped.element_type))
    if mask is not None:
        operands.append(_resolve_mask(parser, mask, shaped, vector, amap, at))
    state.operands = operands
    set_attributes(parser, state, attrs)
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(1, len(indices), 1, int(mask is not None)),
    )
    state.result_types = [vector]


@implement_op("vector.transfer_write", "parse")
def parse_transfer_write(parser: Parser, state: OperationState) -> None:
    """%vector `,` %base `[` indices `]` (`,` %mask)? attr-dict `:` types."""
    value = parser.parse_operand()
    parser.expect(",", "expected ','")
    base = parser.parse_operand()
    indices = parse_operand_list_in(parser, "[")
    mask = parser.parse_operand() if parser.consume_if(",") is not None else None
    attrs = parser.parse_optional_attr_dict()
    types, at = _types(parser)
    vector = _check_vector(parser, types[0], at)
    shaped = _check_shaped(parser, types[1], at)
    amap = _transfer_attrs(parser, attrs, shaped, vector, at)
    operands = [
        parser.resolve_operand(value, vector),
        parser.resolve_operand(base, shaped),
    ]
    operands += resolve_operands(parser, indices, [_INDEX] * len(indices), at)
    if mask is not None:
        operands.append(_resolve_mask(parser, mask, shaped, vector, amap, at))
    state.operands = operands
    set_attributes(parser, state, attrs)
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(1, 1, len(indices), int(mask is not None)),
    )
    state.result_types = [shaped] if isinstance(shaped, RankedTensorType) else []


def _attr_dict(printer: OpPrinter, op: Operation) -> str:
    """``printTransferAttrs``: default map and all-false ``in_bounds`` elided."""
    attrs = merged_attrs(op)
    elided = ["operandSegmentSizes"]
    amap = getattr(attrs.get("permutation_map"), "value", None)
    if isinstance(amap, AffineMap) and is_minor_identity(amap):
        elided.append("permutation_map")
    flags = getattr(attrs.get("in_bounds"), "elements", ())
    if not any(getattr(flag, "value", False) for flag in flags):
        elided.append("in_bounds")
    return printer.attr_dict_str(attrs, elided)


def _names(printer: OpPrinter, op: Operation, start: int, count: int) -> str:
    values = [use.value for use in op.operand_uses[start : start + count]]
    return ", ".join(printer.value_name(v) for v in values)


@implement_op("vector.transfer_read", "print")
def print_transfer_read(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``vector.transfer_read``."""
    values = [use.value for use in op.operand_uses]
    sizes = _segments(op)
    index_count = sizes[1]
    text = f" {printer.value_name(values[0])}[{_names(printer, op, 1, index_count)}]"
    text += ", " + printer.value_name(values[1 + index_count])
    if sizes[3]:
        text += ", " + printer.value_name(values[2 + index_count])
    text += _attr_dict(printer, op)
    text += (
        f" : {printer.type_str(values[0].type)}, {printer.type_str(op.results[0].type)}"
    )
    printer.write(text)


@implement_op("vector.transfer_write", "print")
def print_transfer_write(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``vector.transfer_write``."""
    values = [use.value for use in op.operand_uses]
    sizes = _segments(op)
    index_count = sizes[2]
    text = f" {printer.value_name(values[0])}, {printer.value_name(values[1])}"
    text += f"[{_names(printer, op, 2, index_count)}]"
    if sizes[3]:
        text += ", " + printer.value_name(values[2 + index_count])
    text += _attr_dict(printer, op)
    text += f" : {printer.type_str(values[0].type)}, {printer.type_str(values[1].type)}"
    printer.write(text)


def _segments(op: Operation) -> list[int]:
    found = merged_attrs(op).get("operandSegmentSizes")
    sizes = list(getattr(found, "values", ()))
    return sizes + [0] * (4 - len(sizes))


def _elided_attrs(op: Operation) -> tuple[str, ...]:
    """The attributes the custom form leaves out (not visited for aliases)."""
    attrs = merged_attrs(op)
    elided = []
    amap = getattr(attrs.get("permutation_map"), "value", None)
    if isinstance(amap, AffineMap) and is_minor_identity(amap):
        elided.append("permutation_map")
    return tuple(elided)


for _name in ("vector.transfer_read", "vector.transfer_write"):
    implement_op(_name, "unaliasedAttrs")(_elided_attrs)


# -- vector.mask ----------------------------------------------------------------------
@implement_op("vector.mask", "parse")
def parse_mask(parser: Parser, state: OperationState) -> None:
    """%mask (`,` %passthru)? region attr-dict? `:` type (`->` types)?"""
    mask = parser.parse_operand()
    passthru = parser.parse_operand() if parser.consume_if(",") is not None else None
    body = Region()
    parser.parse_region(body)
    _ensure_mask_terminator(parser, body, state.location)
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    mask_type = parser.parse_type()
    state.result_types = parser.parse_optional_arrow_type_list()
    operands = [parser.resolve_operand(mask, mask_type)]
    if passthru is not None:
        if not state.result_types:
            op_error(
                parser,
                "expects a result if passthru operand is provided",
                name_offset(parser),
            )
        operands.append(parser.resolve_operand(passthru, state.result_types[0]))
    state.operands = operands
    set_attributes(parser, state, attrs)
    state.regions = [body]


def _ensure_mask_terminator(parser: Parser, body: Region, location: object) -> None:
    """``MaskOp::ensureTerminator``: a ``vector.yield`` of the masked op's
    results when the region holds exactly that op."""
    ensure_terminator(parser, body, "vector.yield", location)
    block = body.blocks[0]
    first, last = block.first_op, block.last_op
    if first is None or last is None or first is last or first.next is not last:
        return
    if last.operand_uses or not first.results:
        return
    cls = parser.context.op_classes.get("vector.yield", Operation)
    block.unlink(last)
    block.append(cls.create("vector.yield", list(first.results), location=location))


@implement_op("vector.mask", "print")
def print_mask(op: Operation, printer: OpPrinter) -> None:
    """``vector.mask %m, %p { <op> } : vector<8xi1> -> vector<8xf32>``."""
    values = [use.value for use in op.operand_uses]
    text = " " + ", ".join(printer.value_name(v) for v in values) + " { "
    printer.write(text)
    blocks = op.regions[0].blocks
    inner = blocks[0].first_op if blocks else None
    if inner is not None:
        print_op_only(printer, inner)
    text = " }" + printer.attr_dict_str(merged_attrs(op))
    text += " : " + printer.type_str(values[0].type)
    if op.results:
        text += " -> " + ", ".join(printer.type_str(r.type) for r in op.results)
    printer.write(text)


implement_op("vector.mask", "hiddenTerminators")(lambda op: (0,))


# -- vector.outerproduct ---------------------------------------------------------------
_DEFAULT_KIND = "#vector.kind<add>"


@implement_op("vector.outerproduct", "parse")
def parse_outerproduct(parser: Parser, state: OperationState) -> None:
    """%lhs, %rhs (, %acc)? attr-dict? `:` lhs-type `,` rhs-type"""
    uses = parser.parse_operand_list()
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    lhs = parser.parse_type()
    parser.expect(",", "expected ','")
    rhs = parser.parse_type()
    if len(uses) < 2:
        op_error(parser, "expected at least 2 operands", name_offset(parser))
    if not isinstance(lhs, VectorType):
        op_error(parser, "expected vector type for operand #1", name_offset(parser))
    if isinstance(rhs, VectorType):
        result = VectorType.get(
            [lhs.shape[0], rhs.shape[0]],
            lhs.element_type,
            [lhs.scalable[0], rhs.scalable[0]],
        )
    else:
        result = VectorType.get([lhs.shape[0]], lhs.element_type, [lhs.scalable[0]])
    if "kind" not in attrs:
        attrs["kind"] = attr_from_text(parser, _DEFAULT_KIND)
    operands = [
        parser.resolve_operand(uses[0], lhs),
        parser.resolve_operand(uses[1], rhs),
    ]
    if len(uses) > 2:
        operands.append(parser.resolve_operand(uses[2], result))
    state.operands = operands
    state.result_types = [result]
    set_attributes(parser, state, attrs)


@implement_op("vector.outerproduct", "print")
def print_outerproduct(op: Operation, printer: OpPrinter) -> None:
    """``vector.outerproduct %a, %b, %acc {kind = ...} : t, t``."""
    values = [use.value for use in op.operand_uses]
    text = " " + ", ".join(printer.value_name(v) for v in values)
    if len(values) > 2:  # the attributes are printed with the accumulator only
        text += printer.attr_dict_str(merged_attrs(op))
    text += f" : {printer.type_str(values[0].type)}, {printer.type_str(values[1].type)}"
    printer.write(text)


# -- vector.contract ---------------------------------------------------------------
_TRAIT_ATTRS = ("indexing_maps", "iterator_types", "kind")


@implement_op("vector.contract", "parse")
def parse_contract(parser: Parser, state: OperationState) -> None:
    """{traits} %lhs, %rhs, %acc (, masks)? attr-dict? `:` t, t `into` t"""
    at = parser.tok.start
    traits = parser.parse_attribute()
    lhs = parser.parse_operand()
    parser.expect(",", "expected ','")
    rhs = parser.parse_operand()
    parser.expect(",", "expected ','")
    acc = parser.parse_operand()
    masks = []
    while parser.consume_if(",") is not None:
        masks.append(parser.parse_operand())
    attrs = parser.parse_optional_attr_dict()
    types = parser.parse_colon_type_list()
    expect_keyword(parser, "into")
    result = parser.parse_type()
    operands = [
        parser.resolve_operand(lhs, types[0]),
        parser.resolve_operand(rhs, types[1] if len(types) > 1 else types[0]),
        parser.resolve_operand(acc, result),
    ]
    for key, value in getattr(traits, "items", ()):
        attrs[key] = value
    iterators = attrs.get("iterator_types")
    if not isinstance(iterators, ArrayAttr):
        op_error(parser, 'expected "iterator_types" array attribute', at)
    converted = []
    for item in iterators.elements:
        name = getattr(item, "value", "")
        if name not in ("parallel", "reduction"):
            op_error(parser, f"unexpected iterator_type ({name})", at)
        converted.append(attr_from_text(parser, f"#vector.iterator_type<{name}>"))
    attrs["iterator_types"] = ArrayAttr.get(converted)  # type: ignore[arg-type]
    if "kind" not in attrs:
        attrs["kind"] = attr_from_text(parser, _DEFAULT_KIND)
    if masks:
        if len(masks) != 2:
            op_error(
                parser,
                "expected zero or exactly 2 vector mask operands",
                name_offset(parser),
            )
        op_error(parser, "masked vector.contract is not supported", name_offset(parser))
    state.operands = operands
    state.result_types = [result]
    set_attributes(parser, state, attrs)


@implement_op("vector.contract", "print")
def print_contract(op: Operation, printer: OpPrinter) -> None:
    """``vector.contract {maps, iterators, kind} %a, %b, %c : t, t into t``."""
    attrs = merged_attrs(op)
    traits = []
    for key in sorted(k for k in attrs if k in _TRAIT_ATTRS):
        value = attrs[key]
        if key == "iterator_types":
            names = [
                _iterator_name(printer.attr_str(v))
                for v in getattr(value, "elements", ())
            ]
            traits.append(f"{key} = [" + ", ".join(f'"{n}"' for n in names) + "]")
        else:
            traits.append(f"{key} = {printer.attr_str(value)}")
    values = [use.value for use in op.operand_uses]
    text = " {" + ", ".join(traits) + "} "
    text += ", ".join(printer.value_name(v) for v in values[:3])
    text += printer.attr_dict_str(attrs, _TRAIT_ATTRS)
    text += (
        f" : {printer.type_str(values[0].type)}, {printer.type_str(values[1].type)}"
        f" into {printer.type_str(op.results[0].type)}"
    )
    printer.write(text)


def _iterator_name(text: str) -> str:
    """``parallel`` from ``#vector.iterator_type<parallel>``."""
    return text.rsplit("<", 1)[-1].rstrip(">")
