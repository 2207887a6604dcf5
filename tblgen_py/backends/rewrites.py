"""Patterns of the pattern model as a Python module of ``RewritePattern`` classes.

``--gen-rewriters`` (``generate``): DRR ``Pattern`` defs, one class per pattern
(the def's name, or ``GeneratedConvertN`` for anonymous defs), sorted as LLVM
sorts records, plus ``populate_with_generated(patterns)``.  Native C++ without
a Python translation is listed in ``NATIVE_REQUIRED`` and reported as a
warning; invalid patterns are errors at ``file:line:col``.

``mlir-pdll-py -x=python`` (``generate_module``): PDLL or PDL patterns, one
class per pattern (its name; ``GeneratedPDLLPattern<N>`` for anonymous ones),
in order, and ``populate(patterns, natives=None)``; native code is found at run
time (``runtime/pdl/generated``), a Python body written in the pattern file
(``[{# python ...}]``) or a translated C++ body being the module's own
definition (``rewrite_native.native_functions``).

Both build each class body with the one walk of the model (``rewrite_body``)
and print the one module template (``rewrite_module``).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass

from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.backends.layout import bracketed, fit_block, tuple_lines
from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.names import module_name, py_string, unique_name
from tblgen_py.backends.predicate_source import predicate_source
from tblgen_py.backends.rewrite_body import pattern_body
from tblgen_py.backends.rewrite_context import NativeTable, PatternContext
from tblgen_py.backends.rewrite_module import (
    DRR,
    PDLL,
    ModuleParts,
    PatternClass,
    pattern_class,
    render_module,
)
from tblgen_py.backends.rewrite_native import native_functions
from tblgen_py.support.diagnostics import Diagnostic, Level
from tblgen_py.ods.operator import Operator
from tblgen_py.patterns.from_drr import DrrModelError, drr_pattern, pattern_records
from tblgen_py.patterns.model import Pattern
from tblgen_py.records.keeper import RecordKeeper


@dataclass
class ModuleResult:
    """Rendered text plus the native code the module needs from the user."""

    text: str
    native_required: dict[str, str]
    warnings: list[Diagnostic]


class RewritersBackend:
    """Generate rewrite pattern classes from DRR patterns."""

    name = "gen-rewriters"
    description = "Generate DRR rewrite patterns as a Python module"

    def __init__(self, native_modules: tuple[str, ...] = ()) -> None:
        self.native_modules = native_modules

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the module; warn on stderr about native code to supply."""
        modules = self.native_modules or tuple(getattr(options, "native_modules", ()))
        result = generate(records, options.input_path, modules)
        for warning in result.warnings:
            sys.stderr.write(warning.render())
        return result.text


def generate(
    records: RecordKeeper, input_path: str, native_modules: tuple[str, ...] = ()
) -> ModuleResult:
    """Build the module text; raise BackendError listing every invalid pattern."""
    checks = CheckTable(predicate_source)
    natives = NativeTable()
    ops: dict[int, Operator] = {}
    models: list[PatternClass] = []
    errors: list[Diagnostic] = []
    used: set[str] = set()
    anonymous = 0
    for record in pattern_records(records):
        class_name = _class_name(record.name_string, anonymous, used)
        anonymous += record.name_string.startswith("anonymous_")
        try:
            pattern = drr_pattern(record, ops)
        except DrrModelError as exc:
            errors.append(Diagnostic(Level.ERROR, exc.message, exc.span))
            continue
        ctx = PatternContext(record.loc, checks, natives)
        model = _pattern_model(ctx, class_name, pattern)
        errors.extend(ctx.diagnostics)
        if model is not None:
            models.append(model)
    if errors:
        raise BackendError(errors)
    text = _render(input_path, models, checks, natives, native_modules)
    return ModuleResult(text, dict(natives.required), _warnings(natives))


def _class_name(def_name: str, anonymous: int, used: set[str]) -> str:
    """A unique Python class name for a pattern def."""
    if def_name.startswith("anonymous_"):
        name = f"GeneratedConvert{anonymous}"
    else:
        name = re.sub(r"\W", "_", def_name)
        if not name[:1].isalpha():
            name = "P" + name
    return unique_name(module_name(name), used)


def _pattern_model(
    ctx: PatternContext, class_name: str, model: Pattern
) -> PatternClass | None:
    """One pattern's class; None when it has errors."""
    body = pattern_body(ctx, model)
    if body is None:
        return None
    return pattern_class(DRR, class_name, model, body, ctx.root_operands)


def _render(
    input_path: str,
    models: list[PatternClass],
    checks: CheckTable,
    natives: NativeTable,
    native_modules: tuple[str, ...],
) -> str:
    """The module text."""
    native_lines = tuple_lines(
        "NATIVE_MODULES: tuple[str, ...] = ", [py_string(m) for m in native_modules], ""
    )
    required = [py_string(n) for n in sorted(natives.required)]
    native_lines += tuple_lines("NATIVE_REQUIRED: tuple[str, ...] = ", required, "")
    native_lines += ["_NATIVE = _drr.NativeNamespace(__name__, NATIVE_MODULES)"]
    constants = checks.block(0) + [f"{n} = {e}" for e, n in natives.constants.items()]
    parts = ModuleParts(
        fit_block(native_lines),
        fit_block(constants),
        _populate_lines(models, _label(input_path)),
        [],
        [],
    )
    return render_module(DRR, input_path, models, parts)


def generate_module(
    patterns: list[Pattern], input_path: str, native_modules: tuple[str, ...] = ()
) -> str:
    """The ``-x=python`` module text for ``patterns`` read from ``input_path``."""
    checks = CheckTable(predicate_source)
    natives = NativeTable()
    used: set[str] = set()
    models = []
    for pattern in patterns:
        name = unique_name(_pattern_class_name(pattern.name), used)
        ctx = PatternContext(None, checks, natives, fail_default=PDLL.fail)
        body = pattern_body(ctx, pattern)
        if ctx.diagnostics or body is None:
            raise BackendError(ctx.diagnostics)
        models.append(pattern_class(PDLL, name, pattern, body))
    functions, bodies = native_functions(patterns)
    native_lines = tuple_lines(
        "NATIVE_MODULES: tuple[str, ...] = ", [py_string(m) for m in native_modules], ""
    )
    parts = ModuleParts(
        fit_block(native_lines),
        fit_block(natives.lines()),
        bracketed(
            "patterns.add(", [f"{m.class_name}(natives)" for m in models], ")", "    "
        ),
        functions,
        _bodies_lines(bodies),
    )
    return render_module(PDLL, input_path, models, parts)


def _pattern_class_name(name: str) -> str:
    cleaned = re.sub(r"\W", "_", name)
    if not cleaned[:1].isalpha():
        cleaned = "P" + cleaned
    return module_name(cleaned)


def _bodies_lines(entries: list[str]) -> list[str]:
    """``_BODIES = {...}`` on one line, or one entry a line as black splits it."""
    head = "_BODIES: dict[str, _pdl.NativeFn] = {"
    line = head + ", ".join(entries) + "}"
    if len(line) <= 88:
        return [line]
    return [head, *(f"    {entry}," for entry in entries), "}"]


def _label(input_path: str) -> str:
    """The debug label of every pattern of a module: the input file's stem."""
    stem = re.split(r"[\\/]", input_path)[-1].rsplit(".", 1)[0]
    return stem if stem and stem != "-" else "DRR"


def _populate_lines(models: list[PatternClass], label: str) -> list[str]:
    """``patterns.add_with_label("Stem", A(), ...)`` laid out as black would."""
    items = [py_string(label), *(f"{m.class_name}()" for m in models)]
    return bracketed("patterns.add_with_label(", items, ")", "    ")


def _warnings(natives: NativeTable) -> list[Diagnostic]:
    """One warning per native piece the user must supply."""
    return [
        Diagnostic(
            Level.WARNING,
            f"needs user-supplied Python: '{name}' ({what})",
        )
        for name, what in sorted(natives.required.items())
    ]
