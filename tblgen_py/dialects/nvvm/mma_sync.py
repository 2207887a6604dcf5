"""``nvvm.mma.sync`` (NVVMDialect.cpp's ``MmaOp::parse``/``print``/``verify``)::

    %d = nvvm.mma.sync A[%a0, %a1]  B[%b0]  C[%c0, %c1]  {shape = ...}
        : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>

The PTX types of A and B are attributes that the parser infers from the
register types when not written (and the printer then leaves out).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    expect_keyword,
    merged_attrs,
    name_offset,
    op_error,
    set_attributes,
    set_property,
)
from tblgen_py.dialects.llvm.aggregate import split_top_level
from tblgen_py.dialects.nvvm.sync_verify import case
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INTEGER = re.compile(r"[su]?i\d+")
_PTX_NAMES = ("multiplicandAPtxType", "multiplicandBPtxType")
_SEGMENTS = "operandSegmentSizes"


def infer_mma_type(text: str, accumulator: bool) -> str | None:
    """``MmaOp::inferOperandMMAType`` of a type's text."""
    if text == "f64":
        return "f64"
    if text in ("f16", "vector<2xf16>"):
        return "f16"
    if text == "f32":
        return "f32" if accumulator else "tf32"
    if _INTEGER.fullmatch(text):
        return "s32" if accumulator else None
    if text.startswith("!llvm.struct<"):
        members = aggregate_members_text(text)
        return infer_mma_type(members[0], accumulator) if members else None
    return None


def aggregate_members_text(text: str) -> list[str]:
    """The member types of a literal struct's text."""
    body = text[len("!llvm.struct<(") : -2] if text.endswith(")>") else ""
    return split_top_level(body) if body.strip() else []


def _parse_fragment(parser: Parser, name: str) -> list[UnresolvedOperand]:
    """`name` (`[` operands `]`)?"""
    expect_keyword(parser, name)
    uses: list[UnresolvedOperand] = []
    if parser.consume_if("[") is not None and parser.consume_if("]") is None:
        uses = [parser.parse_operand()]
        while parser.consume_if(",") is not None:
            uses.append(parser.parse_operand())
        parser.expect("]", "expected ']' in operand list")
    return uses


@implement_op("nvvm.mma.sync", "parse")
def parse_mma(parser: Parser, state: OperationState) -> None:
    """``MmaOp::parse``."""
    frags = [_parse_fragment(parser, name) for name in "ABC"]
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    parser.expect("(", "expected '('")
    types = parser.parse_type_list_no_parens()
    parser.expect(")", "expected ')'")
    at = name_offset(parser)
    inferred: list[str | None] = [None, None]
    for index, ty in enumerate(types[:3]):
        uses = frags[index]
        state.operands += [parser.resolve_operand(use, ty) for use in uses]
        if index < 2:  # as MLIR's parser: A and B inferred as accumulators
            inferred[index] = infer_mma_type(str(ty), True)
    parser.expect("->", "expected '->'")
    state.result_types = [parser.parse_type()]
    for name, ptx in zip(_PTX_NAMES, inferred):
        if name in attrs:
            continue
        if ptx is None:
            op_error(
                parser,
                f"attribute {name} is not provided explicitly and cannot be inferred",
                at,
            )
        attrs[name] = attr_from_text(parser, f"#nvvm.mma_type<{ptx}>")
    set_attributes(parser, state, attrs)
    sizes = [len(uses) for uses in frags]
    set_property(state, _SEGMENTS, DenseArrayAttr.get(IntegerType.get(32), sizes))


def _groups(op: Operation) -> list[list[Value]]:
    """The A, B and C operands."""
    sizes = list(getattr(merged_attrs(op).get(_SEGMENTS), "values", ())) or [0, 0, 0]
    values = [use.value for use in op.operand_uses]
    groups, start = [], 0
    for size in sizes[:3]:
        groups.append(values[start : start + size])
        start += size
    return groups


@implement_op("nvvm.mma.sync", "print")
def print_mma(op: Operation, printer: OpPrinter) -> None:
    """``MmaOp::print``."""
    groups = _groups(op)
    elided = [_SEGMENTS]
    # As MLIR's printer: both PTX types are left out when A's first
    # register's type gives one (it looks at operand #0 only).
    if groups[0] and infer_mma_type(str(groups[0][0].type), False):
        elided += _PTX_NAMES
    for name, group in zip("ABC", groups):
        names = ", ".join(printer.value_name(value) for value in group)
        printer.write(f" {name}[{names}] ")
    printer.write(printer.attr_dict_str(merged_attrs(op), elided))
    firsts = [printer.type_str(group[0].type) for group in groups]
    printer.write(f" : ({', '.join(firsts)}) -> ")
    printer.write(printer.type_str(op.results[0].type))


_F16X2 = "vector<2xf16>"


def _struct(*members: str) -> str:
    return f"!llvm.struct<({', '.join(members)})>"


def _expected(ptx_a: str, shape: tuple[int, int, int]) -> tuple[
    list[tuple[int, int, int]],
    list[list[str]],
    list[list[str]],
    list[list[str]],
    list[str],
]:
    """The shapes, A/B/C register lists and result types ``verify`` allows."""
    m, n, k = shape
    shapes: list[tuple[int, int, int]] = []
    exp_a: list[list[str]] = []
    exp_b: list[list[str]] = []
    exp_c: list[list[str]] = []
    results: list[str] = []
    integer = ptx_a in ("s4", "u4", "s8", "u8", "b1", "s32")
    if m == 16:
        factors = {"tf32": 4, "bf16": 8, "f16": 8, "s4": 32, "u4": 32}
        factors.update({"b1": 128, "s8": 16, "u8": 16})
        k_factor = factors[ptx_a]
        frag = "i32"
        if ptx_a in ("tf32", "bf16"):
            results.append(_struct(*["f32"] * 4))
        elif ptx_a == "f16":
            frag = _F16X2
            results += [_struct(_F16X2, _F16X2), _struct(*["f32"] * 4)]
        if integer:
            results.append(_struct(*["i32"] * 4))
            exp_c.append(["i32"] * 4)
            frag = "i32"
        else:
            exp_c += [[_F16X2] * 2, ["f32"] * 4]
        exp_a.append([frag] * ((m // 8) * (k // k_factor)))
        exp_b.append([frag] * ((n // 8) * (k // k_factor)))
        shapes += [(16, 8, k_factor), (16, 8, k_factor * 2)]
    if m == 8:
        if ptx_a == "f16":
            exp_a.append([_F16X2] * 2)
            exp_b.append([_F16X2] * 2)
            results += [_struct(*[_F16X2] * 4), _struct(*["f32"] * 8)]
            exp_c += [[_F16X2] * 4, ["f32"] * 8]
            shapes.append((8, 8, 4))
        if ptx_a == "f64":
            exp_a.append(["f64"])
            exp_b.append(["f64"])
            exp_c.append(["f64"] * 2)
            results.append(_struct("f64", "f64"))
            shapes.append((8, 8, 4))
        if integer:
            exp_a.append(["i32"])
            exp_b.append(["i32"])
            exp_c.append(["i32", "i32"])
            results.append(_struct("i32", "i32"))
            sizes = {"s4": 32, "u4": 32, "s8": 16, "u8": 16, "b1": 128}
            if ptx_a in sizes:
                shapes.append((8, 8, sizes[ptx_a]))
    return shapes, exp_a, exp_b, exp_c, results


@implement_op("nvvm.mma.sync", "verify")
def verify_mma(op: Operation) -> None:
    """``MmaOp::verify``: a known shape for the PTX types, the registers and
    result they take, the b1 and integer attributes, the layouts."""
    shape_attr = op.get_attr("shape")
    m, n, k = (getattr(shape_attr, name, 0) for name in ("m", "n", "k"))
    ptx_a = case(op, "multiplicandAPtxType") or ""
    ptx_b = case(op, "multiplicandBPtxType") or ""
    if m == 16 and ptx_a not in ("tf32", "bf16", "f16", "s4", "u4", "b1", "s8", "u8"):
        raise PlainVerifyError(f"invalid shape or multiplicand type: {ptx_a}")
    shapes, exp_a, exp_b, exp_c, results = _expected(ptx_a, (m, n, k))
    result = str(op.results[0].type)
    groups = _groups(op)
    if m == 16 and groups[2]:
        acc = infer_mma_type(str(groups[2][0].type), True)
        if infer_mma_type(result, True) != acc:
            raise VerifyError("ctype does not match dtype")
    if not exp_a or not exp_b or not exp_c or (m, n, k) not in shapes:
        raise VerifyError(f"unimplemented variant for MMA shape <{m}, {n}, {k}>")
    for name, group, allowed in zip("ABC", groups, (exp_a, exp_b, exp_c)):
        types = [str(value.type) for value in group]
        if types not in allowed:
            options = "".join(f"{len(x)}x{x[0]} " for x in allowed)
            raise VerifyError(
                f"Could not match types for the {name} operands; expected one of "
                f"{options}but got {', '.join(types)}"
            )
    if result not in results:
        raise VerifyError(
            "Could not match allowed types for the result; expected one of "
            f"{', '.join(results)} but got {result}"
        )
    _verify_attributes(op, ptx_a, ptx_b, (m, n, k))


def _verify_attributes(
    op: Operation, ptx_a: str, ptx_b: str, shape: tuple[int, int, int]
) -> None:
    """b1 needs ``b1Op``; 4/8-bit integers need ``intOverflowBehavior``; only
    m8n8k4 f16 takes layouts other than row/col."""
    if ptx_a == "b1" and op.get_attr("b1Op") is None:
        raise VerifyError("op requires b1Op attribute")
    if ptx_a in ("s4", "u4", "s8", "u8") and op.get_attr("intOverflowBehavior") is None:
        raise VerifyError("op requires intOverflowBehavior attribute")
    if shape == (8, 8, 4) and ptx_a == "f16":
        return
    if case(op, "layoutA") != "row" or case(op, "layoutB") != "col":
        m, n, k = shape
        raise VerifyError(
            "requires layoutA = #nvvm.mma_layout<row> and layoutB = "
            f"#nvvm.mma_layout<col> for shape <{m}, {n}, {k}> with element types "
            f"{ptx_a} and {ptx_b}. Only m8n8k4 with f16 supports other layouts."
        )


__all__ = ["infer_mma_type"]
