// Dags, bang operators, casts and field access.
def ins; def outs; def add; def mul;
class Pattern<dag src, dag dst> { dag Src = src; dag Dst = dst; }
class Op<string mnemonic, list<string> traits = []> {
  string Mnemonic = mnemonic;
  list<string> Traits = !listconcat(["Pure"], traits);
  string Upper = !toupper(mnemonic);
  int NumTraits = !size(Traits);
  string Joined = !interleave(Traits, ", ");
}
def AddOp : Op<"add", ["Commutative"]>;
def MulOp : Op<"mul">;
def P1 : Pattern<(add $a, $b), (mul $b, (add $a, 1))>;
def P2 : Pattern<!con((ins $x), (ins 1:$y, "s":$z)), !dag(outs, [1, 2], ["p", "q"])>;
def Info {
  string First = AddOp.Traits[0];
  list<string> Rest = !tail(AddOp.Traits);
  int Folded = !foldl(0, [1, 2, 3, 4], acc, v, !add(acc, v));
  list<int> Squares = !foreach(v, [1, 2, 3], !mul(v, v));
  list<int> Evens = !filter(v, [1, 2, 3, 4], !eq(!and(v, 1), 0));
  bit HasMul = !isa<Op>(MulOp);
  string Sub = !subst("a", "A", "banana");
  dag Op = !setdagop(P1.Src, mul);
  int Cond = !cond(!lt(1, 2): 10, true: 20);
  string Code = [{ return $_self; }];
  bits<4> Slice = {1, 0, 1, 1};
  int Hex = 0x1F;
  string Casted = !cast<string>(7);
}
