/** A user as the authorization policies see it (lib/authorization.ts), for the policy, menu and guard tests. */
import type { Role } from '@sl/api-contract/schemas/common';
import type { Authorizable } from '#/lib/authorization.ts';

export const authorizable = (role: Role, extra: Partial<Authorizable> = {}): Authorizable => ({
  role,
  businessProfile: { id: 1 },
  permissions: {},
  overtaken: false,
  ...extra,
});
