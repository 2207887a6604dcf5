func.func @alignment_not_int(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = "ptr.load"(%p) <{alignment = ["x"], ordering = 0 : i32}> : (!ptr.ptr<#ptr.generic_space>) -> f32
  return
}

// -----

func.func @alignment_not_array(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = "ptr.load"(%p) <{alignment = 3, ordering = 0 : i32}> : (!ptr.ptr<#ptr.generic_space>) -> f32
  return
}

// -----

func.func @alignment_two(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = "ptr.load"(%p) <{alignment = [1, 2]}> : (!ptr.ptr<#ptr.generic_space>) -> f32
  return
}

// -----

func.func @ordering_string(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = "ptr.load"(%p) <{ordering = "a"}> : (!ptr.ptr<#ptr.generic_space>) -> f32
  return
}

// -----

func.func @defaults(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = "ptr.load"(%p) : (!ptr.ptr<#ptr.generic_space>) -> f32
  %1 = "ptr.load"(%p) <{alignment = [8 : i32], volatile_ = true, nontemporal = false}> : (!ptr.ptr<#ptr.generic_space>) -> f32
  return
}

// -----

func.func @custom_bad_alignment(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.load %p alignment = x : !ptr.ptr<#ptr.generic_space> -> f32
  return
}

// -----

func.func @custom_bad_ordering(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.load %p atomic foo : !ptr.ptr<#ptr.generic_space> -> f32
  return
}

// -----

func.func @negative_alignment(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.load %p alignment = -5 : !ptr.ptr<#ptr.generic_space> -> f32
  return
}

// -----

func.func @not_power_of_two(%p: !ptr.ptr<#ptr.generic_space>) {
  ptr.store %p, %p alignment = 6 : !ptr.ptr<#ptr.generic_space>, !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @atomic_without_alignment(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.load %p atomic monotonic : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

func.func @release_load(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.load %p atomic release alignment = 4 : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

func.func @syncscope_not_atomic(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = "ptr.load"(%p) <{syncscope = "x"}> : (!ptr.ptr<#ptr.generic_space>) -> i32
  return
}

// -----

func.func @alignment_too_large(%p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.load %p alignment = 99999999999999999999 : !ptr.ptr<#ptr.generic_space> -> i32
  return
}
