/** The apps whose build output is missing or older than a source. */
export function staleApps(): string[];
export const outputs: { name: string; output: string; sources: string[] }[];
