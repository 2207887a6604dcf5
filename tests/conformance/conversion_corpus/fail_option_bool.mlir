// RUN: --finalize-memref-to-llvm=use-aligned-alloc=2
// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=yes
// RUN: --finalize-memref-to-llvm=use-generic-functions=on --convert-func-to-llvm

// A bad value for a boolean pass option.
func.func @f(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
