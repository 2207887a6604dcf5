# PassManager: parse, print, add, run, and a pipeline that does not parse.
from mlir import ir
from mlir.passmanager import PassManager

with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse("""
      "test.keep"() : () -> ()
    """)
    pm = PassManager.parse("builtin.module(canonicalize{max-iterations=3})")
    print(pm)
    pm.add("canonicalize")
    print(pm)
    pm.enable_verifier(False)
    pm.run(module.operation)
    print(module)
    for text in ("builtin.module(not-a-pass)", "canonicalize"):
        try:
            PassManager.parse(text)
        except ValueError as error:
            print("ValueError:", error)
