import { LabelsScreen } from '#/features/labels/components/labels-screen.tsx';

/** issue 14: the profile's labels under Settings. */
export default function SettingsLabelsRoute() {
  return <LabelsScreen />;
}
