/**
 * react-aria popover dialog, wrapped once (CONVENTIONS §5): a trigger button that opens a
 * non-modal dialog anchored below it (the notifications bell, a widget's settings).
 *
 * The popover and the dialog are fetched on first use (deferred.tsx): until then this renders
 * the trigger alone, with the attributes react-aria gives a closed dialog's trigger.
 */
import type { ReactNode } from 'react';
import { ButtonContext, Heading } from 'react-aria-components';
import { deferred, useDeferredTrigger } from './deferred.tsx';

export interface PopoverDialogProps {
  /** The trigger: a Button or PlainButton (react-aria wires it up through context). */
  trigger: ReactNode;
  /** The dialog's accessible name. */
  'aria-label': string;
  className?: string;
  dialogClassName?: string;
  children: ReactNode;
}

const control = deferred(() => import('./popover-control.tsx'));

export function PopoverDialog(props: PopoverDialogProps) {
  const { Control, mount, triggerProps } = useDeferredTrigger(control, (m) => m.PopoverControl, false);
  if (Control) return <Control {...props} {...mount} />;
  return <ButtonContext.Provider value={triggerProps}>{props.trigger}</ButtonContext.Provider>;
}

/** The heading that titles the enclosing dialog (react-aria's title slot). */
export function DialogHeading({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Heading slot="title" className={className}>
      {children}
    </Heading>
  );
}
