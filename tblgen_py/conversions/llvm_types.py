"""LLVM dialect types and attributes, built as the printer spells them.

The types built here are ``OpaqueType("llvm", ...)`` and the enum attributes
``OpaqueAttr``, with the text MLIR prints (nested LLVM types drop their
``!llvm.`` prefix); they print and compare as the loaded ``llvm`` dialect's
own (an input's ``!llvm.ptr`` may be of its class).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ir.attributes import IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.types import (
    FloatType,
    IntegerType,
    OpaqueType,
    Type,
    VectorType,
    i,
)
from tblgen_py.runtime.text.attr_parser import AttrTypeParser
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.attr_printer import print_type

LLVM = "llvm"

_DIALECTS: list[dict[str, object]] = []
"""The dialects of the context the running conversion builds in (empty: none)."""
_PARSED: dict[str, object] = {}
"""What ``_from_text`` parsed with ``_DIALECTS[0]`` (cleared when it changes)."""
_CONTEXT: list[object] = []
"""The context of the running conversion (empty: none)."""


def use_context(context: object) -> None:
    """Build LLVM types and attributes as ``context``'s loaded ``llvm``
    dialect parses them (its classes), or opaque when it has none."""
    _CONTEXT[:] = [context] if context is not None else []
    dialects = getattr(context, "dialects", None)
    if not isinstance(dialects, dict) or LLVM not in dialects:
        _DIALECTS.clear()
        _PARSED.clear()
    elif not _DIALECTS or _DIALECTS[0] is not dialects:
        _DIALECTS[:] = [dialects]
        _PARSED.clear()


def emit_unknown_error(message: str) -> None:
    """``emitError(UnknownLoc)``: an error the running conversion's context
    reports without failing the pass."""
    emitted = getattr(_CONTEXT[0], "emitted", None) if _CONTEXT else None
    if isinstance(emitted, list):
        emitted.append(("error", message))


def _from_text(text: str, opaque: Callable[[], object]) -> object:
    """``text`` (``!llvm...``/``#llvm...``) as the context's dialect parses it,
    else ``opaque()``."""
    if not _DIALECTS:
        return opaque()
    found = _PARSED.get(text)
    if found is None:
        parser = AttrTypeParser(text, "<llvm>")
        parser.dialects = _DIALECTS[0]  # type: ignore[assignment]
        found = (
            parser.parse_type() if text.startswith("!") else parser.parse_attribute()
        )
        _PARSED[text] = found
    return found


def _llvm_type(data: str) -> OpaqueType:
    """``!llvm.<data>`` (typed as opaque: it prints and compares as one)."""
    return _from_text("!llvm." + data, lambda: OpaqueType.get(LLVM, data))  # type: ignore[return-value]


def _llvm_body(ty: object) -> str | None:
    """The text of an LLVM dialect type after ``!llvm.`` (opaque, or of a
    class of the loaded ``llvm`` dialect), else None."""
    if isinstance(ty, OpaqueType):
        return ty.data if ty.dialect == LLVM else None
    if getattr(ty, "DIALECT", None) != LLVM or not isinstance(ty, Type):
        return None
    return print_type(ty).removeprefix("!llvm.")


def nested_text(ty: object) -> str:
    """A type as written inside an LLVM type (LLVM types without ``!llvm.``)."""
    body = _llvm_body(ty)
    if body is not None:
        return body
    assert isinstance(ty, Type)
    return print_type(ty)


def ptr_type(address_space: int = 0) -> OpaqueType:
    """``!llvm.ptr`` (``!llvm.ptr<N>`` in address space N)."""
    return _llvm_type(f"ptr<{address_space}>" if address_space else "ptr")


def struct_type(members: Sequence[object]) -> OpaqueType:
    """The literal struct ``!llvm.struct<(a, b)>``."""
    return _llvm_type(f"struct<({', '.join(map(nested_text, members))})>")


def array_type(size: int, element: object) -> OpaqueType:
    """``!llvm.array<N x T>``."""
    return _llvm_type(f"array<{size} x {nested_text(element)}>")


def void_type() -> OpaqueType:
    """``!llvm.void``."""
    return _llvm_type("void")


def func_type(
    result: object, inputs: Sequence[object], vararg: bool = False
) -> OpaqueType:
    """``!llvm.func<R (A, B)>``."""
    params = [nested_text(ty) for ty in inputs] + (["..."] if vararg else [])
    return _llvm_type(f"func<{nested_text(result)} ({', '.join(params)})>")


def is_llvm_type(ty: object, kind: str | None = None) -> bool:
    """Whether ``ty`` is an LLVM dialect type (of ``kind``: ``struct``, ...)."""
    body = _llvm_body(ty)
    if body is None:
        return False
    return kind is None or body == kind or body.startswith(kind + "<")


def is_compatible_type(ty: object) -> bool:
    """``LLVM::isCompatibleType`` for the types our ports produce."""
    if isinstance(ty, IntegerType):
        return ty.is_signless
    if isinstance(ty, FloatType):
        return ty.name in ("f16", "bf16", "f32", "f64", "f80", "f128", "tf32")
    if isinstance(ty, VectorType):
        return (
            not ty.shape or len(ty.shape) == 1 and is_compatible_type(ty.element_type)
        )
    return is_llvm_type(ty)


def enum_attr(mnemonic: str, value: str) -> OpaqueAttr:
    """``#llvm.<mnemonic><value>`` (e.g. ``#llvm.cconv<ccc>``)."""
    data = f"{mnemonic}<{value}>"
    return _from_text(f"#llvm.{data}", lambda: OpaqueAttr.get(LLVM, data))  # type: ignore[return-value]


LLVM_FASTMATH_ORDER = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")
"""LLVM's fast-math flags in the order its printer lists them."""


def fastmath_attr(flags: Sequence[str]) -> OpaqueAttr:
    """``#llvm.fastmath<...>`` in LLVM's flag order; none, all (``fast``)."""
    chosen = set(LLVM_FASTMATH_ORDER) if "fast" in flags else set(flags)
    if chosen >= set(LLVM_FASTMATH_ORDER):
        return enum_attr("fastmath", "fast")
    ordered = [flag for flag in LLVM_FASTMATH_ORDER if flag in chosen]
    return enum_attr("fastmath", ", ".join(ordered) if ordered else "none")


def i32_attr(value: int) -> IntegerAttr:
    """``value : i32``."""
    return IntegerAttr.get(i(32), value)


def i64_attr(value: int) -> IntegerAttr:
    """``value : i64``."""
    return IntegerAttr.get(i(64), value)


def extract_value(
    builder: Builder, desc: Value, path: Sequence[int], ty: object, loc: object
) -> Value:
    """``llvm.extractvalue`` of ``desc`` at ``path``, of type ``ty``."""
    return builder.create(
        "llvm.extractvalue",
        [desc],
        [ty],
        {"position": DenseArrayAttr.get(i(64), list(path))},
        location=loc,
    ).results[0]


def insert_value(
    builder: Builder, desc: Value, value: Value, path: Sequence[int], loc: object
) -> Value:
    """``llvm.insertvalue`` of ``value`` into ``desc`` at ``path``."""
    return builder.create(
        "llvm.insertvalue",
        [desc, value],
        [desc.type],
        {"position": DenseArrayAttr.get(i(64), list(path))},
        location=loc,
    ).results[0]


def load_from(builder: Builder, pointer: Value, ty: object, loc: object) -> Value:
    """A plain ``llvm.load`` of a ``ty`` from ``pointer``."""
    return builder.create(
        "llvm.load", [pointer], [ty], {"ordering": i64_attr(0)}, location=loc
    ).results[0]


def store_to(builder: Builder, value: Value, pointer: Value, loc: object) -> None:
    """A plain ``llvm.store`` of ``value`` to ``pointer``."""
    builder.create(
        "llvm.store", [value, pointer], [], {"ordering": i64_attr(0)}, location=loc
    )
