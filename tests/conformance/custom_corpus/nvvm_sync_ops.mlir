llvm.func @sync(%m: i32, %p: i1, %w: i64, %f: f32, %id: i32, %cnt: i32) {
  %b = nvvm.vote.sync ballot %m, %p -> i32
  %u = nvvm.vote.sync uni %m, %p -> i1
  %any = nvvm.match.sync any %m, %w : i64 -> i32
  %all = nvvm.match.sync all %m, %m : i32 -> !llvm.struct<(i32, i1)>
  %s = nvvm.redux.sync umax %m, %m : i32 -> i32
  %fm = nvvm.redux.sync fmax %f, %m {abs = true, nan = true} : f32 -> f32
  nvvm.barrier id = %id number_of_threads = %cnt
  nvvm.setmaxregister decrease 240
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  llvm.return
}
