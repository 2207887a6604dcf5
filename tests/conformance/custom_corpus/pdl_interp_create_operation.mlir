func.func @uses_arith(%a: i32) -> i32 {
  %s = arith.muli %a, %a : i32
  return %s : i32
}
module @rewriters {
  pdl_interp.func @rewriter(%root: !pdl.operation, %v: !pdl.value, %vs: !pdl.range<value>) {
    %attr = pdl_interp.create_attribute "x"
    %t = pdl_interp.create_type f32
    %ts = pdl_interp.create_types [f32, i1]
    %none = pdl_interp.create_operation "foo.none" {"k" = %attr}
    %one = pdl_interp.create_operation "foo.one"(%v, %vs : !pdl.value, !pdl.range<value>) -> (%t : !pdl.type)
    %two = pdl_interp.create_operation "foo.two" -> (%t, %ts : !pdl.type, !pdl.range<type>)
    %inf = pdl_interp.create_operation "arith.muli"(%v, %v : !pdl.value, !pdl.value) -> <inferred>
    %r = pdl_interp.create_range %v, %vs, %v : !pdl.value, !pdl.range<value>, !pdl.value
    %rt = pdl_interp.create_range %t, %ts : !pdl.type, !pdl.range<type>
    pdl_interp.replace %root with (%r : !pdl.range<value>)
    pdl_interp.finalize
  }
}
