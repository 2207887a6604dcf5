"""``acc.routine`` and the declare ops (OpenACC.cpp): the ``bind(...)``
names (symbols or strings, each for a device type), ``gang(dim: 1)``,
the device-type lists of ``worker``/``vector``/``seq``, the routine's
one-level-of-parallelism rule, and the declare ops' data operands;
``acc.bounds``' extent-or-upperbound rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.acc.compute_syntax import (
    _array,
    _device_types_text,
    _none,
    _only_none,
    _parse_device_type_suffix,
    _single_device_type,
)
from tblgen_py.dialects.acc.data_constructs import defined_by
from tblgen_py.dialects.acc.device_types import (
    DEVICE_TYPES,
    device_type_of,
    items_of,
    values_of,
)
from tblgen_py.dialects.asm_support import expect_keyword
from tblgen_py.runtime.ir.attributes import StringAttr, SymbolRefAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def parse_bind_name(parser: Parser) -> tuple[object, ...]:
    """``parseBindName``: (symbol | string) (`[` device type `]`)?, ...; the
    symbols and the strings are kept apart, each with its device types."""
    ids: list[object] = []
    strings: list[object] = []
    id_types: list[object] = []
    string_types: list[object] = []
    while True:
        attr = parser.parse_attribute()
        if isinstance(attr, SymbolRefAttr):
            ids.append(attr)
            _parse_device_type_suffix(parser, id_types)
        else:
            if isinstance(attr, StringAttr):
                strings.append(attr)
            _parse_device_type_suffix(parser, string_types)
        if parser.consume_if(",") is None:
            break
    return _array(ids), _array(strings), _array(id_types), _array(string_types)


def print_bind_name(
    printer: OpPrinter,
    op: object,
    ids: object,
    strings: object,
    id_types: object,
    string_types: object,
) -> None:
    """``printBindName``: the symbols, then the strings."""
    pairs: list[tuple[object, object]] = []
    if items_of(id_types):
        pairs += list(zip(items_of(ids), items_of(id_types)))
    if items_of(string_types):
        pairs += list(zip(items_of(strings), items_of(string_types)))
    printer.write(
        ", ".join(
            printer.attr_str(name) + _single_device_type(printer, device)
            for name, device in pairs
        )
    )


def parse_routine_gang_clause(parser: Parser) -> tuple[object, ...]:
    """``parseRoutineGangClause``: nothing (the keyword alone), or `(` (`[`
    device types `]` `,`)? `dim` `:` attr (`[` dt `]`)?, ... `)`."""
    if parser.consume_if("(") is None:
        return _array([_none(parser)]), None, None
    gang: list[object] = []
    if parser.consume_if("[") is not None:
        gang.append(parser.parse_attribute())
        while parser.consume_if(",") is not None:
            gang.append(parser.parse_attribute())
        parser.expect("]", "expected ']'")
        parser.expect(",", "expected ','")
    dims: list[object] = []
    dim_types: list[object] = []
    while True:
        expect_keyword(parser, "dim")
        parser.expect(":", "expected ':'")
        dims.append(parser.parse_attribute())
        _parse_device_type_suffix(parser, dim_types)
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return _array(gang), _array(dims), _array(dim_types)


def print_routine_gang_clause(
    printer: OpPrinter, op: object, gang: object, dims: object, dim_types: object
) -> None:
    """``printRoutineGangClause``."""
    if not items_of(dim_types) and _only_none(gang):
        return
    text = "(" + _device_types_text(printer, gang)
    if items_of(gang) and items_of(dim_types):
        text += ", "
    entries = [
        f"dim: {printer.attr_str(dim)}" + _single_device_type(printer, device)
        for dim, device in zip(items_of(dims), items_of(dim_types))
    ]
    printer.write(text + ", ".join(entries) + ")")


def parse_device_type_array_attr(parser: Parser) -> object:
    """``parseDeviceTypeArrayAttr``: nothing (the device type none), or `(`
    `[` device types `]` `)`."""
    if parser.consume_if("(") is None:
        return _array([_none(parser)])
    found: list[object] = []
    if parser.consume_if("[") is not None:
        found.append(parser.parse_attribute())
        while parser.consume_if(",") is not None:
            found.append(parser.parse_attribute())
        parser.expect("]", "expected ']'")
        parser.expect(")", "expected ')'")
    return _array(found)


def print_device_type_array_attr(printer: OpPrinter, op: object, attr: object) -> None:
    """``printDeviceTypeArrayAttr``."""
    if not items_of(attr) or _only_none(attr):
        return
    printer.write("(" + _device_types_text(printer, attr) + ")")


for _name, _parse, _print in (
    ("BindName", parse_bind_name, print_bind_name),
    ("RoutineGangClause", parse_routine_gang_clause, print_routine_gang_clause),
    ("DeviceTypeArrayAttr", parse_device_type_array_attr, print_device_type_array_attr),
):
    register_custom_directive(_name, _parse, _print, "acc")


def _has(op: Operation, name: str, device_type: str) -> bool:
    return any(device_type_of(a) == device_type for a in items_of(op.get_attr(name)))


def _parallelism(op: Operation, device_type: str) -> int:
    """``getParallelismForDeviceType``."""
    gang = _has(op, "gang", device_type) or _has(op, "gangDimDeviceType", device_type)
    return sum(
        (gang, *(_has(op, name, device_type) for name in ("worker", "vector", "seq")))
    )


@implement_op("acc.routine", "verify")
def verify_routine(op: Operation) -> None:
    """``RoutineOp::verify``: one level of parallelism per device type."""
    message = (
        "only one of `gang`, `worker`, `vector`, `seq` can be present at the same time"
    )
    base = _parallelism(op, "none")
    if base > 1:
        raise PlainVerifyError(message)
    for device_type in DEVICE_TYPES[1:]:
        found = _parallelism(op, device_type)
        if found > 1 or (base == 1 and found == 1):
            raise PlainVerifyError(f"{message} for device_type `{device_type}`")


_DECLARE_OPS = frozenset(
    {
        "acc.copyin",
        "acc.copyout",
        "acc.create",
        "acc.deviceptr",
        "acc.getdeviceptr",
        "acc.present",
        "acc.declare_device_resident",
        "acc.declare_link",
    }
)


def _check_declare_operands(op: Operation, required: bool = True) -> None:
    """``checkDeclareOperands``."""
    operands = values_of(op, "dataClauseOperands")
    if not operands and required:
        raise PlainVerifyError(
            "at least one operand must appear on the declare operation"
        )
    if not all(defined_by(v, _DECLARE_OPS) for v in operands):
        raise PlainVerifyError(
            "expect valid declare data entry operation or acc.getdeviceptr as "
            "defining op"
        )


implement_op("acc.declare_enter", "verify")(_check_declare_operands)
implement_op("acc.declare", "verify")(_check_declare_operands)


@implement_op("acc.declare_exit", "verify")
def verify_declare_exit(op: Operation) -> None:
    """``DeclareExitOp::verify``: operands are optional with a token."""
    _check_declare_operands(op, not values_of(op, "token"))


@implement_op("acc.bounds", "verify")
def verify_bounds(op: Operation) -> None:
    """``DataBoundsOp::verify``."""
    if not values_of(op, "extent") and not values_of(op, "upperbound"):
        raise PlainVerifyError("expected extent or upperbound.")
