/**
 * The SAML configuration rules (spec 02 §3 "SAML configuration: idpLoginUrl, idpEntityId,
 * idpCert, isActive"; spec 01 §5 messages), written once: the mock's PUT
 * /v1/admin/business_profiles/preferences/sso/saml answers them as a 422 and the web's single
 * sign-on form shows them as field errors (issue 10 item 5).
 */
import { z } from 'zod';
import { MESSAGES } from './errors.ts';

/** spec 01 §5 '{Field name} {first error}': the names the form's labels and the API's messages use. */
export const SAML_FIELD_NAMES = {
  idp_login_url: 'IdP login URL',
  idp_entity_id: 'IdP entity ID',
  idp_cert: 'IdP certificate',
} as const;

const PEM_ARMOUR = /-----BEGIN CERTIFICATE-----|-----END CERTIFICATE-----/g;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** PEM, or bare base64 (whitespace allowed between lines). */
function isCertificate(value: string): boolean {
  const body = value.replace(PEM_ARMOUR, '').replace(/\s+/g, '');
  return body !== '' && /^[A-Za-z0-9+/]+={0,2}$/.test(body);
}

/**
 * Over the trimmed fields: an active configuration needs all three; a login URL, when given, is
 * an https URL; a certificate, when given, is PEM or bare base64. An inactive configuration may
 * be saved incomplete. Parsing answers the trimmed configuration.
 */
export const samlRulesSchema = z
  .object({
    idp_login_url: z.string().trim(),
    idp_entity_id: z.string().trim(),
    idp_cert: z.string().trim(),
    is_active: z.boolean(),
  })
  .superRefine((config, ctx) => {
    const fail = (field: keyof typeof SAML_FIELD_NAMES, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (config.is_active) {
      for (const field of Object.keys(SAML_FIELD_NAMES) as (keyof typeof SAML_FIELD_NAMES)[]) {
        if (!config[field]) fail(field, MESSAGES.required);
      }
    }
    if (config.idp_login_url && !isHttpsUrl(config.idp_login_url)) fail('idp_login_url', MESSAGES.url);
    if (config.idp_cert && !isCertificate(config.idp_cert)) fail('idp_cert', MESSAGES.isFormatValid);
  });
export type SamlRules = z.input<typeof samlRulesSchema>;

/** The rules' messages per wire field, in the order above (the 422 body of spec 01 §8). */
export function samlErrors(config: SamlRules): Partial<Record<keyof typeof SAML_FIELD_NAMES, string[]>> {
  const result = samlRulesSchema.safeParse(config);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}
