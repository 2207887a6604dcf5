// External and inline rewrites, unnamed patterns, replacements by values.
pdl.pattern @external : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern @external_args : benefit(2) {
  %t = pdl.type
  %v = pdl.operand : %t
  %op = pdl.operation "foo.op"(%v : !pdl.value)
  pdl.rewrite %op with "rewriter"(%v, %t : !pdl.value, !pdl.type)
}

// -----

pdl.pattern : benefit(0) {
  %types = pdl.types
  %op = pdl.operation -> (%types : !pdl.range<type>)
  %results = pdl.results of %op
  pdl.rewrite %op {
    %new = pdl.operation "bar.op" -> (%types : !pdl.range<type>)
    %vals = pdl.results of %new
    pdl.replace %op with (%vals : !pdl.range<value>)
  }
}

// -----

module {
  pdl.pattern @named_attrs : benefit(32767) {
    %a = pdl.attribute = "text"
    %u = pdl.attribute = unit
    %op = pdl.operation "foo.op" {"s" = %a, "u" = %u} {extra}
    pdl.rewrite %op {
      %t = pdl.type : index
      %b = pdl.attribute = [1, 2] attributes {note = 1}
      %new = pdl.operation "foo.new" {"b" = %b} -> (%t : !pdl.type)
      pdl.replace %op with %new
    }
  }
}
