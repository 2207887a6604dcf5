"""Benchmark MLIR's dialects on demand: ``import tblgen_py.dialects.<name>``.

Cold: a fresh cache, so the import finds the headers, scans them and generates
the dialect (arith, llvm, linalg).  Warm: the same import again in a new
process, reading the cache.  Each run is a new Python process timing, inside
it, the import up to the first generated name (``arith.AddIOp``); warm runs
also time the dialect alone, with the runtime it runs on already imported.
Target: warm import of arith and llvm <= 0.1 s (the dialect's own part, in CPU
time, which a loaded machine disturbs less than wall time; both are printed).  For
scale, ``mlir-opt-22`` starting up (every dialect registered) on an empty file
is timed too.  ``--smoke`` runs arith once (``make test`` runs it).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
PROBES = {"arith": "AddIOp", "llvm": "AddOp", "linalg": "GenericOp"}
WARM_TARGET = 0.1
TIMED = """\
import time
start, cpu_start = time.perf_counter(), time.process_time()
{prelude}
mid, cpu_mid = time.perf_counter(), time.process_time()
import tblgen_py.dialects.{name} as dialect
dialect.{probe}
end, cpu_end = time.perf_counter(), time.process_time()
print(end - start, end - mid, cpu_end - cpu_start, cpu_end - cpu_mid)
"""
RUNTIME = "import tblgen_py.runtime.ods.api, tblgen_py.runtime.ods.attr_api"


def timed_import(
    name: str, cache: str, with_runtime: bool
) -> tuple[float, float, float, float]:
    """(total, dialect-only) wall seconds, then the same in CPU seconds, of one
    import in a new process."""
    code = TIMED.format(
        prelude=RUNTIME if with_runtime else "", name=name, probe=PROBES[name]
    )
    env = {**os.environ, "MLIR_TBLGEN_PY_CACHE_DIR": cache}
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    total, own, cpu_total, cpu_own = run.stdout.split()
    return float(total), float(own), float(cpu_total), float(cpu_own)


def mlir_opt_startup(repeat: int) -> float:
    """Best wall time of ``mlir-opt-22`` on an empty input."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run([MLIR_OPT], input="", capture_output=True, check=True)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print the times."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="arith once, no targets")
    args = ap.parse_args(argv)
    names, repeat = (["arith"], 1) if args.smoke else (list(PROBES), 3)
    print("dialects on demand: import tblgen_py.dialects.<name> up to a generated name")
    met = True
    for name in names:
        with tempfile.TemporaryDirectory() as cache:
            cold = timed_import(name, cache, with_runtime=False)
            warm = [timed_import(name, cache, False) for _ in range(repeat)]
            own = [timed_import(name, cache, True) for _ in range(repeat)]
        own_cpu = min(run[3] for run in own)
        print(
            f"  {name:7} cold {cold[0]:6.2f}s  warm {min(r[0] for r in warm):6.3f}s "
            f"(the dialect alone {min(r[1] for r in own):6.3f}s) wall; "
            f"CPU: cold {cold[2]:6.2f}s  warm {min(r[2] for r in warm):6.3f}s "
            f"(alone {own_cpu:6.3f}s)"
        )
        if name != "linalg":
            met = met and own_cpu <= WARM_TARGET
    print(f"  mlir-opt-22 start-up on an empty file {mlir_opt_startup(repeat):6.3f}s")
    if not args.smoke:
        print(
            f"  target warm <= {WARM_TARGET}s (arith, llvm): {'met' if met else 'MISSED'}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
