"""Data layout verification: ``DLTIDialect::verifyOperationAttribute``
(DLTI.cpp) and ``verifyDataLayoutOp``/``verifyDataLayoutSpec``
(DataLayoutInterfaces.cpp).

``dlti.dl_spec``, ``dlti.map`` and ``dlti.target_system_spec`` must hold
their attributes; on a ``builtin.module`` (and a ``gpu.module``, a
``DataLayoutOpInterface`` op) the spec is verified: string keys by their
dialect (DLTI's own ``dlti.endianness`` is `big` or `little`; a loaded
dialect without a ``DataLayoutDialectInterface`` takes none), builtin
integer, float and ``index`` keys by the builtin rules, other types by their
``DataLayoutTypeInterface`` (``register_type_entries``: the ``llvm`` and
``ptr`` dialects register theirs).  The spec must then combine with those of
the enclosing layout ops: a string key given twice only with equal values.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tblgen_py.dialects.dlti.attrs import entry_key, entry_value, key_text
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    OpaqueType,
    Signedness,
    Type,
)
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerificationNote,
)

__all__ = ["register_type_entries", "type_mnemonic", "verify_data_layout_op"]

EntriesVerifier = Callable[[Sequence[object]], "str | None"]
"""``DataLayoutTypeInterface::verifyEntries``: the error, or None."""

_TYPE_ENTRIES: dict[tuple[str, str], EntriesVerifier | None] = {}
_LAYOUT_OPS = ("builtin.module", "gpu.module")
_DLTI_KEYS = frozenset(
    {
        "dlti.endianness",
        "dlti.mangling_mode",
        "dlti.default_memory_space",
        "dlti.alloca_memory_space",
        "dlti.program_memory_space",
        "dlti.global_memory_space",
        "dlti.stack_alignment",
        "dlti.function_pointer_alignment",
        "dlti.legal_int_widths",
    }
)
_EXPECTED = {
    "dlti.dl_spec": "dl_spec",
    "dlti.map": "map",
    "dlti.target_system_spec": "target_system_spec",
}


def register_type_entries(
    dialect: str, mnemonic: str, verify: EntriesVerifier | None
) -> None:
    """The type ``!dialect.mnemonic`` implements ``DataLayoutTypeInterface``
    (``verify(entries)``, or None for the default that accepts any)."""
    _TYPE_ENTRIES[(dialect, mnemonic)] = verify


def _mnemonic(value: object) -> tuple[str, str | None] | None:
    return getattr(value, "DIALECT_MNEMONIC", None)


def verify_dlti_attribute(op: Operation, name: str, value: object) -> None:
    """``DLTIDialect::verifyOperationAttribute``."""
    expected = _EXPECTED.get(name)
    if expected is None:
        raise PlainVerifyError(f"attribute '{name}' not supported by dialect")
    if _mnemonic(value) != ("dlti", expected):
        raise PlainVerifyError(
            f"'{name}' is expected to be a #dlti.{expected} attribute"
        )
    if name == "dlti.dl_spec" and op.name == "builtin.module":
        verify_data_layout_op(op)


def _spec(op: Operation) -> object | None:
    value = op.attributes.get("dlti.dl_spec")
    return value if _mnemonic(value) == ("dlti", "dl_spec") else None


def verify_data_layout_op(op: Operation) -> None:
    """``verifyDataLayoutOp``: the op's spec, then its combination with the
    specs of the enclosing layout ops."""
    spec = _spec(op)
    if spec is None:
        return
    message = verify_spec(getattr(spec, "entries"))
    if message:  # emitError(loc): at the op, without it
        raise VerificationError(message, op.location)
    parents: list[Operation] = []
    parent = op.parent_op
    while parent is not None:
        if parent.name in _LAYOUT_OPS:
            top_level = parent.parent_op is None and parent.name == "builtin.module"
            if not (top_level and _spec(parent) is None):
                parents.append(parent)
        parent = parent.parent_op
    specs = [_spec(p) for p in reversed(parents)]
    if not _combines([s for s in specs if s is not None] + [spec]):
        raise VerificationError(
            "data layout does not combine with layouts of enclosing ops",
            op.location,
            op,
            [
                VerificationNote("enclosing op with data layout", p.location)
                for p in parents
            ],
        )


def _combines(specs: Sequence[object]) -> bool:
    """``DataLayoutSpecAttr::combineWith``'s failure: a string key given
    twice with different values (types combine by their interface; the
    builtin ones and ours override)."""
    by_id: dict[str, object] = {}
    for spec in specs:
        for entry in getattr(spec, "entries"):
            key = entry_key(entry)
            if not isinstance(key, StringAttr):
                continue
            old = by_id.get(key.value)
            if old is not None and old is not entry_value(entry):
                return False
            by_id[key.value] = entry_value(entry)
    return True


def verify_spec(entries: Sequence[object]) -> str | None:
    """``verifyDataLayoutSpec``: each key by its type or dialect."""
    by_type: dict[object, list[object]] = {}
    by_id: dict[str, object] = {}
    for entry in entries:
        key = entry_key(entry)
        if isinstance(key, Type):
            by_type.setdefault(_type_class(key), []).append(entry)
        else:
            by_id[key_text(key)] = entry
    for group in by_type.values():
        message = _verify_type_entries(group)
        if message:
            return message
    loaded = getattr(current_context(), "dialects", {}) or {}
    for name, entry in by_id.items():
        dialect, dot, _ = name.partition(".")
        if not dot:
            continue
        if dialect == "dlti":
            message = _verify_dlti_entry(name, entry)
            if message:
                return message
        elif dialect == "builtin" or dialect in loaded:
            return (
                f"the '{dialect}' dialect does not support identifier data layout "
                "entries"
            )
    return None


def type_mnemonic(type: Type) -> tuple[str, str | None] | None:
    """``(dialect, mnemonic)`` of a dialect type: a generated class's, or
    the leading keyword of one a loaded dialect keeps as text
    (``!llvm.struct<...>``); None for the builtin types (an unregistered
    dialect's type is the builtin ``OpaqueType``)."""
    found = _mnemonic(type)
    if found is not None:
        return found
    if isinstance(type, OpaqueType):
        loaded = getattr(current_context(), "dialects", {}) or {}
        if type.dialect in loaded:
            match = re.match(r"[A-Za-z_][\w$.]*", type.data)
            return (type.dialect, match.group(0) if match else type.data)
    return None


def _type_class(type: Type) -> object:
    """What groups entries (MLIR's ``TypeID``): the class (and for integer
    types, every width together)."""
    return type_mnemonic(type) or type.__class__


def _verify_type_entries(entries: list[object]) -> str | None:
    sample = entry_key(entries[0])
    assert isinstance(sample, Type)
    if isinstance(sample, IndexType):
        if not isinstance(entry_value(entries[0]), IntegerAttr):
            return f"expected integer attribute in the data layout entry for '{sample}'"
        return None
    if isinstance(sample, (IntegerType, FloatType)):
        for entry in entries:
            value = entry_value(entry)
            element = getattr(value, "element_type", None)
            if (
                not isinstance(value, DenseElementsAttr)
                or not isinstance(element, IntegerType)
                or element.width != 64
                or element.signedness is not Signedness.SIGNLESS
            ):
                return (
                    "expected a dense i64 elements attribute in the data layout "
                    f"entry {entry}"
                )
            elements = [int(v) & ((1 << 64) - 1) for v in value.element_values()]  # type: ignore[arg-type]
            if not 1 <= len(elements) <= 2:
                return f"expected 1 or 2 elements in the data layout entry {entry}"
            if elements[-1] < elements[0]:
                return (
                    "preferred alignment is expected to be greater than or equal to "
                    f"the abi alignment in data layout entry {entry}"
                )
        return None
    mnemonic = type_mnemonic(sample)
    if mnemonic is None:
        return "unexpected data layout for a built-in type"
    if mnemonic not in _TYPE_ENTRIES:
        return "data layout specified for a type that does not support it"
    verify = _TYPE_ENTRIES[mnemonic]
    return verify(entries) if verify is not None else None


def _verify_dlti_entry(name: str, entry: object) -> str | None:
    """``TargetDataLayoutInterface::verifyEntry``."""
    if name == "dlti.endianness":
        value = entry_value(entry)
        if isinstance(value, StringAttr) and value.value in ("big", "little"):
            return None
        return (
            "'dlti.endianness' data layout entry is expected to be either 'big' or "
            "'little'"
        )
    if name in _DLTI_KEYS:
        return None
    return f"unknown data layout entry name: {name}"


set_operation_attribute_verifier("dlti", verify_dlti_attribute)
