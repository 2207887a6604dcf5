"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "shape.const_size"() <{value = 3 : index}> : () -> !shape.size
  %1 = "shape.add"(%0, %0) : (!shape.size, !shape.size) -> !shape.size
  "func.return"() : () -> ()
}) : () -> ()
func.func @sizes(%a: !shape.size, %b: index, %t: tensor<2x?xf32>, %s: !shape.shape, %e: tensor<?xindex>) -> !shape.size {
  %c3 = shape.const_size 3
  %0 = shape.add %c3, %a : !shape.size, !shape.size -> !shape.size
  %1 = shape.add %b, %b : index, index -> index
  %2 = shape.mul %0, %c3 : !shape.size, !shape.size -> !shape.size
  %3 = shape.div %1, %b : index, index -> index
  %4 = shape.shape_of %t : tensor<2x?xf32> -> tensor<2xindex>
  %5 = shape.rank %4 : tensor<2xindex> -> index
  %6 = shape.num_elements %s : !shape.shape -> !shape.size
  %7 = shape.get_extent %s, %c3 : !shape.shape, !shape.size -> !shape.size
  %8 = shape.const_shape [1, 2, 3] : tensor<3xindex>
  %9 = shape.const_shape [] : !shape.shape
  %10 = shape.broadcast %4, %8 : tensor<2xindex>, tensor<3xindex> -> tensor<?xindex>
  %11 = shape.broadcast %s, %9 : !shape.shape, !shape.shape -> !shape.shape
  %12 = shape.index_to_size %b
  %13 = shape.size_to_index %a : !shape.size
  %14 = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
  %15 = shape.from_extents %b, %1 : index, index
  %16 = shape.concat %4, %8 : tensor<2xindex>, tensor<3xindex> -> tensor<5xindex>
  %17:2 = "shape.split_at"(%s, %b) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
  %18 = shape.max %a, %0 : !shape.size, !shape.size -> !shape.size
  %19 = shape.min %a, %0 : !shape.size, !shape.size -> !shape.size
  %20 = shape.shape_eq %s, %9 : !shape.shape, !shape.shape
  %21 = shape.is_broadcastable %s, %9 : !shape.shape, !shape.shape
  %22 = shape.any %s, %9 : !shape.shape, !shape.shape -> !shape.shape
  %23 = shape.meet %a, %0 : !shape.size, !shape.size -> !shape.size
  %24 = shape.dim %t, %b : tensor<2x?xf32>, index -> index
  %25 = shape.from_extent_tensor %e : tensor<?xindex>
  %26 = shape.value_as_shape %e : tensor<?xindex> -> !shape.shape
  %27 = "shape.debug_print"(%a) : (!shape.size) -> !shape.size
  return %0 : !shape.size
}

func.func @witnesses(%s: !shape.shape, %t: !shape.shape, %b: i1, %e: tensor<?xindex>) -> index {
  %w0 = shape.const_witness true
  %w1 = shape.cstr_broadcastable %s, %t : !shape.shape, !shape.shape
  %w2 = shape.cstr_eq %s, %t : !shape.shape, !shape.shape
  %w3 = shape.cstr_require %b, "must hold"
  %w = shape.assuming_all %w0, %w1, %w2, %w3
  %r = shape.assuming %w -> (index) {
    %c = arith.constant 4 : index
    shape.assuming_yield %c : index
  }
  shape.assuming %w {
    %x = shape.const_size 1
  }
  %n = shape.reduce(%e, %r) : tensor<?xindex> -> index {
  ^bb0(%i: index, %extent: index, %acc: index):
    %m = arith.muli %acc, %extent : index
    shape.yield %m : index
  }
  shape.reduce(%s) : !shape.shape {
  ^bb0(%i: index, %extent: !shape.size):
    shape.yield
  }
  return %n : index
}

shape.function_library @shapelib {
  shape.func @same(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
} mapping {
  arith.addf = @same
}

module attributes {shape.lib = @shapelib2} {
  shape.function_library @shapelib2 {
    shape.func private @other(%arg: !shape.value_shape) -> !shape.shape attributes {x} {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      shape.return %0 : !shape.shape
    }
  } mapping {
    arith.mulf = @other
  }
}
