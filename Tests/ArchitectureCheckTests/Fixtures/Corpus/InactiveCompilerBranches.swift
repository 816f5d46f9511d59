// swift-format-ignore-file
// The compiler does not parse a branch of `#if compiler(…)` or `#if swift(…)` that is inactive: its
// brackets need not balance, and an import in the next branch is real.
#if compiler(>=99)
((((
#else
import AfterUnbalancedBranch
#endif
#if swift(>=99)
foo([[
#elseif canImport(Foundation)
import InElseifAfterUnbalancedBranch
#endif
#if compiler(>=99)
#if os(Linux)
(((
#endif
#endif
import AfterNestedUnbalancedBranch
