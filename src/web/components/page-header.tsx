import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title, e.g. a link back to the screen this one belongs to. */
  above?: ReactNode;
  /** The screen's buttons, on the right (below the title on a narrow screen). */
  actions?: ReactNode;
}

/** A screen's heading: its one h1, what the screen is for, and its main actions. */
export function PageHeader({ title, description, above, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        {above}
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {description && <p className="text-gray-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
