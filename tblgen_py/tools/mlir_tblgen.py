"""The ``mlir-tblgen-py`` command line (flags follow llvm/lib/TableGen/Main.cpp).

Start-up matters for a build tool run once per file: this module imports only
``os``, ``sys``, the cache and the output writer at load time. ``main`` first tries to replay a
cached result with a hand-written scan of the command line (``_replay``) and
loads argparse and the front end only when that fails.
"""

from __future__ import annotations

import gc
import os
import sys

from tblgen_py.support.cache_dir import default_cache_dir
from tblgen_py.tools.cache import CacheEntry, RecordCache, key_options
from tblgen_py.tools.output import OutputError, write_output, write_stream

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence

    from tblgen_py.backends.base import BackendOptions
    from tblgen_py.records.keeper import RecordKeeper


DOC_ACTIONS = (
    ("op", "the ops"),
    ("dialect", "a dialect (its ops, attributes, types and enums)"),
    ("attrdef", "the AttrDefs"),
    ("typedef", "the TypeDefs"),
    ("enum", "the enums"),
)
"""The ``--gen-<name>-doc`` flags (mlir-tblgen's OpDocGen)."""


def build_arg_parser() -> argparse.ArgumentParser:
    """The argument parser (backends may add their own options)."""
    import argparse

    ap = argparse.ArgumentParser(
        prog="mlir-tblgen-py",
        description="MLIR's TableGen front end and backends, in Python.",
    )
    ap.add_argument(
        "input", nargs="?", default="-", help="input .td file (- for stdin)"
    )
    ap.add_argument("-o", dest="output", default="-", help="output file (- for stdout)")
    ap.add_argument(
        "-I", dest="include_dirs", action="append", default=[], help="include directory"
    )
    ap.add_argument(
        "-D", dest="defines", action="append", default=[], help="define a macro"
    )
    ap.add_argument("-d", dest="depfile", help="write a dependency file")
    ap.add_argument(
        "--write-if-changed",
        action="store_true",
        help="only write output if it changed",
    )
    action = ap.add_mutually_exclusive_group()
    action.add_argument(
        "--print-records",
        "-print-records",
        action="store_true",
        help="print all records (default)",
    )
    action.add_argument(
        "--dump-json",
        "-dump-json",
        action="store_true",
        help="dump all records as JSON",
    )
    action.add_argument(
        "--gen-op-defs",
        "-gen-op-defs",
        dest="backend",
        action="store_const",
        const="gen-op-defs",
        help="generate op definitions as a Python module",
    )
    action.add_argument(
        "--gen-enum-defs",
        "-gen-enum-defs",
        dest="backend",
        action="store_const",
        const="gen-enum-defs",
        help="generate enum definitions as a Python module",
    )
    for name, what in (("attrdef", "AttrDef"), ("typedef", "TypeDef")):
        action.add_argument(
            f"--gen-{name}-defs",
            f"-gen-{name}-defs",
            dest="backend",
            action="store_const",
            const=f"gen-{name}-defs",
            help=f"generate {what} classes as a Python module",
        )
    for name, what in DOC_ACTIONS:
        action.add_argument(
            f"--gen-{name}-doc",
            f"-gen-{name}-doc",
            dest="backend",
            action="store_const",
            const=f"gen-{name}-doc",
            help=f"generate Markdown documentation of {what}",
        )
    action.add_argument(
        "--report-untranslated",
        "-report-untranslated",
        dest="backend",
        action="store_const",
        const="report-untranslated",
        help="list ODS constraints whose C++ predicates have no Python translation",
    )
    action.add_argument(
        "--gen-rewriters",
        "-gen-rewriters",
        dest="backend",
        action="store_const",
        const="gen-rewriters",
        help="generate DRR rewrite patterns as a Python module",
    )
    ap.add_argument(
        "--dialect",
        "-dialect",
        "--attrdefs-dialect",
        "-attrdefs-dialect",
        "--typedefs-dialect",
        "-typedefs-dialect",
        default="",
        help="the dialect to generate ops (attributes, types) for",
    )
    ap.add_argument(
        "--op-include-regex",
        "-op-include-regex",
        default="",
        help="only generate ops whose name matches",
    )
    ap.add_argument(
        "--op-exclude-regex",
        "-op-exclude-regex",
        default="",
        help="skip ops whose name matches",
    )
    ap.add_argument(
        "--enums-module",
        "-enums-module",
        default="",
        help="the --gen-enum-defs module that op, attribute and type modules "
        "import (default: <input stem>_enums, beside them)",
    )
    ap.add_argument(
        "--strip-prefix",
        "-strip-prefix",
        default="::mlir::",
        help="doc pages: strip this prefix of op class names (default ::mlir::)",
    )
    ap.add_argument(
        "--allow-hugo-specific-features",
        "-allow-hugo-specific-features",
        action="store_true",
        help="doc pages: attribute descriptions as Hugo <details> markup",
    )
    ap.add_argument(
        "--native-module",
        dest="native_modules",
        action="append",
        default=[],
        help="gen-rewriters: Python module supplying native code (repeatable)",
    )
    ap.add_argument(
        "--no-warn-on-unused-template-args",
        action="store_true",
        help="disable unused template argument warnings",
    )
    ap.add_argument("--no-cache", action="store_true", help="bypass the rebuild cache")
    ap.add_argument(
        "--cache-dir", help="rebuild cache directory (default: ~/.cache/mlir-tblgen-py)"
    )
    ap.add_argument("--debug", action="store_true", help="show internal tracebacks")
    return ap


def _cache_for(args: argparse.Namespace, argv: Sequence[str]) -> RecordCache | None:
    """The cache slot of this command line, if it may be cached.

    Not with --no-cache, stdin input, or --native-module (the generator reads
    Python modules whose content the cache key does not cover).
    """
    if args.no_cache or args.input == "-" or args.native_modules:
        return None
    return RecordCache(args.cache_dir or default_cache_dir(), key_options(argv))


# The command lines most builds use are read by hand (argparse and what it
# imports cost more than a warm run): every flag below, spelled exactly, with
# its value as the next word (``-I``/``-D`` also joined). Anything else, such as
# abbreviations, ``=`` forms, --help or conflicting actions, goes to argparse.
_ACTIONS: dict[str, tuple[str, object]] = {
    "--print-records": ("print_records", True),
    "-print-records": ("print_records", True),
    "--dump-json": ("dump_json", True),
    "-dump-json": ("dump_json", True),
    **{
        spelling: ("backend", name)
        for name in (
            "gen-op-defs",
            "gen-enum-defs",
            "gen-attrdef-defs",
            "gen-typedef-defs",
            "report-untranslated",
            "gen-rewriters",
            *(f"gen-{name}-doc" for name, _ in DOC_ACTIONS),
        )
        for spelling in ("--" + name, "-" + name)
    },
}
_FLAGS = {
    "--write-if-changed": "write_if_changed",
    "--no-warn-on-unused-template-args": "no_warn_on_unused_template_args",
    "--no-cache": "no_cache",
    "--debug": "debug",
    "--allow-hugo-specific-features": "allow_hugo_specific_features",
    "-allow-hugo-specific-features": "allow_hugo_specific_features",
}
_VALUES = {
    "-o": "output",
    "-d": "depfile",
    "--dialect": "dialect",
    "-dialect": "dialect",
    "--attrdefs-dialect": "dialect",
    "-attrdefs-dialect": "dialect",
    "--typedefs-dialect": "dialect",
    "-typedefs-dialect": "dialect",
    "--op-include-regex": "op_include_regex",
    "-op-include-regex": "op_include_regex",
    "--op-exclude-regex": "op_exclude_regex",
    "-op-exclude-regex": "op_exclude_regex",
    "--enums-module": "enums_module",
    "-enums-module": "enums_module",
    "--cache-dir": "cache_dir",
    "--strip-prefix": "strip_prefix",
    "-strip-prefix": "strip_prefix",
}
_LISTS = {"-I": "include_dirs", "-D": "defines", "--native-module": "native_modules"}


def _defaults() -> dict[str, object]:
    """What argparse gives when no flag is present."""
    return {
        "input": "-",
        "output": "-",
        "include_dirs": [],
        "defines": [],
        "depfile": None,
        "write_if_changed": False,
        "print_records": False,
        "dump_json": False,
        "backend": None,
        "dialect": "",
        "op_include_regex": "",
        "op_exclude_regex": "",
        "enums_module": "",
        "strip_prefix": "::mlir::",
        "allow_hugo_specific_features": False,
        "native_modules": [],
        "no_warn_on_unused_template_args": False,
        "no_cache": False,
        "cache_dir": None,
        "debug": False,
    }


def parse_simple_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """The namespace argparse would build, for a plain command line; else None."""
    from types import SimpleNamespace

    found = _defaults()
    has_input = has_action = False
    index, count = 0, len(argv)
    while index < count:
        arg = argv[index]
        index += 1
        if arg in _FLAGS:
            found[_FLAGS[arg]] = True
        elif arg in _ACTIONS:
            if has_action:
                return None
            has_action = True
            dest, value = _ACTIONS[arg]
            found[dest] = value
        elif arg in _VALUES or arg in _LISTS:
            if index >= count or argv[index][:1] == "-" and argv[index] != "-":
                return None
            if arg in _VALUES:
                found[_VALUES[arg]] = argv[index]
            else:
                found[_LISTS[arg]].append(argv[index])  # type: ignore[attr-defined]
            index += 1
        elif arg[:2] in ("-I", "-D") and "=" not in arg:
            found[_LISTS[arg[:2]]].append(arg[2:])  # type: ignore[attr-defined]
        elif (arg[:1] == "-" and arg != "-") or has_input:
            return None
        else:
            found["input"] = arg
            has_input = True
    return SimpleNamespace(**found)  # type: ignore[return-value]


def _replay(argv: Sequence[str]) -> int | None:
    """Replay a cached run of this command line; None if there is none."""
    args = parse_simple_args(argv)
    if args is None or args.no_cache or args.input == "-" or args.native_modules:
        return None
    directory = args.cache_dir or default_cache_dir()
    hit = RecordCache(directory, key_options(argv)).load_encoded()
    if hit is None:
        return None
    output, stderr, dependencies = hit
    write_stream(sys.stderr, stderr)
    _emit(args, output, dependencies)
    return 0


def _backend_options(args: argparse.Namespace) -> BackendOptions:
    """The options passed to a ``-gen-...`` backend."""
    from tblgen_py.backends.base import BackendOptions

    return BackendOptions(
        args.input,
        args.dialect,
        args.op_include_regex,
        args.op_exclude_regex,
        args.enums_module,
        args.strip_prefix,
        args.allow_hugo_specific_features,
    )


def _render(args: argparse.Namespace, keeper: RecordKeeper) -> str:
    """Run the selected action over the records."""
    if args.backend == "report-untranslated":
        from tblgen_py.cpp.report import format_report, report_untranslated

        return format_report(report_untranslated(keeper))
    if args.backend:
        from tblgen_py.backends import get_backend

        backend = get_backend(args.backend)
        if args.native_modules and hasattr(backend, "native_modules"):
            backend.native_modules = tuple(args.native_modules)  # gen-rewriters
        return backend.emit(keeper, _backend_options(args))
    from tblgen_py.records.dump import dump_json, print_records

    return dump_json(keeper) if args.dump_json else print_records(keeper)


def _emit(args: argparse.Namespace, output: str | bytes, deps: Sequence[str]) -> None:
    """Write the depfile (with ``-d``) and the output (text, or encoded text)."""
    if args.depfile:
        joined = "".join(" " + d for d in deps)
        write_output(args.depfile, f"{args.output}:{joined}\n")
    write_output(args.output, output, args.write_if_changed)


def run(
    args: argparse.Namespace,
    argv: Sequence[str] | None = None,
    probed: bool = False,
    later: list[Callable[[], None]] | None = None,
) -> int:
    """Parse the input and run the selected backend (or replay the cache).

    ``argv`` is the command line the cache key is made of (default
    ``sys.argv[1:]``); ``probed``: the cache was already looked up and missed;
    ``later``: collects the writing of the output and of the cache entry instead
    of doing it (for a caller that runs this in a worker thread).
    """
    cache = _cache_for(args, sys.argv[1:] if argv is None else argv)
    if cache is not None and not probed:
        hit = cache.load()
        if hit is not None:
            write_stream(sys.stderr, hit.stderr)
            _emit(args, hit.output, hit.dependencies)
            return 0
    import contextlib
    import io

    from tblgen_py.support.diagnostics import BackendError
    from tblgen_py.frontend.session import parse_records

    text = sys.stdin.read() if args.input == "-" else None
    result = parse_records(
        "<stdin>" if args.input == "-" else args.input,
        include_dirs=args.include_dirs,
        defines=args.defines,
        text=text,
        warn_unused=not args.no_warn_on_unused_template_args,
    )
    stderr = "".join(d.render() for d in result.diagnostics)
    write_stream(sys.stderr, stderr)
    if not result.ok:
        if result.keeper.error_count and not result.parse_failed:
            sys.stderr.write(f"mlir-tblgen-py: {result.keeper.error_count} errors.\n")
        return 1
    backend_stderr = io.StringIO()  # backend warnings are replayed on cache hits too
    try:
        with contextlib.redirect_stderr(backend_stderr):
            output = _render(args, result.keeper)
    except BackendError as exc:
        write_stream(sys.stderr, backend_stderr.getvalue() + exc.render())
        sys.stderr.write(f"mlir-tblgen-py: {len(exc.diagnostics)} errors.\n")
        return 1
    write_stream(sys.stderr, backend_stderr.getvalue())
    replay = stderr + backend_stderr.getvalue()

    def finish() -> None:
        _emit(args, output, result.dependencies)
        if cache is not None:
            cache.store(result.reads, CacheEntry(output, replay, result.dependencies))

    if later is None:
        finish()
    else:
        later.append(finish)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``mlir-tblgen-py``.

    Called without ``argv`` (from the command line) it never returns: once the
    output is flushed the process exits at once, skipping the interpreter's
    teardown of the large record graph (it costs as much as a small parse).
    """
    raw = sys.argv[1:] if argv is None else list(argv)
    try:
        try:
            status = _replay(raw)
        except OSError:  # the full run reports it
            status = None
        if status is None:
            status = _main(raw)
    except OutputError as exc:
        sys.stderr.write(f"mlir-tblgen-py: error opening {exc.path}: {exc.reason}\n")
        status = 1
    if argv is None:
        _exit(status)
    return status


def _exit(status: int) -> None:
    """Flush the standard streams and end the process without teardown."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        status = status or 1
    os._exit(status)


def _main(argv: list[str]) -> int:
    """Parse the command line, run, report internal errors."""
    args = parse_simple_args(argv) or build_arg_parser().parse_args(argv)
    gc.disable()  # a short-lived run over a large acyclic object graph
    from tblgen_py.frontend.deep_stack import call_with_deep_stack

    later: list[Callable[[], None]] = []
    try:
        status = call_with_deep_stack(lambda: run(args, argv, probed=True, later=later))
        for step in later:  # on the main thread, where the writer holds signals
            step()
        return status
    except OutputError:
        raise
    except RecursionError:  # the parser reports its own; this is a backend's
        sys.stderr.write(
            "mlir-tblgen-py: error: the records are nested too deeply to process\n"
        )
        return 1
    except OSError as exc:
        sys.stderr.write(
            f"mlir-tblgen-py: Could not open input file '{exc.filename}': {exc.strerror}\n"
        )
        return 1
    except Exception:  # noqa: BLE001 - internal errors are reported, not raised
        if args.debug:
            raise
        import traceback

        sys.stderr.write(
            "mlir-tblgen-py: internal error (rerun with --debug for a traceback)\n"
        )
        sys.stderr.write(traceback.format_exc().splitlines()[-1] + "\n")
        return 1
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main())
