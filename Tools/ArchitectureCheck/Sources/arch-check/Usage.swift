/// The `--help` texts.
enum Usage {
    static let main = """
        OVERVIEW: Fails the build on imports that break a package's architecture rules.

        arch-check reads the rules file at the package root (architecture-rules.json), the package's
        manifest (through `swift package describe`) and every Swift file of every target, and reports
        forbidden imports, forbidden or undeclared dependencies, unused dependencies, cycles,
        contract violations (layers, independence, acyclic), public and @_exported imports the
        rules do not allow, and targets no rule covers. It lexes imports itself: comments and
        string literals never count, and imports in every #if branch do.

        The local packages the package depends on (`.package(path:)`, and theirs) are read with it
        as one module graph under the root's rules file: their findings point at their own files and
        manifests. --root-only reads the package alone.

        USAGE: arch-check [check] [<options>]
               arch-check init [--layers] [--force] [<options>]
               arch-check fix [--dry-run] [--remove-unused] [<options>]
               arch-check graph [<options>]
               arch-check imports <file>...
               arch-check baseline --output <file> [<options>]
               arch-check explain <from> <to> [<options>]

        COMMANDS:
          check       Check the package (the default). Exits 1 on a violation, 2 on bad input.
                      Without a rules file: only undeclared and unused dependencies, cycles and
                      @testable imports outside test targets.
          init        Write architecture-rules.json from the package as it is, and a baseline of
                      what already breaks the manifest checks: check passes right after it.
          fix         Add the dependencies the check finds undeclared to Package.swift (through
                      `swift package add-target-dependency`); print the unused ones.
          graph       Print the module graph as Mermaid or DOT, or rewrite it in a Markdown file.
          imports     Print the imports the lexer finds in files, one per line.
          baseline    Write a baseline that accepts today's violations.
          explain     Say which rule or contract allows or forbids target <from> importing module
                      <to>, and why.

        Run `arch-check <command> --help` for a command's options.
        """

    static let initialize = """
        USAGE: arch-check init [<options>]

        Writes architecture-rules.json at the package root: one rule per target allowing what it
        imports and declares today, the toolchain's and platform's modules as the module set
        "system", and architecture-baseline.json accepting what already breaks the manifest checks
        (undeclared dependencies), so that `arch-check` passes right after it and fails on the next
        new violation. Edit the rules to tighten them.

        OPTIONS:
          --layers                  Also propose a layers contract: each target one layer above the
                                    highest of the package's targets it depends on.
          --force                   Replace an existing rules file (and its baseline).
          --package-path <dir>      The package's root (default: the current directory).
          --root-only               Read the package alone, without the local packages it depends on.
          --define <flag>           A compilation condition the build passes (`-Xswiftc -D<flag>`),
                                    defined for every target; repeatable.
          --package-model <file>    Read the package from this JSON instead of `swift package describe`.
        """

    static let fix = """
        USAGE: arch-check fix [<options>]

        Adds each dependency the check finds undeclared to its target in Package.swift, through
        SwiftPM's own manifest editing (`swift package add-target-dependency`), and prints what it
        changed. Unused dependencies are printed as lines to remove; they are removed only with
        --remove-unused, and only where the manifest spells them as a plain string literal.

        OPTIONS:
          --dry-run                 Print what would change; change nothing.
          --remove-unused           Also remove unused dependencies spelled as plain literals.
          --package-path <dir>      The package's root (default: the current directory).
          --root-only               Read the package alone, without the local packages it depends on.
          --define <flag>           A compilation condition the build passes (`-Xswiftc -D<flag>`),
                                    defined for every target; repeatable.
          --rules <file>            The rules file (default: <package>/architecture-rules.json).
        """

    static let check = """
        USAGE: arch-check check [<options>]

        OPTIONS:
          --package-path <dir>      The package's root (default: the current directory).
          --root-only               Read the package alone, without the local packages it depends on.
          --define <flag>           A compilation condition the build passes (`-Xswiftc -D<flag>`),
                                    defined for every target; repeatable.
          --rules <file>            The rules file (default: <package>/architecture-rules.json).
          --package-model <file>    Read the package from this JSON (what the plugins write)
                                    instead of running `swift package describe`.
          --target <name>           Check only this target; repeat for several. Cycles are looked
                                    for only when the whole package is checked.
          --affected <git-revision> Check only the targets whose files changed since the revision
                                    (committed, staged, unstaged or new) and the targets that
                                    depend on them, with the findings a whole check gives them;
                                    every target when Package.swift, the rules or the baseline
                                    changed. Prints on stderr which targets it checks.
          --reporter <format>[:<file>]
                                    text (default), xcode, json, sarif, github or junit; with `:<file>`
                                    the report goes to that file. Repeat for several reports.
          --baseline <file>         Accept the violations this baseline lists (default: the file
                                    the rules' "baseline" key names, if any).
          --no-baseline             Ignore the rules' baseline.
          --warnings-as-errors      Fail on warnings too.
          --stamp <file>            After a passing check, write this file (a comment-only Swift
                                    file), so a build system can cache the check.
          -h, --help                Show this help.

        EXAMPLES:
          swift run arch-check
          swift run arch-check --reporter text --reporter sarif:arch.sarif --reporter github
          swift run arch-check --affected origin/main     # a pull request's targets
          swift run arch-check --affected HEAD            # before a commit
        """

    static let graph = """
        USAGE: arch-check graph [<options>]

        OPTIONS:
          --package-path <dir>      The package's root (default: the current directory).
          --root-only               Read the package alone, without the local packages it depends on.
          --define <flag>           A compilation condition the build passes (`-Xswiftc -D<flag>`),
                                    defined for every target; repeatable.
          --rules <file>            The rules file (default: <package>/architecture-rules.json).
          --package-model <file>    Read the package from this JSON instead of `swift package describe`.
          --format <format>         mermaid (default) or dot.
          --output <file>           Write the graph to this file instead of standard output.
          --update <file>           Rewrite the block between `<!-- arch-graph:begin -->` and
                                    `<!-- arch-graph:end -->` in this Markdown file.
          --check                   With --update: change nothing, exit 1 if the block is stale.
          --include-tests           Show test targets too.
          --exclude <glob>          Leave out targets whose names match; repeatable.
          --no-external             Leave out other packages' modules.
          -h, --help                Show this help.
        """

    static let imports = """
        USAGE: arch-check imports [--json] <file>...

        Prints `path:line:column: [attributes] [access] import [kind] Module.Path [#if …]` for each
        import the lexer finds, with the `#if` branches around it (`[#if A] [#else of B]`), or the
        scans as JSON with --json.
        """

    static let baseline = """
        USAGE: arch-check baseline --output <file> [<options>]

        Checks the package without a baseline and writes one that accepts every error found, keyed
        by (target, imported module). Takes --package-path, --rules, --package-model, --root-only and
        --define as `check`.
        """

    static let explain = """
        USAGE: arch-check explain <from> <to> [<options>]

        Says whether the rules allow target <from> to import module <to>, and why: the rule that
        covers <from> and the mayImport entry (or @set, and its member) that allows <to>, or that
        nothing does; every forbidden rule that forbids it, with its description; whether the
        manifest declares the dependency; and, when <from> reaches <to> through other targets, the
        shortest path of declared dependencies. <to> may be any module, of the package or not.

        Exits 0 when the rules allow the import, 1 when they do not, 2 on a usage error (an unknown
        target, a missing argument, a module neither the package, the toolchain nor the rules know).
        Takes --package-path, --rules, --package-model, --root-only and --define as `check`.

        EXAMPLES:
          swift run arch-check explain FeedAPI FeedCache
          swift run arch-check explain feed-web Hummingbird
        """
}
