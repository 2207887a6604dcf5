"""The hand-written syntax of ``memref`` ops (MemRefOps.cpp): ``alloca_scope``,
``generic_atomic_rmw``, ``prefetch``, ``transpose``, ``dma_start`` and the format directive
``custom<GlobalMemrefOpTypeAndInitialValue>`` of ``memref.global``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    ensure_terminator,
    expect_keyword,
    merged_attrs,
    name_offset,
    op_error,
    parse_operand_list_in,
    set_attributes,
    type_list,
)
from tblgen_py.runtime.ir.affine import AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import (
    BoolAttr,
    IntegerAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.types import (
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
)
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.print_rules import print_affine_map

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INDEX = IndexType.get()


# -- memref.alloca_scope ----------------------------------------------------------
@implement_op("memref.alloca_scope", "parse")
def parse_alloca_scope(parser: Parser, state: OperationState) -> None:
    """(`->` types)? region attr-dict?"""
    state.result_types = parser.parse_optional_arrow_type_list()
    body = Region()
    parser.parse_region(body)
    ensure_terminator(parser, body, "memref.alloca_scope.return", state.location)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [body]


@implement_op("memref.alloca_scope", "print")
def print_alloca_scope(op: Operation, printer: OpPrinter) -> None:
    """``memref.alloca_scope  -> (t) {...}``."""
    text = " "
    if op.results:
        text += " -> (" + type_list(printer, [r.type for r in op.results]) + ")"
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, bool(op.results))
    printer.write(printer.attr_dict_str(merged_attrs(op)))


implement_op("memref.alloca_scope", "hiddenTerminators")(
    lambda op: () if op.results else (0,)
)


# -- memref.generic_atomic_rmw ----------------------------------------------------
@implement_op("memref.generic_atomic_rmw", "parse")
def parse_generic_atomic_rmw(parser: Parser, state: OperationState) -> None:
    """%memref `[` indices `]` `:` type region attr-dict?"""
    memref = parser.parse_operand()
    indices = parse_operand_list_in(parser, "[")
    parser.expect(":", "expected ':'")
    ty = parser.parse_type()
    state.operands = [parser.resolve_operand(memref, ty)]
    state.operands += [parser.resolve_operand(use, _INDEX) for use in indices]
    body = Region()
    parser.parse_region(body)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [body]
    if isinstance(ty, MemRefType):
        state.result_types = [ty.element_type]


@implement_op("memref.generic_atomic_rmw", "print")
def print_generic_atomic_rmw(op: Operation, printer: OpPrinter) -> None:
    """``memref.generic_atomic_rmw %m[%i] : memref<...> { ^bb0(...): ... }``."""
    values = [use.value for use in op.operand_uses]
    indices = ", ".join(printer.value_name(v) for v in values[1:])
    printer.write(
        f" {printer.value_name(values[0])}[{indices}] : "
        f"{printer.type_str(values[0].type)} "
    )
    printer.print_region(op.regions[0])
    printer.write(printer.attr_dict_str(merged_attrs(op)))


# -- memref.prefetch ----------------------------------------------------------------
def _bare_keyword(parser: Parser) -> str:
    tok = parser.tok
    if tok.kind is not TokenKind.BARE_IDENT:
        op_error(parser, "expected valid keyword")
    parser.consume()
    return tok.text


@implement_op("memref.prefetch", "parse")
def parse_prefetch(parser: Parser, state: OperationState) -> None:
    """%m `[` indices `]` `,` (read|write) `,` `locality` `<` n `>` `,`
    (data|instr) `:` type"""
    memref = parser.parse_operand()
    indices = parse_operand_list_in(parser, "[")
    parser.expect(",", "expected ','")
    access = _bare_keyword(parser)
    parser.expect(",", "expected ','")
    expect_keyword(parser, "locality")
    parser.expect("<", "expected '<'")
    i32 = IntegerType.get(32)
    hint = parser.parse_attribute(i32)
    parser.expect(">", "expected '>'")
    parser.expect(",", "expected ','")
    cache = _bare_keyword(parser)
    parser.expect(":", "expected ':'")
    ty = parser.parse_type()
    state.operands = [parser.resolve_operand(memref, ty)]
    state.operands += [parser.resolve_operand(use, _INDEX) for use in indices]
    if access not in ("read", "write"):
        op_error(
            parser, "rw specifier has to be 'read' or 'write'", name_offset(parser)
        )
    if cache not in ("data", "instr"):
        op_error(parser, "cache type has to be 'data' or 'instr'", name_offset(parser))
    set_attributes(
        parser,
        state,
        {
            "localityHint": hint,
            "isWrite": BoolAttr.get(access == "write"),
            "isDataCache": BoolAttr.get(cache == "data"),
        },
    )


@implement_op("memref.prefetch", "print")
def print_prefetch(op: Operation, printer: OpPrinter) -> None:
    """``memref.prefetch %m[%i], read, locality<3>, data : memref<...>``."""
    values = [use.value for use in op.operand_uses]
    attrs = merged_attrs(op)
    hint = attrs.get("localityHint")
    write = attrs.get("isWrite")
    data = attrs.get("isDataCache")
    indices = ", ".join(printer.value_name(v) for v in values[1:])
    text = f" {printer.value_name(values[0])}[{indices}], "
    text += "write" if isinstance(write, IntegerAttr) and write.value else "read"
    text += f", locality<{getattr(hint, 'value', 0)}>, "
    text += "data" if isinstance(data, IntegerAttr) and data.value else "instr"
    text += printer.attr_dict_str(attrs, ("localityHint", "isWrite", "isDataCache"))
    printer.write(text + " : " + printer.type_str(values[0].type))


# -- memref.transpose --------------------------------------------------------------
@implement_op("memref.transpose", "parse")
def parse_transpose(parser: Parser, state: OperationState) -> None:
    """%in affine-map attr-dict? `:` type `to` type"""
    source = parser.parse_operand()
    at = parser.tok.start
    perm = parser.parse_affine_map_or_set()
    if not isinstance(perm, AffineMap):
        parser.error("expected AffineMap, but got IntegerSet", at)
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    src_type = parser.parse_type()
    state.operands = [parser.resolve_operand(source, src_type)]
    expect_keyword(parser, "to")
    state.result_types = [parser.parse_type()]
    attrs["permutation"] = AffineMapAttr.get(perm)
    set_attributes(parser, state, attrs)


@implement_op("memref.transpose", "print")
def print_transpose(op: Operation, printer: OpPrinter) -> None:
    """``memref.transpose %m (d0, d1) -> (d1, d0) : t to t``."""
    source = op.operand_uses[0].value
    attrs = merged_attrs(op)
    perm = attrs.get("permutation")
    text = f" {printer.value_name(source)} "
    text += print_affine_map(perm.value) if isinstance(perm, AffineMapAttr) else ""
    text += printer.attr_dict_str(attrs, ("permutation",))
    text += (
        f" : {printer.type_str(source.type)} to {printer.type_str(op.results[0].type)}"
    )
    printer.write(text)


implement_op("memref.transpose", "unaliasedAttrs")(lambda op: ("permutation",))


# -- memref.dma_start ---------------------------------------------------------------
@implement_op("memref.dma_start", "parse")
def parse_dma_start(parser: Parser, state: OperationState) -> None:
    """%src `[` indices `]` `,` %dst `[` indices `]` `,` %num `,`
    %tag `[` indices `]` (`,` %stride `,` %per_stride)? `:`
    src-type `,` dst-type `,` tag-type (no attributes: MLIR's parser reads
    none, though its printer prints them)"""
    src = parser.parse_operand()
    src_indices = parse_operand_list_in(parser, "[")
    parser.expect(",", "expected ','")
    dst = parser.parse_operand()
    dst_indices = parse_operand_list_in(parser, "[")
    parser.expect(",", "expected ','")
    num = parser.parse_operand()
    parser.expect(",", "expected ','")
    tag = parser.parse_operand()
    tag_indices = parse_operand_list_in(parser, "[")
    stride = parser.parse_operand_list() if parser.consume_if(",") else []
    if stride and len(stride) != 2:
        op_error(parser, "expected two stride related operands", name_offset(parser))
    types = parser.parse_colon_type_list()
    if len(types) != 3:
        op_error(parser, "fewer/more types expected", name_offset(parser))
    resolve = parser.resolve_operand
    state.operands = [resolve(src, types[0])]
    state.operands += [resolve(use, _INDEX) for use in src_indices]
    state.operands.append(resolve(dst, types[1]))
    state.operands += [resolve(use, _INDEX) for use in dst_indices]
    state.operands += [resolve(num, _INDEX), resolve(tag, types[2])]
    state.operands += [resolve(use, _INDEX) for use in tag_indices + stride]


@implement_op("memref.dma_start", "print")
def print_dma_start(op: Operation, printer: OpPrinter) -> None:
    """``memref.dma_start %s[%i], %d[%j], %n, %t[%k](, %st, %per)? : ...``."""
    values = [use.value for use in op.operand_uses]
    groups = _dma_groups(values)
    names = [", ".join(printer.value_name(v) for v in group) for group in groups]
    text = f" {names[0]}[{names[1]}], {names[2]}[{names[3]}], {names[4]}, "
    text += f"{names[5]}[{names[6]}]"
    if groups[7]:
        text += ", " + names[7]
    text += printer.attr_dict_str(merged_attrs(op))
    memrefs = (groups[0][0], groups[2][0], groups[5][0])
    printer.write(text + " : " + ", ".join(printer.type_str(v.type) for v in memrefs))


def _dma_groups(values: list[Value]) -> list[list[Value]]:
    """src, src indices, dst, dst indices, num, tag, tag indices, strides:
    each memref's rank tells how many indices follow it."""
    groups: list[list[Value]] = []
    at = 0
    for role in ("src", "dst", "tag"):
        memref = values[at]
        rank = getattr(memref.type, "rank", 0)
        groups += [[memref], values[at + 1 : at + 1 + rank]]
        at += 1 + rank
        if role == "dst":
            groups.append([values[at]])
            at += 1
    groups.append(values[at:])
    return groups


# -- custom<GlobalMemrefOpTypeAndInitialValue> -------------------------------------
def parse_global_type_and_value(parser: Parser) -> tuple[object, object]:
    """type (`=` (`uninitialized` | elements-attr))?"""
    ty = parser.parse_type()
    if not isinstance(ty, MemRefType) or not ty.has_static_shape:
        op_error(
            parser,
            f"type should be static shaped memref, but got '{ty}'",
            name_offset(parser),
        )
    if parser.consume_if("=") is None:
        return TypeAttr.get(ty), None
    if parser.parse_optional_keyword("uninitialized"):
        return TypeAttr.get(ty), UnitAttr.get()
    tensor = RankedTensorType.get(list(ty.shape), ty.element_type)
    value = parser.parse_attribute(tensor)
    if (
        not isinstance(value, DenseElementsAttr)
        and "Elements" not in type(value).__name__
    ):
        op_error(
            parser,
            "initial value should be a unit or elements attribute",
            name_offset(parser),
        )
    return TypeAttr.get(ty), value


def print_global_type_and_value(
    printer: OpPrinter, op: Operation, type_attr: object, value: object
) -> None:
    """The type and ``= value`` (without its type) or ``= uninitialized``."""
    ty = getattr(type_attr, "type", type_attr)
    text = printer.type_str(ty)
    if value is not None:
        text += " = "
        if isinstance(value, UnitAttr):
            text += "uninitialized"
        else:
            full = printer.attr_str(value)
            suffix = " : " + printer.type_str(getattr(value, "type", None))
            text += full[: -len(suffix)] if full.endswith(suffix) else full
    printer.write(text)


register_custom_directive(
    "GlobalMemrefOpTypeAndInitialValue",
    parse_global_type_and_value,
    print_global_type_and_value,
)
