import { RulesScreen } from '#/features/rules/components/rules-screen.tsx';

/** Rules (issue 14; spec 01 §6 'Rules and Reports: admin and system admin'). */
export default function RulesRoute() {
  return <RulesScreen />;
}
