"""``mlir-opt-py --load-pdl FILE``: rewrite patterns from a PDL module.

``FILE`` is MLIR text holding ``pdl.pattern`` ops, in PDL's custom syntax
(as ``mlir-pdll -x=mlir`` and ``mlir-opt`` print it) or the generic form,
parsed and verified with MLIR's ``pdl`` dialect (``tblgen_py.dialects.pdl``),
or a ``.pdll`` file, which goes through ``mlir-pdll-py``'s front end
first (``--pdl-python``: into the Python module ``mlir-pdll-py -x=python``
emits, kept in the cache directory, rather than PDL).  ``--pdl-native MODULE`` names a module whose
``register_pdl_natives(registry)`` registers Python native constraints and
rewrites.  The patterns join those of ``--load-patterns`` and run under the
same driver options (``--greedy``/``--walk``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.pdl import NativeRegistry, compile_pdl_module
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.support.diagnostics import BackendError, SourceFile
from tblgen_py.runtime.rewrite import RewritePatternSet
from tblgen_py.runtime.rewrite.pattern import Pattern
from tblgen_py.support.cache_dir import default_cache_dir
from tblgen_py.tools.dialect_loading import auto_load
from tblgen_py.tools.module_loader import ModuleLoadError, load_module
from tblgen_py.tools.opt_diagnostics import verification_diags
from tblgen_py.tools.output import write_output

if TYPE_CHECKING:
    from tblgen_py.pdll.pdl_ops import PdlOp


class PDLLoadError(ModuleLoadError):
    """A ``--load-pdl`` file that cannot be read, parsed or compiled."""


def add_options(group: argparse._ArgumentGroup) -> None:
    """Add ``--load-pdl`` and ``--pdl-native`` to the pattern options."""
    group.add_argument(
        "--load-pdl",
        action="append",
        default=[],
        metavar="FILE",
        help="PDL module (.mlir) or PDLL file (.pdll) whose patterns to apply",
    )
    group.add_argument(
        "--pdl-python",
        action="store_true",
        help="run the patterns as the Python module mlir-pdll-py -x=python "
        "emits (also for PDL .mlir files) instead of interpreting their PDL",
    )
    group.add_argument(
        "--pdl-native",
        action="append",
        default=[],
        metavar="MODULE",
        help="module with register_pdl_natives(registry) for PDL native code",
    )


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            return handle.read()
    except OSError as exc:
        raise PDLLoadError(f"cannot read '{path}': {exc.strerror}") from None


def _pdl_ops(path: str, includes: list[str] | None) -> tuple[object, list[PdlOp]]:
    """The AST and PDL ops of a ``.pdll`` file; its diagnostics go to stderr."""
    from tblgen_py.pdll.frontend import parse_pdll
    from tblgen_py.pdll.mlir_gen import generate_ops
    from tblgen_py.pdll.pdl_verify import VerifyErrors, verify

    outcome = parse_pdll(path, _read(path), includes or [])
    rendered = outcome.diag.render()
    if rendered:
        sys.stderr.write(rendered)
    if outcome.module is None or outcome.diag.fatal_error:
        raise PDLLoadError(f"cannot compile PDLL file '{path}'")
    ops = generate_ops(outcome.module)
    try:
        verify(ops)
    except VerifyErrors as exc:
        sys.stderr.write(exc.render())
        raise PDLLoadError(f"cannot compile PDLL file '{path}'") from None
    return outcome.module, ops


def pdll_to_pdl_text(path: str, includes: list[str] | None = None) -> str:
    """The PDL module ``mlir-pdll-py -x=mlir`` emits for a ``.pdll`` file; its
    diagnostics go to stderr."""
    from tblgen_py.pdll.mlir_gen import generate_mlir

    module, ops = _pdl_ops(path, includes)
    return generate_mlir(module, ops)  # type: ignore[arg-type]


def pdll_to_python(
    path: str, includes: list[str] | None = None, shown_path: str | None = None
) -> str:
    """The module ``mlir-pdll-py -x=python`` emits for a ``.pdll`` file
    (``shown_path``: the name its docstring gives the file)."""
    from tblgen_py.backends.rewrites import generate_module
    from tblgen_py.patterns.from_pdll import patterns_from_pdl

    _, ops = _pdl_ops(path, includes)
    try:
        return generate_module(patterns_from_pdl(ops), shown_path or path)
    except BackendError as exc:
        sys.stderr.write(exc.render())
        raise PDLLoadError(f"cannot compile PDLL file '{path}'") from None


def pdl_to_python(path: str, text: str) -> str:
    """The ``-x=python`` module of the ``pdl.pattern`` ops of PDL text."""
    from tblgen_py.backends.rewrites import generate_module
    from tblgen_py.patterns.from_pdl_ir import PdlIrError, patterns_from_pdl_ir
    from tblgen_py.runtime.pdl.compile import pattern_ops

    module = parse_pdl(text, path, pdl_context())
    try:
        patterns = patterns_from_pdl_ir(
            list(pattern_ops(module)), SourceFile(path, text)
        )
    except PdlIrError as exc:
        raise PDLLoadError(f"cannot compile PDL file '{path}': {exc}") from None
    return generate_module(patterns, path)


def load_pdll_python(
    path: str, registry: NativeRegistry, context: Context, includes: list[str]
) -> list[Pattern]:
    """The patterns of the Python module generated for a ``.pdll`` file (or a
    PDL ``.mlir`` file)."""
    if path.endswith(".pdll"):
        text = pdll_to_python(path, includes)
    else:
        text = pdl_to_python(path, _read(path))
    digest = hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()
    target = os.path.join(default_cache_dir(), "pdll", f"pdll_{digest[:24]}.py")
    if not os.path.isfile(target):
        os.makedirs(os.path.dirname(target), exist_ok=True)
        write_output(target, text)
    module = load_module(target)
    patterns = RewritePatternSet(context)
    module.populate(patterns, registry)
    return list(patterns)


def pdl_context(load_others: bool = True) -> Context:
    """A context for PDL text: MLIR's ``pdl`` dialect loaded (its custom
    syntax and verifiers), other dialects on first use (the attributes and
    types PDL constants name) if ``load_others``, unregistered ops allowed."""
    context = Context(allow_unregistered_dialects=True)
    if load_others:
        context.dialect_loader = auto_load
    auto_load(context, "pdl")
    return context


def print_pdl_custom(text: str, path: str) -> str:
    """The PDL module ``text`` (generic form, as ``mlir_gen`` builds it) as
    ``mlir-pdll -x=mlir`` prints it: the custom form, locations as aliases
    (only the ``pdl`` dialect loaded, as in ``mlir-pdll``).  Without MLIR's
    headers to load ``pdl`` from, ``text`` is returned as it is."""
    context = pdl_context(load_others=False)
    if "pdl" not in context.dialects:
        return text
    module = Parser(SourceFile(path, text), context).parse_module(0, 0)
    options = PrintOptions(generic=False, debuginfo=True)
    return print_module(module, options, context)


def parse_pdl(text: str, path: str, context: Context) -> Operation:
    """Parse and verify PDL MLIR text in ``context`` (``pdl_context()``: the
    ``pdl`` dialect's custom syntax and verifiers); a verification failure is
    printed to stderr as ``mlir-opt`` prints it and raises PDLLoadError."""
    source = SourceFile(path, text)
    try:
        module = Parser(source, context).parse_module(0, 0)
    except MLIRParseError as exc:
        if not exc.diagnostics:
            raise PDLLoadError(f"cannot parse PDL file '{path}': {exc}") from None
        diag = exc.diagnostics[0]
        where = path
        if diag.span is not None:
            line, col = source.line_col(diag.span.start)
            where = f"{path}:{line}:{col}"
        raise PDLLoadError(f"cannot parse PDL file {where}: {diag.message}") from None
    try:
        verify(module)
    except VerificationError as err:
        rendered = verification_diags(err, source, False)
        sys.stderr.write("".join(found.render() for found in rendered))
        raise PDLLoadError(f"invalid PDL file '{path}'") from None
    return module


def natives(args: argparse.Namespace) -> NativeRegistry:
    """A registry filled by every ``--pdl-native`` module."""
    registry = NativeRegistry()
    for spec in getattr(args, "pdl_native", []):
        module = load_module(spec)
        register = getattr(module, "register_pdl_natives", None)
        if not callable(register):
            raise PDLLoadError(
                f"module '{module.__name__}' has no register_pdl_natives(registry)"
            )
        register(registry)
    return registry


def load_pdl_patterns(args: argparse.Namespace, context: Context) -> list[Pattern]:
    """The patterns of every ``--load-pdl`` file."""
    registry = natives(args)
    patterns: list[Pattern] = []
    for path in getattr(args, "load_pdl", []):
        if getattr(args, "pdl_python", False):
            includes = getattr(args, "mlir_include", [])
            patterns.extend(load_pdll_python(path, registry, context, includes))
            continue
        if path.endswith(".pdll"):
            text = pdll_to_pdl_text(path, getattr(args, "mlir_include", []))
        else:
            text = _read(path)
        module = parse_pdl(text, path, pdl_context())
        patterns.extend(compile_pdl_module(module, registry, context))
    return patterns
