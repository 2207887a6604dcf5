"""The ``Dialect``: the unit of registration (ops, attributes, types, asm hooks).

A dialect owns its op classes (by operation name), its attribute and type
classes (by mnemonic, each with ``parse``/``print``) and an
``OpAsmDialectInterface`` naming aliases.  The ``Context`` loads dialects; the
text parser hands ``#dialect.mnemonic<...>`` and ``!dialect.mnemonic<...>`` to
the loaded dialect (see ``parse_attribute``/``parse_type``) and the printer asks
it for alias names.  A dialect that is not loaded keeps the opaque fallback.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.attributes import Attribute
    from tblgen_py.runtime.ir.operation import Operation
    from tblgen_py.runtime.ir.types import Type
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser


class DialectValueClass(Protocol):
    """What a dialect attribute or type class offers the dialect."""

    @property
    def DIALECT(self) -> str:  # noqa: N802 - the generated class constant
        """The dialect's namespace."""
        ...

    @property
    def MNEMONIC(self) -> str | None:  # noqa: N802
        """The mnemonic after ``#dialect.`` / ``!dialect.`` (None: not parseable)."""
        ...

    @classmethod
    def has_parser(cls) -> bool:
        """Whether text of this class can be parsed (format or registered hook)."""
        ...

    @classmethod
    def parse_with_mnemonic(cls, parser: DialectAsmParser, type: Type | None) -> object:
        """Parse ``mnemonic<...>`` (the mnemonic is the current token)."""
        ...


class OpAsmDialectInterface:
    """MLIR's ``OpAsmDialectInterface``: the alias a value prints under.

    ``get_alias`` returns the alias name (``"map"`` prints ``#map``) or None.
    Set a dialect's interface with ``Dialect(..., asm_interface=...)``.
    """

    def get_alias(self, value: Attribute | Type) -> str | None:
        """MLIR's ``getAlias``: the alias name of ``value``, or None."""
        return None


UNKNOWN_OPERATIONS_ALLOWED = frozenset({"llvm", "nvvm", "rocdl", "shape", "spirv"})
"""MLIR's dialects whose ``initialize`` calls ``allowUnknownOperations()``."""


class Dialect:
    """A namespace of registered op, attribute and type classes.

    ``allows_unknown_operations``: ops of the namespace that no class
    registers still verify (``Dialect::allowsUnknownOperations``; MLIR's
    ``UNKNOWN_OPERATIONS_ALLOWED``, or any after ``allow_unknown_operations``).
    """

    __slots__ = (
        "name",
        "ops",
        "attributes",
        "types",
        "asm_interface",
        "allows_unknown_operations",
        "unknown_attribute",
        "unknown_type",
    )

    def __init__(
        self,
        name: str,
        ops: Iterable[type[Operation]] = (),
        attributes: Iterable[type[DialectValueClass]] = (),
        types: Iterable[type[DialectValueClass]] = (),
        asm_interface: OpAsmDialectInterface | None = None,
    ) -> None:
        self.name = name
        self.ops: dict[str, type[Operation]] = {}
        self.attributes: dict[str, type[DialectValueClass]] = {}
        self.types: dict[str, type[DialectValueClass]] = {}
        self.asm_interface = asm_interface or OpAsmDialectInterface()
        self.allows_unknown_operations = name in UNKNOWN_OPERATIONS_ALLOWED
        self.unknown_attribute: type[DialectValueClass] | None = None
        """The class that reads a ``#dialect.mnemonic`` no class registers
        (MLIR's dialect-level ``parseAttribute`` rejecting it); None: opaque."""
        self.unknown_type: type[DialectValueClass] | None = None
        """The same for ``!dialect.mnemonic`` (``parseType``)."""
        for op in ops:
            self.ops[op.OPERATION_NAME] = op
        for cls in attributes:
            self.add_attribute(cls)
        for cls in types:
            self.add_type(cls)

    def allow_unknown_operations(self) -> None:
        """Let unregistered ops of this dialect pass the verifier."""
        self.allows_unknown_operations = True

    def add_attribute(self, cls: type[DialectValueClass]) -> None:
        """Register an attribute class under its mnemonic (if it has one)."""
        mnemonic = cls.MNEMONIC
        if isinstance(mnemonic, str):
            self.attributes[mnemonic] = cls

    def add_type(self, cls: type[DialectValueClass]) -> None:
        """Register a type class under its mnemonic (if it has one)."""
        mnemonic = cls.MNEMONIC
        if isinstance(mnemonic, str):
            self.types[mnemonic] = cls

    def merge(self, other: Dialect) -> None:
        """Add ``other``'s classes (same namespace) to this dialect."""
        self.ops.update(other.ops)
        self.attributes.update(other.attributes)
        self.types.update(other.types)
        if other.allows_unknown_operations:
            self.allows_unknown_operations = True
        self.unknown_attribute = other.unknown_attribute or self.unknown_attribute
        self.unknown_type = other.unknown_type or self.unknown_type
        if type(other.asm_interface) is not OpAsmDialectInterface:
            self.asm_interface = other.asm_interface

    def attribute_parser(self, mnemonic: str) -> type[DialectValueClass] | None:
        """The class that parses ``#dialect.mnemonic...`` (None: keep it opaque)."""
        cls = self.attributes.get(mnemonic)
        if cls is None:
            return self.unknown_attribute
        return cls if cls.has_parser() else None

    def type_parser(self, mnemonic: str) -> type[DialectValueClass] | None:
        """The class that parses ``!dialect.mnemonic...`` (None: keep it opaque)."""
        cls = self.types.get(mnemonic)
        if cls is None:
            return self.unknown_type
        return cls if cls.has_parser() else None

    def get_alias(self, value: Attribute | Type) -> str | None:
        """The alias name this dialect gives ``value`` (OpAsmDialectInterface)."""
        return self.asm_interface.get_alias(value)


_ALIAS_HOOKS: dict[str, OpAsmDialectInterface] = {}
"""The asm interfaces of loaded dialects, by namespace (values are uniqued
process-wide, so their aliases are too)."""


def set_alias_hook(dialect: str, interface: OpAsmDialectInterface) -> None:
    """Make ``interface`` name the aliases of ``dialect``'s attributes and types."""
    _ALIAS_HOOKS[dialect] = interface


def dialect_alias(dialect: str, value: Attribute | Type) -> str | None:
    """The alias name ``dialect``'s asm interface gives ``value``, if any."""
    interface = _ALIAS_HOOKS.get(dialect)
    return None if interface is None else interface.get_alias(value)


OperationAttributeVerifier = Callable[["Operation", str, object], None]
"""``Dialect::verifyOperationAttribute``: checks one discardable attribute
``name = value`` of an op; raises ``VerifyError`` (reported on the op) or
``VerificationError`` (reported where it says)."""

_ATTRIBUTE_VERIFIERS: dict[str, OperationAttributeVerifier] = {}


def set_operation_attribute_verifier(
    dialect: str, verifier: OperationAttributeVerifier
) -> None:
    """Make ``verifier`` check the discardable attributes named ``dialect.*``."""
    _ATTRIBUTE_VERIFIERS[dialect] = verifier


def operation_attribute_verifier(dialect: str) -> OperationAttributeVerifier | None:
    """The verifier of ``dialect``'s discardable attributes, if it has one."""
    return _ATTRIBUTE_VERIFIERS.get(dialect)
