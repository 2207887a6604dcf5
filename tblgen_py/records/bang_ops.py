"""One fold function per bang operator, registered on the operator classes.

This module holds the one-operand operators and shared helpers; ``bang_binary``
and ``bang_ternary`` the others.

A folder returns the folded value, or the operator itself when its operands
are not known yet (LLVM's ``Fold``).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import active
from tblgen_py.records.dump import format_record
from tblgen_py.records.ops import UnOpInit
from tblgen_py.records.types import INT, STRING, ListRecTy, RecordRecTy
from tblgen_py.records.values import (
    UNSET,
    AnonymousNameInit,
    DagInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    TypedInit,
)

if TYPE_CHECKING:

    from tblgen_py.records.record import Record


def int_value(value: Init) -> IntInit | None:
    """The value as an ``int`` (bits and bit convert), or None."""
    converted = value.convert_to(INT)
    return converted if type(converted) is IntInit else None


def rec_locs(rec: Record | None) -> object:
    """Where errors about ``rec`` point (nowhere without a record)."""
    return None if rec is None else rec.locs


# ---------------------------------------------------------------- unary


def fold_repr(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!repr(x)``: the printed form (a whole record for a def)."""
    lhs = op.lhs
    if not lhs.is_concrete():
        return op
    if type(lhs) is DefInit:
        return StringInit.get(format_record(lhs.record))
    return StringInit.get(str(lhs))


def fold_tolower(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!tolower(s)`` (ASCII only, as LLVM's StringRef::lower)."""
    lhs = op.lhs
    if type(lhs) is StringInit:
        return StringInit.get(lhs.value.translate(_LOWER))
    return op


def fold_toupper(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!toupper(s)`` (ASCII only)."""
    lhs = op.lhs
    if type(lhs) is StringInit:
        return StringInit.get(lhs.value.translate(_UPPER))
    return op


_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
_UPPER = {c: c - 32 for c in range(ord("a"), ord("z") + 1)}


def _cast_record_name(
    op: UnOpInit, name: StringInit, rec: Record | None, final: bool
) -> Init:
    found = active.current().get_def(name.value)
    if found is None and rec is not None:
        own = rec.name
        if name is own or (type(own) is AnonymousNameInit and name is own.name_init()):
            if not final:
                return op
            found = rec
    if found is None:
        if final:
            active.fatal(
                f"Undefined reference to record: '{name.value}'\n", rec_locs(rec)
            )
        return op
    def_init = found.def_init()
    if not def_init.type.type_is_a(op.type):
        active.fatal(
            f"Expected type '{op.type}', got '{def_init.type}' in: {op}\n",
            rec_locs(rec),
        )
    return def_init


def fold_cast(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!cast<T>(x)``: string conversions and record lookup by name."""
    lhs = op.lhs
    if op.type is STRING:
        if type(lhs) is StringInit:
            return lhs
        if type(lhs) is DefInit:
            return StringInit.get(str(lhs))
        as_int = int_value(lhs)
        if as_int is not None:
            return StringInit.get(str(as_int))
    elif type(op.type) is RecordRecTy and type(lhs) is StringInit:
        return _cast_record_name(op, lhs, rec, final)
    converted = lhs.convert_to(op.type)
    return op if converted is None else converted


def fold_initialized(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!initialized(x)``: 0 for ``?``, 1 once concrete."""
    if op.lhs is UNSET:
        return IntInit.get(0)
    if op.lhs.is_concrete():
        return IntInit.get(1)
    return op


def fold_not(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!not(x)``."""
    value = int_value(op.lhs)
    return op if value is None else IntInit.get(0 if value.value else 1)


def fold_head(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!head(list)``."""
    lhs = op.lhs
    return lhs.elements[0] if type(lhs) is ListInit and lhs.elements else op


def fold_tail(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!tail(list)``."""
    lhs = op.lhs
    if type(lhs) is ListInit and lhs.elements:
        return ListInit.get(lhs.elements[1:], lhs.element_type)
    return op


def _size(value: Init) -> int | None:
    if type(value) is ListInit:
        return len(value.elements)
    if type(value) is DagInit:
        return len(value.args)
    if type(value) is StringInit:
        return len(value.value.encode("utf-8", "surrogateescape"))
    return None


def fold_size(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!size(x)`` of a list, dag or string."""
    size = _size(op.lhs)
    return op if size is None else IntInit.get(size)


def fold_empty(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!empty(x)`` of a list, dag or string."""
    size = _size(op.lhs)
    return op if size is None else IntInit.get(int(size == 0))


def fold_getdagop(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!getdagop(dag)``."""
    lhs = op.lhs
    if type(lhs) is not DagInit:
        return op
    operator = lhs.op
    assert isinstance(operator, TypedInit)
    if not operator.type.type_is_a(op.type):
        active.fatal(
            f"Expected type '{op.type}', got '{operator.type}' in: {op}\n",
            rec_locs(rec),
        )
    return operator


def fold_getdagopname(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!getdagopname(dag)``: the operator's ``$name`` or ``?``."""
    lhs = op.lhs
    if type(lhs) is not DagInit:
        return op
    return UNSET if lhs.name is None else lhs.name


def fold_logtwo(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!logtwo(n)``."""
    value = int_value(op.lhs)
    if value is None:
        return op
    if value.value <= 0:
        active.fatal(
            "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
            rec_locs(rec),
        )
    return IntInit.get(value.value.bit_length() - 1)


def fold_listflatten(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!listflatten(list)``: concatenate a list of lists."""
    lhs = op.lhs
    if type(lhs) is not ListInit:
        return op
    inner = lhs.element_type
    if type(inner) is not ListRecTy:
        return lhs
    flat: list[Init] = []
    for elt in lhs.elements:
        if type(elt) is not ListInit:
            return op
        flat.extend(elt.elements)
    return ListInit.get(flat, inner.element_type)


UnOpInit.FOLDERS.update(
    cast=fold_cast,
    repr=fold_repr,
    tolower=fold_tolower,
    toupper=fold_toupper,
    initialized=fold_initialized,
    not_=fold_not,
    head=fold_head,
    tail=fold_tail,
    size=fold_size,
    empty=fold_empty,
    getdagop=fold_getdagop,
    getdagopname=fold_getdagopname,
    logtwo=fold_logtwo,
    listflatten=fold_listflatten,
)
UnOpInit.FOLDERS["not"] = UnOpInit.FOLDERS.pop("not_")
