/** Types of codegen.mjs, for the staleness test. */
export declare const packageDir: string;
export declare const repoRoot: string;
export declare const contractPath: string;
export declare const schemaDtsPath: string;
export declare const contractJsonPath: string;
export declare function bundleContract(): unknown;
export declare function generateArtifacts(): Promise<{ schemaDts: string; contractJson: string }>;
