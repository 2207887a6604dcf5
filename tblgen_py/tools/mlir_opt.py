"""``mlir-opt-py``: parse, verify and print MLIR text as mlir-opt does."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.passes import PassFailure, PassPipelineError
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.support.diagnostics import SourceFile
from tblgen_py.tools import dialect_loading, opt_passes
from tblgen_py.tools.opt_diagnostics import (
    OptDiagnostic,
    check_expectations,
    never_produced,
    verification_diags,
)
from tblgen_py.tools.output import STDOUT, OutputError, write_output, write_stream
from tblgen_py.tools.split_input import DEFAULT_MARKER, Chunk, split_input

RECURSION_LIMIT = 20_000

OptionHook = Callable[[argparse.ArgumentParser], None]
ContextHook = Callable[[argparse.Namespace, Context], None]
TransformHook = Callable[[argparse.Namespace, Context, Operation], None]

OPTION_HOOKS: list[OptionHook] = [dialect_loading.add_options, opt_passes.add_options]
"""Functions adding options to the argument parser (e.g. ``--load-dialect``)."""
CONTEXT_HOOKS: list[ContextHook] = [dialect_loading.configure_context]
"""Functions configuring each fresh Context from the parsed options."""
TRANSFORM_HOOKS: list[TransformHook] = [opt_passes.run_passes]
"""Functions run on each parsed, verified module before printing (first: the
pass pipeline of ``--pass-pipeline`` or the pass flags)."""


@dataclass
class ChunkResult:
    """The output and diagnostics of processing one input buffer."""

    output: str = ""
    diagnostics: list[OptDiagnostic] = field(default_factory=list)
    failed: bool = False


def build_arg_parser() -> argparse.ArgumentParser:
    """The argument parser; OPTION_HOOKS may add options to it."""
    parser = argparse.ArgumentParser(
        prog="mlir-opt-py", description="Parse, verify and print MLIR (as mlir-opt)."
    )
    parser.add_argument(
        "input", nargs="?", default="-", help="input file ('-' for stdin)"
    )
    parser.add_argument("-o", dest="output", default="-", help="output file")
    parser.add_argument(
        "--mlir-print-op-generic",
        "-mlir-print-op-generic",
        dest="generic",
        action="store_true",
        help="print every op in the generic form",
    )
    parser.add_argument(
        "--allow-unregistered-dialect",
        "-allow-unregistered-dialect",
        dest="allow_unregistered",
        action="store_true",
        help="accept ops of unknown dialects",
    )
    parser.add_argument(
        "--mlir-print-debuginfo",
        "-mlir-print-debuginfo",
        dest="debuginfo",
        action="store_true",
        help="print locations",
    )
    parser.add_argument(
        "--mlir-print-local-scope",
        "-mlir-print-local-scope",
        dest="local_scope",
        action="store_true",
        help="print without alias definitions",
    )
    parser.add_argument(
        "--split-input-file",
        "-split-input-file",
        dest="split",
        action="store_const",
        const=DEFAULT_MARKER,
        default=None,
        help="process chunks separated by '// -----' independently",
    )
    parser.add_argument("--split-input-marker", dest="split", help=argparse.SUPPRESS)
    parser.add_argument(
        "--verify-diagnostics",
        "-verify-diagnostics",
        dest="verify_diagnostics",
        action="store_true",
        help="check diagnostics against expected-* comments",
    )
    parser.add_argument(
        "--no-verify",
        dest="no_verify",
        action="store_true",
        help="skip the verifier after parsing",
    )
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks")
    for hook in OPTION_HOOKS:
        hook(parser)
    return parser


def _read_input(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        return handle.read()


def process_buffer(
    text: str,
    path: str,
    args: argparse.Namespace,
    whole: SourceFile | None = None,
    start: tuple[int, int] = (0, 0),
) -> ChunkResult:
    """Parse, verify, transform and print one buffer (``whole``: the full file).

    ``start``: the line and column where the buffer starts (0, 0: the file's start).
    """
    context = Context(allow_unregistered_dialects=args.allow_unregistered)
    for hook in CONTEXT_HOOKS:
        hook(args, context)
    source = SourceFile(path, text)
    result = ChunkResult()
    try:
        module = Parser(source, context).parse_module(*start)
    except MLIRParseError as exc:
        previous = -1
        for diag in exc.diagnostics:
            offset = diag.span.start if diag.span is not None else 0
            level = diag.level.value
            show = level != "note" or offset != previous  # as MLIR: no repeated line
            result.diagnostics.append(
                OptDiagnostic(level, diag.message, source, offset, show_line=show)
            )
            previous = offset
        result.failed = True
        return result
    try:
        if not args.no_verify:
            with context:  # verifiers asking whether an op name is registered
                verify(
                    module,
                    allow_unregistered=context.allow_unregistered_dialects,
                    loaded_dialects=context.dialects,
                )
        for transform in TRANSFORM_HOOKS:
            transform(args, context, module)
    except VerificationError as err:
        shown = whole if whole is not None else source
        result.diagnostics = _emitted(context)
        result.diagnostics += verification_diags(
            err, shown, not args.verify_diagnostics, args.debuginfo
        )
        result.failed = True
        return result
    except PassPipelineError as err:
        _write_err("".join(f"mlir-opt-py: {line}\n" for line in err.cl_messages))
        unknown = OptDiagnostic("error", err.message, prefix="<unknown>:0")
        result.diagnostics = [unknown]
        result.failed = True
        return result
    except PassFailure:  # what the pass reported (if anything) was printed
        result.diagnostics = _emitted(context)
        result.failed = True
        return result
    result.diagnostics = _emitted(context)
    options = PrintOptions(
        generic=args.generic, debuginfo=args.debuginfo, local_scope=args.local_scope
    )
    result.output = print_module(module, options, context) + "\n"
    return result


def _emitted(context: Context) -> list[OptDiagnostic]:
    """The errors passes emitted at an unknown location without failing."""
    return [
        OptDiagnostic(level, message, prefix="<unknown>:0")
        for level, message in context.emitted
    ]


def run(args: argparse.Namespace) -> int:
    """Process the input per ``args``; return the exit status."""
    text = _read_input(args.input)
    path = "<stdin>" if args.input == "-" else args.input
    whole = SourceFile(path, text)
    chunks = [Chunk(text, 0, 0)]
    if args.split:
        try:
            chunks, near_misses = split_input(text, args.split)
        except ValueError as exc:
            _write_err(f"mlir-opt-py: error: {exc}\n")
            return 1
        _write_err(
            "".join(_near_miss(whole, offset).render() for offset in near_misses)
        )
    outputs: list[str] = []
    failed = False
    missing: list[OptDiagnostic] = []
    for chunk in chunks:
        result = process_buffer(chunk.text, path, args, whole, chunk.location)
        _relocate(result.diagnostics, chunk, whole)
        outputs.append(result.output)
        if args.verify_diagnostics:
            unexpected, not_produced = check_expectations(
                chunk.text, path, result.diagnostics
            )
            _relocate(not_produced, chunk, whole)
            failed = failed or bool(unexpected) or bool(not_produced)
            missing.extend(not_produced)
            _write_err("".join(d.render() for d in unexpected))
        else:
            failed = failed or result.failed
            _write_err("".join(d.render() for d in result.diagnostics))
    if not args.verify_diagnostics:  # mlir-opt 22 still lists every expected-*
        missing = never_produced(whole)
    _write_err("".join(d.render() for d in missing))
    if not failed or args.output == STDOUT:  # a failed run leaves ``-o`` untouched
        write_output(args.output, (DEFAULT_MARKER + "\n").join(outputs))
    return 1 if failed else 0


def _near_miss(whole: SourceFile, offset: int) -> OptDiagnostic:
    """The warning mlir-opt prints where a split marker is almost written."""
    return OptDiagnostic("warning", "near miss with file split marker", whole, offset)


def _relocate(diags: list[OptDiagnostic], chunk: Chunk, whole: SourceFile) -> None:
    """Point diagnostics into a chunk's text at the same place in the whole file."""
    for diag in diags:
        if diag.source is not None and diag.source.text is chunk.text:
            diag.source = whole
            diag.offset = chunk.file_offset(diag.offset)


def _write_err(text: str) -> None:
    """Write to stderr; bytes that were not UTF-8 in the input are written back raw."""
    write_stream(sys.stderr, text)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``mlir-opt-py``; the recursion limit it raises for deep
    input is restored on return (``main`` may be called in a process that
    relies on the default)."""
    limit = sys.getrecursionlimit()
    try:
        return _main(argv)
    finally:
        sys.setrecursionlimit(limit)


def _main(argv: Sequence[str] | None) -> int:
    raw = list(sys.argv[1:] if argv is None else argv)
    for index, arg in enumerate(raw):
        for flag in ("--split-input-file=", "-split-input-file="):
            if arg.startswith(flag):
                raw[index] = "--split-input-marker=" + arg[len(flag) :]
    from tblgen_py.tools.opt_patterns import (
        install,
    )  # --load-patterns, --greedy, --walk

    install()
    opt_passes.load_pass_modules()
    args = build_arg_parser().parse_args(opt_passes.rewrite_pass_flags(raw))
    # Nested regions recurse in the parser, verifier and printer (~6 frames each).
    sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_LIMIT))
    try:
        return run(args)
    except OutputError as exc:
        _write_err(f"cannot open output file '{exc.path}': {exc.reason}\n")
        return 1
    except OSError as exc:  # reading the input (as mlir-opt words it)
        _write_err(f"cannot open input file '{args.input}': {exc.strerror}\n")
        return 1
    except RecursionError:
        if args.debug:
            raise
        _write_err("mlir-opt-py: error: input nested too deeply\n")
        return 1
    except Exception as exc:  # noqa: BLE001 - a bug must still not dump a traceback
        if args.debug:
            raise
        _write_err(
            f"mlir-opt-py: error: internal error: {type(exc).__name__}: {exc} "
            "(rerun with --debug for a traceback)\n"
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
