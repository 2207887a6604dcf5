"""``linalg`` dialect: the hand-written syntax of ``linalg.generic`` and
``linalg.yield`` (``asm``) and the verifiers of the structured-op interface,
``linalg.yield`` and ``linalg.index`` (``structured``)."""

from __future__ import annotations

from tblgen_py.dialects.linalg import (  # noqa: F401
    asm,
    ops_asm,
    ops_verify,
    structured,
)
from tblgen_py.runtime.ods.hooks import implement_op, lookup_op

__all__ = ["register"]


def register(context: object) -> None:
    """Give every destination-style op of the dialect (the named structured
    ops generated from MLIR's OpDSL) its inits: the ``outs`` operands; the
    named ops without syntax of their own print in the shared named-op form."""
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
        hooks = dict(getattr(cls, "ODS_HOOKS", ()))
        named = "LinalgOp" in traits and hooks.get("print") == "hasCustomAssemblyFormat"
        if named and name not in asm.OWN_SYNTAX and lookup_op(name, "print") is None:
            implement_op(name, "print")(asm.print_named)
            implement_op(name, "printedRegionOrder")(asm.no_printed_regions)
