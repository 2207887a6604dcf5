"""The ``nvvm`` dialect's checks of its attributes on other ops
(``NVVMDialect::verifyOperationAttribute``: ``nvvm.kernel`` only on an
``llvm.func``, the launch bounds' shapes) and on function arguments
(``verifyRegionArgAttribute``: ``nvvm.grid_constant``)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.interfaces import register_region_arg_attr_verifier

KERNEL = "nvvm.kernel"
_DIMENSIONS = ("nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim")
_INTEGERS = ("nvvm.minctasm", "nvvm.maxnreg", "nvvm.cluster_max_blocks")
_BLOCKS_ARE_CLUSTERS = "nvvm.blocksareclusters"
_GRID_CONSTANT = "nvvm.grid_constant"


def _is_i32_array(value: object) -> bool:
    element = getattr(value, "element_type", None)
    return (
        isinstance(value, DenseArrayAttr)
        and isinstance(element, IntegerType)
        and element.width == 32
    )


def verify_nvvm_attribute(op: Operation, name: str, value: object) -> None:
    """``NVVMDialect::verifyOperationAttribute``."""
    if name == KERNEL and op.name != "llvm.func":
        raise PlainVerifyError(f"'{KERNEL}' attribute attached to unexpected op")
    if name in _DIMENSIONS:
        if not _is_i32_array(value) or not 0 < len(getattr(value, "values")) <= 3:
            raise PlainVerifyError(
                f"'\"{name}\"' attribute must be integer array with maximum 3 index"
            )
    if name in _INTEGERS and not isinstance(value, IntegerAttr):
        raise PlainVerifyError(f"'\"{name}\"' attribute must be integer constant")
    if name == _BLOCKS_ARE_CLUSTERS and not (
        "nvvm.reqntid" in op.attributes and "nvvm.cluster_dim" in op.attributes
    ):
        raise PlainVerifyError(
            f"'\"{name}\"' attribute must be used along with 'nvvm.reqntid' and "
            "'nvvm.cluster_dim'"
        )


def verify_nvvm_arg_attribute(op: object, index: int, name: str, value: object) -> None:
    """``NVVMDialect::verifyRegionArgAttribute`` of a function."""
    if name != _GRID_CONSTANT:
        return
    attributes = getattr(op, "attributes", {})
    if KERNEL not in attributes:
        raise PlainVerifyError(
            f"'\"{name}\"' attribute must be present only on kernel arguments"
        )
    if not isinstance(value, UnitAttr):
        raise PlainVerifyError(f"'\"{name}\"' must be a unit attribute")
    arg_attrs = getattr(op, "get_attr")("arg_attrs")
    own = arg_attrs.elements[index] if isinstance(arg_attrs, ArrayAttr) else None
    if not isinstance(own, DictionaryAttr) or "llvm.byval" not in own.names():
        raise PlainVerifyError(
            f"'\"{name}\"' attribute requires the argument to also have attribute "
            "'llvm.byval'"
        )


set_operation_attribute_verifier("nvvm", verify_nvvm_attribute)
register_region_arg_attr_verifier("nvvm", verify_nvvm_arg_attribute)
