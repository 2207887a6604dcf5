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
from tblgen_py.backends.render import render
from tblgen_py.backends.rewrite_class import class_doc, generated_ops_lines
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
    text = render(
        "pdll/module.py.j2",
        input_path=input_path,
        doc_lines=[f"PDLL rewrite patterns ({len(models)}) and populate."],
        imports=[_MARKER],
        native_lines=fit_block(native_lines),
        constants=fit_block(constants.lines()),
        natives=functions,
        bodies=_bodies_lines(bodies),
        patterns=models,
        populate=_populate_lines(models),
    )
    body = text.split(_MARKER, 1)[1]
    imports = [line for name, line in _IMPORTS if re.search(rf"\b{name}\b", body)]
    return text.replace(_MARKER, "\n".join(imports), 1).rstrip("\n") + "\n"


class _ClassModel:
    """What the template prints for one pattern class."""

    def __init__(
        self,
        class_name: str,
        doc: str,
        root: str,
        benefit: int,
        generated_ops: list[str],
        body: list[str],
        bounded_recursion: bool,
    ) -> None:
        self.class_name = class_name
        self.doc = doc
        self.root = root
        self.benefit = benefit
        self.generated_ops = generated_ops
        self.body = body
        self.bounded_recursion = bounded_recursion


def _class_name(name: str) -> str:
    cleaned = re.sub(r"\W", "_", name)
    if not cleaned[:1].isalpha():
        cleaned = "P" + cleaned
    return module_name(cleaned)


def _class_model(pattern: Pattern, name: str, constants: ConstantTable) -> _ClassModel:
    root = pattern.root_name
    return _ClassModel(
        name,
        class_doc(pattern),
        "ANY_OP" if root is None else py_string(root),
        pattern.benefit,
        generated_ops_lines(pattern),
        fit_block(PatternCode(pattern, constants).body()),
        pattern.bounded_recursion,
    )


def _bodies_lines(entries: list[str]) -> list[str]:
    """``_BODIES = {...}`` on one line, or one entry a line as black splits it."""
    head = "_BODIES: dict[str, _pdl.NativeFn] = {"
    line = head + ", ".join(entries) + "}"
    if len(line) <= 88:
        return [line]
    return [head, *(f"    {entry}," for entry in entries), "}"]


def _populate_lines(models: list[_ClassModel]) -> list[str]:
    items = [f"{m.class_name}(natives)" for m in models]
    return bracketed("patterns.add(", items, ")", "    ")


_MARKER = "#<imports>#"
_IMPORTS = (
    ("Any", "from typing import Any\n"),
    ("_drr", "from tblgen_py.runtime import drr as _drr"),
    ("_p", "from tblgen_py.runtime import predicates as _p"),
    ("_pdl", "from tblgen_py.runtime.pdl import generated as _pdl"),
    ("Operation", "from tblgen_py.runtime.ir.operation import Operation"),
    ("OpResult", "from tblgen_py.runtime.ir.value import OpResult"),
    ("Value", "from tblgen_py.runtime.ir.value import Value"),
    ("ANY_OP", "from tblgen_py.runtime.rewrite.pattern import ANY_OP"),
    (
        "RewritePatternSet",
        "from tblgen_py.runtime.rewrite import PatternRewriter, RewritePatternSet",
    ),
)
