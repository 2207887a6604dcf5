"""Benchmark ``verify()`` and its constraint checks, before and after the checks
became generated Python functions, in one run.

"Before" is the code of ``BASELINE`` (the last commit whose generated modules
held each constraint as a source string compiled with ``eval`` on first use),
extracted with ``git archive`` into a temporary directory; "after" is this
checkout.  Each side runs this script as a worker (``--worker``) in its own
interpreter with its own ``tblgen_py`` on ``PYTHONPATH``; the worker generates
op modules from MLIR 22's .td files with that side's ``--gen-op-defs``,
registers them with their Python hooks (``tblgen_py.dialects``) and
verifies two workloads:

1. the 100,000-op module of ``bench/ir.py`` (``func.func`` holding
   ``arith.constant``/``arith.addi`` pairs), as registered ops;
2. the verifier corpus, every case of ``tests/conformance/ods_verifier_cases``
   that parses (valid and invalid; rejecting a case is part of the work).

The worker times ``verify()`` over the workload, then times the constraint
checks alone by replaying every ``(check, value)`` pair the verifier evaluated
(recorded in a first pass) the way that side's verifier calls them.  Target:
the constraint checks >= 3x faster after than before.  Times are the best of N,
in CPU time of the worker (``time.process_time``): the two sides run one after
the other, and on a loaded machine wall time counts the time a worker waits
for a core, which then falls on one side only.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "7980f94"
"""The last commit with eval-compiled constraint strings."""
LLVM_INCLUDE = Path("/usr/lib/llvm-22/include")
CORPUS = ROOT / "tests" / "conformance" / "ods_verifier_cases"
DIALECTS = {
    "arith": "Arith/IR/ArithOps.td",
    "func": "Func/IR/FuncOps.td",
    "scf": "SCF/IR/SCFOps.td",
    "memref": "MemRef/IR/MemRefOps.td",
    "tensor": "Tensor/IR/TensorOps.td",
    "vector": "Vector/IR/VectorOps.td",
    "llvm": "LLVMIR/LLVMOps.td",
    "cf": "ControlFlow/IR/ControlFlowOps.td",
}
SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
TARGET = 3.0

_FRONTEND_SESSION = "tblgen_py.frontend.session"
"""Where ``parse_records`` lives now (BASELINE had it in ``records``)."""
_DIALECT_PORTS = ("tblgen_py.dialects", "tblgen_py.dialect_hooks")
"""Where the Python ports of MLIR's dialects live now, and where BASELINE had them."""
Call = tuple[Callable[[object], object], object]


# -- worker: runs against either side's tblgen_py ------------------------------


def load_module(path: Path, name: str) -> ModuleType:
    """Import the Python file at ``path`` as ``name``."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, str(path.parent))  # its enums module
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(path.parent))
    return module


_ENUMS_IMPORT = re.compile(r"^import (\w+) as _enum_defs$", re.M)
"""An op module's import of its enums module (absent before issue 12)."""


def write_op_module(path: Path, keeper: Any, options: Any) -> None:
    """``--gen-op-defs`` output at ``path``, with the enums module it imports."""
    from tblgen_py.backends.base import BackendOptions
    from tblgen_py.backends.enums import EnumDefsBackend
    from tblgen_py.backends.ops import OpDefsBackend

    text = OpDefsBackend().emit(keeper, options)
    path.write_text(text)
    found = _ENUMS_IMPORT.search(text)
    if found is not None:
        enums = EnumDefsBackend().emit(keeper, BackendOptions(options.input_path))
        (path.parent / f"{found.group(1)}.py").write_text(enums)


def generate(dialects: list[str], directory: Path, context: object) -> list[ModuleType]:
    """Generate, import and register the op modules, then their Python hooks."""
    from tblgen_py.backends.base import BackendOptions

    session = "frontend" if importlib.util.find_spec(_FRONTEND_SESSION) else "records"
    parse_records = importlib.import_module(
        f"tblgen_py.{session}.session"
    ).parse_records

    modules = []
    for dialect in dialects:
        td = LLVM_INCLUDE / "mlir" / "Dialect" / DIALECTS[dialect]
        include = [str(LLVM_INCLUDE), str(td.parent)]
        parsed = parse_records(str(td), include_dirs=include)
        assert parsed.ok, f"{td} does not parse"
        options = BackendOptions(f"mlir/Dialect/{DIALECTS[dialect]}", dialect)
        path = directory / f"{dialect}_ops.py"
        write_op_module(path, parsed.keeper, options)
        module = load_module(path, f"bench_verify_{dialect}_ops")
        module.register(context)
        modules.append(module)
    for dialect in dialects:
        hooks = _import_ports(dialect)
        hooks.register(context)
    return modules


def _import_ports(dialect: str) -> ModuleType:
    """The Python ports of ``dialect`` in whichever layout this tblgen_py has."""
    for package in _DIALECT_PORTS:
        if importlib.util.find_spec(package) is not None:
            return importlib.import_module(f"{package}.{dialect}")
    raise ImportError(f"no Python ports of {dialect!r} in this tblgen_py")


def check_slots(modules: list[ModuleType]) -> list[tuple[object, str, int]]:
    """Where checks sit: ``(spec, "check", -1)`` for operand, result, attribute
    and region specs, ``(op class, "_ODS_TRAIT_CHECKS", i)`` for trait checks."""
    slots: list[tuple[object, str, int]] = []
    for module in modules:
        for op in getattr(module, "OPS", ()):
            for group in ("OPERANDS", "RESULTS", "ATTRIBUTES", "REGIONS"):
                for spec in getattr(op, f"_ODS_{group}", ()):
                    if getattr(spec, "check", None) is not None:
                        slots.append((spec, "check", -1))
            for index in range(len(getattr(op, "_ODS_TRAIT_CHECKS", ()))):
                slots.append((op, "_ODS_TRAIT_CHECKS", index))
    return slots


def get_slot(slot: tuple[object, str, int]) -> object:
    """The check in ``slot``."""
    owner, attr, index = slot
    value = getattr(owner, attr)
    return value if index < 0 else value[index]


def set_slot(slot: tuple[object, str, int], check: object) -> None:
    """Put ``check`` in ``slot`` (specs are frozen dataclasses)."""
    owner, attr, index = slot
    if index < 0:
        object.__setattr__(owner, attr, check)
        return
    items = list(getattr(owner, attr))
    items[index] = check
    setattr(owner, attr, tuple(items))


def call_path(check: object) -> Callable[[object], object]:
    """What the verifier calls for ``check``: the generated function (after),
    or the ``Check`` object itself, compiling its source on first use (before)."""
    predicate = getattr(check, "predicate", None)
    return predicate if callable(predicate) else check  # type: ignore[return-value]


class Recorder:
    """Stands in for a check while recording what the verifier asks of it."""

    def __init__(self, check: object, calls: list[Call]) -> None:
        self.check = check
        self.summary = getattr(check, "summary", "")
        self.name = getattr(check, "name", "")
        target = call_path(check)

        def record(value: object) -> bool:
            result = bool(target(value))
            calls.append((target, value))
            return result

        self.predicate = record

    def __call__(self, value: object) -> bool:
        return self.predicate(value)


def record_calls(
    slots: list[tuple[object, str, int]], run: Callable[[], object]
) -> list[Call]:
    """The ``(callable, value)`` pairs ``run`` evaluates through the checks."""
    calls: list[Call] = []
    saved = [get_slot(slot) for slot in slots]
    for slot, check in zip(slots, saved):
        set_slot(slot, Recorder(check, calls))
    try:
        run()
    finally:
        for slot, check in zip(slots, saved):
            set_slot(slot, check)
    return calls


def parse_cases(texts: list[str], context: object) -> list[object]:
    """The workload modules that parse (a few cases fail in the parser)."""
    from tblgen_py.runtime.text.lexer import MLIRParseError
    from tblgen_py.runtime.text.parser import parse_source

    modules = []
    for text in texts:
        try:
            modules.append(parse_source(text, context, "case.mlir"))
        except MLIRParseError:
            continue
    return modules


def verify_all(ops: list[object]) -> int:
    """Verify each op; the number rejected."""
    from tblgen_py.runtime.ir.verifier import VerificationError, verify

    rejected = 0
    for op in ops:
        try:
            verify(op)  # type: ignore[arg-type]
        except VerificationError:
            rejected += 1
    return rejected


def replay(calls: list[Call]) -> None:
    """Evaluate every recorded check again."""
    for target, value in calls:
        target(value)


MIN_TIMED = 0.05
"""Seconds each timed replay lasts at least (small corpora replay in rounds),
so timer resolution and scheduling noise do not decide the ratio."""


def per_round(calls: list[Call], repeat: int) -> float:
    """Best time of one replay of ``calls``, timed over enough rounds."""
    start = time.process_time()
    replay(calls)
    once = max(time.process_time() - start, 1e-6)
    rounds = max(1, int(MIN_TIMED / once))

    def rounds_of_replay() -> None:
        for _ in range(rounds):
            replay(calls)

    return best(rounds_of_replay, max(repeat, 5)) / rounds


def best(fn: Callable[[], object], repeat: int) -> float:
    """Best CPU time of ``repeat`` runs (GC off during each)."""
    times = []
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
        gc.enable()
    return min(times)


def worker(args: argparse.Namespace) -> int:
    """Measure one side; print its figures as JSON."""
    from tblgen_py.runtime.ir.context import Context

    dialects = args.dialects.split(",")
    context = Context(allow_unregistered_dialects=True)
    with tempfile.TemporaryDirectory() as tmp:
        slots = check_slots(generate(dialects, Path(tmp), context))
        texts = json.loads(Path(args.workloads).read_text(encoding="utf-8"))
        results = {}
        for name, cases in texts.items():
            ops = parse_cases(cases, context)
            calls = record_calls(slots, lambda: verify_all(ops))
            results[name] = {
                "modules": len(ops),
                "rejected": verify_all(ops),
                "checks": len(calls),
                "verify": best(lambda: verify_all(ops), args.repeat),
                "replay": per_round(calls, args.repeat),
            }
    print(json.dumps(results))
    return 0


# -- driver ---------------------------------------------------------------------


def workloads(num_ops: int, dialects: list[str]) -> dict[str, list[str]]:
    """The big module (printed generic by this checkout) and the corpus cases."""
    sys.path.insert(0, str(Path(__file__).parent))
    import ir

    from tblgen_py.runtime.text.printer import PrintOptions, print_module

    big = str(print_module(ir.build_ours(num_ops), PrintOptions(generic=True)))
    cases = []
    for dialect in dialects:
        text = (CORPUS / f"{dialect}.mlir").read_text(encoding="utf-8")
        cases += SPLIT.split(text)
    return {f"{num_ops:,}-op module": [big], "verifier corpus": cases}


def has_baseline() -> bool:
    """Whether BASELINE is in this checkout's history (not in a shallow clone)."""
    probe = ["git", "-C", str(ROOT), "cat-file", "-e", f"{BASELINE}^{{commit}}"]
    return subprocess.run(probe, capture_output=True, check=False).returncode == 0


def extract_baseline(directory: Path) -> Path:
    """``tblgen_py/`` and ``templates/`` of BASELINE, under ``directory``."""
    archive = directory / "baseline.tar"
    with archive.open("wb") as out:
        subprocess.run(
            ["git", "-C", str(ROOT), "archive", BASELINE, "tblgen_py", "templates"],
            stdout=out,
            check=True,
        )
    tree = directory / "before"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def run_side(tree: Path, argv: list[str], cache: Path) -> dict[str, dict[str, float]]:
    """Run the worker with ``tree``'s tblgen_py; its figures."""
    env = dict(os.environ, PYTHONPATH=str(tree), MLIR_TBLGEN_PY_CACHE_DIR=str(cache))
    script = str(Path(__file__).resolve())
    out = subprocess.run(
        [sys.executable, script, "--worker", *argv],
        env=env,
        cwd=str(tree),
        capture_output=True,
        text=True,
        check=False,
    )
    if out.returncode != 0:
        raise SystemExit(f"worker failed ({tree}):\n{out.stderr}")
    result: dict[str, dict[str, float]] = json.loads(out.stdout.splitlines()[-1])
    return result


def report(
    before: dict[str, dict[str, float]], after: dict[str, dict[str, float]]
) -> list[float]:
    """Print both sides per workload; the checks' speed-ups."""
    ratios = []
    for name, old in before.items():
        new = after[name]
        print(f"{name}: {new['modules']:.0f} module(s), {new['rejected']:.0f} rejected")
        print(
            f"  checks evaluated   before {old['checks']:9.0f}   after {new['checks']:9.0f}"
        )
        for key, label in (("verify", "verify()"), ("replay", "constraint checks")):
            ratio = old[key] / new[key] if new[key] else float("inf")
            print(
                f"  {label:18} before {old[key]:8.4f} s  after {new[key]:8.4f} s  {ratio:5.2f}x"
            )
        ratios.append(old["replay"] / new["replay"] if new["replay"] else float("inf"))
    return ratios


def main(argv: list[str] | None = None) -> int:
    """Run both sides; exit status 1 when the target is missed (not with --smoke)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--smoke", action="store_true", help="tiny sizes, func only, no target"
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--dialects", default=",".join(DIALECTS))
    parser.add_argument("--workloads", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args)
    if args.smoke:
        args.dialects, args.ops, args.repeat = "func", min(args.ops, 20), 1
    if not has_baseline():
        print(
            f"before: {BASELINE} is not in this checkout's history: nothing to compare"
        )
        return 0 if args.smoke else 1
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "workloads.json"
        texts = workloads(args.ops, args.dialects.split(","))
        path.write_text(json.dumps(texts), encoding="utf-8")
        side = ["--dialects", args.dialects, "--workloads", str(path)]
        side += ["--repeat", str(args.repeat)]
        before = run_side(extract_baseline(Path(tmp)), side, Path(tmp) / "cache-before")
        after = run_side(ROOT, side, Path(tmp) / "cache-after")
    print(f"before: {BASELINE} (eval-compiled strings); after: this checkout")
    print(
        f"op modules: --gen-op-defs of MLIR 22's {args.dialects} .td files; corpus: "
        "the cases test_ods_verifier_diff compares with mlir-opt"
    )
    ratios = report(before, after)
    if args.smoke:
        return 0
    met = all(ratio >= TARGET for ratio in ratios)
    print(
        f"target: constraint checks >= {TARGET}x faster: {'met' if met else 'MISSED'}"
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
