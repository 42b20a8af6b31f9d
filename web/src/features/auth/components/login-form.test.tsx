import { session } from '@sl/api-contract/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { currentUser } from '#/lib/session.ts';
import { buildAccountWire, handle, requests, sessionWire, useApi } from '#/testing/api-server.ts';
import { LoginForm } from './login-form.tsx';

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    // The form's 'Forgot your password?' is a router link.
    <MemoryRouter>
      <LoginForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return { onSignedIn, user: userEvent.setup() };
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('LoginForm (spec 01 §2, §4, §5)', () => {
  it('says each empty field should not be empty, without calling the server', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Should not be empty!')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong", async () => {
    useApi(
      handle(session.createSession, () => ({
        status: 401,
        body: { error_message: 'Email or password is incorrect' },
      })),
    );
    const { user, onSignedIn } = renderForm();
    await fillCredentials(user, 'agent@acme.test', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email or password is incorrect'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the authentication code when two-factor is on, then signs in with it', async () => {
    const account = buildAccountWire({ id: 5, email: 'otp@acme.test', full_name: 'Otto Otp' });
    useApi(
      handle(session.createSession, ({ body }) =>
        body.otp_code === '123456'
          ? { body: sessionWire(account) }
          : { status: 401, body: { error_message: 'Invalid otp code', two_factor_required: true } },
      ),
    );
    const { user, onSignedIn } = renderForm();
    await fillCredentials(user, 'otp@acme.test', 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid otp code'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());

    expect(requests.at(-1)?.body).toEqual({
      email: 'otp@acme.test',
      password: 'Password1!',
      otp_code: '123456',
    });
    expect(currentUser.get()?.fullName).toBe('Otto Otp');
  });
});
