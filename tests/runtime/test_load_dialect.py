"""``mlir-opt-py --load-dialect``: generated op modules verify ops from the CLI."""

from __future__ import annotations

import textwrap
import types
from pathlib import Path

import pytest

from tblgen_py.tools.mlir_opt import main
from tblgen_py.tools.dialect_loading import (
    DialectLoadError,
    op_classes,
    register_module,
)
from tblgen_py.tools.module_loader import load_module
from tblgen_py.runtime.ir.context import Context

REPO = Path(__file__).resolve().parents[2]
TOY = str(REPO / "generated" / "toy_ops.py")
VALUES = (
    '%a = "test.val"() : () -> tensor<2xf64>\n'
    '%b = "test.val"() : () -> tensor<3xf64>\n'
)
ADD_AB = '%0 = "toy.add"(%a, %b) : (tensor<2xf64>, tensor<3xf64>) -> tensor<2xf64>\n'


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    def _write(text: str, name: str = "in.mlir") -> str:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text))
        return str(path)

    return _write


def test_loaded_ops_are_verified(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write(VALUES + ADD_AB)
    flags = ("--allow-unregistered-dialect", "--load-dialect", TOY)
    status, out, err = run(capsys, *flags, path)
    assert (status, out) == (1, "")
    assert err.startswith(
        f"{path}:3:6: error: 'toy.add' op requires the same type for all operands "
        "and results\n"
    )


def test_valid_ops_pass_and_print(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write(VALUES + ADD_AB.replace("%b", "%a").replace("3x", "2x"))
    flags = ("--allow-unregistered-dialect", "--mlir-print-op-generic")
    status, out, err = run(capsys, *flags, "--load-dialect", TOY, path)
    assert (status, err) == (0, "")
    assert '"toy.add"(%0, %0) : (tensor<2xf64>, tensor<2xf64>)' in out


def test_without_the_option_the_dialect_is_unregistered(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write(VALUES + ADD_AB)
    status, _, err = run(capsys, "--allow-unregistered-dialect", path)
    assert (status, err) == (0, "")


def test_dotted_module_name(capsys, write, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "toy_dialect_for_test.py").write_text(Path(TOY).read_text())
    monkeypatch.syspath_prepend(str(tmp_path))
    path = write(VALUES + '%0 = "toy.add"(%a) : (tensor<2xf64>) -> tensor<2xf64>\n')
    flags = ("--allow-unregistered-dialect", "-load-dialect", "toy_dialect_for_test")
    status, _, err = run(capsys, *flags, path)
    assert status == 1
    assert "'toy.add' op expected 2 operands, but found 1" in err


def test_repeated_option_loads_every_module(capsys, write, tmp_path) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "other_ops.py"
    other.write_text(
        "from tblgen_py.runtime.ods.opbase import OpView\n\n\n"
        "class Nop(OpView):\n"
        "    OPERATION_NAME = 'other.nop'\n"
        "    traits = frozenset()\n"
    )
    path = write('"other.nop"() : () -> (i32)\n')
    flags = ("--load-dialect", TOY, "--load-dialect", str(other))
    status, _, err = run(capsys, *flags, path)
    assert status == 1
    assert "'other.nop' op requires zero results" in err


def test_missing_module_is_a_clean_error(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write(VALUES)
    with pytest.raises(SystemExit) as exc:
        main(["--load-dialect", "no/such/dialect.py", path])
    err = capsys.readouterr().err
    assert exc.value.code == 1
    assert err == (
        "mlir-opt-py: error: cannot load module 'no/such/dialect.py': " "no such file\n"
    )


def test_module_failing_on_import_is_a_clean_error(capsys, write, tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.py"
    broken.write_text("raise ValueError('boom')\n")
    with pytest.raises(SystemExit):
        main(["--load-dialect", str(broken), write(VALUES)])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.endswith("broken.py': ValueError: boom\n")


def test_register_module_uses_register_function() -> None:
    module = load_module(TOY)
    context = Context()
    assert register_module(context, module) == ["toy"]
    assert context.lookup_op_class("toy.add") is module.AddOp


def test_register_module_finds_op_classes_without_register() -> None:
    toy = load_module(TOY)
    module = types.ModuleType("plain_ops")
    module.AddOp = type("AddOp", (toy.AddOp,), {"__module__": "plain_ops"})
    module.helper = 3
    context = Context()
    assert op_classes(module) == [module.AddOp]
    assert register_module(context, module) == ["toy"]
    assert context.lookup_op_class("toy.add") is module.AddOp


def test_module_without_ops_is_rejected() -> None:
    with pytest.raises(DialectLoadError, match="defines no op classes"):
        register_module(Context(), types.ModuleType("empty"))


def test_same_path_is_imported_once() -> None:
    assert load_module(TOY) is load_module(TOY)


GENERATED = REPO / "generated"


def _first_error(capsys, write, module: str, text: str) -> str:  # type: ignore[no-untyped-def]
    path = write(text)
    flags = ("--allow-unregistered-dialect", "--load-dialect")
    status, _, err = run(capsys, *flags, str(GENERATED / module), path)
    assert status == 1
    return err.splitlines()[0].split(": error: ", 1)[1]


def test_property_of_wrong_storage_class_fails_at_parse(capsys, write) -> None:  # type: ignore[no-untyped-def]
    text = '%0 = "toy.constant"() <{value = 1 : i32}> : () -> tensor<f64>\n'
    assert _first_error(capsys, write, "toy_ops.py", text) == (
        "invalid properties {value = 1 : i32} for op toy.constant: "
        "Invalid attribute `value` in property conversion: 1 : i32"
    )


def test_segment_sizes_of_wrong_length_fail_at_parse(capsys, write) -> None:  # type: ignore[no-untyped-def]
    text = (
        '"opnd.segments"() <{operandSegmentSizes = array<i32: 0, 0>, '
        "resultSegmentSizes = array<i32: 0, 0>}> : () -> ()\n"
    )
    assert _first_error(capsys, write, "operands_ops.py", text).endswith(
        "for op opnd.segments: size mismatch in attribute conversion: 2 vs 3"
    )


def test_missing_segment_sizes_are_zero(capsys, write) -> None:  # type: ignore[no-untyped-def]
    text = '%a = "test.val"() : () -> index\n"opnd.segments"(%a) : (index) -> ()\n'
    assert _first_error(capsys, write, "operands_ops.py", text) == (
        "'opnd.segments' op operand count (1) does not match with the total size "
        "(0) specified in attribute 'operandSegmentSizes'"
    )


def test_has_parent_names_the_parent_op(capsys, write) -> None:  # type: ignore[no-untyped-def]
    # HasParent<"ModuleOp"> inside the rgn dialect names rgn's own ModuleOp (C++ lookup)
    text = (
        '"test.region"() ({\n'
        '  "rgn.func"() <{sym_name = "f"}> ({\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    assert _first_error(capsys, write, "regions_ops.py", text) == (
        "'rgn.func' op expects parent op 'rgn.module'"
    )


BRANCH = '"test.region"() ({\n  "rgn.br"()[^bb1] : () -> ()\n^bb1:\n  "test.end"() : () -> ()\n}) : () -> ()\n'


def test_interface_verifier_without_python_is_an_error(capsys, write) -> None:  # type: ignore[no-untyped-def]
    message = _first_error(capsys, write, "regions_ops.py", BRANCH)
    assert message == (
        "'rgn.br' op 'rgn.br' implements BranchOpInterface, whose verifier needs "
        "its method 'getSuccessorOperands'; attach it with "
        "tblgen_py.runtime.ods.hooks.implement(BranchOp, 'getSuccessorOperands')"
    )


def test_generic_interface_verifier_uses_the_attached_method(capsys, write) -> None:  # type: ignore[no-untyped-def]
    from tblgen_py.runtime.ods import hooks

    module = load_module(str(GENERATED / "regions_ops.py"))
    forwarded = lambda op, index: [use.value for use in op.operand_uses]  # noqa: E731
    hooks.attach(module.BranchOp, "getSuccessorOperands", forwarded)
    try:
        bad = BRANCH.replace("^bb1:", "^bb1(%x: i32):")
        message = _first_error(capsys, write, "regions_ops.py", bad)
        status, _, err = run(
            capsys,
            "--allow-unregistered-dialect",
            "--load-dialect",
            str(GENERATED / "regions_ops.py"),
            write(BRANCH),
        )
    finally:
        hooks.detach(module.BranchOp, "getSuccessorOperands")
    assert message == "branch has 0 operands for successor #0, but target block has 1"
    assert (status, err) == (0, "")


def test_attached_interface_verifier_runs(capsys, write) -> None:  # type: ignore[no-untyped-def]
    from tblgen_py.runtime.ods import hooks

    module = load_module(str(GENERATED / "regions_ops.py"))
    seen: list[str] = []
    hooks.attach(module.BranchOp, "BranchOpInterface", lambda op: seen.append(op.name))
    try:
        flags = ("--allow-unregistered-dialect", "--load-dialect")
        status, _, err = run(
            capsys, *flags, str(GENERATED / "regions_ops.py"), write(BRANCH)
        )
    finally:
        hooks.detach(module.BranchOp, "BranchOpInterface")
    assert (status, err, seen) == (0, "", ["rgn.br"])
