"""``affine.parallel``: its hand-written syntax (bounds as groups of affine
expressions of SSA ids, ``max(...)``/``min(...)`` groups, steps, reductions)
and its C++ verifier."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.affine.access_asm import map_of_ssa_ids
from tblgen_py.dialects.affine.asm import map_of
from tblgen_py.dialects.affine.verify import verify_dims_and_symbols
from tblgen_py.dialects.affine_exprs import substitute
from tblgen_py.dialects.asm_support import (
    ensure_terminator,
    expect_keyword,
    merged_attrs,
    name_offset,
    op_error,
    parse_untyped_argument_list,
    print_value_list,
    set_attributes,
    type_list,
)
from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr, StringAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    NoneType,
    RankedTensorType,
    Signedness,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.parse_affine import SSAIds
from tblgen_py.runtime.text.print_rules import print_affine_expr

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)

REDUCTIONS = (
    "addf addi andi assign maximumf maxnumf maxs maxu minimumf minnumf mins minu "
    "mulf muli ori xori"
).split()
"""``arith::AtomicRMWKind`` by value."""


def _i32_tensor(values: Sequence[int]) -> DenseElementsAttr:
    return DenseElementsAttr.get(RankedTensorType.get([len(values)], _I32), values)


def _unique(
    parser: Parser, lists: Sequence[list[object]], values: list[Value], make: type
) -> list[AffineExpr]:
    """``deduplicateAndResolveOperands``."""
    replacements: list[AffineExpr] = []
    for uses in lists:
        for use in uses:
            value = parser.resolve_operand(use, _INDEX)  # type: ignore[arg-type]
            if value not in values:
                values.append(value)
            replacements.append(make.get(values.index(value)))  # type: ignore[attr-defined]
    return replacements


def _parse_bound(
    parser: Parser, keyword: str
) -> tuple[AffineMapAttr, DenseElementsAttr, list[Value]]:
    """``parseAffineMapWithMinMax``: `(` (expr | keyword `(` exprs `)`), ... `)`."""
    parser.expect("(", "expected '('")
    if parser.consume_if(")") is not None:
        return AffineMapAttr.get(AffineMap.get(0, 0, [])), _i32_tensor([]), []
    exprs: list[AffineExpr] = []
    dims: list[list[object]] = []
    syms: list[list[object]] = []
    groups: list[int] = []
    while True:
        ids = SSAIds(parser.parse_ssa_use)
        if parser.parse_optional_keyword(keyword):
            amap = parser.parse_affine_exprs_of_ssa_ids("(", ")", ids)
            group = list(amap.results)
        else:
            group = [parser.parse_affine_expr_of_ssa_ids(ids)]
        exprs += group
        dims += [list(ids.dims)] * len(group)
        syms += [list(ids.symbols)] * len(group)
        groups.append(len(group))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    dim_values: list[Value] = []
    sym_values: list[Value] = []
    dim_repl = _unique(parser, dims, dim_values, AffineDimExpr)
    sym_repl = _unique(parser, syms, sym_values, AffineSymbolExpr)
    flat = []
    dim_at = sym_at = 0
    for expr, d, s in zip(exprs, dims, syms):
        local_dims = dim_repl[dim_at : dim_at + len(d)]
        local_syms = sym_repl[sym_at : sym_at + len(s)]
        flat.append(substitute(expr, local_dims, local_syms))
        dim_at, sym_at = dim_at + len(d), sym_at + len(s)
    amap = AffineMap.get(len(dim_values), len(sym_values), flat)
    return AffineMapAttr.get(amap), _i32_tensor(groups), dim_values + sym_values


def _parse_reductions(parser: Parser) -> list[object]:
    parser.expect("(", "expected '('")
    kinds: list[object] = []
    while True:
        at = parser.tok.start
        attr = parser.parse_attribute(NoneType.get())
        if not isinstance(attr, StringAttr):
            op_error(parser, "invalid kind of attribute specified", at)
        if attr.value not in REDUCTIONS:
            op_error(parser, "invalid reduction value: " + parser_attr(attr), at)
        kinds.append(IntegerAttr.get(_I64, REDUCTIONS.index(attr.value)))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return kinds


def parser_attr(attr: StringAttr) -> str:
    """A string attribute as a diagnostic streams it."""
    return '"' + attr.value + '"'


@implement_op("affine.parallel", "parse")
def parse_parallel(parser: Parser, state: OperationState) -> None:
    """`(` ivs `)` `=` bound `to` bound (`step` `(` ints `)`)?
    (`reduce` `(` strings `)`)? (`->` types)? region attr-dict?"""
    ivs = parse_untyped_argument_list(parser)
    parser.expect("=", "expected '='")
    lower, lower_groups, lower_values = _parse_bound(parser, "max")
    expect_keyword(parser, "to")
    upper, upper_groups, upper_values = _parse_bound(parser, "min")
    steps = [1] * len(ivs)
    if parser.parse_optional_keyword("step"):
        steps_map = parser.parse_affine_map_of_ssa_ids("(", ")")[0].value
        steps = []
        for expr in steps_map.results:
            if not isinstance(expr, AffineConstantExpr):
                op_error(parser, "steps must be constant integers", name_offset(parser))
            steps.append(expr.value)
    reductions: list[object] = []
    if parser.parse_optional_keyword("reduce"):
        reductions = _parse_reductions(parser)
    state.result_types = parser.parse_optional_arrow_type_list()
    for iv in ivs:
        iv.type = _INDEX
    body = Region()
    parser.parse_region(body, [iv.entry() for iv in ivs])
    attrs: dict[str, object] = {
        "lowerBoundsMap": lower,
        "lowerBoundsGroups": lower_groups,
        "upperBoundsMap": upper,
        "upperBoundsGroups": upper_groups,
        "steps": ArrayAttr.get([IntegerAttr.get(_I64, s) for s in steps]),
        "reductions": ArrayAttr.get(reductions),  # type: ignore[arg-type]
    }
    attrs.update(parser.parse_optional_attr_dict())
    ensure_terminator(parser, body, "affine.yield", state.location)
    state.operands = lower_values + upper_values
    set_attributes(parser, state, attrs)
    state.regions = [body]


def _groups(op: Operation, name: str) -> list[int]:
    """The group sizes of a bound (a splat tensor repeats its value)."""
    attr = op.get_attr(name)
    if not isinstance(attr, DenseElementsAttr):
        return []
    values = [v for v in attr.values if isinstance(v, int)]
    if attr.is_splat:
        size = 1
        for dim in attr.type.shape:
            size *= dim
        values = values[:1] * size
    return values


def _print_bound(
    printer: OpPrinter, op: Operation, which: str, values: Sequence[Value]
) -> str:
    """``printMinMaxBound``."""
    amap = map_of(op, which + "BoundsMap")
    keyword = "max" if which == "lower" else "min"
    groups = _groups(op, which + "BoundsGroups")
    dims, syms = values[: amap.num_dims], values[amap.num_dims :]

    def name(is_symbol: bool, position: int) -> str:
        if is_symbol:
            return f"symbol({printer.value_name(syms[position])})"
        return printer.value_name(dims[position])

    parts = []
    start = 0
    for size in groups:
        if size == 1:
            parts.append(print_affine_expr(amap.results[start], False, name))
        else:
            sub = AffineMap.get(
                amap.num_dims, amap.num_symbols, amap.results[start : start + size]
            )
            parts.append(f"{keyword}({map_of_ssa_ids(printer, sub, values)})")
        start += size
    return ", ".join(parts)


def _bound_operands(op: Operation) -> tuple[list[Value], list[Value]]:
    values = [use.value for use in op.operand_uses]
    lower = map_of(op, "lowerBoundsMap")
    count = lower.num_dims + lower.num_symbols
    return values[:count], values[count:]


@implement_op("affine.parallel", "print")
def print_parallel(op: Operation, printer: OpPrinter) -> None:
    """``affine.parallel (%i, %j) = (0, 0) to (%n, min(%m, 8)) step (1, 2)``."""
    body = op.regions[0].blocks[0]
    lower, upper = _bound_operands(op)
    text = f" ({print_value_list(printer, body.arguments)}) = ("
    text += _print_bound(printer, op, "lower", lower) + ") to ("
    text += _print_bound(printer, op, "upper", upper) + ")"
    steps = [
        getattr(s, "value", 1) for s in getattr(op.get_attr("steps"), "elements", ())
    ]
    if any(step != 1 for step in steps):
        text += " step (" + ", ".join(str(s) for s in steps) + ")"
    if op.results:
        kinds = getattr(op.get_attr("reductions"), "elements", ())
        names = ", ".join(f'"{REDUCTIONS[getattr(k, "value", 0)]}"' for k in kinds)
        text += f" reduce ({names}) -> ("
        text += type_list(printer, [r.type for r in op.results]) + ")"
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, bool(op.results))
    elided = (
        "reductions",
        "lowerBoundsMap",
        "lowerBoundsGroups",
        "upperBoundsMap",
        "upperBoundsGroups",
        "steps",
    )
    printer.write(printer.attr_dict_str(merged_attrs(op), elided))


@implement_op("affine.parallel", "hiddenEntryArgs")
def _parallel_entry_args(op: Operation) -> tuple[int, ...]:
    """The induction variables print in the header."""
    return (0,)


@implement_op("affine.parallel", "hiddenTerminators")
def _parallel_terminators(op: Operation) -> tuple[int, ...]:
    """The yield of a loop without reductions is not printed."""
    return () if op.results else (0,)


@implement_op("affine.parallel", "unaliasedAttrs")
def _parallel_unaliased(op: Operation) -> tuple[str, ...]:
    """The bounds print inline."""
    return ("lowerBoundsMap", "upperBoundsMap")


def _matches(kind: str, ty: object) -> bool:
    """``isResultTypeMatchAtomicRMWKind``."""
    if kind in ("addf", "mulf", "maximumf", "minimumf"):
        return isinstance(ty, FloatType)
    if kind in ("addi", "muli", "ori", "andi"):
        return isinstance(ty, IntegerType)
    if kind == "assign":
        return True
    if kind in ("maxs", "mins"):
        return isinstance(ty, IntegerType) and ty.signedness is Signedness.SIGNED
    if kind in ("maxu", "minu"):
        return isinstance(ty, IntegerType) and ty.signedness is Signedness.UNSIGNED
    return False


@implement_op("affine.parallel", "verify")
def verify_parallel(op: Operation) -> None:
    """Groups, steps and ivs agree; bound maps have the groups' results; one
    valid reduction per result; bound operands are valid dims/symbols."""
    body = op.regions[0].blocks[0]
    lower_groups = _groups(op, "lowerBoundsGroups")
    upper_groups = _groups(op, "upperBoundsGroups")
    steps = list(getattr(op.get_attr("steps"), "elements", ()))
    count = len(steps)
    if (
        len(lower_groups) != count
        or len(upper_groups) != count
        or len(body.arguments) != count
    ):
        raise VerifyError(
            f"the number of region arguments ({len(body.arguments)}) and the number "
            f"of map groups for lower ({len(lower_groups)}) and upper bound "
            f"({len(upper_groups)}), and the number of steps ({count}) must all match"
        )
    for which, groups in (("lower", lower_groups), ("upper", upper_groups)):
        amap = map_of(op, which + "BoundsMap")
        if sum(groups) != len(amap.results):
            raise VerifyError(
                f"expected {which} bounds map to have {sum(groups)} results"
            )
    kinds = list(getattr(op.get_attr("reductions"), "elements", ()))
    if len(kinds) != len(op.results):
        raise VerifyError("a reduction must be specified for each output")
    for kind, result in zip(kinds, op.results):
        value = kind.value if isinstance(kind, IntegerAttr) else -1
        if not 0 <= value < len(REDUCTIONS):
            raise VerifyError("invalid reduction attribute")
        if not _matches(REDUCTIONS[value], result.type):
            raise VerifyError("result type cannot match reduction attribute")
    lower, upper = _bound_operands(op)
    verify_dims_and_symbols(op, lower, map_of(op, "lowerBoundsMap").num_dims)
    verify_dims_and_symbols(op, upper, map_of(op, "upperBoundsMap").num_dims)
