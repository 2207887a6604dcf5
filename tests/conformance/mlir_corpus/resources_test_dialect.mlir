// The test dialect's resources are validated blobs too; unused, they print
// nothing.
{-# dialect_resources: { test: { k: "0x0100000001", "j": "0x08000000" }, builtin: { z: "0x0100000002" } } #-}
"foo.op"() {a = dense_resource<z> : tensor<1xi8>} : () -> ()
