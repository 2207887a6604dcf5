"""The PDL dialect's verifier over generated ops (MLIR's
``mlir/lib/Dialect/PDL/IR/PDL.cpp``), as ``mlir-pdll -x=mlir`` runs it before
printing: ops are checked in MLIR's order (an op, then the ops of its region,
then its region checks) and the first failure is reported.

Only the PDL dialect is loaded in ``mlir-pdll``'s context, so every matched or
created op name is unregistered and may infer its result types."""

from __future__ import annotations

from tblgen_py.pdll.pdl_ops import PdlOp, loc

_MAX_BENEFIT = 2**15 - 1
_BINDING_CHECKED = frozenset({"pdl.operand", "pdl.operands", "pdl.operation"})


class VerifyError(Exception):
    """A verification failure: where and what."""

    def __init__(self, op: PdlOp, message: str) -> None:
        super().__init__(message)
        self.op = op
        self.message = message

    def render(self) -> str:
        """As MLIR's default handler prints it (no source line, no notes)."""
        return f"{loc(self.op.span)}: error: '{self.op.name}' op {self.message}\n"


class VerifyErrors(Exception):
    """The failures of a module: the first of each ``pdl.pattern``."""

    def __init__(self, errors: list[VerifyError]) -> None:
        super().__init__(errors[0].message)
        self.errors = errors

    def render(self) -> str:
        """Every failure, in pattern order."""
        return "".join(error.render() for error in self.errors)


def verify(ops: list[PdlOp]) -> None:
    """Raise VerifyErrors if a pattern fails. Patterns are isolated from above,
    so MLIR verifies each on its own and reports the first failure of each."""
    errors: list[VerifyError] = []
    for op in ops:
        try:
            _verify_op(op)
        except VerifyError as error:
            errors.append(error)
    if errors:
        raise VerifyErrors(errors)


def _verify_op(op: PdlOp) -> None:
    _verify_invariants(op)
    for nested in op.body or []:
        _verify_op(nested)
    if op.name == "pdl.pattern":
        _verify_pattern_regions(op)


_PARENTS = {
    "pdl.operand": "pdl.pattern",
    "pdl.operands": "pdl.pattern",
    "pdl.apply_native_constraint": "pdl.pattern",
    "pdl.rewrite": "pdl.pattern",
    "pdl.apply_native_rewrite": "pdl.rewrite",
    "pdl.erase": "pdl.rewrite",
    "pdl.replace": "pdl.rewrite",
    "pdl.range": "pdl.rewrite",
}
"""The ops with a ``HasParent`` trait, and that parent."""


def _verify_invariants(op: PdlOp) -> None:
    name = op.name
    parent = _PARENTS.get(name)
    if parent is not None and (op.parent is None or op.parent.name != parent):
        raise VerifyError(op, f"expects parent op '{parent}'")
    if name == "pdl.pattern" and op.benefit > _MAX_BENEFIT:
        raise VerifyError(
            op,
            "attribute 'benefit' failed to satisfy constraint: 16-bit signless integer "
            "attribute whose value is non-negative",
        )
    if name == "pdl.apply_native_constraint":
        if not op.operands:
            raise VerifyError(op, "expected at least one argument")
        if any(r.type == "!pdl.operation" for r in op.results):
            raise VerifyError(
                op, "returning an operation from a constraint is not supported"
            )
    elif name == "pdl.apply_native_rewrite":
        if not op.operands and not op.results:
            raise VerifyError(op, "expected at least one argument or result")
    elif name == "pdl.attribute" and not op.constant:
        if op.parent is not None and op.parent.name == "pdl.rewrite":
            raise VerifyError(
                op, "expected constant value when specified within a `pdl.rewrite`"
            )
        _verify_binding_use(op)
    elif name in ("pdl.type", "pdl.types") and not op.constant:
        _verify_binding_use(op)
    elif name in _BINDING_CHECKED:
        _verify_binding_use(op)


def _has_binding_use(op: PdlOp) -> bool:
    return any(
        user.name not in ("pdl.result", "pdl.results") or _has_binding_use(user)
        for user in op.users()
    )


def _verify_binding_use(op: PdlOp) -> None:
    if op.parent is None or op.parent.name != "pdl.pattern":
        return
    if not _has_binding_use(op):
        raise VerifyError(
            op,
            "expected a bindable user when defined in the matcher body of a `pdl.pattern`",
        )


def _verify_pattern_regions(pattern: PdlOp) -> None:
    body = pattern.body or []
    if not body or body[-1].name != "pdl.rewrite":
        raise VerifyError(pattern, "expected body to terminate with `pdl.rewrite`")
    if not any(op.name == "pdl.operation" for op in body):
        raise VerifyError(
            pattern, "the pattern must contain at least one `pdl.operation`"
        )
    visited: set[int] = set()
    first = True
    for op in body:
        if op.name not in _COMPONENT_OPS or not _used_in_rewrite(op):
            continue
        if first:
            _visit(op, visited)
            first = False
        elif id(op) not in visited:
            raise VerifyError(pattern, "the operations must form a connected component")


_COMPONENT_OPS = frozenset(
    {"pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation"}
)


def _used_in_rewrite(op: PdlOp) -> bool:
    return any(
        user.name == "pdl.rewrite"
        or (user.parent is not None and user.parent.name == "pdl.rewrite")
        for user in op.users()
    )


def _visit(op: PdlOp, visited: set[int]) -> None:
    """Mark the matcher ops connected to ``op`` through operands, parents and users."""
    pending = [op]
    while pending:
        current = pending.pop()
        if current.parent is None or current.parent.name != "pdl.pattern":
            continue
        if current.name == "pdl.rewrite" or id(current) in visited:
            continue
        visited.add(id(current))
        if current.name == "pdl.operation":
            count = _operand_count(current)
            pending.extend(v.owner for v in current.operands[:count])
        elif current.name in ("pdl.result", "pdl.results"):
            pending.append(current.operands[0].owner)
        pending.extend(current.users())


def _operand_count(op: PdlOp) -> int:
    """The number of operand values of a ``pdl.operation`` (its first segment)."""
    for prop in op.props:
        if prop.startswith("operandSegmentSizes"):
            return int(prop.split(":")[1].split(",")[0])
    return 0
