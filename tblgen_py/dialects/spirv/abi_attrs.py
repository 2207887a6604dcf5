"""Where SPIR-V's shader-interface attributes may appear (``SPIRVDialect``'s
``verifyOperationAttribute``, ``verifyRegionArgAttribute`` and
``verifyRegionResultAttribute``): ``spirv.entry_point_abi`` and
``spirv.target_env`` on ops, ``spirv.interface_var_abi`` and
``spirv.decoration`` on function arguments, nothing on results."""

from __future__ import annotations

from tblgen_py.dialects.spirv.attributes import InterfaceVarABIAttr, TargetEnvAttr
from tblgen_py.runtime.ir.types import FloatType, IndexType, IntegerType
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.interfaces import register_function_attr_verifier


def _is(value: object, mnemonic: str) -> bool:
    return getattr(value, "DIALECT_MNEMONIC", None) == ("spirv", mnemonic)


def verify_operation_attribute(op: object, name: str, value: object) -> None:
    """``spirv.entry_point_abi`` and ``spirv.target_env`` of their kinds; no
    other ``spirv.*`` attribute on an op."""
    if name == "spirv.entry_point_abi":
        if not _is(value, "entry_point_abi"):
            raise PlainVerifyError(
                f"'{name}' attribute must be an entry point ABI attribute"
            )
    elif name == "spirv.target_env":
        if not isinstance(value, TargetEnvAttr):
            raise PlainVerifyError(f"'{name}' must be a spirv::TargetEnvAttr")
    else:
        raise PlainVerifyError(f"found unsupported '{name}' attribute on operation")


def verify_function_attribute(
    op: object, is_result: bool, name: str, value: object, type: object
) -> None:
    """An argument's ``spirv.interface_var_abi`` (a storage class only on a
    scalar) or ``spirv.decoration``; no SPIR-V attribute on a result."""
    if is_result:
        raise PlainVerifyError(
            "cannot attach SPIR-V attributes to region result which is not part "
            "of a spirv::GraphARMOp type"
        )
    if name == "spirv.interface_var_abi":
        if not isinstance(value, InterfaceVarABIAttr):
            raise PlainVerifyError(f"'{name}' must be a spirv::InterfaceVarABIAttr")
        scalar = isinstance(type, (IntegerType, IndexType, FloatType))
        if value.storage_class is not None and not scalar:
            raise PlainVerifyError(
                f"'{name}' attribute cannot specify storage class when attaching "
                "to a non-scalar value"
            )
        return
    if name == "spirv.decoration":
        if not _is(value, "decoration"):
            raise PlainVerifyError(f"'{name}' must be a spirv::DecorationAttr")
        return
    raise PlainVerifyError(f"found unsupported '{name}' attribute on region argument")


set_operation_attribute_verifier("spirv", verify_operation_attribute)
register_function_attr_verifier("spirv", verify_function_attribute)
