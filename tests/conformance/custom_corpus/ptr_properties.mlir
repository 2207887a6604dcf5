func.func @loads(%p: !ptr.ptr<#ptr.generic_space>) -> (f32, i32, i32) {
  %0 = ptr.load %p : !ptr.ptr<#ptr.generic_space> -> f32
  %1 = ptr.load volatile %p atomic syncscope("agent") monotonic nontemporal alignment = 8 : !ptr.ptr<#ptr.generic_space> -> i32
  %2 = ptr.load %p atomic acquire alignment = 4 invariant invariant_group : !ptr.ptr<#ptr.generic_space> -> i32
  %3 = ptr.load %p alignment = none : !ptr.ptr<#ptr.generic_space> -> f32
  return %0, %1, %2 : f32, i32, i32
}

// -----

func.func @stores(%p: !ptr.ptr<#ptr.generic_space>, %v: i64) {
  ptr.store %v, %p : i64, !ptr.ptr<#ptr.generic_space>
  ptr.store volatile %v, %p atomic seq_cst invariant_group alignment = 16 : i64, !ptr.ptr<#ptr.generic_space>
  ptr.store %v, %p nontemporal : i64, !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @offsets(%p: !ptr.ptr<#ptr.generic_space>, %i: i64, %j: i32) -> !ptr.ptr<#ptr.generic_space> {
  %0 = ptr.ptr_add %p, %i : !ptr.ptr<#ptr.generic_space>, i64
  %1 = ptr.ptr_add nuw %0, %j : !ptr.ptr<#ptr.generic_space>, i32
  %2 = ptr.ptr_add inbounds %1, %i : !ptr.ptr<#ptr.generic_space>, i64
  %3 = ptr.ptr_add nusw %2, %i : !ptr.ptr<#ptr.generic_space>, i64
  return %3 : !ptr.ptr<#ptr.generic_space>
}

// -----

func.func @vectors(%ps: vector<4x!ptr.ptr<#ptr.generic_space>>, %m: vector<4xi1>, %v: vector<4xf32>, %p: !ptr.ptr<#ptr.generic_space>) -> vector<4xf32> {
  %0 = ptr.gather %ps, %m, %v alignment = 4 : vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xf32>
  %1 = ptr.gather %ps, %m, %0 : vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xf32>
  ptr.scatter %1, %ps, %m alignment = 8 : vector<4xf32>, vector<4x!ptr.ptr<#ptr.generic_space>>
  %2 = ptr.masked_load %p, %m, %1 alignment = 16 : !ptr.ptr<#ptr.generic_space> -> vector<4xf32>
  ptr.masked_store %2, %p, %m : vector<4xf32>, !ptr.ptr<#ptr.generic_space>
  return %2 : vector<4xf32>
}

// -----

func.func @generic_defaults(%p: !ptr.ptr<#ptr.generic_space>, %i: i64) -> i32 {
  %0 = "ptr.load"(%p) : (!ptr.ptr<#ptr.generic_space>) -> i32
  %1 = "ptr.load"(%p) <{alignment = [8 : i32], volatile_ = true, nontemporal = false, ordering = 2 : i32}> : (!ptr.ptr<#ptr.generic_space>) -> i32
  %2 = "ptr.ptr_add"(%p, %i) : (!ptr.ptr<#ptr.generic_space>, i64) -> !ptr.ptr<#ptr.generic_space>
  "ptr.store"(%0, %2) <{invariantGroup}> : (i32, !ptr.ptr<#ptr.generic_space>) -> ()
  return %1 : i32
}
