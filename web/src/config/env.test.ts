import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('falls back to the same-origin mock defaults', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '/api',
      hostUrl: '',
      appEnv: 'local',
      productName: 'Social Listening',
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ VITE_API_URL: '', VITE_APP_ENV: ' ' })).toMatchObject({
      apiUrl: '/api',
      appEnv: 'local',
    });
  });

  it('reads every variable', () => {
    expect(
      parseEnv({
        VITE_API_URL: 'https://api.example.com/api',
        VITE_HOST_URL: 'https://app.example.com',
        VITE_APP_ENV: 'prod',
        VITE_PRODUCT_NAME: 'Listen',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com/api',
      hostUrl: 'https://app.example.com',
      appEnv: 'prod',
      productName: 'Listen',
    });
  });

  it('rejects an unknown environment with a readable message', () => {
    expect(() => parseEnv({ VITE_APP_ENV: 'staging' })).toThrow(/VITE_APP_ENV/);
  });
});
