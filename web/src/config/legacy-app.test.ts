import { describe, expect, it } from 'vitest';
import { isLegacyAppConfigured, legacyUrl } from './legacy-app.ts';

describe('the legacy application (spec 01 §2)', () => {
  it('is configured only when its host is named', () => {
    expect(isLegacyAppConfigured('')).toBe(false);
    expect(isLegacyAppConfigured('  ')).toBe(false);
    expect(isLegacyAppConfigured('https://app.example.com')).toBe(true);
  });

  it('builds its page URLs on that host', () => {
    expect(legacyUrl('dashboardV1', 'https://app.example.com')).toBe('https://app.example.com/dashboard');
  });
});
