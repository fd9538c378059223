let m = """
  multi \(line) "quoted"
    deeper\
  continued
  """
let r = #"raw \#(x) "quoted""#
let r2 = ##"""
  raw multi
  """##
let re = /a+(?<name>b)*/
let s = "a \(b + 1) c \(d(e: "f"))"
/* block /* nested */ still */ let x = 1 // trailing
/// doc
let v = <#value#>
"unterminated string with \(interpolation
