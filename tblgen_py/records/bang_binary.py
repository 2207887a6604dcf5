"""Fold functions of the two-operand bang operators (``!add``, ``!strconcat``, ``!con``, ...)."""

from __future__ import annotations

from collections.abc import Callable

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import active
from tblgen_py.records.ops import BinOpInit
from tblgen_py.records.regex import compile_llvm_regex
from tblgen_py.records.types import INT, STRING
from tblgen_py.records.values import (
    UNSET,
    BitInit,
    DagInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    TypedInit,
    join_text,
    wrap64,
)

if TYPE_CHECKING:
    from typing import Any

    from tblgen_py.records.record import Record
from tblgen_py.records.bang_ops import int_value, rec_locs

# ---------------------------------------------------------------- binary


def compare_inits(opc: str, lhs: Init, rhs: Init) -> bool | None:
    """LLVM's CompareInit: ints (incl. bits), then strings, then records for eq/ne."""
    li, ri = int_value(lhs), int_value(rhs)
    if li is not None and ri is not None:
        return _COMPARE[opc](li.value, ri.value)
    if type(lhs) is StringInit and type(rhs) is StringInit:
        # strings are byte strings; !substr can cut a UTF-8 sequence
        left = lhs.value.encode("utf-8", "surrogateescape")
        return _COMPARE[opc](left, rhs.value.encode("utf-8", "surrogateescape"))
    if opc in ("eq", "ne") and type(lhs) is DefInit and type(rhs) is DefInit:
        return (lhs is rhs) == (opc == "eq")
    return None


_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "le": lambda a, b: a <= b,
    "lt": lambda a, b: a < b,
    "ge": lambda a, b: a >= b,
    "gt": lambda a, b: a > b,
}


def fold_compare(op: BinOpInit, rec: Record | None) -> Init:
    """``!eq !ne !le !lt !ge !gt``."""
    result = compare_inits(op.opc, op.lhs, op.rhs)
    return op if result is None else BitInit.get(result)


def fold_con(op: BinOpInit, rec: Record | None) -> Init:
    """``!con(dag, dag)``."""
    lhs, rhs = op.lhs, op.rhs
    if type(lhs) is not DagInit or type(rhs) is not DagInit:
        return op
    lop, rop = lhs.op, rhs.op
    if (type(lop) is not DefInit and lop is not UNSET) or (
        type(rop) is not DefInit and rop is not UNSET
    ):
        return op
    if type(lop) is DefInit and type(rop) is DefInit and lop.record is not rop.record:
        active.fatal(f"Concatenated Dag operators do not match: '{lhs}' vs. '{rhs}'")
    operator = lop if type(lop) is DefInit else rop
    name = lhs.name if lhs.name is not None else rhs.name
    return DagInit.get(
        operator, name, lhs.args + rhs.args, lhs.arg_names + rhs.arg_names
    )


def fold_match(op: BinOpInit, rec: Record | None) -> Init:
    """``!match(str, regex)``."""
    if type(op.lhs) is not StringInit or type(op.rhs) is not StringInit:
        return op
    matcher = compile_llvm_regex(op.rhs.value)
    return BitInit.get(matcher.search(op.lhs.value) is not None)


def fold_listconcat(op: BinOpInit, rec: Record | None) -> Init:
    """``!listconcat(a, b)``."""
    lhs, rhs = op.lhs, op.rhs
    if type(lhs) is ListInit and type(rhs) is ListInit:
        return ListInit.get(lhs.elements + rhs.elements, lhs.element_type)
    return op


def fold_listsplat(op: BinOpInit, rec: Record | None) -> Init:
    """``!listsplat(value, count)``."""
    value, count = op.lhs, op.rhs
    if isinstance(value, TypedInit) and type(count) is IntInit:
        if count.value < 0:
            active.fatal(f"!listsplat count {count.value} is negative")
        return ListInit.get((value,) * count.value, value.type)
    return op


def fold_listremove(op: BinOpInit, rec: Record | None) -> Init:
    """``!listremove(list, items)``."""
    lhs, rhs = op.lhs, op.rhs
    if type(lhs) is not ListInit or type(rhs) is not ListInit:
        return op
    kept = [
        elt
        for elt in lhs.elements
        if not any(compare_inits("eq", elt, other) for other in rhs.elements)
    ]
    return ListInit.get(kept, lhs.element_type)


def fold_listelem(op: BinOpInit, rec: Record | None) -> Init:
    """``list[i]``."""
    lst, idx = op.lhs, op.rhs
    if type(lst) is ListInit and type(idx) is IntInit:
        if 0 <= idx.value < len(lst.elements):
            return lst.elements[idx.value]
    return op


def fold_listslice(op: BinOpInit, rec: Record | None) -> Init:
    """``list[i, j...k]``."""
    lst, idxs = op.lhs, op.rhs
    if type(lst) is not ListInit or type(idxs) is not ListInit:
        return op
    picked: list[Init] = []
    for idx in idxs.elements:
        if type(idx) is not IntInit or not 0 <= idx.value < len(lst.elements):
            return op
        picked.append(lst.elements[idx.value])
    return ListInit.get(picked, lst.element_type)


def fold_rangec(op: BinOpInit, rec: Record | None) -> Init:
    """``a...b``: closed range, ascending or descending."""
    lhs, rhs = op.lhs, op.rhs
    if type(lhs) is not IntInit or type(rhs) is not IntInit:
        return op
    start, end = lhs.value, rhs.value
    step = 1 if start <= end else -1
    return ListInit.get([IntInit.get(i) for i in range(start, end + step, step)], INT)


def fold_strconcat(op: BinOpInit, rec: Record | None) -> Init:
    """``!strconcat(a, b)``."""
    lhs, rhs = op.lhs, op.rhs
    if type(lhs) is StringInit and type(rhs) is StringInit:
        text = join_text((lhs.value, rhs.value))
        return StringInit.get(text, lhs.is_code or rhs.is_code)
    return op


def _interleave_strings(lst: ListInit, delim: StringInit) -> Init | None:
    parts: list[str] = []
    is_code = False
    for index, elt in enumerate(lst.elements):
        if type(elt) is not StringInit:
            return None
        parts.append(elt.value)
        is_code |= index > 0 and elt.is_code
    return StringInit.get(join_text(parts, delim.value), is_code)


def _interleave_ints(lst: ListInit, delim: StringInit) -> Init | None:
    parts: list[str] = []
    for elt in lst.elements:
        value = int_value(elt)
        if value is None:
            return None
        parts.append(str(value.value))
    return StringInit.get(delim.value.join(parts))


def fold_interleave(op: BinOpInit, rec: Record | None) -> Init:
    """``!interleave(list, delim)``."""
    lst, delim = op.lhs, op.rhs
    if type(lst) is not ListInit or type(delim) is not StringInit:
        return op
    if lst.element_type is STRING:
        result = _interleave_strings(lst, delim)
    else:
        result = _interleave_ints(lst, delim)
    return op if result is None else result


def dag_arg_index(dag: DagInit, key: Init, what: str, rec: Record | None) -> int:
    """Index of a dag argument by position or name; fatal if absent."""
    if type(key) is IntInit:
        pos = key.value
        if pos < 0:
            active.fatal(f"{what} index {pos} is negative", rec_locs(rec))
        if pos >= len(dag.args):
            active.fatal(
                f"{what} index {pos} is out of range (dag has {len(dag.args)} arguments)",
                rec_locs(rec),
            )
        return pos
    assert type(key) is StringInit
    found = dag.arg_no(key.value)
    if found is None:
        active.fatal(f"{what} key '{key.value}' is not found", rec_locs(rec))
    return found


def fold_getdagarg(op: BinOpInit, rec: Record | None) -> Init:
    """``!getdagarg<T>(dag, key)``."""
    dag, key = op.lhs, op.rhs
    if type(dag) is not DagInit or type(key) not in (IntInit, StringInit):
        return op
    arg = dag.args[dag_arg_index(dag, key, "!getdagarg", rec)]
    if isinstance(arg, TypedInit) and not arg.type.is_convertible_to(op.type):
        return UNSET
    return arg


def fold_getdagname(op: BinOpInit, rec: Record | None) -> Init:
    """``!getdagname(dag, index)``."""
    dag, idx = op.lhs, op.rhs
    if type(dag) is not DagInit or type(idx) is not IntInit:
        return op
    pos = idx.value
    if pos < 0 or pos >= len(dag.args):
        active.error(
            f"!getdagname index is out of range 0...{len(dag.args) - 1}: {pos}",
            rec_locs(rec),
        )
        return UNSET
    name = dag.arg_names[pos]
    return UNSET if name is None else name


def fold_setdagop(op: BinOpInit, rec: Record | None) -> Init:
    """``!setdagop(dag, op)``."""
    dag, new_op = op.lhs, op.rhs
    if type(dag) is DagInit and type(new_op) is DefInit:
        return DagInit.get(new_op, None, dag.args, dag.arg_names)
    return op


def fold_setdagopname(op: BinOpInit, rec: Record | None) -> Init:
    """``!setdagopname(dag, name)``."""
    dag, name = op.lhs, op.rhs
    if type(dag) is DagInit and type(name) is StringInit:
        return DagInit.get(dag.op, name, dag.args, dag.arg_names)
    return op


def _shift_amount(amount: int, rec: Record | None) -> int:
    if amount < 0 or amount >= 64:
        active.fatal("Illegal operation: out of bounds shift", rec_locs(rec))
    return amount


def _arith(opc: str, a: int, b: int, rec: Record | None) -> int:
    if opc == "add":
        return a + b
    if opc == "sub":
        return a - b
    if opc == "mul":
        return a * b
    if opc == "div":
        if b == 0:
            active.fatal("Illegal operation: division by zero", rec_locs(rec))
        if a == -(1 << 63) and b == -1:
            active.fatal("Illegal operation: INT64_MIN / -1", rec_locs(rec))
        quotient = abs(a) // abs(b)
        return quotient if (a < 0) == (b < 0) else -quotient
    if opc == "and":
        return a & b
    if opc == "or":
        return a | b
    if opc == "xor":
        return a ^ b
    amount = _shift_amount(b, rec)
    if opc == "shl":
        return a << amount
    if opc == "sra":
        return a >> amount
    return (a & ((1 << 64) - 1)) >> amount


def fold_arith(op: BinOpInit, rec: Record | None) -> Init:
    """``!add !sub !mul !div !and !or !xor !shl !sra !srl`` with int64 wrap."""
    li, ri = int_value(op.lhs), int_value(op.rhs)
    if li is None or ri is None:
        return op
    return IntInit.get(wrap64(_arith(op.opc, li.value, ri.value, rec)))


BinOpInit.FOLDERS.update(
    {name: fold_compare for name in _COMPARE},
    con=fold_con,
    match=fold_match,
    listconcat=fold_listconcat,
    listsplat=fold_listsplat,
    listremove=fold_listremove,
    listelem=fold_listelem,
    listslice=fold_listslice,
    rangec=fold_rangec,
    strconcat=fold_strconcat,
    interleave=fold_interleave,
    getdagarg=fold_getdagarg,
    getdagname=fold_getdagname,
    setdagop=fold_setdagop,
    setdagopname=fold_setdagopname,
)
BinOpInit.FOLDERS.update(
    {
        n: fold_arith
        for n in ("add", "sub", "mul", "div", "and", "or", "xor", "shl", "sra", "srl")
    }
)
