import { TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/web/config/paths';

/** The public account pages' frame: the logo, a title and subtitle, and a card for the form. */
export function AuthFrame({ title, subtitle, notice, children }: { title: string; subtitle?: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12">
      <div className="w-full max-w-md space-y-8">
        <div className="text-center">
          <a href={paths.home} className="inline-flex items-center gap-2 text-2xl font-bold text-gray-900">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
              <TrendingUp className="size-5" />
            </span>
            Uplift
          </a>
          <h1 className="mt-6 text-3xl font-bold text-gray-900">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-gray-600">{subtitle}</p>}
        </div>
        {notice}
        <div className="space-y-5 rounded-2xl bg-white p-8 shadow-lg">{children}</div>
      </div>
    </div>
  );
}

export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-700">
      {children}
    </p>
  );
}
