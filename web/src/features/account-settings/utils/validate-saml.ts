/**
 * SAML form checks (spec 01 §5 messages): an active configuration needs all three fields; the
 * login URL must be https; the certificate is PEM or bare base64. The server applies the same.
 */
import { MESSAGES } from '@sl/api-contract/schemas/errors';

export interface SamlFields {
  idpLoginUrl: string;
  idpEntityId: string;
  idpCert: string;
  isActive: boolean;
}

export function validateSaml(c: SamlFields): Partial<Record<keyof SamlFields, string>> {
  const errors: Partial<Record<keyof SamlFields, string>> = {};
  const url = c.idpLoginUrl.trim();
  const cert = c.idpCert.trim();
  if (c.isActive) {
    if (!url) errors.idpLoginUrl = MESSAGES.required;
    if (!c.idpEntityId.trim()) errors.idpEntityId = MESSAGES.required;
    if (!cert) errors.idpCert = MESSAGES.required;
  }
  if (url && !isHttpsUrl(url)) errors.idpLoginUrl = MESSAGES.url;
  const body = cert.replace(/-----BEGIN CERTIFICATE-----|-----END CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (cert && (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))) errors.idpCert = MESSAGES.isFormatValid;
  return errors;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
