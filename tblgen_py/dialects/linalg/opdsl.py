"""The region builders of the named structured ops MLIR defines in OpDSL.

MLIR's headers carry them as generated C++ (``LinalgNamedStructuredOps.yamlgen
.cpp.inc``): for each op, a straight-line sequence of ``helper.buildTypeFn``,
``buildUnaryFn`` and ``buildBinaryFn`` calls over the block's arguments and
earlier values, then the yielded values.  ``read_builders`` reads that data
(read at run time from the headers in use, never committed); ``build_region``
replays it as ``RegionBuilderHelper`` does (LinalgOps.cpp): casts as
``convertScalarToDtype``, the functions as the arith/math/complex op of the
operands' kind.  Ops whose builder uses anything else have no entry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import attr_from_text
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.location import UnknownLoc
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
)
from tblgen_py.runtime.ir.value import Value

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser

FILE = "mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.cpp.inc"

_FUNCTION = re.compile(
    r"void (\w+)::regionBuilder\(ImplicitLocOpBuilder &b,[^{]*\{(.*?)\n\}\n", re.S
)
_DEFAULT = re.compile(r"(\w+)Fn (\w+) = \w+Fn::(\w+);")
_ATTR = re.compile(
    r"\(auto attr = llvm::dyn_cast<\w+>\((\w+)->getValue\(\)\)\)\s*(\w+) ="
)
_FIND = re.compile(
    r'auto (\w+) = llvm::find_if\(attrs,.*?getName\(\) == "(\w+)"; \}\);', re.S
)
_VALUE = re.compile(
    r"Value (value\d+) = helper\.build(Type|Unary|Binary|Ternary)Fn\((.*?), emitError\);"
)
_STEP = re.compile(
    _VALUE.pattern
    + r'|Value (?P<cname>value\d+) = helper\.constant\("(?P<const>[^"]*)"\);'
    + r"|Value (?P<iname>value\d+) = helper\.index\((?P<dim>\d+)\);"
)
_YIELD = re.compile(r"yields\.push_back\((.*?)\);")
_ARGS = re.compile(r"unsigned (\w+)::getNumRegionArgs\(\) \{ return (\d+); \}")
_ARG = re.compile(r"block\.getArgument\((\d+)\)(\.getType\(\))?\Z")


@dataclass(frozen=True)
class Step:
    """One ``helper.build<Kind>Fn(fn, args...)`` call defining ``name``."""

    name: str
    kind: str
    fn: str
    attr: str | None
    args: tuple[str, ...]


@dataclass(frozen=True)
class Builder:
    """An op's region builder: its steps, the values it yields and the
    number of block arguments it expects (``getNumRegionArgs``)."""

    steps: tuple[Step, ...]
    yields: tuple[str, ...]
    num_args: int = 0


def read_builders(include_dir: Path | str) -> dict[str, Builder]:
    """The region builders of the OpDSL ops, by C++ class name."""
    path = Path(include_dir) / FILE
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    counts = {name: int(count) for name, count in _ARGS.findall(text)}
    found: dict[str, Builder] = {}
    for match in _FUNCTION.finditer(text):
        builder = _read_body(match.group(2))
        name = match.group(1)
        if builder is not None and name in counts:
            found[name] = Builder(builder.steps, builder.yields, counts[name])
    return found


def _read_body(body: str) -> Builder | None:
    defaults = {var: fn for _, var, fn in _DEFAULT.findall(body)}
    iters = dict(_FIND.findall(body))  # iterator variable -> attribute name
    attr_of = {var: iters.get(it) for it, var in _ATTR.findall(body)}
    steps = []
    for found in _STEP.finditer(body):
        if found.group("const") is not None:
            steps.append(
                Step(found.group("cname"), "Constant", found.group("const"), None, ())
            )
            continue
        if found.group("dim") is not None:
            steps.append(
                Step(found.group("iname"), "Index", found.group("dim"), None, ())
            )
            continue
        name, kind, args_text = found.group(1, 2, 3)
        parts = [part.strip() for part in args_text.split(",")]
        fn = parts[0]
        attr = None
        if fn in defaults:
            attr = attr_of.get(fn)
            fn = defaults[fn]
        else:
            fn = fn.split("::")[-1]
        steps.append(Step(name, kind, fn, attr, tuple(parts[1:])))
    yields = tuple(_YIELD.findall(body))
    rest = _STEP.sub("", body)
    if "helper." in rest.replace("helper.yieldOutputs", "") or not yields:
        return None  # constants, index: not replayed
    return Builder(tuple(steps), yields)


class BuildError(Exception):
    """A region builder that cannot be replayed for these types."""


class InvalidBuild(BuildError):
    """What MLIR's ``RegionBuilderHelper`` itself rejects (its message)."""


def operand_element(ty: object) -> object:
    """The element a LinalgOp's body sees for an operand of type ``ty``: a
    memref's or ranked tensor's element type, any other type itself (a vector
    is a scalar to LinalgOp)."""
    return ty.element_type if isinstance(ty, (MemRefType, RankedTensorType)) else ty


def build_region(
    parser: Parser,
    builder: Builder,
    types: Sequence[object],
    attrs: dict[str, object],
) -> Region:
    """The body of a named op over ``types`` (its operands' types)."""
    region = Region()
    block = region.add_block()
    loc = UnknownLoc.get()
    values: dict[str, Value] = {}
    for ty in types:
        block.add_argument(operand_element(ty), loc)
    for step in builder.steps:
        if step.kind in ("Constant", "Index"):
            values[step.name] = _leaf(parser, block, step)
            continue
        fn = _enum_override(parser, attrs, step)
        operands = [_operand(block, values, arg) for arg in step.args]
        values[step.name] = _apply(parser, block, step.kind, fn, operands)
    yielded = [_value(block, values, name) for name in builder.yields]
    _create(parser, block, "linalg.yield", yielded, [])
    return region


def _enum_override(parser: Parser, attrs: dict[str, object], step: Step) -> str:
    """The function an attribute (``cast``, ``fun``) chooses, else the default."""
    if step.attr is None or step.attr not in attrs:
        return step.fn
    value = getattr(attrs[step.attr], "value", None)
    name = getattr(value, "name", None)
    return name.lower() if isinstance(name, str) else step.fn


def _leaf(parser: Parser, block: Block, step: Step) -> Value:
    """``helper.constant(text)`` (an ``arith.constant``) or
    ``helper.index(dim)`` (a ``linalg.index``)."""
    if step.kind == "Constant":
        value = attr_from_text(parser, step.fn)
        ty = getattr(value, "type", None)
        props = {"value": value}
        return _create(parser, block, "arith.constant", [], [ty], props).results[0]
    props = {"dim": IntegerAttr.get(IntegerType.get(64), int(step.fn))}
    index = IndexType.get()
    return _create(parser, block, "linalg.index", [], [index], props).results[0]


_HELPER_TYPE = re.compile(r"helper\.get(Float32|Float64|Integer)Type\((\d*)\)\Z")


def _operand(block: Block, values: dict[str, Value], text: str) -> object:
    helper = _HELPER_TYPE.match(text)
    if helper is not None:
        kind, width = helper.groups()
        if kind == "Integer":
            return IntegerType.get(int(width))
        return FloatType.get("f32" if kind == "Float32" else "f64")
    match = _ARG.match(text)
    if match is None:
        return values[text]
    arg = block.arguments[int(match.group(1))]
    return arg.type if match.group(2) else arg


def _value(block: Block, values: dict[str, Value], text: str) -> Value:
    found = _operand(block, values, text)
    if not isinstance(found, Value):
        raise BuildError(f"yielded value '{text}'")
    return found


def _create(
    parser: Parser,
    block: Block,
    name: str,
    operands: Sequence[Value],
    results: list[object],
    properties: dict[str, object] | None = None,
) -> Operation:
    cls = parser.context.op_classes.get(name, Operation)
    op = cls.create(
        name,
        operands=list(operands),
        result_types=results,
        properties=properties,
        location=UnknownLoc.get(),
    )
    parser.context.init_properties(op)
    block.append(op)
    return op


def _apply(
    parser: Parser, block: Block, kind: str, fn: str, operands: list[object]
) -> Value:
    if kind == "Type":
        to_type, value = operands
        assert isinstance(value, Value)
        return _cast(parser, block, to_type, value, fn == "cast_unsigned")
    if kind == "Unary":
        (value,) = operands
        assert isinstance(value, Value)
        return _unary(parser, block, fn, value)
    if kind == "Ternary":
        return _ternary(parser, block, fn, operands)
    lhs, rhs = operands
    assert isinstance(lhs, Value) and isinstance(rhs, Value)
    return _binary(parser, block, fn, lhs, rhs)


def _ternary(parser: Parser, block: Block, fn: str, operands: list[object]) -> Value:
    """``buildTernaryFn``: ``select`` is ``arith.select`` (its verifier
    checks the condition): of an ``i1``, or of three floats or integers."""
    cond, lhs, rhs = operands
    assert isinstance(cond, Value) and isinstance(lhs, Value)
    assert isinstance(rhs, Value)
    if fn != "select":
        raise BuildError(f"ternary function '{fn}'")
    types = [cond.type, lhs.type, rhs.type]
    head_bool = cond.type == IntegerType.get(1)
    tail_float = all(isinstance(t, FloatType) for t in types)
    tail_integer = all(isinstance(t, IntegerType) for t in types)
    if not (head_bool or tail_float or tail_integer):
        raise InvalidBuild("unsupported non numeric type")
    return _create(parser, block, "arith.select", [cond, lhs, rhs], [lhs.type]).results[
        0
    ]


def _unary(parser: Parser, block: Block, fn: str, value: Value) -> Value:
    """``buildUnaryFn``: a math/arith op of a float; ``reciprocal`` divides
    a constant one by it, ``square`` multiplies it by itself."""
    ty = value.type
    if not isinstance(ty, FloatType):
        raise InvalidBuild("unsupported non numeric type")
    if fn == "square":
        return _create(parser, block, "arith.mulf", [value, value], [ty]).results[0]
    if fn == "reciprocal":
        props: dict[str, object] = {"value": FloatAttr.get(ty, 1.0)}
        one = _create(parser, block, "arith.constant", [], [ty], props).results[0]
        return _create(parser, block, "arith.divf", [one, value], [ty]).results[0]
    name = _UNARY.get(fn)
    if name is None:
        raise BuildError(f"unary function '{fn}'")
    return _create(parser, block, name, [value], [ty]).results[0]


_UNARY = {
    "exp": "math.exp",
    "log": "math.log",
    "abs": "math.absf",
    "ceil": "math.ceil",
    "floor": "math.floor",
    "negf": "arith.negf",
    "round": "math.round",
    "sqrt": "math.sqrt",
    "rsqrt": "math.rsqrt",
    "tanh": "math.tanh",
    "erf": "math.erf",
}

# function -> (complex, float, bool, integer) op names (None: unsupported)
_BINARY = {
    "add": ("complex.add", "arith.addf", "arith.ori", "arith.addi"),
    "sub": ("complex.sub", "arith.subf", None, "arith.subi"),
    "mul": ("complex.mul", "arith.mulf", "arith.andi", "arith.muli"),
    "div": ("complex.div", "arith.divf", None, "arith.divsi"),
    "div_unsigned": (None, None, None, "arith.divui"),
    "max_signed": (None, "arith.maximumf", "arith.maxsi", "arith.maxsi"),
    "min_signed": (None, "arith.minimumf", "arith.minsi", "arith.minsi"),
    "max_unsigned": (None, "arith.maximumf", "arith.maxui", "arith.maxui"),
    "min_unsigned": (None, "arith.minimumf", "arith.minui", "arith.minui"),
    "powf": (None, "math.powf", None, None),
}


_UNSIGNED = {
    "div_unsigned": "div",
    "max_unsigned": "max",
    "min_unsigned": "min",
}


def _width(ty: object) -> int:
    return ty.width if isinstance(ty, IntegerType) else 0


def _binary(parser: Parser, block: Block, fn: str, lhs: Value, rhs: Value) -> Value:
    """``buildBinaryFn``: the op of the operands' kind, or MLIR's error."""
    names = _BINARY.get(fn)
    a, b = lhs.type, rhs.type
    if names is None:
        raise BuildError(f"binary function '{fn}'")
    integers = isinstance(a, IntegerType) and isinstance(b, IntegerType)
    bools = integers and _width(a) == 1 and _width(b) == 1
    if isinstance(a, ComplexType) and isinstance(b, ComplexType):
        name = names[0]
    elif isinstance(a, FloatType) and isinstance(b, FloatType):
        name = names[1]
    elif integers:
        name = names[2] if bools else names[3]
    else:
        raise InvalidBuild(
            "Cannot build binary Linalg operation: expects allComplex, "
            f"allFloatingPoint, or allInteger, got '{a}' and '{b}'"
        )
    if fn in _UNSIGNED and (not integers or bools):
        raise InvalidBuild(
            f"unsupported operation: unsigned {_UNSIGNED[fn]} not on uint"
        )
    if bools and fn in ("sub", "div"):
        raise InvalidBuild(f"unsupported operation: {fn} with bools")
    if name is None:
        raise BuildError(f"binary function '{fn}' on '{a}' and '{b}'")
    return _create(parser, block, name, [lhs, rhs], [a]).results[0]


def _cast(
    parser: Parser, block: Block, to_type: object, value: Value, unsigned: bool
) -> Value:
    """``convertScalarToDtype`` for integer, index and float types."""
    source = value.type
    name: str | None = None
    if source == to_type:
        return value
    if isinstance(to_type, IntegerType):
        if isinstance(source, FloatType):
            name = "arith.fptoui" if unsigned else "arith.fptosi"
        elif isinstance(source, IndexType):
            name = "arith.index_cast"
        elif isinstance(source, IntegerType):
            if to_type.width > source.width:
                name = "arith.extui" if unsigned else "arith.extsi"
            elif to_type.width < source.width:
                name = "arith.trunci"
    elif isinstance(to_type, FloatType):
        if isinstance(source, IntegerType):
            name = "arith.uitofp" if unsigned else "arith.sitofp"
        elif isinstance(source, FloatType):
            if to_type.width > source.width:
                name = "arith.extf"
            elif to_type.width < source.width:
                name = "arith.truncf"
    elif isinstance(to_type, ComplexType):
        return _cast_to_complex(parser, block, to_type, value, unsigned)
    if name is None:
        return value
    return _create(parser, block, name, [value], [to_type]).results[0]


def _cast_to_complex(
    parser: Parser, block: Block, to_type: ComplexType, value: Value, unsigned: bool
) -> Value:
    """``convertScalarToComplexDtype``: a complex of floats converts its real
    and imaginary parts; a float or integer becomes the real part, with a zero
    imaginary part."""
    source = value.type
    element = to_type.element_type
    if not isinstance(element, FloatType):
        return value

    def resize(part: Value) -> Value:
        width = getattr(part.type, "width", 0)
        if width == element.width:
            return part
        name = "arith.truncf" if element.width < width else "arith.extf"
        return _create(parser, block, name, [part], [element]).results[0]

    if isinstance(source, ComplexType):
        if not isinstance(source.element_type, FloatType):
            return value
        parts = [
            _create(parser, block, name, [value], [source.element_type]).results[0]
            for name in ("complex.re", "complex.im")
        ]
        if element.width < source.element_type.width:
            real, imag = (
                _create(parser, block, "arith.truncf", [p], [element]) for p in parts
            )
        else:
            real, imag = (
                _create(parser, block, "arith.extf", [p], [element]) for p in parts
            )
        operands: list[Value] = [real.results[0], imag.results[0]]
    elif isinstance(source, (FloatType, IntegerType)):
        if isinstance(source, FloatType):
            real_part = resize(value)
        else:
            name = "arith.uitofp" if unsigned else "arith.sitofp"
            real_part = _create(parser, block, name, [value], [element]).results[0]
        props: dict[str, object] = {"value": FloatAttr.get(element, 0.0)}
        zero = _create(parser, block, "arith.constant", [], [element], props)
        operands = [real_part, zero.results[0]]
    else:
        return value
    return _create(parser, block, "complex.create", operands, [to_type]).results[0]


_MAPS_FN = re.compile(r"ArrayAttr (\w+)::getIndexingMaps\(\) \{(.*?)\n\}\n", re.S)
_BINDINGS_FN = re.compile(
    r"static SmallVector<AffineExpr> getSymbolBindings\((\w+) self\) \{(.*?)\n\}\n",
    re.S,
)
_MAP_TEXT = re.compile(r'parseAttribute\("(affine_map<[^"]*>)"')
_BINDING = re.compile(
    r"getAffineSymbolExpr\((\d+), context\)"
    r"|int64_t cst\d+ = self\.get(\w+)\(\)\.getValues<int64_t>\(\)\[(\d+)\];"
)


_ITERATORS_FN = re.compile(
    r"SmallVector<utils::IteratorType> (\w+)::getIteratorTypesArray\(\) \{(.*?)\n\}\n",
    re.S,
)
_ITERATOR = re.compile(r"utils::IteratorType::(parallel|reduction)")


@dataclass(frozen=True)
class StaticMaps:
    """The indexing maps an op memoizes (``linalg.memoized_indexing_maps``):
    map texts and their symbol bindings (a symbol, or an attribute's element)."""

    maps: tuple[str, ...]
    bindings: tuple[tuple[str, int], ...]
    identity: bool = False
    """A rank-polymorphic op: its maps are not memoized but derived from the
    operands, an identity over the init's rank (empty for a rank-0 operand)."""
    iterators: tuple[str, ...] = ()
    """Its iterator types (``parallel``/``reduction``), as
    ``getIteratorTypesArray`` lists them."""


def read_static_maps(include_dir: Path | str) -> dict[str, StaticMaps]:
    """The memoized indexing maps of the OpDSL ops, by C++ class name."""
    try:
        text = (Path(include_dir) / FILE).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    bindings: dict[str, tuple[tuple[str, int], ...]] = {}
    for name, body in _BINDINGS_FN.findall(text):
        found = []
        for symbol, getter, index in _BINDING.findall(body):
            if symbol:
                found.append(("", int(symbol)))
            else:
                found.append((getter[:1].lower() + getter[1:], int(index)))
        bindings[name] = tuple(found)
    iterators = {
        name: tuple(_ITERATOR.findall(body))
        for name, body in _ITERATORS_FN.findall(text)
    }
    maps: dict[str, StaticMaps] = {}
    for name, body in _MAPS_FN.findall(text):
        if "memoizeAttr" in body and name in bindings:
            maps[name] = StaticMaps(
                tuple(_MAP_TEXT.findall(body)),
                bindings[name],
                False,
                iterators.get(name, ()),
            )
        elif "getMultiDimIdentityMap" in body and "scalarMap" in body:
            maps[name] = StaticMaps((), (), identity=True)
    return maps
