"""ODS predicate trees (``Pred``, ``CPred``, ``And``/``Or``/``Neg``/``SubstLeaves``/``Concat``).

``predicate_tree(record)`` builds the tree of a ``Pred`` record the way
``mlir/TableGen/Predicate.cpp`` does: ``SubstLeaves`` substitutions are applied to
the leaves below them (innermost first, plain text replacement that skips the
replaced text), ``Concat`` keeps its prefix and suffix (substituted by the
enclosing substitutions only), and the tree is simplified: an empty ``And`` is
true, an empty ``Or`` is false, and known children collapse or vanish from their
``And``/``Or`` parent.  Nothing below a ``SubstLeaves`` node is simplified.
``cpp_condition(record)`` prints the combined C++ expression exactly as
mlir-tblgen does before placeholder substitution.
"""

from __future__ import annotations

from enum import Enum
from typing import Iterator, Sequence

from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.record import Record
from tblgen_py.records.values import DefInit, ListInit, StringInit


class PredKind(Enum):
    """The kinds of predicate tree nodes (MLIR's ``PredCombinerKind``)."""

    LEAF = "leaf"
    AND = "and"
    OR = "or"
    NOT = "not"
    SUBST_LEAVES = "subst_leaves"
    CONCAT = "concat"
    TRUE = "true"
    FALSE = "false"


_COMBINERS = {
    "PredCombinerAnd": PredKind.AND,
    "PredCombinerOr": PredKind.OR,
    "PredCombinerNot": PredKind.NOT,
    "PredCombinerSubstLeaves": PredKind.SUBST_LEAVES,
    "PredCombinerConcat": PredKind.CONCAT,
}


class PredicateError(Exception):
    """A ``Pred`` record that does not have the shape MLIR expects."""


class PredNode(NamedTuple):
    """One node of a predicate tree; ``expr`` is a leaf's substituted C++ text."""

    kind: PredKind
    record: Record | None
    children: tuple[PredNode, ...] = ()
    expr: str = ""
    prefix: str = ""
    suffix: str = ""

    def leaves(self) -> Iterator[PredNode]:
        """The leaf nodes, left to right."""
        if self.kind is PredKind.LEAF:
            yield self
        for child in self.children:
            yield from child.leaves()


Substitution = tuple[str, str]


def substitute(text: str, substitutions: Sequence[Substitution]) -> str:
    """Apply ``substitutions`` innermost (last) first, as ``performSubstitutions``."""
    for pattern, replacement in reversed(substitutions):
        if not pattern:
            continue
        text = text.replace(pattern, replacement)
    return text


def _string_field(record: Record, name: str) -> str:
    """The string value of field ``name``."""
    field = record.get_value(name)
    if field is None or not isinstance(field.value, StringInit):
        raise PredicateError(f"predicate '{record.name_string}' has no string {name}")
    return field.value.value


def _kind_of(record: Record) -> PredKind:
    """The combiner kind of a ``Pred`` record."""
    field = record.get_value("kind")
    if field is None:
        if record.get_value("predExpr") is not None:
            return PredKind.LEAF
        raise PredicateError(f"'{record.name_string}' is neither CPred nor combined")
    if not isinstance(field.value, DefInit):
        raise PredicateError(f"predicate '{record.name_string}' has no combiner kind")
    kind = _COMBINERS.get(field.value.record.name_string)
    if kind is None:
        raise PredicateError(f"unsupported predicate kind in '{record.name_string}'")
    return kind


def _children_of(record: Record) -> list[Record]:
    """The child ``Pred`` records of a combined predicate."""
    field = record.get_value("children")
    if field is None or not isinstance(field.value, ListInit):
        raise PredicateError(f"predicate '{record.name_string}' has no children")
    children = []
    for element in field.value.elements:
        if not isinstance(element, DefInit):
            raise PredicateError(f"predicate '{record.name_string}' has a bad child")
        children.append(element.record)
    return children


def build_tree(record: Record, substitutions: Sequence[Substitution] = ()) -> PredNode:
    """The unsimplified tree of ``record`` with leaf substitutions applied."""
    kind = _kind_of(record)
    if kind is PredKind.LEAF:
        expr = substitute(_string_field(record, "predExpr"), substitutions)
        return PredNode(kind, record, expr=expr)
    inner = list(substitutions)
    prefix = suffix = ""
    if kind is PredKind.SUBST_LEAVES:
        pattern = _string_field(record, "pattern")
        inner.append((pattern, _string_field(record, "replacement")))
    elif kind is PredKind.CONCAT:
        prefix = substitute(_string_field(record, "prefix"), substitutions)
        suffix = substitute(_string_field(record, "suffix"), substitutions)
    children = tuple(build_tree(child, inner) for child in _children_of(record))
    if kind in (PredKind.NOT, PredKind.SUBST_LEAVES, PredKind.CONCAT):
        if len(children) != 1:
            raise PredicateError(f"'{record.name_string}' must have exactly one child")
    return PredNode(kind, record, children, prefix=prefix, suffix=suffix)


def simplify(node: PredNode) -> PredNode:
    """Fold constant ``And``/``Or`` nodes as ``propagateGroundTruth`` does."""
    if node.kind is PredKind.SUBST_LEAVES or node.kind is PredKind.LEAF:
        return node
    if node.kind is PredKind.AND and not node.children:
        return PredNode(PredKind.TRUE, node.record)
    if node.kind is PredKind.OR and not node.children:
        return PredNode(PredKind.FALSE, node.record)
    if node.kind not in (PredKind.AND, PredKind.OR):
        kids = tuple(simplify(child) for child in node.children)
        return PredNode(
            node.kind, node.record, kids, node.expr, node.prefix, node.suffix
        )
    is_and = node.kind is PredKind.AND
    collapse = PredKind.FALSE if is_and else PredKind.TRUE
    erase = PredKind.TRUE if is_and else PredKind.FALSE
    kept: list[PredNode] = []
    for child in node.children:
        simple = simplify(child)
        if simple.kind is collapse:
            return PredNode(collapse, node.record)
        if simple.kind is not erase:
            kept.append(simple)
    return PredNode(node.kind, node.record, tuple(kept))


_TREES: dict[int, PredNode] = {}


def predicate_tree(record: Record) -> PredNode:
    """The simplified tree of a ``Pred`` record (memoised per record)."""
    tree = _TREES.get(record.id)
    if tree is None:
        tree = _TREES[record.id] = simplify(build_tree(record))
    return tree


def _combine(children: list[str], combiner: str, empty: str) -> str:
    """``combineBinary``: parenthesise and join two or more children."""
    if not children:
        return empty
    if len(children) == 1:
        return children[0]
    return f" {combiner} ".join(f"({child})" for child in children)


def combined_condition(node: PredNode) -> str:
    """The C++ expression of a tree (``getCombinedCondition``)."""
    match node.kind:
        case PredKind.LEAF:
            return node.expr
        case PredKind.TRUE:
            return "true"
        case PredKind.FALSE:
            return "false"
    parts = [combined_condition(child) for child in node.children]
    match node.kind:
        case PredKind.AND:
            return _combine(parts, "&&", "true")
        case PredKind.OR:
            return _combine(parts, "||", "false")
        case PredKind.NOT:
            return f"!({parts[0]})"
        case PredKind.CONCAT:
            return node.prefix + parts[0] + node.suffix
    return parts[0]


def cpp_condition(record: Record) -> str:
    """The combined C++ condition of a ``Pred`` record, placeholders unsubstituted."""
    return combined_condition(predicate_tree(record))
