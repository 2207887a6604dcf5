"""``pdl_interp`` dialect: the op verifiers of MLIR's PDLInterp.cpp."""

from __future__ import annotations

from tblgen_py.dialects.pdl.verify import infers_types, registered_class
from tblgen_py.runtime.ir.operation import VerifyError
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.hooks import implement_op

_SWITCH_OPS = (
    "pdl_interp.switch_attribute",
    "pdl_interp.switch_operand_count",
    "pdl_interp.switch_operation_name",
    "pdl_interp.switch_result_count",
    "pdl_interp.switch_type",
    "pdl_interp.switch_types",
)


def verify_switch(op: OpView) -> None:
    """``verifySwitchOp``: one case destination per case value."""
    dests = len(op.successors) - 1
    values = op.get_attr("caseValues")
    count = len(values) if values is not None else 0  # type: ignore[arg-type]
    if dests != count:
        raise VerifyError(
            "expected number of cases to match the number of case values, got "
            f"{dests} but expected {count}"
        )


for _name in _SWITCH_OPS:
    implement_op(_name, "verify")(verify_switch)


@implement_op("pdl_interp.create_operation", "verify")
def verify_create_operation(op: OpView) -> None:
    """Inferred result types: none given, and the created op infers them."""
    if op.get_attr("inferredResultTypes") is None:
        return
    if op._ods_operands(2):
        raise VerifyError(
            "with inferred results cannot also have explicit result types"
        )
    name = op.get_attr("name")
    text = str(getattr(name, "value", name))
    cls = registered_class(text)
    if cls is None or not infers_types(cls):
        raise VerifyError(
            f"has inferred results, but the created operation '{text}' does not "
            "support result type inference (or is not registered)"
        )


@implement_op("pdl_interp.foreach", "verify")
def verify_foreach(op: OpView) -> None:
    """One loop variable, whose range type is the operand's."""
    region = op.regions[0]
    arguments = region.blocks[0].arguments if region.blocks else []
    if len(arguments) != 1:
        raise VerifyError("requires exactly one argument")
    element = arguments[0].type
    if _range_element(op.operand_uses[0].value.type) != element:
        raise VerifyError("operand must be a range of loop variable type")


def _range_element(ty: object) -> object:
    """The element type of a ``!pdl.range`` (None for other types)."""
    if getattr(ty, "DIALECT", None) == "pdl" and getattr(ty, "MNEMONIC", "") == "range":
        return getattr(ty, "element_type", None)
    return None


@implement_op("pdl_interp.create_range", "verify")
def verify_create_range(op: OpView) -> None:
    """Every operand has the element type of the result range."""
    element = getattr(op.results[0].type, "element_type", None)
    for use in op.operand_uses:
        ty = use.value.type
        found = getattr(ty, "element_type", ty)
        if found != element:
            raise VerifyError(
                f"expected operand to have element type '{element}', but got "
                f"'{found}'"
            )
