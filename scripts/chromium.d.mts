export declare const SYSTEM_CHROMIUM_PATHS: string[];
export declare const CHROMIUM_ARGS: string[];
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function chromiumExecutablePath(env?: Record<string, string | undefined>, systemPaths?: string[]): string | undefined;
type LaunchResult = { ok: true; executablePath: string | undefined } | { ok: false; reason: string };
export declare function checkChromium(options?: {
  env?: Record<string, string | undefined>;
  systemPaths?: string[];
  launch?: (options: { executablePath?: string; args: string[]; timeout: number }) => Promise<{ close(): Promise<void> }>;
}): Promise<LaunchResult>;
