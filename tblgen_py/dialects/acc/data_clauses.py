"""``acc``'s data clause ops (``acc.copyin``, ``acc.copyout``, ...): the
``custom<Var>``/``custom<AccVar>``/``custom<VarPtrType>`` directives and the
ops' verifiers (OpenACC.cpp).

``var(%v : t)``/``varPtr(...)`` names the host variable (``varPtr`` when its
type is pointer-like); ``varType`` is printed only when it is not the
pointee of that type.  Each op accepts the data clauses it can be decomposed
from and a set of modifiers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.asm_support import expect_keyword, op_error
from tblgen_py.dialects.pointer_like import is_pointer_like, pointee_type
from tblgen_py.runtime.ir.attributes import SymbolRefAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.predicates.registry import register_class
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

# No type of MLIR's own dialects implements ``acc::MappableType`` (its
# implementations live with the languages lowered to OpenACC).
register_class("acc::MappableType", lambda value: False)
register_class("::mlir::acc::MappableType", lambda value: False)


def _parse_named_operand(parser: Parser, pointer: str, plain: str) -> UnresolvedOperand:
    """(`pointer` | `plain`) `(` operand."""
    if not parser.parse_optional_keyword(pointer):
        expect_keyword(parser, plain)
    parser.expect("(", "expected '('")
    return parser.parse_operand()


def parse_var(parser: Parser) -> list[UnresolvedOperand]:
    """``parseVar``: (`varPtr` | `var`) `(` %v (the type follows)."""
    return [_parse_named_operand(parser, "varPtr", "var")]


def print_var(printer: OpPrinter, op: object, var: object) -> None:
    """``printVar``: `varPtr(` for a pointer-like value, else `var(`."""
    assert isinstance(var, Value)
    keyword = "varPtr" if is_pointer_like(var.type) else "var"
    printer.write(f"{keyword}({printer.value_name(var)}")


def parse_acc_var(parser: Parser) -> tuple[list[UnresolvedOperand], object]:
    """``parseAccVar``: (`accPtr` | `accVar`) `(` %v `:` type `)`."""
    use = _parse_named_operand(parser, "accPtr", "accVar")
    parser.expect(":", "expected ':'")
    ty = parser.parse_type()
    parser.expect(")", "expected ')'")
    return [use], ty


def print_acc_var(printer: OpPrinter, op: object, var: object, ty: object) -> None:
    """``printAccVar``."""
    assert isinstance(var, Value)
    keyword = "accPtr" if is_pointer_like(var.type) else "accVar"
    name = printer.value_name(var)
    printer.write(f"{keyword}({name} : {printer.type_str(ty)})")


def _default_var_type(ty: object) -> object:
    return pointee_type(ty) if is_pointer_like(ty) else ty


def parse_var_ptr_type(parser: Parser) -> tuple[object, object]:
    """``parseVarPtrType``: type `)` (`varType` `(` type `)`)?; by default
    the pointee (the type itself when not pointer-like)."""
    ty = parser.parse_type()
    parser.expect(")", "expected ')'")
    var_type: object
    if parser.parse_optional_keyword("varType"):
        parser.expect("(", "expected '('")
        var_type = parser.parse_type()
        parser.expect(")", "expected ')'")
    else:
        var_type = _default_var_type(ty)
    if not isinstance(var_type, Type):
        return ty, None  # an opaque pointer: no pointee to default to
    return ty, TypeAttr.get(var_type)


def print_var_ptr_type(
    printer: OpPrinter, op: object, ty: object, var_type: object
) -> None:
    """``printVarPtrType``: the type, `)`, and `varType(...)` if not the default."""
    printer.write(printer.type_str(ty) + ")")
    value = getattr(var_type, "value", var_type)
    if _default_var_type(ty) != value:
        printer.write(f" varType({printer.type_str(value)})")


register_custom_directive("Var", parse_var, print_var, "acc")
register_custom_directive("AccVar", parse_acc_var, print_acc_var, "acc")
register_custom_directive("VarPtrType", parse_var_ptr_type, print_var_ptr_type, "acc")


_ZERO, _READONLY, _ALWAYSIN, _ALWAYSOUT, _CAPTURE = 1, 2, 4, 8, 16
_ALWAYS = _ALWAYSIN | _ALWAYSOUT
_MODIFIER_GROUPS = (("always", _ALWAYS),)
_MODIFIER_BITS = (
    ("zero", _ZERO),
    ("readonly", _READONLY),
    ("alwaysin", _ALWAYSIN),
    ("alwaysout", _ALWAYSOUT),
    ("capture", _CAPTURE),
)
_DECOMPOSED = " or specify original clause this operation was decomposed from"


def _stringify_modifiers(bits: int) -> str:
    """``stringifyDataClauseModifier``: groups first, then single bits."""
    names = []
    for name, group in _MODIFIER_GROUPS:
        if bits & group == group:
            names.append(name)
            bits &= ~group
    names += [name for name, bit in _MODIFIER_BITS if bits & bit]
    return "|".join(names) if names else "none"


def _modifier_bits(op: Operation) -> int:
    attr = op.get_attr("modifiers")
    if attr is None:
        return 0
    text = dialect_attr_text(attr, "acc", "data_clause_modifier")
    words = text.replace(",", "|").replace(" ", "").split("|")
    table = dict((*_MODIFIER_BITS, *_MODIFIER_GROUPS))
    return sum(table.get(word, 0) for word in words)


def _check_var_and_var_type(op: Operation, var: Value) -> None:
    """``checkVarAndVarType``: a pointer-like or mappable host variable whose
    ``varType`` is its pointee, not the pointer itself."""
    var_type = var.type
    if not is_pointer_like(var_type):
        raise PlainVerifyError("var must be mappable or pointer-like")
    declared = getattr(op.get_attr("varType"), "value", None)
    if declared == var_type:
        raise PlainVerifyError("varType must capture the element type of var")


def _check_var_and_acc_var(op: Operation, var: object, acc_var: object) -> None:
    if getattr(var, "type", None) != getattr(acc_var, "type", None):
        raise PlainVerifyError("input and output types must match")


def _check_modifiers(op: Operation, valid: int) -> None:
    bits = _modifier_bits(op)
    if valid == 0 and bits:
        raise PlainVerifyError("no data clause modifiers are allowed")
    if bits & ~valid:
        invalid = _stringify_modifiers(bits & ~valid)
        raise PlainVerifyError(f"invalid data clause modifiers: {invalid}")


def _data_clause_verifier(
    name: str,
    clauses: tuple[str, ...],
    modifiers: int = 0,
    decomposed: bool = False,
    acc_var: bool = True,
    exit: bool = False,
) -> None:
    """Attach the verifier of ``acc.<name>``: a data entry op (``var`` its
    first operand, ``accVar`` its result) or an exit op (``accVar`` first,
    then ``var`` when it has one)."""

    def verify(op: Operation) -> None:
        attr = op.get_attr("dataClause")
        implicit = getattr(op.get_attr("implicit"), "value", False)
        clause = "" if attr is None else dialect_attr_text(attr, "acc", "data_clause")
        if (
            attr is not None
            and clause not in clauses
            and not (name == "copyin" and implicit)
        ):
            what = name.replace("nocreate", "no_create").removeprefix("declare_")
            suffix = _DECOMPOSED if decomposed else ""
            raise PlainVerifyError(
                f"data clause associated with {what} operation must match its "
                f"intent{suffix}"
            )
        pair: tuple[Value, Value | None] | None
        if exit:
            pair = (op.operands[1], op.operands[0]) if acc_var else None
        else:
            pair = (op.operands[0], op.results[0] if acc_var else None)
        if pair is not None:
            _check_var_and_var_type(op, pair[0])
            if pair[1] is not None:
                _check_var_and_acc_var(op, pair[0], pair[1])
        _check_modifiers(op, modifiers)
        if name in _RECIPE_OPS:
            _check_recipe(op, name)

    implement_op(f"acc.{name}", "verify")(verify)


_RECIPE_OPS = {
    "private": "acc.private.recipe",
    "firstprivate": "acc.firstprivate.recipe",
    "reduction": "acc.reduction.recipe",
}
"""The privatization ops and the recipe op their ``recipe`` names."""


def _check_recipe(op: Operation, name: str) -> None:
    """A privatization names a recipe of its kind (``lookupNearestSymbolFrom``)."""
    recipe = op.get_attr("recipe")
    if recipe is None:
        raise VerifyError(f"recipe expected for {name}")
    found = lookup_symbol(op, recipe)
    if found is None or found.name != _RECIPE_OPS[name]:
        raise VerifyError(
            f"expected symbol reference {recipe} to point to a {name} declaration"
        )


def parse_recipe_sym(parser: Parser) -> object:
    """``parseRecipeSym``: a symbol reference (``parseAttribute<SymbolRefAttr>``)."""
    at = parser.tok.start
    attr = parser.parse_attribute()
    if not isinstance(attr, SymbolRefAttr):
        op_error(parser, "invalid kind of attribute specified", at)
    return attr


def print_recipe_sym(printer: OpPrinter, op: object, attr: object) -> None:
    """``printRecipeSym``."""
    printer.write(printer.attr_str(attr))


register_custom_directive("RecipeSym", parse_recipe_sym, print_recipe_sym, "acc")

for _name in ("private", "firstprivate", "reduction"):
    _data_clause_verifier(_name, (f"acc_{_name}",), acc_var=False)
for _name, _clause in (
    ("deviceptr", "acc_deviceptr"),
    ("present", "acc_present"),
    ("nocreate", "acc_no_create"),
    ("attach", "acc_attach"),
    ("declare_device_resident", "acc_declare_device_resident"),
    ("declare_link", "acc_declare_link"),
):
    _data_clause_verifier(_name, (_clause,))
_data_clause_verifier(
    "copyin",
    ("acc_copyin", "acc_copyin_readonly", "acc_copy", "acc_reduction"),
    _READONLY | _ALWAYS | _CAPTURE,
    decomposed=True,
)
_data_clause_verifier(
    "create",
    ("acc_create", "acc_create_zero", "acc_copyout", "acc_copyout_zero"),
    _ZERO | _ALWAYS | _CAPTURE,
    decomposed=True,
)
_data_clause_verifier("update_device", ("acc_update_device",), decomposed=True)
_data_clause_verifier("use_device", ("acc_use_device",), decomposed=True)
_data_clause_verifier(
    "copyout",
    ("acc_copyout", "acc_copyout_zero", "acc_copy", "acc_reduction"),
    _ZERO | _ALWAYS | _CAPTURE,
    decomposed=True,
    exit=True,
)
_data_clause_verifier(
    "update_host", ("acc_update_host", "acc_update_self"), decomposed=True, exit=True
)
_data_clause_verifier(
    "delete",
    (
        "acc_delete",
        "acc_create",
        "acc_create_zero",
        "acc_copyin",
        "acc_copyin_readonly",
        "acc_present",
        "acc_no_create",
        "acc_declare_device_resident",
        "acc_declare_link",
    ),
    _ZERO | _READONLY | _ALWAYS | _CAPTURE,
    decomposed=True,
    acc_var=False,
    exit=True,
)
_data_clause_verifier(
    "detach", ("acc_detach", "acc_attach"), decomposed=True, acc_var=False, exit=True
)
