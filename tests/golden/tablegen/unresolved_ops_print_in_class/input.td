def dop;
class C<int p, string s, list<int> l> {
  int a = !add(p, 1);
  string b = !strconcat(s, "x");
  list<int> c = !foreach(x, l, !mul(x, p));
  bit d = !empty(l);
  int e = !size(l);
  string f = !tolower(s);
  string g = !subst("a", "b", s);
  int h = !foldl(0, l, acc, x, !add(acc, x));
  list<int> i = !filter(x, l, !gt(x, p));
  dag j = !dag(dop, [p], [s]);
  string k = !cond(!eq(p, 0): "z", true: s);
  int m = !find(s, "q");
  string n = !substr(s, 1);
  string o = !interleave(l, ",");
  list<int> q = !range(p);
}
def d : C<2, "Abc", [1, 2, 3]>;
def e : C<0, "q", []>;
