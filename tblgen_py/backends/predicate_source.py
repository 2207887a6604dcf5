"""Python source of an ODS predicate (one function, so the translator is swappable)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tblgen_py.backends.cpp_classes import parameter_accessors
from tblgen_py.backends.dialect_get import type_getter
from tblgen_py.cpp.expr import TranslateContext
from tblgen_py.cpp.names import is_known_class
from tblgen_py.cpp.predicates import translate_predicate
from tblgen_py.ods.predicates import PredKind, predicate_tree
from tblgen_py.records.record import Record


def predicate_source(
    predicate: Record,
    self_expr: str,
    extra_classes: Callable[[str], bool] | None = None,
    placeholders: Mapping[str, str] | None = None,
    native_functions: frozenset[str] = frozenset(),
) -> str | None:
    """The Python expression of ``predicate`` over ``self_expr``; None if untranslated.

    ``"True"`` means the predicate always holds (and needs no check).
    ``extra_classes`` tells the translator about C++ classes the generated
    module registers with the predicate runtime; ``placeholders`` binds other
    ``$name``s (an op's operands, results and attributes in ``PredOpTrait``s);
    ``native_functions`` are C++ functions of a type that dialect ports supply
    (called through the predicate runtime's ``native_type_call``).
    """
    tree = predicate_tree(predicate)
    if tree.kind is PredKind.TRUE:
        return "True"
    context = None
    if native_functions:
        context = TranslateContext(
            {"_self": self_expr}, native_functions=native_functions
        )
    if extra_classes is not None:
        extra = extra_classes

        def known(name: str) -> bool:
            # ``extra`` first: it records the class as used, so the module
            # registers it even when this process already knows it.
            return extra(name) or is_known_class(name)

        context = TranslateContext(
            {"_self": self_expr},
            known_class=known,
            dialect_methods=parameter_accessors(),
            native_functions=native_functions,
            type_getter=type_getter,
        )
    translation = translate_predicate(
        predicate, self_expr, placeholders=placeholders, context=context
    )
    return translation.python_src
