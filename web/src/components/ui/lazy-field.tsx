/**
 * A form field whose control is fetched when it is first shown, not with the screen (issue 17,
 * decision record 013: the date pickers keep react-aria's calendar and @internationalized/date
 * out of the dashboard's first screen). Until the code arrives the field's label holds the place,
 * so the controls around it do not jump, and the field says it is busy.
 *
 * `children` is the lazily loaded control (a `React.lazy` component); `className` is the class of
 * the field it renders, so the placeholder takes the same room.
 */
import { type ReactNode, Suspense } from 'react';

export interface LazyFieldProps {
  label: string;
  className: string;
  children: ReactNode;
}

export function LazyField({ label, className, children }: LazyFieldProps) {
  return (
    <Suspense
      fallback={
        <div className={className} aria-busy="true">
          <span className="field__label">{label}</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
