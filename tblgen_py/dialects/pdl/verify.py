"""``pdl`` dialect: the op and region verifiers of MLIR's PDL.cpp.

Matcher ops (directly in a ``pdl.pattern``) must have a binding use; ops
created in a ``pdl.rewrite`` need inferable result types; a pattern ends with
its ``pdl.rewrite``, holds only ``pdl`` ops and at least one
``pdl.operation``, and the matched ops it rewrites form one connected
component.
"""

from __future__ import annotations

from collections.abc import Iterator

from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.verifier import VerificationError, VerificationNote
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["has_binding_use", "infers_types", "registered_class"]

_COMPONENT_OPS = frozenset(
    {"pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation"}
)


def _users(op: Operation) -> Iterator[Operation]:
    """``Operation::getUsers``: the users of each result."""
    for result in op.results:
        yield from result.users


def _parent_name(op: Operation) -> str | None:
    parent = op.parent_op
    return parent.name if parent is not None else None


def has_binding_use(op: Operation) -> bool:
    """``hasBindingUse``: a user that binds, a result by itself does not."""
    return any(
        user.name not in ("pdl.result", "pdl.results") or has_binding_use(user)
        for user in _users(op)
    )


def _verify_binding_use(op: Operation) -> None:
    if _parent_name(op) == "pdl.pattern" and not has_binding_use(op):
        raise VerifyError(
            "expected a bindable user when defined in the matcher body of a "
            "`pdl.pattern`"
        )


def _error(op: Operation, message: str, note: str, at: Operation) -> None:
    """An error with one note at ``at`` (``emitOpError().attachNote(loc)``)."""
    raise VerificationError(
        f"'{op.name}' op {message}",
        op.location,
        op,
        [VerificationNote(note, at.location)],
    )


@implement_op("pdl.apply_native_constraint", "verify")
def verify_apply_native_constraint(op: OpView) -> None:
    """At least one argument; no ``!pdl.operation`` result."""
    if not op.operand_uses:
        raise VerifyError("expected at least one argument")
    if any(str(result.type) == "!pdl.operation" for result in op.results):
        raise VerifyError("returning an operation from a constraint is not supported")


@implement_op("pdl.apply_native_rewrite", "verify")
def verify_apply_native_rewrite(op: OpView) -> None:
    """At least one argument or result."""
    if not op.operand_uses and not op.results:
        raise VerifyError("expected at least one argument or result")


@implement_op("pdl.attribute", "verify")
def verify_attribute(op: OpView) -> None:
    """A constant value inside a rewrite, and never both a type and a value."""
    if op.get_attr("value") is None:
        if _parent_name(op) == "pdl.rewrite":
            raise VerifyError(
                "expected constant value when specified within a `pdl.rewrite`"
            )
        _verify_binding_use(op)
        return
    if op.operand_uses:
        raise VerifyError("expected only one of [`type`, `value`] to be set")


@implement_op("pdl.operand", "verify")
@implement_op("pdl.operands", "verify")
def verify_operand(op: OpView) -> None:
    """A binding use when matched."""
    _verify_binding_use(op)


@implement_op("pdl.type", "verify")
def verify_type(op: OpView) -> None:
    """A binding use when matched without a constant type."""
    if op.get_attr("constantType") is None:
        _verify_binding_use(op)


@implement_op("pdl.types", "verify")
def verify_types(op: OpView) -> None:
    """A binding use when matched without constant types."""
    if op.get_attr("constantTypes") is None:
        _verify_binding_use(op)


@implement_op("pdl.operation", "verify")
def verify_operation(op: OpView) -> None:
    """A name inside a rewrite, as many attribute names as values, inferable
    result types when created, a binding use when matched."""
    in_rewrite = _parent_name(op) == "pdl.rewrite"
    name = op.get_attr("opName")
    if in_rewrite and name is None:
        raise VerifyError(
            "must have an operation name when nested within a `pdl.rewrite`"
        )
    names = list(getattr(op.get_attr("attributeValueNames"), "elements", ()))
    values = op._ods_operands(1)
    if len(names) != len(values):
        raise VerifyError(
            "expected the same number of attribute values and attribute names, "
            f"got {len(names)} names and {len(values)} values"
        )
    op_name = getattr(name, "value", None)
    registered = registered_class(op_name) if isinstance(op_name, str) else None
    might_infer = registered is None or infers_types(registered)
    if in_rewrite and not might_infer:
        _verify_inferrable(op, registered)
    _verify_binding_use(op)


def registered_class(name: str) -> type | None:
    """The registered class of op ``name`` in the current context, if loaded
    (MLIR's ``OperationName``: an op of a dialect not loaded is unregistered)."""
    context = current_context()
    lookup = getattr(context, "lookup_op_class", None)
    cls = lookup(name) if callable(lookup) else None
    return cls if isinstance(cls, type) and getattr(cls, "registered", False) else None


def infers_types(cls: type) -> bool:
    return "InferTypeOpInterface" in getattr(cls, "ODS_TRAITS", ())


def _verify_inferrable(op: OpView, registered: type | None) -> None:
    """``verifyResultTypesAreInferrable``."""
    block = op.parent
    if any(
        _infers_from_use(op, use.owner, use.index, block) for use in op.results[0].uses
    ):
        return
    types = op._ods_operands(2)
    if not types:
        if registered is not None and _expects_results(registered):
            raise VerificationError(
                f"'{op.name}' op must have inferable or constrained result types "
                "when nested within `pdl.rewrite`",
                op.location,
                op,
                [
                    VerificationNote(
                        "operation is created in a non-inferrable context, but "
                        f"'{getattr(registered, 'OPERATION_NAME', '')}' does not "
                        "implement InferTypeOpInterface"
                    )
                ],
            )
        return
    for index, value in enumerate(types):
        if not _constrained(value.defining_op, block):
            raise VerificationError(
                f"'{op.name}' op must have inferable or constrained result types "
                "when nested within `pdl.rewrite`",
                op.location,
                op,
                [VerificationNote(f"result type #{index} was not constrained")],
            )


def _infers_from_use(op: Operation, user: Operation, index: int, block: object) -> bool:
    """A use as a replacement value of an op replaced before ``op``."""
    if user.name != "pdl.replace" or index == 0:
        return False
    replaced = user.operand_uses[0].value.defining_op
    if replaced is None:
        return False
    return replaced.parent is not block or replaced.is_before_in_block(op)


def _expects_results(cls: type) -> bool:
    """Neither ``ZeroResults`` nor ``VariadicResults`` (every result of
    variable length): at least one fixed result."""
    specs = getattr(cls, "_ODS_RESULTS", ())
    return any(spec.arity.value > 0 for spec in specs)


def _constrained(type_op: Operation | None, block: object) -> bool:
    if type_op is None:
        return False
    if type_op.name == "pdl.apply_native_rewrite":
        return True
    if type_op.name not in ("pdl.type", "pdl.types"):
        return False
    constant = "constantType" if type_op.name == "pdl.type" else "constantTypes"
    if type_op.get_attr(constant) is not None:
        return True
    return any(
        user.parent is not block
        and user.name in ("pdl.operand", "pdl.operands", "pdl.operation")
        for user in _users(type_op)
    )


@implement_op("pdl.range", "verify")
def verify_range(op: OpView) -> None:
    """Every operand has the element type of the result range."""
    element = _element_type(op.results[0].type)
    for use in op.operand_uses:
        found = _element_type(use.value.type)
        if str(found) != str(element):
            raise VerifyError(
                f"expected operand to have element type '{element}', but got "
                f"'{found}'"
            )


def _element_type(ty: object) -> object:
    """``getRangeElementTypeOrSelf``."""
    return getattr(ty, "element_type", ty)


@implement_op("pdl.replace", "verify")
def verify_replace(op: OpView) -> None:
    """A replacement op or replacement values, not both."""
    if op._ods_operands(2) and op._ods_operands(1):
        raise VerifyError(
            "expected no replacement values to be provided when the replacement "
            "operation is present"
        )


@implement_op("pdl.results", "verify")
def verify_results(op: OpView) -> None:
    """Without an index, the result is a range of values."""
    ty = op.results[0].type
    if op.get_attr("index") is None and str(ty) == "!pdl.value":
        raise VerifyError(
            "expected `pdl.range<value>` result type when no index is specified, "
            f"but got: '{ty}'"
        )


@implement_op("pdl.rewrite", "verify_regions")
def verify_rewrite_regions(op: OpView) -> None:
    """An external rewrite has no body; an inline one has one and no arguments."""
    body = op.regions[0]
    if op.get_attr("name") is not None:
        if body.blocks:
            raise VerifyError(
                "expected rewrite region to be empty when rewrite is external"
            )
        return
    if not body.blocks:
        raise VerifyError(
            "expected rewrite region to be non-empty if external name is not "
            "specified"
        )
    if op._ods_operands(1):
        raise VerifyError(
            "expected no external arguments when the rewrite is specified inline"
        )


@implement_op("pdl.pattern", "verify_regions")
def verify_pattern_regions(op: OpView) -> None:
    """``PatternOp::verifyRegions``."""
    block = op.regions[0].blocks[0]
    ops = list(block)
    term = ops[-1] if ops else None
    if term is not None and term.name != "pdl.rewrite":
        _error(
            op,
            "expected body to terminate with `pdl.rewrite`",
            "see terminator defined here",
            term,
        )
    for nested in _walk(op.regions[0]):
        if not nested.name.startswith("pdl.") or not type(nested).registered:
            _error(
                op,
                "expected only `pdl` operations within the pattern body",
                "see non-`pdl` operation defined here",
                nested,
            )
    if not any(child.name == "pdl.operation" for child in ops):
        raise VerifyError("the pattern must contain at least one `pdl.operation`")
    visited: set[int] = set()
    first = True
    for child in ops:
        if child.name not in _COMPONENT_OPS or not _used_in_rewrite(child):
            continue
        if first:
            _visit(child, visited)
            first = False
        elif id(child) not in visited:
            _error(
                op,
                "the operations must form a connected component",
                "see a disconnected value / operation here",
                child,
            )


def _walk(region: object) -> Iterator[Operation]:
    """The ops nested in ``region``, each before its own regions (pre-order)."""
    for block in getattr(region, "blocks", ()):
        for child in block:
            yield child
            for nested in child.regions:
                yield from _walk(nested)


def _used_in_rewrite(op: Operation) -> bool:
    return any(
        user.name == "pdl.rewrite" or _parent_name(user) == "pdl.rewrite"
        for user in _users(op)
    )


def _visit(op: Operation, visited: set[int]) -> None:
    """Mark the matcher ops connected to ``op`` through operands, parents and users."""
    pending = [op]
    while pending:
        current = pending.pop()
        if _parent_name(current) != "pdl.pattern" or current.name == "pdl.rewrite":
            continue
        if id(current) in visited:
            continue
        visited.add(id(current))
        if current.name == "pdl.operation":
            assert isinstance(current, OpView)
            sources = current._ods_operands(0)
        elif current.name in ("pdl.result", "pdl.results"):
            sources = [current.operand_uses[0].value]
        else:
            sources = []
        pending.extend(v.defining_op for v in sources if v.defining_op is not None)
        pending.extend(_users(current))
