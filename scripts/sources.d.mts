export declare const CODE_FOLDERS: string[];
export declare const BUILD_SETTINGS: string[];
export declare const BUILD_SOURCES: string[];
export declare function newestSource(root: string, sources?: string[]): { file: string; mtimeMs: number } | undefined;
export declare function staleReason(root: string, marker: string, sources?: string[]): string | undefined;
