import { Link as AriaLink, type LinkProps } from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

/**
 * A link that navigates inside the app through React Router (the root layout hands react-aria
 * the router's navigate). `href` is a router path such as `/logout`.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withBaseClass('link', className)} />;
}
