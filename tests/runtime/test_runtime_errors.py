"""The runtime's errors share their own root, apart from the generator's."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.drr import DrrError
from tblgen_py.runtime.errors import DiagnosticError, MLIRError
from tblgen_py.runtime.ir.operation import VerifyError
from tblgen_py.runtime.ir.verifier import VerificationError
from tblgen_py.runtime.ods.convert import AttributeValueError
from tblgen_py.runtime.predicates import PredicateUnavailable
from tblgen_py.runtime.rewrite.walk import WalkErasureError
from tblgen_py.runtime.text.lexer import MLIRLexError, MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.support.diagnostics import TableGenError

RUNTIME_ERRORS = (
    DrrError,
    VerifyError,
    VerificationError,
    AttributeValueError,
    PredicateUnavailable,
    WalkErasureError,
    MLIRParseError,
    MLIRLexError,
)


@pytest.mark.parametrize("error", RUNTIME_ERRORS, ids=lambda e: e.__name__)
def test_runtime_error_has_the_runtime_root(error: type[Exception]) -> None:
    assert issubclass(error, MLIRError)
    assert not issubclass(error, TableGenError)


def test_parse_error_renders_its_diagnostics() -> None:
    with pytest.raises(DiagnosticError) as caught:
        parse_source('"foo.x"() : i32\n', path="in.mlir")
    assert isinstance(caught.value, MLIRParseError)
    assert caught.value.render().startswith(
        "in.mlir:1:13: error: expected function type"
    )
