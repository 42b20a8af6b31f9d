import { describe, expect, it } from 'vitest';
import { validateSaml } from './validate-saml.ts';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIC8DCCAdigAwIBAgIQ\n-----END CERTIFICATE-----';
const ok = {
  idpLoginUrl: 'https://idp.example.com/sso',
  idpEntityId: 'urn:acme',
  idpCert: CERT,
  isActive: true,
};

describe('validateSaml (spec 01 §5 messages)', () => {
  it.each([
    ['a complete active configuration passes', ok, {}],
    ['an inactive one may be empty', { idpLoginUrl: '', idpEntityId: '', idpCert: '', isActive: false }, {}],
    [
      'an active one needs every field',
      { idpLoginUrl: '', idpEntityId: ' ', idpCert: '', isActive: true },
      {
        idpLoginUrl: 'Should not be empty!',
        idpEntityId: 'Should not be empty!',
        idpCert: 'Should not be empty!',
      },
    ],
    [
      'the login URL must be https',
      { ...ok, idpLoginUrl: 'http://idp.example.com' },
      { idpLoginUrl: 'Url is not valid!' },
    ],
    [
      'a login URL that is not a URL',
      { ...ok, isActive: false, idpLoginUrl: 'idp' },
      { idpLoginUrl: 'Url is not valid!' },
    ],
    ['a certificate that is not base64', { ...ok, idpCert: 'not a cert!' }, { idpCert: 'Wrong format!' }],
  ])('%s', (_, fields, expected) => {
    expect(validateSaml(fields)).toEqual(expected);
  });
});
