"""The DWARF name tables of the ``llvm`` port (``dialects/llvm/dwarf.py``)."""

from __future__ import annotations

from pathlib import Path

from tblgen_py.dialects.llvm.dwarf import read_tables

DEF = """\
#ifndef HANDLE_DW_TAG
#define HANDLE_DW_TAG(ID, NAME, VERSION, VENDOR, KIND)
#endif
HANDLE_DW_TAG(0x0024, base_type, 2, DWARF, DW_KIND_TYPE)
HANDLE_DW_OP(0x06, deref, 0, 1, 2, DWARF)
// HANDLE_DW_OP(0x06, commented_out, -1, -1, 0, HP)
HANDLE_DW_OP(0xe0, GNU_push_tls_address, 0, 0, 0, GNU)
HANDLE_DW_OP(0xe0, LLVM_form_aspace_address, 0, 0, 0, LLVM)
HANDLE_DW_LANG(0x000c, C99, 0, 3, DWARF)
HANDLE_DW_ATE(0x05, signed, 2, DWARF)
HANDLE_DW_CC(0x01, normal)
"""
HEADER = """\
enum LocationAtom {
  DW_OP_LLVM_fragment = 0x1000,          ///< Only used in LLVM metadata.
  DW_OP_LLVM_convert = 0x1001,           ///< Only used in LLVM metadata.
};
"""


def test_tables_from_headers(tmp_path: Path) -> None:
    folder = tmp_path / "llvm" / "BinaryFormat"
    folder.mkdir(parents=True)
    (folder / "Dwarf.def").write_text(DEF)
    (folder / "Dwarf.h").write_text(HEADER)
    tables = read_tables(tmp_path)
    assert tables["tag"].values == {"DW_TAG_base_type": 0x24}
    assert tables["op"].values["DW_OP_deref"] == 6
    assert "DW_OP_commented_out" not in tables["op"].values
    assert tables["op"].names[0xE0] == "DW_OP_GNU_push_tls_address"  # the first
    assert tables["op"].values["DW_OP_LLVM_convert"] == 0x1001
    assert tables["lang"].names[0xC] == "DW_LANG_C99"
    assert tables["ate"].values["DW_ATE_signed"] == 5
    assert tables["cc"].values["DW_CC_normal"] == 1


def test_missing_headers_give_empty_tables(tmp_path: Path) -> None:
    tables = read_tables(tmp_path)
    assert all(not table.values for table in tables.values())
