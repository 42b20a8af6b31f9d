/** Page object: the login screen (spec 01 §2 auth layout). */
import type { Page } from '@playwright/test';
import type { Actor } from './actors.ts';

export class LoginPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Login' });
  }

  async signIn(actor: Actor) {
    await this.page.getByLabel('Email').fill(actor.email);
    await this.page.getByLabel('Password').fill(actor.password);
    await this.page.getByRole('button', { name: /log ?in|sign in/i }).click();
  }
}
