/** Node's flags for the mock server (server-node-args.mjs). */
export function serverNodeArgs(): string[];
/** `node`'s arguments that start the mock (server-node-args.mjs). */
export function mockServerArgs(nodeFlags?: string[], serverArgs?: string[]): string[];
