"""Matching one ``pdl.pattern``'s body against the IR from a root op.

Values of the pattern bind to IR entities from the root: an op binds its name,
operands (upward to their defining ops through ``pdl.result(s)``), attributes
and result types, as the predicates of MLIR's PDL-to-PDLInterp lowering check
them; ops not reachable that way are searched among the users of bound values
(backtracking); constant types and attributes bind to their literal; native
constraints run once their arguments are bound.
"""

from __future__ import annotations

from collections.abc import Iterator

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.pdl.model import (
    Entity,
    defining_op,
    group,
    int_attr,
    is_range,
    names_attr,
    same,
    segment,
    segments,
    str_attr,
    type_attr,
    types_attr,
)

Bindings = dict[Value, Entity]


class PDLMatchError(Exception):
    """A PDL pattern that cannot be evaluated (e.g. an unknown native constraint)."""


class Matcher:
    """The match half of one pattern: its body ops and root value."""

    def __init__(
        self, body: list[Operation], root: Value, natives: object, owner: object
    ) -> None:
        self.body = body
        self.root = root
        self.natives = natives
        self.owner = owner
        self.operations = [op for op in body if op.name == "pdl.operation"]
        self.constraints = [
            op for op in body if op.name == "pdl.apply_native_constraint"
        ]
        # What the hot path reads, read once.
        self.groups = {op: [segment(op, i) for i in range(3)] for op in self.operations}
        self.ranges: dict[Value, bool] = {
            v: is_range(v) for op in body for v in op.results
        }
        self.op_names = {op: str_attr(op, "opName") for op in self.operations}
        self.attr_names = {
            op: names_attr(op, "attributeValueNames") for op in self.operations
        }

    def match(self, op: Operation, rewriter: object) -> Bindings | None:
        """Bindings of a match rooted at ``op`` (the first found), or None."""
        bindings: Bindings = {}
        if not self.bind(self.root, op, bindings):
            return None
        for found in self._complete(bindings, rewriter):
            return found
        return None

    # -- search ------------------------------------------------------------------
    def _complete(self, bindings: Bindings, rewriter: object) -> Iterator[Bindings]:
        """Every completion of ``bindings`` to the whole pattern."""
        for op in self.operations:
            if op.results[0] in bindings:
                continue
            for candidate in self._user_candidates(op, bindings):
                trial = dict(bindings)
                if self.bind(op.results[0], candidate, trial):
                    yield from self._complete(trial, rewriter)
            return
        if not self._bind_literals(bindings):
            return
        if self._run_constraints(bindings, rewriter):
            yield bindings

    def _user_candidates(
        self, op: Operation, bindings: Bindings
    ) -> Iterator[Operation]:
        """Users of the bound operands of the unbound pattern op ``op``."""
        for operand in segment(op, 0):
            entity = self._resolve(operand, bindings)
            values = entity if isinstance(entity, list) else [entity]
            for value in values:
                if isinstance(value, Value):
                    seen: set[int] = set()
                    for use in reversed(list(value.uses)):
                        if id(use.owner) not in seen:
                            seen.add(id(use.owner))
                            yield use.owner
                    return

    def _resolve(self, pdl_value: Value, bindings: Bindings) -> Entity | None:
        """What ``pdl_value`` denotes: its binding, or the result(s) of a bound op."""
        if pdl_value in bindings:
            return bindings[pdl_value]
        op = defining_op(pdl_value)
        if op is None or op.name not in ("pdl.result", "pdl.results"):
            return None
        parent = bindings.get(op.operands[0])
        if not isinstance(parent, Operation):
            return None
        index = int_attr(op, "index")
        if op.name == "pdl.result":
            count = len(parent.results)
            return (
                parent.results[index] if index is not None and index < count else None
            )
        return group(
            list(parent.results),
            index,
            is_range(pdl_value),
            segments(parent, "resultSegmentSizes"),
        )

    def _bind_literals(self, bindings: Bindings) -> bool:
        """Bind constant types and attributes not reached from the root."""
        for op in self.body:
            if op.results and op.results[0] in bindings:
                continue
            if op.name == "pdl.type" and type_attr(op, "constantType") is not None:
                bindings[op.results[0]] = type_attr(op, "constantType")
            elif op.name == "pdl.types" and types_attr(op, "constantTypes") is not None:
                bindings[op.results[0]] = types_attr(op, "constantTypes")
            elif op.name == "pdl.attribute" and op.get_attr("value") is not None:
                bindings[op.results[0]] = op.get_attr("value")
        return True

    def _run_constraints(self, bindings: Bindings, rewriter: object) -> bool:
        """Run every native constraint in order; bind their results."""
        for op in self.constraints:
            name = str_attr(op, "name") or ""
            fn = self.natives.constraint(name)  # type: ignore[attr-defined]
            if fn is None:
                raise PDLMatchError(
                    f"no native constraint '{name}' is registered; register a "
                    "Python function with tblgen_py.runtime.pdl.register_constraint"
                )
            args = [bindings.get(arg) for arg in op.operands]
            outcome = fn(rewriter, *args)
            negated = op.get_attr("isNegated") is not None and bool(
                getattr(op.get_attr("isNegated"), "value", True)
            )
            if op.results:
                if outcome is None or outcome is False or negated:
                    return False
                values = outcome if isinstance(outcome, (tuple, list)) else [outcome]
                if len(op.results) == 1 and not isinstance(outcome, tuple):
                    values = [outcome]
                for result, value in zip(op.results, values):
                    if not self.bind(result, value, bindings):
                        return False
            elif bool(outcome) == negated:
                return False
        return True

    # -- binding -----------------------------------------------------------------
    def bind(self, pdl_value: Value, entity: Entity, bindings: Bindings) -> bool:
        """Bind ``pdl_value`` to ``entity`` and check what its defining op says."""
        if entity is None:
            return False
        op = defining_op(pdl_value)
        if pdl_value in bindings:
            if op is not None and op.name in _UNCHECKED_REUSE:
                return True
            return same(bindings[pdl_value], entity)
        bindings[pdl_value] = entity
        if op is None:
            return True
        check = _CHECKS.get(op.name)
        return True if check is None else check(self, op, entity, bindings)

    def _operation(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        if not isinstance(ir, Operation):
            return False
        name = self.op_names[op]
        if name is not None and ir.name != name:
            return False
        operands, attrs, types = self.groups[op]
        if not self._values(operands, list(ir.operands), ir, "operand", bindings):
            return False
        for attr_name, value in zip(self.attr_names[op], attrs):
            if not self.bind(value, ir.get_attr(attr_name), bindings):
                return False
        results: list[Value] = list(ir.results)
        return self._values(types, results, ir, "result", bindings)

    def _values(
        self,
        pdl_values: list[Value],
        values: list[Value],
        ir: Operation,
        kind: str,
        bindings: Bindings,
    ) -> bool:
        """Operands (or result types) of a matched op against the pattern's."""
        ranges = [self.ranges[v] for v in pdl_values]
        fixed = ranges.count(False)
        if fixed == len(pdl_values):
            if len(values) != fixed:
                return False
        elif len(values) < fixed:
            return False
        as_types = kind == "result"
        if len(pdl_values) == 1 and ranges[0]:
            entity: Entity = [v.type for v in values] if as_types else list(values)
            return self.bind(pdl_values[0], entity, bindings)
        sizes = (
            segments(ir, f"{kind}SegmentSizes") if fixed != len(pdl_values) else None
        )
        variable = False
        for index, pdl_value in enumerate(pdl_values):
            variadic = ranges[index]
            variable |= variadic
            if variable:
                found = group(values, index, variadic, sizes)
            else:
                found = values[index] if index < len(values) else None
            if found is None:
                return False
            if as_types:
                found = (
                    [v.type for v in found]
                    if isinstance(found, list)
                    else found.type  # type: ignore[attr-defined]
                )
            if not self.bind(pdl_value, found, bindings):
                return False
        return True

    def _operand(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        if not isinstance(ir, Value):
            return False
        if op.operands:
            return self.bind(op.operands[0], ir.type, bindings)
        return True

    def _operands(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        if not isinstance(ir, list):
            return False
        if op.operands:
            return self.bind(op.operands[0], [v.type for v in ir], bindings)
        return True

    def _result(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        if not isinstance(ir, OpResult):
            return False
        if not self.bind(op.operands[0], ir.op, bindings):
            return False
        return ir.index == int_attr(op, "index")

    def _results(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        values = ir if isinstance(ir, list) else [ir]
        parent = bindings.get(op.operands[0])
        if parent is None:
            if not values or not isinstance(values[0], OpResult):
                return not values and not is_range(op.results[0])
            parent = values[0].op
            if not self.bind(op.operands[0], parent, bindings):
                return False
        if not isinstance(parent, Operation):
            return False
        expected = group(
            list(parent.results),
            int_attr(op, "index"),
            is_range(op.results[0]),
            segments(parent, "resultSegmentSizes"),
        )
        return expected is not None and same(expected, ir)

    def _type(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        constant = type_attr(op, "constantType")
        return constant is None or constant == ir

    def _types(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        constant = types_attr(op, "constantTypes")
        return constant is None or same(constant, ir)

    def _attribute(self, op: Operation, ir: Entity, bindings: Bindings) -> bool:
        constant = op.get_attr("value")
        if constant is not None and constant != ir:
            return False
        if op.operands:
            return self.bind(op.operands[0], getattr(ir, "type", None), bindings)
        return True


_UNCHECKED_REUSE = frozenset({"pdl.types", "pdl.result", "pdl.results"})
"""Values whose second position in the tree MLIR's lowering does not compare
with the first (``PredicateTree.cpp`` adds equality checks only for the others)."""

_CHECKS = {
    "pdl.operation": Matcher._operation,
    "pdl.operand": Matcher._operand,
    "pdl.operands": Matcher._operands,
    "pdl.result": Matcher._result,
    "pdl.results": Matcher._results,
    "pdl.type": Matcher._type,
    "pdl.types": Matcher._types,
    "pdl.attribute": Matcher._attribute,
}
