// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Loads and stores with an alignment and the nontemporal hint.
func.func @hints(%m: memref<8xf32, 1>, %n: memref<?xi32>, %i: index) {
  %0 = memref.load %m[%i] {alignment = 16} : memref<8xf32, 1>
  %1 = memref.load %n[%i] {nontemporal = true} : memref<?xi32>
  memref.store %0, %m[%i] {alignment = 8, nontemporal = true} : memref<8xf32, 1>
  memref.store %1, %n[%i] {nontemporal = false} : memref<?xi32>
  return
}
