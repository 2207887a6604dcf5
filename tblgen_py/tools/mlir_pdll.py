"""``mlir-pdll-py``: MLIR's ``mlir-pdll`` front end in Python.

    mlir-pdll-py FILE [-I DIR] [-x=ast|mlir|python] [--split-input-file[=MARKER]] [-o OUT]
                 [-d DEPFILE] [--write-if-changed]

Diagnostics are printed as ``mlir-pdll`` prints them; on any error nothing is
written and the exit status is 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tblgen_py.backends.rewrites import generate_module
from tblgen_py.patterns.from_pdll import patterns_from_pdl
from tblgen_py.pdll.ast.printer import print_ast
from tblgen_py.pdll.frontend import parse_pdll
from tblgen_py.pdll.mlir_gen import generate_mlir, generate_ops
from tblgen_py.pdll.pdl_verify import VerifyErrors, verify
from tblgen_py.support.diagnostics import BackendError, SourceFile
from tblgen_py.tools.output import OutputError, write_output, write_stream
from tblgen_py.tools.pdl_loading import print_pdl_custom
from tblgen_py.tools.split_input import DEFAULT_MARKER, split_input

RECURSION_LIMIT = 20000


def build_arg_parser() -> argparse.ArgumentParser:
    """The command line, spelled as ``mlir-pdll``'s."""
    parser = argparse.ArgumentParser(prog="mlir-pdll-py", description="PDLL Frontend")
    parser.add_argument("input", nargs="?", default="-", help="input file")
    parser.add_argument("-o", dest="output", default="-", help="output filename")
    parser.add_argument(
        "-I", dest="include_dirs", action="append", default=[], help="include directory"
    )
    parser.add_argument("-d", dest="depfile", default="", help="dependency filename")
    parser.add_argument(
        "-x",
        dest="kind",
        choices=["ast", "mlir", "python"],
        default="ast",
        help="output kind",
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
        "--output-split-marker", dest="output_marker", default=DEFAULT_MARKER
    )
    parser.add_argument("--write-if-changed", dest="if_changed", action="store_true")
    parser.add_argument("--debug", action="store_true", help="show Python tracebacks")
    return parser


class _Fatal(Exception):
    """A fatal error: the run stops at once (as LLVM's ``PrintFatalError``)."""


def _process(
    path: str, text: str, args: argparse.Namespace, included: set[str]
) -> str | None:
    """One buffer's output, or None after printing its errors."""
    outcome = parse_pdll(path, text, args.include_dirs)
    write_stream(sys.stderr, outcome.diag.render())
    if outcome.diag.fatal_error:
        raise _Fatal
    if outcome.module is None:
        return None
    included.update(outcome.included_files)
    if args.kind in ("mlir", "python"):
        ops = generate_ops(outcome.module)
        try:
            verify(ops)
        except VerifyErrors as exc:
            write_stream(sys.stderr, exc.render())
            return None
        if args.kind == "python":
            try:
                return generate_module(patterns_from_pdl(ops), path)
            except BackendError as exc:
                write_stream(sys.stderr, exc.render())
                return None
        return print_pdl_custom(generate_mlir(outcome.module, ops), path)
    return print_ast(outcome.module)


def run(args: argparse.Namespace) -> int:
    """Process the input per ``args``; return the exit status."""
    if args.input == "-":
        text = sys.stdin.read()
        path = "<stdin>"
    else:
        with open(
            args.input, encoding="utf-8", errors="surrogateescape", newline=""
        ) as f:
            text = f.read()
        path = args.input
    buffers = [(path, text)]
    if args.split:
        chunks, _ = split_input(text, args.split)
        if len(chunks) > 1:
            whole = SourceFile(path, text)
            buffers = [
                (
                    f"within split at {path}:{whole.line_col(c.start)[0]} offset ",
                    c.text[c.padding :],
                )
                for c in chunks
            ]
    included: set[str] = set()
    outputs: list[str] = []
    failed = False
    for name, chunk in buffers:
        try:
            output = _process(name, chunk, args, included)
        except _Fatal:
            return 1
        failed = failed or output is None
        outputs.append(output or "")
    if failed:
        return 1
    write_output(
        args.output, (args.output_marker + "\n").join(outputs), args.if_changed
    )
    if args.depfile:
        return _write_depfile(args, included)
    return 0


def _write_depfile(args: argparse.Namespace, included: set[str]) -> int:
    if args.output == "-":
        sys.stderr.write("error: the option -d must be used together with -o\n")
        return 1
    line = args.output + ":" + "".join(" " + name for name in sorted(included)) + "\n"
    write_output(args.depfile, line)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``mlir-pdll-py``; the recursion limit it raises for deep
    input is restored on return (``main`` may be called in a process that
    relies on the default)."""
    limit = sys.getrecursionlimit()
    try:
        return _main(argv)
    finally:
        sys.setrecursionlimit(limit)


def _main(argv: Sequence[str] | None) -> int:
    raw = list(sys.argv[1:] if argv is None else argv)
    args = build_arg_parser().parse_args([_normalize(arg) for arg in raw])
    sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_LIMIT))
    try:
        return run(args)
    except OutputError as exc:
        sys.stderr.write(f"cannot open output file '{exc.path}': {exc.reason}\n")
        return 1
    except OSError as exc:
        sys.stderr.write(f"Could not open input file '{args.input}': {exc.strerror}\n")
        return 1
    except Exception as exc:  # noqa: BLE001 - a bug must still not dump a traceback
        if args.debug:
            raise
        sys.stderr.write(
            f"mlir-pdll-py: error: internal error: {type(exc).__name__}: {exc} "
            "(rerun with --debug for a traceback)\n"
        )
        return 1


def _normalize(arg: str) -> str:
    """``-x=ast`` as argparse reads it (``-x`` ``ast``)."""
    if arg.startswith("-x="):
        return "-x" + arg[3:]
    for flag in ("--split-input-file=", "-split-input-file="):
        if arg.startswith(flag):
            return "--split-input-marker=" + arg[len(flag) :]
    return arg


if __name__ == "__main__":
    sys.exit(main())
