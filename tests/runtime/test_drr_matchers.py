"""Behaviour of ``either``, ``variadic`` and constraint lists (td/examples/DrrMatchers.td)."""

from __future__ import annotations

from drr_harness import body_of, func, rewrite

T = "tensor<2xf32>"
I = "tensor<2xi32>"
TT = f"({T}, {T})"


def run(
    body: str, args: str, results: str, types_: str, enable: list[str]
) -> list[str]:
    return body_of(
        rewrite(func(body, args, results, types_), "drrmatchers", enable, walk=True)
    )


def test_either_matches_both_operand_orders() -> None:
    body = f"""
    %a = "drrx.an_op"(%y) : ({T}) -> {T}
    %0 = "drrx.two_arg"(%x, %a) : {TT} -> {T}
    %1 = "drrx.two_arg"(%a, %x) : {TT} -> {T}
    %2 = "drrx.two_arg"(%x, %y) : {TT} -> {T}
    """
    out = run(
        body, f"%x: {T}, %y: {T}", "%0, %1, %2", f"{T}, {T}, {T}", ["EitherOrder"]
    )
    assert out[1:] == [
        f'%{i} = "drrx.two_arg"(%arg0, %arg1) : {TT} -> {T}' for i in (1, 2, 3)
    ]


def test_bound_variadic_with_constant_attribute() -> None:
    body = f"""
    %0 = "drrx.concatenate"(%x, %y) <{{axis = 0 : i32}}> : {TT} -> {T}
    %1 = "drrx.concatenate"(%x, %y) <{{axis = 1 : i32}}> : {TT} -> {T}
    %2 = "drrx.concatenate"(%x, %y, %x) <{{axis = 0 : i32}}> : ({T}, {T}, {T}) -> {T}
    """
    out = run(
        body, f"%x: {T}, %y: {T}", "%0, %1, %2", f"{T}, {T}, {T}", ["ConcatToVStack"]
    )
    assert out == [
        f'%0 = "drrx.vstack"(%arg0, %arg1) : {TT} -> {T}',
        f'%1 = "drrx.concatenate"(%arg0, %arg1) <{{axis = 1 : i32}}> : {TT} -> {T}',
        f'%2 = "drrx.concatenate"(%arg0, %arg1, %arg0) <{{axis = 0 : i32}}> : ({T}, {T}, {T}) -> {T}',
    ]


def test_variadic_sub_operands_are_matched_ops() -> None:
    body = f"""
    %a = "drrx.an_op"(%x) : ({T}) -> {T}
    %b = "drrx.two_arg"(%x, %y) : {TT} -> {T}
    %0 = "drrx.concatenate"(%a, %b) <{{axis = 3 : i32}}> : {TT} -> {T}
    %1 = "drrx.concatenate"(%b, %a) <{{axis = 3 : i32}}> : {TT} -> {T}
    """
    out = run(body, f"%x: {T}, %y: {T}", "%0, %1", f"{T}, {T}", ["ConcatOfOps"])
    assert out[2:] == [
        f'%2 = "drrx.other"(%arg0, %arg0, %arg1) : ({T}, {T}, {T}) -> {T}',
        f'%3 = "drrx.concatenate"(%1, %0) <{{axis = 3 : i32}}> : {TT} -> {T}',
    ]


def test_constraint_list_on_results_and_operands() -> None:
    body = f"""
    %r:2 = "drrx.split"(%x) : ({T}) -> {TT}
    %s:2 = "drrx.split"(%x) : ({T}) -> {TT}
    %k:2 = "drrx.split"(%i) : ({I}) -> ({I}, {I})
    """
    out = run(
        body,
        f"%x: {T}, %i: {I}",
        "%r#0, %s#0, %s#1, %k#0",
        f"{T}, {T}, {T}, {I}",
        ["DropUnusedHalf"],
    )
    assert out == [
        f'%0 = "drrx.an_op"(%arg0) : ({T}) -> {T}',
        f'%1 = "drrx.an_op"(%arg0) : ({T}) -> {T}',
        f'%2:2 = "drrx.split"(%arg0) : ({T}) -> {TT}',
        f'%3:2 = "drrx.split"(%arg1) : ({I}) -> ({I}, {I})',
    ]


def test_custom_constraint_with_self() -> None:
    body = f"""
    %0 = "drrx.an_op"(%x) : ({T}) -> {T}
    %1 = "drrx.an_op"(%i) : ({I}) -> {I}
    """
    out = run(body, f"%x: {T}, %i: {I}", "%0, %1", f"{T}, {I}", ["OnlyI32"])
    assert out == [
        f'%0 = "drrx.an_op"(%arg0) : ({T}) -> {T}',
        f'%1 = "drrx.two_arg"(%arg1, %arg1) : ({I}, {I}) -> {I}',
    ]
