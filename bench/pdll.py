"""Benchmark ``addi(x, 0) -> x`` written in PDLL: PDL interpreter and ``-x=python``.

``bench/addzero.pdll`` is compiled by our PDLL front end to PDL and by
``runtime.pdl`` to a pattern (the interpreter route), and to the Python module
``mlir-pdll-py -x=python`` emits (the Python route); the greedy driver applies
each to the same
100,000-op chain as ``bench/rewrite.py``, against the hand-written pattern and
``mlir-opt``'s ``--canonicalize`` in the same run.  The outputs must be identical
(exit status 1 otherwise).  ``--smoke`` runs a 300-op chain once (``make test``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

# bench/rewrite.py: this script's directory is first on sys.path when run as a script
from rewrite import HandAddZero, MlirOpt, Times, chain_text, context, timed

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.pdl import NativeRegistry, PDLPattern, compile_pdl_module
from tblgen_py.runtime.rewrite import RewritePatternSet, apply_patterns_greedily
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module
from tblgen_py.runtime.rewrite.pattern import Pattern
from tblgen_py.tools.pdl_loading import load_pdll_python, parse_pdl, pdll_to_pdl_text

HERE = Path(__file__).resolve().parent


def pdll_patterns(ctx: Context) -> list[PDLPattern]:
    """The patterns of ``bench/addzero.pdll`` for the PDL interpreter."""
    path = str(HERE / "addzero.pdll")
    module = parse_pdl(pdll_to_pdl_text(path), path, Context(True))
    return compile_pdl_module(module, context=ctx)


def python_patterns(ctx: Context) -> list[Pattern]:
    """The patterns of ``bench/addzero.pdll`` as ``-x=python`` classes."""
    return load_pdll_python(str(HERE / "addzero.pdll"), NativeRegistry(), ctx, [])


def run(text: str, route: str, runs: int) -> tuple[Times, str]:
    """Best times of the greedy driver with the PDLL (``interpreter`` or
    ``python``) or the hand-written pattern (``hand``)."""
    times, out = Times(), ""
    for _ in range(runs):
        ctx = context()
        module = parse_source(text, ctx, "bench.mlir")
        patterns = RewritePatternSet(ctx)
        if route == "interpreter":
            patterns.add(*pdll_patterns(ctx))
        elif route == "python":
            patterns.add(*python_patterns(ctx))
        else:
            patterns.add(HandAddZero())
        wall, cpu, _ = timed(lambda: apply_patterns_greedily(module, patterns))
        times.add(wall, cpu)
        out = print_module(module)
    return times, out


def main(argv: Sequence[str] | None = None) -> int:
    """Print hand-written vs PDLL vs mlir-opt times; 1 if the outputs differ."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="a 300-op chain, one run")
    args = ap.parse_args(argv)
    text, runs = (chain_text(300), 1) if args.smoke else (chain_text(), 3)
    pdll, pdll_out = run(text, "interpreter", runs)
    python, python_out = run(text, "python", runs)
    hand, hand_out = run(text, "hand", runs)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.mlir"
        path.write_text(text)
        mlir = MlirOpt(path)
        for _ in range(runs):
            mlir.run()
    print("rewrite benchmark: addi(x, 0) -> x, PDLL (PDL interpreter, -x=python)")
    print(f"  {'':14}{'wall':>9}{'cpu':>9}")
    for name, times in (
        ("hand-written", hand),
        ("PDLL interp", pdll),
        ("PDLL python", python),
        ("mlir-opt", mlir.times),
    ):
        print(f"  {name:14}{times.wall:8.3f}s{times.cpu:8.3f}s")
    same_mlir = pdll_out.rstrip() == mlir.out.rstrip()
    same_python = python_out == pdll_out
    print(f"  PDLL output identical to mlir-opt's: {same_mlir}")
    print(f"  -x=python output identical to the interpreter's: {same_python}")
    print(
        f"  PDLL output identical to the hand-written pattern's: {pdll_out == hand_out}"
    )
    print(f"  PDLL / hand-written (cpu): {pdll.cpu / max(hand.cpu, 1e-9):.2f}x")
    print(f"  PDLL / mlir-opt (cpu): {pdll.cpu / max(mlir.times.cpu, 1e-9):.2f}x")
    print(
        f"  -x=python / mlir-opt (cpu): {python.cpu / max(mlir.times.cpu, 1e-9):.2f}x"
    )
    ok = same_mlir and same_python and pdll_out == hand_out
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
