/**
 * The single sign-on form (spec 02 §3 SAML configuration; spec 01 §5 messages) drawn by the card
 * forms' field list (components/crud/editor-fields.tsx): the saved configuration in its fields,
 * the contract's SAML rules before anything is sent, and the saved body with its success line.
 */
import { admin } from '@sl/api-contract/endpoints';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { handle, useApi } from '#/testing/api-server.ts';
import { fill } from '#/testing/fill.ts';
import { SsoForm } from './sso-form.tsx';

const saved = {
  business_profile_id: 1,
  idp_login_url: 'https://idp.acme.test/login',
  idp_entity_id: 'acme-idp',
  idp_cert: '',
  is_active: false,
};

// Typed text is pasted and the timeout is generous: the machine running the suite is shared and loaded.
describe('single sign-on form (spec 02 §3, spec 01 §5)', { timeout: 20_000 }, () => {
  it('shows the saved configuration, names what an active one lacks, then saves it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    useApi(
      handle(admin.adminGetSaml, () => ({ body: saved })),
      handle(admin.adminUpdateSaml, ({ body }) => {
        sent.push(body);
        return { body: { ...saved, ...body } };
      }),
    );
    render(
      <AppProvider>
        <SsoForm />
      </AppProvider>,
    );
    const form = await screen.findByRole('form', { name: 'SAML single sign-on' });
    expect((within(form).getByLabelText('IdP login URL') as HTMLInputElement).value).toBe(
      saved.idp_login_url,
    );
    expect((within(form).getByLabelText('IdP entity ID') as HTMLInputElement).value).toBe(
      saved.idp_entity_id,
    );
    const active = within(form).getByRole('switch', { name: 'Single sign-on is active' });
    expect((active as HTMLInputElement).checked).toBe(false);

    // An active configuration needs the certificate too.
    await user.click(active);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(MESSAGES.required)).toBeTruthy();
    expect(sent).toEqual([]);

    await fill(user, within(form).getByLabelText('IdP certificate'), 'MIIBszCCAVmgAwIBAgIUQ3JlZA==');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Single sign-on settings saved.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      idp_login_url: saved.idp_login_url,
      idp_entity_id: saved.idp_entity_id,
      idp_cert: 'MIIBszCCAVmgAwIBAgIUQ3JlZA==',
      is_active: true,
    });
  });
});
