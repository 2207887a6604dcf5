"""Benchmark the dialect conversion: arith and func to LLVM on 100,000 ops.

``func.func @f`` holds a chain of arith ops (generic form): ``arith.constant``
(3), ``addi``, ``muli``, ``subi``, ``xori`` and ``cmpi``/``select`` on
``i32``, with an ``index`` round trip through ``index_cast`` every few ops so
that casts are materialized and reconciled.  Our
``--convert-arith-to-llvm --convert-func-to-llvm`` (two partial conversions
with the LLVM type converter) runs side by side with mlir-opt-22 with the
same flags (its two passes' time from ``--mlir-timing``); the generic outputs
must be identical.  The target is <= 8x mlir-opt in CPU time (best of 3,
interleaved runs; mlir-opt's child CPU time scaled by the passes' share of
its wall-clock report).  ``--smoke`` runs a 300-op chain once and judges no
target (``make test`` runs it; the outputs must still agree).
"""

from __future__ import annotations

import argparse
import gc
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from tblgen_py.conversions.passes import run_pipeline
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

NUM_OPS = 100_000
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
TARGET = 8.0
RUNS = 3
PASSES = ("convert-arith-to-llvm", "convert-func-to-llvm")
TIMED = ("ArithToLLVMConversionPass", "ConvertFuncToLLVMPass")
OVF = " <{overflowFlags = #arith.overflow<none>}>"


def chain_text(num_ops: int = NUM_OPS) -> str:
    """The generic-form module with about ``num_ops`` arith ops in a chain."""
    lines = [
        '"builtin.module"() ({',
        '  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({',
        "  ^bb0(%arg0: i32, %arg1: i32):",
        '    %c = "arith.constant"() <{value = 3 : i32}> : () -> i32',
    ]
    prev, n, k = "%arg0", 1, 0
    ty = "(i32, i32) -> i32"
    while n + 8 <= num_ops:
        lines += [
            f'    %a{k} = "arith.addi"({prev}, %arg1){OVF} : {ty}',
            f'    %m{k} = "arith.muli"(%a{k}, %c){OVF} : {ty}',
            f'    %s{k} = "arith.subi"(%m{k}, %arg1){OVF} : {ty}',
            f'    %x{k} = "arith.xori"(%s{k}, %a{k}) : {ty}',
            f'    %p{k} = "arith.cmpi"(%x{k}, %arg1) <{{predicate = 2 : i64}}>'
            " : (i32, i32) -> i1",
            f'    %q{k} = "arith.select"(%p{k}, %x{k}, %s{k}) : (i1, i32, i32) -> i32',
            f'    %i{k} = "arith.index_cast"(%q{k}) : (i32) -> index',
            f'    %r{k} = "arith.index_cast"(%i{k}) : (index) -> i32',
        ]
        prev, n, k = f"%r{k}", n + 8, k + 1
    lines.append(f'    "func.return"({prev}) : (i32) -> ()')
    lines.append("  }) : () -> ()")
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


class Times:
    """Best wall and CPU seconds over several runs."""

    def __init__(self) -> None:
        self.wall = float("inf")
        self.cpu = float("inf")

    def add(self, wall: float, cpu: float) -> None:
        """Record one run."""
        self.wall = min(self.wall, wall)
        self.cpu = min(self.cpu, cpu)


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU seconds of one call (GC off during it)."""
    gc.collect()
    gc.disable()
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        fn()
    finally:
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        gc.enable()
    return wall, cpu


def run_ours(text: str, times: Times) -> str:
    """Parse (untimed), run the two passes (timed), print (untimed)."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context, "bench.mlir")
    wall, cpu = timed(lambda: run_pipeline(module, context, PASSES))
    times.add(wall, cpu)
    return print_module(module, PrintOptions(generic=True), context) + "\n"


def run_mlir_opt(path: Path, times: Times) -> str:
    """One mlir-opt run; CPU time scaled by the passes' share of the wall time."""
    cmd = [MLIR_OPT, "--mlir-print-op-generic", "--mlir-timing"]
    cmd += [f"--{name}" for name in PASSES]
    before = _child_cpu()
    proc = subprocess.run([*cmd, str(path)], capture_output=True, text=True, check=True)
    cpu = _child_cpu() - before
    wall = sum(_timing(proc.stderr, name) for name in TIMED)
    times.add(wall, cpu * wall / _timing(proc.stderr, "Total"))
    return proc.stdout


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timing(report: str, name: str) -> float:
    match = re.search(rf"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+{name}\s*$", report, re.M)
    if match is None:
        raise RuntimeError(f"no '{name}' line in mlir-opt's timing report")
    return float(match.group(1))


def main(argv: Sequence[str] | None = None) -> int:
    """Run both, print times and the ratio; 1 if outputs differ or the target is missed."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="tiny run, no target")
    args = ap.parse_args(argv)
    num_ops, runs = (300, 1) if args.smoke else (NUM_OPS, RUNS)
    text = chain_text(num_ops)
    print(f"conversion benchmark: {num_ops:,}-op arith chain, {' '.join(PASSES)}")
    ours, mlir = Times(), Times()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.mlir"
        path.write_text(text)
        for _ in range(runs):
            out = run_ours(text, ours)
            expected = run_mlir_opt(path, mlir)
    same = out == expected
    print(f"  {'':12}{'wall':>9}{'cpu':>9}")
    for name, t in (("ours", ours), ("mlir-opt", mlir)):
        print(f"  {name:12}{t.wall:8.3f}s{t.cpu:8.3f}s")
    print(f"  outputs identical to mlir-opt's: {same}")
    if args.smoke:
        return 0 if same else 1
    ratio = ours.cpu / mlir.cpu
    print(f"  ratio vs mlir-opt: cpu {ratio:.1f}x, wall {ours.wall / mlir.wall:.1f}x")
    verdict = "met" if ratio <= TARGET else "MISSED"
    print(f"  target ours <= {TARGET:.0f}x mlir-opt (cpu): {verdict}")
    return 0 if same and ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
