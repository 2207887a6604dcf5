"""``make demo``: the main job end to end on the example dialects.

1. generate: ``mlir-tblgen-py --gen-op-defs`` and ``--gen-rewriters`` on
   ``td/examples/Toy.td``, into a directory;
2. import the generated modules and register the toy dialect in a Context;
3. build IR with ``tblgen_py.ir`` (MLIR's Python bindings API: the location
   and insertion point come from ``with`` blocks);
4. verify it, print it, apply the generated DRR pattern with the greedy
   driver, verify and print again;
5. read the printed text back with ``mlir-opt-py``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from tblgen_py import ir
from tblgen_py.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily
from tblgen_py.runtime.ir.operation import VerifyError
from tblgen_py.runtime.ir.types import ShapedType
from tblgen_py.runtime.ods import hooks
from tblgen_py.support.shipped import shipped_dir
from tblgen_py.tools import mlir_opt, mlir_tblgen
from tblgen_py.tools.module_loader import load_module


def generate(out_dir: Path) -> tuple[ModuleType, ModuleType]:
    """Run the generator on the toy examples; import what it wrote."""
    td = shipped_dir("td")
    examples = td / "examples"
    ops = out_dir / "toy_ops.py"
    rewriters = out_dir / "toy_rewriters.py"
    for flag, source, target in (
        ("--gen-op-defs", "Toy.td", ops),
        ("--gen-rewriters", "Toy.td", rewriters),
    ):
        argv = [flag, "-I", str(td), "-I", str(examples), str(examples / source)]
        status = mlir_tblgen.main([*argv, "-o", str(target)])
        if status != 0:
            raise SystemExit(f"demo: mlir-tblgen-py {flag} failed")
        print(f"$ mlir-tblgen-py {flag} {source} -o {target.name}", flush=True)
    return load_module(str(ops)), load_module(str(rewriters))


def attach_hooks(toy: ModuleType) -> None:
    """What Toy.td leaves to C++, in Python: the transpose verifier
    (``hasVerifier``) and the constant folder (``hasFolder``)."""

    @hooks.implement(toy.TransposeOp, "verify")
    def verify_transpose(op: ir.OpView) -> None:
        source, result = op.operands[0].type, op.results[0].type
        assert isinstance(source, ShapedType) and isinstance(result, ShapedType)
        if list(reversed(source.shape)) != list(result.shape):
            raise VerifyError("expected the result shape to be the input's reversed")

    @hooks.implement(toy.ConstantOp, "fold")
    def fold_constant(op: ir.OpView, adaptor: object) -> object:
        return op.get_attr("value")


def build(toy: ModuleType) -> ir.Module:
    """``print(transpose(transpose(c)))`` of a constant ``c``, built with the
    generated op classes under ``with`` blocks."""
    tensor = ir.RankedTensorType.get([2, 3], ir.F64Type.get())
    flipped = ir.RankedTensorType.get([3, 2], ir.F64Type.get())
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        value = ir.DenseElementsAttr.get_splat(
            tensor, ir.FloatAttr.get(ir.F64Type.get(), 1.5)
        )
        constant = toy.ConstantOp(tensor, value)
        once = toy.TransposeOp(flipped, constant.result)
        twice = toy.TransposeOp(tensor, once.result)
        toy.PrintOp(twice.result)
    return module


def run(out_dir: Path) -> str:
    """The whole flow; the final module's text."""
    toy, combine = generate(out_dir)
    with ir.Context() as ctx, ir.Location.file("demo.py", 1, 1):
        toy.register(ctx)
        attach_hooks(toy)
        module = build(toy)
        module.operation.verify()
        print("// built with tblgen_py.ir, verified:")
        print(module, end="")
        patterns = RewritePatternSet()
        combine.populate_with_generated(patterns)
        apply_patterns_and_fold_greedily(module, patterns.freeze())
        module.operation.verify()
        print("// after the Toy.td DRR pattern, verified:")
        text = str(module)
        print(text, end="")
    source = out_dir / "demo.mlir"
    source.write_text(text)
    print("$ mlir-opt-py --load-dialect toy_ops.py demo.mlir -o read_back.mlir")
    back = out_dir / "read_back.mlir"
    argv = ["--load-dialect", str(out_dir / "toy_ops.py"), str(source)]
    status = mlir_opt.main([*argv, "-o", str(back)])
    # The tool ends its output with a newline after the module's own.
    if status != 0 or back.read_text().rstrip("\n") != text.rstrip("\n"):
        raise SystemExit("demo: mlir-opt-py did not read the module back unchanged")
    print("// mlir-opt-py read it back and printed it unchanged")
    return text


def main(argv: Sequence[str] | None = None) -> int:
    """Run the demo in a temporary directory (or ``--keep DIR``)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--keep", metavar="DIR", help="write the generated files here")
    args = ap.parse_args(argv)
    if args.keep:
        out = Path(args.keep)
        out.mkdir(parents=True, exist_ok=True)
        run(out)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        run(Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
