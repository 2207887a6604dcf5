"""``sparse_tensor.iterate`` (SparseTensorDialect.cpp): its syntax and
verifiers.

    %r = sparse_tensor.iterate %it in %space at(_, %crd) iter_args(%a = %init)
        : !sparse_tensor.iter_space<#enc, lvls = 0 to 2>  -> index { ... }

The region's arguments are the iteration arguments, the used coordinates
(``crdUsedLvls``, a bit per level; `_` skips one) and the iterator last.
The yield is implicit without iteration arguments.  Verified as
``LoopLikeOpInterface`` does, then ``IterateOp::verify``/``verifyRegions``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    arrow_type_list,
    ensure_terminator,
    initialization_list,
    name_offset,
    op_error,
    parse_argument,
    parse_assignment_list,
    set_attributes,
    set_property,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType, IntegerType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

from tblgen_py.runtime.ir.value import Value

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["parse_iterate", "print_iterate", "verify_iterate"]

_I64 = IntegerType.get(64)
_INDEX = IndexType.get()


def _used_coordinates(parser: Parser) -> tuple[int, list[Argument]]:
    """``parseOptionalDefinedList``: `(` (`_` | %crd), ... `)`."""
    used, count = 0, 0
    coords: list[Argument] = []
    parser.expect("(", "expected '(' in used coordinate list")
    if parser.consume_if(")") is None:
        while True:
            if parser.tok.kind is TokenKind.BARE_IDENT and parser.tok.text == "_":
                parser.consume()
            else:
                coords.append(parse_argument(parser, allow_type=False))
                used |= 1 << count
            count += 1
            if parser.consume_if(",") is None:
                break
        parser.expect(")", "expected ')' in used coordinate list")
    return used, coords


@implement_op("sparse_tensor.iterate", "parse")
def parse_iterate(parser: Parser, state: OperationState) -> None:
    """``parseSparseIterateLoop`` and ``IterateOp::parse``."""
    iterators = [parse_argument(parser, allow_type=False)]
    while parser.consume_if(",") is not None:
        iterators.append(parse_argument(parser, allow_type=False))
    parser.parse_keyword("in")
    spaces: list[UnresolvedOperand] = [parser.parse_operand()]
    while parser.consume_if(",") is not None:
        spaces.append(parser.parse_operand())
    if len(iterators) != len(spaces):
        op_error(
            parser,
            "mismatch in number of sparse iterators and sparse spaces",
            name_offset(parser),
        )
    used = 0
    coords: list[Argument] = []
    if parser.parse_optional_keyword("at"):
        used, coords = _used_coordinates(parser)
    set_property(state, "crdUsedLvls", IntegerAttr.get(_I64, used))
    iter_args: list[Argument] = []
    inits: list[UnresolvedOperand] = []
    has_iter_args = parser.parse_optional_keyword("iter_args")
    if has_iter_args:
        iter_args, inits = parse_assignment_list(parser)
    space_types = parser.parse_colon_type_list()
    if len(space_types) != len(spaces):
        op_error(
            parser,
            "mismatch in number of iteration space operands and iteration space "
            "types",
            name_offset(parser),
        )
    for iterator, space_type in zip(iterators, space_types):
        if getattr(space_type, "DIALECT_MNEMONIC", None) != (
            "sparse_tensor",
            "iter_space",
        ):
            op_error(
                parser,
                "expected sparse_tensor.iter_space type for iteration space operands",
                name_offset(parser),
            )
        iterator_cls = parser.dialect_value_class("sparse_tensor", "iterator", True)
        assert iterator_cls is not None  # the space's dialect is loaded
        iterator.type = getattr(iterator_cls, "get")(
            getattr(space_type, "encoding"),
            getattr(space_type, "lo_lvl"),
            getattr(space_type, "hi_lvl"),
        )
    if has_iter_args:
        state.result_types = list(parser.parse_optional_arrow_type_list())
    operands = parser.resolve_operands(spaces, space_types, name_offset(parser))
    if has_iter_args:
        if len(iter_args) != len(inits) or len(iter_args) != len(state.result_types):
            op_error(
                parser,
                "mismatch in number of iteration arguments and return values",
                name_offset(parser),
            )
        for arg, init, result_type in zip(iter_args, inits, state.result_types):
            arg.type = result_type
            operands.append(parser.resolve_operand(init, result_type))
    state.operands = operands
    for coord in coords:
        coord.type = _INDEX
    if len(iterators) != 1:
        op_error(
            parser, "expected only one iterator/iteration space", name_offset(parser)
        )
    body = Region()
    parser.parse_region(body, [a.entry() for a in [*iter_args, *coords, *iterators]])
    ensure_terminator(parser, body, "sparse_tensor.yield", state.location)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [body]


def _used_levels(op: Operation) -> int:
    attr = op.get_attr("crdUsedLvls")
    return attr.value if isinstance(attr, IntegerAttr) else 0


def _space_dim(op: Operation) -> int:
    space = op.operand_uses[0].value.type
    return int(getattr(space, "hi_lvl", 0)) - int(getattr(space, "lo_lvl", 0))


@implement_op("sparse_tensor.iterate", "print")
def print_iterate(op: Operation, printer: OpPrinter) -> None:
    """``IterateOp::print`` (no attribute dictionary, as MLIR's)."""
    body = op.regions[0].blocks[0]
    args = list(body.arguments)
    name = printer.value_name
    values = [use.value for use in op.operand_uses]
    inits = values[1:]
    used = _used_levels(op)
    text = f" {name(args[-1])} in {name(values[0])}"
    if used:
        coords = args[len(inits) : -1]
        parts = []
        for level in range(_space_dim(op)):
            if used >> level & 1 and coords:
                parts.append(name(coords.pop(0)))
            else:
                parts.append("_")
        text += " at(" + ", ".join(parts) + ")"
    text += initialization_list(printer, args[: len(inits)], inits, " iter_args")
    text += " : " + printer.type_str(values[0].type) + " "
    text += arrow_type_list(printer, [v.type for v in inits])
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, bool(inits))


def _region_iter_args(op: Operation) -> list[Value]:
    args: list[Value] = []
    if op.regions[0].blocks:
        args = list(op.regions[0].blocks[0].arguments)
    count = len(args) - 1 - bin(_used_levels(op)).count("1")
    return args[: max(count, 0)]


def _yielded(op: Operation) -> list[Value]:
    blocks = op.regions[0].blocks
    last = blocks[0].last_op if blocks else None
    if last is None or last.name != "sparse_tensor.yield":
        return []
    return [use.value for use in last.operand_uses]


@implement_op("sparse_tensor.iterate", "verify")
def verify_iterate(op: Operation) -> None:
    """``verifyLoopLikeOpInterface``, then ``IterateOp::verify``."""
    inits = [use.value for use in op.operand_uses[1:]]
    iter_args, yielded = _region_iter_args(op), _yielded(op)
    if len(inits) != len(iter_args):
        raise VerifyError(
            "different number of inits and region iter_args: "
            f"{len(inits)} != {len(iter_args)}"
        )
    if yielded and len(iter_args) != len(yielded):
        raise VerifyError(
            "different number of region iter_args and yielded values: "
            f"{len(iter_args)} != {len(yielded)}"
        )
    if len(op.results) != len(iter_args):
        raise VerifyError(
            "different number of loop results and region iter_args: "
            f"{len(op.results)} != {len(iter_args)}"
        )
    for index, (init, arg) in enumerate(zip(inits, iter_args)):
        if init.type != arg.type:
            raise VerifyError(
                f"{index}-th init and {index}-th region iter_arg have different "
                f"type: '{init.type}' != '{arg.type}'"
            )
        if yielded and arg.type != yielded[index].type:
            raise VerifyError(
                f"{index}-th region iter_arg and {index}-th yielded value have "
                f"different type: '{arg.type}' != '{yielded[index].type}'"
            )
    for index, (arg, result) in enumerate(zip(iter_args, op.results)):
        if arg.type != result.type:
            raise VerifyError(
                f"{index}-th region iter_arg and {index}-th loop result have "
                f"different type: '{arg.type}' != '{result.type}'"
            )
    if len(inits) != len(op.results):
        raise VerifyError(
            "mismatch in number of loop-carried values and defined values"
        )
    used = _used_levels(op)
    if used.bit_length() > _space_dim(op):  # I64BitSet::max
        raise VerifyError("required out-of-bound coordinates")


@implement_op("sparse_tensor.iterate", "verify_regions")
def verify_iterate_regions(op: Operation) -> None:
    """``IterateOp::verifyRegions``."""
    args = list(op.regions[0].blocks[0].arguments) if op.regions[0].blocks else []
    space = op.operand_uses[0].value.type
    iterator = args[-1].type if args else None
    expected = (
        getattr(space, "encoding", None),
        getattr(space, "lo_lvl", None),
        getattr(space, "hi_lvl", None),
    )
    if getattr(iterator, "DIALECT_MNEMONIC", None) != (
        "sparse_tensor",
        "iterator",
    ) or expected != (
        getattr(iterator, "encoding", None),
        getattr(iterator, "lo_lvl", None),
        getattr(iterator, "hi_lvl", None),
    ):
        raise VerifyError("mismatch in iterator and iteration space type")
    iter_args = _region_iter_args(op)
    if len(iter_args) != len(op.results):
        raise VerifyError("mismatch in number of basic block args and defined values")
    inits = [use.value for use in op.operand_uses[1:]]
    yielded = _yielded(op)
    if not len(inits) == len(iter_args) == len(yielded) == len(op.results):
        raise VerifyError("number mismatch between iter args and results.")
    for index, (init, arg, value, result) in enumerate(
        zip(inits, iter_args, yielded, op.results)
    ):
        if init.type != result.type:
            raise VerifyError(
                f"types mismatch between {index}th iter operand and defined value"
            )
        if arg.type != result.type:
            raise VerifyError(
                f"types mismatch between {index}th iter region arg and defined value"
            )
        if value.type != result.type:
            raise VerifyError(
                f"types mismatch between {index}th yield value and defined value"
            )


@implement_op("sparse_tensor.iterate", "getSuccessorRegions")
def iterate_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body (its iteration arguments) or, not entering it, the results."""
    return [
        RegionSuccessor(0, _region_iter_args(op)),
        RegionSuccessor(None, list(op.results)),
    ]


@implement_op("sparse_tensor.iterate", "getEntrySuccessorOperands")
def iterate_entry_operands(op: Operation, successor: int | None) -> list[Value]:
    """The initial values."""
    return [use.value for use in op.operand_uses[1:]]


@implement_op("sparse_tensor.iterate", "getInits")
def iterate_inits(op: Operation) -> list[Value]:
    """The initial values."""
    return [use.value for use in op.operand_uses[1:]]


@implement_op("sparse_tensor.iterate", "getRegionIterArgs")
def iterate_iter_args(op: Operation) -> list[Value]:
    """The region's leading arguments."""
    return _region_iter_args(op)


@implement_op("sparse_tensor.iterate", "getYieldedValues")
def iterate_yielded(op: Operation) -> list[Value]:
    """The yield's operands."""
    return _yielded(op)


# The custom form prints neither the body's arguments nor, without
# iteration arguments, its yield (nothing of theirs is aliased).
implement_op("sparse_tensor.iterate", "hiddenEntryArgs")(lambda op: (0,))
implement_op("sparse_tensor.iterate", "hiddenTerminators")(
    lambda op: () if len(op.operand_uses) > 1 else (0,)
)
