/** The project's set-up steps (setup.mjs), as the TypeScript scripts use them. */
export const root: string;
/** Builds the web app: both builds, or only web/dist with `{ localOnly: true }`. */
export function buildWeb(options?: { localOnly?: boolean }): void;
