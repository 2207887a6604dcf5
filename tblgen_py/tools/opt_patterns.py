"""``mlir-opt-py`` options that load rewrite patterns and run a driver on the input.

``--load-patterns MODULE`` (a dotted module name or a ``.py`` path; repeatable)
names a module with ``populate_with_generated(patterns)`` (what
``--gen-rewriters`` emits) or ``populate(patterns)``, and ``--native-module
MODULE`` supplies Python for DRR native code (both through ``module_loader``;
``--load-pdl FILE`` adds the patterns of a PDL or PDLL file, see ``pdl_loading``;
op modules are ``--load-dialect``/``--load-ops``, see ``dialect_loading``).  ``--greedy``
runs the greedy driver (``--top-down``, ``--max-iterations``,
``--max-num-rewrites``, ``--strictness``, ``--no-fold``, ``--region-simplify``)
and ``--walk`` the walk driver; ``--enable-patterns``/``--disable-patterns``
filter by debug name or label; ``--debug-only=greedy-rewriter`` prints the
driver's log on stderr.

A greedy run that does not converge within ``--max-iterations`` is an error
(exit status 1, as a failed pass in ``mlir-opt``).  Every run ends: besides
MLIR's limits each iteration takes at most ``--max-steps-per-iteration``
worklist steps (default 10,000 + 16 per op; -1: unbounded).  The rewritten IR
is verified unless ``--verify-each=false`` (an option of ``opt_passes``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.rewrite import (
    NO_LIMIT,
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    RewritePatternSet,
    apply_patterns_greedily,
    walk_and_apply_patterns,
)
from tblgen_py.runtime.rewrite.config import GreedySimplifyRegionLevel
from tblgen_py.runtime.rewrite.log import DEBUG_ONLY_ENV
from tblgen_py.tools import pdl_loading
from tblgen_py.tools.module_loader import ModuleLoadError, load_module

POPULATE_FUNCTIONS = ("populate_with_generated", "populate")


class PatternLoadError(ModuleLoadError):
    """A ``--load-patterns`` module that cannot be used."""


class NotConvergedError(VerificationError):
    """A greedy run that did not converge, reported at the rewritten op (the
    command line prints it as a verifier error and exits 1, without output)."""


def add_options(parser: argparse.ArgumentParser) -> None:
    """Add the pattern-rewriting options to ``mlir-opt-py``'s parser."""
    group = parser.add_argument_group("pattern rewriting")
    group.add_argument(
        "--load-patterns",
        action="append",
        default=[],
        metavar="MODULE",
        help="module with populate_with_generated(patterns) or populate(patterns)",
    )
    group.add_argument(
        "--native-module",
        dest="pattern_native_modules",
        action="append",
        default=[],
        metavar="MODULE",
        help="module supplying Python for DRR native code",
    )
    pdl_loading.add_options(group)
    driver = group.add_mutually_exclusive_group()
    driver.add_argument("--greedy", action="store_true", help="run the greedy driver")
    driver.add_argument("--walk", action="store_true", help="run the walk driver")
    _add_greedy_options(group)
    group.add_argument(
        "--debug-only",
        default="",
        metavar="TYPES",
        help="comma-separated debug logs (greedy-rewriter, walk-rewriter)",
    )


def _add_greedy_options(group: argparse._ArgumentGroup) -> None:
    """Options of the greedy driver and of pattern filtering."""
    group.add_argument("--top-down", action="store_true", help="visit ops top down")
    group.add_argument("--max-iterations", type=int, default=10, metavar="N")
    group.add_argument("--max-num-rewrites", type=int, default=NO_LIMIT, metavar="N")
    group.add_argument(
        "--max-steps-per-iteration",
        type=int,
        default=None,
        metavar="N",
        help="worklist steps per iteration (default: 10,000 + 16 per op)",
    )
    group.add_argument(
        "--strictness",
        choices=[s.value for s in GreedyRewriteStrictness],
        default=GreedyRewriteStrictness.ANY_OP.value,
    )
    group.add_argument("--no-fold", action="store_true", help="do not fold ops")
    group.add_argument(
        "--region-simplify",
        choices=[level.value for level in GreedySimplifyRegionLevel],
        default=GreedySimplifyRegionLevel.AGGRESSIVE.value,
        help="simplify regions after each iteration (default: aggressive)",
    )
    for flag, help_text in (
        ("--enable-patterns", "only patterns with these names or labels"),
        ("--disable-patterns", "skip patterns with these names or labels"),
    ):
        group.add_argument(flag, action="append", default=[], help=help_text)


def populate_function(module: ModuleType) -> Callable[[RewritePatternSet], object]:
    """The module's ``populate_with_generated`` or ``populate``."""
    for name in POPULATE_FUNCTIONS:
        fn = getattr(module, name, None)
        if callable(fn):
            return fn  # type: ignore[no-any-return]
    raise PatternLoadError(
        f"module '{module.__name__}' has neither populate_with_generated(patterns) "
        "nor populate(patterns)"
    )


def configure_context(args: argparse.Namespace, context: Context) -> None:
    """Register the ``--native-module`` modules with the DRR runtime."""
    from tblgen_py.runtime import drr

    for spec in getattr(args, "pattern_native_modules", []):
        drr.register_native_module(load_module(spec))


def build_patterns(
    args: argparse.Namespace, context: Context
) -> FrozenRewritePatternSet:
    """Populate a pattern set from every ``--load-patterns`` module and filter it."""
    patterns = RewritePatternSet(context)
    for spec in args.load_patterns:
        module = load_module(spec)
        populate_function(module)(patterns)
        _check_native_functions(spec, module)
    patterns.add(*pdl_loading.load_pdl_patterns(args, context))
    enabled = [n for item in args.enable_patterns for n in item.split(",") if n]
    disabled = [n for item in args.disable_patterns for n in item.split(",") if n]
    return FrozenRewritePatternSet(patterns, disabled, enabled)


def _check_native_functions(spec: str, module: ModuleType) -> None:
    """Report native functions a DRR pattern module needs and nothing supplies."""
    from tblgen_py.runtime import drr

    missing = drr.missing_native_functions(module)
    if missing:
        names = ", ".join(f"'{name}'" for name in missing)
        raise PatternLoadError(
            f"patterns from '{spec}' need Python functions for native code: "
            f"{names}; define them in a module passed with --native-module"
        )


def greedy_config(args: argparse.Namespace, context: Context) -> GreedyRewriteConfig:
    """The greedy driver's configuration from the options."""
    return GreedyRewriteConfig(
        use_top_down_traversal=args.top_down,
        max_iterations=args.max_iterations,
        max_num_rewrites=args.max_num_rewrites,
        max_steps_per_iteration=args.max_steps_per_iteration,
        strictness=GreedyRewriteStrictness(args.strictness),
        fold=not args.no_fold,
        region_simplification=GreedySimplifyRegionLevel(args.region_simplify),
        context=context,
    )


@contextmanager
def debug_only(types: str) -> Iterator[None]:
    """Turn the listed debug logs on for the duration of a run."""
    if not types:
        yield
        return
    saved = os.environ.get(DEBUG_ONLY_ENV)
    os.environ[DEBUG_ONLY_ENV] = types
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop(DEBUG_ONLY_ENV, None)
        else:
            os.environ[DEBUG_ONLY_ENV] = saved


def run_patterns(args: argparse.Namespace, context: Context, module: Operation) -> None:
    """Apply the loaded patterns to ``module`` with the chosen driver."""
    if not args.load_patterns and not args.load_pdl:
        if args.greedy or args.walk:
            raise PatternLoadError("--greedy/--walk need --load-patterns or --load-pdl")
        return
    frozen = build_patterns(args, context)
    with debug_only(args.debug_only):
        if args.walk:
            walk_and_apply_patterns(module, frozen)
        elif not apply_patterns_greedily(module, frozen, greedy_config(args, context)):
            raise NotConvergedError(
                "greedy pattern rewrite did not converge after "
                f"{args.max_iterations} iterations",
                module.location,
            )
    if args.verify_each:
        verify(module, allow_unregistered=context.allow_unregistered_dialects)


def _reported(
    hook: Callable[[argparse.Namespace, Context], None],
) -> Callable[[argparse.Namespace, Context], None]:
    """``hook`` with its errors printed as ``mlir-opt-py: error:`` (exit 1)."""

    def run(args: argparse.Namespace, context: Context) -> None:
        try:
            hook(args, context)
        except (ModuleLoadError, RuntimeError, TypeError, ValueError) as exc:
            if getattr(args, "debug", False):
                raise
            sys.stderr.write(f"mlir-opt-py: error: {exc}\n")
            raise SystemExit(1) from None

    return run


def _transform(args: argparse.Namespace, context: Context, module: Operation) -> None:
    _reported(lambda a, c: run_patterns(a, c, module))(args, context)


def install() -> None:
    """Register the option, context and transform hooks with ``mlir_opt``.

    ``python -m tblgen_py.tools.mlir_opt`` runs the module as ``__main__``; its hook
    lists are the ones that count then.
    """
    from tblgen_py.tools import mlir_opt

    main_module = sys.modules.get("__main__")
    for module in (mlir_opt, main_module):
        hooks = getattr(module, "OPTION_HOOKS", None)
        if hooks is None or add_options in hooks:
            continue
        hooks.append(add_options)
        getattr(module, "CONTEXT_HOOKS").append(_reported(configure_context))
        getattr(module, "TRANSFORM_HOOKS").append(_transform)


def main(argv: list[str] | None = None) -> int:
    """``mlir-opt-py`` with the pattern options installed."""
    from tblgen_py.tools import mlir_opt

    install()
    try:
        return mlir_opt.main(argv)
    except ModuleLoadError as exc:
        sys.stderr.write(f"mlir-opt-py: error: {exc}\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
