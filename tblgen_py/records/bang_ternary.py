"""Fold functions of the three-operand bang operators (``!if``, ``!foreach``, ``!subst``, ...)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import active
from tblgen_py.records.ops import TernOpInit
from tblgen_py.records.resolve import MapResolver
from tblgen_py.records.types import INT, ListRecTy
from tblgen_py.records.values import (
    UNSET,
    DagInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    VarInit,
)

if TYPE_CHECKING:

    from tblgen_py.records.record import Record
from tblgen_py.records.bang_ops import int_value, rec_locs
from tblgen_py.records.bang_binary import dag_arg_index

# ---------------------------------------------------------------- ternary


def _item_apply(var: Init, item: Init, expr: Init, rec: Record | None) -> Init:
    resolver = MapResolver(rec)
    resolver.set(var, item)
    return expr.resolve(resolver)


def _foreach_dag(var: Init, dag: DagInit, expr: Init, rec: Record | None) -> Init:
    changed = False
    new_op = _item_apply(var, dag.op, expr, rec)
    changed |= new_op is not dag.op
    new_args: list[Init] = []
    for arg in dag.args:
        if type(arg) is DagInit:
            new = _foreach_dag(var, arg, expr, rec)
        else:
            new = _item_apply(var, arg, expr, rec)
        changed |= new is not arg
        new_args.append(new)
    if changed:
        return DagInit.get(new_op, dag.name, new_args, dag.arg_names)
    return dag


def fold_foreach(op: TernOpInit, rec: Record | None) -> Init:
    """``!foreach(var, list-or-dag, expr)``."""
    source = op.mhs
    if type(source) is DagInit:
        return _foreach_dag(op.lhs, source, op.rhs, rec)
    if type(source) is ListInit:
        items = [_item_apply(op.lhs, item, op.rhs, rec) for item in source.elements]
        assert type(op.type) is ListRecTy
        return ListInit.get(items, op.type.element_type)
    return op


def fold_filter(op: TernOpInit, rec: Record | None) -> Init:
    """``!filter(var, list, predicate)``."""
    source = op.mhs
    if type(source) is not ListInit:
        return op
    kept: list[Init] = []
    for item in source.elements:
        include = int_value(_item_apply(op.lhs, item, op.rhs, rec))
        if include is None:
            return op
        if include.value:
            kept.append(item)
    assert type(op.type) is ListRecTy
    return ListInit.get(kept, op.type.element_type)


def fold_if(op: TernOpInit, rec: Record | None) -> Init:
    """``!if(cond, then, else)``."""
    cond = int_value(op.lhs)
    if cond is None:
        return op
    return op.mhs if cond.value else op.rhs


def fold_subst(op: TernOpInit, rec: Record | None) -> Init:
    """``!subst(target, replacement, value)``."""
    lhs, mhs, rhs = op.lhs, op.mhs, op.rhs
    if type(lhs) is DefInit and type(mhs) is DefInit and type(rhs) is DefInit:
        return mhs if str(lhs) == str(rhs) else rhs
    if type(lhs) is VarInit and type(mhs) is VarInit and type(rhs) is VarInit:
        name = mhs.name_str if str(lhs) == str(rhs) else rhs.name_str
        return VarInit.get(name, op.type)
    if type(lhs) is StringInit and type(mhs) is StringInit and type(rhs) is StringInit:
        if not lhs.value:
            # llvm-tblgen's find/replace loop never ends on an empty pattern
            # (it finds "" again at every index): a diagnostic instead of a hang.
            active.fatal(
                f"!subst pattern must not be empty (llvm-tblgen never ends): {op}",
                rec_locs(rec),
            )
        # Non-overlapping, left to right: the same as llvm-tblgen's loop.
        return StringInit.get(rhs.value.replace(lhs.value, mhs.value))
    return op


def fold_dag(op: TernOpInit, rec: Record | None) -> Init:
    """``!dag(op, children, names)``."""
    mhs, rhs = op.mhs, op.rhs
    mhs_ok = type(mhs) is ListInit or mhs is UNSET
    rhs_ok = type(rhs) is ListInit or rhs is UNSET
    if mhs is UNSET and rhs is UNSET:
        return op
    if not (mhs_ok and rhs_ok):
        return op
    if type(mhs) is ListInit and type(rhs) is ListInit:
        if len(mhs.elements) != len(rhs.elements):
            return op
    size = len(mhs.elements) if type(mhs) is ListInit else len(rhs.elements)  # type: ignore[attr-defined]
    args: list[Init] = []
    names: list[StringInit | None] = []
    for i in range(size):
        node = mhs.elements[i] if type(mhs) is ListInit else UNSET
        name = rhs.elements[i] if type(rhs) is ListInit else UNSET
        if type(name) is not StringInit and name is not UNSET:
            return op
        args.append(node)
        names.append(name if type(name) is StringInit else None)
    return DagInit.get(op.lhs, None, args, names)


def fold_range(op: TernOpInit, rec: Record | None) -> Init:
    """``!range(start, end, step)``: half-open."""
    lhs, mhs, rhs = op.lhs, op.mhs, op.rhs
    if type(lhs) is not IntInit or type(mhs) is not IntInit or type(rhs) is not IntInit:
        return op
    start, end, step = lhs.value, mhs.value, rhs.value
    if step == 0:
        active.error("Step of !range can't be 0", rec_locs(rec))
        return ListInit.get([], INT)
    if (start < end and step > 0) or (start > end and step < 0):
        values = range(start, end, step)
    else:
        values = range(0)
    return ListInit.get([IntInit.get(i) for i in values], INT)


def fold_substr(op: TernOpInit, rec: Record | None) -> Init:
    """``!substr(string, start, length)``."""
    lhs, mhs, rhs = op.lhs, op.mhs, op.rhs
    if (
        type(lhs) is not StringInit
        or type(mhs) is not IntInit
        or type(rhs) is not IntInit
    ):
        return op
    data = lhs.value.encode("utf-8", "surrogateescape")
    start, length = mhs.value, rhs.value
    if start < 0 or start > len(data):
        active.error(
            f"!substr start position is out of range 0...{len(data)}: {start}",
            rec_locs(rec),
        )
    if length < 0:
        active.error("!substr length must be nonnegative", rec_locs(rec))
    # LLVM's StringRef::substr takes size_t: a negative start is past the end.
    start = len(data) if start < 0 else min(start, len(data))
    piece = data[start : start + max(length, 0)] if length >= 0 else data[start:]
    return StringInit.get(piece.decode(errors="surrogateescape"), lhs.is_code)


def fold_find(op: TernOpInit, rec: Record | None) -> Init:
    """``!find(string, target, start)``."""
    lhs, mhs, rhs = op.lhs, op.mhs, op.rhs
    if (
        type(lhs) is not StringInit
        or type(mhs) is not StringInit
        or type(rhs) is not IntInit
    ):
        return op
    data = lhs.value.encode("utf-8", "surrogateescape")
    start = rhs.value
    if start < 0 or start > len(data):
        active.error(
            f"!find start position is out of range 0...{len(data)}: {start}",
            rec_locs(rec),
        )
        return IntInit.get(-1)
    target = mhs.value.encode("utf-8", "surrogateescape")
    return IntInit.get(data.find(target, start))


def fold_setdagarg(op: TernOpInit, rec: Record | None) -> Init:
    """``!setdagarg(dag, key, value)``."""
    dag, key = op.lhs, op.mhs
    if type(dag) is not DagInit or type(key) not in (IntInit, StringInit):
        return op
    index = dag_arg_index(dag, key, "!setdagarg", rec)
    args = list(dag.args)
    args[index] = op.rhs
    return DagInit.get(dag.op, dag.name, args, dag.arg_names)


def fold_setdagname(op: TernOpInit, rec: Record | None) -> Init:
    """``!setdagname(dag, key, name)``."""
    dag, key = op.lhs, op.mhs
    if type(dag) is not DagInit or type(key) not in (IntInit, StringInit):
        return op
    index = dag_arg_index(dag, key, "!setdagname", rec)
    names = list(dag.arg_names)
    names[index] = op.rhs if type(op.rhs) is StringInit else None
    return DagInit.get(dag.op, dag.name, dag.args, names)


TernOpInit.FOLDERS.update(
    foreach=fold_foreach,
    filter=fold_filter,
    subst=fold_subst,
    dag=fold_dag,
    range=fold_range,
    substr=fold_substr,
    find=fold_find,
    setdagarg=fold_setdagarg,
    setdagname=fold_setdagname,
)
TernOpInit.FOLDERS["if"] = fold_if
