include "mlir/IR/OpBase.td"
def H_Dialect : Dialect {
  let name = "h";
  let cppNamespace = "::h";
  let summary = "{{ 7 * 7 }}";
  let description = [{
    {% for x in range(3) %}{{ x }}{% endfor %} {# hidden? #}
    | a | b | <script>alert(1)</script> &amp; `code`
  }];
}
def H_Op : Op<H_Dialect, "op"> {
  let summary = "{{ config }} | pipe";
  let description = "{% raw %}\n    ## heading";
  let arguments = (ins AnyType:$in);
}
