/**
 * react-aria menus, wrapped once (CONVENTIONS §5): a trigger, a popover and its items.
 *
 * The popover, the menu and its items are fetched on first use (deferred.tsx): until then this
 * renders the trigger alone, with the attributes react-aria gives a closed menu's trigger.
 */
import type { ReactNode } from 'react';
import {
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  ButtonContext,
} from 'react-aria-components';
import { deferred, useDeferredTrigger } from './deferred.tsx';

export interface MenuButtonProps<T> extends AriaMenuProps<T> {
  /** The trigger: a Button (react-aria wires it up through context). */
  trigger: ReactNode;
}

const control = deferred(() => import('./menu-control.tsx'));

export function MenuButton<T extends object>(props: MenuButtonProps<T>) {
  const { Control, mount, triggerProps } = useDeferredTrigger(control, (m) => m.MenuControl, true);
  if (Control) return <Control {...(props as unknown as MenuButtonProps<object>)} {...mount} />;
  return (
    <ButtonContext.Provider value={{ ...triggerProps, 'aria-haspopup': true }}>
      {props.trigger}
    </ButtonContext.Provider>
  );
}

/** An entry of a MenuButton's menu; rendered only inside the menu, so its code is there. */
export function MenuItem(props: AriaMenuItemProps) {
  const Item = control.module?.MenuControlItem;
  return Item ? <Item {...props} /> : null;
}

export function MenuSeparator() {
  const Separator = control.module?.MenuControlSeparator;
  return Separator ? <Separator /> : null;
}
