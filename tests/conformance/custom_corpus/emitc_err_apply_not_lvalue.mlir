emitc.func @f(%x: i32) {
  %a = emitc.apply "&"(%x) : (i32) -> !emitc.ptr<i32>
  emitc.return
}
