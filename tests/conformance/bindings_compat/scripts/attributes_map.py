# op.attributes: read, write, delete, iterate.
from mlir import ir

with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse('"test.op"() {b = 1 : i32, a = "x"} : () -> ()')
    op = module.body.operations[0]
    attrs = op.operation.attributes
    print(len(attrs), list(attrs))
    print(attrs["a"], attrs["b"])
    attrs["c"] = ir.UnitAttr.get()
    del attrs["b"]
    print("b" in attrs, "c" in attrs)
    print([(named.name, str(named.attr)) for named in (attrs[0], attrs[1])])
    print(module)
