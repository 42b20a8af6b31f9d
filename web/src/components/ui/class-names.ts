import { composeRenderProps } from 'react-aria-components';

/**
 * Puts our base class in front of whatever the caller passes, keeping react-aria's
 * className-as-a-function form working (CONVENTIONS §5).
 */
export function withBaseClass<T>(
  base: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(className, (extra) => (extra ? `${base} ${extra}` : base));
}
