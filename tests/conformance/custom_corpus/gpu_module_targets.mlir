gpu.module @plain {
}
gpu.module @nv [#nvvm.target] {
  gpu.func @f() {
    gpu.return
  }
}
gpu.module @both [#nvvm.target<chip = "sm_90">, #rocdl.target<chip = "gfx90a">] attributes {tag = 3 : i32} {
}
gpu.module @handled <#gpu.select_object<1>> [#nvvm.target, #nvvm.target<O = 3>] {
}
