import { MoreHorizontal } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

/** Which of a row's dialogs is open; an item asks for one with `openAfterMenu`. */
export function useMenuDialog<Name extends string>() {
  const [dialog, setDialog] = useState<Name | null>(null);
  const pending = useRef<Name | null>(null);
  return {
    dialog,
    close: () => setDialog(null),
    /** For an item's onSelect: the dialog opens once the menu has closed. */
    openAfterMenu: (name: Name) => {
      pending.current = name;
    },
    /** The menu has closed: the dialog asked for, if any, opens now. */
    showPending: (): boolean => {
      const name = pending.current;
      pending.current = null;
      if (name) setDialog(name);
      return name !== null;
    },
  };
}

/**
 * A row's ⋯ menu. A dialog an item asks for opens once the menu has handed focus back to its button,
 * so closing the dialog returns focus there.
 */
export function ActionsMenu({
  label,
  disabled,
  dialogs,
  children,
}: {
  label: string;
  disabled?: boolean;
  dialogs: { showPending(): boolean };
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" aria-label={label} disabled={disabled}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (!dialogs.showPending()) return;
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
