// swift-format-ignore-file
// Windows line endings: one line each.
let x = 1
import AfterCRLF
/* a block
 comment */ import AfterBlockComment
