"""The one module template of generated pattern classes, whatever the language.

DRR's ``--gen-rewriters`` and ``mlir-pdll-py -x=python`` print the same module
(``templates/rewrites/module.py.j2``): module constants, native functions, one
``RewritePattern`` class per pattern with its ``match_and_rewrite`` body, and a
populate function.  What differs is data, a ``Flavor``: the base class (PDLL's
patterns find native code through ``runtime/pdl/generated``), the method and
populate docstrings, the populate signature and the imports to choose from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tblgen_py.backends.layout import tuple_lines
from tblgen_py.backends.names import py_string
from tblgen_py.backends.render import render
from tblgen_py.patterns.model import Pattern


@dataclass(frozen=True)
class Flavor:
    """What a pattern language changes in the module."""

    label: str
    populate_name: str
    base_class: str | None
    """The module's own base class (None: ``RewritePattern``)."""
    method_doc: str
    populate_head: tuple[str, ...]
    populate_doc: str
    populate_empty: str
    imports: tuple[tuple[str, str], ...]
    """(name, import line): the line is kept when the module uses the name."""
    any_use: str
    """A regular expression: where the module uses ``typing.Any``."""
    set_import_alone: bool
    """Whether the last import (``RewritePatternSet`` alone) gives way to the one
    before it when the module derives from ``RewritePattern``."""
    class_attrs: tuple[str, ...]
    """Lines every pattern class declares after ``GENERATED_OPS``."""
    fail: str | None
    """What leaves a failed match (None: ``notify_match_failure``)."""


_REWRITE = "from tblgen_py.runtime.rewrite import"

DRR = Flavor(
    label="DRR",
    populate_name="populate_with_generated",
    base_class=None,
    method_doc="Match the source dag at ``op0``; build the results and replace it.",
    populate_head=(
        "def populate_with_generated(patterns: RewritePatternSet) -> None:",
    ),
    populate_doc="Add every pattern of this module to ``patterns``, labelled by its"
    " .td file.",
    populate_empty="del patterns",
    imports=(
        ("_drr", "from tblgen_py.runtime import drr as _drr"),
        ("_p", "from tblgen_py.runtime import predicates as _p"),
        ("Operation", "from tblgen_py.runtime.ir.operation import Operation"),
        ("_ods_ir", "from tblgen_py.runtime.ods import api as _ods_ir"),
        ("_ods_convert", "from tblgen_py.runtime.ods import convert as _ods_convert"),
        (
            "RewritePattern",
            f"{_REWRITE} (\n    PatternRewriter,\n"
            "    RewritePattern,\n    RewritePatternSet,\n)",
        ),
        ("RewritePatternSet", f"{_REWRITE} RewritePatternSet"),
    ),
    any_use=r"\(_self: Any\)|: Any = ",
    set_import_alone=True,
    class_attrs=("_native = _NATIVE",),
    fail=None,
)
"""``--gen-rewriters``: DRR patterns, labelled by their ``.td`` file."""

PDLL = Flavor(
    label="PDLL",
    populate_name="populate",
    base_class="_Pattern",
    method_doc="Match the pattern at ``op0``; rewrite on success.",
    populate_head=(
        "def populate(",
        "    patterns: RewritePatternSet, natives: _pdl.NativeRegistry | None = None",
        ") -> None:",
    ),
    populate_doc="Add every pattern of this module to ``patterns`` (``natives``:"
    " native code).",
    populate_empty="del patterns, natives",
    imports=(
        ("_drr", "from tblgen_py.runtime import drr as _drr"),
        ("_p", "from tblgen_py.runtime import predicates as _p"),
        ("_pdl", "from tblgen_py.runtime.pdl import generated as _pdl"),
        ("Operation", "from tblgen_py.runtime.ir.operation import Operation"),
        ("OpResult", "from tblgen_py.runtime.ir.value import OpResult"),
        ("Value", "from tblgen_py.runtime.ir.value import Value"),
        ("ANY_OP", "from tblgen_py.runtime.rewrite.pattern import ANY_OP"),
        ("RewritePatternSet", f"{_REWRITE} PatternRewriter, RewritePatternSet"),
    ),
    any_use=r"\bAny\b",
    set_import_alone=False,
    class_attrs=(),
    fail="return False",
)
"""``mlir-pdll-py -x=python`` (and ``--load-pdl``): PDLL or PDL patterns."""


@dataclass(frozen=True)
class PatternClass:
    """What the template prints for one pattern class."""

    class_name: str
    doc: str
    root: str
    benefit: int
    attrs: list[str]
    """Class attribute lines after ``BENEFIT``."""
    body: list[str]
    """``match_and_rewrite``'s lines, indented for the class."""


def pattern_class(
    flavor: Flavor,
    class_name: str,
    pattern: Pattern,
    body: list[str],
    root_operands: list[str] | None = None,
) -> PatternClass:
    """The class of ``pattern`` with its ``match_and_rewrite`` body (and what
    its match requires of the root's operands, ``ROOT_OPERANDS``' items)."""
    root = pattern.root_name
    attrs = [*generated_ops_lines(pattern), *flavor.class_attrs]
    if pattern.bounded_recursion:
        attrs.append("BOUNDED_RECURSION = True")
    if root_operands is not None and any(r != "None" for r in root_operands):
        attrs.extend(tuple_lines("ROOT_OPERANDS = ", root_operands, ""))
    return PatternClass(
        class_name,
        class_doc(pattern),
        "ANY_OP" if root is None else py_string(root),
        pattern.benefit,
        attrs,
        body,
    )


def class_doc(pattern: Pattern) -> str:
    """The class docstring: language, pattern name and line."""
    line = pattern.span.file.line_col(pattern.span.start)[0]
    return f"{pattern.origin} pattern ``{pattern.name}`` (line {line})."


def generated_ops_lines(pattern: Pattern) -> list[str]:
    """``GENERATED_OPS = (...)``: the ops the rewrite creates (none: no line)."""
    created = [py_string(n) for n in pattern.created_ops()]
    return tuple_lines("GENERATED_OPS = ", created, "") if created else []


@dataclass
class ModuleParts:
    """The module-level parts around the pattern classes."""

    native_lines: list[str]
    constants: list[str]
    populate: list[str]
    natives: list[list[str]]
    bodies: list[str]


def render_module(
    flavor: Flavor, input_path: str, classes: list[PatternClass], parts: ModuleParts
) -> str:
    """The module text, importing what it uses."""
    text = render(
        "rewrites/module.py.j2",
        input_path=input_path,
        doc_lines=[
            f"{flavor.label} rewrite patterns ({len(classes)}) and "
            f"{flavor.populate_name}."
        ],
        imports=[_MARKER],
        flavor=flavor,
        native_lines=parts.native_lines,
        constants=parts.constants,
        natives=parts.natives,
        bodies=parts.bodies,
        patterns=classes,
        populate=parts.populate,
    )
    body = text.split(_MARKER, 1)[1]
    table = flavor.imports
    used = [line for name, line in table if re.search(rf"\b{name}\b", body)]
    if (
        flavor.set_import_alone
        and len(used) > 1
        and used[-1] == table[-1][1]
        and "RewritePattern)" in body
    ):
        used.pop()
    if re.search(flavor.any_use, body):
        used.insert(0, "from typing import Any\n")
    return text.replace(_MARKER, "\n".join(used), 1).rstrip("\n") + "\n"


_MARKER = "#<imports>#"
