import { MutedKeywordsScreen } from '#/features/muted-keywords/components/muted-keywords-screen.tsx';
import { can } from '#/lib/authorization.ts';
import { useUser } from '#/lib/session.ts';

/** spec 02 §5, §7 muted keywords, a settings screen (issue 13): guests read, the others write. */
export default function AccountMutedKeywordsRoute() {
  const user = useUser();
  return <MutedKeywordsScreen canWrite={can(user, 'editMutedKeywords')} />;
}
