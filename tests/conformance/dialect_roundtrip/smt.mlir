"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "smt.constant"() <{value = true}> : () -> !smt.bool
  %1 = "smt.not"(%0) : (!smt.bool) -> !smt.bool
  "func.return"() : () -> ()
}) : () -> ()
func.func @core(%in: i32) -> i1 {
  %t = smt.constant true
  %f = smt.constant false
  %0 = smt.not %t
  %1 = smt.and %t, %f, %0
  %2 = smt.or %t, %f
  %3 = smt.xor %t, %f
  %4 = smt.implies %t, %f
  %5 = smt.eq %t, %f, %0 : !smt.bool
  %6 = smt.distinct %t, %f : !smt.bool
  %7 = smt.ite %t, %f, %0 : !smt.bool
  %x = smt.declare_fun "x" : !smt.int
  %y = smt.declare_fun : !smt.int
  %g = smt.declare_fun "g" : !smt.func<(!smt.int, !smt.bool) !smt.int>
  %8 = smt.apply_func %g(%x, %t) : !smt.func<(!smt.int, !smt.bool) !smt.int>
  %s = smt.declare_fun : !smt.sort<"S">
  %u = smt.declare_fun : !smt.sort<"U"[!smt.int, !smt.bool]>
  %r = smt.solver(%in) : (i32) -> i1 {
  ^bb0(%arg: i32):
    smt.set_logic "QF_BV"
    %bt = smt.constant true
    smt.assert %bt
    smt.push 1
    smt.reset
    smt.pop 1
    %c = smt.check sat {
      %yes = arith.constant true
      smt.yield %yes : i1
    } unknown {
      %no = arith.constant false
      smt.yield %no : i1
    } unsat {
      %no = arith.constant false
      smt.yield %no : i1
    } -> i1
    smt.yield %c : i1
  }
  smt.solver() : () -> () {
    smt.check sat {} unknown {} unsat {}
  }
  return %r : i1
}

func.func @ints() {
  %a = smt.int.constant 5
  %b = smt.int.constant -12
  %big = smt.int.constant 123456789012345678901234567890
  %0 = smt.int.add %a, %b, %a
  %1 = smt.int.mul %a, %b
  %2 = smt.int.sub %a, %b
  %3 = smt.int.div %a, %b
  %4 = smt.int.mod %a, %b
  %5 = smt.int.abs %a
  %6 = smt.int.cmp lt %a, %b
  %7 = smt.int.cmp ge %a, %b
  %8 = smt.int2bv %a : !smt.bv<8>
  %9 = smt.bv2int %8 : !smt.bv<8>
  %10 = smt.bv2int %8 signed : !smt.bv<8>
  return
}

func.func @bitvectors() {
  %a = smt.bv.constant #smt.bv<5> : !smt.bv<32>
  %b = smt.bv.constant #smt.bv<-1> : !smt.bv<8>
  %c = smt.bv.constant #smt.bv<0> : !smt.bv<1>
  %0 = smt.bv.add %a, %a : !smt.bv<32>
  %1 = smt.bv.mul %a, %a : !smt.bv<32>
  %2 = smt.bv.neg %a : !smt.bv<32>
  %3 = smt.bv.not %a : !smt.bv<32>
  %4 = smt.bv.and %a, %a : !smt.bv<32>
  %5 = smt.bv.or %a, %a : !smt.bv<32>
  %6 = smt.bv.xor %a, %a : !smt.bv<32>
  %7 = smt.bv.shl %a, %a : !smt.bv<32>
  %8 = smt.bv.lshr %a, %a : !smt.bv<32>
  %9 = smt.bv.ashr %a, %a : !smt.bv<32>
  %10 = smt.bv.udiv %a, %a : !smt.bv<32>
  %11 = smt.bv.sdiv %a, %a : !smt.bv<32>
  %12 = smt.bv.urem %a, %a : !smt.bv<32>
  %13 = smt.bv.srem %a, %a : !smt.bv<32>
  %14 = smt.bv.smod %a, %a : !smt.bv<32>
  %15 = smt.bv.cmp ult %a, %a : !smt.bv<32>
  %16 = smt.bv.cmp sge %a, %a : !smt.bv<32>
  %17 = smt.bv.concat %a, %b : !smt.bv<32>, !smt.bv<8>
  %18 = smt.bv.extract %a from 4 : (!smt.bv<32>) -> !smt.bv<8>
  %19 = smt.bv.repeat 3 times %b : !smt.bv<8>
  return
}

func.func @arrays_and_quantifiers() {
  %arr = smt.declare_fun : !smt.array<[!smt.int -> !smt.bool]>
  %i = smt.int.constant 2
  %t = smt.constant true
  %0 = smt.array.store %arr[%i], %t : !smt.array<[!smt.int -> !smt.bool]>
  %1 = smt.array.select %0[%i] : !smt.array<[!smt.int -> !smt.bool]>
  %2 = smt.array.broadcast %t : !smt.array<[!smt.int -> !smt.bool]>
  %3 = smt.forall ["a", "b"] {
  ^bb0(%a: !smt.int, %b: !smt.int):
    %eq = smt.eq %a, %b : !smt.int
    smt.yield %eq : !smt.bool
  }
  %4 = smt.exists no_pattern weight 2 attributes {k} {
  ^bb0(%a: !smt.bool):
    smt.yield %a : !smt.bool
  }
  %5 = smt.forall {
  ^bb0(%a: !smt.int):
    %c = smt.int.cmp gt %a, %a
    smt.yield %c : !smt.bool
  } patterns {
  ^bb0(%a: !smt.int):
    %p = smt.int.add %a, %a
    smt.yield %p : !smt.int
  }
  return
}
