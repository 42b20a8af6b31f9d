import { ExcludeTerms } from '#/features/account-settings/components/exclude-terms.tsx';
import { can } from '#/lib/authorization.ts';
import { useUser } from '#/lib/session.ts';

/** spec 01 §2 /account/settings/sentiment: admins and system admins write, the others read. */
export default function AccountSentimentRoute() {
  const user = useUser();
  return <ExcludeTerms canWrite={can(user, 'editSentimentExcludeTerms')} />;
}
