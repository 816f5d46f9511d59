// swift-format-ignore-file
// import CommentedOut
/* import BlockCommented
   /* import NestedBlock */
   import StillInsideOuterBlock
*/
import Foundation /* trailing comment with import Fake */ // import AlsoFake

let message = "import NotAModule"
let escaped = "quote \" import EscapedQuote \" end"
let multiline = """
    import InsideMultiline
    "not the end" "" still inside
    """
let raw = #"raw "import RawQuoted" \(notInterpolated)"#
let rawMultiline = ##"""
    import InsideRawMultiline
    """# not the end
    """##
let interpolated = "value: \(String("import InInterpolation") + ")") done"
let nestedInterpolation = "a \("b \("c \(1) import Deep") d") e"
let rawInterpolation = #"x \#("import RawInterpolated" + "y") z"#
import Dispatch
