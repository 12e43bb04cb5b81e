import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card saying why a list is empty and what fills it. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gray-100">
        <Icon className="size-6 text-gray-400" aria-hidden />
      </span>
      <h3 className="max-w-full break-words font-medium text-gray-900">{title}</h3>
      <div className="max-w-md text-sm text-gray-500">{children}</div>
      {action}
    </div>
  );
}
