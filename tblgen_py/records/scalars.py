"""LLVM's Init base classes and the scalar values: ``?``, bits, ints, strings.

Every constructor is a ``get`` classmethod that returns the unique instance
for its operands; ``resolve`` substitutes variables through a resolver and
folds operators, ``__str__`` prints the value as ``--print-records`` does.
A bit of a not yet known value is a ``VarBitInit`` (here, as ``get_bit`` makes
it); lists and dags are in ``composites``, references in ``references``.
"""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records.types import (
    BIT,
    INT,
    STRING,
    BitsRecTy,
    RecordRecTy,
    RecTy,
    bits_type,
)

if TYPE_CHECKING:
    from tblgen_py.records.resolve import Resolver

_INT64_MASK = (1 << 64) - 1
_new = object.__new__


def join_text(parts: Sequence[str], sep: str = "") -> str:
    """Join strings as llvm-tblgen joins bytes: split UTF-8 sequences rejoin."""
    text = sep.join(parts)
    if text.isascii():
        return text
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")


def wrap64(value: int) -> int:
    """Wrap a Python int to int64 two's complement, as C++ arithmetic does."""
    value &= _INT64_MASK
    return value - (1 << 64) if value >> 63 else value


class Init:
    """Base of every value.

    ``has_refs`` is False for values that no resolver can change (literals,
    records, and lists/dags/bits made only of those): resolving them is skipped.
    """

    __slots__ = ("__weakref__",)
    has_refs: bool = True

    def is_complete(self) -> bool:
        """False if the value is or contains ``?``."""
        return True

    def is_concrete(self) -> bool:
        """True if the value contains no unresolved references."""
        return False

    def as_unquoted(self) -> str:
        """The printed form without string quotes."""
        return str(self)

    def convert_to(self, ty: RecTy) -> Init | None:
        """LLVM's convertInitializerTo."""
        return None

    def convert_bit_range(self, bits: Sequence[int]) -> Init | None:
        """The bits ``bits`` of this value as a BitsInit, or None."""
        return None

    def get_field_type(self, name: StringInit) -> RecTy | None:
        """The type of field ``name`` of this record-valued value."""
        return None

    def resolve(self, r: Resolver) -> Init:
        """Substitute variables and fold operators."""
        return self

    def get_bit(self, bit: int) -> Init:
        """Bit ``bit`` of this value."""
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"


class UnsetInit(Init):
    """The uninitialized value ``?``."""

    __slots__ = ()
    has_refs = False

    def is_complete(self) -> bool:
        return False

    def is_concrete(self) -> bool:
        return True

    def convert_to(self, ty: RecTy) -> Init | None:
        return self

    def __str__(self) -> str:
        return "?"


UNSET = UnsetInit()


class ArgumentInit(Init):
    """A template argument: positional (index) or named (qualified name)."""

    __slots__ = ("value", "index", "name", "has_refs")
    _pool: dict[tuple[object, ...], ArgumentInit] = {}

    def __init__(self, value: Init, index: int | None, name: Init | None) -> None:
        self.value = value
        self.index = index
        self.name = name
        self.has_refs = value.has_refs

    @classmethod
    def get(
        cls, value: Init, index: int | None = None, name: Init | None = None
    ) -> ArgumentInit:
        """Return the interned argument."""
        key = (value, index, name)
        inst = _ARGUMENT_POOL.get(key)
        if inst is None:
            inst = _ARGUMENT_POOL[key] = _new(cls)  # __init__, inlined (hot)
            inst.value, inst.index, inst.name = value, index, name
            inst.has_refs = value.has_refs
        return inst

    def clone_with_value(self, value: Init) -> ArgumentInit:
        """The same argument slot holding another value."""
        return ArgumentInit.get(value, self.index, self.name)

    def is_complete(self) -> bool:
        return self.value.is_complete()

    def is_concrete(self) -> bool:
        return self.value.is_concrete()

    def resolve(self, r: Resolver) -> Init:
        if not self.has_refs:
            return self
        new = self.value.resolve(r)
        return self if new is self.value else self.clone_with_value(new)

    def __str__(self) -> str:
        if self.name is None:
            return f"{self.index}: {self.value}"
        return f"{self.name}: {self.value}"


_ARGUMENT_POOL = ArgumentInit._pool  # a global load is cheaper than a class attribute


class TypedInit(Init):
    """A value with a type."""

    __slots__ = ("type",)

    def __init__(self, ty: RecTy) -> None:
        self.type = ty

    def convert_to(self, ty: RecTy) -> Init | None:
        own = self.type
        if own is ty or own.type_is_a(ty):
            return self
        if own is BIT and type(ty) is BitsRecTy and ty.size == 1:
            return BitsInit.get((self,))
        return None

    def convert_bit_range(self, bits: Sequence[int]) -> Init | None:
        ty = self.type
        if type(ty) is not BitsRecTy:
            return None
        new_bits: list[Init] = []
        for bit in bits:
            if bit >= ty.size:
                return None
            new_bits.append(VarBitInit.get(self, bit))
        return BitsInit.get(new_bits)

    def get_field_type(self, name: StringInit) -> RecTy | None:
        ty = self.type
        if type(ty) is RecordRecTy:
            for cls in ty.classes:
                field = cls.get_value(name)
                if field is not None:
                    return field.type
        return None

    def get_bit(self, bit: int) -> Init:
        if self.type is BIT:
            return self
        return VarBitInit.get(self, bit)


class BitInit(TypedInit):
    """``0`` or ``1`` of type bit."""

    __slots__ = ("value",)
    has_refs = False

    def __init__(self, value: bool) -> None:
        self.type = BIT  # TypedInit.__init__, inlined (hot)
        self.value = value

    @staticmethod
    def get(value: object) -> BitInit:
        """Return TRUE or FALSE."""
        return TRUE if value else FALSE

    def is_concrete(self) -> bool:
        return True

    def get_bit(self, bit: int) -> Init:
        return self

    def convert_to(self, ty: RecTy) -> Init | None:
        if ty is BIT:
            return self
        if ty is INT:
            return IntInit.get(1 if self.value else 0)
        if type(ty) is BitsRecTy and ty.size == 1:
            return BitsInit.get((self,))
        return None

    def __str__(self) -> str:
        return "1" if self.value else "0"


TRUE = BitInit(True)
FALSE = BitInit(False)


class BitsInit(TypedInit):
    """``{ a, b, c }``: a fixed number of bits, bit 0 first in ``bits``."""

    __slots__ = ("bits", "has_refs")
    _pool: dict[tuple[Init, ...], BitsInit] = {}

    def __init__(self, bits: tuple[Init, ...]) -> None:
        self.type = bits_type(len(bits))  # TypedInit.__init__, inlined (hot)
        self.bits = bits
        self.has_refs = any(b.has_refs for b in bits)

    @classmethod
    def get(cls, bits: Sequence[Init]) -> BitsInit:
        """Return the interned bits value."""
        key = tuple(bits)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(key)
        return inst

    def get_bit(self, bit: int) -> Init:
        return self.bits[bit]

    def is_complete(self) -> bool:
        return all(b.is_complete() for b in self.bits)

    def is_concrete(self) -> bool:
        return not self.has_refs or all(b.is_concrete() for b in self.bits)

    def convert_to(self, ty: RecTy) -> Init | None:
        if ty is BIT:
            return self.bits[0] if len(self.bits) == 1 else None
        if type(ty) is BitsRecTy:
            return self if ty.size == len(self.bits) else None
        if ty is INT:
            result = 0
            for index, bit in enumerate(self.bits):
                if type(bit) is not BitInit:
                    return None
                if bit.value:
                    result |= 1 << index
            return IntInit.get(wrap64(result))
        return None

    def convert_bit_range(self, bits: Sequence[int]) -> Init | None:
        own = self.bits
        if any(b >= len(own) for b in bits):
            return None
        return BitsInit.get([own[b] for b in bits])

    def resolve(self, r: Resolver) -> Init:
        if not self.has_refs:
            return self
        changed = False
        new_bits: list[Init] = []
        cached_ref: Init | None = None
        cached_resolved: Init | None = None
        keep_unset = r.keep_unset_bits
        for cur in self.bits:
            if type(cur) is VarBitInit:
                if cur.var is not cached_ref:
                    cached_ref = cur.var
                    cached_resolved = cached_ref.resolve(r)
                assert cached_resolved is not None
                new = cached_resolved.get_bit(cur.bit)
            elif type(cur) is BitInit:
                new = cur
            else:
                new = cur.resolve(r).get_bit(0)
            if new is UNSET and keep_unset:
                new = cur
            if new is not cur:
                changed = True
            new_bits.append(new)
        return BitsInit.get(new_bits) if changed else self

    def __str__(self) -> str:
        return "{ " + ", ".join(str(b) for b in reversed(self.bits)) + " }"


class IntInit(TypedInit):
    """A 64-bit integer."""

    __slots__ = ("value",)
    _pool: dict[int, IntInit] = {}
    has_refs = False

    def __init__(self, value: int) -> None:
        self.type = INT  # TypedInit.__init__, inlined (hot)
        self.value = value

    @classmethod
    def get(cls, value: int) -> IntInit:
        """Return the interned integer."""
        inst = cls._pool.get(value)
        if inst is None:
            inst = cls._pool[value] = cls(value)
        return inst

    def is_concrete(self) -> bool:
        return True

    def get_bit(self, bit: int) -> Init:
        return TRUE if bit < 64 and (self.value >> bit) & 1 else FALSE

    def convert_to(self, ty: RecTy) -> Init | None:
        if ty is INT:
            return self
        value = self.value
        if ty is BIT:
            return BitInit.get(value) if value in (0, 1) else None
        if type(ty) is BitsRecTy:
            size = ty.size
            if size < 64 and value >> size != 0 and value >> (size - 1) != -1:
                return None
            return BitsInit.get([self.get_bit(i) for i in range(size)])
        return None

    def convert_bit_range(self, bits: Sequence[int]) -> Init | None:
        if any(b >= 64 for b in bits):
            return None
        return BitsInit.get([self.get_bit(b) for b in bits])

    def __str__(self) -> str:
        return str(self.value)


class StringInit(TypedInit):
    """A string or code (``[{...}]``) literal."""

    __slots__ = ("value", "is_code")
    _pool: dict[str, StringInit] = {}  # strings; code fragments in _code_pool
    _code_pool: dict[str, StringInit] = {}
    has_refs = False

    def __init__(self, value: str, is_code: bool) -> None:
        self.type = STRING  # TypedInit.__init__, inlined (hot)
        self.value = value
        self.is_code = is_code

    @classmethod
    def get(cls, value: str, is_code: bool = False) -> StringInit:
        """Return the interned string."""
        inst = (_CODE_POOL if is_code else _STRING_POOL).get(value)
        if inst is None:
            inst = _new(cls)  # __init__'s Python frame, inlined (hot)
            inst.type, inst.value, inst.is_code = STRING, value, is_code
            (_CODE_POOL if is_code else _STRING_POOL)[value] = inst
        return inst

    def is_concrete(self) -> bool:
        return True

    def convert_to(self, ty: RecTy) -> Init | None:
        return self if ty is STRING else None

    def as_unquoted(self) -> str:
        return self.value

    def __str__(self) -> str:
        if self.is_code:
            return f"[{{{self.value}}}]"
        return f'"{self.value}"'


# The pools as module globals: a global load is cheaper than a class attribute's.
_STRING_POOL = StringInit._pool
_CODE_POOL = StringInit._code_pool


class AnonymousNameInit(TypedInit):
    """The provisional name ``anonymous_N`` of an anonymous record."""

    __slots__ = ("number",)

    def __init__(self, number: int) -> None:
        self.type = STRING  # TypedInit.__init__, inlined (hot)
        self.number = number

    def name_init(self) -> StringInit:
        """The name as a string value."""
        return StringInit.get(str(self))

    def resolve(self, r: Resolver) -> Init:
        new = r.resolve(self)
        if new is None:
            new = self
        if r.is_final and type(new) is AnonymousNameInit:
            return new.name_init()
        return new

    def as_unquoted(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return f"anonymous_{self.number}"


class VarBitInit(TypedInit):
    """Bit ``bit`` of an unresolved value: ``x{3}``."""

    __slots__ = ("var", "bit")
    _pool: dict[tuple[object, int], VarBitInit] = {}

    def __init__(self, var: TypedInit, bit: int) -> None:
        self.type = BIT  # TypedInit.__init__, inlined (hot)
        self.var = var
        self.bit = bit

    @classmethod
    def get(cls, var: TypedInit, bit: int) -> VarBitInit:
        """Return the interned bit reference."""
        key = (var, bit)
        inst = cls._pool.get(key)
        if inst is None:
            inst = cls._pool[key] = cls(var, bit)
        return inst

    def get_bit(self, bit: int) -> Init:
        return self

    def resolve(self, r: Resolver) -> Init:
        new = self.var.resolve(r)
        return self if new is self.var else new.get_bit(self.bit)

    def __str__(self) -> str:
        return f"{self.var}{{{self.bit}}}"
