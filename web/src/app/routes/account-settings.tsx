import { Outlet } from 'react-router-dom';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { SectionNav } from '#/components/layouts/section-nav.tsx';
import { paths } from '#/config/paths.ts';
import { can } from '#/lib/authorization.ts';
import { useUser } from '#/lib/session.ts';

/** spec 01 §2 /account/settings: preferences, safety and privacy, sentiment (exclude terms), single sign-on (admins). */
export default function AccountSettingsRoute() {
  const user = useUser();
  return (
    <div className="section-layout">
      <PageHeader title="Settings" description="Your account's preferences and security." />
      <SectionNav
        label="Account settings"
        items={[
          { href: paths.accountPreferences, label: 'Preferences' },
          { href: paths.accountSafety, label: 'Safety and privacy' },
          { href: paths.accountSentiment, label: 'Sentiment' },
          { href: paths.accountMutedKeywords, label: 'Muted keywords' },
          ...(can(user, 'configureSingleSignOn')
            ? [{ href: paths.accountSso, label: 'Single sign on' }]
            : []),
        ]}
      />
      <div className="section-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
