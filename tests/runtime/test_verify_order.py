"""Op verification runs in MLIR's ``Op<>`` trait order (``_ODS_VERIFY_ORDER``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import IsolatedFromAbove, IsTerminator, SingleBlock
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.specs import Arity, AttrSpec, Check, RegionSpec, ValueSpec
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source


def _spelled(name: str, summary: str) -> Check[object]:
    """A type constraint satisfied by one spelling, ``name``."""

    def spelled(value: object) -> bool:
        return str(value) == name

    return Check(name, summary, spelled)


F32 = _spelled("f32", "32-bit float")
SHAPE = "SameOperandsAndResultShape"


def _cast_op(order: Sequence[str]) -> type[OpView]:
    """An ``ord.cast`` op class verifying ``order``, never cast compatible."""

    class CastOp(OpView):
        __slots__ = ()
        OPERATION_NAME = "ord.cast"
        _ODS_OPERANDS = (ValueSpec("input", Arity.SINGLE, None),)
        _ODS_RESULTS = (ValueSpec("output", Arity.SINGLE, None),)
        _ODS_VERIFY_ORDER = tuple(order)

    return CastOp


class YieldOp(OpView):
    """``ord.yield``: an f32 operand, a terminator (after the invariants)."""

    __slots__ = ()
    OPERATION_NAME = "ord.yield"
    traits = frozenset({IsTerminator})
    _ODS_OPERANDS = (ValueSpec("value", Arity.SINGLE, F32),)
    _ODS_VERIFY_ORDER = ("OpInvariants", "IsTerminator")


class BodyOp(OpView):
    """``ord.body``: one single-block region (structural, after the count)."""

    __slots__ = ()
    OPERATION_NAME = "ord.body"
    traits = frozenset({SingleBlock})
    _ODS_REGIONS = (RegionSpec("body", False, None),)
    _ODS_OPERANDS = (ValueSpec("value", Arity.SINGLE, F32),)
    _ODS_VERIFY_ORDER = ("SingleBlock", "OpInvariants")


def _first_error(text: str, *ops: type[OpView]) -> str:
    """The first verification error of ``text`` with ``ops`` registered."""
    context = Context(allow_unregistered_dialects=True)
    for op in ops:
        context.register_op(op)
    try:
        verify(parse_source(text, context))
    except VerificationError as exc:
        return exc.message
    return ""


@pytest.fixture
def never_compatible() -> Iterator[None]:
    """``areCastCompatible`` of ``ord.cast`` always says no."""
    op = _cast_op(())
    hooks.attach(op, "areCastCompatible", lambda op, inputs, outputs: False)
    yield
    hooks.detach(op, "areCastCompatible")


CAST = """
%a = "test.val"() : () -> tensor<4xf32>
%0 = "ord.cast"(%a) : (tensor<4xf32>) -> tensor<5xf32>
"""


@pytest.mark.usefixtures("never_compatible")
@pytest.mark.parametrize(
    ("order", "message"),
    [
        (
            ("OpInvariants", "CastOpInterface", SHAPE),
            "'ord.cast' op operand type 'tensor<4xf32>' and result type "
            "'tensor<5xf32>' are cast incompatible",
        ),
        (
            ("OpInvariants", SHAPE, "CastOpInterface"),
            "'ord.cast' op requires the same shape for all operands and results",
        ),
    ],
    ids=["interface_first", "trait_first"],
)
def test_traits_and_interfaces_run_in_declaration_order(
    order: tuple[str, ...], message: str
) -> None:
    assert _first_error(CAST, _cast_op(order)) == message


def test_operand_constraint_before_is_terminator() -> None:
    text = """
    "test.region"() ({
      %a = "test.val"() : () -> i32
      "ord.yield"(%a) : (i32) -> ()
      "test.op"() : () -> ()
    }) : () -> ()
    """
    assert _first_error(text, YieldOp) == (
        "'ord.yield' op operand #0 must be 32-bit float, but got 'i32'"
    )


def test_is_terminator_after_valid_invariants() -> None:
    text = """
    "test.region"() ({
      %a = "test.val"() : () -> f32
      "ord.yield"(%a) : (f32) -> ()
      "test.op"() : () -> ()
    }) : () -> ()
    """
    assert _first_error(text, YieldOp) == (
        "'ord.yield' op must be the last operation in the parent block"
    )


def test_region_count_before_single_block() -> None:
    text = """
    %a = "test.val"() : () -> i32
    "ord.body"(%a) ({
      "test.br"()[^bb1] : () -> ()
    ^bb1:
      "test.op"() : () -> ()
    }, {
    }) : (i32) -> ()
    """
    assert _first_error(text, BodyOp) == "'ord.body' op requires one region"


def test_single_block_before_operand_constraint() -> None:
    text = """
    %a = "test.val"() : () -> i32
    "ord.body"(%a) ({
      "test.br"()[^bb1] : () -> ()
    ^bb1:
      "test.op"() : () -> ()
    }) : (i32) -> ()
    """
    assert _first_error(text, BodyOp) == (
        "'ord.body' op expects region #0 to have 0 or 1 blocks"
    )


class AttrsOp(OpView):
    """``ord.attrs``: required ``zeta``, ``beta`` and ``alpha``, declared so."""

    __slots__ = ()
    OPERATION_NAME = "ord.attrs"
    _ODS_ATTRIBUTES = (
        AttrSpec("zeta", _spelled("i32", "an i32 type attribute")),
        AttrSpec("beta", None),
        AttrSpec("alpha", None),
    )


@pytest.mark.parametrize(
    ("attrs", "message"),
    [
        ("{zeta = f32}", "'ord.attrs' op requires attribute 'alpha'"),
        ("{zeta = f32, alpha = 1}", "'ord.attrs' op requires attribute 'beta'"),
        (
            "{zeta = f32, alpha = 1, beta = 2}",
            "'ord.attrs' op attribute 'zeta' failed to satisfy constraint: "
            "an i32 type attribute",
        ),
    ],
    ids=["by_name", "by_name_second", "then_constraints"],
)
def test_required_attributes_by_name_then_constraints(attrs: str, message: str) -> None:
    # as properties: the verifier checks them (no check while parsing)
    assert _first_error(f'"ord.attrs"() <{attrs}> : () -> ()', AttrsOp) == message


def test_inherent_attributes_among_discardable_ones_checked_while_parsing() -> None:
    """``verifyInherentAttrs``: without ``<{...}>``, an inherent attribute in
    ``{...}`` meets its constraint before the op exists (missing ones are
    the verifier's)."""
    context = Context(allow_unregistered_dialects=True)
    context.register_op(AttrsOp)
    with pytest.raises(MLIRParseError) as info:
        parse_source('"ord.attrs"() {zeta = f32} : () -> ()', context)
    assert str(info.value.diagnostics[0].message) == (
        "'ord.attrs' op attribute 'zeta' failed to satisfy constraint: "
        "an i32 type attribute"
    )
    assert _first_error('"ord.attrs"() {zeta = i32} : () -> ()', AttrsOp) == (
        "'ord.attrs' op requires attribute 'alpha'"
    )


class EndOp(OpView):
    """``ord.end``: the implicit terminator of ``ord.isolated``."""

    __slots__ = ()
    OPERATION_NAME = "ord.end"
    traits = frozenset({IsTerminator})


class IsolatedOp(OpView):
    """``ord.isolated``: implicit terminator (structural), then isolation."""

    __slots__ = ()
    OPERATION_NAME = "ord.isolated"
    traits = frozenset({IsolatedFromAbove, SingleBlock})
    _ODS_REGIONS = (RegionSpec("body", False, None),)
    _ODS_IMPLICIT_TERMINATOR = "EndOp"
    _ODS_VERIFY_ORDER = (
        "SingleBlock",
        "SingleBlockImplicitTerminator",
        "OpInvariants",
        "IsolatedFromAbove",
    )


OPS = (EndOp, IsolatedOp)
"""Op classes of this module (how the implicit terminator's name is found)."""


@pytest.mark.parametrize(
    ("terminator", "message"),
    [
        (
            '"test.end"',
            "'ord.isolated' op expects regions to end with 'ord.end', found "
            "'test.end'",
        ),
        ('"ord.end"', "'test.use' op using value defined outside the region"),
    ],
    ids=["implicit_terminator_first", "then_isolation"],
)
def test_region_traits_in_declaration_order(terminator: str, message: str) -> None:
    text = f"""
    %a = "test.val"() : () -> i32
    "ord.isolated"() ({{
      "test.use"(%a) : (i32) -> ()
      {terminator}() : () -> ()
    }}) : () -> ()
    """
    assert _first_error(text, EndOp, IsolatedOp) == message
