"""Executing a ``pdl.rewrite`` region: create, replace, erase, native rewrites."""

from __future__ import annotations

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.pdl.model import (
    Entity,
    group,
    int_attr,
    is_range,
    names_attr,
    segment,
    segments,
    str_attr,
    type_attr,
    types_attr,
)


class PDLRewriteError(MLIRError, RuntimeError):
    """A rewrite region that cannot run (unknown native rewrite, bad results)."""


def flatten(entities: list[Entity]) -> list[object]:
    """Values (or types) of single and range PDL values, in order."""
    out: list[object] = []
    for entity in entities:
        if isinstance(entity, list):
            out.extend(entity)
        else:
            out.append(entity)
    return out


class RewriteRunner:
    """Runs the ops of one rewrite region with the match's bindings."""

    def __init__(self, natives: object, context: object) -> None:
        self.natives = natives
        self.context = context
        self.root: Operation | None = None

    def run(
        self,
        body: list[Operation],
        bindings: dict[Value, Entity],
        rewriter: object,
        root: Operation,
    ) -> None:
        """Execute ``body`` in order; ``bindings`` gains the values it defines."""
        self.root = root
        for op in body:
            step = _STEPS.get(op.name)
            if step is None:
                raise PDLRewriteError(f"unsupported op '{op.name}' in a PDL rewrite")
            step(self, op, bindings, rewriter)

    def native(
        self, name: str, args: list[Entity], rewriter: object, count: int
    ) -> list[Entity]:
        """Call the native rewrite ``name``; its ``count`` results."""
        fn = self.natives.rewrite(name)  # type: ignore[attr-defined]
        if fn is None:
            raise PDLRewriteError(
                f"no native rewrite '{name}' is registered; register a Python "
                "function with tblgen_py.runtime.pdl.register_rewrite"
            )
        outcome = fn(rewriter, *args)
        if count == 0:
            return []
        values = list(outcome) if isinstance(outcome, tuple) else [outcome]
        if len(values) != count:
            raise PDLRewriteError(
                f"native rewrite '{name}' returned {len(values)} results, expected {count}"
            )
        return values

    def _operation(
        self, op: Operation, env: dict[Value, Entity], rewriter: object
    ) -> None:
        name = str_attr(op, "opName") or ""
        operands = [
            v for v in flatten([env[v] for v in segment(op, 0)]) if isinstance(v, Value)
        ]
        attrs = {
            attr_name: env[value]
            for attr_name, value in zip(
                names_attr(op, "attributeValueNames"), segment(op, 1)
            )
            if env.get(value) is not None
        }
        if op.get_attr("inferredResultTypes") is not None:
            types = self.infer(name, operands, attrs)
        else:
            types = flatten([env[v] for v in segment(op, 2)])
        location = None if self.root is None else self.root.location
        load = getattr(self.context, "lookup_or_load_op_class", None)
        if load is not None:
            load(name)
        create = getattr(self.context, "create_operation", None)
        if create is not None:
            new = create(name, operands, types, attributes=attrs, location=location)
        else:
            new = Operation(name, operands, types, attributes=attrs, location=location)
        env[op.results[0]] = rewriter.insert(new)  # type: ignore[attr-defined]

    def infer(
        self, name: str, operands: list[Value], attrs: dict[str, object]
    ) -> list[object]:
        """Result types from the op class's ``infer_return_types`` hook."""
        from tblgen_py.runtime.ods import hooks

        lookup = getattr(self.context, "lookup_op_class", None)
        cls = lookup(name) if lookup is not None else None
        hook = hooks.lookup(cls, "infer_return_types") if cls is not None else None
        if hook is None:
            raise PDLRewriteError(
                f"cannot infer the result types of '{name}': its op class has no "
                "infer_return_types hook"
            )
        types = hook(list(operands), dict(attrs), 0)
        if not isinstance(types, (list, tuple)):
            raise PDLRewriteError(f"infer_return_types of '{name}' gave no list")
        return list(types)

    def _replace(
        self, op: Operation, env: dict[Value, Entity], rewriter: object
    ) -> None:
        target = env[op.operands[0]]
        with_op = segment(op, 1)
        if with_op:
            new: object = list(env[with_op[0]].results)  # type: ignore[attr-defined]
        else:
            new = flatten([env[v] for v in segment(op, 2)])
        rewriter.replace_op(target, new)  # type: ignore[attr-defined]

    def _erase(self, op: Operation, env: dict[Value, Entity], rewriter: object) -> None:
        rewriter.erase_op(env[op.operands[0]])  # type: ignore[attr-defined]

    def _result(
        self, op: Operation, env: dict[Value, Entity], rewriter: object
    ) -> None:
        parent = env[op.operands[0]]
        index = int_attr(op, "index") or 0
        env[op.results[0]] = parent.results[index]  # type: ignore[attr-defined]

    def _results(
        self, op: Operation, env: dict[Value, Entity], rewriter: object
    ) -> None:
        parent = env[op.operands[0]]
        assert isinstance(parent, Operation)
        env[op.results[0]] = group(
            list(parent.results),
            int_attr(op, "index"),
            is_range(op.results[0]),
            segments(parent, "resultSegmentSizes"),
        )

    def _type(self, op: Operation, env: dict[Value, Entity], rewriter: object) -> None:
        if op.results[0] not in env:
            env[op.results[0]] = type_attr(op, "constantType")

    def _types(self, op: Operation, env: dict[Value, Entity], rewriter: object) -> None:
        if op.results[0] not in env:
            env[op.results[0]] = types_attr(op, "constantTypes")

    def _attribute(
        self, op: Operation, env: dict[Value, Entity], rewriter: object
    ) -> None:
        if op.results[0] not in env:
            env[op.results[0]] = op.get_attr("value")

    def _apply_native(
        self, op: Operation, env: dict[Value, Entity], rewriter: object
    ) -> None:
        args = [env.get(v) for v in op.operands]
        values = self.native(
            str_attr(op, "name") or "", args, rewriter, len(op.results)
        )
        for result, value in zip(op.results, values):
            env[result] = value


_STEPS = {
    "pdl.operation": RewriteRunner._operation,
    "pdl.replace": RewriteRunner._replace,
    "pdl.erase": RewriteRunner._erase,
    "pdl.result": RewriteRunner._result,
    "pdl.results": RewriteRunner._results,
    "pdl.type": RewriteRunner._type,
    "pdl.types": RewriteRunner._types,
    "pdl.attribute": RewriteRunner._attribute,
    "pdl.apply_native_rewrite": RewriteRunner._apply_native,
}
