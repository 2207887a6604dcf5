"""``func.func``'s ``isDeclaration`` hook (``FuncOp::isDeclaration``)."""

from __future__ import annotations

import pytest

from tblgen_py.dialects.func.hooks import func_is_declaration
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.text.parser import parse_source

FUNC = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({{body}}) : () -> ()'
)


@pytest.mark.parametrize(
    ("body", "expected"),
    [("\n", True), ('\n  "func.return"() : () -> ()\n', False)],
    ids=["bodiless", "with_body"],
)
def test_func_is_declaration(body: str, expected: bool) -> None:
    """A ``func.func`` is a declaration exactly when its body region is empty."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(FUNC.replace("{{body}}", "{" + body + "}"), context)
    func = module.regions[0].blocks[0].ops[0]
    assert func_is_declaration(func) is expected


def test_hook_is_attached_to_func_func() -> None:
    """The hook is found under ``func.func`` once the hook module is imported."""

    class Func:
        OPERATION_NAME = "func.func"

    assert hooks.lookup(Func, "isDeclaration") is func_is_declaration
