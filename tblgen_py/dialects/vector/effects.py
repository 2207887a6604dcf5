"""Memory effects of ``vector``'s memory ops, as MLIR declares them (in C++ for
the transfers, by ODS decorators for the others): reads let an unused op be
erased as trivially dead, as ``mlir-opt --canonicalize`` does.

- ``transfer_read``: a read of its memref base (none on a tensor);
- ``transfer_write``: a write of its memref base (none on a tensor);
- ``load``, ``maskedload``, ``gather``, ``expandload``: a read of the base.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite.effects import EffectInstance, EffectKind

__all__: list[str] = []


def _base_read(op: Operation) -> list[EffectInstance]:
    """A read of the base operand (operand 0)."""
    return [EffectInstance(EffectKind.READ, op.operands[0])]


@implement_op("vector.transfer_read", "getEffects")
def _transfer_read(op: Operation) -> list[EffectInstance]:
    base = op.operands[0]
    if isinstance(base.type, MemRefType):
        return [EffectInstance(EffectKind.READ, base)]
    return []


@implement_op("vector.transfer_write", "getEffects")
def _transfer_write(op: Operation) -> list[EffectInstance]:
    base = op.operands[1]
    if isinstance(base.type, MemRefType):
        return [EffectInstance(EffectKind.WRITE, base)]
    return []


for _name in ("vector.load", "vector.maskedload", "vector.gather", "vector.expandload"):
    implement_op(_name, "getEffects")(_base_read)
