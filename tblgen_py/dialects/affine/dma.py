"""``affine.dma_start`` and ``affine.dma_wait``: ops MLIR writes wholly in C++
(``AffineDmaStartOp``/``AffineDmaWaitOp``, no ODS), so their classes are
written here and registered with the dialect::

    affine.dma_start %src[%i, %j], %dst[%k], %tag[%c0], %num (, %stride, %per)?
        : memref<...>, memref<...>, memref<...>
    affine.dma_wait %tag[%c0], %num : memref<...>

Operands: each memref followed by the operands of its map (``src_map``,
``dst_map``, ``tag_map``, discardable attributes), then the element count
(and, strided, the stride and elements per stride).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from tblgen_py.dialects.affine.access_asm import map_of_ssa_ids
from tblgen_py.dialects.affine.scope import affine_scope, is_valid_dim, is_valid_symbol
from tblgen_py.dialects.asm_support import name_offset, op_error
from tblgen_py.runtime.ir.affine import AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.types import IndexType, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["DmaStartOp", "DmaWaitOp", "register"]

_INDEX = IndexType.get()
_MAPS = ("src_map", "dst_map", "tag_map")


def _map(op: Operation, name: str) -> AffineMap:
    """The map of attribute ``name`` (a verifier error when missing)."""
    attr = op.get_attr(name)
    if not isinstance(attr, AffineMapAttr):
        raise VerifyError(f"requires an affine map attribute '{name}'")
    return attr.value


def _inputs(amap: AffineMap) -> int:
    return amap.num_dims + amap.num_symbols


def _parse_access(
    parser: Parser, state: OperationState, attr_name: str
) -> tuple[UnresolvedOperand, list[UnresolvedOperand], AffineMap]:
    """%memref `[` subscripts `]`, its map stored as ``attr_name``."""
    memref = parser.parse_operand()
    attr, uses = parser.parse_affine_map_of_ssa_ids()
    state.attributes[attr_name] = attr
    return memref, uses, attr.value


def _verify_indices(
    op: Operation, values: Sequence[Value], kind: str, of_op: str
) -> None:
    """Index-typed valid dimension or symbol identifiers (``kind``: ``src `` ...)."""
    scope = affine_scope(op)
    for value in values:
        if value.type != _INDEX:
            raise VerifyError(f"{kind}index to {of_op} must have 'index' type")
        if not (is_valid_dim(value, scope) or is_valid_symbol(value, scope)):
            raise VerifyError(
                f"{kind}index must be a valid dimension or symbol identifier"
            )


class DmaStartOp(Operation):
    """``affine.dma_start``: a non-blocking DMA from ``src`` to ``dst``."""

    __slots__ = ()
    OPERATION_NAME = "affine.dma_start"
    registered: ClassVar[bool] = True

    def _layout(self) -> tuple[int, int, int]:
        """The operand indices of the dst memref, the tag memref and the
        element count."""
        src, dst, tag = (_inputs(_map(self, name)) for name in _MAPS)
        return 1 + src, 2 + src + dst, 3 + src + dst + tag

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        """``AffineDmaStartOp::parse``."""
        accesses = []
        for index, name in enumerate(_MAPS):
            if index:
                parser.expect(",", "expected ','")
            accesses.append(_parse_access(parser, state, name))
        parser.expect(",", "expected ','")
        count = parser.parse_operand()
        strides: list[UnresolvedOperand] = []
        if parser.consume_if(",") is not None:
            strides = parser.parse_operand_list()
        at = name_offset(parser)
        if strides and len(strides) != 2:
            op_error(parser, "expected two stride related operands", at)
        types = parser.parse_colon_type_list()
        if len(types) != 3:
            op_error(parser, "expected three types", at)
        operands: list[Value] = []
        for (memref, uses, _), ty in zip(accesses, types):
            operands.append(parser.resolve_operand(memref, ty))
            operands += [parser.resolve_operand(use, _INDEX) for use in uses]
        operands.append(parser.resolve_operand(count, _INDEX))
        operands += [parser.resolve_operand(use, _INDEX) for use in strides]
        if any(len(uses) != _inputs(amap) for _, uses, amap in accesses):
            op_error(parser, "memref operand count not equal to map.numInputs", at)
        state.operands = operands

    def print(self, printer: OpPrinter) -> None:
        """``AffineDmaStartOp::print``."""
        values = [use.value for use in self.operand_uses]
        starts = (0, *self._layout())
        parts = []
        for index, name in enumerate(_MAPS):
            first, end = starts[index], starts[index + 1]
            subscripts = map_of_ssa_ids(
                printer, _map(self, name), values[first + 1 : end]
            )
            parts.append(f"{printer.value_name(values[first])}[{subscripts}]")
        parts += [printer.value_name(value) for value in values[starts[3] :]]
        types = [printer.type_str(values[start].type) for start in starts[:3]]
        printer.write(" " + ", ".join(parts) + " : " + ", ".join(types))

    def verify(self) -> None:
        """``AffineDmaStartOp::verifyInvariantsImpl``."""
        values = [use.value for use in self.operand_uses]
        dst, tag, count = self._layout()
        for start, what in ((0, "source"), (dst, "destination"), (tag, "tag")):
            if start >= len(values) or not isinstance(values[start].type, MemRefType):
                raise VerifyError(f"expected DMA {what} to be of memref type")
        if len(values) not in (count + 1, count + 3):
            raise VerifyError("incorrect number of operands")
        _verify_indices(self, values[1:dst], "src ", "dma_start")
        _verify_indices(self, values[dst + 1 : tag], "dst ", "dma_start")
        _verify_indices(self, values[tag + 1 : count], "tag ", "dma_start")


class DmaWaitOp(Operation):
    """``affine.dma_wait``: blocks until the DMA of a tag completes."""

    __slots__ = ()
    OPERATION_NAME = "affine.dma_wait"
    registered: ClassVar[bool] = True

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        """``AffineDmaWaitOp::parse``."""
        memref, uses, amap = _parse_access(parser, state, "tag_map")
        parser.expect(",", "expected ','")
        count = parser.parse_operand()
        parser.expect(":", "expected ':'")
        ty = parser.parse_type()
        operands = [parser.resolve_operand(memref, ty)]
        operands += [parser.resolve_operand(use, _INDEX) for use in uses]
        operands.append(parser.resolve_operand(count, _INDEX))
        at = name_offset(parser)
        if not isinstance(ty, MemRefType):
            op_error(parser, "expected tag to be of memref type", at)
        if len(uses) != _inputs(amap):
            op_error(parser, "tag memref operand count != to map.numInputs", at)
        state.operands = operands

    def print(self, printer: OpPrinter) -> None:
        """``AffineDmaWaitOp::print``."""
        values = [use.value for use in self.operand_uses]
        end = 1 + _inputs(_map(self, "tag_map"))
        subscripts = map_of_ssa_ids(printer, _map(self, "tag_map"), values[1:end])
        printer.write(
            f" {printer.value_name(values[0])}[{subscripts}], "
            f"{printer.value_name(values[end])} : {printer.type_str(values[0].type)}"
        )

    def verify(self) -> None:
        """``AffineDmaWaitOp::verifyInvariantsImpl``."""
        values = [use.value for use in self.operand_uses]
        if not values or not isinstance(values[0].type, MemRefType):
            raise VerifyError("expected DMA tag to be of memref type")
        end = 1 + _inputs(_map(self, "tag_map"))
        _verify_indices(self, values[1:end], "", "dma_wait")


def _maps_unaliased(op: Operation) -> tuple[str, ...]:
    """The subscripts print the maps inline: they take no alias."""
    return _MAPS


implement_op("affine.dma_start", "unaliasedAttrs")(_maps_unaliased)
implement_op("affine.dma_wait", "unaliasedAttrs")(_maps_unaliased)


def register(context: object) -> None:
    """Add the two classes to ``context``'s ``affine`` dialect."""
    register_op = getattr(context, "register_op", None)
    if callable(register_op):
        register_op(DmaStartOp)
        register_op(DmaWaitOp)
