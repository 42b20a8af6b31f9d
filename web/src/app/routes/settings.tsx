import { Outlet } from 'react-router-dom';
import { SectionNav } from '#/components/layouts/section-nav.tsx';
import { paths } from '#/config/paths.ts';

/** spec 01 §2 /settings: system admin, admin and agent; children users, channels, teams, labels. */
export default function SettingsRoute() {
  return (
    <div className="section-layout">
      <SectionNav
        label="Settings"
        items={[
          { href: paths.settingsUsers, label: 'Users' },
          { href: paths.settingsChannels, label: 'Channels' },
          { href: paths.settingsTeams, label: 'Teams' },
          { href: paths.settingsLabels, label: 'Labels' },
        ]}
      />
      <div className="section-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
