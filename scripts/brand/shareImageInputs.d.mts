export declare const SHARE_IMAGE_INPUTS: string;
export declare function recordShareImageInputs(root: string, images: Record<string, { command: string; inputs: { file: string; field: string; value: string }[] }>): void;
export declare function fillBrand(text: string, brand: Record<string, string>): string;
