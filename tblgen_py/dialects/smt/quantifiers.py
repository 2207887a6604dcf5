"""``smt.forall``/``smt.exists``: ``verifyQuantifierRegions`` and the
quantifiers' own verifier (MLIR's ``SMTOps.cpp``)."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_QUANTIFIERS = ("smt.forall", "smt.exists")


def _is_smt_value_type(ty: object) -> bool:
    """``isAnyNonFuncSMTValueType``: an SMT type other than a function."""
    return getattr(ty, "DIALECT", None) == "smt" and getattr(ty, "MNEMONIC", None) != (
        "func"
    )


def _arg_types(region: Region) -> list[object]:
    return [a.type for a in region.blocks[0].arguments] if region.blocks else []


def _yielded(region: Region) -> list[object]:
    last = region.blocks[0].last_op if region.blocks else None
    return [use.value.type for use in last.operand_uses] if last is not None else []


def verify_quantifier(op: Operation) -> None:
    """Patterns and ``no_pattern`` exclude each other."""
    if len(op.regions) > 1 and op.get_attr("noPattern") is not None:
        raise VerifyError(
            "patterns and the no_pattern attribute must not be specified at the same time"
        )


def verify_quantifier_regions(op: Operation) -> None:
    """``verifyQuantifierRegions``: the body binds SMT values and yields one
    ``!smt.bool``; each pattern region binds the same and yields something."""
    body = op.regions[0]
    names = op.get_attr("boundVarNames")
    args = _arg_types(body)
    if names is not None and len(args) != len(getattr(names, "elements", ())):
        raise VerifyError(
            "number of bound variable names must match number of block arguments"
        )
    if not all(_is_smt_value_type(ty) for ty in args):
        raise VerifyError("bound variables must by any non-function SMT value")
    yielded = _yielded(body)
    if len(yielded) != 1:
        raise VerifyError("must have exactly one yielded value")
    if getattr(yielded[0], "MNEMONIC", None) != "bool" or (
        getattr(yielded[0], "DIALECT", None) != "smt"
    ):
        raise VerifyError("yielded value must be of '!smt.bool' type")
    for index, region in enumerate(op.regions[1:]):
        _verify_pattern(op, index, region, args)


def _verify_pattern(
    op: Operation, index: int, region: Region, args: list[object]
) -> None:
    if _arg_types(region) != args:
        raise VerifyError(
            "block argument number and types of the 'body' and 'patterns' region "
            f"#{index} must match"
        )
    if not _yielded(region):
        raise VerifyError(
            f"'patterns' region #{index} must have at least one yielded value"
        )
    for block in region.blocks:
        for child in block:
            _check_pattern_op(index, child)


def _check_pattern_op(index: int, child: Operation) -> None:
    """Only SMT ops, and no variable binders, in a pattern region."""
    if not child.name.startswith("smt."):
        raise VerifyError(
            f"the 'patterns' region #{index} may only contain SMT dialect operations"
        )
    if child.name in _QUANTIFIERS:
        raise VerifyError(
            f"the 'patterns' region #{index} must not contain any variable "
            "binding operations"
        )
    for region in child.regions:
        for block in region.blocks:
            for nested in block:
                _check_pattern_op(index, nested)


for _name in _QUANTIFIERS:
    implement_op(_name, "verify")(verify_quantifier)
    implement_op(_name, "verify_regions")(verify_quantifier_regions)
