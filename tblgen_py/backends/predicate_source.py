"""Python source of an ODS predicate (one function, so the translator is swappable)."""

from __future__ import annotations

from tblgen_py.records.record import Record


def predicate_source(predicate: Record, self_expr: str) -> str | None:
    """The Python expression of ``predicate`` over ``self_expr``; None if untranslated.

    ``"True"`` means the predicate always holds (and needs no check).
    """
    from tblgen_py.ods.predicates import PredKind, predicate_tree

    tree = predicate_tree(predicate)
    if tree.kind is PredKind.TRUE:
        return "True"
    try:
        from tblgen_py.ods.predicate_translate import translate_predicate
    except ImportError:
        return None
    translation = translate_predicate(predicate, self_expr)
    return translation.python_src
