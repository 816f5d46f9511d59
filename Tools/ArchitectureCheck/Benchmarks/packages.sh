# Sourced by real-packages.sh and swiftpm-agreement.sh: the packages they measure and where they come
# from. A package in the checkouts folder (this repository's .build/checkouts after a build) is copied
# from there; any other is cloned at a fixed tag from https://github.com/OWNER/NAME (git's url.insteadOf
# can point that at a local mirror) into the work folder, once.
#
# Variables it sets: root, checkouts, work (the work folder: ARCH_CHECK_WORK, else
# .build/arch-check-real-packages, which git ignores), default_packages.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
checkouts="${ARCH_CHECK_CHECKOUTS:-$root/.build/checkouts}"
work="${ARCH_CHECK_WORK:-$root/.build/arch-check-real-packages}"
mkdir -p "$work"

# Cheapest builds first, so that an interrupted agreement run has measured the most packages.
default_packages=(
    swift-log swift-argument-parser Yams swift-system swift-collections GRDB.swift swift-crypto
    swift-nio postgres-nio async-http-client hummingbird swift-openapi-generator grpc-swift-2
    vapor swift-syntax
)

# The repository and tag of the packages this repository does not depend on.
declare -A package_sources=(
    [swift-openapi-generator]="apple/swift-openapi-generator 1.14.3"
    [grpc-swift-2]="grpc/grpc-swift-2 2.4.3"
    [vapor]="vapor/vapor 4.122.3"
)

# Prints the folder holding package $1's sources: the checkout, or a clone in the work folder.
package_sources() {
    local name="$1"
    if [[ -d "$checkouts/$name" ]]; then
        echo "$checkouts/$name"
        return
    fi
    local source="${package_sources[$name]:-}"
    if [[ -z "$source" ]]; then
        echo "no checkout of $name in $checkouts and no repository known for it" >&2
        return 1
    fi
    local clone="$work/sources/$name"
    if [[ ! -d "$clone" ]]; then
        mkdir -p "$work/sources"
        git -c advice.detachedHead=false clone --quiet --branch "${source#* }" \
            "https://github.com/${source%% *}.git" "$clone" >&2
    fi
    echo "$clone"
}

# Copies package $1 to the folder $2 (replaced), without its git folder, rules or baseline.
copy_package() {
    local sources
    sources="$(package_sources "$1")"
    rm -rf "$2"
    mkdir -p "$(dirname "$2")"
    cp -R "$sources" "$2"
    rm -rf "$2/.git" "$2/.build" "$2/architecture-rules.json" "$2/architecture-baseline.json"
}
