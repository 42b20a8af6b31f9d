/** One named actor per role (DESIGN §4 default scenario; all share the same password). */
export const PASSWORD = 'Password1!';
export const actors = {
  sysadmin: { email: 'sysadmin@acme.test', password: PASSWORD },
  admin: { email: 'admin@acme.test', password: PASSWORD },
  agent: { email: 'agent@acme.test', password: PASSWORD },
  guest: { email: 'guest@acme.test', password: PASSWORD },
  otp: { email: 'otp@acme.test', password: PASSWORD },
  globexAdmin: { email: 'admin@globex.test', password: PASSWORD },
} as const;
export interface Actor {
  email: string;
  password: string;
}
