"""``linalg`` dialect: the hand-written syntax of ``linalg.generic`` and
``linalg.yield`` (``asm``) and the verifiers of the structured-op interface,
``linalg.yield`` and ``linalg.index`` (``structured``), ``linalg.pack`` and
``linalg.unpack`` (``pack``), the memory effects of the destination-style ops
(``effects``)."""

from __future__ import annotations

from tblgen_py.dialects.linalg import (  # noqa: F401
    asm,
    contract,
    convolution,
    effects,
    elementwise,
    matmul,
    opdsl,
    ops_asm,
    ops_verify,
    pack,
    structured,
)
from tblgen_py.runtime.ods.hooks import implement_op, lookup_op

__all__ = ["register"]


def register(
    context: object,
    builders: dict[str, opdsl.Builder] | None = None,
    static_maps: dict[str, opdsl.StaticMaps] | None = None,
) -> None:
    """Give every destination-style op of the dialect (the named structured
    ops generated from MLIR's OpDSL) its inits: the ``outs`` operands; the
    named ops without syntax of their own print in the shared named-op form,
    and those with a region builder in ``builders`` (``opdsl``, by C++ class
    name) parse in it; those with ``static_maps`` memoize them as they verify."""
    op_classes = getattr(context, "op_classes", {})
    for name, cls in list(op_classes.items()):
        if not name.startswith("linalg."):
            continue
        traits = getattr(cls, "ODS_TRAITS", ())
        has_inits = structured.init_group(cls) is not None
        if "DestinationStyleOpInterface" not in traits or not has_inits:
            continue
        if lookup_op(name, "getDpsInitsMutable") is None:
            implement_op(name, "getDpsInitsMutable")(structured.dps_inits)
        effect_free = "NoMemoryEffect" in traits or "Pure" in traits
        declared = "MemoryEffectOpInterface" in traits and not effect_free
        if declared and lookup_op(name, "getEffects") is None:
            implement_op(name, "getEffects")(effects.get_generic_effects)
        hooks = dict(getattr(cls, "ODS_HOOKS", ()))
        named = "LinalgOp" in traits and hooks.get("print") == "hasCustomAssemblyFormat"
        if named and name not in asm.OWN_SYNTAX and lookup_op(name, "print") is None:
            implement_op(name, "print")(asm.print_named)
            implement_op(name, "printedRegionOrder")(asm.no_printed_regions)
            implement_op(name, "unaliasedAttrs")(asm.named_elided)
        builder = (builders or {}).get(cls.__name__)
        if named and builder is not None and lookup_op(name, "parse") is None:
            implement_op(name, "parse")(asm.named_parser(builder))
        static = (static_maps or {}).get(cls.__name__)
        if static is not None and lookup_op(name, "LinalgOp") is None:
            implement_op(name, "LinalgOp")(structured.memoizing_verifier(static))
            implement_op(name, "getNumLoops")(structured.static_loops(static))
            if "ConvolutionOpInterface" in traits and static.iterators:
                verify = convolution.convolution_verifier(static)
                implement_op(name, "ConvolutionOpInterface")(verify)
