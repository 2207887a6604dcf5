"""Run-time support of pattern modules generated from PDLL (``mlir-pdll-py
-x=python``), imported by them as ``_pdl``.

Generated patterns match and rewrite as the PDL interpreter of ``compile`` does
(same bindings, same order of search, same checks) but in straight-line code;
what they cannot say inline is here: constants parsed as the PDL module would
parse them, operand/result groups, the users searched for ops not reached from
the root, native code lookup, op creation and replacement.

Native constraints and rewrites are called ``fn(rewriter, *args)`` (as by the
interpreter, see ``natives``) and found, in order, in the ``NativeRegistry``
given to ``populate``, among the functions registered globally, in the modules
of the generated module's ``NATIVE_MODULES`` (a Python function by the
native's name), and last in the generated module itself (the translation of a
C++ body, or a Python body).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence
from functools import lru_cache

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.pdl.compile import PDLError
from tblgen_py.runtime.pdl.model import group, same, segments
from tblgen_py.runtime.pdl.natives import NativeFn, NativeRegistry
from tblgen_py.runtime.pdl.rewrite import RewriteRunner
from tblgen_py.runtime.rewrite.pattern import RewritePattern

__all__ = ["NativeFn", "NativeRegistry", "group", "same", "segments"]


class GeneratedPattern(RewritePattern):
    """Base of the generated PDLL pattern classes: native code lookup."""

    NATIVE_MODULES: tuple[str, ...] = ()
    BODIES: dict[str, NativeFn] = {}

    def __init__(self, natives: NativeRegistry | None = None) -> None:
        super().__init__()
        self.natives = natives if natives is not None else NativeRegistry()

    def native_constraint(self, name: str) -> NativeFn:
        """The native constraint ``name`` (PDLError if nothing supplies it)."""
        found = self.natives.constraint(name) or self._python(name)
        if found is None:
            raise PDLError(
                f"pattern '{self.debug_name}': no native constraint '{name}' is "
                "registered; register a Python function with "
                "tblgen_py.runtime.pdl.register_constraint"
            )
        return found

    def native_rewrite(self, name: str) -> NativeFn:
        """The native rewrite ``name`` (PDLError if nothing supplies it)."""
        found = self.natives.rewrite(name) or self._python(name)
        if found is None:
            raise PDLError(
                f"pattern '{self.debug_name}': no native rewrite '{name}' is "
                "registered; register a Python function with "
                "tblgen_py.runtime.pdl.register_rewrite"
            )
        return found

    def _python(self, name: str) -> NativeFn | None:
        for module_name in self.NATIVE_MODULES:
            module = importlib.import_module(module_name)
            fn = getattr(module, name, None)
            if callable(fn):
                return fn  # type: ignore[no-any-return]
        return self.BODIES.get(name)


@lru_cache(maxsize=None)
def _constant(prop: str, text: str) -> object:
    """A constant property parsed as the PDL module holding it would be."""
    from tblgen_py.runtime.text.parser import parse_source

    source = f'"pdl.constant"() <{{{prop} = {text}}}> : () -> ()'
    module = parse_source(source, Context(True), "<pdl constant>")
    op = next(iter(module.regions[0].blocks[0].operations))
    return op.get_attr(prop)


def constant_attr(text: str) -> object:
    """The attribute written ``text`` in a pattern."""
    return _constant("value", text)


def constant_type(text: str) -> object:
    """The type written ``text`` in a pattern."""
    return getattr(_constant("constantType", text), "type", None)


def types_of(found: object) -> object:
    """The type of a value, or the types of a list of values."""
    if isinstance(found, list):
        return [v.type for v in found]
    return getattr(found, "type", None)


def result_types(op: Operation) -> list[object]:
    """The types of an op's results."""
    return [r.type for r in op.results]


def operand_group(op: Operation, index: int, variadic: bool) -> object:
    """Operand group ``index`` of an op with variadic pattern operands."""
    return group(op.operands, index, variadic, segments(op, "operandSegmentSizes"))


def result_group(op: Operation, index: int | None, variadic: bool) -> object:
    """Result group ``index`` (None: all) as the bytecode reads it."""
    return group(list(op.results), index, variadic, segments(op, "resultSegmentSizes"))


def result_at(op: object, index: int) -> object:
    """Result ``index`` of a bound op (None if out of range)."""
    if not isinstance(op, Operation):
        return None
    results = op.results
    return results[index] if 0 <= index < len(results) else None


def results_of(entity: object) -> Operation | None:
    """The op whose results a ``pdl.results`` value was bound to (None: none)."""
    values = entity if isinstance(entity, list) else [entity]
    if not values or not isinstance(values[0], OpResult):
        return None
    return values[0].op


def results_match(parent: object, entity: object, index: int | None, rng: bool) -> bool:
    """Whether ``entity`` is result group ``index`` of ``parent``."""
    if not isinstance(parent, Operation):
        return False
    expected = result_group(parent, index, rng)
    return expected is not None and same(expected, entity)


def users(*entities: object) -> Iterator[Operation]:
    """Users of the first bound value among ``entities`` (latest use first)."""
    for entity in entities:
        values = entity if isinstance(entity, list) else [entity]
        for value in values:
            if isinstance(value, Value):
                seen: set[int] = set()
                for use in reversed(list(value.uses)):
                    if id(use.owner) not in seen:
                        seen.add(id(use.owner))
                        yield use.owner
                return


def constraint_results(outcome: object, negated: bool) -> Sequence[object] | None:
    """The results of a native constraint with results (None: it failed)."""
    if outcome is None or outcome is False or negated:
        return None
    if isinstance(outcome, tuple):
        return outcome
    return [outcome]


def rewrite_results(name: str, outcome: object, count: int) -> Sequence[object]:
    """The ``count`` results of a native rewrite."""
    values = list(outcome) if isinstance(outcome, tuple) else [outcome]
    if len(values) != count:
        raise PDLError(
            f"native rewrite '{name}' returned {len(values)} results, expected {count}"
        )
    return values


def flatten(entities: Sequence[object]) -> list[object]:
    """Values (or types) of single and range entities, in order."""
    out: list[object] = []
    for entity in entities:
        if isinstance(entity, list):
            out.extend(entity)
        else:
            out.append(entity)
    return out


def create(
    pattern: RewritePattern,
    rewriter: object,
    root: Operation,
    name: str,
    operands: Sequence[object],
    attrs: dict[str, object],
    types: Sequence[object] | None,
) -> Operation:
    """Create and insert op ``name`` at the rewriter's insertion point
    (``types`` None: inferred by the op class's ``infer_return_types``)."""
    values = [v for v in flatten(operands) if isinstance(v, Value)]
    present = {k: v for k, v in attrs.items() if v is not None}
    context = pattern.context
    if types is None:
        types = RewriteRunner(None, context).infer(name, values, present)
    if isinstance(context, Context):
        context.lookup_or_load_op_class(name)
        new = context.create_operation(
            name,
            values,
            flatten(types),
            attributes=present,
            location=root.location,
        )
    else:
        new = Operation(
            name, values, flatten(types), attributes=present, location=root.location
        )
    inserted: Operation = rewriter.insert(new)  # type: ignore[attr-defined]
    return inserted


def replace(rewriter: object, target: object, replacement: Sequence[object]) -> None:
    """Replace ``target`` by the values of ``replacement``."""
    rewriter.replace_op(target, flatten(replacement))  # type: ignore[attr-defined]


def replace_with_op(rewriter: object, target: object, new: object) -> None:
    """Replace ``target`` by the results of op ``new``."""
    rewriter.replace_op(target, list(new.results))  # type: ignore[attr-defined]
