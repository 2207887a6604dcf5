"""Printing of dense elements, dense arrays and dense resource handles."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes_dense import (
    DenseArrayAttr,
    DenseElementsAttr,
    DenseResourceElementsAttr,
    Element,
    SparseElementsAttr,
)
from tblgen_py.runtime.ir.dense_storage import raw_hex
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    Type,
)
from tblgen_py.runtime.text.print_rules import format_float, format_int, quoted

if TYPE_CHECKING:
    from tblgen_py.runtime.text.attr_printer import AttrTypePrinter

HEX_THRESHOLD = 100


def element_printer(t: Type) -> Callable[[Element], str]:
    """A function printing one element of element type ``t``."""
    if isinstance(t, FloatType):
        return lambda v: format_float(t, v)  # type: ignore[arg-type]
    if isinstance(t, ComplexType):
        inner = element_printer(t.element_type)
        return lambda v: f"({inner(v[0])},{inner(v[1])})"  # type: ignore[index]
    if isinstance(t, (IntegerType, IndexType)):
        return lambda v: format_int(v, t)  # type: ignore[arg-type]
    return lambda v: quoted(v)  # type: ignore[arg-type]


def nested_elements(shape: tuple[int, ...], items: list[str]) -> str:
    """Row-major ``items`` wrapped in one bracket level per dimension."""
    if not items:
        return ""
    rank = len(shape)
    if rank == 0:
        return items[0]
    out = []
    counter = [0] * rank
    open_brackets = 0
    for idx, item in enumerate(items):
        if idx:
            out.append(", ")
        out.append("[" * (rank - open_brackets))
        open_brackets = rank
        out.append(item)
        counter[-1] += 1
        for i in range(rank - 1, 0, -1):
            if counter[i] >= shape[i]:
                counter[i] = 0
                counter[i - 1] += 1
                open_brackets -= 1
                out.append("]")
    out.append("]" * open_brackets)
    return "".join(out)


def dense_body(a: DenseElementsAttr, hex_if_larger: int = HEX_THRESHOLD) -> str:
    """The text between ``dense<`` and ``>`` (``hex_if_larger`` -1: never hex)."""
    elt = a.type.element_type
    is_string = not isinstance(elt, (FloatType, ComplexType, IntegerType, IndexType))
    large = hex_if_larger >= 0 and a.type.num_elements > hex_if_larger
    if large and not is_string and not a.is_splat:
        return f'"0x{raw_hex(a)}"'
    fmt = element_printer(elt)
    if a.is_splat:
        return fmt(a.values[0])
    return nested_elements(a.type.shape, [fmt(v) for v in a.values])


def _elided(p: AttrTypePrinter, a: DenseElementsAttr | SparseElementsAttr) -> bool:
    limit = p.elide_elements_if_larger
    if limit is None or a.type.num_elements <= limit:
        return False
    return not (isinstance(a, DenseElementsAttr) and a.is_splat)


def _p_dense(p: AttrTypePrinter, a: DenseElementsAttr, elide: bool) -> str:
    if _elided(p, a):
        return f"dense_resource<__elided__> : {p.print_type(a.type)}"
    return f"dense<{dense_body(a, p.hex_if_larger)}> : {p.print_type(a.type)}"


def _p_sparse(p: AttrTypePrinter, a: SparseElementsAttr, elide: bool) -> str:
    if _elided(p, a):
        return f"dense_resource<__elided__> : {p.print_type(a.type)}"
    if not a.indices.type.num_elements:
        return f"sparse<> : {p.print_type(a.type)}"
    body = f"{dense_body(a.indices, -1)}, {dense_body(a.values, p.hex_if_larger)}"
    return f"sparse<{body}> : {p.print_type(a.type)}"


def _p_array(p: AttrTypePrinter, a: DenseArrayAttr, elide: bool) -> str:
    head = f"array<{p.print_type(a.element_type)}"
    if not a.values:
        return head + ">"
    fmt = element_printer(a.element_type)
    return f"{head}: {', '.join(fmt(v) for v in a.values)}>"


def _p_resource(p: AttrTypePrinter, a: DenseResourceElementsAttr, elide: bool) -> str:
    from tblgen_py.runtime.text.print_rules import keyword_or_string

    p.resource_uses[a.handle] = None
    return f"dense_resource<{keyword_or_string(a.handle)}> : {p.print_type(a.type)}"


DENSE_PRINTERS: dict[type, Callable[..., str]] = {
    DenseElementsAttr: _p_dense,
    DenseArrayAttr: _p_array,
    DenseResourceElementsAttr: _p_resource,
    SparseElementsAttr: _p_sparse,
}
