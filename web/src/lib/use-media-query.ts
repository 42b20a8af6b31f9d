import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept in step with the window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** spec 01 §9: the mobile layout applies below 835 px. */
export const MOBILE_QUERY = '(max-width: 834.98px)';
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
