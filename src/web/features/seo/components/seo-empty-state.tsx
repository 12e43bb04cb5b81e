import { Globe, type LucideIcon, SearchCheck, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

interface SeoEmptyStateProps {
  icon: 'site' | 'done' | 'filtered';
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

const icons: Record<SeoEmptyStateProps['icon'], LucideIcon> = { site: Globe, done: SearchCheck, filtered: SearchX };

/** A card saying why a list is empty and what fills it. */
export function SeoEmptyState({ icon, title, children, action }: SeoEmptyStateProps) {
  const Icon = icons[icon];
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gray-100">
        <Icon className="size-6 text-gray-400" aria-hidden />
      </span>
      <h3 className="max-w-full break-words font-medium text-gray-900">{title}</h3>
      <p className="max-w-md text-sm text-gray-500">{children}</p>
      {action}
    </div>
  );
}
