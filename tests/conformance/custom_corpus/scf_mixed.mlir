func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %i: i32) -> f32 {
  scf.for %iv = %lb to %ub step %s {
    scf.if %c {
      func.call @f(%lb, %ub, %s, %c, %x, %i) : (index, index, index, i1, f32, i32) -> f32
    }
  }
  %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %y = scf.if %c -> (f32) {
      scf.yield %acc : f32
    } else {
      scf.yield %x : f32
    }
    scf.yield %y : f32
  }
  scf.for %j = %i to %i step %i : i32 {
  }
  scf.for unsigned %j = %i to %i step %i : i32 {
  } {foo.bar}
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  } attributes {foo.w}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  scf.execute_region no_inline {
    scf.yield
  }
  scf.parallel (%p, %q) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
  }
  %red = scf.parallel (%p) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  return %r : f32
}
