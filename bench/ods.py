"""Benchmark ``--gen-op-defs`` on LLVMOps.td and the import of the module it makes.

1. Generation, against ``mlir-tblgen-22 --gen-python-op-bindings
   -bind-dialect=llvm`` in the same run (interpreter start-up included):
   (a) cold: ``python -m tblgen_py --gen-op-defs -dialect llvm --no-cache``,
       judged against the target (<= 10x); like ``__pycache__``, compiled
       templates stay cached (``backends/render.py``), only the first run after
       an install or a template edit compiles them;
   (b) warm: the same command with the rebuild cache filled by an earlier run
       (an unchanged .td regenerated), printed as well.
   The backend's own share (ODS models, predicate translation, rendering, and
   the imports they need, records already parsed) is printed too, and the
   part of it spent importing jinja2.
2. Import: the generated LLVM dialect module (with the ``--gen-enum-defs``
   module it imports), byte-compiled, imported in a fresh interpreter with the
   runtime already loaded; target <= 0.1 s.  The import with the runtime, and
   the first import (compiling the sources), are printed too.

The package is byte-compiled first (the environment may set
PYTHONDONTWRITEBYTECODE, and stale ``.pyc`` files would be recompiled on every
run).  Each number is the best of N runs; ratios compare CPU time (user + system),
which a loaded machine disturbs less than wall time (printed alongside).
``--smoke`` does all of it once on the small UBOps.td (dialect ``ub``) and judges
no target (``make test`` runs it).
"""

from __future__ import annotations

import argparse
import compileall
import os
import py_compile
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

LLVM_INCLUDE = Path("/usr/lib/llvm-22/include")
MLIR_TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"
LLVM_INPUT = (LLVM_INCLUDE / "mlir/Dialect/LLVMIR/LLVMOps.td", "llvm")
SMOKE_INPUT = (LLVM_INCLUDE / "mlir/Dialect/UB/IR/UBOps.td", "ub")
TARGETS = {"generate": 10.0, "import": 0.1}
IMPORT_PROBE = """
import sys, time
sys.path.insert(0, {path!r})
if {preload}:
    import tblgen_py.runtime.ods.api, tblgen_py.runtime.ods.convert
start = time.perf_counter()
import {module}
print(time.perf_counter() - start)
"""
BACKEND_PROBE = """
import gc, time
gc.disable()  # as the command line does
from tblgen_py.frontend.session import parse_records
result = parse_records({input!r}, include_dirs=[{include!r}])
assert result.ok
wall, cpu = time.perf_counter(), time.process_time()
import jinja2
jinja_cpu = time.process_time() - cpu
from tblgen_py.backends import get_backend
from tblgen_py.backends.base import BackendOptions
get_backend("gen-op-defs").emit(result.keeper, BackendOptions({input!r}, {dialect!r}))
print(time.perf_counter() - wall, time.process_time() - cpu, jinja_cpu)
"""


def run_once(argv: Sequence[str]) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one run of ``argv``; exits on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        assert proc.stderr is not None
        sys.exit(f"failed: {' '.join(argv)}\n{proc.stderr.read().decode()}")
    return wall, usage.ru_utime + usage.ru_stime


def measure(argv: Sequence[str], runs: int) -> tuple[float, float]:
    """Best wall and CPU seconds of ``argv``."""
    return measure_interleaved([argv], runs)[0]


def measure_interleaved(
    commands: Sequence[Sequence[str]], runs: int
) -> list[tuple[float, float]]:
    """Best wall and CPU seconds of each command, run in turn ``runs`` times
    (so a change in machine load affects every command alike)."""
    walls: list[list[float]] = [[] for _ in commands]
    cpus: list[list[float]] = [[] for _ in commands]
    for _ in range(runs):
        for index, argv in enumerate(commands):
            wall, cpu = run_once(argv)
            walls[index].append(wall)
            cpus[index].append(cpu)
    return [(min(w), min(c)) for w, c in zip(walls, cpus)]


@dataclass(frozen=True)
class Job:
    """What one benchmark run measures: a .td file, its dialect, runs per number."""

    input: Path
    dialect: str
    runs: int

    @property
    def module(self) -> str:
        """The name of the generated module."""
        return f"{self.dialect}_ops"


def ours_argv(job: Job, output: str, cache_dir: str | None) -> list[str]:
    """Our generator on the job's input (``cache_dir`` None: no rebuild cache)."""
    cache = ["--no-cache"] if cache_dir is None else ["--cache-dir", cache_dir]
    return [
        sys.executable,
        "-m",
        "tblgen_py",
        "--gen-op-defs",
        "-dialect",
        job.dialect,
        *cache,
        "-I",
        str(LLVM_INCLUDE),
        str(job.input),
        "-o",
        output,
    ]


def reference_argv(job: Job) -> list[str]:
    """mlir-tblgen's Python bindings generator on the same file."""
    return [
        MLIR_TBLGEN,
        "--gen-python-op-bindings",
        f"-bind-dialect={job.dialect}",
        "-I",
        str(LLVM_INCLUDE),
        str(job.input),
    ]


def backend_time(job: Job) -> tuple[float, float, float]:
    """Best wall and CPU seconds of the backend alone, in a fresh interpreter,
    and the best CPU seconds of its ``import jinja2``."""
    probe = BACKEND_PROBE.format(
        input=str(job.input), include=str(LLVM_INCLUDE), dialect=job.dialect
    )
    walls, cpus, jinja = [], [], []
    for _ in range(job.runs):
        out = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        )
        wall, cpu, jinja_cpu = out.stdout.split()
        walls.append(float(wall))
        cpus.append(float(cpu))
        jinja.append(float(jinja_cpu))
    return min(walls), min(cpus), min(jinja)


def import_time(job: Job, directory: str, preload: bool, runs: int) -> float:
    """Best in-interpreter time of importing the generated module."""
    probe = IMPORT_PROBE.format(path=directory, preload=preload, module=job.module)
    times = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        )
        times.append(float(out.stdout.strip()))
    return min(times)


def report(name: str, value: float, target: float, unit: str) -> bool:
    """Print one result line; whether it meets its target."""
    ok = value <= target
    print(
        f"{name:<44} {value:8.3f}{unit}  target <= {target}{unit}  {'ok' if ok else 'MISSED'}"
    )
    return ok


def generation(job: Job, tmp: str, module: str) -> bool:
    """Cold and warm generation against mlir-tblgen; whether cold meets the target."""
    cache_dir = os.path.join(tmp, "cache")
    (ref, ref_cpu), (cold, cold_cpu) = measure_interleaved(
        [reference_argv(job), ours_argv(job, module, None)], job.runs
    )
    measure(ours_argv(job, module, cache_dir), 1)  # fills the rebuild cache
    warm, warm_cpu = measure(ours_argv(job, module, cache_dir), job.runs)
    part, part_cpu, jinja_cpu = backend_time(job)
    print(f"mlir-tblgen --gen-python-op-bindings: {ref:.3f}s wall / {ref_cpu:.3f}s CPU")
    print(f"ours, cold (--no-cache):   {cold:.3f}s wall / {cold_cpu:.3f}s CPU")
    print(f"ours, warm (cache filled): {warm:.3f}s wall / {warm_cpu:.3f}s CPU")
    print(
        f"  of cold, the backend after the records: {part:.3f}s wall / "
        f"{part_cpu:.3f}s CPU"
    )
    print(f"    of which importing jinja2: {jinja_cpu:.3f}s CPU")
    print(
        f"wall ratios (ours / mlir-tblgen): cold {cold / ref:.1f}x, warm {warm / ref:.1f}x"
    )
    print(f"warm CPU ratio (ours / mlir-tblgen): {warm_cpu / ref_cpu:.1f}x")
    return report(
        "cold CPU ratio (ours / mlir-tblgen)",
        cold_cpu / ref_cpu,
        TARGETS["generate"],
        "x",
    )


_ENUMS_IMPORT = re.compile(r"^import (\w+) as _enum_defs$", re.M)
"""The op module's import of its input's ``--gen-enum-defs`` module."""


def write_enums_module(job: Job, tmp: str, module: str) -> str | None:
    """The enums module the op module imports, generated beside it (its path)."""
    found = _ENUMS_IMPORT.search(Path(module).read_text(encoding="utf-8"))
    if found is None:
        return None
    path = os.path.join(tmp, f"{found.group(1)}.py")
    argv = [sys.executable, "-m", "tblgen_py", "--gen-enum-defs", "--no-cache"]
    run_once([*argv, "-I", str(LLVM_INCLUDE), str(job.input), "-o", path])
    return path


def imports(job: Job, tmp: str, module: str) -> bool:
    """First, warm and with-runtime imports of the module; whether warm meets the target."""
    enums = write_enums_module(job, tmp, module)
    cold = import_time(job, tmp, True, 1)
    for path in (module, enums):
        if path is not None:
            py_compile.compile(path, doraise=True)
    warm = import_time(job, tmp, True, job.runs)
    total = import_time(job, tmp, False, job.runs)
    print(f"first import (compiles the sources): {cold:.3f}s")
    print(f"import including the runtime: {total:.3f}s")
    name = f"import of the {job.dialect} dialect module"
    return report(name, warm, TARGETS["import"], "s")


def main(argv: Sequence[str] | None = None) -> int:
    """Run both measurements; exit status 1 if a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement")
    parser.add_argument(
        "--smoke", action="store_true", help="UBOps.td, one run, no target judged"
    )
    args = parser.parse_args(argv)
    path, dialect = SMOKE_INPUT if args.smoke else LLVM_INPUT
    job = Job(path, dialect, 1 if args.smoke else args.runs)
    package = Path(__file__).resolve().parent.parent / "tblgen_py"
    compileall.compile_dir(str(package), quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        module = os.path.join(tmp, f"{job.module}.py")
        ok = generation(job, tmp, module)
        ok = imports(job, tmp, module) and ok
    if args.smoke:
        print("(smoke run: the targets are not judged)")
        return 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
