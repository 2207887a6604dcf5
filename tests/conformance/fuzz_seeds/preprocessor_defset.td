// Preprocessor, if/then/else, defset, assert and let blocks.
#define FEATURE
#ifdef FEATURE
class Base<int v> { int Value = v; string Kind = "base"; }
#else
class Base<int v> { int Value = 0; }
#endif
#ifndef MISSING
defset list<Base> AllBases = {
  def B1 : Base<1>;
  def B2 : Base<2>;
  let Kind = "special" in {
    def B3 : Base<3>;
  }
}
#endif
class Checked<int n> {
  assert !gt(n, 0), "n must be positive";
  int N = n;
  int Sign = !if(!ge(n, 10), 1, 0);
}
def C5 : Checked<5>;
if !eq(!size(AllBases), 3) then {
  def Three : Base<3>;
} else {
  def NotThree : Base<0>;
}
defvar Local = !listsplat(7, 3);
def Uses { list<int> L = Local; list<Base> Bs = AllBases; string S = ?; }
