/** Node's flags for the mock server (server-node-args.mjs). */
export function serverNodeArgs(): string[];
