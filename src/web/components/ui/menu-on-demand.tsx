import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  Suspense,
  cloneElement,
  lazy,
  useRef,
  useState,
} from 'react';

/** What a menu loaded on demand is given (menuOnDemand). */
export interface LoadedMenuProps {
  /** The button that opens it: rendered inside `<DropdownMenuTrigger asChild>`. */
  trigger: ReactElement;
  /** It loaded because it was pressed: it first shows open, as if that press had opened it. */
  defaultOpen: boolean;
  /**
   * Its content's `onFocus`: Radix focuses the content of a menu that opens, and its first item only
   * when it saw the key that opened it; after a first press from the keyboard, the first item takes it.
   */
  onContentFocus: (event: FocusEvent<HTMLElement>) => void;
}

type TriggerProps = {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * A header menu whose code loads when it is first wanted: the Radix dropdown it is made of (≈26 KB
 * gzipped) is no part of the JavaScript every screen runs before its first paint. Until then its
 * trigger is a plain button that opens it as Radix's trigger does (a primary press of the pointer;
 * Enter, Space or ArrowDown), and pointing at it or focusing it starts the loading.
 */
export function menuOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props & LoadedMenuProps>>,
): ComponentType<Props & { trigger: ReactElement<TriggerProps> }> {
  const Menu = lazy(async () => ({ default: await load() }));
  // The module system keeps the first import(): warming it up early costs nothing later.
  const preload = () => void load().catch(() => undefined);

  return function MenuOnDemand({ trigger, ...props }) {
    const [pressed, setPressed] = useState<'pointer' | 'keyboard' | null>(null);
    const keyboardFocusPending = useRef(true);
    const plain = cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setPressed('pointer');
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setPressed('keyboard');
      },
      onPointerEnter: preload,
      onFocus: preload,
    });
    if (!pressed) return plain;

    function onContentFocus(event: FocusEvent<HTMLElement>) {
      if (pressed !== 'keyboard' || !keyboardFocusPending.current || event.target !== event.currentTarget) return;
      keyboardFocusPending.current = false;
      event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
    }
    return (
      <Suspense fallback={plain}>
        <Menu {...(props as Props)} trigger={trigger} defaultOpen onContentFocus={onContentFocus} />
      </Suspense>
    );
  };
}
