"""``mlir-pdll-py -x=python``: patterns of the pattern model as a Python module.

One ``RewritePattern`` class per pattern (its name; ``GeneratedPDLLPattern<N>``
for anonymous ones), in order, and ``populate(patterns, natives=None)``.  The
match and rewrite come from the model (``rewrite_pattern_code``); native code is
found at run time (``runtime/pdl/generated``), a Python body written in the
pattern file (``[{# python ...}]``) or a translated C++ body being the module's
own definition (``rewrite_pattern_natives``).
"""

from __future__ import annotations

import re

from tblgen_py.backends.layout import bracketed, fit_block, tuple_lines
from tblgen_py.backends.names import module_name, py_string, unique_name
from tblgen_py.backends.rewrite_module import (
    PDLL,
    ModuleParts,
    PatternClass,
    class_doc,
    generated_ops_lines,
    render_module,
)
from tblgen_py.backends.rewrite_pattern_code import ConstantTable, PatternCode
from tblgen_py.backends.rewrite_pattern_natives import native_functions
from tblgen_py.patterns.model import Pattern


def generate_module(
    patterns: list[Pattern], input_path: str, native_modules: tuple[str, ...] = ()
) -> str:
    """The module text for ``patterns`` read from ``input_path``."""
    constants = ConstantTable()
    used: set[str] = set()
    models = []
    for pattern in patterns:
        name = unique_name(_class_name(pattern.name), used)
        models.append(_class_model(pattern, name, constants))
    functions, bodies = native_functions(patterns)
    native_lines = tuple_lines(
        "NATIVE_MODULES: tuple[str, ...] = ", [py_string(m) for m in native_modules], ""
    )
    parts = ModuleParts(
        fit_block(native_lines),
        fit_block(constants.lines()),
        _populate_lines(models),
        functions,
        _bodies_lines(bodies),
    )
    return render_module(PDLL, input_path, models, parts)


def _class_name(name: str) -> str:
    cleaned = re.sub(r"\W", "_", name)
    if not cleaned[:1].isalpha():
        cleaned = "P" + cleaned
    return module_name(cleaned)


def _class_model(pattern: Pattern, name: str, constants: ConstantTable) -> PatternClass:
    root = pattern.root_name
    return PatternClass(
        name,
        class_doc(pattern),
        "ANY_OP" if root is None else py_string(root),
        pattern.benefit,
        generated_ops_lines(pattern)
        + (["BOUNDED_RECURSION = True"] if pattern.bounded_recursion else []),
        fit_block(PatternCode(pattern, constants).body()),
    )


def _bodies_lines(entries: list[str]) -> list[str]:
    """``_BODIES = {...}`` on one line, or one entry a line as black splits it."""
    head = "_BODIES: dict[str, _pdl.NativeFn] = {"
    line = head + ", ".join(entries) + "}"
    if len(line) <= 88:
        return [line]
    return [head, *(f"    {entry}," for entry in entries), "}"]


def _populate_lines(models: list[PatternClass]) -> list[str]:
    items = [f"{m.class_name}(natives)" for m in models]
    return bracketed("patterns.add(", items, ")", "    ")
