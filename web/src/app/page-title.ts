/** spec 01 §2: '{route title} | {product name}'. */
export const pageTitle = (routeTitle: string | undefined, productName: string): string =>
  routeTitle ? `${routeTitle} | ${productName}` : productName;

/** What a route of the table may state in its `handle`. */
export interface RouteHandle {
  title?: string;
}
