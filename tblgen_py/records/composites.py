"""Composite values: lists ``[a, b]`` and dags ``(op a:$x, b)`` (LLVM's ListInit, DagInit).

Import them from ``values``, which re-exports them.
"""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records.types import (
    DAG,
    ListRecTy,
    RecTy,
)

from tblgen_py.records.scalars import Init, StringInit, TypedInit

if TYPE_CHECKING:
    from tblgen_py.records.resolve import Resolver


class ListInit(TypedInit):
    """``[a, b, c]``."""

    __slots__ = ("elements", "element_type", "has_refs")
    _pool: dict[tuple[object, ...], ListInit] = {}

    def __init__(self, elements: tuple[Init, ...], element_type: RecTy) -> None:
        self.type = element_type.list_ty()  # TypedInit.__init__, inlined (hot)
        self.elements = elements
        self.element_type = element_type
        self.has_refs = any(e.has_refs for e in elements)

    @classmethod
    def get(cls, elements: Sequence[Init], element_type: RecTy) -> ListInit:
        """Return the interned list."""
        elts = tuple(elements)
        key = (element_type, elts)
        inst = _LIST_POOL.get(key)
        if inst is None:
            inst = _LIST_POOL[key] = cls(elts, element_type)
        return inst

    def is_complete(self) -> bool:
        return all(e.is_complete() for e in self.elements)

    def is_concrete(self) -> bool:
        return not self.has_refs or all(e.is_concrete() for e in self.elements)

    def convert_to(self, ty: RecTy) -> Init | None:
        if self.type is ty:
            return self
        if type(ty) is not ListRecTy:
            return None
        elt_ty = ty.element_type
        converted: list[Init] = []
        changed = False
        for elt in self.elements:
            new = elt.convert_to(elt_ty)
            if new is None:
                return None
            changed |= new is not elt
            converted.append(new)
        return ListInit.get(converted, elt_ty) if changed else self

    def resolve(self, r: Resolver) -> Init:
        if not self.has_refs:
            return self
        changed = False
        resolved: list[Init] = []
        for elt in self.elements:
            new = elt.resolve(r)
            changed |= new is not elt
            resolved.append(new)
        return ListInit.get(resolved, self.element_type) if changed else self

    def __str__(self) -> str:
        return "[" + ", ".join(str(e) for e in self.elements) + "]"


_LIST_POOL = ListInit._pool  # a global load is cheaper than a class attribute


class DagInit(TypedInit):
    """``(op:$name arg:$argname, ...)``."""

    __slots__ = ("op", "name", "args", "arg_names", "has_refs")
    _pool: dict[tuple[object, ...], DagInit] = {}

    def __init__(
        self,
        op: Init,
        name: StringInit | None,
        args: tuple[Init, ...],
        arg_names: tuple[StringInit | None, ...],
    ) -> None:
        self.type = DAG  # TypedInit.__init__, inlined (hot)
        self.op = op
        self.name = name
        self.args = args
        self.arg_names = arg_names
        self.has_refs = op.has_refs or any(a.has_refs for a in args)

    @classmethod
    def get(
        cls,
        op: Init,
        name: StringInit | None,
        args: Sequence[Init],
        arg_names: Sequence[StringInit | None],
    ) -> DagInit:
        """Return the interned dag."""
        a, n = tuple(args), tuple(arg_names)
        key = (op, name, a, n)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(op, name, a, n)
        return inst

    def arg_no(self, name: str) -> int | None:
        """Index of the argument named ``name``."""
        for index, arg_name in enumerate(self.arg_names):
            if arg_name is not None and arg_name.value == name:
                return index
        return None

    def is_concrete(self) -> bool:
        if not self.has_refs:
            return True
        return self.op.is_concrete() and all(a.is_concrete() for a in self.args)

    def resolve(self, r: Resolver) -> Init:
        if not self.has_refs:
            return self
        changed = False
        new_args: list[Init] = []
        for arg in self.args:
            new = arg.resolve(r)
            changed |= new is not arg
            new_args.append(new)
        op = self.op.resolve(r)
        if op is not self.op or changed:
            return DagInit.get(op, self.name, new_args, self.arg_names)
        return self

    def __str__(self) -> str:
        text = "(" + str(self.op)
        if self.name is not None:
            text += ":$" + self.name.value
        if self.args:
            parts = []
            for arg, arg_name in zip(self.args, self.arg_names):
                parts.append(
                    str(arg) if arg_name is None else f"{arg}:${arg_name.value}"
                )
            text += " " + ", ".join(parts)
        return text + ")"
