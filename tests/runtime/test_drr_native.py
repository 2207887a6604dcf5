"""Behaviour of the NativeCodeCall patterns generated from td/examples/DrrNative.td."""

from __future__ import annotations

import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from drr_harness import body_of, func, generated, rewrite
from tblgen_py.runtime import drr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import (
    FrozenRewritePatternSet,
    RewritePatternSet,
    walk_and_apply_patterns,
)
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module


def create_array_attr(b: drr.CppBuilder, x: object, y: object) -> object:
    return b.getArrayAttr([x, y])


def reorder(p: Value, q: Value) -> Value:
    return q


def sum_rest(b: drr.CppBuilder, loc: object, *values: Value) -> Operation:
    return b.create("drrn.sum", list(values), [values[0].type], None, location=loc)


def create_my_op(b: drr.CppBuilder, loc: object, a1: object, a2: object) -> Operation:
    attr = b.getArrayAttr([a2, a1])
    return b.create(
        "drrn.one_attr", [], [b.getI32Type()], {"op_attr": attr}, location=loc
    )


def extract_value(op: Operation | None) -> object:
    if op is None or op.name != "drrn.const":
        return None
    return op.get_attr("value")


def split_pair(b: drr.CppBuilder, loc: object, v: Value) -> tuple[Value, Value]:
    use = b.create("drrn.use", [v], [v.type], None, location=loc)
    return use.results[0], v


NATIVE = types.ModuleType("drr_native_test")
NATIVE.createArrayAttr = create_array_attr  # type: ignore[attr-defined]
NATIVE.reorder = reorder  # type: ignore[attr-defined]
NATIVE.sumRest = sum_rest  # type: ignore[attr-defined]
NATIVE.createMyOp = create_my_op  # type: ignore[attr-defined]
NATIVE.extractValue = extract_value  # type: ignore[attr-defined]
NATIVE.splitPair = split_pair  # type: ignore[attr-defined]


@pytest.fixture
def native() -> Iterator[None]:
    drr.register_native_module(NATIVE)
    yield
    drr.clear_native_modules()


def run(
    body: str, args: str, results: str, types_: str, enable: list[str], **kw: object
) -> list[str]:
    return body_of(rewrite(func(body, args, results, types_), "drrnative", enable, **kw))  # type: ignore[arg-type]


@pytest.mark.usefixtures("native")
class TestNativeCodeCall:
    def test_builder_and_positional_placeholders(self) -> None:
        body = (
            '%0 = "drrn.two_attr"() <{op_attr1 = 1 : i32, op_attr2 = "x"}> : () -> f32'
        )
        assert run(body, "%x: f32", "%0", "f32", ["GroupAttrs"]) == [
            '%0 = "drrn.one_attr"() <{op_attr = [1 : i32, "x"]}> : () -> f32'
        ]

    def test_whole_op_built_in_native_code_with_loc(self) -> None:
        body = (
            '%0 = "drrn.two_attr"() <{op_attr1 = 1 : i32, op_attr2 = "x"}> : () -> f32'
        )
        assert run(body, "%x: f32", "%0", "f32", ["BuildInCpp"]) == [
            '%0 = "drrn.one_attr"() <{op_attr = ["x", 1 : i32]}> : () -> i32'
        ]

    def test_placeholders_out_of_order(self) -> None:
        body = '%0 = "drrn.pair"(%x, %y) : (f32, f32) -> f32'
        out = run(body, "%x: f32, %y: f32", "%0", "f32", ["ReorderPair"], walk=True)
        assert out == ['%0 = "drrn.pair"(%arg0, %arg0) : (f32, f32) -> f32']

    def test_range_placeholder_passes_remaining_arguments(self) -> None:
        body = '%0 = "drrn.sum"(%x, %y, %z) : (f32, f32, f32) -> f32'
        out = run(body, "%x: f32, %y: f32, %z: f32", "%0", "f32", ["SumAll"])
        assert out == ['%0 = "drrn.sum"(%arg1, %arg2) : (f32, f32) -> f32']

    def test_self_in_source_pattern_binds_output(self) -> None:
        body = """
        %c = "drrn.const"() <{value = 7 : i32}> : () -> i32
        %0 = "drrn.use"(%c) : (i32) -> f32
        %1 = "drrn.use"(%x) : (f32) -> f32
        """
        assert run(body, "%x: f32", "%0, %1", "f32, f32", ["MatchInCpp"]) == [
            '%0 = "drrn.const"() <{value = 7 : i32}> : () -> i32',
            '%1 = "drrn.two_attr"() <{op_attr1 = 7 : i32, op_attr2 = 7 : i32}> : () -> f32',
            '%2 = "drrn.use"(%arg0) : (f32) -> f32',
        ]

    def test_constant_like_matcher(self) -> None:
        body = """
        %c = "drrn.const"() <{value = 2.5 : f32}> : () -> f32
        %i = "drrn.const"() <{value = 2 : i32}> : () -> i32
        %0 = "drrn.use"(%c) : (f32) -> f32
        %1 = "drrn.use"(%i) : (i32) -> f32
        """
        out = run(body, "%x: f32", "%0, %1", "f32, f32", ["FoldConstUse"], walk=True)
        assert out[2:] == [
            '%2 = "drrn.const"() <{value = 2.500000e+00 : f32}> : () -> f32',
            '%3 = "drrn.use"(%1) : (i32) -> f32',
        ]

    def test_two_returned_values(self) -> None:
        body = '%0 = "drrn.use"(%x) : (f32) -> f32'
        assert run(body, "%x: f32", "%0", "f32", ["UseSplit"], walk=True) == [
            '%0 = "drrn.use"(%arg0) : (f32) -> f32',
            '%1 = "drrn.pair"(%0, %arg0) : (f32, f32) -> f32',
        ]

    def test_void_native_code_in_supplemental_patterns(self) -> None:
        body = '%0 = "drrn.mark"(%x) <{tag = "t"}> : (f32) -> f32'
        assert run(body, "%x: f32", "%0", "f32", ["KeepTag"]) == [
            '%0 = "drrn.use"(%arg0) {tag = "t"} : (f32) -> f32'
        ]


class TestMissingNativeCode:
    def test_required_names_are_listed_in_the_module(self) -> None:
        module = generated("drrnative_rewriters")
        assert module.NATIVE_REQUIRED == (
            "createArrayAttr",
            "createMyOp",
            "extractValue",
            "reorder",
            "splitPair",
            "sumRest",
        )

    def test_missing_function_is_a_clear_error_at_match_time(self) -> None:
        drr.clear_native_modules()
        body = (
            '%0 = "drrn.two_attr"() <{op_attr1 = 1 : i32, op_attr2 = "x"}> : () -> f32'
        )
        with pytest.raises(drr.DrrNativeError) as info:
            run(body, "%x: f32", "%0", "f32", ["GroupAttrs"])
        message = str(info.value)
        assert (
            "NativeCodeCall CreateArrayAttr needs a Python function 'createArrayAttr'"
            in message
        )
        assert (
            "registered with tblgen_py.runtime.drr.register_native_module()" in message
        )

    def test_missing_functions_are_listed_once_loaded(self) -> None:
        drr.clear_native_modules()
        module = generated("drrnative_rewriters")
        assert drr.missing_native_functions(module) == list(module.NATIVE_REQUIRED)
        supplier = types.ModuleType("drr_partial_native")
        supplier.reorder = lambda *args: None  # type: ignore[attr-defined]
        drr.register_native_module(supplier)
        try:
            assert "reorder" not in drr.missing_native_functions(module)
            assert "createMyOp" in drr.missing_native_functions(module)
        finally:
            drr.clear_native_modules()

    def test_result_type_entries_are_not_function_names(self) -> None:
        module = generated("drrbasics_rewriters")
        assert module.NATIVE_REQUIRED and drr.missing_native_functions(module) == []


def test_native_modules_named_at_generation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tblgen_py.tools.mlir_tblgen import main
    from tblgen_py.tools.module_loader import load_module

    root = Path(__file__).resolve().parents[2]
    (tmp_path / "drr_gen_native.py").write_text(
        "def createArrayAttr(b, x, y):\n    return b.getArrayAttr([x, x, y])\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    out = tmp_path / "native_rewriters.py"
    argv = ["--gen-rewriters", "--no-cache", "-I", str(root / "td")]
    argv += ["--native-module", "drr_gen_native", "-o", str(out)]
    assert main([*argv, str(root / "td/examples/DrrNative.td")]) == 0
    capsys.readouterr()
    module = load_module(str(out))
    assert module.NATIVE_MODULES == ("drr_gen_native",)
    context = Context(allow_unregistered_dialects=True)
    text = func(
        '%0 = "drrn.two_attr"() <{op_attr1 = 1 : i32, op_attr2 = "x"}> : () -> f32',
        "%x: f32",
        "%0",
        "f32",
    )
    ir = parse_source(text, context)
    patterns = RewritePatternSet(context)
    module.populate_with_generated(patterns)
    walk_and_apply_patterns(ir, FrozenRewritePatternSet(patterns, (), ["GroupAttrs"]))
    assert '<{op_attr = [1 : i32, 1 : i32, "x"]}>' in print_module(ir)
