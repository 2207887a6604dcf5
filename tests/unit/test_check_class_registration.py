"""An op module registers the dialect classes its checks name, whatever the
generating process has loaded: the output does not depend on process state."""

from __future__ import annotations

from pathlib import Path

from tblgen_py.runtime.predicates import register_dialect_class
from tblgen_py.tools.mlir_tblgen import main

TD = """\
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def Reg_Dialect : Dialect { let name = "reg"; let cppNamespace = "::reg"; }
def Reg_ColorAttr : AttrDef<Reg_Dialect, "Color"> { let mnemonic = "color"; }
def Reg_PaintOp : Op<Reg_Dialect, "paint"> {
  let arguments = (ins Reg_ColorAttr:$color);
}
"""


def _generate(tmp_path: Path, name: str) -> str:
    source = tmp_path / "reg.td"
    source.write_text(TD)
    root = Path(__file__).resolve().parents[2]
    output = tmp_path / name
    args = ["--gen-op-defs", "--no-cache", "-I", str(root / "td"), str(source)]
    assert main([*args, "-o", str(output)]) == 0
    return output.read_text()


def test_registration_does_not_depend_on_what_the_process_knows(
    tmp_path: Path,
) -> None:
    before = _generate(tmp_path, "before.py")
    assert '("reg::ColorAttr", "reg", "color")' in before
    register_dialect_class("reg::ColorAttr", "reg", "color")  # as a loaded module would
    assert _generate(tmp_path, "after.py") == before
