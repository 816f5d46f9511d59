# Sourced by the benchmarks: `build_command <debug|release>` sets the array `build` to the `swift build`
# command of that configuration, in a build folder of its own so that a benchmark's build never waits
# for (or on) the debug one. With FEED_STATIC_SWIFT_STDLIB=1, the build a server is deployed with: the
# Swift runtime and Foundation linked into the executable (--static-swift-stdlib, in
# .build-<configuration>-static; libcurl's libraries stay dynamic, so FoundationNetworking's static
# library needs libcurl4-openssl-dev), linked by the toolchain's lld with packed relative relocations
# (-z pack-relative-relocs: 3.5 MB of relocation entries become 50 KB, which a process no longer maps).
build_command() {
    local configuration="$1"
    if [[ "${FEED_STATIC_SWIFT_STDLIB:-0}" == 1 ]]; then
        build=(swift build -c "$configuration" --scratch-path ".build-$configuration-static" --static-swift-stdlib
            -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
    elif [[ "$configuration" == release ]]; then
        build=(swift build -c release --scratch-path .build-release)
    else
        build=(swift build -c "$configuration")
    fi
}
