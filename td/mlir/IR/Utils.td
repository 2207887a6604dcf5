//===-- Utils.td - small helpers shared by the ODS library -*- tablegen -*-===//
//
// Part of mlir-tblgen-py's own ODS base library (written from the ODS spec;
// class names and fields follow MLIR so existing .td files keep working).
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_UTILS_TD
#define TBLGEN_PY_UTILS_TD

// Markers a record can mix in to flag deprecated TableGen / C++ uses.
class Deprecated<string reason> { string odsDeprecated = reason; }
class CppDeprecated<string reason> { string odsCppDeprecated = reason; }

// A C++ expression produced from string pieces; read `.result`.
class StrFunc<string r> { string result = r; }

// Dag operators that open argument and result lists.
def ins;
def outs;

// A C++ parameter for a builder: its type plus an optional default value.
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// "foo" -> "Foo".
class firstCharToUpper<string str> {
  string ret = !if(!gt(!size(str), 0),
                   !toupper(!substr(str, 0, 1)) # !substr(str, 1), "");
}

// Removes the first underscore and capitalizes the letter after it.
class _snakeCaseHelper<string str> {
  int idx = !find(str, "_");
  string ret = !if(!ge(idx, 0),
    !substr(str, 0, idx) # firstCharToUpper<!substr(str, !add(idx, 1))>.ret,
    str);
}

// "some_name" -> "SomeName" (the accessor spelling ODS uses).
class snakeCaseToCamelCase<string str> {
  string ret = !foldl(firstCharToUpper<str>.ret, !range(0, !size(str)),
                      acc, idx, _snakeCaseHelper<acc>.ret);
}

#endif // TBLGEN_PY_UTILS_TD
