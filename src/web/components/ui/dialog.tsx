import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/web/lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** False while work is under way that closing would hide (e.g. a checkout being created). */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog in a portal: focus moves in and is kept in with Tab, Escape and the backdrop close it,
 * the page behind does not scroll, and focus returns to the opener afterwards.
 * @radix-ui/react-dialog is not installed, and the native <dialog> puts its backdrop above the toasts,
 * which must stay readable (checkout reports its errors as toasts).
 */
export function Dialog({ open, onOpenChange, title, description, dismissible = true, className, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(() => {});
  close.current = () => {
    if (dismissible) onOpenChange(false);
  };
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // The panel itself takes focus, so a screen reader starts at the title and Enter presses nothing.
    panel.current?.focus({ preventScroll: true });
    // Listened for on the document: a button that disables itself while saving drops focus out of
    // the panel, and Escape and Tab must still work then.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab' && panel.current && !panel.current.contains(document.activeElement)) {
        event.preventDefault();
        panel.current.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const requestClose = () => close.current();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex overflow-y-auto bg-gray-950/50 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn('relative m-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl outline-none', className)}
      >
        <header className="space-y-1 pr-8">
          <h2 id={titleId} className="text-xl font-semibold text-gray-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="text-sm text-gray-600">
              {description}
            </p>
          )}
        </header>
        <button
          type="button"
          aria-label="Close"
          onClick={requestClose}
          disabled={!dismissible}
          className="absolute right-4 top-4 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 disabled:opacity-50"
        >
          <X className="size-5" />
        </button>
        <div className="mt-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
