"""Python hooks of the ``atf`` example dialect (td/examples/AttrTypeFormats.td).

What a user writes beside generated attribute/type modules: the parser and
printer of ``custom<Dims>`` and ``custom<Factor>``, the hand-written syntax of
``#atf.note`` (``hasCustomAssemblyFormat``), the ``#atf.scaled`` verifier
(``genVerifyDecl``) and an ``OpAsmDialectInterface`` aliasing ``!atf.pair``.
``mlir-opt-py --load-dialect`` accepts this module too (``register``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect, OpAsmDialectInterface
from tblgen_py.runtime.ir.types import DYNAMIC, Type
from tblgen_py.runtime.ods.attr_format import register_custom_directive
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks, register_verifier
from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "generated"))
import attrtypeformats_attrs as atf_attrs  # noqa: E402
import attrtypeformats_types as atf_types  # noqa: E402


def parse_dims(parser: DialectAsmParser) -> tuple[int, ...]:
    """``custom<Dims>``: ``4x?x`` (MLIR's dimension list with the trailing ``x``)."""
    return tuple(parser.parse_dimension_list())


def print_dims(printer: DialectAsmPrinter, dims: tuple[int, ...]) -> None:
    """``custom<Dims>``'s printer."""
    printer.write("".join("?x" if d == DYNAMIC else f"{d}x" for d in dims))


def parse_factor(parser: DialectAsmParser, base: object, word: object) -> int:
    """``custom<Factor>($factor, ref($base), "\\"times\\"")``: ``times N``."""
    parser.parse_keyword(str(word).strip('"'))
    return parser.parse_integer()


def print_factor(
    printer: DialectAsmPrinter, factor: object, base: object, word: object
) -> None:
    """``custom<Factor>``'s printer."""
    printer.write(f"{str(word).strip(chr(34))} {factor}")


def verify_scaled(base: object, factor: object) -> str | None:
    """``ScaledAttr::verify``: the factor is not zero."""
    return None if factor else "'factor' must be non-zero"


def parse_note(parser: DialectAsmParser, type: Type | None) -> object:
    """``NoteAttr::parse``: ``<word>``."""
    parser.parse_punct("<")
    text = parser.parse_keyword()
    parser.parse_punct(">")
    return atf_attrs.NoteAttr.get(text)


def print_note(value: object, printer: DialectAsmPrinter) -> None:
    """``NoteAttr::print``."""
    assert isinstance(value, atf_attrs.NoteAttr)
    printer.write(f"<{value.text}>")


class AtfAsmInterface(OpAsmDialectInterface):
    """Aliases ``!atf.pair<...>`` as ``!pair``."""

    def get_alias(self, value: Attribute | Type) -> str | None:
        """``getAlias``."""
        return "pair" if isinstance(value, atf_types.PairType) else None


register_custom_directive("atf", "Dims", parse_dims, print_dims)
register_custom_directive("atf", "Factor", parse_factor, print_factor)
register_verifier("atf.ScaledAttr", verify_scaled)
register_assembly_hooks("atf.NoteAttr", parse_note, print_note)


def register(context: Context) -> None:
    """Load the dialect's attribute and type classes with the asm interface."""
    atf_attrs.register(context)
    atf_types.register(context)
    context.load_dialect(Dialect("atf", asm_interface=AtfAsmInterface()))
