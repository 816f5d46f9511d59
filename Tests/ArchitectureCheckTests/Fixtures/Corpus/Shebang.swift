#!/usr/bin/env swift /* a shebang line is skipped whole, so this is no comment
import AfterShebang
// */
import Foundation
