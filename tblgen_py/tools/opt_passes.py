"""``mlir-opt-py``'s pass options: pass flags, ``--pass-pipeline``, ``--verify-each``.

Every registered pass is a flag, ``--<pass>`` or ``--<pass>=<options>``
(``--canonicalize="max-iterations=3 top-down=false"``); the flags build one
pipeline on the top-level op, in command-line order, nesting op-specific
passes implicitly.  ``--pass-pipeline='builtin.module(func.func(cse))'``
gives the pipeline in MLIR's textual syntax instead (not both).  The IR is
verified after each pass unless ``--verify-each=false``;
``--dump-pass-pipeline`` prints the pipeline on stderr.

Passes register in ``tblgen_py.runtime.passes`` (``register_pass``); a module
that registers more passes is listed in ``PASS_MODULES`` so the tool imports
it before reading the command line.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections.abc import Sequence

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.passes import (
    OpPassManager,
    PassManager,
    PassOptionError,
    PassPipelineError,
    lookup,
    parse_pass_pipeline,
    registered,
)
from tblgen_py.runtime.passes.registry import option_failure

PASS_MODULES: list[str] = [
    "tblgen_py.runtime.passes",
    "tblgen_py.conversions.pass_classes",
]
"""Modules imported for the passes they register (append yours)."""

PASS_FLAG = "--run-pass"
"""The hidden option a ``--<pass>[=options]`` argument is rewritten to."""

_FLAG = re.compile(r"--?([A-Za-z0-9_.-]+)(?:=(.*))?\Z", re.DOTALL)


def load_pass_modules() -> None:
    """Import every module of ``PASS_MODULES`` (registering its passes)."""
    for name in PASS_MODULES:
        importlib.import_module(name)


def rewrite_pass_flags(argv: Sequence[str]) -> list[str]:
    """``--canonicalize=opts`` -> ``--run-pass=canonicalize=opts`` (before argparse,
    which would take a following input file for the optional value)."""
    out: list[str] = []
    for index, arg in enumerate(argv):
        if arg == "--":
            return out + list(argv[index:])
        match = _FLAG.match(arg)
        if match is not None and lookup(match.group(1)) is not None:
            options = match.group(2)
            suffix = "" if options is None else f"={options}"
            out.append(f"{PASS_FLAG}={match.group(1)}{suffix}")
        else:
            out.append(arg)
    return out


def parse_bool(text: str) -> bool:
    """An LLVM ``cl::opt<bool>`` value: true/false, 1/0."""
    value = {"true": True, "1": True, "false": False, "0": False}.get(text.lower())
    if value is None:
        raise argparse.ArgumentTypeError(f"'{text}' is invalid value for boolean")
    return value


def add_options(parser: argparse.ArgumentParser) -> None:
    """Add the pass options; the registered passes are listed in the help."""
    group = parser.add_argument_group(
        "passes",
        "Registered passes (--<pass> or --<pass>=<options>): "
        + ", ".join(info.argument for info in registered()),
    )
    group.add_argument(
        PASS_FLAG,
        dest="pass_flags",
        action="append",
        default=[],
        help=argparse.SUPPRESS,
    )
    group.add_argument(
        "--pass-pipeline",
        "-pass-pipeline",
        dest="pass_pipeline",
        default=None,
        metavar="PIPELINE",
        help="textual description of the pass pipeline to run",
    )
    group.add_argument(
        "--dump-pass-pipeline",
        "-dump-pass-pipeline",
        dest="dump_pass_pipeline",
        action="store_true",
        help="print the pipeline that will be run",
    )
    group.add_argument(
        "--verify-each",
        "-verify-each",
        nargs="?",
        const=True,
        default=True,
        type=parse_bool,
        metavar="BOOL",
        help="run the verifier after each transformation pass (default: true)",
    )


def build_pipeline(args: argparse.Namespace, anchor: str) -> OpPassManager | None:
    """The pipeline the options ask for (None: no pass), anchored on ``anchor``
    for pass flags.  Raises PassPipelineError."""
    flags: list[str] = getattr(args, "pass_flags", [])
    text: str | None = getattr(args, "pass_pipeline", None)
    if text is not None:
        if flags:
            raise PassPipelineError(
                "'-pass-pipeline' option can't be used with individual pass options"
            )
        return parse_pass_pipeline(text)
    if not flags:
        return None
    manager = OpPassManager(anchor)
    for flag in flags:
        name, _, options = flag.partition("=")
        info = lookup(name)
        if info is None:  # not rewritten from a registered flag
            raise PassPipelineError(f"'{name}' does not refer to a registered pass")
        try:
            info.add_to_pipeline(manager, options)
        except PassOptionError as err:
            failure = option_failure(err, name, options)
            message = "" if err.cl_message else f"{err.message}\n"
            raise PassPipelineError(message, failure.cl_messages) from None
    return manager


def run_passes(args: argparse.Namespace, context: Context, module: Operation) -> None:
    """Run the requested pipeline on ``module``."""
    pipeline = build_pipeline(args, module.name)
    if pipeline is None:
        return
    if getattr(args, "dump_pass_pipeline", False):
        sys.stderr.write(
            f"Pass Manager with {pipeline.size()} passes:\n"
            f"{pipeline.textual(pretty=True)}\n\n"
        )
    manager = PassManager.adopt(context, pipeline, args.verify_each)
    manager.run(module)
