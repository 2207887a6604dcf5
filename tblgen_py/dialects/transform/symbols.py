"""``verifySymbolUses`` of the transform ops that name named sequences
(MLIR's ``TransformOps.cpp``): ``transform.include``,
``transform.foreach_match`` and ``transform.collect_matching``."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.transform.handles import (
    HANDLE,
    handle_kind,
    implement_same_interface,
)
from tblgen_py.dialects.transform.named_sequence import (
    CONSUMED,
    READONLY,
    arg_attr,
    function_type,
    is_transform_op,
    verify_consume_annotations,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_NAMED_SEQUENCE = "transform.named_sequence"


@implement_op("transform.include", "verifySymbolUses")
def verify_include_symbol_uses(op: Operation) -> None:
    """The target is a named sequence taking the operands' types and giving
    results of the same handle kinds, with annotated arguments."""
    ref = op.get_attr("target")
    if ref is None:
        raise VerifyError("expects a 'target' symbol reference attribute")
    target = lookup_symbol(op, ref)
    if target is None or target.name != _NAMED_SEQUENCE:
        raise VerifyError("does not reference a named transform sequence")
    fn = function_type(target)
    inputs = list(fn.inputs) if fn is not None else []
    operands = [use.value.type for use in op.operand_uses]
    if len(inputs) != len(operands):
        raise PlainVerifyError("incorrect number of operands for callee")
    for index, (expected, given) in enumerate(zip(inputs, operands)):
        if expected != given:
            raise VerifyError(
                f"operand type mismatch: expected operand type {expected}, but "
                f"provided {given} for operand number {index}"
            )
    results = list(fn.results) if fn is not None else []
    if len(results) != len(op.results):
        raise PlainVerifyError("incorrect number of results for callee")
    for index, (result, callee) in enumerate(zip(op.results, results)):
        if not implement_same_interface(result.type, callee):
            raise VerifyError(
                f"type of result #{index} must implement the same transform "
                "dialect interface as the corresponding callee result"
            )
    verify_consume_annotations(target, external=True)


@implement_op("transform.foreach_match", "verifySymbolUses")
def verify_foreach_match_symbol_uses(op: Operation) -> None:
    """Each matcher and action resolves to a named sequence with annotated
    arguments; the operands reach the matcher, its results the action, the
    action's results the op's extra results (by handle kind)."""
    matchers = getattr(op.get_attr("matchers"), "elements", ())
    actions = getattr(op.get_attr("actions"), "elements", ())
    for matcher, action in zip(matchers, actions):
        found = lookup_symbol(op, matcher)
        if found is None or found.name != _NAMED_SEQUENCE:
            raise PlainVerifyError(f"unresolved matcher symbol {matcher}")
        act = lookup_symbol(op, action)
        if act is None or act.name != _NAMED_SEQUENCE:
            raise PlainVerifyError(f"unresolved action symbol {action}")
        verify_consume_annotations(found, external=True)
        verify_consume_annotations(act, external=True)
        _verify_forwarding(op, found, act, matcher, action)


def _verify_forwarding(
    op: Operation, found: Operation, act: Operation, matcher: object, action: object
) -> None:
    matcher_fn, action_fn = function_type(found), function_type(act)
    args = list(matcher_fn.inputs) if matcher_fn is not None else []
    operands = [use.value.type for use in op.operand_uses]
    if len(operands) != len(args):
        raise PlainVerifyError(
            f"the number of operands ({len(operands)}) doesn't match the number "
            f"of matcher arguments ({len(args)}) for {matcher}"
        )
    for index, (operand, arg) in enumerate(zip(operands, args)):
        if arg_attr(found, index, CONSUMED):
            raise VerifyError(
                f"does not expect matcher symbol to consume its operand #{index}"
            )
        if not implement_same_interface(operand, arg):
            raise PlainVerifyError(
                "mismatching type interfaces for operand and matcher argument "
                f"#{index} of matcher {matcher}"
            )
    produced = list(matcher_fn.results) if matcher_fn is not None else []
    taken = list(action_fn.inputs) if action_fn is not None else []
    if len(produced) != len(taken):
        raise PlainVerifyError(
            "mismatching number of matcher results and action arguments between "
            f"{matcher} ({len(produced)}) and {action} ({len(taken)})"
        )
    for index, (a, b) in enumerate(zip(produced, taken)):
        if not implement_same_interface(a, b):
            raise PlainVerifyError(
                "mismatching type interfaces for matcher result and action "
                f"argument #{index}of matcher {matcher} and action {action}"
            )
    given: list[object] = list(action_fn.results) if action_fn else []
    extra: list[object] = [result.type for result in op.results[1:]]
    if len(given) != len(extra):
        raise PlainVerifyError(
            f"the number of action results ({len(given)}) for {action} doesn't "
            f"match the number of extra op results ({len(extra)})"
        )
    for index, (mine, theirs) in enumerate(zip(extra, given)):
        if not implement_same_interface(mine, theirs):
            raise PlainVerifyError(
                f"mismatching type interfaces for action result #{index} of "
                f"action {action} and op result"
            )


@implement_op("transform.foreach_match", "getAsmResultNames")
def _foreach_match_names(
    op: Operation, set_name: Callable[[object, str], None]
) -> None:
    """``%updated_root``, then ``%yielded`` for each forwarded output."""
    set_name(op.results[0], "updated_root")
    for result in op.results[1:]:
        set_name(result, "yielded")


@implement_op("transform.collect_matching", "verifySymbolUses")
def verify_collect_matching_symbol_uses(op: Operation) -> None:
    """The matcher is a transform function taking one readonly operation
    handle and yielding a value of each result's handle kind."""
    matcher = op.get_attr("matcher")
    found = lookup_symbol(op, matcher) if matcher is not None else None
    fn = function_type(found) if found is not None else None
    if found is None or fn is None or not is_transform_op(found):
        raise PlainVerifyError(f"unresolved matcher symbol {matcher}")
    inputs = list(fn.inputs)
    if len(inputs) != 1 or handle_kind(inputs[0]) != HANDLE:
        raise PlainVerifyError(
            "expected the matcher to take one operation handle argument"
        )
    if not arg_attr(found, 0, READONLY):
        raise PlainVerifyError("expected the matcher argument to be marked readonly")
    results = list(fn.results)
    if len(results) != len(op.results):
        raise PlainVerifyError(
            "expected the matcher to yield as many values as op has results "
            f"({len(op.results)}), got {len(results)}"
        )
    for index, (given, result) in enumerate(zip(results, op.results)):
        if not implement_same_interface(given, result.type):
            raise PlainVerifyError(
                "mismatching type interfaces for matcher result and op result "
                f"#{index}"
            )
