/**
 * react-aria popover dialog, wrapped once (CONVENTIONS §5): a trigger button that opens a
 * non-modal dialog anchored below it (the notifications bell).
 */
import type { ReactNode } from 'react';
import { Popover as AriaPopover, Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export interface PopoverDialogProps {
  /** The trigger: a Button or PlainButton (react-aria wires it up through context). */
  trigger: ReactNode;
  /** The dialog's accessible name. */
  'aria-label': string;
  className?: string;
  dialogClassName?: string;
  children: ReactNode;
}

export function PopoverDialog({
  trigger,
  className,
  dialogClassName,
  children,
  ...props
}: PopoverDialogProps) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover className={withBaseClass('popover', className)} placement="bottom end" offset={8}>
        <Dialog className={dialogClassName} aria-label={props['aria-label']}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}

/** The heading that titles the enclosing dialog (react-aria's title slot). */
export function DialogHeading({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Heading slot="title" className={className}>
      {children}
    </Heading>
  );
}
