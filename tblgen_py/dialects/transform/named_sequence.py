"""``transform.named_sequence``'s verifier (``verifyNamedSequenceOp`` of
MLIR's ``TransformOps.cpp``): its symbol table allows named sequences, it is
not nested in another transform op, its body ends in a ``transform.yield`` of
its result types, and its arguments' ``transform.consumed``/
``transform.readonly`` annotations are consistent.

Not ported: the comparison of those annotations with what the body does to
the arguments (which handles its ops consume), as MLIR reads it from the
transform ops' memory effects.
"""

from __future__ import annotations

from typing import NoReturn

from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation, SymbolTableTrait
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.ir.verifier import VerificationError, VerificationNote
from tblgen_py.runtime.ods.hooks import implement_op

WITH_NAMED_SEQUENCE = "transform.with_named_sequence"
CONSUMED = "transform.consumed"
READONLY = "transform.readonly"


def silenceable(
    at: Operation, message: str, note: str = "", where: object = None
) -> NoReturn:
    """``emitSilenceableFailure(op) << message`` reported as an error at ``at``
    (without the op-name prefix), with an optional note."""
    notes = [VerificationNote(note, where)] if note else []
    raise VerificationError(message, at.location, at, notes)


def implements(op: Operation, interface: str) -> bool:
    """``isa<Interface>(op)``: the op's ODS traits name the interface."""
    return interface in getattr(type(op), "ODS_TRAITS", ())


def is_transform_op(op: Operation) -> bool:
    """``isa<TransformOpInterface>``."""
    return implements(op, "TransformOpInterface")


def _symbol_table_parent(op: Operation) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not _is_symbol_table(parent):
        parent = parent.parent_op
    return parent


def _is_symbol_table(op: Operation) -> bool:
    return SymbolTableTrait in type(op).traits


def _transform_ancestor(op: Operation) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not is_transform_op(parent):
        parent = parent.parent_op
    return parent


def function_type(op: Operation) -> FunctionType | None:
    attr = op.get_attr("function_type")
    fn = attr.type if isinstance(attr, TypeAttr) else attr
    return fn if isinstance(fn, FunctionType) else None


def arg_attr(op: Operation, index: int, name: str) -> bool:
    array = op.get_attr("arg_attrs")
    if not isinstance(array, ArrayAttr) or index >= len(array):
        return False
    found = array[index]
    return isinstance(found, DictionaryAttr) and name in found


@implement_op("transform.named_sequence", "verify")
def verify_named_sequence(op: Operation) -> None:
    """``verifyNamedSequenceOp``."""
    table = _symbol_table_parent(op)
    if table is not None and table.get_attr(WITH_NAMED_SEQUENCE) is None:
        silenceable(
            op,
            f"expects the parent symbol table to have the '{WITH_NAMED_SEQUENCE}' "
            "attribute",
            "symbol table operation",
            table.location,
        )
    ancestor = _transform_ancestor(op)
    if ancestor is not None:
        silenceable(
            op,
            "cannot be defined inside another transform op",
            "ancestor transform op",
            ancestor.location,
        )
    body = op.regions[0]
    external = not body.blocks
    if not external:
        _verify_body(op)
    verify_consume_annotations(op, external)


def _verify_body(op: Operation) -> None:
    """A non-empty body ending in ``transform.yield`` of the result types."""
    block = op.regions[0].blocks[0]
    terminator = block.last_op
    if terminator is None:
        silenceable(op, "expected a non-empty body block")
    if terminator.name != "transform.yield":
        silenceable(
            op,
            "expected 'transform.yield' as terminator",
            "terminator",
            terminator.location,
        )
    fn = function_type(op)
    results = list(fn.results) if fn is not None else []
    operands = [use.value.type for use in terminator.operand_uses]
    if len(operands) != len(results):
        silenceable(
            terminator,
            "expected terminator to have as many operands as the parent op has results",
        )
    for index, (operand, result) in enumerate(zip(operands, results)):
        if operand != result:
            silenceable(
                terminator,
                f"the type of the terminator operand #{index} must match the type "
                f"of the corresponding parent op result ('{operand}' vs '{result}')",
            )


def verify_consume_annotations(op: Operation, external: bool) -> None:
    """``verifyFunctionLikeConsumeAnnotations``, but for the body's use
    (``external``: every argument needs an annotation)."""
    fn = function_type(op)
    for index in range(len(fn.inputs) if fn is not None else 0):
        consumed = arg_attr(op, index, CONSUMED)
        readonly = arg_attr(op, index, READONLY)
        if consumed and readonly:
            silenceable(op, f"argument #{index} cannot be both readonly and consumed")
        if external and not consumed and not readonly:
            silenceable(
                op,
                "must provide consumed/readonly status for arguments of external "
                "or called ops",
            )
