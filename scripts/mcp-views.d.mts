export declare const GENERATED_FILE: string;
export declare function bundleCalculatorViews(): Promise<{ script: string; style: string }>;
export declare function generatedModule(): Promise<string>;
