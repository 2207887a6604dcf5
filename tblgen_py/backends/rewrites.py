"""``--gen-rewriters``: DRR ``Pattern`` defs as Python ``RewritePattern`` classes.

One class per pattern (the def's name, or ``GeneratedConvertN`` for anonymous
defs), sorted as LLVM sorts records, plus ``populate_with_generated(patterns)``.
Native C++ without a Python translation is listed in ``NATIVE_REQUIRED`` and
reported as a warning; invalid patterns are errors at ``file:line:col``.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass

from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.backends.layout import fit_block, tuple_lines
from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.names import module_name, py_string, unique_name
from tblgen_py.backends.predicate_source import predicate_source
from tblgen_py.backends.rewrite_build import emit_rewrite
from tblgen_py.backends.rewrite_module import (
    DRR,
    ModuleParts,
    PatternClass,
    class_doc,
    generated_ops_lines,
    render_module,
)
from tblgen_py.backends.rewrite_context import NativeTable, PatternContext
from tblgen_py.backends.rewrite_match import match_constraints, match_root
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
    """Emit one pattern's body from its model; None when it has errors."""
    root = match_root(ctx, model)
    match_constraints(ctx, model)
    if ctx.diagnostics:
        return None
    match_end = len(ctx.lines)
    emit_rewrite(ctx, root, model)
    if ctx.diagnostics:
        return None
    ctx.emit("return True")
    body = _drop_unused_loc(_sink_bindings(ctx.lines, match_end))
    if ctx.uses_builder:
        body = _with_builder(body)
    return PatternClass(
        class_name,
        class_doc(model),
        py_string(root.operation_name),
        model.benefit,
        [*generated_ops_lines(model), "_native = _NATIVE"],
        _laid_out(body),
    )


_OPERAND_BINDING = re.compile(r" {8}(v_\w+) = op\d+\.operand_uses\[\d+\]\.value")
_TOP_LEVEL = re.compile(r" {8}\S")


def _sink_bindings(lines: list[str], match_end: int) -> list[str]:
    """Move operand bindings of the match down to the statement first using them.

    A binding only reads the op (which the match leaves alone), so it can wait
    until a check needs it, or until the match is over: a failed match then
    skips it.
    """
    out: list[str] = []
    pending: dict[str, str] = {}
    for index, line in enumerate(lines):
        if not _TOP_LEVEL.match(line):
            out.append(line)
            continue
        bound = _OPERAND_BINDING.fullmatch(line) if index < match_end else None
        if bound is not None:
            pending[bound[1]] = line
            continue
        if pending:
            statement = "\n".join(_statement(lines, index))
            for name in list(pending):
                if index >= match_end or re.search(rf"\b{name}\b", statement):
                    out.append(pending.pop(name))
        out.append(line)
    return out + list(pending.values())


def _with_builder(lines: list[str]) -> list[str]:
    """``_b = _drr.CppBuilder(rewriter)`` just before the first statement using
    ``_b`` (a failed match before it never builds one)."""
    for index, line in enumerate(lines):
        if _TOP_LEVEL.match(line) and re.search(
            r"\b_b\b", "\n".join(_statement(lines, index))
        ):
            return (
                lines[:index]
                + ["        _b = _drr.CppBuilder(rewriter)"]
                + lines[index:]
            )
    return lines


def _statement(lines: list[str], start: int) -> list[str]:
    """The top-level statement starting at ``start`` with its nested lines."""
    end = start + 1
    while end < len(lines) and not _TOP_LEVEL.match(lines[end]):
        end += 1
    return lines[start:end]


def _drop_unused_loc(lines: list[str]) -> list[str]:
    """Leave out ``loc = ...`` when nothing after it reads ``loc``."""
    for index, line in enumerate(lines):
        if line.lstrip().startswith("loc = _drr.fused_loc("):
            rest = lines[index + 1 :]
            if not any(re.search(r"\bloc\b", later) for later in rest):
                return lines[:index] + rest
            break
    return lines


def _laid_out(body: list[str]) -> list[str]:
    """Black's line splits, kept only when they leave the code's meaning alone."""
    split = fit_block(body)
    if split == body:
        return body
    header = "def f():\n"
    try:
        same = ast.dump(ast.parse(header + "\n".join(split))) == ast.dump(
            ast.parse(header + "\n".join(body))
        )
    except SyntaxError:
        same = False
    return split if same else body


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


def _label(input_path: str) -> str:
    """The debug label of every pattern of a module: the input file's stem."""
    stem = re.split(r"[\\/]", input_path)[-1].rsplit(".", 1)[0]
    return stem if stem and stem != "-" else "DRR"


def _populate_lines(models: list[PatternClass], label: str) -> list[str]:
    """``patterns.add_with_label("Stem", A(), ...)`` laid out as black would."""
    from tblgen_py.backends.layout import bracketed

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
