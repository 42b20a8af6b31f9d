/** Page objects of the default layout's regions (spec 01 §2): top bar, avatar menu, sidebar, notifications. */
import type { Page } from '@playwright/test';

export class TopBar {
  constructor(readonly page: Page) {}
  banner() {
    return this.page.getByRole('banner').first();
  }
  avatarButton() {
    return this.page.getByRole('button', { name: /^Account menu for / });
  }
  bell() {
    return this.page.getByRole('button', { name: /^Notifications/ });
  }
  mobileToggle() {
    return this.page.getByRole('button', { name: /^(Open|Close) menu$/ });
  }
}

export class AvatarMenu {
  constructor(readonly page: Page) {}
  async open() {
    await new TopBar(this.page).avatarButton().click();
    // The menu's code is fetched on its first opening (decision record 013, fifth pass).
    const menu = this.page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    return menu;
  }
  async labels(): Promise<string[]> {
    const menu = await this.open();
    const labels = await menu.getByRole('menuitem').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return labels.map((l) => l.trim());
  }
  async choose(label: string) {
    const menu = await this.open();
    await menu.getByRole('menuitem', { name: label, exact: true }).click();
  }
}

export class Sidebar {
  constructor(readonly page: Page) {}
  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }
  async labels(): Promise<string[]> {
    const links = this.nav().getByRole('link');
    const n = await links.count();
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const link = links.nth(i);
      out.push(((await link.getAttribute('aria-label')) ?? (await link.innerText())).trim());
    }
    return out;
  }
  toggle() {
    return this.nav().getByRole('button', { name: /(Expand|Collapse) sidebar/ });
  }
}

export class NotificationsPopover {
  constructor(readonly page: Page) {}
  async open() {
    await new TopBar(this.page).bell().click();
    await this.dialog().waitFor();
    return this.dialog();
  }
  dialog() {
    return this.page.getByRole('dialog', { name: 'Notifications' });
  }
  current() {
    return this.dialog().getByRole('list', { name: 'Current notifications' }).getByRole('listitem');
  }
}
