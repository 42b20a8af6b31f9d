/** react-aria menus, wrapped once (CONVENTIONS §5): a trigger, a popover and its items. */
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export interface MenuButtonProps<T> extends AriaMenuProps<T> {
  /** The trigger: a Button (react-aria wires it up through context). */
  trigger: ReactNode;
}

export function MenuButton<T extends object>({ trigger, className, ...props }: MenuButtonProps<T>) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover className="popover" placement="bottom end" offset={8}>
        <AriaMenu {...props} className={withBaseClass('menu', className)} />
      </Popover>
    </MenuTrigger>
  );
}

export function MenuItem({ className, ...props }: AriaMenuItemProps) {
  return <AriaMenuItem {...props} className={withBaseClass('menu__item', className)} />;
}

export function MenuSeparator() {
  return <Separator className="menu__separator" />;
}
