"""Base classes of generated dialect attributes and types (AttrDef / TypeDef).

A generated class declares ``DIALECT``, ``MNEMONIC``, ``DEF_NAME`` (the def's
name, used in parse errors), ``PARAMETERS`` (one ``Parameter`` each: name,
codec, C++ type, default) and either a ``FORMAT`` (the declarative assembly
format), ``CUSTOM_ASSEMBLY = True`` (Python hooks registered with
``register_assembly_hooks``) or neither (the mnemonic alone).  Values are
uniqued like the builtin ones: ``Cls.get(...)`` returns the one instance with
those parameters, so ``==`` is identity; ``verify`` runs a hook registered with
``register_verifier`` when the def sets ``genVerifyDecl``.

Printing: ``print_mlir(printer)`` gives ``#dialect.mnemonic<...>`` (MLIR's pretty
form, or ``#dialect<"...">`` when the body is not simple); ``print_stripped``
gives the body after the mnemonic (``<fast>``) as ``printStrippedAttrOrType``
prints it inside op and parameter formats, and ``print(printer)`` writes it.  Parsing:
``parse(parser, type)`` reads the body after the mnemonic.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, TypeVar

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.dialect import dialect_alias
from tblgen_py.runtime.ir.operation import VerifyError
from tblgen_py.runtime.ir.types import NoneType, Type, intern
from tblgen_py.runtime.ods.attr_format import Format
from tblgen_py.runtime.ods.attr_params import Codec, register_dialect_class
from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter
from tblgen_py.runtime.text.print_rules import dialect_symbol

if TYPE_CHECKING:
    from tblgen_py.runtime.text.attr_printer import AttrTypePrinter

_V = TypeVar("_V", bound="DialectValue")
VerifyFn = Callable[..., "str | None"]
ParseFn = Callable[[DialectAsmParser, "Type | None"], object]
PrintFn = Callable[[object, DialectAsmPrinter], None]
_VERIFIERS: dict[tuple[str, str], VerifyFn] = {}
_ASSEMBLY: dict[tuple[str, str], tuple[ParseFn, PrintFn]] = {}


class _NoDefault:
    """The default of a required parameter (or one Python cannot compute)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NO_DEFAULT"


NO_DEFAULT = _NoDefault()


class Parameter:
    """One parameter: its name, codec, C++ type and (if optional) default value."""

    __slots__ = (
        "name",
        "codec",
        "cpp_type",
        "optional",
        "default",
        "self_type",
        "attr",
    )

    def __init__(
        self,
        name: str,
        codec: Codec,
        cpp_type: str,
        optional: bool = False,
        default: object = None,
        self_type: bool = False,
        attr: str | None = None,
    ) -> None:
        self.name = name
        self.attr = attr or name
        """The Python accessor (``element_type`` for ``$elementType``)."""
        self.codec = codec
        self.cpp_type = cpp_type
        self.optional = optional
        self.default = default if optional else NO_DEFAULT
        self.self_type = self_type


def register_verifier(owner: str, verify: VerifyFn) -> None:
    """``verify(*parameters)`` of ``owner`` (``dialect.CppClass``): an error
    message, or None when the parameters are valid (``genVerifyDecl``)."""
    dialect, _, cls = owner.partition(".")
    _VERIFIERS[(dialect, cls)] = verify


def register_assembly_hooks(owner: str, parse: ParseFn, print: PrintFn) -> None:
    """``parse(parser, type)`` and ``print(value, printer)`` of a def with
    ``hasCustomAssemblyFormat`` (the text after the mnemonic)."""
    dialect, _, cls = owner.partition(".")
    _ASSEMBLY[(dialect, cls)] = (parse, print)


class DialectValue:
    """What dialect attributes and types share (mixed into Attribute / Type)."""

    __slots__ = ()
    PREFIX: ClassVar[str] = "#"
    DIALECT: ClassVar[str] = ""
    MNEMONIC: ClassVar[str | None] = None
    DEF_NAME: ClassVar[str] = ""
    CPP_CLASS: ClassVar[str] = ""
    CPP_NAME: ClassVar[str] = ""
    PARAMETERS: ClassVar[tuple[Parameter, ...]] = ()
    FORMAT: ClassVar[Format | None] = None
    CUSTOM_ASSEMBLY: ClassVar[bool] = False
    GEN_VERIFY: ClassVar[bool] = False
    DIALECT_MNEMONIC: ClassVar[tuple[str, str | None]] = ("", None)
    """``(DIALECT, MNEMONIC)``: what ``isa`` checks of a dialect class compare."""
    CPP_CLASS_NAMES: ClassVar[tuple[str, ...]] = ()
    """The C++ names ``isa`` may give the class (with and without ``::``)."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.DIALECT_MNEMONIC = (cls.DIALECT, cls.MNEMONIC)
        if "DEF_NAME" in cls.__dict__:
            register_dialect_class(cls.CPP_NAME, cls)
            cls.CPP_CLASS_NAMES = (cls.CPP_NAME, "::" + cls.CPP_NAME)

    # -- construction --------------------------------------------------------
    @classmethod
    def build(cls: type[_V], *values: object) -> _V:
        """The uniqued instance with ``values`` (verified when ``GEN_VERIFY``)."""
        stored = tuple(
            _stored(param, value) for param, value in zip(cls.PARAMETERS, values)
        )
        if cls.GEN_VERIFY:
            cls.verify(*stored)
        names = {param.attr: value for param, value in zip(cls.PARAMETERS, stored)}
        return intern(cls, *stored, **names)

    @classmethod
    def verify(cls, *values: object) -> None:
        """Run the registered verifier; raise VerifyError with its message."""
        hook = _VERIFIERS.get((cls.DIALECT, cls.CPP_CLASS))
        if hook is None:
            return
        message = hook(*values)
        if message:
            raise VerifyError(message)

    def parameters(self) -> tuple[object, ...]:
        """The parameter values, in declaration order."""
        return tuple(getattr(self, param.attr) for param in self.PARAMETERS)

    def sub_elements(self) -> list[object]:
        """Nested attributes and types (alias collection)."""
        out: list[object] = []
        for param in self.PARAMETERS:
            value = getattr(self, param.attr)
            if value is not None and not param.self_type:
                out += param.codec.sub_elements(value)
        return out

    def alias_name(self) -> str | None:
        """The alias name the dialect's OpAsmDialectInterface gives this value."""
        return dialect_alias(self.DIALECT, self)  # type: ignore[arg-type]

    # -- parsing -------------------------------------------------------------
    @classmethod
    def has_parser(cls) -> bool:
        """Whether text of this class can be parsed: it has a mnemonic and every
        Python hook its format needs is registered (else it stays opaque)."""
        if cls.CUSTOM_ASSEMBLY:
            return (cls.DIALECT, cls.CPP_CLASS) in _ASSEMBLY
        if cls.MNEMONIC is None:
            return False
        return cls.FORMAT is None or cls.FORMAT.hooks_registered(cls)

    @classmethod
    def parse_with_mnemonic(cls, parser: DialectAsmParser, type: Type | None) -> object:
        """Read ``mnemonic`` and then the body."""
        assert cls.MNEMONIC is not None
        parser.parse_keyword(cls.MNEMONIC)
        return cls.parse(parser, type)

    @classmethod
    def parse(cls, parser: DialectAsmParser, type: Type | None) -> object:
        """Read the text after the mnemonic (MLIR's generated ``parse``)."""
        if cls.CUSTOM_ASSEMBLY:
            hooks = _ASSEMBLY.get((cls.DIALECT, cls.CPP_CLASS))
            if hooks is None:
                parser.error(
                    f"no Python parser registered for {cls.DIALECT}.{cls.CPP_CLASS} "
                    "(register_assembly_hooks)"
                )
            return hooks[0](parser, type)
        start = parser.current_location()
        values = cls.FORMAT.parse(parser, cls) if cls.FORMAT is not None else {}
        ordered: list[object] = []
        for param in cls.PARAMETERS:
            if param.self_type:
                ordered.append(_self_type(parser, param, type, start))
            else:
                ordered.append(_value_or_default(values, param))
        try:
            return cls.build(*ordered)
        except VerifyError as exc:
            parser.error(str(exc), start)

    # -- printing ------------------------------------------------------------
    def print(self, printer: DialectAsmPrinter) -> None:
        """Write the text after the mnemonic (MLIR's generated ``print``)."""
        if self.CUSTOM_ASSEMBLY:
            hooks = _ASSEMBLY.get((self.DIALECT, self.CPP_CLASS))
            if hooks is None:
                raise ValueError(
                    f"no Python printer registered for {self.DIALECT}.{self.CPP_CLASS}"
                )
            hooks[1](self, printer)
        elif self.FORMAT is not None:
            self.FORMAT.print(printer, self)

    def print_body(self, printer: AttrTypePrinter) -> str:
        """The text after the mnemonic."""
        out = DialectAsmPrinter(printer)
        self.print(out)
        return out.text()

    def print_stripped(self, printer: AttrTypePrinter) -> str:
        """``printStrippedAttrOrType``: the body alone (``<fast>``), as op and
        parameter formats print a value whose class they know; empty when the
        class prints nothing after its mnemonic (then print it in full)."""
        return self.print_body(printer)

    def print_mlir(self, printer: AttrTypePrinter) -> str:
        """``#dialect.mnemonic<...>`` (``!`` for types)."""
        body = (self.MNEMONIC or "") + self.print_body(printer)
        text = dialect_symbol(self.PREFIX, self.DIALECT, body)
        self_type = next((p for p in self.PARAMETERS if p.self_type), None)
        if self_type is not None:
            value = getattr(self, self_type.attr)
            if isinstance(value, Type) and not isinstance(value, NoneType):
                text += " : " + printer.print_type(value)
        return text


def _stored(param: Parameter, value: object) -> object:
    """The normalized value; an omitted optional parameter takes its default,
    an empty optional array is omitted."""
    if value is None:
        return None if param.default is NO_DEFAULT else param.default
    stored = param.codec.normalize(value)
    if stored == () and param.optional and param.default in (None, NO_DEFAULT):
        return None  # an empty optional ArrayRef is the absent one in C++
    return stored


def _value_or_default(values: dict[str, object], param: Parameter) -> object:
    """A parsed value, or the default of an absent optional parameter."""
    if param.name in values and values[param.name] is not None:
        return values[param.name]
    return None if param.default is NO_DEFAULT else param.default


def _self_type(
    parser: DialectAsmParser, param: Parameter, type: Type | None, at: int
) -> object:
    """An attribute's self type: the trailing ``: type`` (MLIR's checks)."""
    if type is not None:
        return type
    if not param.optional:
        parser.error("expected a trailing type", at)
    return NoneType.get() if param.default is NO_DEFAULT else param.default


class DialectAttribute(DialectValue, Attribute):
    """Base of generated AttrDef classes: ``#dialect.mnemonic<...>``."""

    __slots__ = ()


class DialectType(DialectValue, Type):
    """Base of generated TypeDef classes: ``!dialect.mnemonic<...>``."""

    __slots__ = ()
    PREFIX: ClassVar[str] = "!"
