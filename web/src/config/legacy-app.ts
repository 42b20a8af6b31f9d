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
