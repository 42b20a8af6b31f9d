/** spec 01 §2 Loader layout: a spinner, and the route's content beneath it (the logout route's). */
import { Outlet } from 'react-router-dom';
import { Spinner } from '#/components/ui/spinner.tsx';

export function LoaderLayout() {
  return (
    <main className="loader-layout">
      <Spinner size="large" />
      <Outlet />
    </main>
  );
}
