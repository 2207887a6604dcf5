"""Translate whole ODS predicate trees into Python expressions.

The tree (``predicates.predicate_tree``) is printed node by node: ``And``/``Or``/
``Neg`` become ``and``/``or``/``not``, constant nodes ``True``/``False``, a
``SubstLeaves`` node its (already substituted) child, and each leaf goes through
``cpp_expr``.  A ``Concat`` node is textual in MLIR, so its prefix and suffix are
parsed around a marker name that stands for the child; the child is translated
where the marker sits, with the lambda parameters of the prefix in scope.
A leaf that cannot be translated may be supplied by the user as Python (keyed
by its C++ text, ``$_self`` standing for the entity); otherwise it is listed in
``Translation.untranslated_leaves`` and ``python_src`` is None.
"""

from __future__ import annotations

from typing import Mapping

from tblgen_py.support.diagnostics import Diagnostic, Level, Span
from tblgen_py.cpp.expr import (
    AND,
    ATOM,
    NOT,
    OR,
    CppSyntaxError,
    Py,
    TranslateContext,
    Untranslatable,
    translate_cpp_py,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.predicates import PredKind, PredNode, predicate_tree
from tblgen_py.records.record import Record


class UntranslatedLeaf(NamedTuple):
    """A leaf C++ expression with no translation, why, and where it is written."""

    expr: str
    reason: str
    record: Record | None
    offset: int | None = None

    @property
    def span(self) -> Span | None:
        """Where the leaf (or the syntax error in it) is in the .td file."""
        from tblgen_py.cpp.spans import leaf_span

        return leaf_span(self.record, self.expr, self.offset)

    def diagnostic(self, constraint: str, level: Level = Level.WARNING) -> Diagnostic:
        """A ``file:line:col: warning: ...`` diagnostic for this leaf."""
        text = " ".join(self.expr.split())
        message = f"cannot translate predicate of {constraint} to Python: {self.reason}"
        return Diagnostic(level, f"{message} (in '{text}')", self.span)


class Translation(NamedTuple):
    """Python source of a predicate (None if any leaf is untranslated)."""

    python_src: str | None
    untranslated_leaves: tuple[UntranslatedLeaf, ...] = ()
    runtime_classes: frozenset[str] = frozenset()
    """C++ classes named by ``isa`` that only run-time registration resolves."""


class _Failed(Exception):
    """Raised inside a tree walk once a leaf fails (the leaves are collected)."""


_MARKER = "__tblgen_concat_child__"


class _TreeTranslator:
    """Walks one predicate tree, collecting untranslated leaves."""

    def __init__(
        self, context: TranslateContext, user_leaves: Mapping[str, str]
    ) -> None:
        self.context = context
        self.user_leaves = user_leaves
        self.failures: list[UntranslatedLeaf] = []

    def leaf(self, node: PredNode, ctx: TranslateContext) -> Py:
        """One leaf, from the user's table or through ``cpp_expr``."""
        user = self.user_leaves.get(node.expr)
        if user is not None:
            self_src = ctx.placeholders.get("_self", "$_self")
            return Py(f"({user.replace('$_self', self_src)})", ATOM)
        try:
            return translate_cpp_py(node.expr, ctx)
        except CppSyntaxError as exc:
            self.failures.append(
                UntranslatedLeaf(node.expr, exc.message, node.record, exc.offset)
            )
        except Untranslatable as exc:
            self.failures.append(UntranslatedLeaf(node.expr, str(exc), node.record))
        raise _Failed

    def node(self, node: PredNode, ctx: TranslateContext) -> Py:
        """Python source of a subtree with its precedence."""
        match node.kind:
            case PredKind.LEAF:
                return self.leaf(node, ctx)
            case PredKind.TRUE:
                return Py("True", ATOM)
            case PredKind.FALSE:
                return Py("False", ATOM)
            case PredKind.NOT:
                return Py(f"not {self.node(node.children[0], ctx).at(NOT)}", NOT)
            case PredKind.SUBST_LEAVES:
                return self.node(node.children[0], ctx)
            case PredKind.CONCAT:
                return self.concat(node, ctx)
        return self.combine(node, ctx)

    def combine(self, node: PredNode, ctx: TranslateContext) -> Py:
        """``And``/``Or``: every child is translated so all failures are seen."""
        parts: list[Py] = []
        failed = False
        for child in node.children:
            try:
                parts.append(self.node(child, ctx))
            except _Failed:
                failed = True
        if failed:
            raise _Failed
        if not parts:
            return Py("True" if node.kind is PredKind.AND else "False", ATOM)
        if len(parts) == 1:
            return parts[0]
        prec = AND if node.kind is PredKind.AND else OR
        joiner = " and " if node.kind is PredKind.AND else " or "
        # A chain of the same operator reads flat; a mixed one keeps its parentheses.
        return Py(
            joiner.join(
                part.src if part.prec == prec else part.at(NOT) for part in parts
            ),
            prec,
        )

    def concat(self, node: PredNode, ctx: TranslateContext) -> Py:
        """``Concat``: parse prefix + marker + suffix, child at the marker."""
        text = node.prefix + _MARKER + node.suffix
        child = node.children[0]
        markers = dict(ctx.markers)
        markers[_MARKER] = lambda inner: self.node(child, inner)
        try:
            return translate_cpp_py(text, ctx.evolve(markers=markers))
        except CppSyntaxError as exc:
            self.failures.append(
                UntranslatedLeaf(text, exc.message, node.record, exc.offset)
            )
        except Untranslatable as exc:
            self.failures.append(UntranslatedLeaf(text, str(exc), node.record))
        raise _Failed


def translate_tree(
    tree: PredNode,
    context: TranslateContext,
    user_leaves: Mapping[str, str] | None = None,
) -> Translation:
    """Translate a predicate tree (see ``translate_predicate``)."""
    classes: set[str] = set()
    if context.runtime_classes is None:
        context = context.evolve(runtime_classes=classes)
    walker = _TreeTranslator(context, user_leaves or {})
    try:
        src = walker.node(tree, context)
    except _Failed:
        return Translation(None, tuple(walker.failures), frozenset(classes))
    return Translation(src.at(0), (), frozenset(classes))


def translate_predicate(
    pred_record: Record,
    self_expr: str,
    *,
    placeholders: Mapping[str, str] | None = None,
    context: TranslateContext | None = None,
    user_leaves: Mapping[str, str] | None = None,
) -> Translation:
    """Translate a ``Pred`` record with ``$_self`` bound to ``self_expr``."""
    names = {"_self": self_expr, "_ctxt": "None", **(placeholders or {})}
    ctx = context.evolve(placeholders=names) if context else TranslateContext(names)
    return translate_tree(predicate_tree(pred_record), ctx, user_leaves)


def failing_src(constraint: str, translation: Translation, module: str = "_p") -> str:
    """A Python expression that raises at verify time, naming the constraint."""
    leaves = tuple(leaf.expr for leaf in translation.untranslated_leaves)
    return f"{module}.untranslated({constraint!r}, {leaves!r})"
