"""The op printer: numbering, block labels, comments, options, custom forms."""

from __future__ import annotations

import textwrap

from tblgen_py.runtime.ir import (
    Block,
    Builder,
    InsertionPoint,
    ModuleOp,
    Operation,
    Region,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr, UnitAttr
from tblgen_py.runtime.ir.location import FileLineColLoc, NameLoc
from tblgen_py.runtime.ir.types import FunctionType, i
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module, print_operation
from tblgen_py.runtime.text.ssa_names import escape_string, print_attr_name

I32 = i(32)


def module_of(*ops: Operation) -> ModuleOp:
    module = ModuleOp.create(regions=1)
    for op in ops:
        module.body.append(op)
    return module


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


class TestGenericForm:
    def test_built_ir(self) -> None:
        module = ModuleOp.create(regions=1)
        b = Builder(InsertionPoint.at_end(module.body))
        c = b.create("t.c", (), (I32,), {"value": IntegerAttr.get(I32, 3)})
        pair = b.create(
            "t.pair", (c.result,), (I32, I32), attributes={"k": UnitAttr.get()}
        )
        b.create("t.use", (pair.results[1], pair.results[0], c.result))
        assert print_module(module) == dedent("""
            "builtin.module"() ({
              %0 = "t.c"() <{value = 3 : i32}> : () -> i32
              %1:2 = "t.pair"(%0) {k} : (i32) -> (i32, i32)
              "t.use"(%1#1, %1#0, %0) : (i32, i32, i32) -> ()
            }) : () -> ()
            """)

    def test_regions_blocks_and_pred_comments(self) -> None:
        b0, b1, b2 = Block([I32]), Block(), Block([I32])
        b0.append(Operation("t.br", successors=[b1, b2, b2]))
        b1.append(Operation("t.br", [b0.arguments[0]], successors=[b2]))
        b2.append(Operation("t.ret", [b2.arguments[0]]))
        dead = Block()
        dead.append(Operation("t.ret"))
        op = Operation("t.f", regions=[Region([b0, b1, b2, dead]), Region()])
        assert print_module(module_of(op)) == dedent("""
            "builtin.module"() ({
              "t.f"() ({
              ^bb0(%arg0: i32):
                "t.br"()[^bb1, ^bb2, ^bb2] : () -> ()
              ^bb1:  // pred: ^bb0
                "t.br"(%arg0)[^bb2] : (i32) -> ()
              ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
                "t.ret"(%0) : (i32) -> ()
              ^bb3:  // no predecessors
                "t.ret"() : () -> ()
              }, {
              }) : () -> ()
            }) : () -> ()
            """)

    def test_numbering_follows_mlir_opt_region_order(self) -> None:
        text = dedent("""
            "a.x"() ({
              %a = "a.y"() : () -> i32
            }, {
              %b = "a.y"() : () -> i32
            }) : () -> ()
            %c = "a.w"() : () -> i32
            """)
        printed = print_module(parse_source(text))
        assert '%2 = "a.y"' in printed.split("}, {")[0]
        assert '%1 = "a.y"' in printed.split("}, {")[1]
        assert '%0 = "a.w"' in printed

    def test_function_typed_single_result_is_parenthesized(self) -> None:
        fn = FunctionType.get([I32], [I32])
        text = print_operation(Operation("t.f", result_types=[fn]))
        assert text == '%0 = "t.f"() : () -> ((i32) -> i32)'

    def test_empty_entry_block_is_labelled(self) -> None:
        op = Operation("t.f", regions=[Region([Block()])])
        assert print_operation(op) == '"t.f"() ({\n^bb0:\n}) : () -> ()'

    def test_non_dict_properties(self) -> None:
        op = Operation("t.p", properties=IntegerAttr.get(I32, 7))  # type: ignore[arg-type]
        assert print_operation(op) == '"t.p"() <7 : i32> : () -> ()'


class TestOptions:
    def test_debuginfo_aliases_and_block_arg_locations(self) -> None:
        """Expected text is mlir-opt-22's output for the same IR."""
        block = Block([I32], [FileLineColLoc.get("a.c", 1, 2)])
        block.append(Operation("t.x", location=NameLoc.get("n")))
        op = Operation("t.f", regions=[Region([block])], location=NameLoc.get("n"))
        module = module_of(op)
        module.location = FileLineColLoc.get("m", 0, 0)
        assert print_module(module, PrintOptions(debuginfo=True)) == dedent("""
            #loc2 = loc("a.c":1:2)
            "builtin.module"() ({
              "t.f"() ({
              ^bb0(%arg0: i32 loc("a.c":1:2)):
                "t.x"() : () -> () loc(#loc1)
              }) : () -> () loc(#loc1)
            }) : () -> () loc(#loc)
            #loc = loc("m":0:0)
            #loc1 = loc("n")
            """)

    def test_local_scope_inlines_locations(self) -> None:
        module = module_of(Operation("t.x", location=NameLoc.get("n")))
        module.location = NameLoc.get("m")
        text = print_module(module, PrintOptions(debuginfo=True, local_scope=True))
        # As mlir-opt: no newline (and no alias or resource section) follows.
        expected = dedent("""
            "builtin.module"() ({
              "t.x"() : () -> () loc("n")
            }) : () -> () loc("m")
            """)
        assert text == expected.rstrip("\n")

    def test_custom_module_form(self) -> None:
        inner = ModuleOp.create(regions=1)
        inner.body.append(Operation("t.x"))
        text = print_module(module_of(inner), PrintOptions(generic=False))
        assert text == 'module {\n  module {\n    "t.x"() : () -> ()\n  }\n}\n'


class TestEscaping:
    def test_op_names(self) -> None:
        assert escape_string("a.b") == '"a.b"'
        assert escape_string('q"\\\t\u00e9') == '"q\\22\\\\\\09\\C3\\A9"'

    def test_attr_names(self) -> None:
        assert print_attr_name("a.b$c") == "a.b$c"
        assert print_attr_name("9x") == '"9x"'
        assert print_attr_name("with space") == '"with space"'
