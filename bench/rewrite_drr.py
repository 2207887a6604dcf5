"""Benchmark the DRR-generated ``addi(x, 0) -> x`` against the hand-written one.

``bench/addzero.td`` declares the pattern of ``bench/rewrite.py`` in DRR; this
script generates it with ``--gen-rewriters`` (in-process, into a temporary
module), runs both patterns on the same 100,000-op chain with the greedy
driver, checks the outputs are identical (and equal to mlir-opt's
``--canonicalize`` output), and prints times and ratios.  ``--smoke`` runs a
300-op chain once (``make test`` runs it; the outputs must still agree).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

# bench/rewrite.py: this script's directory is first on sys.path when run as a script
from rewrite import HandAddZero, MlirOpt, Times, chain_text, context, timed

from tblgen_py.backends.rewrites import generate
from tblgen_py.frontend.session import parse_records
from tblgen_py.runtime.rewrite import RewritePatternSet, apply_patterns_greedily
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def drr_module(tmp: Path) -> ModuleType:
    """Generate and import the DRR patterns of ``bench/addzero.td``."""
    parsed = parse_records(str(HERE / "addzero.td"), include_dirs=[str(ROOT / "td")])
    if not parsed.ok:
        raise SystemExit("bench/addzero.td does not parse")
    path = tmp / "addzero_rewriters.py"
    path.write_text(generate(parsed.keeper, "bench/addzero.td").text)
    spec = importlib.util.spec_from_file_location("addzero_rewriters", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(text: str, populate: object, runs: int) -> tuple[Times, str]:
    """Best times of the greedy driver with the patterns ``populate`` adds."""
    times, out = Times(), ""
    for _ in range(runs):
        ctx = context()
        module = parse_source(text, ctx, "bench.mlir")
        patterns = RewritePatternSet(ctx)
        populate(patterns)  # type: ignore[operator]
        wall, cpu, _ = timed(lambda: apply_patterns_greedily(module, patterns))
        times.add(wall, cpu)
        out = print_module(module)
    return times, out


def run_mlir_opt(text: str, runs: int) -> MlirOpt:
    """mlir-opt's canonicalizer on ``text``: best times and its output."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.mlir"
        path.write_text(text)
        mlir = MlirOpt(path)
        for _ in range(runs):
            mlir.run()
    return mlir


def main(argv: Sequence[str] | None = None) -> int:
    """Print hand-written vs DRR-generated times; 1 if the outputs differ."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="a 300-op chain, one run")
    args = ap.parse_args(argv)
    text, runs = (chain_text(300), 1) if args.smoke else (chain_text(), 3)
    with tempfile.TemporaryDirectory() as tmp:
        generated = drr_module(Path(tmp))
        drr, drr_out = run(text, generated.populate_with_generated, runs)
    hand, hand_out = run(text, lambda patterns: patterns.add(HandAddZero()), runs)
    mlir = run_mlir_opt(text, runs)
    print("rewrite benchmark: addi(x, 0) -> x, hand-written vs DRR-generated")
    print(f"  {'':14}{'wall':>9}{'cpu':>9}")
    for name, times in (("hand-written", hand), ("DRR", drr), ("mlir-opt", mlir.times)):
        print(f"  {name:14}{times.wall:8.3f}s{times.cpu:8.3f}s")
    same = drr_out == hand_out and drr_out.rstrip() == mlir.out.rstrip()
    print(
        f"  DRR output identical to mlir-opt's: {drr_out.rstrip() == mlir.out.rstrip()}"
    )
    print(
        f"  DRR output identical to the hand-written pattern's: {drr_out == hand_out}"
    )
    print(f"  DRR / hand-written (cpu): {drr.cpu / max(hand.cpu, 1e-9):.2f}x")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
