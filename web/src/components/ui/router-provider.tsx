/**
 * react-aria links and menu items navigate with the app's router (CONVENTIONS §5: the one place
 * react-aria's RouterProvider and its RouterConfig typing live).
 */
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, useHref, useNavigate } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function RouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
