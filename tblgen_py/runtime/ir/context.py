"""The Context: registry of dialects (ops, attributes, types), parsing options."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from types import TracebackType
from typing import TYPE_CHECKING, ClassVar

from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.builtin_cast import UnrealizedConversionCastOp
from tblgen_py.runtime.ir.dialect import Dialect as Dialect  # re-exported
from tblgen_py.runtime.ir.dialect import OpAsmDialectInterface, set_alias_hook
from tblgen_py.runtime.ir.scope import STACKS, Current, pop, push
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.operation import (
    GraphRegions,
    IsolatedFromAbove,
    NoTerminator,
    Operation,
    OpTrait,
    SingleBlock,
    SymbolTableTrait,
    VerifyError,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.text.op_state import OperationState as OpAsmState
    from tblgen_py.runtime.text.parser import Parser as OpAsmParser
    from tblgen_py.runtime.text.printer import OpPrinter as OpAsmPrinter
    from tblgen_py.runtime.ir.region import Region
    from tblgen_py.runtime.ir.value import Value


class ModuleOp(Operation):
    """``builtin.module``: the top-level container op."""

    __slots__ = ()
    OPERATION_NAME = "builtin.module"
    registered = True
    default_dialect = "builtin"
    traits: ClassVar[frozenset[type[OpTrait]]] = frozenset(
        {IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTableTrait, GraphRegions}
    )

    @property
    def body(self) -> Block:
        """The module's single block (created on demand)."""
        region = self.regions[0]
        return region.blocks[0] if region.blocks else region.add_block()

    def verify(self) -> None:
        """One body block without arguments (MLIR's ``NoRegionArguments``);
        discardable attributes need dialect-prefixed names."""
        if len(self.regions) != 1 or len(self.regions[0].blocks) != 1:
            raise VerifyError(
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
            )
        if self.regions[0].blocks[0].arguments:
            raise VerifyError("region should have no arguments")
        for name in self.attributes:
            if "." not in name and name not in ("sym_name", "sym_visibility"):
                raise VerifyError(
                    "can only contain attributes with dialect-prefixed names, "
                    f"found: '{name}'"
                )

    @property
    def sym_name(self) -> str | None:
        """The module's symbol name, if it has one."""
        attr = self.get_attr("sym_name")
        value = getattr(attr, "value", None)
        return value if isinstance(value, str) else None

    @classmethod
    def parse(cls, parser: OpAsmParser, state: OpAsmState) -> None:
        """``module`` (`@name`)? (`attributes` attr-dict)? region."""
        props: dict[str, object] = {}
        symbol = parser.parse_optional_symbol_name()
        if symbol is not None:
            props["sym_name"] = symbol
        attrs = parser.parse_optional_attr_dict_with_keyword()
        if "sym_visibility" in attrs:
            props["sym_visibility"] = attrs.pop("sym_visibility")
        region = parser.new_region()
        parser.parse_region(region, isolated=True)
        if region.is_empty():
            region.add_block()
        state.properties = props or None
        state.attributes = attrs
        state.regions = [region]

    def print(self, printer: OpAsmPrinter) -> None:
        """The custom form after the op name."""
        name = self.sym_name
        if name is not None:
            printer.write(" @" + name)
        merged: dict[str, object] = dict(self.attributes)
        if isinstance(self.properties, dict):
            merged.update(self.properties)
        printer.write(printer.attr_dict_with_keyword_str(merged, ("sym_name",)))
        printer.write(" ")
        printer.print_region(self.regions[0], False, False, False)


DialectLoader = Callable[["Context", str], object]
"""Loads the dialect of a name into a Context, if it knows one of that name."""


class Context:
    """Owns the op registry; unregistered ops may be allowed as generic ops."""

    __slots__ = (
        "dialects",
        "op_classes",
        "allow_unregistered_dialects",
        "resources",
        "dialect_loader",
        "_asked",
        "_defaults",
        "_elided",
        "emitted",
        "dialect_data",
        "__weakref__",
    )

    current = Current("contexts", "Context")
    """The innermost ``with``-entered context (None if none)."""

    def __init__(self, allow_unregistered_dialects: bool = False) -> None:
        self.dialects: dict[str, Dialect] = {}
        self.op_classes: dict[str, type[Operation]] = {}
        self.allow_unregistered_dialects = allow_unregistered_dialects
        self.resources: dict[str, dict[str, str]] = {}
        """Dialect resources by dialect then key: the value's source text."""
        self.dialect_loader: DialectLoader | None = None
        """Called with a dialect name the first time one that is not loaded is
        asked for (``get_or_load_dialect``), as MLIR loads a registered
        dialect on first use; the tools install it, the runtime has none."""
        self._asked: set[str] = set()
        self._defaults: dict[type[Operation], tuple[tuple[str, object], ...]] = {}
        self._elided: dict[type[Operation], tuple[tuple[str, object], ...]] = {}
        self.emitted: list[tuple[str, str]] = []
        """Diagnostics (level, message) emitted at an unknown location without
        failing, as MLIR's ``emitError(UnknownLoc)``; the tools print them."""
        self.dialect_data: dict[str, object] = {}
        """What a dialect keeps per context, by dialect name (MLIR's storage a
        dialect owns in its ``MLIRContext``: SPIR-V's identified structs)."""
        self.load_dialect(Dialect("builtin", [ModuleOp, UnrealizedConversionCastOp]))

    def get_or_load_dialect(self, name: str) -> Dialect | None:
        """The loaded dialect ``name``; if none, ``dialect_loader`` is given one
        chance (per name) to load it."""
        known = self.dialects.get(name)
        if known is None and self.dialect_loader is not None:
            if name not in self._asked:
                self._asked.add(name)
                self.dialect_loader(self, name)
                known = self.dialects.get(name)
        return known

    def lookup_or_load_op_class(self, name: str) -> type[Operation] | None:
        """The class registered for ``name``, loading its dialect if needed."""
        cls = self.op_classes.get(name)
        if cls is None and self.dialect_loader is not None:
            dialect, dot, _ = name.partition(".")
            if dot and self.get_or_load_dialect(dialect) is not None:
                cls = self.op_classes.get(name)
        return cls

    def __enter__(self) -> Context:
        push(STACKS.contexts, self)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        pop(STACKS.contexts, self)

    def load_dialect(self, dialect: Dialect) -> None:
        """Register ``dialect``'s op, attribute and type classes (merged by name)."""
        known = self.dialects.get(dialect.name)
        if known is None:
            self.dialects[dialect.name] = known = dialect
        else:
            known.merge(dialect)
        if type(known.asm_interface) is not OpAsmDialectInterface:
            set_alias_hook(known.name, known.asm_interface)
        for name, cls in dialect.ops.items():
            self.op_classes[name] = cls
        self._defaults.clear()  # defaults spelled as text may parse differently
        self._elided.clear()

    def op_defaults(self, cls: type[Operation]) -> tuple[tuple[str, object], ...]:
        """The default attributes of ``cls`` (its ``_ODS_DEFAULTS`` resolved: text
        parsed with the loaded dialects, builders called), cached per class."""
        found = self._defaults.get(cls)
        if found is None:
            found = self._defaults[cls] = tuple(
                (name, self._default_value(spec)) for name, spec in cls._ODS_DEFAULTS
            )
        return found

    def printed_defaults(self, cls: type[Operation]) -> tuple[tuple[str, object], ...]:
        """The defaults a declarative format elides an attribute equal to: those
        of ``op_defaults`` and of the optional attributes that have one
        (``_ODS_OPTIONAL_DEFAULTS``), cached per class."""
        found = self._elided.get(cls)
        if found is None:
            found = self._elided[cls] = self.op_defaults(cls) + tuple(
                (name, self._default_value(spec))
                for name, spec in cls._ODS_OPTIONAL_DEFAULTS
            )
        return found

    def _default_value(self, spec: object) -> object:
        resolve = getattr(spec, "resolve_in", None)
        if resolve is not None:  # a default that needs the loaded dialects
            return resolve(self)
        if not isinstance(spec, str):
            return spec() if callable(spec) else spec
        from tblgen_py.runtime.text.attr_parser import AttrTypeParser

        parser = AttrTypeParser(spec, "<default>")
        parser.dialects = self.dialects
        return parser.parse_attribute()

    def init_properties(self, op: Operation) -> None:
        """Complete a new op's properties as MLIR's ``Operation::create`` does:
        inherent attributes given as discardable ones move into the properties
        (explicit properties win), then defaults fill what is still missing
        (``populateDefaultProperties``); an inherent value the op's setter
        would not take (``_ods_keeps_inherent_attr``) is dropped, and segment
        sizes not given are zero.  New dicts
        replace the op's: a parser may share the ones it passed."""
        props = op.properties
        if props is not None and not isinstance(props, dict):
            return
        cls = type(op)
        found: dict[str, object] | None = None
        inherent = cls._ODS_INHERENT
        attrs = op.attributes
        keeps = getattr(cls, "_ods_keeps_inherent_attr", None)
        if (
            attrs
            and keeps is not None
            and not all(keeps(*item) for item in attrs.items())
        ):
            attrs = op.attributes = {k: v for k, v in attrs.items() if keeps(k, v)}
        if attrs and inherent and not inherent.isdisjoint(attrs):
            found = dict(props or {})
            for name, value in attrs.items():
                if name in inherent:
                    found.setdefault(name, value)
            op.attributes = {k: v for k, v in attrs.items() if k not in inherent}
        for name, count in cls._ODS_SEGMENT_GROUPS:
            current = found if found is not None else props
            if current is not None and current.get(name) is not None:
                continue
            if found is None:
                found = dict(props or {})
            value = op.attributes.get(name)
            if value is not None:  # written among the discardable attributes
                op.attributes = {k: v for k, v in op.attributes.items() if k != name}
            else:
                value = DenseArrayAttr.get(IntegerType.get(32), [0] * count)
            found[name] = value
        for name, value in self.op_defaults(cls):
            if value is None:  # a default whose attribute class is not loaded
                continue
            current = found if found is not None else props
            if current is None or current.get(name) is None:
                if found is None:
                    found = dict(props or {})
                found[name] = value
        if found is not None:
            op.properties = found

    def register_op(self, cls: type[Operation]) -> None:
        """Register one op class under its OPERATION_NAME."""
        name = cls.OPERATION_NAME
        dialect_name = name.split(".", 1)[0]
        self.load_dialect(Dialect(dialect_name, [cls]))

    def lookup_op_class_by_cpp_name(self, qualified: str) -> type[Operation] | None:
        """The op class of the C++ class ``qualified`` (``::mlir::ns::NameOp``):
        looked up in the dialect its namespace names (``ns`` lowercased, loaded
        on first use), else the one loaded dialect that has such a class."""
        namespace, _, name = qualified.rpartition("::")
        dialect = namespace.rpartition("::")[2].lower()
        home = self.get_or_load_dialect(dialect) if dialect else None
        if home is not None:
            found = [c for c in home.ops.values() if c.__name__ == name]
            if found:
                return found[0]
        found = [
            cls
            for known in self.dialects.values()
            for cls in known.ops.values()
            if cls.__name__ == name
        ]
        return found[0] if len(found) == 1 else None

    def lookup_op_class(self, name: str) -> type[Operation] | None:
        """The class registered for ``name``, if any."""
        return self.op_classes.get(name)

    def is_registered_dialect(self, name: str) -> bool:
        """Whether a dialect called ``name`` is loaded."""
        return name in self.dialects

    def create_operation(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[object] = (),
        properties: object = None,
        attributes: dict[str, object] | None = None,
        regions: int | Iterable[Region] = 0,
        successors: Sequence[Block] = (),
        location: object = None,
    ) -> Operation:
        """Create an op of the class registered for ``name`` (generic otherwise)."""
        cls = self.op_classes.get(name, Operation)
        op = cls.create(
            name,
            operands,
            result_types,
            properties,
            attributes,
            regions,
            successors,
            location,
        )
        if cls._ODS_DEFAULTS or (attributes and cls._ODS_INHERENT):
            self.init_properties(op)
        return op
