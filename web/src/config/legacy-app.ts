/**
 * spec 01 §2: in prod and preprod some menu and sidebar entries "leave for a legacy application".
 * That application lives on the host base (VITE_HOST_URL, the same host as the legacy
 * /accounts/token and /accounts/logout calls of spec 01 §7); these are its pages.
 */
import { env } from './env.ts';

export const LEGACY_PAGES = {
  streams: '/streams',
  liveSearch: '/live_search',
  customTopics: '/custom_topics',
  rules: '/rules',
  templates: '/templates',
  dashboardV1: '/dashboard',
  reports: '/reports',
} as const;

export type LegacyPage = keyof typeof LEGACY_PAGES;

export const legacyUrl = (page: LegacyPage, hostUrl: string = env.hostUrl): string =>
  `${hostUrl}${LEGACY_PAGES[page]}`;

/**
 * Whether a legacy application is configured: VITE_HOST_URL names its host. Without it the legacy
 * pages would resolve against this app's own origin, where they do not exist, so entries that only
 * lead there (Dashboard V1) are hidden rather than ending on an error page (decision 017).
 */
export const isLegacyAppConfigured = (hostUrl: string = env.hostUrl): boolean => hostUrl.trim() !== '';
