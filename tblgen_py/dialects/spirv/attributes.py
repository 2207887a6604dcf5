"""SPIR-V's attributes written in C++ (MLIR's ``SPIRVAttributes.cpp``):
``#spirv.vce``, ``#spirv.target_env`` and ``#spirv.interface_var_abi``, with
their syntax and diagnostics; the dialect's other attributes are generated.

MLIR's ``SPIRVDialect::parseAttribute`` rejects a trailing type on any of
them (``unexpected type``) and an unknown kind (``UnknownAttribute``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tblgen_py.dialects.spirv.spirv_enums import enum_keyword, enum_name
from tblgen_py.dialects.spirv.type_syntax import parse_enum_case, parse_keyword
from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ods.attr_params import ATTR, INT, ArrayOf, Codec
from tblgen_py.runtime.ods.attrdef import DialectAttribute, Parameter

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

UNKNOWN_DEVICE_ID = 0x7FFFFFFF
"""``TargetEnvAttr::kUnknownDeviceID``."""
_VALUE = Codec()


class SPIRVAttribute(DialectAttribute):
    """Base of the C++-defined SPIR-V attributes: parsed by ``parse_body``."""

    __slots__ = ()
    DIALECT: ClassVar[str] = "spirv"

    @classmethod
    def has_parser(cls) -> bool:
        """Their syntax is here."""
        return True

    @classmethod
    def parse_with_mnemonic(cls, parser: DialectAsmParser, type: object) -> object:
        """``parseAttribute``: no trailing type, then the kind's body."""
        at = parser.current_location()
        parse_keyword(parser)
        if type is not None:
            parser.error("unexpected type", at)
        return cls.parse_body(parser)

    @classmethod
    def parse_body(cls, parser: DialectAsmParser) -> object:
        """The text after the mnemonic."""
        raise NotImplementedError

    def print(self, printer: DialectAsmPrinter) -> None:
        """The text after the mnemonic."""
        raise NotImplementedError


def _uint32(parser: DialectAsmParser, value: int) -> int:
    """``parseInteger`` into a ``uint32_t`` (negative values wrap)."""
    return value % (1 << 32)


def _keyword_list(parser: DialectAsmParser, enum: str, what: str) -> list[object]:
    """``parseKeywordList``: `[` (keyword (`,` keyword)*)? `]`, each a case of
    ``enum`` (``unknown <what>: <keyword>`` otherwise)."""
    parser.parse_punct("[")
    if parser.parse_optional_punct("]"):
        return []

    def element() -> object:
        return parse_enum_case(parser, enum, f"unknown {what}")

    found = parser.parse_comma_separated_list(element)
    parser.parse_punct("]")
    return found


class VerCapExtAttr(SPIRVAttribute):
    """``#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>``."""

    __slots__ = ("version", "capabilities", "extensions")
    version: object
    capabilities: tuple[object, ...]
    extensions: tuple[object, ...]
    MNEMONIC = "vce"
    DEF_NAME = "VerCapExtAttr"
    CPP_CLASS = "VerCapExtAttr"
    CPP_NAME = "mlir::spirv::VerCapExtAttr"
    PARAMETERS = (
        Parameter("version", _VALUE, "Version"),
        Parameter("capabilities", ArrayOf(_VALUE), "ArrayRef<Capability>"),
        Parameter("extensions", ArrayOf(_VALUE), "ArrayRef<Extension>"),
    )

    @classmethod
    def get(
        cls, version: object, capabilities: list[object], extensions: list[object]
    ) -> VerCapExtAttr:
        """``VerCapExtAttr::get`` (generated enum members)."""
        return cls.build(version, tuple(capabilities), tuple(extensions))

    @classmethod
    def parse_body(cls, parser: DialectAsmParser) -> object:
        """`<` version `,` `[` capabilities `]` `,` `[` extensions `]` `>`."""
        parser.parse_punct("<")
        at = parser.current_location()
        keyword = parse_keyword(parser)
        parser.parse_punct(",")
        version = enum_keyword("Version", keyword)
        if version is None:
            parser.error(f"unknown version: {keyword}", at)
        capabilities = _keyword_list(parser, "Capability", "capability")
        parser.parse_punct(",")
        extensions = _keyword_list(parser, "Extension", "extension")
        parser.parse_punct(">")
        return cls.get(version, capabilities, extensions)

    def print(self, printer: DialectAsmPrinter) -> None:
        """``<v1.0, [Shader], []>``."""
        caps = ", ".join(enum_name(cap) for cap in self.capabilities)
        exts = ", ".join(enum_name(ext) for ext in self.extensions)
        printer.write(f"<{enum_name(self.version)}, [{caps}], [{exts}]>")


class TargetEnvAttr(SPIRVAttribute):
    """``#spirv.target_env<#spirv.vce<...>, api=Vulkan, NVIDIA:DiscreteGPU:1,
    #spirv.resource_limits<...>>``."""

    __slots__ = (
        "triple",
        "client_api",
        "vendor_id",
        "device_type",
        "device_id",
        "resource_limits",
    )
    triple: Attribute
    client_api: object
    vendor_id: object
    device_type: object
    device_id: int
    resource_limits: Attribute
    MNEMONIC = "target_env"
    DEF_NAME = "TargetEnvAttr"
    CPP_CLASS = "TargetEnvAttr"
    CPP_NAME = "mlir::spirv::TargetEnvAttr"
    PARAMETERS = (
        Parameter("triple", ATTR, "VerCapExtAttr"),
        Parameter("client_api", _VALUE, "ClientAPI"),
        Parameter("vendor_id", _VALUE, "Vendor"),
        Parameter("device_type", _VALUE, "DeviceType"),
        Parameter("device_id", INT, "uint32_t"),
        Parameter("resource_limits", ATTR, "ResourceLimitsAttr"),
    )

    @classmethod
    def parse_body(cls, parser: DialectAsmParser) -> object:
        """`<` vce `,` (`api` `=` api `,`)? (vendor (`:` type (`:` id)?)? `,`)?
        limits `>`."""
        parser.parse_punct("<")
        triple = _parse_kind(parser, "vce")
        parser.parse_punct(",")
        api = enum_keyword("ClientAPI", "Unknown")
        if parser.parse_optional_keyword("api") is not None:
            parser.parse_punct("=")
            api = parse_enum_case(parser, "ClientAPI", "unknown client API")
            parser.parse_punct(",")
        vendor = enum_keyword("Vendor", "Unknown")
        device_type = enum_keyword("DeviceType", "Unknown")
        device_id = UNKNOWN_DEVICE_ID
        at = parser.current_location()
        keyword = parser.parse_optional_keyword()
        if keyword is not None:
            vendor = enum_keyword("Vendor", keyword)
            if vendor is None:
                parser.error(f"unknown vendor: {keyword}", at)
            if parser.parse_optional_punct(":"):
                device_type = parse_enum_case(
                    parser, "DeviceType", "unknown device type"
                )
                if parser.parse_optional_punct(":"):
                    device_id = _uint32(parser, parser.parse_integer())
            parser.parse_punct(",")
        limits = _parse_kind(parser, "resource_limits")
        parser.parse_punct(">")
        return cls.build(triple, api, vendor, device_type, device_id, limits)

    def print(self, printer: DialectAsmPrinter) -> None:
        """Unknown API, vendor, device type and id are left out."""
        text = "<" + printer.printer.print_attribute(self.triple)
        if enum_name(self.client_api) != "Unknown":
            text += f", api={enum_name(self.client_api)}"
        if enum_name(self.vendor_id) != "Unknown":
            text += f", {enum_name(self.vendor_id)}"
            if enum_name(self.device_type) != "Unknown":
                text += f":{enum_name(self.device_type)}"
                if self.device_id != UNKNOWN_DEVICE_ID:
                    text += f":{self.device_id}"
        limits = printer.printer.print_attribute(self.resource_limits)
        printer.write(f"{text}, {limits}>")


def _parse_kind(parser: DialectAsmParser, mnemonic: str) -> Attribute:
    """``parseAttribute(XAttr &)``: an attribute that must be ``#spirv.<mnemonic>``."""
    at = parser.current_location()
    attr = parser.parse_attribute()
    if getattr(attr, "DIALECT_MNEMONIC", None) != ("spirv", mnemonic):
        parser.error("invalid kind of attribute specified", at)
    return attr


class InterfaceVarABIAttr(SPIRVAttribute):
    """``#spirv.interface_var_abi<(0, 1), StorageBuffer>``."""

    __slots__ = ("descriptor_set", "binding", "storage_class")
    descriptor_set: int
    binding: int
    storage_class: object
    MNEMONIC = "interface_var_abi"
    DEF_NAME = "InterfaceVarABIAttr"
    CPP_CLASS = "InterfaceVarABIAttr"
    CPP_NAME = "mlir::spirv::InterfaceVarABIAttr"
    PARAMETERS = (
        Parameter("descriptor_set", INT, "uint32_t"),
        Parameter("binding", INT, "uint32_t"),
        Parameter("storage_class", _VALUE, "std::optional<StorageClass>"),
    )

    @classmethod
    def parse_body(cls, parser: DialectAsmParser) -> object:
        """`<` `(` set `,` binding `)` (`,` storage-class)? `>`."""
        parser.parse_punct("<")
        parser.parse_punct("(")
        descriptor_set = _required_uint32(parser, "missing descriptor set")
        parser.parse_punct(",")
        binding = _required_uint32(parser, "missing binding")
        parser.parse_punct(")")
        storage = None
        if parser.parse_optional_punct(","):
            storage = parse_enum_case(parser, "StorageClass", "unknown storage class")
        parser.parse_punct(">")
        return cls.build(descriptor_set, binding, storage)

    def print(self, printer: DialectAsmPrinter) -> None:
        """``<(0, 1)>`` or ``<(0, 1), Uniform>``."""
        text = f"<({self.descriptor_set}, {self.binding})"
        if self.storage_class is not None:
            text += ", " + enum_name(self.storage_class)
        printer.write(text + ">")


def _required_uint32(parser: DialectAsmParser, message: str) -> int:
    at = parser.current_location()
    value = parser.parse_optional_integer()
    if value is None:
        parser.error(message, at)
    return _uint32(parser, value)


class UnknownAttribute:
    """What ``#spirv.<kind>`` with no SPIR-V attribute of that kind reads as:
    MLIR's ``unknown SPIR-V attribute kind`` error at the kind."""

    DIALECT = "spirv"
    MNEMONIC = None

    @classmethod
    def has_parser(cls) -> bool:
        """It parses (to report the error)."""
        return True

    @classmethod
    def parse_with_mnemonic(cls, parser: DialectAsmParser, type: object) -> object:
        """Report the unknown kind (or the type SPIR-V attributes never have)."""
        at = parser.current_location()
        keyword = parse_keyword(parser)
        if type is not None:
            parser.error("unexpected type", at)
        parser.error(f"unknown SPIR-V attribute kind: {keyword}", at)


ATTRIBUTE_CLASSES: tuple[type[SPIRVAttribute], ...] = (
    VerCapExtAttr,
    TargetEnvAttr,
    InterfaceVarABIAttr,
)
