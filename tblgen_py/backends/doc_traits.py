"""The traits an op's documentation lists (MLIR ``Operator``'s trait list).

``Operator`` flattens trait lists, drops duplicates, puts an interface's base
interfaces before it and, when every result type can be inferred
(``populateTypeInferenceInfo``), appends ``InferTypeOpInterface``.
"""

from __future__ import annotations

from tblgen_py.backends.base import BackendError
from tblgen_py.ods.fields import derives, list_field, raw_field, string_field
from tblgen_py.ods.operator import NamedTypeConstraint, Operator
from tblgen_py.ods.traits import Trait, TraitKind
from tblgen_py.records.record import Record
from tblgen_py.records.values import DefInit, StringInit
from tblgen_py.support.diagnostics import Diagnostic, Level


def required_string(record: Record, name: str) -> str:
    """``Record::getValueAsString``: the field's string, else LLVM's error."""
    value = raw_field(record, name)
    if isinstance(value, StringInit):
        return value.value
    message = (
        f"Record `{record.name_string}', field `{name}' exists but does not "
        "have a string value"
    )
    raise BackendError([Diagnostic(Level.ERROR, message, record.loc)])


_SAME_TYPE = "::mlir::OpTrait::SameOperandsAndResultType"
_INFER = "InferTypeOpInterface"


def declared_traits(record: Record) -> list[Record]:
    """The op's traits in order: lists flattened, duplicates dropped, an
    interface's base interfaces before it."""
    found: list[Record] = []
    seen: set[Record] = set()

    def insert(elements: tuple[object, ...]) -> None:
        for element in elements:
            if not isinstance(element, DefInit):
                continue
            trait = element.record
            if derives(trait, "TraitList"):
                insert(list_field(trait, "traits"))
                continue
            if trait in seen:
                continue
            seen.add(trait)
            if derives(trait, "Interface"):
                insert(list_field(trait, "baseInterfaces"))
            found.append(trait)

    insert(list_field(record, "traits"))
    return found


def op_traits(op: Operator, infer: Record | None) -> list[Record]:
    """``Operator::getTraits``: the declared traits, then ``infer`` (the
    ``InferTypeOpInterface`` def) when ODS infers every result type."""
    traits = declared_traits(op.record)
    if infer is not None and _infers_results(op, traits, infer):
        traits.append(infer)
    return traits


def infers_every_result(op: Operator) -> bool:
    """Whether ``populateTypeInferenceInfo`` gives the op an implied
    ``InferTypeOpInterface`` (every result type known from its traits)."""
    if not op.infer_type_interface_known:
        return False
    return _infers_results(op, declared_traits(op.record), None)


def _result_index(index: int) -> int:
    """Results share the index space of arguments as ``-1 - i``."""
    return -1 - index


def _value_indices(op: Operator) -> dict[str, int]:
    """Named arguments by position, named results by ``_result_index``."""
    indices = {a.name: i for i, a in enumerate(op.arguments) if a.name}
    for i, result in enumerate(op.results):
        if result.name:
            indices[result.name] = _result_index(i)
    return indices


def _infers_results(op: Operator, traits: list[Record], infer: Record | None) -> bool:
    """Whether ``populateTypeInferenceInfo`` finds every result type."""
    if not op.results or any(r.arity.is_variable for r in op.results):
        return False
    if any(Trait.from_record(t).qualified_name == _SAME_TYPE for t in traits):
        return any(
            isinstance(a, NamedTypeConstraint) and not a.arity.is_variable
            for a in op.arguments
        )
    graph = _InferenceGraph(op)
    for trait in traits:
        if derives(trait, f"{_INFER}::Trait") or trait is infer:
            return False
        if derives(trait, "TypesMatchWith"):
            graph.match_with(trait)
        elif derives(trait, "AllTypesMatch"):
            graph.all_match(trait)
    return graph.propagate()


class _InferenceGraph:
    """Per result: where its type may come from, and whether it is known."""

    def __init__(self, op: Operator) -> None:
        self.indices = _value_indices(op)
        count = len(op.results)
        self.sources: list[list[int]] = [[] for _ in range(count)]
        self.inferred = [bool(r.constraint.builder_call) for r in op.results]
        for i in range(count):
            if self.inferred[i]:
                self.sources[i].append(_result_index(i))

    def _known(self, index: int) -> bool:
        """Whether the value at ``index`` has a known type."""
        return index >= 0 or self.inferred[_result_index(index)]

    def match_with(self, trait: Record) -> None:
        """A ``TypesMatchWith`` edge from ``lhs`` to a result ``rhs``."""
        target = self.indices.get(string_field(trait, "rhs"), 0)
        if target >= 0:
            return
        result = _result_index(target)
        if self.inferred[result]:
            return
        source = self.indices.get(string_field(trait, "lhs"), 0)
        self.sources[result].append(source)
        self.inferred[result] = self._known(source)

    def all_match(self, trait: Record) -> None:
        """``AllTypesMatch``: one known value types all, else edges N <-> N."""
        known: int | None = None
        results: list[int] = []
        for element in list_field(trait, "values"):
            name = element.value if isinstance(element, StringInit) else ""
            index = self.indices.get(name, 0)
            if index < 0:
                results.append(_result_index(index))
            if self._known(index):
                known = index
        if known is not None:
            for result in results:
                if not self.inferred[result]:
                    self.sources[result] = [known]
                    self.inferred[result] = True
            return
        for result in results:
            for other in results:
                if other != result:
                    self.sources[result].append(other)

    def propagate(self) -> bool:
        """Spread known types to a fixed point; whether all became known."""
        worklist = [i for i, known in enumerate(self.inferred) if not known]
        changed = True
        while changed:
            changed = False
            for result in list(worklist):
                if any(self._source_known(s) for s in self.sources[result]):
                    self.inferred[result] = True
                    worklist.remove(result)
                    changed = True
        return not worklist

    def _source_known(self, source: int) -> bool:
        """Whether a source edge of a pending result points at a known type."""
        return self.inferred[_result_index(source)] if source < 0 else True


def _strip_qualifier(name: str) -> str:
    """An effect name without a leading ``::`` and then ``mlir::``."""
    return name.removeprefix("::").removeprefix("mlir::")


def _effects_text(trait: Record) -> str:
    """``Base{Effect on Resource, ...}`` of a side-effect trait."""
    parts = []
    for element in list_field(trait, "effects"):
        if isinstance(element, DefInit):
            effect = _strip_qualifier(required_string(element.record, "effect"))
            resource = required_string(element.record, "resource")
            parts.append(f"{effect} on {resource}")
    base = _strip_qualifier(required_string(trait, "baseEffectName"))
    return f"{base}{{{', '.join(parts)}}}"


def trait_lists(traits: list[Record]) -> tuple[tuple[str, ...], ...]:
    """The sorted ``Traits:``, ``Interfaces:`` and ``Effects:`` entries."""
    names: set[str] = set()
    interfaces: set[str] = set()
    effects: set[str] = set()
    for trait in traits:
        kind = Trait.from_record(trait).kind
        if kind is TraitKind.PRED:
            continue
        trait_name = required_string(trait, "trait").removesuffix("::Trait")
        trait_name = trait_name.removesuffix("::Impl")
        name = trait.name_string
        if name.startswith("anonymous_"):
            name = trait_name
        if kind is TraitKind.INTERFACE:
            if derives(trait, "SideEffectsTraitBase"):
                effects.add(f"`{_effects_text(trait)}`")
                name += f" ({trait_name})"
            interfaces.add(f"`{name}`")
        else:
            names.add(f"`{name}`")
    return tuple(sorted(names)), tuple(sorted(interfaces)), tuple(sorted(effects))


__all__ = ["declared_traits", "op_traits", "required_string", "trait_lists"]
