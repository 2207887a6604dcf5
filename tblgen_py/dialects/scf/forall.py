"""``scf`` dialect: ``scf.forall`` and its terminator ``scf.forall.in_parallel``.

Loaded with ``tblgen_py.dialects.scf.hooks``.  Device mapping attributes are the
``gpu`` dialect's (``#gpu.thread<x>``...), bound here to MLIR's mapping and
masking interfaces so the ODS constraint of ``mapping`` can be evaluated.
"""

from __future__ import annotations

from tblgen_py.runtime import predicates
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.interface_methods import as_list, method
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

MAPPING_INTERFACE = "DeviceMappingAttrInterface"
MASKING_INTERFACE = "DeviceMaskingAttrInterface"
"""The interfaces of a mapping's attributes (the ``gpu`` dialect registers
its attributes that implement them when it loads, as it parses them)."""

_OUTPUTS = 3
"""The index of the ``outputs`` (shared_outs) operand group."""


def _statics(op: OpView, name: str) -> list[int]:
    """A ``static*`` dense array attribute's values."""
    return [int(v) for v in getattr(op.get_attr(name), "values", ())]


def rank(op: OpView) -> int:
    """``ForallOp::getRank``: the number of static lower bounds."""
    return len(_statics(op, "staticLowerBound"))


def _body_args(op: Operation) -> list[Value]:
    """The body block's arguments (none for an empty region)."""
    region = op.regions[0]
    return list(region.blocks[0].arguments) if region.blocks else []


@implement_op("scf.forall", "verify")
def verify_forall(op: OpView) -> None:
    """Results, body arguments, mapping and mixed static/dynamic bounds agree."""
    loops, outputs = rank(op), op._ods_operands(_OUTPUTS)
    if len(op.results) != len(outputs):
        raise VerifyError(
            f"produces {len(op.results)} results, but has only {len(outputs)} outputs"
        )
    if not op.regions[0].blocks:
        return
    args = _body_args(op)
    if len(args) != loops + len(outputs):
        raise VerifyError(f"region expects {loops} arguments")
    for index, arg in enumerate(args[:loops]):
        if not isinstance(arg.type, IndexType):
            raise VerifyError(f"expects {index}-th block argument to be an index")
    for index, (output, arg) in enumerate(zip(outputs, args[loops:])):
        if arg.type != output.type:
            raise VerifyError(
                f"type mismatch between {index}-th output and corresponding block "
                "argument"
            )
    _verify_mapping(op, loops)
    for name, group, attr in (
        ("lower bound", 0, "staticLowerBound"),
        ("upper bound", 1, "staticUpperBound"),
        ("step", 2, "staticStep"),
    ):
        verify_list_of_operands_or_integers(
            name, loops, _statics(op, attr), len(op._ods_operands(group))
        )


def _verify_mapping(op: OpView, loops: int) -> None:
    """One mapping attribute per loop, at most one masking attribute."""
    mapping = list(getattr(op.get_attr("mapping"), "elements", ()))
    if not mapping:
        return
    mappings = [attr for attr in mapping if predicates.isa(attr, MAPPING_INTERFACE)]
    if len(mappings) != loops:
        raise VerifyError("mapping attribute size must match op rank")
    masks = [attr for attr in mapping if predicates.isa(attr, MASKING_INTERFACE)]
    if len(masks) > 1:
        # The attribute name is a StringAttr: MLIR prints it quoted.
        raise VerifyError('"mapping" supports at most one device masking attribute')


def verify_list_of_operands_or_integers(
    name: str, count: int, statics: list[int], dynamic: int
) -> None:
    """``verifyListOfOperandsOrIntegers``: ``count`` entries, one operand per ``?``."""
    if len(statics) != count:
        raise PlainVerifyError(f"expected {count} {name} values, got {len(statics)}")
    expected = sum(1 for value in statics if value == DYNAMIC)
    if dynamic != expected:
        raise PlainVerifyError(f"expected {expected} dynamic {name} values")


def _output_indices(op: OpView) -> range:
    """The operand numbers of the outputs (the last operand group)."""
    total = len(op.operand_uses)
    return range(total - len(op._ods_operands(_OUTPUTS)), total)


@implement_op("scf.forall", "getDpsInitsMutable")
def forall_dps_inits(op: OpView) -> range:
    """The outputs are the destination-style inits."""
    return _output_indices(op)


@implement_op("scf.forall", "getInits")
def forall_inits(op: OpView) -> list[Value]:
    """The outputs (``getInitsMutable``)."""
    return list(op._ods_operands(_OUTPUTS))


@implement_op("scf.forall", "getRegionIterArgs")
def forall_iter_args(op: OpView) -> list[Value]:
    """``getRegionOutArgs``: the body's arguments after the induction variables."""
    return _body_args(op)[rank(op) :]


@implement_op("scf.forall", "getLoopInductionVars")
def forall_induction_vars(op: OpView) -> list[Value]:
    """The body's first ``rank`` arguments."""
    return _body_args(op)[: rank(op)]


@implement_op("scf.forall", "getSuccessorRegions")
def forall_successors(op: OpView, point: int | None) -> list[RegionSuccessor]:
    """Parent -> the body, whose shared_out arguments take the outputs.

    The body ends in ``scf.forall.in_parallel``, which is no region-branch
    terminator: its results are combined, not forwarded, so no edge leaves it.
    MLIR 22 accepts every forall whose outputs and shared_out arguments agree.
    """
    if point is None:
        return [RegionSuccessor(0, forall_iter_args(op))]
    return [RegionSuccessor(None, [])]


@implement_op("scf.forall", "getEntrySuccessorOperands")
def forall_entry_operands(op: OpView, successor: int | None) -> list[Value]:
    """The outputs (``getInits``), whatever the successor."""
    return list(op._ods_operands(_OUTPUTS))


# -- scf.forall.in_parallel ---------------------------------------------------
COMBINING_INTERFACE = "ParallelCombiningOpInterface"


@implement_op("scf.forall.in_parallel", "verify")
def verify_in_parallel(op: Operation) -> None:
    """Only parallel-combining ops, each updating a shared_out block argument."""
    forall = op.parent_op
    if forall is None or forall.name != "scf.forall":
        raise VerifyError("expected forall op parent")
    region = op.regions[0]
    if not region.blocks:
        return
    out_args = forall_iter_args(forall)  # type: ignore[arg-type]
    for inner in region.blocks[0]:
        if COMBINING_INTERFACE not in getattr(type(inner), "ODS_TRAITS", ()):
            raise VerifyError("expected only ParallelCombiningOpInterface ops")
        for index in updated_destinations(inner):
            if not any(inner.operand_uses[index].value is arg for arg in out_args):
                raise VerificationError(
                    f"'{inner.name}' op may only insert into an output block "
                    "argument",
                    inner.location,
                    inner,
                )


def updated_destinations(op: Operation) -> list[int]:
    """``getUpdatedDestinations``: the operand numbers the op updates."""
    get = method(op, "getUpdatedDestinations", COMBINING_INTERFACE)
    return as_list(get(op), int)
