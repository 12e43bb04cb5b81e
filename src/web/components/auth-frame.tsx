import { TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/web/config/paths';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  notice?: ReactNode;
  /** The content brings its own cards (the invitation page), instead of sitting in the frame's one. */
  plain?: boolean;
  children: ReactNode;
}

/** The public account pages' frame (sign-in, password reset, invitation): the logo, a title and subtitle, and a card for the form. */
export function AuthFrame({ title, subtitle, notice, plain = false, children }: AuthFrameProps) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12">
      <main className="w-full max-w-md space-y-8">
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
        {plain ? children : <div className="space-y-5 rounded-2xl bg-white p-8 shadow-lg">{children}</div>}
      </main>
    </div>
  );
}
