emitc.include <"stdint.h">
emitc.include "local_defs.h"
emitc.func @f(%p: !emitc.ptr<i32>) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<i32>
  %a = emitc.apply "&"(%v) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>
  %d = emitc.apply "*"(%p) : (!emitc.ptr<i32>) -> i32
  emitc.return
}
