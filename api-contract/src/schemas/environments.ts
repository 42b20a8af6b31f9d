/**
 * spec 01 §2: environments decide menus and route availability. Its own module, free of zod, so
 * the web app's entry reads it without the schemas of common.ts (decision record 013).
 */
export const ENVIRONMENTS = ['local', 'demo', 'preprod', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
