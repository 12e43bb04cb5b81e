import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/web/lib/cn';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactNode;
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<Id>[];
  value: Id;
  onValueChange: (id: Id) => void;
  /** The active tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys, Home and End move and select
 * (activation follows focus), and the panel is labelled by its tab. Only the active panel is rendered.
 */
export function Tabs<Id extends string>({ label, items, value, onValueChange, children, className }: TabsProps<Id>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${baseId}-${id}-tab`;
  const panelId = (id: Id) => `${baseId}-${id}-panel`;

  // On a narrow screen the list scrolls sideways: keep the selected tab (e.g. from a link) in view.
  // Only the list moves; scrollIntoView would also scroll the page to a list below the fold. A list
  // that first shows its first tab shows it at its start: measuring it then would lay the whole new
  // screen out in this task, on a slow phone a long one, for nothing.
  const shown = useRef(false);
  const firstId = items[0]?.id;
  useEffect(() => {
    const firstShow = !shown.current;
    shown.current = true;
    if (firstShow && value === firstId) return;
    const container = list.current;
    const tab = container?.querySelector('[aria-selected="true"]');
    if (!container || !tab) return;
    const bounds = container.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bounds.left) container.scrollLeft -= bounds.left - box.left;
    else if (box.right > bounds.right) container.scrollLeft += box.right - bounds.right;
  }, [value, firstId]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === value);
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.id);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(item.id)}"]`)?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-controls={panelId(item.id)}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.id)}
              className={cn(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset [&_svg]:size-4',
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} className="pt-6 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
}
