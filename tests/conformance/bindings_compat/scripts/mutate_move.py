# Moving, erasing and detaching operations.
from mlir import ir

with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse("""
      "test.a"() : () -> ()
      "test.b"() : () -> ()
      "test.c"() : () -> ()
      "test.d"() : () -> ()
    """)
    a, b, c, d = module.body.operations
    c.operation.move_before(a)
    a.operation.move_after(d)
    print(module)
    b.operation.erase()
    print(module)
    detached = d.operation.detach_from_parent()
    print(module)
    print(detached.operation.attached, c.operation.attached)
    print(c.operation.is_before_in_block(a))
