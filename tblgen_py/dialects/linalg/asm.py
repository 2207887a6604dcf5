"""The hand-written syntax of ``linalg.generic`` and ``linalg.yield``
(``parse``/``print`` of LinalgOps.cpp) and the block argument names of
``linalg.generic`` (``%in``, ``%out``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    arrow_type_list,
    attr_from_text,
    merged_attrs,
    name_offset,
    op_error,
    print_value_list,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
)
from tblgen_py.dialects.linalg import opdsl
from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr, StringAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

TRAIT_ATTRS = ("doc", "indexing_maps", "iterator_types", "library_call")
"""``linalgTraitAttrNames``: what ``linalg.generic`` prints in its leading
dictionary."""

ITERATOR_TYPES = ("parallel", "reduction")
_ENUM_RE = re.compile(r"<(\w+)>\Z")


def _parse_operand_group(
    parser: Parser, keyword: str
) -> tuple[list[UnresolvedOperand], list[object], int]:
    """`keyword` `(` operands `:` types `)` when ``keyword`` comes next."""
    if not parser.parse_optional_keyword(keyword):
        return [], [], parser.tok.start
    parser.expect("(", "expected '('")
    at = parser.tok.start
    uses = parser.parse_operand_list()
    parser.expect(":", "expected ':'")
    types: list[object] = list(parser.parse_type_list_no_parens())
    parser.expect(")", "expected ')'")
    return uses, types, at


def parse_structured_parts(
    parser: Parser, state: OperationState, attrs: dict[str, object]
) -> tuple[list[object], list[object]]:
    """``parseCommonStructuredOpParts``: `<` props `>`? attr-dict?
    (`ins` `(` ... `)`)? (`outs` `(` ... `)`)?; sets the operands and the
    operand segment sizes, returns the input and output types."""
    props: object = None
    if parser.consume_if("<") is not None:
        props = parser.parse_attribute()
        parser.expect(">", "expected '>'")
        if isinstance(props, DictionaryAttr):
            attrs.update(dict(props.items))
    attrs_at = parser.tok.start
    written = parser.parse_optional_attr_dict()
    attrs.update(written)
    ins, in_types, in_at = _parse_operand_group(parser, "ins")
    outs, out_types, out_at = _parse_operand_group(parser, "outs")
    inputs = parser.resolve_operands(ins, in_types, in_at)
    state.operands = inputs + parser.resolve_operands(outs, out_types, out_at)
    sizes = segment_sizes(len(ins), len(outs))
    set_property(state, "operandSegmentSizes", sizes)
    cls = parser.context.op_classes.get(state.name)
    if isinstance(props, DictionaryAttr):
        # the properties convert when the op is created (``Operation::create``)
        convert = getattr(cls, "property_conversion_error", None)
        given = {**dict(props.items), "operandSegmentSizes": sizes}
        message = convert(given) if convert is not None else None
        if message is not None:
            parser.error(message, name_offset(parser))
    else:
        # ``verifyInherentAttrs`` of the attribute dictionary, at its start
        check = getattr(cls, "_ods_inherent_attr_error", None)
        message = check(written) if check is not None else None
        if message is not None:
            op_error(parser, f"'{state.name}' op {message}", attrs_at)
    return in_types, out_types


def structured_parts(printer: OpPrinter, op: Operation) -> str:
    """``printCommonStructuredOpParts``: `` ins(...) outs(...)``."""
    inputs = op._ods_operands(0)  # type: ignore[attr-defined]
    outputs = op._ods_operands(1)  # type: ignore[attr-defined]
    text = ""
    for keyword, values in (("ins", inputs), ("outs", outputs)):
        if values:
            text += f" {keyword}({print_value_list(printer, values)} : "
            text += type_list(printer, [v.type for v in values]) + ")"
    return text


def iterator_name(printer: OpPrinter, attr: object) -> str:
    """``parallel``/``reduction`` of a ``#linalg.iterator_type<...>``."""
    found = _ENUM_RE.search(printer.attr_str(attr))
    return found.group(1) if found else str(attr)


# -- linalg.generic -------------------------------------------------------------
@implement_op("linalg.generic", "parse")
def parse_generic(parser: Parser, state: OperationState) -> None:
    """`{` trait-attrs `}` ins/outs (`attrs` `=` attr-dict)? region
    (`->` types)?"""
    at = parser.tok.start
    head = parser.parse_attribute()
    if not isinstance(head, DictionaryAttr):
        op_error(parser, "invalid kind of attribute specified", at)
    attrs: dict[str, object] = dict(head.items)
    iterators = attrs.get("iterator_types")
    if not isinstance(iterators, ArrayAttr):
        op_error(parser, 'expected "iterator_types" array attribute', at)
    converted = []
    for element in iterators.elements:
        name = element.value if isinstance(element, StringAttr) else ""
        if name not in ITERATOR_TYPES:
            op_error(parser, f"unexpected iterator_type ({name})")
        converted.append(attr_from_text(parser, f"#linalg.iterator_type<{name}>"))
    attrs["iterator_types"] = ArrayAttr.get(converted)  # type: ignore[arg-type]
    parse_structured_parts(parser, state, attrs)
    if parser.parse_optional_keyword("attrs"):
        parser.expect("=", "expected '='")
        attrs.update(parser.parse_optional_attr_dict())
    body = Region()
    parser.parse_region(body)
    state.result_types = parser.parse_optional_arrow_type_list()
    set_attributes(parser, state, attrs)
    state.regions = [body]


@implement_op("linalg.generic", "print")
def print_generic(op: Operation, printer: OpPrinter) -> None:
    """``linalg.generic {indexing_maps = ..., iterator_types = ["parallel"]}
    ins(...) outs(...) attrs = {...} { ... } -> types``."""
    attrs = merged_attrs(op)
    head: dict[str, object] = {}
    for name in sorted(attrs):
        if name == "iterator_types":
            elements = getattr(attrs[name], "elements", ())
            head[name] = ArrayAttr.get(
                [StringAttr.get(iterator_name(printer, e)) for e in elements]
            )
        elif name in TRAIT_ATTRS:
            head[name] = attrs[name]
    text = " "
    if head:
        text += printer.attr_str(DictionaryAttr.get(head))  # type: ignore[arg-type]
    text += structured_parts(printer, op)
    elided = (*TRAIT_ATTRS, "operandSegmentSizes")
    if any(name not in elided for name in attrs):
        text += " attrs = " + printer.attr_dict_str(attrs, elided)
    printer.write(text)
    if op.regions[0].blocks:
        printer.write(" ")
        printer.print_region(op.regions[0])
    printer.write(arrow_type_list(printer, [r.type for r in op.results]))


@implement_op("linalg.generic", "getAsmBlockArgumentNames")
def generic_arg_names(op: Operation, region: Region, set_name: object) -> None:
    """Inputs' arguments are ``%in``, outputs' ``%out``."""
    args = region.blocks[0].arguments if region.blocks else []
    inputs = len(op._ods_operands(0))  # type: ignore[attr-defined]
    for index, arg in enumerate(args):
        set_name(arg, "in" if index < inputs else "out")  # type: ignore[operator]


@implement_op("linalg.generic", "leadingAttrs")
def _generic_leading(op: Operation) -> tuple[str, ...]:
    """Every attribute prints before the region: the trait dictionary's, then
    the others (``attrs = {...}``)."""
    names = sorted(merged_attrs(op))
    head = [name for name in names if name in TRAIT_ATTRS]
    rest = [name for name in names if name not in TRAIT_ATTRS]
    return (*head, *rest)


@implement_op("linalg.generic", "unaliasedAttrs")
def _generic_unaliased(op: Operation) -> tuple[str, ...]:
    """The iterator types print as strings."""
    return ("iterator_types",)


# -- linalg.yield ---------------------------------------------------------------
@implement_op("linalg.yield", "parse")
def parse_yield(parser: Parser, state: OperationState) -> None:
    """operands? attr-dict? (`:` types)?"""
    at = parser.tok.start
    uses = parser.parse_operand_list()
    attrs = parser.parse_optional_attr_dict()
    types: list[object] = []
    if uses:
        parser.expect(":", "expected ':'")
        types = list(parser.parse_type_list_no_parens())
    state.operands = parser.resolve_operands(uses, types, at)
    set_attributes(parser, state, attrs)


@implement_op("linalg.yield", "print")
def print_yield(op: Operation, printer: OpPrinter) -> None:
    """``linalg.yield %a, %b : f32, f32``."""
    values = [use.value for use in op.operand_uses]
    text = (" " + print_value_list(printer, values)) if values else ""
    text += printer.attr_dict_str(merged_attrs(op))
    if values:
        text += " : " + type_list(printer, [v.type for v in values])
    printer.write(text)


# -- named structured ops -------------------------------------------------------
OWN_SYNTAX = frozenset(
    """linalg.generic linalg.map linalg.reduce linalg.transpose linalg.broadcast
    linalg.elementwise linalg.matmul linalg.contract linalg.batch_matmul
    linalg.batch_reduce_matmul""".split()
)
"""Structured ops whose syntax MLIR writes per op (not the shared named-op form)."""


def print_named(
    op: Operation, printer: OpPrinter, elided: tuple[str, ...] = ()
) -> None:
    """``printNamedStructuredOp``: attributes, ins/outs and result types; the
    region (built from the op's definition) is not printed."""
    text = printer.attr_dict_str(merged_attrs(op), (*NAMED_ELIDED, *elided))
    text += structured_parts(printer, op)
    text += arrow_type_list(printer, [r.type for r in op.results])
    printer.write(text)


NAMED_ELIDED = ("operandSegmentSizes", "linalg.memoized_indexing_maps")
"""What the named-op form does not print (so gives no alias)."""


def named_elided(op: Operation) -> tuple[str, ...]:
    """The attributes the named-op form elides."""
    return NAMED_ELIDED


def no_printed_regions(op: Operation) -> list[int]:
    """The named-op form prints no region."""
    return []


def named_parser(builder: opdsl.Builder) -> Callable[[Parser, OperationState], None]:
    """``parseNamedStructuredOp`` for an op whose region ``builder`` makes."""

    def parse(parser: Parser, state: OperationState) -> None:
        attrs: dict[str, object] = {}
        at = parser.tok.start
        in_types, out_types = parse_structured_parts(parser, state, attrs)
        attrs.update(parser.parse_optional_attr_dict())  # after ins/outs too
        state.result_types = parser.parse_optional_arrow_type_list()
        count = len(in_types) + len(out_types)
        if builder.num_args != count:
            op_error(
                parser,
                "[parseNamedStructuredOpRegion] ods-gen generated region expects "
                f"{builder.num_args} args, got {count}",
            )
        try:
            region = opdsl.build_region(parser, builder, [*in_types, *out_types], attrs)
        except opdsl.InvalidBuild as exc:
            op_error(parser, str(exc), at)
        except opdsl.BuildError as exc:
            op_error(parser, f"region builder cannot build {exc} (not ported)")
        set_attributes(parser, state, attrs)
        state.regions = [region]

    return parse
