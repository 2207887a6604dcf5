"""Bang-operator values (LLVM's OpInit family): structure, resolution, printing.

Folding is delegated to the per-operator functions that ``bang_ops``,
``bang_binary`` and ``bang_ternary`` register in each class's ``FOLDERS``
(importing the ``records`` package imports them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records import active
from tblgen_py.records.regex import compile_llvm_regex
from tblgen_py.records.resolve import MapResolver, ShadowResolver
from tblgen_py.records.types import BIT, INT, STRING, RecordRecTy, RecTy
from tblgen_py.records.values import (
    AnonymousNameInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    TypedInit,
    UnsetInit,
    VarBitInit,
    join_text,
)

if TYPE_CHECKING:
    from tblgen_py.records.record import Record
    from tblgen_py.records.resolve import Resolver

UnaryFolder = Callable[["UnOpInit", "Record | None", bool], Init]
BinaryFolder = Callable[["BinOpInit", "Record | None"], Init]
TernaryFolder = Callable[["TernOpInit", "Record | None"], Init]


def cast_to(value: Init, ty: RecTy) -> Init | None:
    """LLVM's Init::getCastTo: ``value`` converted to ``ty``, or wrapped in a
    ``!cast`` when only a typed value's later resolution can convert it."""
    if type(value) is UnsetInit:
        return value
    if not isinstance(value, TypedInit):
        return value.convert_to(ty)
    own = value.type
    if own is ty or own.type_is_a(ty):
        return value
    converted = value.convert_to(ty)
    if converted is not None or not own.is_convertible_to(ty):
        return converted
    return UnOpInit.get("cast", value, ty).fold(None, False)


class OpInit(TypedInit):
    """Base of operator values: a bit of a non-bit result is a VarBitInit."""

    __slots__ = ()

    def get_bit(self, bit: int) -> Init:
        if self.type is BIT:
            return self
        return VarBitInit.get(self, bit)


class UnOpInit(OpInit):
    """``!op(x)`` for the one-operand operators, including ``!cast<T>``."""

    __slots__ = ("opc", "lhs")
    _pool: dict[tuple[object, ...], UnOpInit] = {}
    FOLDERS: dict[str, UnaryFolder] = {}

    def __init__(self, opc: str, lhs: Init, ty: RecTy) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.opc = opc
        self.lhs = lhs

    @classmethod
    def get(cls, opc: str, lhs: Init, ty: RecTy) -> UnOpInit:
        """Return the interned operator value."""
        key = (opc, lhs, ty)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(opc, lhs, ty)
        return inst

    def fold(self, cur_rec: Record | None, is_final: bool = False) -> Init:
        """Evaluate if the operand allows it."""
        return self.FOLDERS[self.opc](self, cur_rec, is_final)

    def resolve(self, r: Resolver) -> Init:
        lhs = self.lhs.resolve(r)
        if lhs is not self.lhs or (r.is_final and self.opc == "cast"):
            return UnOpInit.get(self.opc, lhs, self.type).fold(r.cur_rec, r.is_final)
        return self

    def __str__(self) -> str:
        if self.opc == "cast":
            return f"!cast<{self.type}>({self.lhs})"
        return f"!{self.opc}({self.lhs})"


class BinOpInit(OpInit):
    """``!op(a, b)``; also list element/slice access and ``a...b`` ranges."""

    __slots__ = ("opc", "lhs", "rhs")
    _pool: dict[tuple[object, ...], BinOpInit] = {}
    FOLDERS: dict[str, BinaryFolder] = {}

    def __init__(self, opc: str, lhs: Init, rhs: Init, ty: RecTy) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.opc = opc
        self.lhs = lhs
        self.rhs = rhs

    @classmethod
    def get(cls, opc: str, lhs: Init, rhs: Init, ty: RecTy) -> BinOpInit:
        """Return the interned operator value."""
        key = (opc, lhs, rhs, ty)
        inst = _BINOP_POOL.get(key)
        if inst is None:
            inst = _BINOP_POOL[key] = object.__new__(cls)  # __init__, inlined (hot)
            inst.type, inst.opc, inst.lhs, inst.rhs = ty, opc, lhs, rhs
        return inst

    def fold(self, cur_rec: Record | None) -> Init:
        """Evaluate if the operands allow it."""
        return self.FOLDERS[self.opc](self, cur_rec)

    def resolve(self, r: Resolver) -> Init:
        lhs = self.lhs.resolve(r)
        opc = self.opc
        if opc == "and" or opc == "or":
            as_int = lhs.convert_to(INT)
            if type(as_int) is IntInit:
                if (opc == "and" and not as_int.value) or (
                    opc == "or" and as_int.value == -1
                ):
                    return as_int
        rhs = self.rhs.resolve(r)
        if lhs is not self.lhs or rhs is not self.rhs:
            if (
                opc == "strconcat"
                and type(lhs) is StringInit
                and type(rhs) is StringInit
            ):
                # fold_strconcat's result, without interning the operator first
                return _concat_strings(lhs, rhs)
            return BinOpInit.get(opc, lhs, rhs, self.type).fold(r.cur_rec)
        return self

    def __str__(self) -> str:
        opc = self.opc
        if opc in ("listelem", "listslice"):
            return f"{self.lhs}[{self.rhs}]"
        if opc == "rangec":
            return f"{self.lhs}...{self.rhs}"
        if opc == "getdagarg":
            return f"!getdagarg<{self.type}>({self.lhs}, {self.rhs})"
        return f"!{opc}({self.lhs}, {self.rhs})"


_BINOP_POOL = BinOpInit._pool  # a global load is cheaper than a class attribute


def _concat_strings(lhs: StringInit, rhs: StringInit) -> StringInit:
    """Two string values joined (code if either is code)."""
    text = lhs.value + rhs.value
    if not text.isascii():
        text = join_text((lhs.value, rhs.value))
    return StringInit.get(text, lhs.is_code or rhs.is_code)


def str_concat(lhs: Init, rhs: Init) -> Init:
    """LLVM's getStrConcat: fold two strings now, else a ``!strconcat``."""
    if type(lhs) is StringInit and type(rhs) is StringInit:
        return _concat_strings(lhs, rhs)
    return BinOpInit.get("strconcat", lhs, rhs, STRING)


def list_concat(lhs: TypedInit, rhs: Init) -> Init:
    """LLVM's getListConcat."""
    if type(lhs) is ListInit and type(rhs) is ListInit:
        return ListInit.get(lhs.elements + rhs.elements, lhs.element_type)
    return BinOpInit.get("listconcat", lhs, rhs, lhs.type)


class TernOpInit(OpInit):
    """``!op(a, b, c)``: if, foreach, filter, subst, dag, substr, find, ..."""

    __slots__ = ("opc", "lhs", "mhs", "rhs")
    _pool: dict[tuple[object, ...], TernOpInit] = {}
    FOLDERS: dict[str, TernaryFolder] = {}

    def __init__(self, opc: str, lhs: Init, mhs: Init, rhs: Init, ty: RecTy) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.opc = opc
        self.lhs = lhs
        self.mhs = mhs
        self.rhs = rhs

    @classmethod
    def get(cls, opc: str, lhs: Init, mhs: Init, rhs: Init, ty: RecTy) -> TernOpInit:
        """Return the interned operator value."""
        key = (opc, lhs, mhs, rhs, ty)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(opc, lhs, mhs, rhs, ty)
        return inst

    def fold(self, cur_rec: Record | None) -> Init:
        """Evaluate if the operands allow it."""
        return self.FOLDERS[self.opc](self, cur_rec)

    def resolve(self, r: Resolver) -> Init:
        opc = self.opc
        lhs = self.lhs.resolve(r)
        if opc == "if" and lhs is not self.lhs:
            cond = lhs.convert_to(INT)
            if type(cond) is IntInit:
                return (self.mhs if cond.value else self.rhs).resolve(r)
        mhs = self.mhs.resolve(r)
        if opc == "foreach" or opc == "filter":
            shadow = ShadowResolver(r)
            shadow.add_shadow(lhs)
            rhs = self.rhs.resolve(shadow)
        else:
            rhs = self.rhs.resolve(r)
        if lhs is not self.lhs or mhs is not self.mhs or rhs is not self.rhs:
            return TernOpInit.get(opc, lhs, mhs, rhs, self.type).fold(r.cur_rec)
        return self

    def __str__(self) -> str:
        opc = self.opc
        lhs = self.lhs.as_unquoted() if opc in ("foreach", "filter") else str(self.lhs)
        return f"!{opc}({lhs}, {self.mhs}, {self.rhs})"


class FoldOpInit(TypedInit):
    """``!foldl(start, list, acc, item, expr)``."""

    __slots__ = ("start", "list", "a", "b", "expr")
    _pool: dict[tuple[object, ...], FoldOpInit] = {}

    def __init__(
        self, start: Init, lst: Init, a: Init, b: Init, expr: Init, ty: RecTy
    ) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.start = start
        self.list = lst
        self.a = a
        self.b = b
        self.expr = expr

    @classmethod
    def get(
        cls, start: Init, lst: Init, a: Init, b: Init, expr: Init, ty: RecTy
    ) -> FoldOpInit:
        """Return the interned operator value."""
        key = (start, lst, a, b, expr, ty)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(start, lst, a, b, expr, ty)
        return inst

    def fold(self, cur_rec: Record | None) -> Init:
        """Accumulate over the list once it is known."""
        if type(self.list) is not ListInit:
            return self
        accum = self.start
        for elt in self.list.elements:
            resolver = MapResolver(cur_rec)
            resolver.set(self.a, accum)
            resolver.set(self.b, elt)
            accum = self.expr.resolve(resolver)
        return accum

    def resolve(self, r: Resolver) -> Init:
        start = self.start.resolve(r)
        lst = self.list.resolve(r)
        shadow = ShadowResolver(r)
        shadow.add_shadow(self.a)
        shadow.add_shadow(self.b)
        expr = self.expr.resolve(shadow)
        if start is self.start and lst is self.list and expr is self.expr:
            return self
        return FoldOpInit.get(start, lst, self.a, self.b, expr, self.type).fold(
            r.cur_rec
        )

    def get_bit(self, bit: int) -> Init:
        return VarBitInit.get(self, bit)

    def __str__(self) -> str:
        return (
            f"!foldl({self.start}, {self.list}, {self.a.as_unquoted()}, "
            f"{self.b.as_unquoted()}, {self.expr})"
        )


class _TypeCheckOp(TypedInit):
    """Shared shape of ``!isa<T>(x)``, ``!exists<T>(x)``, ``!instances<T>(x)``."""

    __slots__ = ("check_type", "expr")
    SPELLING = ""

    def __init__(self, check_type: RecTy, expr: Init, ty: RecTy) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.check_type = check_type
        self.expr = expr

    def get_bit(self, bit: int) -> Init:
        return VarBitInit.get(self, bit)

    def __str__(self) -> str:
        return f"!{self.SPELLING}<{self.check_type}>({self.expr})"


class IsAOpInit(_TypeCheckOp):
    """``!isa<T>(x)``."""

    __slots__ = ()
    SPELLING = "isa"
    _pool: dict[tuple[object, ...], IsAOpInit] = {}

    @classmethod
    def get(cls, check_type: RecTy, expr: Init) -> IsAOpInit:
        """Return the interned operator value."""
        key = (check_type, expr)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(check_type, expr, INT)
        return inst

    def fold(self) -> Init:
        """Decide the type test when the operand's type allows it."""
        expr = self.expr
        if not isinstance(expr, TypedInit):
            return self
        check = self.check_type
        if expr.type.is_convertible_to(check):
            return IntInit.get(1)
        if type(check) is RecordRecTy:
            if (not check.is_convertible_to(expr.type) and expr.is_concrete()) or type(
                expr
            ) is DefInit:
                return IntInit.get(0)
            return self
        return IntInit.get(0)

    def resolve(self, r: Resolver) -> Init:
        expr = self.expr.resolve(r)
        if expr is not self.expr:
            return IsAOpInit.get(self.check_type, expr).fold()
        return self


class ExistsOpInit(_TypeCheckOp):
    """``!exists<T>(name)``."""

    __slots__ = ()
    SPELLING = "exists"
    _pool: dict[tuple[object, ...], ExistsOpInit] = {}

    @classmethod
    def get(cls, check_type: RecTy, expr: Init) -> ExistsOpInit:
        """Return the interned operator value."""
        key = (check_type, expr)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(check_type, expr, INT)
        return inst

    def fold(self, cur_rec: Record | None, is_final: bool) -> Init:
        """Look the record up once its name is known."""
        name = self.expr
        if type(name) is not StringInit:
            return self
        found = active.current().get_def(name.value)
        if found is not None:
            return IntInit.get(int(found.def_init().type.type_is_a(self.check_type)))
        if cur_rec is not None:
            own = cur_rec.name
            if name is own or (
                type(own) is AnonymousNameInit and name is own.name_init()
            ):
                if not is_final:
                    return self
                return IntInit.get(int(cur_rec.get_type().type_is_a(self.check_type)))
        return IntInit.get(0) if is_final else self

    def resolve(self, r: Resolver) -> Init:
        expr = self.expr.resolve(r)
        if expr is not self.expr or r.is_final:
            return ExistsOpInit.get(self.check_type, expr).fold(r.cur_rec, r.is_final)
        return self


class InstancesOpInit(_TypeCheckOp):
    """``!instances<T>(regex)``: the defs of class T whose names match."""

    __slots__ = ()
    SPELLING = "instances"
    _pool: dict[tuple[object, ...], InstancesOpInit] = {}

    @classmethod
    def get(cls, check_type: RecTy, expr: Init) -> InstancesOpInit:
        """Return the interned operator value."""
        key = (check_type, expr)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(check_type, expr, check_type.list_ty())
        return inst

    def fold(self, cur_rec: Record | None, is_final: bool) -> Init:
        """Collect the matching defs at final resolution."""
        if cur_rec is not None and not is_final:
            return self
        if type(self.expr) is not StringInit:
            return self
        matcher = compile_llvm_regex(self.expr.value)
        selected = [
            d.def_init()
            for d in active.current().derived_definitions_if_defined(
                str(self.check_type)
            )
            if matcher.search(d.name_string)
        ]
        return ListInit.get(selected, self.check_type)

    def resolve(self, r: Resolver) -> Init:
        expr = self.expr.resolve(r)
        if expr is not self.expr or r.is_final:
            return InstancesOpInit.get(self.check_type, expr).fold(
                r.cur_rec, r.is_final
            )
        return self


class CondOpInit(TypedInit):
    """``!cond(c1: v1, c2: v2, ...)``."""

    __slots__ = ("conds", "vals", "val_type")
    _pool: dict[tuple[object, ...], CondOpInit] = {}

    def __init__(
        self, conds: tuple[Init, ...], vals: tuple[Init, ...], ty: RecTy
    ) -> None:
        self.type = ty  # TypedInit.__init__, inlined (hot)
        self.conds = conds
        self.vals = vals
        self.val_type = ty

    @classmethod
    def get(cls, conds: Sequence[Init], vals: Sequence[Init], ty: RecTy) -> CondOpInit:
        """Return the interned operator value."""
        c, v = tuple(conds), tuple(vals)
        key = (ty, c, v)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(c, v, ty)
        return inst

    def fold(self, cur_rec: Record | None, loc: object = None) -> Init | None:
        """Pick the first true condition once conditions are known.

        None, as LLVM's null, when the chosen value does not convert to the
        value type (``!cond(1: 2, 0: 0b1)`` has type ``bits<1>``): the parser
        then drops the value without a message, as llvm-tblgen does.
        """
        for cond, val in zip(self.conds, self.vals):
            as_int = cond.convert_to(INT)
            if type(as_int) is not IntInit:
                return self
            if as_int.value:
                return val.convert_to(self.val_type)
        if cur_rec is None:  # llvm-tblgen crashes here (a null record)
            active.fatal(f"!cond does not have any true condition in:{self}", loc)
        active.fatal(
            f"{cur_rec.name_string} does not have any true condition in:{self}",
            cur_rec.locs,
        )

    def is_complete(self) -> bool:
        return all(c.is_complete() for c in self.conds) and all(
            v.is_complete() for v in self.vals
        )

    def is_concrete(self) -> bool:
        return all(c.is_concrete() for c in self.conds) and all(
            v.is_concrete() for v in self.vals
        )

    def resolve(self, r: Resolver) -> Init:
        changed = False
        conds: list[Init] = []
        vals: list[Init] = []
        for cond, val in zip(self.conds, self.vals):
            new_cond = cond.resolve(r)
            conds.append(new_cond)
            changed |= new_cond is not cond
            new_val = val.resolve(r)
            vals.append(new_val)
            changed |= new_val is not val
        if not changed:
            return self
        folded = CondOpInit.get(conds, vals, self.val_type).fold(r.cur_rec)
        if folded is None:  # llvm-tblgen goes on with a null value and crashes
            where = r.cur_rec.locs if r.cur_rec is not None else None
            active.fatal(
                f"!cond value does not convert to its type '{self.val_type}' in:{self}",
                where,
            )
        return folded

    def get_bit(self, bit: int) -> Init:
        return VarBitInit.get(self, bit)

    def __str__(self) -> str:
        body = ", ".join(f"{c}: {v}" for c, v in zip(self.conds, self.vals))
        return f"!cond({body})"


def reset_ops() -> None:
    """Drop every interned operator value."""
    for klass in (
        UnOpInit,
        BinOpInit,
        TernOpInit,
        FoldOpInit,
        IsAOpInit,
        ExistsOpInit,
        InstancesOpInit,
        CondOpInit,
    ):
        klass._pool.clear()
