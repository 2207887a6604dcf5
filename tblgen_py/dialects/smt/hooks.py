"""``smt`` dialect: the verifiers and result names of MLIR's ``SMTOps.cpp``;
``asm`` holds the hand-written op syntax, ``attrs`` the bit-vector
attribute's."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from tblgen_py.dialects.smt import asm as _asm  # noqa: F401  (attaches on import)
from tblgen_py.dialects.smt import quantifiers as _quantifiers  # noqa: F401
from tblgen_py.dialects.smt.asm import apint_text
from tblgen_py.dialects.smt.attrs import bit_width, typed_class
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]

_ = typed_class  # the attribute hooks attach when ``attrs`` is imported


def _yielded_types(region: Region) -> list[object]:
    """The operand types of the terminator of the region's block."""
    last = region.blocks[0].last_op if region.blocks else None
    return [use.value.type for use in last.operand_uses] if last is not None else []


@implement_op("smt.solver", "verify_regions")
def verify_solver(op: Operation) -> None:
    """The body yields the results and takes the inputs."""
    body = op.regions[0]
    if _yielded_types(body) != [r.type for r in op.results]:
        raise VerifyError("types of yielded values must match return values")
    args = [a.type for a in body.blocks[0].arguments] if body.blocks else []
    if args != [use.value.type for use in op.operand_uses]:
        raise VerifyError("block argument types must match the types of the 'inputs'")


@implement_op("smt.check", "verify_regions")
def verify_check(op: Operation) -> None:
    """Each of ``sat``, ``unknown`` and ``unsat`` yields the results."""
    results = [r.type for r in op.results]
    for region, which in zip(op.regions, ("sat", "unknown", "unsat")):
        if _yielded_types(region) != results:
            raise VerifyError(
                f"types of yielded values in '{which}' region must match return values"
            )


def _verify_at_least_two(op: Operation) -> None:
    """``eq``/``distinct``: two inputs or more."""
    count = len(op.operand_uses)
    if count < 2:
        raise VerifyError(f"'inputs' must have at least size 2, but got {count}")


implement_op("smt.eq", "verify")(_verify_at_least_two)
implement_op("smt.distinct", "verify")(_verify_at_least_two)


def _width(value: Value) -> int:
    width = bit_width(value.type)
    return width if width is not None else 0


@implement_op("smt.bv.extract", "verify")
def verify_extract(op: Operation) -> None:
    """The extracted range lies in the input."""
    low = int(getattr(op.get_attr("lowBit"), "value", 0))
    length = _width(op.results[0])
    width = _width(op.operand_uses[0].value)
    if low + length > width:
        raise VerifyError(
            "range to be extracted is too big, expected range starting at index "
            f"{low} of length {length} requires input width of at least "
            f"{low + length}, but the input width is only {width}"
        )


@implement_op("smt.bv.repeat", "verify")
def verify_repeat(op: Operation) -> None:
    """The result is a whole number of copies of the input."""
    width = _width(op.operand_uses[0].value)
    if width and _width(op.results[0]) % width:
        raise VerifyError(
            "result bit-vector width must be a multiple of the input bit-vector width"
        )


@implement_op("smt.bv.constant", "infer_return_types")
def bv_constant_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """The type of the ``value`` attribute."""
    return [getattr(attributes.get("value"), "TYPE", None)]


@implement_op("smt.bv.concat", "infer_return_types")
def bv_concat_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """A bit-vector as wide as both operands together."""
    lhs, rhs = (operand.type for operand in operands[:2])
    return [getattr(type(lhs), "get")((bit_width(lhs) or 0) + (bit_width(rhs) or 0))]


@implement_op("smt.bv.constant", "getAsmResultNames")
def _bv_constant_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``%c<value>_bv<width>``."""
    value = op.get_attr("value")
    width = bit_width(getattr(value, "TYPE", None))
    set_name(op.results[0], f"c{getattr(value, 'value', 0)}_bv{width}")


@implement_op("smt.constant", "getAsmResultNames")
def _bool_constant_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``%true``/``%false``."""
    value = getattr(op.get_attr("value"), "value", False)
    set_name(op.results[0], "true" if value else "false")


@implement_op("smt.int.constant", "getAsmResultNames")
def _int_constant_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``%c<value>``."""
    set_name(op.results[0], f"c{apint_text(op.get_attr('value'))}")


@implement_op("smt.declare_fun", "getAsmResultNames")
def _declare_fun_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """The name prefix, if any."""
    prefix = getattr(op.get_attr("namePrefix"), "value", None)
    set_name(op.results[0], prefix if isinstance(prefix, str) else "")


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
