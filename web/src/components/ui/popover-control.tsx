/**
 * The full popover dialog (react-aria DialogTrigger, Popover, Dialog): fetched on first use by
 * popover.tsx, which renders the trigger alone until then (deferred.tsx).
 */
import { Popover as AriaPopover, ButtonContext, Dialog, DialogTrigger } from 'react-aria-components';
import { withBaseClass } from './class-names.ts';
import type { DeferredProps } from './deferred.tsx';
import { DeferredOpen } from './deferred-open.tsx';
import type { PopoverDialogProps } from './popover.tsx';

export function PopoverControl({
  trigger,
  className,
  dialogClassName,
  children,
  focusOnMount,
  focusRef,
  openOnMount,
  ...props
}: PopoverDialogProps & DeferredProps) {
  return (
    <DialogTrigger>
      {focusOnMount ? (
        <ButtonContext.Provider value={{ ref: focusRef }}>{trigger}</ButtonContext.Provider>
      ) : (
        trigger
      )}
      <DeferredOpen intent={openOnMount} />
      <AriaPopover className={withBaseClass('popover', className)} placement="bottom end" offset={8}>
        <Dialog className={dialogClassName} aria-label={props['aria-label']}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
