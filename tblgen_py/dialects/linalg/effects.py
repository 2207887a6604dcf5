"""Memory effects of ``linalg``'s destination-style ops (MLIR's
``getGenericEffectsImpl``): each memref input is read, each memref init is read
when the payload uses it and written.  Without them an op on buffers, whose
``RecursiveMemoryEffects`` region holds only pure ops, looked trivially dead.
"""

from __future__ import annotations

from tblgen_py.dialects.linalg.structured import dps_inits
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.rewrite.effects import EffectInstance, EffectKind

__all__ = ["get_generic_effects"]


def get_generic_effects(op: Operation) -> list[EffectInstance]:
    """``getGenericEffectsImpl``: reads of memref inputs, reads (when the
    payload uses them) and writes of memref inits."""
    inits = dps_inits(op)
    effects: list[EffectInstance] = []
    for index, operand in enumerate(op.operands):
        if index in inits or not isinstance(operand.type, MemRefType):
            continue
        effects.append(EffectInstance(EffectKind.READ, operand))
    for index in inits:
        operand = op.operands[index]
        if not isinstance(operand.type, MemRefType):
            continue
        if _payload_uses(op, index):
            effects.append(EffectInstance(EffectKind.READ, operand))
        effects.append(EffectInstance(EffectKind.WRITE, operand))
    return effects


def _payload_uses(op: Operation, index: int) -> bool:
    """``payloadUsesValueFromOperand``: the operand's block argument has uses
    (ops without a region read it conservatively)."""
    if not op.regions or not op.regions[0].blocks:
        return True
    arguments = op.regions[0].blocks[0].arguments
    return index >= len(arguments) or bool(arguments[index].uses)
