// Types of start-arguments.mjs, for the TypeScript specs that start instances themselves.
export function productionStartArguments(): string[];
