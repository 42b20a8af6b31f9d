/**
 * What every screen but the login renders within (decision record 013, fourth pass): the query
 * client, react-aria's links through the router, and the toast region. A lazy chunk, so the login
 * page (which uses none of them) loads neither TanStack Query nor react-aria; the root layout
 * (root-layout.tsx) wraps every other route in it.
 */
import type { ReactNode } from 'react';
import { RouterProvider } from '#/components/ui/router-provider.tsx';
import { Toasts } from '#/components/ui/toast.tsx';
import { AppProvider } from './provider.tsx';

export default function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <AppProvider>
      <RouterProvider>
        {children}
        <Toasts />
      </RouterProvider>
    </AppProvider>
  );
}
