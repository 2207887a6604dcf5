"""``mlir-opt-py``: parse, verify and print MLIR text as mlir-opt does."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tblgen_py.support.diagnostics import SourceFile
from tblgen_py.tools import dialect_loading
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.location import (
    UnknownLoc,
    CallSiteLoc,
    FileLineColRange,
    FusedLoc,
    NameLoc,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter
from tblgen_py.runtime.text.diagnostic_verifier import Expectation, parse_expectations
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.text.printer import PrintOptions, print_module, print_operation
from tblgen_py.tools.output import STDOUT, OutputError, write_output, write_stream
from tblgen_py.tools.split_input import DEFAULT_MARKER, Chunk, split_input

RECURSION_LIMIT = 20_000
_LOC_PRINTER = AttrTypePrinter(local_scope=True)

OptionHook = Callable[[argparse.ArgumentParser], None]
ContextHook = Callable[[argparse.Namespace, Context], None]
TransformHook = Callable[[argparse.Namespace, Context, Operation], None]

OPTION_HOOKS: list[OptionHook] = [dialect_loading.add_options]
"""Functions adding options to the argument parser (e.g. ``--load-dialect``)."""
CONTEXT_HOOKS: list[ContextHook] = [dialect_loading.configure_context]
"""Functions configuring each fresh Context from the parsed options."""
TRANSFORM_HOOKS: list[TransformHook] = []
"""Functions run on each parsed, verified module before printing."""


@dataclass
class OptDiagnostic:
    """A diagnostic with an optional source position."""

    level: str
    message: str
    source: SourceFile | None = None
    offset: int = 0
    prefix: str | None = None
    show_line: bool = True
    length: int = 1

    @property
    def line(self) -> int | None:
        """The 1-based line, when the diagnostic points into the input."""
        return self.source.line_col(self.offset)[0] if self.source is not None else None

    def render(self) -> str:
        """``path:line:col: level: message`` plus source line and caret (as LLVM)."""
        if self.source is None:
            head = f"{self.prefix}: " if self.prefix else ""
            return f"{head}{self.level}: {self.message}\n"
        line, char_col = self.source.line_col(self.offset)
        text = self.source.line_text(self.offset)
        col = byte_column(text, char_col)
        head = f"{self.source.path}:{line}:{col}: {self.level}: {self.message}\n"
        if not self.show_line:
            return head
        if not text.isascii():  # LLVM prints no caret under non-ASCII lines
            return f"{head}{_expand_tabs(text, 0)[0]}\n"
        expanded, caret = _expand_tabs(text, col - 1)
        marks = "^" + "~" * (self.length - 1)
        return f"{head}{expanded}\n{' ' * caret}{marks}\n"


def byte_column(line: str, char_col: int) -> int:
    """The 1-based UTF-8 byte column of 1-based character column ``char_col``."""
    prefix = line[: char_col - 1]
    if prefix.isascii():
        return char_col
    return len(prefix.encode("utf-8", "surrogateescape")) + 1


def _expand_tabs(line: str, col: int) -> tuple[str, int]:
    """Expand tabs to 8-column stops; map 0-based column ``col`` through it."""
    if "\t" not in line:
        return line, col
    out: list[str] = []
    width = 0
    mapped = col
    for index, char in enumerate(line):
        if index == col:
            mapped = width
        step = 8 - width % 8 if char == "\t" else len(char.encode(errors="replace"))
        out.append(" " * step if char == "\t" else char)
        width += step
    if col >= len(line):
        mapped = width + col - len(line)
    return "".join(out), mapped


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


def _file_location(loc: object) -> FileLineColRange | None:
    """The first file location inside ``loc`` (as MLIR's handler finds it)."""
    if isinstance(loc, FileLineColRange):
        return loc
    if isinstance(loc, NameLoc):
        return _file_location(loc.child)
    if isinstance(loc, CallSiteLoc):
        return _file_location(loc.callee)
    if isinstance(loc, FusedLoc):
        for inner in loc.locations:
            found = _file_location(inner)
            if found is not None:
                return found
    return None


def _diag_at(
    level: str, message: str, loc: object, source: SourceFile
) -> OptDiagnostic:
    """A diagnostic at an IR location, pointing into ``source`` when possible."""
    file_loc = _file_location(loc)
    if file_loc is None:
        if loc is not None and not isinstance(loc, UnknownLoc):
            message = f"{_LOC_PRINTER.print_location(loc)}: {message}"  # type: ignore[arg-type]
        return OptDiagnostic(level, message, prefix="<unknown>:0")
    if file_loc.filename != source.path or file_loc.line < 1:
        prefix = f"{file_loc.filename}:{file_loc.line}:{file_loc.col}"
        return OptDiagnostic(level, message, prefix=prefix)
    offset = _offset_of(source.text, file_loc.line, file_loc.col)
    return OptDiagnostic(level, message, source, offset)


def _call_site(loc: object) -> CallSiteLoc | None:
    """The call-site location inside ``loc``, as MLIR's handler finds it."""
    if isinstance(loc, NameLoc):
        return _call_site(loc.child)
    if isinstance(loc, CallSiteLoc):
        return loc
    if isinstance(loc, FusedLoc):
        for inner in loc.locations:
            found = _call_site(inner)
            if found is not None:
                return found
    return None


def _located(
    level: str, message: str, loc: object, source: SourceFile
) -> tuple[list[OptDiagnostic], object]:
    """The diagnostic plus its ``called from`` notes; and the last location used."""
    diags = [_diag_at(level, message, loc, source)]
    call = _call_site(loc)
    last = loc
    for _ in range(10):
        if call is None:
            break
        last = call.caller
        diags.append(_diag_at("note", "called from", last, source))
        call = _call_site(last)
    return diags, last


def _offset_of(text: str, line: int, col: int) -> int:
    pos = 0
    for _ in range(line - 1):
        nxt = text.find("\n", pos)
        if nxt < 0:
            return len(text)
        pos = nxt + 1
    return min(pos + max(col - 1, 0), len(text))


def _verification_diags(
    err: VerificationError, source: SourceFile, show_op: bool
) -> list[OptDiagnostic]:
    diags, previous = _located("error", err.message, err.location, source)
    notes: list[tuple[str, object]] = []
    if show_op and err.op is not None:
        text = print_operation(err.op, PrintOptions(generic=True), in_context=True)
        sep = "\n" if err.op.regions else ""
        notes.append((f"see current operation: {sep}{text}", err.location))
    notes.extend((note.message, note.location) for note in err.notes)
    for message, loc in notes:
        note = _diag_at("note", message, loc, source)
        note.show_line = loc != previous
        previous = loc
        diags.append(note)
    return diags


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
            verify(module, allow_unregistered=context.allow_unregistered_dialects)
        for transform in TRANSFORM_HOOKS:
            transform(args, context, module)
    except VerificationError as err:
        shown = whole if whole is not None else source
        result.diagnostics = _verification_diags(
            err, shown, not args.verify_diagnostics
        )
        result.failed = True
        return result
    options = PrintOptions(
        generic=args.generic, debuginfo=args.debuginfo, local_scope=args.local_scope
    )
    result.output = print_module(module, options, context) + "\n"
    return result


def _check_expectations(
    chunk: str, path: str, result: ChunkResult
) -> tuple[list[OptDiagnostic], list[OptDiagnostic]]:
    """Unexpected diagnostics, and expected ones that were not produced."""
    expectations = parse_expectations(chunk)
    source = SourceFile(path, chunk)
    unexpected: list[OptDiagnostic] = []
    for diag in result.diagnostics:
        match = _find_expectation(expectations, diag)
        if match is None:
            diag.message = f"unexpected {diag.level}: {diag.message}"
            diag.level = "error"
            unexpected.append(diag)
    missing = []
    for exp in expectations:
        if not exp.matched:
            message = f'expected {exp.level} "{exp.message}" was not produced'
            length = max(len(exp.message), 1)
            missing.append(
                OptDiagnostic("error", message, source, exp.offset, length=length)
            )
    return unexpected, missing


def _never_produced(source: SourceFile) -> list[OptDiagnostic]:
    """Without --verify-diagnostics mlir-opt reports each ``expected-*`` comment
    of the file as not produced (its exit status does not change)."""
    return [
        OptDiagnostic(
            "error",
            f'expected {exp.level} "{exp.message}" was not produced',
            source,
            exp.offset,
            length=max(len(exp.message), 1),
        )
        for exp in parse_expectations(source.text)
    ]


def _find_expectation(
    expectations: list[Expectation], diag: OptDiagnostic
) -> Expectation | None:
    line = diag.line if diag.source is not None else None
    for exp in expectations:
        if exp.matches(diag.level, diag.message, line):
            exp.matched = True
            return exp
    return None


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
            unexpected, not_produced = _check_expectations(chunk.text, path, result)
            _relocate(not_produced, chunk, whole)
            failed = failed or bool(unexpected) or bool(not_produced)
            missing.extend(not_produced)
            _write_err("".join(d.render() for d in unexpected))
        else:
            failed = failed or result.failed
            _write_err("".join(d.render() for d in result.diagnostics))
    if not args.verify_diagnostics:  # mlir-opt 22 still lists every expected-*
        missing = _never_produced(whole)
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
    """Entry point of ``mlir-opt-py``."""
    raw = list(sys.argv[1:] if argv is None else argv)
    for index, arg in enumerate(raw):
        for flag in ("--split-input-file=", "-split-input-file="):
            if arg.startswith(flag):
                raw[index] = "--split-input-marker=" + arg[len(flag) :]
    from tblgen_py.tools.opt_patterns import (
        install,
    )  # --load-patterns, --greedy, --walk

    install()
    args = build_arg_parser().parse_args(raw)
    # Nested regions recurse in the parser, verifier and printer (~6 frames each).
    sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_LIMIT))
    try:
        return run(args)
    except OutputError as exc:
        _write_err(f"cannot open output file '{exc.path}': {exc.reason}\n")
        return 1
    except OSError as exc:
        _write_err(
            f"mlir-opt-py: error: could not open input: {exc.strerror}: "
            f"'{exc.filename}'\n"
        )
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
