// Types of production-server.mjs, for the TypeScript specs that start instances themselves.
export function productionEnv(port: number, extra?: Record<string, string | undefined>): Record<string, string | undefined>;
export function buildUnlessSkipped(skip: boolean, env: Record<string, string | undefined>): Promise<void>;
export function run(command: string, args: string[], env: Record<string, string | undefined>): Promise<number>;
export function waitForHealth(baseUrl: string, userAgent: string, timeoutMs: number): Promise<void>;
