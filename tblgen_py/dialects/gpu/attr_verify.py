"""The ``gpu`` dialect's checks of its discardable attributes on other ops
(``GPUDialect::verifyOperationAttribute``): ``gpu.known_block_size`` and
``gpu.known_grid_size`` are three ``i32``s; a ``gpu.container_module`` module's
``gpu.launch_func`` ops name a kernel that exists and takes their operands."""

from __future__ import annotations

from tblgen_py.dialects.asm_support import merged_attrs
from tblgen_py.runtime.ir.attributes import SymbolRefAttr, UnitAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.operation import Operation, SymbolTableTrait
from tblgen_py.runtime.ir.symbol_table import SymbolTable
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerificationNote,
    VerifyError,
)

CONTAINER_MODULE = "gpu.container_module"
_KNOWN_SIZES = ("gpu.known_block_size", "gpu.known_grid_size")
_KERNEL_OPERANDS = 11
"""The index of ``kernelOperands`` among ``gpu.launch_func``'s operand groups."""


def verify_gpu_attribute(op: Operation, name: str, value: object) -> None:
    """``GPUDialect::verifyOperationAttribute``."""
    if name in _KNOWN_SIZES:
        _verify_known_size(name, value)
        return
    if name != CONTAINER_MODULE or not isinstance(value, UnitAttr):
        return
    if op.name != "builtin.module":
        raise PlainVerifyError(
            f"expected '{CONTAINER_MODULE}' attribute to be attached to "
            "'builtin.module'"
        )
    table = SymbolTable(op)
    for child in op.walk_ops():
        if child.name == "gpu.launch_func":
            parent = child.parent_op
            if parent is not None and parent.parent_op is op:
                _verify_launch(child, table)


def _verify_known_size(name: str, value: object) -> None:
    """``verifyKnownLaunchSizeAttr``."""
    element = getattr(value, "element_type", None)
    if not isinstance(value, DenseArrayAttr) or not (
        isinstance(element, IntegerType) and element.width == 32
    ):
        raise VerifyError(f"{name} must be a dense i32 array")
    if len(value.values) != 3:
        raise VerifyError(f"{name} must contain exactly 3 elements")


def _launch_error(launch: Operation, message: str) -> VerificationError:
    return VerificationError(f"'{launch.name}' op {message}", launch.location, launch)


def _lookup(table: SymbolTable, ref: SymbolRefAttr) -> Operation | None:
    """``SymbolTable::lookupSymbolIn`` of a nested reference."""
    found = table.lookup(ref.root)
    for leaf in ref.nested:
        if found is None or SymbolTableTrait not in type(found).traits:
            return None
        found = SymbolTable(found).lookup(leaf)
    return found


def _is_function(op: Operation) -> bool:
    cls = type(op)
    names = getattr(cls, "CPP_INTERFACES", None) or getattr(cls, "ODS_TRAITS", None)
    return names is not None and "FunctionOpInterface" in names


def _verify_launch(launch: Operation, table: SymbolTable) -> None:
    """One ``gpu.launch_func`` of a container module."""
    kernel = merged_attrs(launch).get("kernel")
    if not isinstance(kernel, SymbolRefAttr):
        return
    container = table.lookup(kernel.root)
    if container is None:
        raise _launch_error(launch, f"kernel container '{kernel.root}' is undefined")
    if container.name == "gpu.binary":
        return
    if container.name != "gpu.module":
        raise _launch_error(launch, f"kernel module '{kernel.root}' is undefined")
    func = _lookup(table, kernel)
    if func is None:
        raise _launch_error(launch, f"kernel function '{kernel}' is undefined")
    if not _is_function(func):
        error = _launch_error(launch, f"referenced kernel '{kernel}' is not a function")
        error.notes.append(
            VerificationNote("see the kernel definition here", func.location)
        )
        raise error
    if not isinstance(func.attributes.get("gpu.kernel"), UnitAttr):
        raise _launch_error(
            launch, "kernel function is missing the 'gpu.kernel' attribute"
        )
    if func.name == "gpu.func":
        _verify_kernel_operands(launch, func)


def _verify_kernel_operands(launch: Operation, func: Operation) -> None:
    segments = list(
        getattr(merged_attrs(launch).get("operandSegmentSizes"), "values", ())
    )
    start = sum(segments[:_KERNEL_OPERANDS])
    count = segments[_KERNEL_OPERANDS] if len(segments) > _KERNEL_OPERANDS else 0
    function_type = getattr(func.get_attr("function_type"), "type", None)
    expected = list(getattr(function_type, "inputs", ()))
    if len(expected) != count:
        raise _launch_error(
            launch, f"got {count} kernel operands but expected {len(expected)}"
        )
    for index, use in enumerate(launch.operand_uses[start : start + count]):
        if use.value.type != expected[index]:
            raise _launch_error(
                launch, f"type of function argument {index} does not match"
            )


set_operation_attribute_verifier("gpu", verify_gpu_attribute)
