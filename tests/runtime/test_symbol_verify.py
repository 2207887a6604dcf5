"""The ``SymbolOpInterface`` verifier (ODS ``Symbol``) with MLIR's messages."""

from __future__ import annotations

from typing import ClassVar

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.specs import Arity, AttrSpec, RegionSpec, ValueSpec
from tblgen_py.runtime.text.parser import parse_source


class SymOp(OpView):
    """``sym.def``: a symbol with an optional body and optional results."""

    __slots__ = ()
    OPERATION_NAME = "sym.def"
    _ODS_ATTRIBUTES = (
        AttrSpec("sym_name", None),
        AttrSpec("sym_visibility", None, optional=True),
    )
    _ODS_RESULTS = (ValueSpec("results", Arity.VARIADIC, None),)
    _ODS_VERIFY_ORDER: ClassVar[tuple[str, ...]] = ("OpInvariants", "SymbolOpInterface")


class FuncOp(SymOp):
    """``sym.func``: a function symbol (a declaration without a body)."""

    __slots__ = ()
    OPERATION_NAME = "sym.func"
    _ODS_REGIONS = (RegionSpec("body", False, None),)
    _ODS_VERIFY_ORDER = ("OpInvariants", "SymbolOpInterface", "FunctionOpInterface")


class HolderOp(OpView):
    """``sym.holder``: a registered op that is no symbol table."""

    __slots__ = ()
    OPERATION_NAME = "sym.holder"
    _ODS_REGIONS = (RegionSpec("body", False, None),)


def _first_error(text: str) -> str:
    """The first verification error of ``text`` ('' when it verifies)."""
    context = Context(allow_unregistered_dialects=True)
    for op in (SymOp, HolderOp):
        context.register_op(op)
    try:
        verify(parse_source(text, context))
    except VerificationError as exc:
        return exc.message
    return ""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('"sym.def"() {sym_name = "s"} : () -> ()', ""),
        ('"sym.def"() {sym_name = "s", sym_visibility = "nested"} : () -> ()', ""),
        (
            '"sym.def"() {sym_name = 1} : () -> ()',
            "'sym.def' op requires string attribute 'sym_name'",
        ),
        (
            '"sym.def"() {sym_name = "s", sym_visibility = 1} : () -> ()',
            "'sym.def' op requires visibility attribute 'sym_visibility' to be a "
            "string attribute, but got 1 : i64",
        ),
        (
            '"sym.def"() {sym_name = "s", sym_visibility = "x"} : () -> ()',
            "'sym.def' op visibility expected to be one of [\"public\", "
            '"private", "nested"], but got "x"',
        ),
        (
            '%0 = "sym.def"() {sym_name = "s"} : () -> i32',
            "'sym.def' op symbols must not have results",
        ),
        (
            '"sym.holder"() ({\n  "sym.def"() {sym_name = "s"} : () -> ()\n'
            "}) : () -> ()",
            "'sym.def' op symbol's parent must have the SymbolTable trait",
        ),
    ],
    ids=[
        "valid",
        "nested",
        "name",
        "visibility_kind",
        "visibility_value",
        "results",
        "parent",
    ],
)
def test_symbol_verifier(text: str, message: str) -> None:
    assert _first_error(text) == message


@hooks.implement(FuncOp, "getFunctionType")
def _func_type(op: Operation) -> FunctionType:
    return FunctionType.get([], [])


class DeclFuncOp(FuncOp):
    """``sym.decl_func``: a function whose ``isDeclaration`` is a bodiless one."""

    __slots__ = ()
    OPERATION_NAME = "sym.decl_func"


@hooks.implement(DeclFuncOp, "isDeclaration")
def _decl_func_is_declaration(op: Operation) -> bool:
    return not op.regions[0].blocks


hooks.attach(DeclFuncOp, "getFunctionType", _func_type)


def _verify_first_error(text: str) -> str:
    """Verify ``text`` with the function ops registered ('' when it verifies)."""
    context = Context(allow_unregistered_dialects=True)
    context.register_op(FuncOp)
    context.register_op(DeclFuncOp)
    try:
        verify(parse_source(text, context))
    except VerificationError as exc:
        return exc.message
    return ""


def test_bodiless_function_is_no_declaration_by_default() -> None:
    """As in MLIR, ``isDeclaration`` defaults to False, even for function ops."""
    text = '"sym.func"() ({\n}) {sym_name = "f"} : () -> ()'
    assert _verify_first_error(text) == ""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '"sym.decl_func"() ({\n}) {sym_name = "f"} : () -> ()',
            "'sym.decl_func' op symbol declaration cannot have public visibility",
        ),
        (
            '"sym.decl_func"() ({\n}) {sym_name = "f", sym_visibility = "private"}'
            " : () -> ()",
            "",
        ),
        (
            '"sym.decl_func"() ({\n  "test.x"() : () -> ()\n}) {sym_name = "f"}'
            " : () -> ()",
            "",
        ),
    ],
    ids=["public", "private", "definition"],
)
def test_public_function_declaration(text: str, message: str) -> None:
    """An op whose ``isDeclaration`` hook says so must not be public."""
    assert _verify_first_error(text) == message
