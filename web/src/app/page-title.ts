/** spec 01 §2: '{route title} | {product name}'. */
export const pageTitle = (routeTitle: string | undefined, productName: string): string =>
  routeTitle ? `${routeTitle} | ${productName}` : productName;

/** What a route of the table may state in its `handle`. */
export interface RouteHandle {
  title?: string;
  /**
   * Rendered without the app's providers (no query client, react-aria router links or toasts):
   * the login page, whose JS budget is 120 KB gzip (decision record 013, root-layout.tsx).
   */
  plain?: boolean;
}
