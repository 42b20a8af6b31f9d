import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAccountPassword, verifyPassword } from './password.ts';

describe('password hashing (issue 17: a sign-in does not hold the event loop)', () => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await hashPassword('Password1!');
    expect(stored).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('Password1!', stored)).toBe(true);
    expect(await verifyPassword('Password2!', stored)).toBe(false);
    expect(await verifyPassword('Password1!', 'plain')).toBe(false);
  });

  it('an unknown e-mail (no stored hash) never passes, whatever the password (issue 16 #4)', async () => {
    expect(await verifyAccountPassword('Password1!', undefined)).toBe(false);
    expect(await verifyAccountPassword('Password1!', await hashPassword('Password1!'))).toBe(true);
  });

  it('hashes off the event loop: other callbacks run while ten checks are under way', async () => {
    const stored = await hashPassword('Password1!');
    let turns = 0;
    let checking = true;
    const turn = () => {
      turns++;
      if (checking) setImmediate(turn);
    };
    setImmediate(turn);
    // With scryptSync all ten hashes ran before the first callback could: turns stayed at 0.
    await Promise.all(Array.from({ length: 10 }, () => verifyPassword('Password1!', stored)));
    checking = false;
    expect(turns).toBeGreaterThan(1);
  });
});
