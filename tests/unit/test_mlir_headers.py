"""Finding MLIR's headers: the search order, the version check, the message.

Each test builds the places it searches in ``tmp_path`` (a fake ``llvm-config``,
a Debian-like ``/usr/lib``, an installed ``xtc-mlir-dev`` distribution), so the
machine's own LLVM does not take part.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tblgen_py.ondemand import headers
from tblgen_py.ondemand.headers import MissingHeadersError, find_headers

PIP_PACKAGE = headers._pip_package


def make_include(root: Path, version: int | None) -> Path:
    """An include directory with MLIR's marker file (and llvm-config.h)."""
    (root / "mlir" / "IR").mkdir(parents=True)
    (root / "mlir" / "IR" / "OpBase.td").write_text("// ODS\n")
    if version is not None:
        (root / "llvm" / "Config").mkdir(parents=True)
        (root / "llvm" / "Config" / "llvm-config.h").write_text(
            f"#define LLVM_VERSION_MAJOR {version}\n"
        )
    return root


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No llvm-config on PATH, an empty Debian root, no pip package, no env."""
    (tmp_path / "bin").mkdir()
    (tmp_path / "usrlib").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.delenv(headers.INCLUDE_ENV, raising=False)
    monkeypatch.setattr(headers, "DEBIAN_ROOT", str(tmp_path / "usrlib"))
    monkeypatch.setattr(headers, "_pip_package", lambda: None)
    return tmp_path


def fake_llvm_config(bin_dir: Path, name: str, include: Path, version: str) -> None:
    script = bin_dir / name
    script.write_text(f"#!/bin/sh\necho {include}\necho {version}\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)


def test_debian_layout_prefers_mlir_22(isolated: Path) -> None:
    make_include(isolated / "usrlib" / "llvm-23" / "include", 23)
    make_include(isolated / "usrlib" / "llvm-22" / "include", 22)
    found = find_headers()
    assert found.include_dir == str(isolated / "usrlib" / "llvm-22" / "include")
    assert found.version == 22


def test_version_from_the_path_without_llvm_config_h(isolated: Path) -> None:
    make_include(isolated / "usrlib" / "llvm-22" / "include", None)
    assert find_headers().version == 22


def test_llvm_config_comes_before_the_debian_layout(isolated: Path) -> None:
    make_include(isolated / "usrlib" / "llvm-22" / "include", 22)
    mine = make_include(isolated / "mine", 22)
    fake_llvm_config(isolated / "bin", "llvm-config", mine, "22.1.8")
    found = find_headers()
    assert (found.include_dir, found.origin) == (str(mine), "llvm-config")


def test_llvm_config_of_another_version_is_skipped(isolated: Path) -> None:
    debian = make_include(isolated / "usrlib" / "llvm-22" / "include", 22)
    fake_llvm_config(
        isolated / "bin", "llvm-config", make_include(isolated / "o", 21), "21.1.0"
    )
    assert find_headers().include_dir == str(debian)


def test_the_pip_package(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = isolated / "site"
    make_include(site / "mlir" / "include", None)
    info = site / "xtc_mlir_dev-22.1.8.4.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: xtc-mlir-dev\nVersion: 22.1.8.4\n"
    )
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setattr(headers, "_pip_package", PIP_PACKAGE)
    found = find_headers()
    assert found.include_dir == str(site / "mlir" / "include")
    assert found.version == 22 and "xtc-mlir-dev 22.1.8.4" in found.origin


def test_the_override_wins(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_include(isolated / "usrlib" / "llvm-22" / "include", 22)
    mine = make_include(isolated / "mine", 22)
    assert find_headers(str(mine)).include_dir == str(mine)
    monkeypatch.setenv(headers.INCLUDE_ENV, str(mine))
    assert find_headers().origin == "--mlir-include"


def test_an_override_of_another_version_warns_naming_both(
    isolated: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = make_include(isolated / "old", 21)
    found = find_headers(str(old))
    assert found.version == 21
    err = capsys.readouterr().err
    assert err == (
        f"warning: the MLIR headers in '{old}' are of MLIR 21; mlir-tblgen-py "
        "matches MLIR 22: using them anyway\n"
    )


def test_no_headers_is_one_message_saying_how_to_get_them(isolated: Path) -> None:
    make_include(isolated / "usrlib" / "llvm-21" / "include", 21)
    with pytest.raises(MissingHeadersError) as caught:
        find_headers()
    assert str(caught.value) == (
        "MLIR 22's dialect headers (.td files) were not found.\n"
        f"  not used: {isolated}/usrlib/llvm-21/include ({isolated}/usrlib/llvm-21): "
        "MLIR 21, not 22\n"
        "Get them with `apt-get install libmlir-22-dev`, or `pip install "
        "'tblgen_py[mlir]'` (the xtc-mlir-dev package), or name an include "
        "directory with --mlir-include DIR or $MLIR_TBLGEN_PY_MLIR_INCLUDE."
    )
    assert isinstance(caught.value, ImportError)


def test_an_override_without_headers_says_so(isolated: Path) -> None:
    with pytest.raises(MissingHeadersError, match="has no mlir/IR/OpBase.td"):
        find_headers(str(isolated))
    assert os.listdir(isolated / "usrlib") == []
