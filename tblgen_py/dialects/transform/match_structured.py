"""Verifiers of the ``transform.match.structured.*`` predicates (MLIR's
``LinalgMatchOps.cpp``): the ``StructuredPredicate`` trait (nested in a
``transform.match.structured``, applied to its argument), then each op's
checks of its options and dimension/position lists."""

from __future__ import annotations

from tblgen_py.dialects.transform.handles import HANDLE, handle_kind
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_MATCH = "transform.match.structured"


def _has(op: Operation, name: str) -> bool:
    return op.get_attr(name) is not None


def _ints(op: Operation, name: str) -> list[int]:
    return [int(v) for v in getattr(op.get_attr(name), "values", ())]


def verify_predicate(op: Operation) -> None:
    """``verifyStructuredOpPredicateOpTrait``: inside a structured matcher,
    applied to the handle its body receives."""
    parent = op.parent_op
    if parent is None or parent.name != _MATCH:
        raise VerifyError(f"expects parent op to be '{_MATCH}'")
    blocks = parent.regions[0].blocks if parent.regions else []
    if not blocks or not blocks[0].arguments:
        return  # the parent's verifier reports it
    if op.operand_uses[0].value is not blocks[0].arguments[0]:
        raise VerifyError(
            "expected predicate to apply to the surrounding structured op"
        )


def _verify_dims(op: Operation, raw: list[int]) -> None:
    """``verifyTransformMatchDimsOp``: ``all``, ``except(...)`` or a list of
    values, none repeated right after itself."""
    inverted, every = _has(op, "is_inverted"), _has(op, "is_all")
    if every and inverted:
        raise VerifyError("cannot request both 'all' and 'inverted' values in the list")
    if every and raw:
        raise VerifyError("cannot both request 'all' and specific values in the list")
    if not every and not raw:
        raise VerifyError(
            "must request specific values in the list if 'all' is not specified"
        )
    # As MLIR's llvm::unique over the list as given: adjacent repeats only.
    if any(a == b for a, b in zip(raw, raw[1:])):
        raise VerifyError("expected the listed values to be unique")


@implement_op("transform.match.structured.body", "verify")
def verify_body(op: Operation) -> None:
    """At most one criterion; a contraction names two ops."""
    verify_predicate(op)
    names = ("reduction_position", "passthrough", "elementwise", "contraction")
    if sum(_has(op, name) for name in names) > 1:
        listed = ", ".join(f'"{name}"' for name in names)
        raise VerifyError(f"only one of {{{listed}}} is allowed")
    contraction = op.get_attr("contraction")
    if contraction is not None and len(getattr(contraction, "elements", ())) != 2:
        raise VerifyError('expects "contraction" to contain two elements')


@implement_op("transform.match.structured.dim", "verify")
def verify_dim(op: Operation) -> None:
    """Not both parallel and reduction; a valid dimension list."""
    verify_predicate(op)
    if _has(op, "parallel") and _has(op, "reduction"):
        raise VerifyError(
            "cannot request the same dimension to be both parallel and reduction"
        )
    _verify_dims(op, _ints(op, "raw_dim_list"))


@implement_op("transform.match.structured.input", "verify")
@implement_op("transform.match.structured.init", "verify")
def verify_operand(op: Operation) -> None:
    """One of the permutation options; one position if bound to a result."""
    verify_predicate(op)
    if _has(op, "permutation") and _has(op, "projected_permutation"):
        raise VerifyError(
            '"permutation" and "projected_permutation" are mutually exclusive'
        )
    raw = _ints(op, "raw_position_list")
    if len(raw) > 1 and op.results:
        raise VerifyError("cannot bind multiple inputs/inits to the same value")
    _verify_dims(op, raw)


@implement_op("transform.match.structured.result", "verify")
def verify_result(op: Operation) -> None:
    """``any``/``single`` exactly when the result is an operation handle."""
    verify_predicate(op)
    keyword = _has(op, "any") or _has(op, "single")
    if keyword != (handle_kind(op.results[0].type) == HANDLE):
        raise VerifyError(
            "expects either the any/single keyword or the type value handle "
            "result type"
        )
    if _has(op, "any") and _has(op, "single"):
        raise VerifyError("'any' and 'single' are mutually exclusive")
