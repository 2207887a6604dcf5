# Value.replace_all_uses_with, uses and owners.
from mlir import ir

with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse("""
      %0 = "test.one"() : () -> i32
      %1 = "test.two"() : () -> i32
      "test.use"(%0, %0) : (i32, i32) -> ()
      "test.use"(%0) : (i32) -> ()
    """)
    one, two = module.body.operations[0], module.body.operations[1]
    print(len(list(one.result.uses)))
    one.result.replace_all_uses_with(two.result)
    print(module)
    print(len(list(one.result.uses)), len(list(two.result.uses)))
    print(two.result.owner.operation.name, two.result.result_number)
    one.operation.erase()
    print(module)
