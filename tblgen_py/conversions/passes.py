"""The conversion passes by their ``mlir-opt`` names, and running them in order.

``PASSES`` maps each name to a function ``(module, context, options)``;
``run_pipeline`` runs a list of ``name`` or ``name=opt=value,...`` entries in
order, as ``mlir-opt`` runs its pass flags.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.conversions.arith_to_llvm import convert_arith_to_llvm
from tblgen_py.conversions.cf_to_llvm import convert_cf_to_llvm
from tblgen_py.conversions.convert_to_llvm import convert_to_llvm
from tblgen_py.conversions.func_to_llvm import convert_func_to_llvm
from tblgen_py.conversions.index_to_llvm import convert_index_to_llvm
from tblgen_py.conversions.llvm_types import use_context
from tblgen_py.conversions.math_to_llvm import convert_math_to_llvm
from tblgen_py.conversions.memref_to_llvm import MemRefOptions, convert_memref_to_llvm
from tblgen_py.conversions.scf_to_cf import convert_scf_to_cf
from tblgen_py.conversions.ub_to_llvm import convert_ub_to_llvm
from tblgen_py.runtime.conversion import reconcile_unrealized_casts, unrealized_casts_in
from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation

PassFn = Callable[[Operation, "Context | None", dict[str, str]], None]


class PassOptionError(MLIRError):
    """A pass option that does not exist or has a bad value."""


def _index_bitwidth(options: dict[str, str]) -> int:
    text = options.get("index-bitwidth", "0")
    try:
        value = int(text)
    except ValueError as err:
        raise PassOptionError(f"invalid index-bitwidth '{text}'") from err
    return value if value > 0 else 64


def _flag(options: dict[str, str], name: str) -> bool:
    """A boolean option: ``1``/``true`` (or present without a value) is set."""
    text = options.get(name, "0").lower()
    if text in ("", "1", "true"):
        return True
    if text in ("0", "false"):
        return False
    raise PassOptionError(
        f"for the --{name} option: '{text}' is invalid value for boolean argument! "
        "Try 0 or 1"
    )


def _reconcile(
    module: Operation, context: Context | None, options: dict[str, str]
) -> None:
    reconcile_unrealized_casts(unrealized_casts_in(module))


def _arith(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    convert_arith_to_llvm(module, context, _index_bitwidth(options))


def _func(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    bare = _flag(options, "use-bare-ptr-memref-call-conv")
    convert_func_to_llvm(module, context, _index_bitwidth(options), bare)


def _cf(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    convert_cf_to_llvm(module, context, _index_bitwidth(options))


def _scf(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    convert_scf_to_cf(module, context)


def _index(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    convert_index_to_llvm(module, context, _index_bitwidth(options))


def _ub(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    convert_ub_to_llvm(module, context, _index_bitwidth(options))


def _math(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    approximate = _flag({"approximate-log1p": "1", **options}, "approximate-log1p")
    convert_math_to_llvm(module, context, approximate_log1p=approximate)


def _all(module: Operation, context: Context | None, options: dict[str, str]) -> None:
    convert_to_llvm(module, context, _index_bitwidth(options))


def _memref(
    module: Operation, context: Context | None, options: dict[str, str]
) -> None:
    memref_options = MemRefOptions(
        use_aligned_alloc=_flag(options, "use-aligned-alloc"),
        use_generic_functions=_flag(options, "use-generic-functions"),
    )
    convert_memref_to_llvm(module, context, _index_bitwidth(options), memref_options)


PASSES: dict[str, PassFn] = {
    "finalize-memref-to-llvm": _memref,
    "convert-to-llvm": _all,
    "convert-index-to-llvm": _index,
    "convert-scf-to-cf": _scf,
    "convert-cf-to-llvm": _cf,
    "convert-func-to-llvm": _func,
    "reconcile-unrealized-casts": _reconcile,
    "convert-arith-to-llvm": _arith,
    "convert-ub-to-llvm": _ub,
    "convert-math-to-llvm": _math,
}
"""Every conversion pass, by its ``mlir-opt`` name."""


def parse_pass(entry: str) -> tuple[str, dict[str, str]]:
    """``name`` or ``name=a=1,b=2`` (or ``name{a=1 b=2}``) to name and options."""
    if "{" in entry and entry.endswith("}"):
        name, body = entry[:-1].split("{", 1)
        items = body.split()
    elif "=" in entry:
        name, body = entry.split("=", 1)
        items = body.strip("\"'").replace(",", " ").split()
    else:
        name, items = entry, []
    options: dict[str, str] = {}
    for item in items:
        key, _, value = item.partition("=")
        options[key] = value
    return name, options


OPTIONS: dict[str, frozenset[str]] = {
    "convert-arith-to-llvm": frozenset({"index-bitwidth"}),
    "convert-cf-to-llvm": frozenset({"index-bitwidth"}),
    "convert-func-to-llvm": frozenset(
        {"index-bitwidth", "use-bare-ptr-memref-call-conv"}
    ),
    "convert-index-to-llvm": frozenset({"index-bitwidth"}),
    "convert-ub-to-llvm": frozenset({"index-bitwidth"}),
    "convert-math-to-llvm": frozenset({"approximate-log1p"}),
    "finalize-memref-to-llvm": frozenset(
        {"index-bitwidth", "use-aligned-alloc", "use-generic-functions"}
    ),
    "convert-to-llvm": frozenset(
        {"filter-dialects", "dynamic", "allow-pattern-rollback"}
    ),
}
"""The options each pass accepts (others are errors, as in mlir-opt)."""


def run_pipeline(
    module: Operation, context: Context | None, entries: Sequence[str]
) -> None:
    """Run each pass entry on ``module`` in order (all options checked first)."""
    parsed = [parse_pass(entry) for entry in entries]
    for name, options in parsed:
        if name not in PASSES:
            raise PassOptionError(f"'{name}' does not refer to a registered pass")
        for option in options:
            if option not in OPTIONS.get(name, frozenset()):
                raise PassOptionError(f"<Pass-Options-Parser>: no such option {option}")
    use_context(context)
    for name, options in parsed:
        PASSES[name](module, context, options)
