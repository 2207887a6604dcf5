"""The verifiers of ``acc``'s data and runtime constructs (OpenACC.cpp):
``acc.data``, ``acc.enter_data``, ``acc.exit_data``, ``acc.update``,
``acc.init``/``acc.shutdown``/``acc.set`` and ``acc.wait``; and their
``custom<OperandWithKeywordOnly>``/``custom<OperandsWithKeywordOnly>``
clauses: ``async(%v : i32)`` or a bare ``async``, and
``custom<DeviceTypeOperandsWithKeywordOnly>``: ``async(%v : i32 [#acc.device_type<host>])``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.acc.device_types import (
    check_wait_and_async_conflict,
    values_of,
    verify_count_match,
    verify_segment_count_match,
)
from tblgen_py.dialects.asm_support import attr_from_text
from tblgen_py.runtime.ir.attributes import ArrayAttr, UnitAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op

if TYPE_CHECKING:
    from tblgen_py.runtime.text.op_state import UnresolvedOperand
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_COMPUTE_OPS = frozenset({"acc.parallel", "acc.serial", "acc.kernels", "acc.loop"})
"""The compute constructs and ``acc.loop`` (``isComputeOperation``)."""


def defined_by(value: Value, names: frozenset[str]) -> bool:
    owner = value.defining_op
    return owner is not None and owner.name in names


def _verify_async_wait(op: Operation) -> None:
    """The async and wait clauses of the unstructured data ops: a clause
    without value excludes its operands."""
    if values_of(op, "asyncOperand") and op.get_attr("async") is not None:
        raise PlainVerifyError("async attribute cannot appear with asyncOperand")
    wait_operands = values_of(op, "waitOperands")
    if wait_operands and op.get_attr("wait") is not None:
        raise PlainVerifyError("wait attribute cannot appear with waitOperands")
    if values_of(op, "waitDevnum") and not wait_operands:
        raise PlainVerifyError("wait_devnum cannot appear without waitOperands")


_ENTRY_OPS = frozenset({"acc.attach", "acc.create", "acc.copyin"})


@implement_op("acc.enter_data", "verify")
def verify_enter_data(op: Operation) -> None:
    """``EnterDataOp::verify``."""
    operands = values_of(op, "dataClauseOperands")
    if not operands:
        raise PlainVerifyError(
            "at least one operand must be present in dataOperands on the enter "
            "data operation"
        )
    _verify_async_wait(op)
    if not all(defined_by(value, _ENTRY_OPS) for value in operands):
        raise PlainVerifyError("expect data entry operation as defining op")


@implement_op("acc.exit_data", "verify")
def verify_exit_data(op: Operation) -> None:
    """``ExitDataOp::verify``."""
    if not values_of(op, "dataClauseOperands"):
        raise PlainVerifyError(
            "at least one operand must be present in dataOperands on the exit "
            "data operation"
        )
    _verify_async_wait(op)


_UPDATE_OPS = frozenset({"acc.update_device", "acc.update_host", "acc.getdeviceptr"})


@implement_op("acc.update", "verify")
def verify_update(op: Operation) -> None:
    """``UpdateOp::verify``."""
    operands = values_of(op, "dataClauseOperands")
    if not operands:
        raise PlainVerifyError("at least one value must be present in dataOperands")
    verify_count_match(op, "asyncOperands", "asyncOperandsDeviceType", "async")
    verify_segment_count_match(
        op, "waitOperands", "waitOperandsSegments", "waitOperandsDeviceType", "wait"
    )
    check_wait_and_async_conflict(op)
    if not all(defined_by(value, _UPDATE_OPS) for value in operands):
        raise PlainVerifyError(
            "expect data entry/exit operation or acc.getdeviceptr as defining op"
        )


_DATA_OPS = frozenset(
    {
        "acc.attach",
        "acc.copyin",
        "acc.copyout",
        "acc.create",
        "acc.delete",
        "acc.detach",
        "acc.deviceptr",
        "acc.getdeviceptr",
        "acc.nocreate",
        "acc.present",
    }
)


def check_data_operands(op: Operation) -> None:
    """``checkDataOperands``: each data clause operand is made by a data
    entry/exit op (or ``acc.getdeviceptr``)."""
    if not all(defined_by(v, _DATA_OPS) for v in values_of(op, "dataClauseOperands")):
        raise PlainVerifyError(
            "expect data entry/exit operation or acc.getdeviceptr as defining op"
        )


@implement_op("acc.data", "verify")
def verify_data(op: Operation) -> None:
    """``DataOp::verify``."""
    if not op.operand_uses and op.get_attr("defaultAttr") is None:
        raise PlainVerifyError(
            "at least one operand or the default attribute must appear on the "
            "data operation"
        )
    check_data_operands(op)
    check_wait_and_async_conflict(op)


def _verify_not_in_compute(op: Operation) -> None:
    parent = op.parent_op
    while parent is not None:
        if parent.name in _COMPUTE_OPS:
            raise VerifyError("cannot be nested in a compute operation")
        parent = parent.parent_op


implement_op("acc.init", "verify")(_verify_not_in_compute)
implement_op("acc.shutdown", "verify")(_verify_not_in_compute)


@implement_op("acc.set", "verify")
def verify_set(op: Operation) -> None:
    """``SetOp::verify``."""
    _verify_not_in_compute(op)
    if (
        op.get_attr("device_type") is None
        and not values_of(op, "defaultAsync")
        and not values_of(op, "deviceNum")
    ):
        raise VerifyError(
            "at least one default_async, device_num, or device_type operand must "
            "appear"
        )


@implement_op("acc.wait", "verify")
def verify_wait(op: Operation) -> None:
    """``WaitOp::verify``."""
    if values_of(op, "asyncOperand") and op.get_attr("async") is not None:
        raise PlainVerifyError("async attribute cannot appear with asyncOperand")
    if values_of(op, "waitDevnum") and not values_of(op, "waitOperands"):
        raise PlainVerifyError("wait_devnum cannot appear without waitOperands")


def parse_operand_with_keyword_only(parser: Parser) -> tuple[object, ...]:
    """``parseOperandWithKeywordOnly``: `(` %v `:` type `)`, or nothing (the
    clause's keyword alone sets the unit attribute)."""
    if parser.consume_if("(") is None:
        return [], [], UnitAttr.get()
    use = parser.parse_operand()
    parser.expect(":", "expected ':'")
    ty = parser.parse_type()
    parser.expect(")", "expected ')'")
    return [use], [ty], None


def print_operand_with_keyword_only(
    printer: OpPrinter, op: object, value: object, ty: object, attr: object
) -> None:
    """``printOperandWithKeywordOnly``."""
    if attr is not None or not isinstance(value, Value):
        return
    printer.write(f"({printer.value_name(value)} : {printer.type_str(ty)})")


def parse_operands_with_keyword_only(parser: Parser) -> tuple[object, ...]:
    """``parseOperandsWithKeywordOnly``: `(` %a, ... `:` types `)`, or nothing."""
    if parser.consume_if("(") is None:
        return [], [], UnitAttr.get()
    uses = [parser.parse_operand()]
    while parser.consume_if(",") is not None:
        uses.append(parser.parse_operand())
    parser.expect(":", "expected ':'")
    types = [parser.parse_type()]
    while parser.consume_if(",") is not None:
        types.append(parser.parse_type())
    parser.expect(")", "expected ')'")
    return uses, types, None


def print_operands_with_keyword_only(
    printer: OpPrinter, op: object, values: object, types: object, attr: object
) -> None:
    """``printOperandsWithKeywordOnly``."""
    if attr is not None or not isinstance(values, list) or not isinstance(types, list):
        return
    names = ", ".join(printer.value_name(v) for v in values)
    printer.write(f"({names} : {', '.join(printer.type_str(t) for t in types)})")


register_custom_directive(
    "OperandWithKeywordOnly",
    parse_operand_with_keyword_only,
    print_operand_with_keyword_only,
    "acc",
)
register_custom_directive(
    "OperandsWithKeywordOnly",
    parse_operands_with_keyword_only,
    print_operands_with_keyword_only,
    "acc",
)


def _device_type_none(parser: Parser) -> object:
    return attr_from_text(parser, "#acc.device_type<none>")


def _is_none_device(attr: object) -> bool:
    return str(attr) == "#acc.device_type<none>"


def parse_device_type_operands_with_keyword_only(parser: Parser) -> tuple[object, ...]:
    """``parseDeviceTypeOperandsWithKeywordOnly``: nothing (the keyword alone,
    for no device type), or `(` (`[` device types `]` `,`)? (%v `:` type
    (`[` device type `]`)?, ...) `)`."""
    if parser.consume_if("(") is None:
        return [], [], None, ArrayAttr.get([_device_type_none(parser)])  # type: ignore[list-item]
    if parser.consume_if("[") is not None:
        parser.parse_attribute()
        while parser.consume_if(",") is not None:
            parser.parse_attribute()
        parser.expect("]", "expected ']'")
        parser.expect(",", "expected ','")
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    device_types: list[object] = []
    while True:
        uses.append(parser.parse_operand())
        parser.expect(":", "expected ':'")
        types.append(parser.parse_type())
        if parser.consume_if("[") is not None:
            device_types.append(parser.parse_attribute())
            parser.expect("]", "expected ']'")
        else:
            device_types.append(_device_type_none(parser))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    # the keyword-only device types read before operands are not kept
    return uses, types, ArrayAttr.get(device_types), None  # type: ignore[arg-type]


def _elements(attr: object) -> list[object]:
    return list(attr.elements) if isinstance(attr, ArrayAttr) else []


def print_device_type_operands_with_keyword_only(
    printer: OpPrinter,
    op: object,
    values: object,
    types: object,
    device_types: object,
    keyword_only: object,
) -> None:
    """``printDeviceTypeOperandsWithKeywordOnly``."""
    operands = values if isinstance(values, list) else []
    type_list = types if isinstance(types, list) else []
    only = _elements(keyword_only)
    if not operands and len(only) == 1 and _is_none_device(only[0]):
        return
    text = "("
    if only:
        text += "[" + ", ".join(printer.attr_str(a) for a in only) + "]"
        if _elements(device_types):
            text += ", "
    entries = []
    for value, ty, device in zip(operands, type_list, _elements(device_types)):
        entry = f"{printer.value_name(value)} : {printer.type_str(ty)}"
        if not _is_none_device(device):
            entry += f" [{printer.attr_str(device)}]"
        entries.append(entry)
    printer.write(text + ", ".join(entries) + ")")


register_custom_directive(
    "DeviceTypeOperandsWithKeywordOnly",
    parse_device_type_operands_with_keyword_only,
    print_device_type_operands_with_keyword_only,
    "acc",
)
