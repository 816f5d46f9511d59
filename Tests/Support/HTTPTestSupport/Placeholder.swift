// Placeholder until this target's first real source file lands; delete it then.
