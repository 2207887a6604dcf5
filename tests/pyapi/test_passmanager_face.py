"""``tblgen_py.passmanager``: the bindings' PassManager over the runtime's."""

from __future__ import annotations

import pytest

from tblgen_py import ir
from tblgen_py.passmanager import PassManager


def test_parse_add_print_and_run() -> None:
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse('"t.a"() : () -> ()')
        pm = PassManager.parse("builtin.module(canonicalize{max-iterations=3})")
        assert str(pm).startswith("builtin.module(canonicalize{")
        assert "max-iterations=3" in str(pm)
        pm.add("canonicalize")
        assert str(pm).count("canonicalize") == 2
        pm.run(module.operation)
        pm.run(module)
        assert '"t.a"() : () -> ()' in str(module)


def test_a_bad_pipeline_is_a_value_error() -> None:
    with ir.Context():
        with pytest.raises(ValueError, match="does not refer to a registered pass"):
            PassManager.parse("builtin.module(no-such-pass)")


def test_a_module_pipeline_does_not_run_on_another_op() -> None:
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse('"t.a"() : () -> ()')
        pm = PassManager.parse("builtin.module(canonicalize)")
        with pytest.raises(
            ir.MLIRError, match="can't run 'builtin.module' pass manager"
        ):
            pm.run(module.body.operations[0])
