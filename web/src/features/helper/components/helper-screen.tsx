/** spec 01 §2 /helper: the chat, the pinned questions beside it, and the user's helper settings. */
import { useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import type { CurrentUser } from '#/lib/session.ts';
import { HelperChat } from './helper-chat.tsx';
import { HelperSettingsForm } from './helper-settings.tsx';
import { PinnedQuestions } from './pinned-questions.tsx';
import '../helper.css';

export function HelperScreen({ user }: { user: CurrentUser }) {
  const [pending, setPending] = useState<string | null>(null);
  return (
    <div className="helper-screen">
      <PageHeader title="Helper" description="Questions about your posts, answered from your data." />
      <div className="helper-screen__columns">
        <HelperChat accountId={user.id} pending={pending} onPendingTaken={() => setPending(null)} />
        <div className="helper-screen__side">
          <PinnedQuestions onAsk={setPending} />
          <HelperSettingsForm user={user} />
        </div>
      </div>
    </div>
  );
}
