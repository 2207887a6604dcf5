"""Peak memory of our tools against the LLVM 22 tools, measured in the same run.

Two workloads, each run as child processes whose peak resident set size
(``ru_maxrss`` from ``wait4``) is read:

* ``mlir-tblgen-py --print-records`` (without the rebuild cache) and
  ``mlir-tblgen-22 --print-records`` on every ``.td`` file under
  /usr/lib/llvm-22/include/mlir, one process per file: the peak over all files
  and the file where it occurs;
* ``mlir-opt-py`` and ``mlir-opt-22`` parsing, verifying and printing the
  100,000-op module that bench/ir.py builds (generic form).

Exit statuses must equal the reference tool's on every input (mlir-tblgen
itself fails on a few .td files that need include paths it is not given).

Ratios ours/reference are printed with the target (<= 5x).  ``--smoke`` uses
UBOps.td and a 300-op module, judges no target (``make test`` runs it).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ir import NUM_OPS, build_ours  # noqa: E402  (bench/ir.py)

from tblgen_py.runtime.text.printer import PrintOptions, print_module  # noqa: E402

LLVM_INCLUDE = Path("/usr/lib/llvm-22/include")
MLIR_TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SMOKE_TD = "mlir/Dialect/UB/IR/UBOps.td"
TARGET = 5.0


@dataclass(frozen=True)
class Peak:
    """The largest peak RSS (MiB) seen over some runs, where, and the statuses."""

    mib: float
    where: str
    statuses: dict[str, int]
    """Each run's exit status, by input."""


def peak_rss(argv: Sequence[str]) -> tuple[float, int]:
    """Run ``argv`` (output discarded); its peak RSS in MiB and exit status."""
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, wait_status, usage = os.wait4(proc.pid, 0)
    return usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(wait_status)


def peak_over(runs: dict[str, list[str]]) -> Peak:
    """The largest peak RSS over the named commands."""
    best, where, statuses = 0.0, "", {}
    for name, argv in runs.items():
        mib, status = peak_rss(argv)
        statuses[name] = status
        if mib > best:
            best, where = mib, name
    return Peak(best, where, statuses)


def tblgen_runs(files: Sequence[str], ours: bool) -> dict[str, list[str]]:
    """One ``--print-records`` command per file, for our tool or mlir-tblgen."""
    tool = [sys.executable, "-m", "tblgen_py", "--no-cache"] if ours else [MLIR_TBLGEN]
    return {
        rel: [
            *tool,
            "--print-records",
            "-I",
            str(LLVM_INCLUDE),
            str(LLVM_INCLUDE / rel),
        ]
        for rel in files
    }


def opt_runs(path: Path, ours: bool) -> dict[str, list[str]]:
    """mlir-opt-py or mlir-opt-22 on the module file."""
    tool = [sys.executable, "-m", "tblgen_py.tools.mlir_opt"] if ours else [MLIR_OPT]
    return {path.name: [*tool, "--allow-unregistered-dialect", str(path)]}


def line(label: str, ours: Peak, ref: Peak) -> str:
    """One result line with the ratio."""
    ratio = ours.mib / ref.mib
    return (
        f"  {label:<34} ours {ours.mib:8.1f} MiB ({ours.where})  "
        f"reference {ref.mib:8.1f} MiB ({ref.where})  ratio {ratio:5.1f}x"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Measure both workloads, print peaks and ratios; 1 on a tool failure."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="tiny inputs, no targets")
    args = ap.parse_args(argv)
    if not Path(MLIR_TBLGEN).exists() or not Path(MLIR_OPT).exists():
        print("LLVM 22 tools missing: run `make llvm`", file=sys.stderr)
        return 1
    files = [SMOKE_TD]
    if not args.smoke:
        files = sorted(
            p.relative_to(LLVM_INCLUDE).as_posix()
            for p in (LLVM_INCLUDE / "mlir").rglob("*.td")
        )
    num_ops = 300 if args.smoke else NUM_OPS
    print(f"peak memory (ru_maxrss), target <= {TARGET:.0f}x the LLVM 22 tools")
    results = {}
    results[f"mlir-tblgen, {len(files)} .td files"] = (
        peak_over(tblgen_runs(files, True)),
        peak_over(tblgen_runs(files, False)),
    )
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"ops{num_ops}.mlir"
        path.write_text(print_module(build_ours(num_ops), PrintOptions()) + "\n")
        results[f"mlir-opt, {num_ops:,}-op module"] = (
            peak_over(opt_runs(path, True)),
            peak_over(opt_runs(path, False)),
        )
    differ = []
    met = True
    for label, (ours, ref) in results.items():
        print(line(label, ours, ref))
        failing = sum(1 for status in ref.statuses.values() if status)
        if failing:
            print(f"    (the reference fails on {failing} input(s); ours too)")
        differ += [n for n, s in ours.statuses.items() if s != ref.statuses[n]]
        met = met and ours.mib <= TARGET * ref.mib
    if differ:
        print(f"exit statuses differ from the reference on: {differ}", file=sys.stderr)
        return 1
    if not args.smoke:
        print(f"target met: {met}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
