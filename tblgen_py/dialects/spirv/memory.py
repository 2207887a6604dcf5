"""The memory ops of MLIR's ``MemoryOps.cpp``/``SPIRVOps.cpp``:
``spirv.Variable``, ``spirv.GlobalVariable``, ``spirv.Load`` and
``spirv.Store`` (their syntax: the storage class as a string, the memory
access list in brackets, the decorations ``bind(set, binding)`` and
``built_in("...")``; and their verifiers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.asm_support import (
    merged_attrs,
    op_error,
    parse_operands_exactly,
    set_attributes,
)
from tblgen_py.dialects.spirv.module import enum_keyword, parse_enum_string
from tblgen_py.dialects.spirv.types import (
    array_element,
    pointer_parts,
    pointer_type,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr, SymbolRefAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.print_rules import symbol_name

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_I32 = IntegerType.get(32)
_DECORATIONS = ("descriptor_set", "binding", "built_in")


# -- decorations and memory access ---------------------------------------------
def parse_variable_decorations(parser: Parser, attrs: dict[str, object]) -> None:
    """(`bind` `(` set `,` binding `)` | `built_in` `(` string `)`)? attr-dict?"""
    if parser.parse_optional_keyword("bind"):
        parser.expect("(", "expected '('")
        attrs["descriptor_set"] = parser.parse_attribute(_I32)
        parser.expect(",", "expected ','")
        attrs["binding"] = parser.parse_attribute(_I32)
        parser.expect(")", "expected ')'")
    elif parser.parse_optional_keyword("built_in"):
        parser.expect("(", "expected '('")
        attrs["built_in"] = parser.parse_attribute()
        parser.expect(")", "expected ')'")
    attrs.update(parser.parse_optional_attr_dict())


def variable_decorations(
    printer: OpPrinter, attrs: dict[str, object], elided: list[str]
) -> str:
    """``printVariableDecorations``: ``bind(0, 1)``, ``built_in("...")``, the
    other attributes."""
    text = ""
    found = attrs.get("descriptor_set"), attrs.get("binding")
    if isinstance(found[0], IntegerAttr) and isinstance(found[1], IntegerAttr):
        elided += ["descriptor_set", "binding"]
        text += f" bind({found[0].value}, {found[1].value})"
    built_in = attrs.get("built_in")
    if built_in is not None and hasattr(built_in, "value"):
        text += f' built_in("{getattr(built_in, "value")}")'
        elided.append("built_in")
    return text + printer.attr_dict_str(attrs, elided)


def parse_memory_access(
    parser: Parser, attrs: dict[str, object], prefix: str = ""
) -> None:
    """(`[` "access" (`,` alignment)? `]`)?, into ``<prefix>memory_access``
    and ``<prefix>alignment``."""
    if parser.consume_if("[") is None:
        return
    access = parse_enum_string(parser, "memory_access")
    attrs[prefix + "memory_access"] = access
    if "Aligned" in str(access):
        parser.expect(",", "expected ','")
        attrs[prefix + "alignment"] = parser.parse_attribute(_I32)
    parser.expect("]", "expected ']'")


def memory_access(
    printer: OpPrinter, attrs: dict[str, object], elided: list[str]
) -> str:
    """`` ["Aligned", 4]`` for the op's memory access attributes."""
    elided.append("storage_class")
    access = attrs.get("memory_access")
    if access is None:
        return ""
    elided.append("memory_access")
    text = f' ["{enum_keyword(printer, access)}"'
    alignment = attrs.get("alignment")
    if "Aligned" in str(access) and isinstance(alignment, IntegerAttr):
        elided.append("alignment")
        text += f", {alignment.value}"
    return text + "]"


def verify_memory_access(op: Operation, prefix: str = "") -> None:
    """``verifyMemoryAccessAttribute``: an alignment exactly when Aligned
    (``prefix``: ``source_`` for ``verifySourceMemoryAccessAttribute``)."""
    access = op.get_attr(prefix + "memory_access")
    alignment = op.get_attr(prefix + "alignment")
    if access is None:
        if alignment is not None:
            raise VerifyError(
                "invalid alignment specification without aligned memory access "
                "specification"
            )
        return
    if "Aligned" in str(access):
        if alignment is None:
            raise VerifyError("missing alignment value")
    elif alignment is not None:
        raise VerifyError(
            "invalid alignment specification with non-aligned memory access "
            "specification"
        )


def _storage_class(attr: object) -> str:
    text = str(attr)
    return text[text.index("<") + 1 : -1] if "<" in text else text


# -- spirv.Variable --------------------------------------------------------------
@implement_op("spirv.Variable", "parse")
def parse_variable(parser: Parser, state: OperationState) -> None:
    """(`init` `(` %v `)`)? decorations `:` pointer-type"""
    init = None
    if parser.parse_optional_keyword("init"):
        parser.expect("(", "expected '('")
        init = parser.parse_operand()
        parser.expect(")", "expected ')'")
    attrs: dict[str, object] = {}
    parse_variable_decorations(parser, attrs)
    parser.expect(":", "expected ':'")
    at = parser.tok.start
    ty = parser.parse_type()
    parts = pointer_parts(ty)
    if parts is None:
        op_error(parser, "expected spirv.ptr type", at)
    state.result_types = [ty]
    if init is not None:
        state.operands = [parser.resolve_operand(init, parts[0])]
    attrs["storage_class"] = parse_storage_class(parser, parts[1])
    set_attributes(parser, state, attrs)


def parse_storage_class(parser: Parser, keyword: str) -> object:
    """``#spirv.storage_class<keyword>``."""
    sub = type(parser)(f"#spirv.storage_class<{keyword}>", parser.context)
    return sub.parse_attribute()


@implement_op("spirv.Variable", "print")
def print_variable(op: Operation, printer: OpPrinter) -> None:
    """``init(%c)`` decorations `:` type"""
    text = ""
    if op.operand_uses:
        text += f" init({printer.value_name(op.operand_uses[0].value)})"
    elided = ["storage_class"]
    text += variable_decorations(printer, merged_attrs(op), elided)
    printer.write(text + " : " + printer.type_str(op.results[0].type))


@implement_op("spirv.Variable", "verify")
def verify_variable(op: Operation) -> None:
    """Function storage only; an initializer from a constant or a global."""
    storage = _storage_class(op.get_attr("storage_class"))
    if storage != "Function":
        raise VerifyError(
            "can only be used to model function-level variables. Use "
            "spirv.GlobalVariable for module-level variables."
        )
    parts = pointer_parts(op.results[0].type)
    if parts is not None and parts[1] != storage:
        raise VerifyError("storage class must match result pointer's storage class")
    if op.operand_uses:
        owner = op.operand_uses[0].value.defining_op
        if owner is None or owner.name not in (
            "spirv.Constant",
            "spirv.mlir.referenceof",
            "spirv.mlir.addressof",
        ):
            raise VerifyError(
                "initializer must be the result of a constant or spirv.GlobalVariable op"
            )
    for name in _DECORATIONS:
        if op.get_attr(name) is not None:
            raise VerifyError(
                f"cannot have '{name}' attribute (only allowed in spirv.GlobalVariable)"
            )
    if parts is not None:
        _verify_physical_pointer(op, parts[0])


def _verify_physical_pointer(op: Operation, pointee: object) -> None:
    """A pointee pointer (or array of pointers) to PhysicalStorageBuffer needs
    exactly one of ``aliased_pointer``/``restrict_pointer``."""
    inner = pointer_parts(pointee)
    if inner is None:
        element = array_element(pointee)
        inner = pointer_parts(element) if element is not None else None
    if inner is None or inner[1] != "PhysicalStorageBuffer":
        return
    aliased = op.get_attr("aliased_pointer") is not None
    restrict = op.get_attr("restrict_pointer") is not None
    if not aliased and not restrict:
        raise VerifyError(
            " with physical buffer pointer must be decorated either "
            "'AliasedPointer' or 'RestrictPointer'"
        )
    if aliased and restrict:
        raise VerifyError(
            " with physical buffer pointer must have exactly one aliasing decoration"
        )


# -- spirv.GlobalVariable ----------------------------------------------------------
@implement_op("spirv.GlobalVariable", "parse")
def parse_global_variable(parser: Parser, state: OperationState) -> None:
    """@name (`initializer` `(` @sym `)`)? decorations `:` pointer-type"""
    attrs: dict[str, object] = {}
    name = parser.parse_optional_symbol_name()
    if name is None:
        op_error(parser, "expected valid '@'-identifier for symbol name")
    attrs["sym_name"] = name
    if parser.parse_optional_keyword("initializer"):
        parser.expect("(", "expected '('")
        attrs["initializer"] = parser.parse_attribute()
        parser.expect(")", "expected ')'")
    parse_variable_decorations(parser, attrs)
    at = parser.tok.start
    ty = parser.parse_colon_type()
    if pointer_parts(ty) is None:
        op_error(parser, "expected spirv.ptr type", at)
    attrs["type"] = TypeAttr.get(ty)
    set_attributes(parser, state, attrs)


@implement_op("spirv.GlobalVariable", "print")
def print_global_variable(op: Operation, printer: OpPrinter) -> None:
    """``@name initializer(@c) bind(0, 1) : !spirv.ptr<...>``"""
    attrs = merged_attrs(op)
    text = " " + symbol_name(str(getattr(attrs.get("sym_name"), "value", "")))
    elided = ["storage_class", "sym_name", "type"]
    init = attrs.get("initializer")
    if isinstance(init, SymbolRefAttr):
        text += f" initializer({printer.attr_str(init)})"
        elided.append("initializer")
    text += variable_decorations(printer, attrs, elided)
    ty = getattr(attrs.get("type"), "value", None)
    printer.write(text + " : " + printer.type_str(ty))


@implement_op("spirv.GlobalVariable", "verify")
def verify_global_variable(op: Operation) -> None:
    """A pointer type, not Generic/Function storage, a known initializer."""
    ty = getattr(op.get_attr("type"), "value", None)
    parts = pointer_parts(ty)
    if parts is None:
        raise VerifyError("result must be of a !spv.ptr type")
    if parts[1] in ("Generic", "Function"):
        raise VerifyError(f"storage class cannot be '{parts[1]}'")
    init = op.get_attr("initializer")
    if init is not None:
        found = lookup_symbol(op, init)
        if found is None or found.name not in (
            "spirv.SpecConstant",
            "spirv.SpecConstantComposite",
        ):
            raise VerifyError(
                "initializer must be result of a spirv.SpecConstant or "
                "spirv.SpecConstantCompositeOp op"
            )


# -- spirv.Load / spirv.Store ------------------------------------------------------
@implement_op("spirv.Load", "parse")
def parse_load(parser: Parser, state: OperationState) -> None:
    """ "Storage" %ptr ([access])? attr-dict `:` type"""
    storage = parse_enum_string(parser, "storage_class")
    ptr = parser.parse_operand()
    attrs: dict[str, object] = {}
    parse_memory_access(parser, attrs)
    attrs.update(parser.parse_optional_attr_dict())
    ty = parser.parse_colon_type()
    pointee = pointer_type(ty, _storage_class(storage))
    state.operands = [parser.resolve_operand(ptr, pointee)]
    state.result_types = [ty]
    set_attributes(parser, state, attrs)


@implement_op("spirv.Load", "print")
def print_load(op: Operation, printer: OpPrinter) -> None:
    """``"Function" %p ["Volatile"] : f32``"""
    ptr = op.operand_uses[0].value
    parts = pointer_parts(ptr.type)
    storage = parts[1] if parts is not None else ""
    attrs = merged_attrs(op)
    elided: list[str] = []
    text = f' "{storage}" {printer.value_name(ptr)}'
    text += memory_access(printer, attrs, elided)
    text += printer.attr_dict_str(attrs, elided)
    printer.write(text + " : " + printer.type_str(op.results[0].type))


@implement_op("spirv.Store", "parse")
def parse_store(parser: Parser, state: OperationState) -> None:
    """ "Storage" %ptr, %value ([access])? `:` type"""
    storage = parse_enum_string(parser, "storage_class")
    uses = parse_operands_exactly(parser, 2)
    attrs: dict[str, object] = {}
    parse_memory_access(parser, attrs)
    ty = parser.parse_colon_type()
    pointee = pointer_type(ty, _storage_class(storage))
    state.operands = [
        parser.resolve_operand(use, ty) for use, ty in zip(uses, (pointee, ty))
    ]
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)


@implement_op("spirv.Store", "print")
def print_store(op: Operation, printer: OpPrinter) -> None:
    """``"Function" %p, %v ["Volatile"] : f32``"""
    ptr, value = (use.value for use in op.operand_uses)
    parts = pointer_parts(ptr.type)
    storage = parts[1] if parts is not None else ""
    attrs = merged_attrs(op)
    elided: list[str] = []
    text = f' "{storage}" {printer.value_name(ptr)}, {printer.value_name(value)}'
    text += memory_access(printer, attrs, elided)
    text += " : " + printer.type_str(value.type)
    printer.write(text + printer.attr_dict_str(attrs, elided))


def _verify_load_store(op: Operation, ptr: object, value: object) -> None:
    parts = pointer_parts(ptr)
    if parts is not None and parts[0] != value:
        raise VerifyError("mismatch in result type and pointer type")
    verify_memory_access(op)


@implement_op("spirv.Load", "verify")
def verify_load(op: Operation) -> None:
    """The pointee is the loaded type; the memory access attributes agree."""
    _verify_load_store(op, op.operand_uses[0].value.type, op.results[0].type)


@implement_op("spirv.Store", "verify")
def verify_store(op: Operation) -> None:
    """The pointee is the stored type; the memory access attributes agree."""
    _verify_load_store(op, op.operand_uses[0].value.type, op.operand_uses[1].value.type)


# -- spirv.CopyMemory --------------------------------------------------------------
_COPY_ACCESS = (
    "memory_access",
    "alignment",
    "source_memory_access",
    "source_alignment",
)


@implement_op("spirv.CopyMemory", "parse")
def parse_copy_memory(parser: Parser, state: OperationState) -> None:
    """ "Storage" %target `,` "Storage" %source ([access])? (`,` [access]?)?
    `:` pointee-type attr-dict"""
    target_storage = parse_enum_string(parser, "storage_class")
    target = parser.parse_operand()
    parser.expect(",", "expected ','")
    source_storage = parse_enum_string(parser, "storage_class")
    source = parser.parse_operand()
    attrs: dict[str, object] = {}
    parse_memory_access(parser, attrs)
    if parser.consume_if(",") is not None:
        parse_memory_access(parser, attrs, "source_")
    ty = parser.parse_colon_type()
    attrs.update(parser.parse_optional_attr_dict())
    state.operands = [
        parser.resolve_operand(
            target, pointer_type(ty, _storage_class(target_storage))
        ),
        parser.resolve_operand(
            source, pointer_type(ty, _storage_class(source_storage))
        ),
    ]
    set_attributes(parser, state, attrs)


@implement_op("spirv.CopyMemory", "print")
def print_copy_memory(op: Operation, printer: OpPrinter) -> None:
    """MLIR's spacing (two blanks before each storage class), the target's
    access, then `,` and the source's (the target's when it has none)."""
    target, source = (use.value for use in op.operand_uses)
    attrs = merged_attrs(op)
    names = [printer.value_name(target), printer.value_name(source)]
    classes = [(pointer_parts(v.type) or (None, ""))[1] for v in (target, source)]
    text = f'  "{classes[0]}" {names[0]},  "{classes[1]}" {names[1]}'
    elided = list(_COPY_ACCESS)
    text += memory_access(printer, attrs, elided) + ", "
    access = attrs.get("source_memory_access") or attrs.get("memory_access")
    if access is not None:
        text += f' ["{enum_keyword(printer, access)}"'
        alignment = attrs.get("source_alignment") or attrs.get("alignment")
        if "Aligned" in str(access) and isinstance(alignment, IntegerAttr):
            text += f", {alignment.value}"
        text += "]"
    text += printer.attr_dict_str(attrs, elided)
    pointee = (pointer_parts(target.type) or (None, ""))[0]
    printer.write(text + " : " + printer.type_str(pointee))


@implement_op("spirv.CopyMemory", "verify")
def verify_copy_memory(op: Operation) -> None:
    """Both pointers to one type; each access with its alignment."""
    target, source = (pointer_parts(use.value.type) for use in op.operand_uses)
    if target is not None and source is not None and target[0] != source[0]:
        raise VerifyError("both operands must be pointers to the same type")
    verify_memory_access(op)
    verify_memory_access(op, "source_")


# -- spirv.INTEL.SubgroupBlockWrite ---------------------------------------------------
@implement_op("spirv.INTEL.SubgroupBlockWrite", "parse")
def parse_subgroup_block_write(parser: Parser, state: OperationState) -> None:
    """ "Storage" %ptr, %value `:` type (a vector's pointer is to its element)."""
    at = parser.tok.start
    storage = parse_enum_string(parser, "storage_class")
    uses = parse_operands_exactly(parser, 2)
    ty = parser.parse_colon_type()
    pointee = ty.element_type if isinstance(ty, VectorType) else ty
    pointer = pointer_type(pointee, _storage_class(storage))
    state.operands = parser.resolve_operands(uses, [pointer, ty], at)


@implement_op("spirv.INTEL.SubgroupBlockWrite", "print")
def print_subgroup_block_write(op: Operation, printer: OpPrinter) -> None:
    """``%ptr, %value : type`` (MLIR prints no storage class)."""
    ptr, value = (use.value for use in op.operand_uses)
    names = f"{printer.value_name(ptr)}, {printer.value_name(value)}"
    printer.write(f" {names} : {printer.type_str(value.type)}")


@implement_op("spirv.INTEL.SubgroupBlockWrite", "verify")
def verify_subgroup_block_write(op: Operation) -> None:
    """The pointee is the value's (element) type."""
    ptr, value = (use.value.type for use in op.operand_uses)
    element = value.element_type if isinstance(value, VectorType) else value
    parts = pointer_parts(ptr)
    if parts is not None and parts[0] != element:
        raise VerifyError("mismatch in result type and pointer type")
