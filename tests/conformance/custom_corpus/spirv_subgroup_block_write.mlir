// spirv.INTEL.SubgroupBlockWrite: a vector is written through a pointer to
// its element type; MLIR prints no storage class.
func.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: vector<2xi32>, %s: i32) {
  spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %v : vector<2xi32>
  spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %s : i32
  return
}

// -----

func.func @g(%p: !spirv.ptr<i16, StorageBuffer>, %v: vector<2xi32>) {
  spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %v : vector<2xi32>
  return
}

// -----

func.func @h(%p: !spirv.ptr<i16, StorageBuffer>, %v: vector<2xi32>) {
  "spirv.INTEL.SubgroupBlockWrite"(%p, %v) : (!spirv.ptr<i16, StorageBuffer>, vector<2xi32>) -> ()
  return
}
