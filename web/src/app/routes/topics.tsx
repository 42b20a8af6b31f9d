import { TopicsScreen } from '#/features/topics/components/topics-screen.tsx';

/** spec 01 §2 /topics: system admins only, not in prod (the route table's guard). */
export default function TopicsRoute() {
  return <TopicsScreen />;
}
