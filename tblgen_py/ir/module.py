"""``Context`` and ``Module`` as MLIR's Python bindings spell them."""

from __future__ import annotations

from tblgen_py.ir.parsing import parse_module
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.context import Context as _RuntimeContext
from tblgen_py.runtime.ir.context import ModuleOp
from tblgen_py.runtime.ir.location import UnknownLoc
from tblgen_py.runtime.ir.op_handle import OperationHandle, print_op
from tblgen_py.runtime.ir.scope import current_context, current_location


class Context(_RuntimeContext):
    """The runtime's context; ``with Context():`` makes it the current one.

    As in MLIR's bindings, every dialect of MLIR is available: one loads the
    first time text, ``Operation.create`` or a builder names it
    (``tblgen_py.dialects.load_dialect``).
    """

    __slots__ = ()

    def __init__(self, allow_unregistered_dialects: bool = False) -> None:
        from tblgen_py import dialects

        super().__init__(allow_unregistered_dialects)
        self.dialect_loader = dialects.load_dialect

    def load_all_available_dialects(self) -> None:
        """Load every dialect the context knows (they load on first use)."""

    def enable_multithreading(self, enable: bool) -> None:
        """Accepted for compatibility: the runtime is single-threaded."""

    def append_dialect_registry(self, registry: object) -> None:
        """Accepted for compatibility: dialects load on first use."""


class Module:
    """A ``builtin.module`` op seen as the bindings' ``Module``."""

    __slots__ = ("_op",)

    def __init__(self, op: ModuleOp) -> None:
        self._op = op

    @staticmethod
    def create(loc: object = None) -> Module:
        """An empty module (one empty block) at ``loc`` or the current location."""
        if loc is None:
            loc = current_location() or UnknownLoc.get()
        op = ModuleOp.create(regions=1, location=loc)
        op.regions[0].add_block()
        return Module(op)

    @staticmethod
    def parse(asm: str | bytes, context: object = None) -> Module:
        """The module read from ``asm``, verified (MLIRError otherwise)."""
        text = asm.decode() if isinstance(asm, bytes) else asm
        module = parse_module(text, context)
        assert isinstance(module, ModuleOp)
        return Module(module)

    @property
    def body(self) -> Block:
        """The module's block."""
        return self._op.body

    @property
    def operation(self) -> OperationHandle:
        """The ``builtin.module`` op."""
        return OperationHandle(self._op)

    @property
    def context(self) -> object:
        """The current context (modules do not keep one)."""
        return current_context()

    def dump(self) -> None:
        """Print the module to stdout."""
        print(self, end="")

    def __str__(self) -> str:
        return print_op(self._op)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Module) and other._op is self._op

    def __hash__(self) -> int:
        return hash(self._op)
