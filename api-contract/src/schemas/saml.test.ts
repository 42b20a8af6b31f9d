import { describe, expect, it } from 'vitest';
import { samlErrors } from './saml.ts';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIC8DCCAdigAwIBAgIQ\n-----END CERTIFICATE-----';
const ok = {
  idp_login_url: 'https://idp.example.com/sso',
  idp_entity_id: 'urn:acme',
  idp_cert: CERT,
  is_active: true,
};

describe('SAML rules, written once for the mock and the web form (spec 02 §3, spec 01 §5 messages)', () => {
  it.each([
    ['a complete active configuration passes', ok, {}],
    [
      'an inactive one may be empty',
      { idp_login_url: '', idp_entity_id: '', idp_cert: '', is_active: false },
      {},
    ],
    [
      'an active one needs every field (blank counts as empty)',
      { idp_login_url: '', idp_entity_id: ' ', idp_cert: '', is_active: true },
      {
        idp_login_url: ['Should not be empty!'],
        idp_entity_id: ['Should not be empty!'],
        idp_cert: ['Should not be empty!'],
      },
    ],
    [
      'the login URL must be https',
      { ...ok, idp_login_url: 'http://idp.example.com' },
      { idp_login_url: ['Url is not valid!'] },
    ],
    [
      'a login URL that is not a URL',
      { ...ok, is_active: false, idp_login_url: 'idp' },
      { idp_login_url: ['Url is not valid!'] },
    ],
    ['a certificate that is not base64', { ...ok, idp_cert: 'not a cert!' }, { idp_cert: ['Wrong format!'] }],
    ['bare base64 is a certificate too', { ...ok, idp_cert: 'MIIC8DCC\nAdigAwIB' }, {}],
  ])('%s', (_, config, expected) => {
    expect(samlErrors(config)).toEqual(expected);
  });

  it('lists missing fields before malformed ones (the 422 message names the first)', () => {
    const errors = samlErrors({ ...ok, idp_entity_id: '', idp_login_url: 'ftp://x' });
    expect(Object.keys(errors)).toEqual(['idp_entity_id', 'idp_login_url']);
  });
});
