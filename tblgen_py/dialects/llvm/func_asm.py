"""``llvm.func``'s hand-written syntax (``LLVMFuncOp::parse``/``print``)::

    llvm.func internal hidden unnamed_addr fastcc @f(%a: i32, ...) -> !llvm.ptr
        attributes {...} { body }

The linkage, visibility, ``unnamed_addr`` and calling convention keywords come
first (defaults elided); the signature builds an ``!llvm.func<ret (params)>``
type (``void`` without results); attributes and body as for any function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import attr_from_text
from tblgen_py.dialects.function_interface import (
    parse_function_op,
    print_function_op,
)
from tblgen_py.dialects.llvm.calls import function_params
from tblgen_py.dialects.llvm.func import func_function_type
from tblgen_py.dialects.llvm.types import is_compatible_type
from tblgen_py.runtime.ir.attributes import IntegerAttr, SymbolRefAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, OpaqueType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.dialect_asm import DialectAsmParser
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

LINKAGES = (
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
)
VISIBILITIES = ("", "hidden", "protected")
UNNAMED_ADDRS = ("", "local_unnamed_addr", "unnamed_addr")
CCONVS = (
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "webkit_jscc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvmcc",
    "hhvm_ccc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
)
_I64 = IntegerType.get(64)


def _keyword(parser: Parser, allowed: tuple[str, ...]) -> str | None:
    """One of ``allowed`` if it is the next bare keyword."""
    tok = parser.tok
    if tok.kind is TokenKind.BARE_IDENT and tok.text in allowed and tok.text:
        parser.consume()
        return tok.text
    return None


def llvm_type_text(printer_or_none: OpPrinter | None, ty: object) -> str:
    """A type as written inside ``!llvm.func<...>`` (LLVM types unprefixed)."""
    text = printer_or_none.type_str(ty) if printer_or_none else str(ty)
    return text.removeprefix("!llvm.")


def _function_type(
    parser: Parser, args: list[object], results: list[object], variadic: bool
) -> object | str:
    """``buildLLVMFunctionType``: ``!llvm.func<ret (args)>`` or an error."""
    if len(results) > 1:
        return "expected zero or one function result"
    if not all(is_compatible_type(t) for t in args):
        return "expected LLVM type for function arguments"
    if results and not is_compatible_type(results[0]):
        return f"expected LLVM type for function results'{results[0]}'"
    params = [llvm_type_text(None, t) for t in args] + (["..."] if variadic else [])
    ret = llvm_type_text(None, results[0]) if results else "void"
    return OpaqueType.get("llvm", f"func<{ret} ({', '.join(params)})>")


@implement_op("llvm.func", "parse")
def parse_llvm_func(parser: Parser, state: OperationState) -> None:
    """linkage? visibility? unnamed_addr? cconv? @name signature attrs? body?"""
    linkage = _keyword(parser, LINKAGES) or "external"
    visibility = _keyword(parser, VISIBILITIES) or ""
    unnamed = _keyword(parser, UNNAMED_ADDRS) or ""
    cconv = _keyword(parser, CCONVS) or "ccc"
    parse_function_op(
        parser,
        state,
        allow_variadic=True,
        type_builder=lambda a, r, v: _function_type(parser, a, r, v),
        type_error_at_name=True,
        parse_extras=_parse_vscale_and_comdat,
        own_parser=True,
    )
    props = state.properties if isinstance(state.properties, dict) else {}
    props["linkage"] = attr_from_text(parser, f"#llvm.linkage<{linkage}>")
    props["visibility_"] = IntegerAttr.get(_I64, VISIBILITIES.index(visibility))
    props["unnamed_addr"] = IntegerAttr.get(_I64, UNNAMED_ADDRS.index(unnamed))
    props["CConv"] = attr_from_text(parser, f"#llvm.cconv<{cconv}>")
    state.properties = props


def _parse_vscale_and_comdat(parser: Parser) -> dict[str, object]:
    """``vscale_range(min, max)``? ``comdat(@table::@selector)``?"""
    found: dict[str, object] = {}
    asm = DialectAsmParser(parser)
    if _keyword(parser, ("vscale_range",)):
        asm.parse_punct("(")
        low = asm.parse_integer()
        asm.parse_punct(",")
        high = asm.parse_integer()
        asm.parse_punct(")")
        found["vscale_range"] = attr_from_text(
            parser,
            f"#llvm.vscale_range<minRange = {low} : i32, maxRange = {high} : i32>",
        )
    if _keyword(parser, ("comdat",)):
        asm.parse_punct("(")
        at = parser.tok.start
        comdat = parser.parse_attribute()
        if not isinstance(comdat, SymbolRefAttr):
            parser.error("invalid kind of attribute specified", at)
        found["comdat"] = comdat
        asm.parse_punct(")")
    return found


def _vscale_and_comdat(printer: OpPrinter, op: Operation) -> str:
    """`` vscale_range(min, max)`` and `` comdat(...)`` when the op has them."""
    text = ""
    vscale = op.get_attr("vscale_range")
    if vscale is not None:
        low, high = (
            getattr(getattr(vscale, name, None), "value", 0)
            for name in ("min_range", "max_range")
        )
        text += f" vscale_range({low}, {high})"
    comdat = op.get_attr("comdat")
    if comdat is not None:
        text += f" comdat({printer.attr_str(comdat)})"
    return text


def _enum_name(printer: OpPrinter, attr: object) -> str:
    """``private`` from ``#llvm.linkage<private>``."""
    return printer.attr_str(attr).rsplit("<", 1)[-1].rstrip(">")


@implement_op("llvm.func", "print")
def print_llvm_func(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``llvm.func``."""
    linkage = op.get_attr("linkage")
    keywords = []
    if linkage is not None and _enum_name(printer, linkage) != "external":
        keywords.append(_enum_name(printer, linkage))
    for name, table in (("visibility_", VISIBILITIES), ("unnamed_addr", UNNAMED_ADDRS)):
        value = getattr(op.get_attr(name), "value", 0)
        if 0 < value < len(table):
            keywords.append(table[value])
    cconv = op.get_attr("CConv")
    if cconv is not None and _enum_name(printer, cconv) != "ccc":
        keywords.append(_enum_name(printer, cconv))
    fn = func_function_type(op)
    text = str(getattr(op.get_attr("function_type"), "type", ""))
    _, variadic = function_params(text)
    printer.write(" " + "".join(k + " " for k in keywords))
    print_function_op(
        printer,
        op,
        fn.inputs,
        fn.results,
        is_variadic=variadic,
        elided=(
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ),
        lead="",
        visibility_keyword=False,
        extras=_vscale_and_comdat(printer, op),
    )
