"""The conversion passes as ``Pass`` classes of the pass manager.

Each registers under its ``mlir-opt`` name with its options, so
``mlir-opt-py --convert-arith-to-llvm=index-bitwidth=32`` and
``--pass-pipeline='builtin.module(convert-scf-to-cf,convert-to-llvm)'`` run
them.  A failed conversion raises ``VerificationError`` at the op (rendered
as ``file:line:col: error: ...`` with notes).
"""

from __future__ import annotations

from tblgen_py.conversions.llvm_types import use_context
from tblgen_py.conversions.passes import PASSES
from tblgen_py.runtime.conversion import ConversionFailure
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerificationError, VerificationNote
from tblgen_py.runtime.passes import Pass, PassOption, register_pass

NOT_FORWARDED = frozenset({"filter-dialects", "dynamic"})
"""Options of ``convert-to-llvm`` that ``passes.PASSES`` does not take."""
NOT_PORTED = "not ported"
"""The description of options that are accepted but not implemented (set: an error)."""
INDEX_BITWIDTH = PassOption(
    "index-bitwidth",
    "uint",
    0,
    "Bitwidth of the index type, 0 to use size of machine word",
)
DESCRIPTIONS = {
    "reconcile-unrealized-casts": "Simplify and eliminate unrealized conversion casts",
    "convert-arith-to-llvm": "Convert Arith dialect to LLVM dialect",
    "convert-func-to-llvm": "Convert from the Func dialect to the LLVM dialect",
    "convert-cf-to-llvm": "Convert ControlFlow operations to the LLVM dialect",
    "convert-index-to-llvm": "Lower the `index` dialect to the `llvm` dialect.",
    "finalize-memref-to-llvm": "Finalize MemRef dialect to LLVM dialect conversion",
    "convert-scf-to-cf": "Convert SCF dialect to ControlFlow dialect, replacing structured"
    " control flow with a CFG",
    "convert-to-llvm": "Convert to LLVM via dialect interfaces found in the input IR",
    "convert-ub-to-llvm": "Convert UB dialect to LLVM dialect",
    "convert-math-to-llvm": "Convert Math dialect to LLVM dialect",
}
OPTIONS: dict[str, tuple[PassOption, ...]] = {
    "convert-arith-to-llvm": (INDEX_BITWIDTH,),
    "convert-func-to-llvm": (
        PassOption(
            "use-bare-ptr-memref-call-conv",
            "bool",
            False,
            "Replace FuncOp's MemRef arguments with bare pointers to the MemRef "
            "element types",
        ),
        INDEX_BITWIDTH,
    ),
    "convert-cf-to-llvm": (INDEX_BITWIDTH,),
    "convert-index-to-llvm": (INDEX_BITWIDTH,),
    "convert-ub-to-llvm": (INDEX_BITWIDTH,),
    "convert-math-to-llvm": (
        PassOption("approximate-log1p", "bool", True, "Enable approximation of Log1p."),
    ),
    "finalize-memref-to-llvm": (
        PassOption(
            "use-aligned-alloc", "bool", False, "Use llvm.aligned_alloc for alloc"
        ),
        INDEX_BITWIDTH,
        PassOption(
            "use-generic-functions",
            "bool",
            False,
            "Use generic allocation and deallocation functions instead of the "
            "classic 'malloc', 'aligned_alloc' and 'free' functions",
        ),
    ),
    "convert-to-llvm": (
        PassOption("filter-dialects", "list", [], NOT_PORTED),
        PassOption("dynamic", "bool", False, NOT_PORTED),
    ),
}

DEPENDENT_DIALECTS: dict[str, tuple[str, ...]] = {
    "reconcile-unrealized-casts": (),
    "convert-scf-to-cf": ("cf",),
}
"""The dialects each pass builds ops of (default: ``llvm``)."""


class ConversionPass(Pass):
    """Runs one function of ``passes.PASSES`` on the op."""

    def run_on_operation(self, op: Operation) -> None:
        """Run the conversion; a failure is a located error."""
        for option in self.options:
            if option.description == NOT_PORTED and self.values.get(option.name):
                raise VerificationError(
                    f"option '{option.name}' of '{self.argument}' is not supported yet",
                    op.location,
                )
        options = {
            name: str(int(value) if isinstance(value, bool) else value)
            for name, value in self.values.items()
            if (value or isinstance(value, bool)) and name not in NOT_FORWARDED
        }
        use_context(self.context)
        try:
            PASSES[self.argument](op, self.context, options)
        except ConversionFailure as failure:
            raise VerificationError(
                failure.message,
                failure.location,
                failure.op,
                [VerificationNote(n.message, n.location) for n in failure.notes],
            ) from failure


def _make(name: str) -> type[ConversionPass]:
    """A registered ``ConversionPass`` subclass for pass ``name``."""
    cls = type(
        "".join(part.capitalize() for part in name.split("-")) + "Pass",
        (ConversionPass,),
        {
            "argument": name,
            "description": DESCRIPTIONS.get(name, ""),
            "options": OPTIONS.get(name, ()),
            "dependent_dialects": DEPENDENT_DIALECTS.get(name, ("llvm",)),
            "__doc__": f"``--{name}``.",
        },
    )
    return register_pass(cls)


PASS_CLASSES = {name: _make(name) for name in PASSES}
"""Each conversion pass class, by name."""
