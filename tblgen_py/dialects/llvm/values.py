"""``llvm`` dialect: verifiers of ``llvm.mlir.constant`` and the atomic
read-modify-write ops ``atomicrmw`` and ``cmpxchg``."""

from __future__ import annotations

import re

from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.dialects.llvm.memory import llvm_pointer_space
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
)
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    DenseResourceElementsAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__: list[str] = []

_ORDERINGS = (
    "not_atomic",
    "unordered",
    "monotonic",
    "consume",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
)
_FLOAT_BIN_OPS = frozenset({"fadd", "fsub", "fmin", "fmax", "fmaximum", "fminimum"})
_LLVM_FLOATS = frozenset({"bf16", "f16", "f32", "f64", "f80", "f128"})


def _rank(ordering: object) -> int:
    """The position of an ordering case in ``AtomicOrdering``."""
    text = str(ordering)
    return _ORDERINGS.index(text) if text in _ORDERINGS else 0


def _llvm_float(ty: object) -> bool:
    """``isCompatibleFloatingPointType``."""
    return isinstance(ty, FloatType) and str(ty) in _LLVM_FLOATS


def _atomic_type(ty: object) -> bool:
    """Integers, floats or pointers of a power-of-two size of 8 bits or more."""
    if isinstance(ty, (IntegerType, FloatType)):
        bits = ty.width
    elif llvm_pointer_space(ty) is not None:
        bits = 64
    else:
        return False
    return bits >= 8 and not bits & (bits - 1)


@implement_op("llvm.atomicrmw", "verify")
def verify_atomicrmw(op: Operation) -> None:
    """The value type suits the binary operation; at least monotonic."""
    value = op.operand_uses[1].value.type
    bin_op = str(getattr(op, "bin_op", ""))
    if bin_op in _FLOAT_BIN_OPS:
        if isinstance(value, VectorType):
            if any(value.scalable):
                raise VerifyError("expected LLVM IR fixed vector type")
            if not _llvm_float(value.element_type):
                raise VerifyError(
                    "expected LLVM IR floating point type for vector element"
                )
        elif not _llvm_float(value):
            raise VerifyError("expected LLVM IR floating point type")
    elif bin_op == "xchg":
        if not _atomic_type(value):
            raise VerifyError("unexpected LLVM IR type for 'xchg' bin_op")
    else:
        width = value.width if isinstance(value, IntegerType) else 0
        if width not in (8, 16, 32, 64):
            raise VerifyError("expected LLVM IR integer type")
    if _rank(getattr(op, "ordering", "")) < _ORDERINGS.index("monotonic"):
        raise VerifyError("expected at least 'monotonic' ordering")


@implement_op("llvm.cmpxchg", "verify")
def verify_cmpxchg(op: Operation) -> None:
    """An atomic-compatible value; orderings at least monotonic, the failure
    one neither release nor acq_rel."""
    value = op.operand_uses[2].value.type
    if not _atomic_type(value):
        raise VerifyError("unexpected LLVM IR type")
    success = _rank(getattr(op, "success_ordering", ""))
    failure = getattr(op, "failure_ordering", "")
    monotonic = _ORDERINGS.index("monotonic")
    if success < monotonic or _rank(failure) < monotonic:
        raise VerifyError("ordering must be at least 'monotonic'")
    if str(failure) in ("release", "acq_rel"):
        raise VerifyError("failure ordering cannot be 'release' or 'acq_rel'")


# -- llvm.mlir.constant -------------------------------------------------------------
def _element_count(ty: object) -> int:
    """``getNumElements``: vectors and arrays multiply through their elements."""
    if isinstance(ty, VectorType):
        count = 1
        for size in ty.shape:
            count *= size
        return count * _element_count(ty.element_type)
    found = aggregate_members(ty)
    if found is not None and found[0] == "array":
        return found[2] * _element_count(_TextType(found[1][0]))
    match = _VECTOR_TEXT.fullmatch(str(ty))
    if match is not None:  # a vector known by its text (an array's element)
        count = 1
        for size in re.findall(r"\d+", str(ty)[: match.start(1)]):
            count *= int(size)
        return count * _element_count(_TextType(match.group(1)))
    return 1


class _TextType:
    """A type known only by its text (a member of an LLVM aggregate)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


def _scalable(ty: object) -> bool:
    """``hasScalableVectorType``."""
    if isinstance(ty, VectorType):
        return any(ty.scalable) or _scalable(ty.element_type)
    found = aggregate_members(ty)
    return found is not None and found[0] == "array" and "[" in found[1][0]


def _verify_struct_constant(value: object, members: list[str]) -> None:
    """An array attribute of integer/float elements typed as the members."""
    if not isinstance(value, ArrayAttr):
        raise VerifyError("expected array attribute for struct type")
    if len(value.elements) != len(members):
        raise VerifyError(f"expected array attribute of size {len(members)}")
    for member in members:
        if not (member.startswith(("i", "f", "bf")) and member[-1].isdigit()):
            raise VerifyError(
                "expected struct element types to be floating point type or "
                "integer type"
            )
    for index, element in enumerate(value.elements):
        if not isinstance(element, (IntegerAttr, FloatAttr)):
            raise VerifyError(
                "expected element of array attribute to be floating point or integer"
            )
        if str(element.type) != members[index]:
            raise VerifyError(f"struct element at index {index} is of wrong type")


def _verify_float_constant(value: FloatAttr, ty: object) -> None:
    """The type has the float's width (as a float or an integer)."""
    width = value.type.width
    if isinstance(ty, FloatType) and ty != value.type:
        raise VerifyError("attribute and type have different float semantics")
    if isinstance(ty, IntegerType) and ty.width != width:
        raise VerifyError(f"expected integer type of width {width}")


def _verify_elements_constant(value: object, ty: object) -> None:
    """Vectors or arrays with as many elements as the attribute (a splat for
    scalable vectors)."""
    if _scalable(ty):
        if not (isinstance(value, DenseElementsAttr) and value.is_splat):
            raise VerifyError("scalable vector type requires a splat attribute")
        return
    found = aggregate_members(ty)
    if not isinstance(ty, VectorType) and (found is None or found[0] != "array"):
        raise VerifyError("expected vector or array type")
    if isinstance(value, ArrayAttr):
        if found is not None and not found[1][0].startswith("!llvm.struct<"):
            raise VerifyError(
                "for array with an array attribute must have a struct element type"
            )
        count = len(value.elements)
    else:
        count = 1
        for size in getattr(getattr(value, "type", None), "shape", ()):
            count *= size
    expected = _element_count(ty)
    if expected != count:
        raise VerifyError(
            "type and attribute have a different number of elements: "
            f"{expected} vs. {count}"
        )
    attr_element = getattr(getattr(value, "type", None), "element_type", None)
    if isinstance(attr_element, IntegerType) and not _INTEGER.fullmatch(
        _innermost_element(ty)
    ):
        raise VerifyError(
            "expected integer element type for integer elements attribute"
        )


_INTEGER = re.compile(r"[su]?i\d+")
_VECTOR_TEXT = re.compile(r"vector<(?:\[?\d+\]?x)+(.+)>", re.DOTALL)


def _innermost_element(ty: object) -> str:
    """The element type text under every array and vector level."""
    current: object = ty
    while True:
        if isinstance(current, VectorType):
            current = current.element_type
            continue
        found = aggregate_members(current)
        if found is not None and found[0] == "array":
            current = _TextType(found[1][0])
            continue
        text = str(current)
        match = _VECTOR_TEXT.fullmatch(text)
        if match is None:
            return text
        current = _TextType(match.group(1))


@implement_op("llvm.mlir.constant", "verify")
def verify_constant(op: Operation) -> None:
    """The value attribute fits the result type (strings, structs, scalars,
    elements)."""
    value = op.get_attr("value")
    ty = op.results[0].type
    found = aggregate_members(ty)
    if isinstance(value, StringAttr):
        size = len(value.value.encode("utf-8"))
        if (
            found is None
            or found[0] != "array"
            or found[2] != size
            or found[1][0] != "i8"
        ):
            raise VerifyError(
                f"expected array type of {size} i8 elements for the string constant"
            )
        return
    if found is not None and found[0] == "struct":
        _verify_struct_constant(value, found[1])
        return
    if str(ty).startswith("!llvm.target<"):
        raise VerifyError("does not support target extension type.")
    if isinstance(value, IntegerAttr):
        if not isinstance(ty, IntegerType):
            raise VerifyError("expected integer type")
    elif isinstance(value, FloatAttr):
        _verify_float_constant(value, ty)
    elif isinstance(value, (DenseElementsAttr, DenseResourceElementsAttr, ArrayAttr)):
        _verify_elements_constant(value, ty)
    else:
        raise VerifyError("only supports integer, float, string or elements attributes")
