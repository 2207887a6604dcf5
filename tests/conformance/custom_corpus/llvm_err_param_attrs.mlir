// The llvm.* attributes of function arguments and results: the kind of
// value each takes, the type it may be attached to, the result-only limits.
llvm.func @fine(%p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64, llvm.byval = i64}, %n: i8 {llvm.zeroext, llvm.noundef}) -> (!llvm.ptr {llvm.nonnull, llvm.dereferenceable = 8 : i64})

// -----

llvm.func @wrong_value(%p: !llvm.ptr {llvm.nocapture = true})

// -----

llvm.func @not_a_type(%p: !llvm.ptr {llvm.sret = 4 : i64})

// -----

llvm.func @not_an_int(%p: !llvm.ptr {llvm.dereferenceable_or_null})

// -----

llvm.func @not_a_pointer(%x: f32 {llvm.readonly})

// -----

llvm.func @not_an_integer(%x: !llvm.ptr {llvm.signext})

// -----

llvm.func @result_only() -> (!llvm.ptr {llvm.nofree})

// -----

llvm.func @void_result() -> (!llvm.void {llvm.noundef})

// -----

func.func @builtin_function(%m: memref<2xf32> {llvm.readnone = 0 : i8}) {
  %c = llvm.mlir.constant(0 : i32) : i32
  return
}

// -----

func.func @unchecked_type(%m: memref<2xf32> {llvm.noalias}, %t: tensor<3xi8> {llvm.zeroext}) {
  %c = llvm.mlir.constant(0 : i32) : i32
  return
}
