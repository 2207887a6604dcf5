"""``mlir-opt-py`` flags for the conversion passes, run in command-line order.

Each pass of ``tblgen_py.conversions.passes`` gets its ``mlir-opt`` flag
(``--convert-arith-to-llvm``, ``--convert-arith-to-llvm=index-bitwidth=32``);
``--pass-pipeline='builtin.module(a,b{opt=1})'`` lists them too.  A failed
conversion is reported at the op as mlir-opt reports it;
``--debug-only=dialect-conversion`` prints the conversion driver's log.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tblgen_py.conversions.passes import PASSES, PassOptionError, run_pipeline
from tblgen_py.runtime.conversion import ConversionFailure
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerificationError, VerificationNote
from tblgen_py.tools.opt_patterns import debug_only

DEST = "conversion_passes"


ENTRY_FLAG = "--conversion-pass"
"""Internal: one pass entry ``name[=options]`` (what ``normalize_argv`` makes)."""


class _AppendPass(argparse.Action):
    """Appends the pass entry (``const``, or the value given) to the pass list."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        entries = list(getattr(namespace, DEST, None) or [])
        if isinstance(values, str):
            entries.append(values)
        elif isinstance(values, list) and values:
            entries.append(str(values[0]))
        else:
            entries.append(str(self.const))
        setattr(namespace, DEST, entries)


def normalize_argv(argv: list[str]) -> list[str]:
    """``--<pass>=<options>`` becomes ``--conversion-pass <pass>=<options>``."""
    out: list[str] = []
    for arg in argv:
        name, sep, _ = arg.lstrip("-").partition("=")
        if arg.startswith("-") and sep and name in PASSES:
            out += [ENTRY_FLAG, arg.lstrip("-")]
        else:
            out.append(arg)
    return out


class _Pipeline(argparse.Action):
    """``--pass-pipeline='builtin.module(p1,p2{a=1})'``."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        text = str(values).strip()
        prefix = "builtin.module("
        if not text.startswith(prefix) or not text.endswith(")"):
            parser.error(f"unsupported pass pipeline '{text}'")
        entries = list(getattr(namespace, DEST, None) or [])
        entries += _split_pipeline(text[len(prefix) : -1])
        setattr(namespace, DEST, entries)


def _split_pipeline(body: str) -> list[str]:
    """Split ``a,b{x=1 y=2},c`` at the top-level commas."""
    entries, depth, current = [], 0, ""
    for char in body:
        if char == "," and depth == 0:
            entries.append(current.strip())
            current = ""
            continue
        depth += {"{": 1, "}": -1}.get(char, 0)
        current += char
    if current.strip():
        entries.append(current.strip())
    return entries


def add_options(parser: argparse.ArgumentParser) -> None:
    """One flag per conversion pass, and ``--pass-pipeline``."""
    for name in PASSES:
        parser.add_argument(
            f"--{name}",
            f"-{name}",
            dest=DEST,
            nargs=0,
            const=name,
            default=None,
            action=_AppendPass,
            help=f"run the {name} pass",
        )
    parser.add_argument(
        ENTRY_FLAG, dest=DEST, nargs=1, action=_AppendPass, help=argparse.SUPPRESS
    )
    parser.add_argument(
        "--pass-pipeline", dest=DEST, action=_Pipeline, help="a textual pass pipeline"
    )


def transform(args: argparse.Namespace, context: Context, module: Operation) -> None:
    """Run the requested passes; a failure becomes a located error."""
    entries = getattr(args, DEST, None) or []
    if not entries:
        return
    try:
        with debug_only(getattr(args, "debug_only", "") or ""):
            run_pipeline(module, context, entries)
    except ConversionFailure as failure:
        raise VerificationError(
            failure.message,
            failure.location,
            failure.op,
            [VerificationNote(note.message, note.location) for note in failure.notes],
        ) from failure
    except (PassOptionError, KeyError) as err:
        raise VerificationError(f"invalid pass pipeline: {err}") from err


def install() -> None:
    """Register the flags and the transform with ``mlir_opt``."""
    from tblgen_py.tools import mlir_opt

    main_module = sys.modules.get("__main__")
    for module in (mlir_opt, main_module):
        hooks = getattr(module, "OPTION_HOOKS", None)
        if hooks is None or add_options in hooks:
            continue
        hooks.append(add_options)
        getattr(module, "TRANSFORM_HOOKS").append(transform)
