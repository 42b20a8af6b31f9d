import { ROLES } from '@sl/api-contract/schemas/common';
import { ExcludeTerms } from '#/features/account-settings/components/exclude-terms.tsx';
import { useCurrentUser } from '#/lib/session.ts';

/** spec 01 §2 /account/settings/sentiment: admins and system admins write, the others read. */
export default function AccountSentimentRoute() {
  const user = useCurrentUser();
  const canWrite = user?.role === ROLES.SYS_ADMIN || user?.role === ROLES.ADMIN;
  return <ExcludeTerms canWrite={canWrite} />;
}
