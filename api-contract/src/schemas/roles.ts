/**
 * spec 02 §6: numeric roles. Its own module, free of zod, so the web app's entry (the policies of
 * lib/authorization.ts) reads it without the schemas of common.ts (decision record 013).
 */
export const ROLES = { SYS_ADMIN: 0, ADMIN: 1, AGENT: 2, GUEST: 4 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
