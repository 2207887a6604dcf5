// Only builtin and test take resource blobs; other mlir-opt dialects refuse a
// resource section, ml_program refuses every key, unknown names are errors.
{-# dialect_resources: { foo: { k: "0x0100000001" } } #-}
// -----
{-# dialect_resources: { func: { k: "0x0100000001" } } #-}
// -----
{-# dialect_resources: { arith: {} } #-}
// -----
{-# dialect_resources: { llvm:
  { k: "0x0100000001" } } #-}
// -----
{-# dialect_resources: { ml_program: { "k": "x" } } #-}
// -----
{-# dialect_resources: { ml_program: {} } #-}
"foo.op"() : () -> ()
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" }, vcix: {} } #-}
// -----
{-# dialect_resources: { i32: {} } #-}
// -----
{-# dialect_resources: { true: {} } #-}
// -----
{-# dialect_resources: { test_dyn: { k: "0x0100000001" } } #-}
