"""Run DRR-generated patterns from ``generated/`` on MLIR text (behaviour tests)."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

from tblgen_py.tools.module_loader import load_module
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    RewritePatternSet,
    apply_patterns_greedily,
    walk_and_apply_patterns,
)
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated"


def generated(stem: str) -> ModuleType:
    """A module of ``generated/`` (e.g. ``drrbasics_rewriters``)."""
    return load_module(str(GENERATED / f"{stem}.py"))


def func(body: str, args: str, results: str, result_types: str) -> str:
    """A generic-form ``func.func @f(args)`` around ``body``, returning ``results``."""
    arg_types = ", ".join(a.split(":")[1].strip() for a in args.split(",") if a)
    signature = f"({arg_types}) -> ({result_types})"
    lines = [
        f'"func.func"() <{{function_type = {signature}, sym_name = "f"}}> ({{',
        f"^bb0({args}):",
        textwrap.indent(textwrap.dedent(body).strip(), "  "),
        f'  "func.return"({results}) : ({result_types}) -> ()',
        "}) : () -> ()",
    ]
    return "\n".join(lines) + "\n"


def rewrite(
    text: str,
    stem: str,
    enable: Sequence[str] = (),
    *,
    walk: bool = False,
    config: GreedyRewriteConfig | None = None,
    verify: bool = True,
    debuginfo: bool = False,
) -> str:
    """Parse ``text``, apply the patterns of ``generated/<stem>_rewriters.py``, print."""
    context = Context(allow_unregistered_dialects=True)
    generated(f"{stem}_ops").register(context)
    module = parse_source(text, context, "input.mlir")
    if verify:
        from tblgen_py.runtime.ir.verifier import verify as verify_ir

        verify_ir(module)
    patterns = RewritePatternSet(context)
    generated(f"{stem}_rewriters").populate_with_generated(patterns)
    frozen = FrozenRewritePatternSet(patterns, (), enable)
    if walk:
        walk_and_apply_patterns(module, frozen)
    else:
        apply_patterns_greedily(module, frozen, config or GreedyRewriteConfig())
    options = PrintOptions(debuginfo=debuginfo, local_scope=True) if debuginfo else None
    return print_module(module, options, context)


def body_of(printed: str) -> list[str]:
    """The op lines inside the function (without module/func wrappers)."""
    lines = printed.splitlines()
    return [line.strip() for line in lines[3:-3]]


def returned(printed: str) -> str:
    """The ``func.return`` line."""
    return next(line.strip() for line in printed.splitlines() if "func.return" in line)


@contextmanager
def type_hooks(
    stem: str, types: dict[str, Callable[..., list[object]]]
) -> Iterator[None]:
    """Attach ``infer_return_types`` hooks to generated op classes for a test."""
    ops = generated(f"{stem}_ops")
    classes = {cls.OPERATION_NAME: cls for cls in ops.OPS}
    attached: list[type] = []
    try:
        for name, fn in types.items():
            hooks.attach(classes[name], "infer_return_types", fn)
            attached.append(classes[name])
        yield
    finally:
        for cls in attached:
            hooks.detach(cls, "infer_return_types")


def same_as_first(
    operands: Iterable[object], attrs: object, regions: int
) -> list[object]:
    """A result type equal to the first operand's type."""
    del attrs, regions
    return [next(iter(operands)).type]  # type: ignore[attr-defined]
