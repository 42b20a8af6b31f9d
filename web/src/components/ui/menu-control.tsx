/**
 * The full menu (react-aria MenuTrigger, Popover, Menu and its items): fetched on first use by
 * menu.tsx, which renders the trigger alone until then (deferred.tsx).
 */
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  ButtonContext,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { withBaseClass } from './class-names.ts';
import type { DeferredProps } from './deferred.tsx';
import { DeferredOpen } from './deferred-open.tsx';
import type { MenuButtonProps } from './menu.tsx';

export function MenuControl<T extends object>({
  trigger,
  className,
  focusOnMount,
  focusRef,
  openOnMount,
  ...props
}: MenuButtonProps<T> & DeferredProps) {
  return (
    <MenuTrigger>
      {focusOnMount ? (
        <ButtonContext.Provider value={{ ref: focusRef }}>{trigger}</ButtonContext.Provider>
      ) : (
        trigger
      )}
      <DeferredOpen intent={openOnMount} />
      <Popover className="popover" placement="bottom end" offset={8}>
        <AriaMenu {...props} className={withBaseClass('menu', className)} />
      </Popover>
    </MenuTrigger>
  );
}

export function MenuControlItem({ className, ...props }: AriaMenuItemProps) {
  return <AriaMenuItem {...props} className={withBaseClass('menu__item', className)} />;
}

export function MenuControlSeparator() {
  return <Separator className="menu__separator" />;
}
