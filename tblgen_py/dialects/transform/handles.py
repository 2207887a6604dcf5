"""The kinds of transform handles (MLIR's ``TransformInterfaces``): a type
implements ``TransformHandleTypeInterface`` (operations),
``TransformValueHandleTypeInterface`` (values) or
``TransformParamTypeInterface`` (parameters); the predicate runtime knows the
classes that implement each from the generated modules."""

from __future__ import annotations

from tblgen_py.runtime.predicates import PredicateUnavailable, isa

HANDLE = "transform::TransformHandleTypeInterface"
VALUE_HANDLE = "transform::TransformValueHandleTypeInterface"
PARAM = "transform::TransformParamTypeInterface"
KINDS = (HANDLE, VALUE_HANDLE, PARAM)


def _isa(ty: object, interface: str) -> bool:
    try:
        return isa(ty, interface)
    except PredicateUnavailable:
        return False


def handle_kind(ty: object) -> str | None:
    """The transform type interface ``ty`` implements, if any."""
    return next((kind for kind in KINDS if _isa(ty, kind)), None)


def implement_same_interface(a: object, b: object) -> bool:
    """``implementSameTransformInterface``."""
    kind = handle_kind(a)
    return kind is not None and kind == handle_kind(b)
