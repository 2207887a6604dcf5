"""Benchmark the DRR-generated ``addi(x, 0) -> x`` against the hand-written one.

``bench/addzero.td`` declares the pattern of ``bench/rewrite.py`` in DRR; this
script generates it with ``--gen-rewriters`` (in-process, into a temporary
module), runs both patterns on the same 100,000-op chain with the greedy
driver, checks the outputs are identical (and equal to mlir-opt's
``--canonicalize`` output), and prints times and ratios.
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from rewrite import (  # noqa: E402  (bench/rewrite.py, by the runtime helper)
    AddZero,
    Times,
    chain_text,
    context,
    run_mlir_opt,
    timed,
)

from tblgen_py.backends.rewrites import generate  # noqa: E402
from tblgen_py.records.session import parse_records  # noqa: E402
from tblgen_py.runtime.rewrite import (  # noqa: E402
    RewritePatternSet,
    apply_patterns_greedily,
)
from tblgen_py.runtime.text.parser import parse_source  # noqa: E402
from tblgen_py.runtime.text.printer import print_module  # noqa: E402


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


def run(text: str, populate: object, runs: int = 3) -> tuple[Times, str]:
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


def main(argv: list[str]) -> int:
    """Print hand-written vs DRR-generated times; 1 if the outputs differ."""
    text = chain_text()
    with tempfile.TemporaryDirectory() as tmp:
        generated = drr_module(Path(tmp))
        drr, drr_out = run(text, generated.populate_with_generated)
    hand, hand_out = run(text, lambda patterns: patterns.add(AddZero()))
    print("rewrite benchmark: addi(x, 0) -> x, hand-written vs DRR-generated")
    print(f"  {'':14}{'wall':>9}{'cpu':>9}")
    rows = [("hand-written", hand), ("DRR", drr)]
    if "--no-mlir-opt" not in argv:
        mlir, mlir_out = run_mlir_opt(text)
        rows.append(("mlir-opt", mlir))
        print(
            f"  DRR output identical to mlir-opt's: {drr_out.rstrip() == mlir_out.rstrip()}"
        )
    for name, times in rows:
        print(f"  {name:14}{times.wall:8.3f}s{times.cpu:8.3f}s")
    same = drr_out == hand_out
    print(f"  DRR output identical to the hand-written pattern's: {same}")
    print(f"  DRR / hand-written (cpu): {drr.cpu / hand.cpu:.2f}x")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
