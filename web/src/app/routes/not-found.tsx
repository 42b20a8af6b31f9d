import { Link } from '#/components/ui/link.tsx';
import { paths } from '#/config/paths.ts';

export default function NotFoundRoute() {
  return (
    <div className="not-found">
      <h1 className="page-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href={paths.dashboard}>Go to the dashboard</Link>
    </div>
  );
}
