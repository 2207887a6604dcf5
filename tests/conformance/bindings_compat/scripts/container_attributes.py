# Arrays, dictionaries and symbol references.
from mlir import ir

with ir.Context():
    i64 = ir.IntegerType.get_signless(64)
    arr = ir.ArrayAttr.get([ir.IntegerAttr.get(i64, n) for n in range(3)])
    print(arr, len(arr))
    for item in arr:
        print(" ", item)
    print(arr[1])
    d = ir.DictAttr.get({"b": ir.UnitAttr.get(), "a": ir.StringAttr.get("x")})
    print(d, len(d))
    print(d["a"], "b" in d, "c" in d)
    print(ir.FlatSymbolRefAttr.get("callee"))
    print(ir.FlatSymbolRefAttr.get("callee").value)
    print(ir.SymbolRefAttr.get(["outer", "inner"]))
    print(ir.ArrayAttr.get([]))
