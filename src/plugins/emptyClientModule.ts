// Stands in for a client module that a plugin replaces (see codeHighlightingOnDemand.ts).
export {};
