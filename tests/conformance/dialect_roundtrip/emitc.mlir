"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "emitc.add"(%0, %i) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
emitc.func @add(%a: i32, %b: i32) -> i32 {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.sub %0, %b : (i32, i32) -> i32
  %2 = emitc.mul %1, %a : (i32, i32) -> i32
  %3 = emitc.div %2, %b : (i32, i32) -> i32
  %4 = emitc.rem %3, %b : (i32, i32) -> i32
  %c = emitc.cmp lt, %a, %b : (i32, i32) -> i1
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  emitc.assign %4 : i32 to %v : !emitc.lvalue<i32>
  %l = emitc.literal "7" : i32
  %k = emitc.literal "42" : i32
  %o = "emitc.constant"() <{value = #emitc.opaque<"NULL">}> : () -> !emitc.opaque<"void">
  %p = emitc.call_opaque "f"(%a) {args = [0 : index], template_args = [i32]} : (i32) -> !emitc.ptr<i32>
  %q = emitc.add %p, %a : (!emitc.ptr<i32>, i32) -> !emitc.ptr<i32>
  %s = emitc.cast %l : i32 to i64
  %r = emitc.call @helper(%l) : (i32) -> i32
  emitc.return %r : i32
}
emitc.func private @helper(%x: i32) -> i32 attributes {specifiers = ["static"]} {
  emitc.return %x : i32
}
emitc.func @noreturn() {
  emitc.verbatim "// hello"
  %n = emitc.literal "n" : i32
  emitc.verbatim "int {} = {{0}};" args %n : i32
  emitc.return
}
func.func @arrays() -> i32 {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  %l = emitc.load %v : !emitc.lvalue<i32>
  %a = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<4xi32>
  %c0 = "emitc.constant"() <{value = 0 : index}> : () -> index
  %s = emitc.subscript %a[%c0] : (!emitc.array<4xi32>, index) -> !emitc.lvalue<i32>
  %x = emitc.load %s : !emitc.lvalue<i32>
  return %l : i32
}
