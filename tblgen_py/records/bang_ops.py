"""One fold function per bang operator, registered on the operator classes.

A folder returns the folded value, or the operator itself when its operands
are not known yet (LLVM's ``Fold``).
"""

from __future__ import annotations

from collections.abc import Callable

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import keeper
from tblgen_py.records.ops import BinOpInit, TernOpInit, UnOpInit
from tblgen_py.records.types import INT, STRING, ListRecTy, RecordRecTy
from tblgen_py.records.values import (
    UNSET,
    AnonymousNameInit,
    BitInit,
    DagInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    TypedInit,
    VarInit,
    join_text,
    wrap64,
)

if TYPE_CHECKING:
    from typing import Any

    from tblgen_py.records.record import Record


def _as_int(value: Init) -> IntInit | None:
    converted = value.convert_to(INT)
    return converted if type(converted) is IntInit else None


def _loc(rec: Record | None) -> object:
    return None if rec is None else rec.locs


# ---------------------------------------------------------------- unary


def fold_repr(op: UnOpInit, rec: Record | None, final: bool) -> Init:
    """``!repr(x)``: the printed form (a whole record for a def)."""
    lhs = op.lhs
    if not lhs.is_concrete():
        return op
    if type(lhs) is DefInit:
        from tblgen_py.records.dump import format_record

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
    found = keeper.current().get_def(name.value)
    if found is None and rec is not None:
        own = rec.name
        if name is own or (type(own) is AnonymousNameInit and name is own.name_init()):
            if not final:
                return op
            found = rec
    if found is None:
        if final:
            keeper.fatal(f"Undefined reference to record: '{name.value}'\n", _loc(rec))
        return op
    def_init = found.def_init()
    if not def_init.type.type_is_a(op.type):
        keeper.fatal(
            f"Expected type '{op.type}', got '{def_init.type}' in: {op}\n", _loc(rec)
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
        as_int = _as_int(lhs)
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
    value = _as_int(op.lhs)
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
        keeper.fatal(
            f"Expected type '{op.type}', got '{operator.type}' in: {op}\n", _loc(rec)
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
    value = _as_int(op.lhs)
    if value is None:
        return op
    if value.value <= 0:
        keeper.fatal(
            "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
            _loc(rec),
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


# ---------------------------------------------------------------- binary


def compare_inits(opc: str, lhs: Init, rhs: Init) -> bool | None:
    """LLVM's CompareInit: ints (incl. bits), then strings, then records for eq/ne."""
    li, ri = _as_int(lhs), _as_int(rhs)
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
        keeper.fatal(f"Concatenated Dag operators do not match: '{lhs}' vs. '{rhs}'")
    operator = lop if type(lop) is DefInit else rop
    name = lhs.name if lhs.name is not None else rhs.name
    return DagInit.get(
        operator, name, lhs.args + rhs.args, lhs.arg_names + rhs.arg_names
    )


def fold_match(op: BinOpInit, rec: Record | None) -> Init:
    """``!match(str, regex)``."""
    from tblgen_py.records.regex import compile_llvm_regex

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
            keeper.fatal(f"!listsplat count {count.value} is negative")
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
        value = _as_int(elt)
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
            keeper.fatal(f"{what} index {pos} is negative", _loc(rec))
        if pos >= len(dag.args):
            keeper.fatal(
                f"{what} index {pos} is out of range (dag has {len(dag.args)} arguments)",
                _loc(rec),
            )
        return pos
    assert type(key) is StringInit
    found = dag.arg_no(key.value)
    if found is None:
        keeper.fatal(f"{what} key '{key.value}' is not found", _loc(rec))
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
        keeper.error(
            f"!getdagname index is out of range 0...{len(dag.args) - 1}: {pos}",
            _loc(rec),
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
        keeper.fatal("Illegal operation: out of bounds shift", _loc(rec))
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
            keeper.fatal("Illegal operation: division by zero", _loc(rec))
        if a == -(1 << 63) and b == -1:
            keeper.fatal("Illegal operation: INT64_MIN / -1", _loc(rec))
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
    li, ri = _as_int(op.lhs), _as_int(op.rhs)
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


# ---------------------------------------------------------------- ternary


def _item_apply(var: Init, item: Init, expr: Init, rec: Record | None) -> Init:
    from tblgen_py.records.resolve import MapResolver

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
        include = _as_int(_item_apply(op.lhs, item, op.rhs, rec))
        if include is None:
            return op
        if include.value:
            kept.append(item)
    assert type(op.type) is ListRecTy
    return ListInit.get(kept, op.type.element_type)


def fold_if(op: TernOpInit, rec: Record | None) -> Init:
    """``!if(cond, then, else)``."""
    cond = _as_int(op.lhs)
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
        return StringInit.get(_replace_all(rhs.value, lhs.value, mhs.value))
    return op


def _replace_all(text: str, old: str, new: str) -> str:
    """std::string find/replace loop (an empty ``old`` inserts before each index)."""
    if old:
        return text.replace(old, new)
    out, index = text, 0
    while index <= len(out):
        out = out[:index] + new + out[index:]
        index += len(new)
        if not new:
            break
    return out


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
        keeper.error("Step of !range can't be 0", _loc(rec))
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
        keeper.error(
            f"!substr start position is out of range 0...{len(data)}: {start}",
            _loc(rec),
        )
    if length < 0:
        keeper.error("!substr length must be nonnegative", _loc(rec))
    start = min(max(start, 0), len(data))
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
        keeper.error(
            f"!find start position is out of range 0...{len(data)}: {start}", _loc(rec)
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
