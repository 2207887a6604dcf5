"""``llvm.call`` and ``llvm.invoke``: their hand-written syntax
(``CallOp::parse``/``print``, ``InvokeOp``)::

    %r = llvm.call fastcc tail @f(%a) vararg(!llvm.func<i32 (i32, ...)>)
        ["tag"(%x : i32)] {attrs} : (i32 {llvm.noundef}) -> i32
    llvm.invoke %fp(%a) to ^ok unwind ^bad : !llvm.ptr, (i32) -> ()

An indirect call names its callee pointer first and gives its type before
the signature; the calling convention and tail-call kind come first
(defaults elided), operand bundles after the arguments.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    merged_attrs,
    name_offset,
    op_error,
    resolve_operands,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
)
from tblgen_py.dialects.function_interface import parse_function_result_list
from tblgen_py.dialects.llvm.func_asm import CCONVS
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    StringAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import MLIRParseError, TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

TAIL_CALL_KINDS = ("none", "tail", "musttail", "notail")
"""``TailCallKind``'s cases, by value."""
_CALL_ELIDED = (
    "callee",
    "TailCallKind",
    "var_callee_type",
    "CConv",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
)
_NO_FASTMATH = "#llvm.fastmath<none>"
_I32 = IntegerType.get(32)

Bundles = tuple[list[list[UnresolvedOperand]], list[list[object]], list[str]]


def _keyword(parser: Parser, cases: tuple[str, ...], default: str) -> str:
    """``parseOptionalLLVMKeyword``: one of ``cases``, else ``default``."""
    tok = parser.tok
    if tok.kind is TokenKind.BARE_IDENT and tok.text in cases:
        parser.consume()
        return tok.text
    return default


def _case_name(printer: OpPrinter, attr: object) -> str:
    """``fastcc`` from ``#llvm.cconv<fastcc>``."""
    return printer.attr_str(attr).rsplit("<", 1)[-1].rstrip(">") if attr else ""


def _parse_bundles(parser: Parser) -> Bundles:
    """``parseOpBundles``: `[` ("tag" `(` operands `:` types `)`)* `]`."""
    operands: list[list[UnresolvedOperand]] = []
    types: list[list[object]] = []
    tags: list[str] = []
    if parser.consume_if("[") is None or parser.consume_if("]") is not None:
        return operands, types, tags
    while True:
        at = parser.tok.start
        if parser.tok.kind is not TokenKind.STRING:
            op_error(parser, "expect operand bundle tag", at)
        tags.append(parser.consume().string_value())
        parser.expect("(", "expected '('")
        uses: list[UnresolvedOperand] = []
        tys: list[object] = []
        if parser.consume_if(")") is None:
            uses = parser.parse_operand_list()
            tys = parser.parse_colon_type_list()
            parser.expect(")", "expected ')'")
        operands.append(uses)
        types.append(tys)
        if parser.consume_if(",") is None:
            break
    parser.expect("]", "expected ']'")
    return operands, types, tags


def _parse_signature(
    parser: Parser, direct: bool
) -> tuple[list[object], list[object], dict[str, object]]:
    """``parseCallTypeAndResolveOperands``'s types: (operand types, result
    types, arg/res attributes)."""
    at = parser.tok.start
    parser.expect(":", "expected ':'")
    types: list[object] = []
    if not direct:
        types.append(parser.parse_type())
        if parser.consume_if(",") is None:
            op_error(parser, "expected indirect call to have 2 trailing types", at)
    if parser.tok.text != "(":
        # parseFunctionSignature's parseLParen reports first, then the call
        what = (
            "direct call to have 1 trailing types"
            if direct
            else "trailing function type"
        )
        try:
            parser.error_wrong_token("expected '('")
        except MLIRParseError as exc:
            try:
                op_error(parser, f"expected {what}", at)
            except MLIRParseError as call:
                exc.diagnostics += call.diagnostics
            raise
    parser.consume()
    arg_attrs: list[DictionaryAttr | None] = []
    if parser.consume_if(")") is None:
        while True:
            types.append(parser.parse_type())
            found = parser.parse_attribute_dict() if parser.tok.text == "{" else None
            arg_attrs.append(found)
            if parser.consume_if(",") is None:
                break
        parser.expect(")", "expected ')'")
    results: list[object] = []
    res_attrs: list[DictionaryAttr | None] = []
    if parser.tok.kind is TokenKind.ARROW:
        parser.consume()
        results, res_attrs = parse_function_result_list(parser)
    if len(results) > 1:
        op_error(parser, "expected function with 0 or 1 result", at)
    if results and str(results[0]) == "!llvm.void":
        op_error(parser, "expected a non-void result type", at)
    attrs: dict[str, object] = {}
    for name, dicts in (("arg_attrs", arg_attrs), ("res_attrs", res_attrs)):
        if any(d is not None and len(d) for d in dicts):
            attrs[name] = ArrayAttr.get([d or DictionaryAttr.get({}) for d in dicts])
    return types, results, attrs


def _parse_callee(parser: Parser, attrs: dict[str, object]) -> list[UnresolvedOperand]:
    """The callee pointer (indirect) or ``@symbol`` (direct), then `(` args `)`."""
    operands: list[UnresolvedOperand] = []
    pointer = parser.parse_optional_operand()
    if pointer is not None:
        operands.append(pointer)
    else:
        at = parser.tok.start
        callee = parser.parse_attribute()
        if type(callee).__name__ not in ("SymbolRefAttr", "FlatSymbolRefAttr"):
            op_error(parser, "invalid kind of attribute specified", at)
        attrs["callee"] = callee
    parser.expect("(", "expected '(' in operand list")
    if parser.consume_if(")") is None:
        operands += parser.parse_operand_list()
        parser.expect(")", "expected ')' in operand list")
    return operands


def _parse_vararg(parser: Parser, attrs: dict[str, object]) -> None:
    """( `vararg(` type `)` )?"""
    if parser.parse_optional_keyword("vararg"):
        parser.expect("(", "expected '('")
        attrs["var_callee_type"] = parser.parse_attribute()
        parser.expect(")", "expected ')'")


def parse_op_bundles(
    parser: Parser,
) -> tuple[list[list[UnresolvedOperand]], list[list[object]], ArrayAttr | None]:
    """``custom<OpBundles>``'s parser: the operand groups, their types and
    the tags (consumes nothing without a `[`, MLIR's empty
    ``OptionalParseResult``)."""
    at = parser.tok.start
    uses, types, tags = _parse_bundles(parser)
    for index, (group, group_types) in enumerate(zip(uses, types)):
        if len(group) != len(group_types):
            op_error(
                parser,
                f"expected {len(group)} types for operand bundle operands for "
                f"operand bundle #{index}, but actually got {len(group_types)}",
                at,
            )
    tag_attr = ArrayAttr.get([StringAttr.get(t) for t in tags]) if tags else None
    return uses, types, tag_attr


def print_op_bundles(
    printer: OpPrinter,
    op: object,
    operands: list[list[Value]],
    types: list[list[object]],
    tags: object,
) -> None:
    """``printOpBundles``: `[` "tag"(operands : types), ... `]`."""
    if not operands:
        return
    parts = []
    for index, group in enumerate(operands):
        tag = tags[index] if isinstance(tags, ArrayAttr) else None
        text = printer.attr_str(tag) + "("
        if group:
            text += ", ".join(printer.value_name(v) for v in group)
            text += " : " + type_list(printer, types[index])
        parts.append(text + ")")
    printer.write("[" + ", ".join(parts) + "]")


def _resolve_bundles(
    parser: Parser, bundles: Bundles, at: int, attrs: dict[str, object]
) -> list[Value]:
    """``resolveOpBundleOperands``: the bundle operands and their sizes."""
    values: list[Value] = []
    for index, (uses, types) in enumerate(zip(bundles[0], bundles[1])):
        if len(uses) != len(types):
            op_error(
                parser,
                f"expected {len(uses)} types for operand bundle operands for operand"
                f" bundle #{index}, but actually got {len(types)}",
                at,
            )
        values += [parser.resolve_operand(u, t) for u, t in zip(uses, types)]
    attrs["op_bundle_sizes"] = DenseArrayAttr.get(_I32, [len(u) for u in bundles[0]])
    if bundles[2]:
        attrs["op_bundle_tags"] = ArrayAttr.get([StringAttr.get(t) for t in bundles[2]])
    return values


@implement_op("llvm.call", "parse")
def parse_call(parser: Parser, state: OperationState) -> None:
    """``CallOp::parse``."""
    attrs: dict[str, object] = {}
    cconv = _keyword(parser, CCONVS, "ccc")
    attrs["CConv"] = attr_from_text(parser, f"#llvm.cconv<{cconv}>")
    tail = _keyword(parser, TAIL_CALL_KINDS, "none")
    attrs["TailCallKind"] = attr_from_text(parser, f"#llvm.tailcallkind<{tail}>")
    operands = _parse_callee(parser, attrs)
    _parse_vararg(parser, attrs)
    bundles_at = parser.tok.start
    bundles = _parse_bundles(parser)
    attrs.update(parser.parse_optional_attr_dict())
    types, results, sig_attrs = _parse_signature(parser, "callee" in attrs)
    attrs.update(sig_attrs)
    values = resolve_operands(parser, operands, types, name_offset(parser))
    values += _resolve_bundles(parser, bundles, bundles_at, attrs)
    state.operands = values
    state.result_types = results
    count = sum(len(u) for u in bundles[0])
    set_attributes(parser, state, attrs)
    set_property(state, "operandSegmentSizes", segment_sizes(len(operands), count))


def _bundle_text(printer: OpPrinter, op: Operation, first: int) -> str:
    """`` [...]`` of the operand bundles (from operand ``first``), or ""."""
    attrs = merged_attrs(op)
    sizes = list(getattr(attrs.get("op_bundle_sizes"), "values", ()))
    if not sizes:
        return ""
    tags = attrs.get("op_bundle_tags")
    values = [use.value for use in op.operand_uses][first:]
    parts = []
    for index, size in enumerate(sizes):
        group, values = values[:size], values[size:]
        tag = tags[index] if isinstance(tags, ArrayAttr) else None
        text = printer.attr_str(tag) + "("
        if group:
            text += ", ".join(printer.value_name(v) for v in group)
            text += " : " + type_list(printer, [v.type for v in group])
        parts.append(text + ")")
    return " [" + ", ".join(parts) + "]"


def _signature_text(
    printer: OpPrinter,
    args: list[Value],
    results: list[object],
    attrs: dict[str, object],
) -> str:
    """``printFunctionSignature`` of a call (``-> ()`` without results)."""
    arg_attrs = attrs.get("arg_attrs")
    parts = []
    for index, value in enumerate(args):
        text = printer.type_str(value.type)
        found = arg_attrs[index] if isinstance(arg_attrs, ArrayAttr) else None
        if isinstance(found, DictionaryAttr):
            text += printer.attr_dict_str(dict(found.items))
        parts.append(text)
    text = "(" + ", ".join(parts) + ") -> "
    if not results:
        return text + "()"
    res_attrs = attrs.get("res_attrs")
    found = res_attrs[0] if isinstance(res_attrs, ArrayAttr) else None
    if isinstance(found, DictionaryAttr) and len(found):
        inner = printer.type_str(results[0]) + printer.attr_dict_str(dict(found.items))
        return text + "(" + inner + ")"
    ty = results[0]
    wrapped = type(ty).__name__ == "FunctionType"
    return text + (
        "(" + printer.type_str(ty) + ")" if wrapped else printer.type_str(ty)
    )


def _callee_operands(op: Operation) -> list[Value]:
    """The callee operands (the first operand segment)."""
    sizes = list(getattr(merged_attrs(op).get("operandSegmentSizes"), "values", ()))
    values = [use.value for use in op.operand_uses]
    return values[: sizes[0]] if sizes else values


def _head_text(
    printer: OpPrinter, op: Operation, attrs: dict[str, object]
) -> tuple[str, list[Value]]:
    """`` cconv? @callee(args)`` (or ``%ptr(args)``) and the argument values."""
    operands = _callee_operands(op)
    callee = attrs.get("callee")
    if callee is not None:
        text = printer.attr_str(callee)
        args = operands
    else:
        text = printer.value_name(operands[0])
        args = operands[1:]
    return text + "(" + ", ".join(printer.value_name(v) for v in args) + ")", args


def _trailing_types(
    printer: OpPrinter, op: Operation, attrs: dict[str, object], args: list[Value]
) -> str:
    text = " : "
    if attrs.get("callee") is None:
        text += printer.type_str(_callee_operands(op)[0].type) + ", "
    results = [r.type for r in op.results]
    return text + _signature_text(printer, args, results, attrs)


@implement_op("llvm.call", "print")
def print_call(op: Operation, printer: OpPrinter) -> None:
    """``CallOp::print``."""
    attrs = merged_attrs(op)
    text = " "
    cconv = _case_name(printer, attrs.get("CConv"))
    if cconv and cconv != "ccc":
        text += cconv + " "
    tail = _case_name(printer, attrs.get("TailCallKind"))
    if tail and tail != "none":
        text += tail + " "
    head, args = _head_text(printer, op, attrs)
    text += head
    vararg = attrs.get("var_callee_type")
    if vararg is not None:
        text += " vararg(" + printer.attr_str(vararg) + ")"
    text += _bundle_text(printer, op, len(_callee_operands(op)))
    elided = list(_CALL_ELIDED)
    fastmath = attrs.get("fastmathFlags")
    if fastmath is not None and printer.attr_str(fastmath) == _NO_FASTMATH:
        elided.append("fastmathFlags")
    text += printer.attr_dict_str(attrs, elided)
    printer.write(text + _trailing_types(printer, op, attrs, args))


def successor_and_uses(parser: Parser) -> tuple[Block, list[Value]]:
    """``parseSuccessorAndUseList``: ``^bb`` (`(` operands `:` types `)`)?"""
    block = parser.parse_successor()
    values: list[Value] = []
    if parser.consume_if("(") is not None:
        at = parser.tok.start
        uses = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.expect(")", "expected ')'")
        values = resolve_operands(parser, uses, types, at)
    return block, values


def successor_text(printer: OpPrinter, block: Block, values: list[Value]) -> str:
    """``printSuccessorAndUseList``."""
    text = printer.block_name(block)
    if values:
        names = ", ".join(printer.value_name(v) for v in values)
        text += f"({names} : {type_list(printer, [v.type for v in values])})"
    return text


@implement_op("llvm.invoke", "parse")
def parse_invoke(parser: Parser, state: OperationState) -> None:
    """``InvokeOp::parse``."""
    attrs: dict[str, object] = {}
    cconv = _keyword(parser, CCONVS, "ccc")
    attrs["CConv"] = attr_from_text(parser, f"#llvm.cconv<{cconv}>")
    operands = _parse_callee(parser, attrs)
    parser.parse_keyword("to")
    normal, normal_values = successor_and_uses(parser)
    parser.parse_keyword("unwind")
    unwind, unwind_values = successor_and_uses(parser)
    _parse_vararg(parser, attrs)
    bundles_at = parser.tok.start
    bundles = _parse_bundles(parser)
    attrs.update(parser.parse_optional_attr_dict())
    types, results, sig_attrs = _parse_signature(parser, "callee" in attrs)
    attrs.update(sig_attrs)
    values = resolve_operands(parser, operands, types, name_offset(parser))
    bundle_values = _resolve_bundles(parser, bundles, bundles_at, attrs)
    state.operands = values + normal_values + unwind_values + bundle_values
    state.result_types = results
    state.successors = [normal, unwind]
    count = sum(len(u) for u in bundles[0])
    set_attributes(parser, state, attrs)
    sizes = segment_sizes(len(operands), len(normal_values), len(unwind_values), count)
    set_property(state, "operandSegmentSizes", sizes)


@implement_op("llvm.invoke", "print")
def print_invoke(op: Operation, printer: OpPrinter) -> None:
    """``InvokeOp::print``."""
    attrs = merged_attrs(op)
    sizes = list(getattr(attrs.get("operandSegmentSizes"), "values", ()))
    values = [use.value for use in op.operand_uses]
    text = " "
    cconv = _case_name(printer, attrs.get("CConv"))
    if cconv and cconv != "ccc":
        text += cconv + " "
    head, args = _head_text(printer, op, attrs)
    callee_count = sizes[0] if sizes else 0
    normal_end = callee_count + (sizes[1] if len(sizes) > 1 else 0)
    unwind_end = normal_end + (sizes[2] if len(sizes) > 2 else 0)
    text += head + " to "
    text += successor_text(printer, op.successors[0], values[callee_count:normal_end])
    text += " unwind "
    text += successor_text(printer, op.successors[1], values[normal_end:unwind_end])
    vararg = attrs.get("var_callee_type")
    if vararg is not None:
        text += " vararg(" + printer.attr_str(vararg) + ")"
    text += _bundle_text(printer, op, unwind_end)
    elided = [n for n in _CALL_ELIDED if n != "TailCallKind"]
    text += printer.attr_dict_str(attrs, elided)
    printer.write(text + _trailing_types(printer, op, attrs, args))


_INTRINSIC_ELIDED = (
    "operandSegmentSizes",
    "op_bundle_sizes",
    "intrin",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
)


@implement_op("llvm.call_intrinsic", "parse")
def parse_call_intrinsic(parser: Parser, state: OperationState) -> None:
    """``CallIntrinsicOp::parse``: "name" `(` args `)` bundles? attr-dict
    `:` signature."""
    attrs: dict[str, object] = {"intrin": parser.parse_attribute()}
    parser.expect("(", "expected '('")
    operands = parser.parse_operand_list()
    parser.expect(")", "expected ')'")
    bundles_at = parser.tok.start
    bundles = _parse_bundles(parser)
    attrs.update(parser.parse_optional_attr_dict())
    types, results, sig_attrs = _parse_signature(parser, True)
    attrs.update(sig_attrs)
    values = resolve_operands(parser, operands, types, name_offset(parser))
    values += _resolve_bundles(parser, bundles, bundles_at, attrs)
    state.operands = values
    state.result_types = results
    set_attributes(parser, state, attrs)
    count = sum(len(u) for u in bundles[0])
    set_property(state, "operandSegmentSizes", segment_sizes(len(operands), count))


@implement_op("llvm.call_intrinsic", "print")
def print_call_intrinsic(op: Operation, printer: OpPrinter) -> None:
    """``CallIntrinsicOp::print``."""
    attrs = merged_attrs(op)
    args = _callee_operands(op)
    text = " " + printer.attr_str(attrs.get("intrin"))
    text += "(" + ", ".join(printer.value_name(v) for v in args) + ")"
    text += _bundle_text(printer, op, len(args))
    elided = list(_INTRINSIC_ELIDED)
    fastmath = attrs.get("fastmathFlags")
    if fastmath is not None and printer.attr_str(fastmath) == _NO_FASTMATH:
        elided.append("fastmathFlags")
    text += printer.attr_dict_str(attrs, elided)
    results = [r.type for r in op.results]
    printer.write(text + " : " + _signature_text(printer, args, results, attrs))


@implement_op("llvm.landingpad", "parse")
def parse_landingpad(parser: Parser, state: OperationState) -> None:
    """`cleanup`? (`(` (`catch` | `filter`) %v `:` type `)`)* attr-dict `:` type."""
    attrs: dict[str, object] = {}
    if parser.parse_optional_keyword("cleanup"):
        attrs["cleanup"] = UnitAttr.get()
    while parser.consume_if("(") is not None and (
        parser.parse_optional_keyword("filter")
        or parser.parse_optional_keyword("catch")
    ):
        use = parser.parse_operand()
        parser.expect(":", "expected ':'")
        ty = parser.parse_type()
        state.operands.append(parser.resolve_operand(use, ty))
        parser.expect(")", "expected ')'")
    parser.expect(":", "expected ':'")
    state.result_types = [parser.parse_type()]
    set_attributes(parser, state, attrs)


@implement_op("llvm.landingpad", "print")
def print_landingpad(op: Operation, printer: OpPrinter) -> None:
    """``LandingpadOp::print``: array-typed clauses are filters."""
    attrs = merged_attrs(op)
    text = " cleanup " if attrs.get("cleanup") is not None else " "
    for use in op.operand_uses:
        value = use.value
        kind = "filter" if str(value.type).startswith("!llvm.array<") else "catch"
        name, ty = printer.value_name(value), printer.type_str(value.type)
        text += f"({kind} {name} : {ty}) "
    text += printer.attr_dict_str(attrs, ("cleanup",))
    printer.write(text + ": " + printer.type_str(op.results[0].type))


__all__ = ["TAIL_CALL_KINDS", "parse_call", "print_call"]
