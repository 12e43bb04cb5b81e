import type { ReactNode } from 'react';

/** The dashboard's heading row: it names the screen, as every screen's does, and greets the user; the actions beside it. */
export function DashboardHeading({ userName, actions }: { userName: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-sm font-medium text-brand-600">Dashboard</h1>
        <p className="text-2xl font-bold text-gray-900">Welcome back, {userName}!</p>
        <p className="text-gray-600">Here's how your marketing is doing.</p>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
