"""Benchmark custom syntax: parse and print a 100,000-op module of func, arith, scf
and memref ops, against mlir-opt-22 in the same run.

The module is functions of one shape (an ``scf.for`` with loop-carried values
over ``memref.load``/``store`` and arith ops, an ``scf.if`` with both branches,
a ``memref.alloca``), written in the input style mlir-opt accepts.  mlir-opt
prints it once; our parse of that text must print it back byte for byte.
Times are CPU seconds (see ``bench/ir.py``); target: parse and print each
<= 6x mlir-opt.  ``--smoke`` runs a 300-op module once and judges no target
(``make test`` runs it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ir import MLIR_OPT, NUM_OPS, mlir_opt_times, timed  # noqa: E402  (bench/ir.py)

from tblgen_py.runtime.ir import Context  # noqa: E402
from tblgen_py.runtime.text.parser import parse_source  # noqa: E402
from tblgen_py.runtime.text.printer import PrintOptions, print_module  # noqa: E402
from tblgen_py.tools.dialect_loading import auto_load  # noqa: E402

TARGET = 6.0
FUNC = """\
func.func @f{k}(%buf: memref<64xf32>, %n: index, %init: f32, %flag: i1) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {{
    %x = memref.load %buf[%i] : memref<64xf32>
    %m = arith.mulf %x, %acc : f32
    %a = arith.addf %m, %x fastmath<fast> : f32
    %lt = arith.cmpf olt, %a, %acc : f32
    %s = arith.select %lt, %a, %acc : f32
    memref.store %s, %buf[%i] : memref<64xf32>
    scf.yield %s : f32
  }}
  %w = arith.index_cast %n : index to i32
  %d = arith.addi %w, %w overflow<nsw> : i32
  %e = arith.sitofp %d : i32 to f32
  %r = scf.if %flag -> (f32) {{
    %t = arith.subf %sum, %e : f32
    scf.yield %t : f32
  }} else {{
    %tmp = memref.alloca() : memref<4xf32>
    memref.store %e, %tmp[%c0] : memref<4xf32>
    %u = memref.load %tmp[%c0] : memref<4xf32>
    scf.yield %u : f32
  }}
  return %r : f32
}}
"""
OPS_PER_FUNC = 22
"""The ops of one ``FUNC`` (the function, its body and its nested regions)."""


def mixed_text(num_ops: int) -> str:
    """About ``num_ops`` ops: ``num_ops / OPS_PER_FUNC`` functions."""
    return "".join(FUNC.format(k=k) for k in range(max(1, num_ops // OPS_PER_FUNC)))


def mlir_opt_print(text: str) -> str:
    """mlir-opt's custom-syntax output for ``text``."""
    proc = subprocess.run(
        [MLIR_OPT], input=text, capture_output=True, text=True, check=True
    )
    return proc.stdout


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print times, ratios and the target checks."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="300 ops once, no targets")
    args = ap.parse_args(argv)
    num_ops, repeat = (300, 1) if args.smoke else (NUM_OPS, 3)
    reference = mlir_opt_print(mixed_text(num_ops))
    lines = reference.splitlines()
    count = sum(line.strip()[:1] not in ("", "}") for line in lines)  # an op a line
    print(f"custom syntax benchmark: {count:,} func/arith/scf/memref ops (CPU s)")
    context = Context(True)
    context.dialect_loader = auto_load
    module = parse_source(reference, context, "bench.mlir")  # loads the dialects
    options = PrintOptions(generic=False)
    t_parse, _ = timed(lambda: parse_source(reference, context, "bench.mlir"), repeat)
    t_print, text = timed(lambda: print_module(module, options, context), repeat)
    m_parse, m_print = mlir_opt_times(reference, repeat, generic=False)
    same = f"{text}\n" == reference
    print(f"  ours      parse {t_parse:7.3f}s  print {t_print:7.3f}s")
    print(f"  mlir-opt  parse {m_parse:7.3f}s  print {m_print:7.3f}s")
    ratios = {"parse": t_parse / m_parse, "print": t_print / m_print}
    print(
        f"ratios vs mlir-opt: parse {ratios['parse']:.1f}x, "
        f"print {ratios['print']:.1f}x, "
        f"parse+print {(t_parse + t_print) / (m_parse + m_print):.1f}x"
    )
    print(f"  our output is mlir-opt's byte for byte: {same}")
    if args.smoke:
        return 0 if same else 1
    met = all(ratio <= TARGET for ratio in ratios.values())
    print(
        f"  target parse, print <= {TARGET:.0f}x mlir-opt: {'met' if met else 'MISSED'}"
    )
    return 0 if met and same else 1


if __name__ == "__main__":
    sys.exit(main())
