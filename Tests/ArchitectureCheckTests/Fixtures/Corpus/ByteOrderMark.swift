import FeedCache
// A UTF-8 byte-order mark starts this file: the compiler skips it, so the import above is real.
let x = 1
