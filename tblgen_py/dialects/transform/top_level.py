"""The ops that may be a transform script's top level (MLIR's
``PossibleTopLevelTransformOpTrait``: ``transform.sequence``,
``transform.alternatives``, ``transform.with_pdl_patterns``): the trait's
checks of the body and its arguments (``verifyPossibleTopLevelTransformOpTrait``
of ``TransformInterfaces.cpp``), and the verifiers of ``alternatives`` and
``with_pdl_patterns``.

The trait's checks run first in each op's ``verify`` hook, as MLIR runs a
trait's ``verifyTrait`` before the op's ``verify``.
"""

from __future__ import annotations

from tblgen_py.dialects.transform.handles import HANDLE, handle_kind
from tblgen_py.runtime.ir.operation import IsTerminator, Operation
from tblgen_py.runtime.ir.verifier import (
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op

TOP_LEVEL_TRAIT = "PossibleTopLevelTransformOpTrait"


def is_possible_top_level(op: Operation) -> bool:
    """``op->hasTrait<PossibleTopLevelTransformOpTrait>()``."""
    return TOP_LEVEL_TRAIT in getattr(type(op), "ODS_TRAITS", ())


def _error(op: Operation, message: str, notes: list[VerificationNote]) -> None:
    raise VerificationError(f"'{op.name}' op {message}", op.location, op, notes)


def verify_top_level_trait(op: Operation) -> None:
    """``verifyPossibleTopLevelTransformOpTrait``: one region of one block
    whose first argument is an operation handle (typed as the operand, if
    any), the others handles or parameters; a nested one gets operands for
    all its arguments."""
    if not op.regions:
        raise VerifyError("expects at least one region")
    if len(op.regions[0].blocks) != 1:
        raise VerifyError("expects a single-block region")
    args = list(op.regions[0].blocks[0].arguments)
    if not args:
        raise VerifyError("expects the entry block to have at least one argument")
    if handle_kind(args[0].type) != HANDLE:
        raise VerifyError(
            "expects the first entry block argument to be of type implementing "
            "TransformHandleTypeInterface"
        )
    if op.operand_uses and args[0].type != op.operand_uses[0].value.type:
        raise VerifyError(
            "expects the type of the block argument to match the type of the operand"
        )
    for index, arg in enumerate(args[1:], 1):
        if handle_kind(arg.type) is None:
            _error(
                op,
                "expects trailing entry block arguments to be of type implementing "
                "TransformHandleTypeInterface, TransformValueHandleTypeInterface or "
                "TransformParamTypeInterface",
                [VerificationNote(f"argument #{index} does not", op.location)],
            )
    parent = op.parent_op
    while parent is not None and not is_possible_top_level(parent):
        parent = parent.parent_op
    if parent is not None and len(op.operand_uses) != len(args):
        _error(
            op,
            "expects operands to be provided for a nested op",
            [
                VerificationNote(
                    "nested in another possible top-level op", parent.location
                )
            ],
        )


def has_terminator(op: Operation) -> bool:
    """``mightHaveTerminator`` of the op's body: it ends in a terminator."""
    last = op.regions[0].blocks[0].last_op if op.regions[0].blocks else None
    return last is not None and (
        not type(last).registered or IsTerminator in type(last).traits
    )


@implement_op("transform.alternatives", "verify")
def verify_alternatives(op: Operation) -> None:
    """Each alternative yields the op's result types."""
    verify_top_level_trait(op)
    results = [result.type for result in op.results]
    for region in op.regions:
        last = region.blocks[0].last_op if region.blocks else None
        if last is None:
            continue
        if [use.value.type for use in last.operand_uses] != results:
            _error(
                op,
                "expects terminator operands to have the same type as results "
                "of the operation",
                [VerificationNote("terminator", last.location)],
            )


@implement_op("transform.with_pdl_patterns", "verify")
def verify_with_pdl_patterns(op: Operation) -> None:
    """PDL patterns and one top-level transform op; not nested in another."""
    verify_top_level_trait(op)
    top: Operation | None = None
    for child in op.regions[0].blocks[0]:
        if child.name == "pdl.pattern":
            continue
        if not is_possible_top_level(child):
            _error(
                op,
                "expects only pattern and top-level transform ops in its body",
                [VerificationNote("offending op", child.location)],
            )
        if top is not None:
            _error(
                op,
                "expects only one non-pattern op in its body",
                [
                    VerificationNote("first non-pattern op", top.location),
                    VerificationNote("second non-pattern op", child.location),
                ],
            )
        top = child
    parent = op.parent_op
    while parent is not None and parent.name != op.name:
        parent = parent.parent_op
    if parent is not None:
        _error(
            op,
            "cannot be nested",
            [VerificationNote("parent operation", parent.location)],
        )
    if top is None:
        raise VerifyError("expects at least one non-pattern op")
