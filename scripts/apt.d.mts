/** Installs the packages of the commands not on this machine; each entry: [command, package]. */
export function ensureTools(tools: [command: string, name: string][]): void;
