# Sourced by the scripts that build with SwiftPM. SwiftPM 6.3 on Linux sometimes crashes while it plans
# a build (SIGSEGV in libdispatch's `_dispatch_event_loop_drain`, swiftlang/swift#87033), before it
# compiles anything: `retry_swiftpm_crash swift build …` runs the command and, when it ended on that
# signal (status 139), runs it once more. Any other failure is returned as it is.
retry_swiftpm_crash() {
    local status=0
    "$@" || status=$?
    if ((status == 139)); then
        echo "$(basename "$0"): '$*' crashed with SIGSEGV (SwiftPM, swiftlang/swift#87033); running it once more" >&2
        status=0
        "$@" || status=$?
    fi
    return "$status"
}
