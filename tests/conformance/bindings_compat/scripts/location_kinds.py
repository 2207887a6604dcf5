# Every location constructor, printed.
from mlir import ir

with ir.Context():
    a = ir.Location.file("a.mlir", 1, 2)
    b = ir.Location.file("b.mlir", 3, 4, 5, 6)
    print(a)
    print(b)
    print(ir.Location.name("value", childLoc=a))
    print(ir.Location.name("plain"))
    print(ir.Location.callsite(a, [b]))
    print(ir.Location.callsite(a, [b, ir.Location.name("main")]))
    print(ir.Location.fused([a, b]))
    print(ir.Location.fused([a]))
    print(ir.Location.fused([a, a, ir.Location.unknown()]))
    print(ir.Location.fused([a, b], metadata=ir.StringAttr.get("meta")))
    print(ir.Location.unknown())
