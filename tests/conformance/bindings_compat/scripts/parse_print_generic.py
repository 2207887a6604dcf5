# Parse a module and print it generic, with debug info and in custom form.
from mlir import ir

ASM = """
"test.a"() {attr = 3 : i32} : () -> () loc("a.mlir":1:1)
%0 = "test.b"() : () -> f32 loc("b")
"test.c"(%0, %0) : (f32, f32) -> ()
"""
with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse(ASM)
    print(module)
    module.operation.print(print_generic_op_form=True)
    module.operation.print(enable_debug_info=True)
    print(module.operation.get_asm(use_local_scope=True))
