// Privatizations name a recipe of their kind; compute constructs take them
// from the matching data clause op, once each.
func.func @no_recipe(%buf: memref<i64>) {
  %p = acc.firstprivate varPtr(%buf : memref<i64>) -> memref<i64>
  return
}

// -----

acc.private.recipe @only_private : memref<i64> init {
^bb0(%a: memref<i64>):
  acc.yield %a : memref<i64>
}
func.func @wrong_recipe_kind(%buf: memref<i64>) {
  %p = acc.reduction varPtr(%buf : memref<i64>) recipe(@only_private) -> memref<i64>
  return
}

// -----

acc.private.recipe @priv : memref<i64> init {
^bb0(%a: memref<i64>):
  acc.yield %a : memref<i64>
}
func.func @private_twice(%buf: memref<i64>) {
  %p = acc.private varPtr(%buf : memref<i64>) recipe(@priv) -> memref<i64>
  acc.parallel private(%p, %p : memref<i64>, memref<i64>) {
    acc.yield
  }
  return
}

// -----

func.func @private_from_copyin(%buf: memref<i64>) {
  %c = acc.copyin varPtr(%buf : memref<i64>) -> memref<i64>
  acc.serial private(%c : memref<i64>) {
    acc.yield
  }
  return
}
