"""The dialect catalog: dialect names to root ``.td`` files, read from headers.

The headers here are small ones written for the test, shaped like MLIR's: a
dialect defined in a base file, op classes built on it, ops in several files,
a documentation file that includes them all, an attribute-only dialect, and a
dialect whose ops come from classes of another file.
"""

from __future__ import annotations

from pathlib import Path

from tblgen_py.ondemand.catalog import (
    build_catalog,
    build_tables,
    dialect_of_module,
    module_name,
)

FILES = {
    "mlir/IR/OpBase.td": "class Dialect { string name; }\nclass Op<Dialect d, string m>;\n",
    "mlir/Dialect/Foo/FooBase.td": (
        'include "mlir/IR/OpBase.td"\n'
        'def Foo_Dialect : Dialect {\n  let name = "foo";\n'
        '  let dependentDialects = [\n    // a comment ]\n    "ns::BarDialect",\n'
        '    "::mlir::BuiltinDialect", "other::GoneDialect"];\n}\n'
        "class Foo_Op<string m> : Op<Foo_Dialect, m>;\n"
        '// def Commented_Dialect : Dialect { let name = "gone"; }\n'
    ),
    "mlir/Dialect/Foo/FooOps.td": (
        'include "mlir/Dialect/Foo/FooBase.td"\ndef Foo_AOp : Foo_Op<"a">;\n'
    ),
    "mlir/Dialect/Foo/FooMoreOps.td": (
        'include "FooBase.td"\n'
        "class Foo_Binary<string m> : Foo_Op<m>;\n"
        'def Foo_BOp : Foo_Binary<"b">;\n'
    ),
    "mlir/Dialect/Foo/FooDoc.td": (
        'include "mlir/Dialect/Foo/FooOps.td"\ninclude "mlir/Dialect/Foo/FooMoreOps.td"\n'
    ),
    "mlir/Dialect/Bar/Bar.td": (
        'include "mlir/IR/OpBase.td"\n'
        'def Bar_Dialect : Dialect { let name = "async"; }\n'
        "class AttrDef<Dialect d, string n>;\n"
        'def Bar_Attr : AttrDef<Bar_Dialect, "x">;\n'
    ),
    "mlir/Dialect/Bar/Unrelated.td": 'include "mlir/IR/OpBase.td"\ndef Lone;\n',
    "mlir/IR/BuiltinDialect.td": (
        'def Builtin_Dialect : Dialect { let name = "builtin"; }\n'
        'def Builtin_X : Op<Builtin_Dialect, "x">;\n'
    ),
}


def write_headers(root: Path) -> Path:
    for rel, text in FILES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_roots_cover_each_dialect_once(tmp_path: Path) -> None:
    catalog = build_catalog(str(write_headers(tmp_path)))
    assert catalog == {
        "async": ["mlir/Dialect/Bar/Bar.td"],
        "foo": ["mlir/Dialect/Foo/FooDoc.td"],
    }


def test_without_a_file_including_both_each_root_stays(tmp_path: Path) -> None:
    write_headers(tmp_path)
    (tmp_path / "mlir/Dialect/Foo/FooDoc.td").unlink()
    catalog = build_catalog(str(tmp_path))
    assert catalog["foo"] == [
        "mlir/Dialect/Foo/FooMoreOps.td",
        "mlir/Dialect/Foo/FooOps.td",
    ]


def test_dependent_dialects_by_their_cpp_class(tmp_path: Path) -> None:
    """``Bar_Dialect`` is C++ class ``BarDialect``; builtin and unknown go."""
    _, dependencies = build_tables(str(write_headers(tmp_path)))
    assert dependencies == {"foo": ["async"], "async": [], "builtin": []}


def test_module_names_avoid_keywords() -> None:
    assert module_name("async") == "async_" and dialect_of_module("async_") == "async"
    assert module_name("arith") == "arith" and dialect_of_module("arith") == "arith"
    assert dialect_of_module("foo_") == "foo_"
