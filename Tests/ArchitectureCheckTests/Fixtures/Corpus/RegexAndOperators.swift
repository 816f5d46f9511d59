// swift-format-ignore-file
import Foundation

let ratio = 10 / 2 / 5
let regex = #/import NotInRegex/#
let extended = ##/
    import NotInExtendedRegex
    /##
let divided = ratio / 1 // import NotInComment
infix operator /-/
import Final
