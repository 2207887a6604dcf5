"""What the parser builds: values, use lists, blocks, properties, locations."""

from __future__ import annotations

from tblgen_py.runtime.ir import Context, ModuleOp, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr
from tblgen_py.runtime.ir.location import FileLineColLoc, NameLoc
from tblgen_py.runtime.ir.types import i
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.ssa_scope import ForwardRef


def ops(module: ModuleOp) -> list[Operation]:
    return list(module.body)


def test_top_level_ops_are_wrapped_in_a_module() -> None:
    module = parse_source('"a.x"() : () -> ()\n"a.y"() : () -> ()', path="f.mlir")
    assert isinstance(module, ModuleOp)
    assert [op.name for op in ops(module)] == ["a.x", "a.y"]
    assert module.location == FileLineColLoc.get("f.mlir", 0, 0)
    assert ops(module)[1].location == FileLineColLoc.get("f.mlir", 2, 1)


def test_single_module_is_returned_as_is() -> None:
    module = parse_source('module @m {\n  "a.x"() : () -> ()\n}')
    assert module.sym_name == "m" and module.parent is None
    assert [op.name for op in ops(module)] == ["a.x"]


def test_forward_references_are_resolved_with_use_lists() -> None:
    text = '"g.r"() ({\n  "g.use"(%1, %1) : (i32, i32) -> ()\n  %1 = "g.def"() : () -> i32\n}) : () -> ()'
    module = parse_source(text)
    use, definition = list(ops(module)[0].regions[0].blocks[0])
    assert use.operands == [definition.result, definition.result]
    assert [(u.owner, u.index) for u in definition.result.uses] == [(use, 0), (use, 1)]
    assert not any(isinstance(v, ForwardRef) for v in use.operands)


def test_multi_result_groups() -> None:
    text = '%a, %b:2 = "m.d"() : () -> (i1, i2, i3)\n"m.u"(%b#1, %a) : (i3, i1) -> ()'
    definition, use = ops(parse_source(text))
    assert use.operands == [definition.results[2], definition.results[0]]


def test_blocks_successors_and_arguments() -> None:
    text = (
        '"c.f"() ({\n^bb0(%x: i32 loc("a":1:2)):\n  "c.br"(%x)[^next] : (i32) -> ()\n'
        '^next(%y: i32):\n  "c.ret"(%y) : (i32) -> ()\n}) : () -> ()'
    )
    region = ops(parse_source(text, path="p"))[0].regions[0]
    entry, nxt = region.blocks
    assert entry.arguments[0].location == FileLineColLoc.get("a", 1, 2)
    assert nxt.arguments[0].location == FileLineColLoc.get("p", 4, 7)
    assert entry.last_op.successors == [nxt]  # type: ignore[union-attr]
    assert nxt.predecessors == [entry]
    assert nxt.arguments[0].type == i(32)


def test_properties_and_attributes() -> None:
    op = ops(
        parse_source('"p.o"() <{b = 2 : i8, a = "s"}> {z, y = 1 : i8} : () -> ()')
    )[0]
    assert op.properties == {"a": StringAttr.get("s"), "b": IntegerAttr.get(i(8), 2)}
    assert list(op.attributes) == ["y", "z"]
    assert op.get_attr("b") == IntegerAttr.get(i(8), 2)


def test_location_aliases_resolved_forward_and_backward() -> None:
    text = '#a = loc("x":1:1)\n"l.a"() : () -> () loc(#a)\n"l.b"() : () -> () loc(#b)\n#b = loc("n")'
    first, second = ops(parse_source(text))
    assert first.location == FileLineColLoc.get("x", 1, 1)
    assert second.location == NameLoc.get("n")


def test_type_aliases() -> None:
    op = ops(parse_source('!t = i7\n%0 = "t.x"() : () -> !t'))[0]
    assert op.result.type == i(7)


def test_registered_class_is_instantiated() -> None:
    class Marker(Operation):
        __slots__ = ()
        OPERATION_NAME = "reg.marker"
        registered = True

    ctx = Context()
    ctx.register_op(Marker)
    op = ops(parse_source('"reg.marker"() : () -> ()', ctx))[0]  # type: ignore[arg-type]
    assert type(op) is Marker


def test_dialect_resources_kept_on_context() -> None:
    ctx = Context(True)
    parse_source(
        '"r.x"() : () -> ()\n{-#\n dialect_resources: { builtin: { k: "0x0100000001" } }\n#-}',
        ctx,
    )
    assert ctx.resources == {"builtin": {"k": '"0x0100000001"'}}


def test_generic_ops_whose_type_continues_on_the_next_line_repeat() -> None:
    # The second op's first line is the first's: what follows it is still read.
    line = '  %{} = "g.op" (%a) {{k = 1 : i32}} :\n    (i32) -> i32\n'
    text = '"g.r"() ({\n^bb0(%a: i32):\n' + line.format("x") + line.format("y")
    module = parse_source(text + "}) : () -> ()")
    first, second = list(ops(module)[0].regions[0].blocks[0])
    assert second.name == "g.op" and second.result.type == first.result.type
    assert second.attributes == first.attributes


def test_op_locations_in_any_order_of_lines() -> None:
    """Ops and block arguments get their line and byte column wherever they
    sit: on one line, lines apart, back up the file, after a non-ASCII text,
    on the last line."""
    text = (
        '"t.a"() : () -> ()\n'
        "\n// skipped\n\n"
        '  "t.b"() : () -> ()  "t.c"() : () -> ()\n'
        '"t.d"() ({\n'
        "^bb0(%x: i32, %y: i32):\n"
        '  %r = "t.e"(%y) : (i32) -> i32\n'
        '}) {s = "\u00e9\u00e9"} : () -> () "t.f"() : () -> ()\n'
        '"t.g"() : () -> ()'
    )
    module = parse_source(text, path="f.mlir")
    a, b, c, d, f, g = ops(module)
    block = d.regions[0].blocks[0]
    found = [
        (loc.line, loc.col)
        for loc in [
            a.location,
            b.location,
            c.location,
            d.location,
            *(arg.location for arg in block.arguments),
            block.first_op.location,
            f.location,
            g.location,
        ]
    ]
    # as mlir-opt-22 --mlir-print-debuginfo prints them
    assert found == [
        (1, 1),
        (5, 3),
        (5, 23),
        (6, 1),
        (7, 6),
        (7, 15),
        (8, 8),
        (9, 28),
        (10, 1),
    ]


def test_numbered_and_plain_names_forward_and_scoped() -> None:
    """``%v#1`` used before ``%v:2`` is defined, ``%w`` used before it is
    defined, and a name of an inner region defined again after it."""
    text = (
        '"t.use"(%v#1, %w, %v#0) : (i32, i64, i32) -> ()\n'
        '%v:2 = "t.two"() : () -> (i32, i32)\n'
        '%w = "t.one"() : () -> i64\n'
        '"t.r"() ({\n  %z = "t.in"() : () -> i1\n  "t.u"(%z, %w) : (i1, i64) -> ()\n'
        "}) : () -> ()\n"
        '%z = "t.out"() : () -> i8\n'
        '"t.u"(%z, %v#1) : (i8, i32) -> ()'
    )
    use, two, one, region_op, out, last = ops(parse_source(text))
    assert use.operands == [two.results[1], one.result, two.results[0]]
    inner = list(region_op.regions[0].blocks[0])
    assert inner[1].operands == [inner[0].result, one.result]
    assert last.operands == [out.result, two.results[1]]
