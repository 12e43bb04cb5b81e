import { ArrowRight, CalendarClock, Play, Sparkles, TrendingUp } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

// Static marketing claims, not live figures.
const claims = [
  { value: '50K+', label: 'Content pieces' },
  { value: '10K+', label: 'Users' },
  { value: '95%', label: 'Traffic increase' },
  { value: '24/7', label: 'AI assistant' },
] as const;

export function HeroSection() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-gradient-to-tr from-brand-500/25 via-purple-400/20 to-pink-300/20 blur-3xl"
        aria-hidden
      />
      <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Sparkles className="size-4" aria-hidden />
            14-day free trial · No credit card required
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl">
            Grow your traffic with{' '}
            <span className="bg-gradient-to-r from-brand-600 to-purple-600 bg-clip-text text-transparent">AI-powered marketing</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-gray-600 lg:mx-0">
            Uplift writes your content, optimizes it for search, schedules your social posts and emails, and shows what works, all from one
            workspace you can host yourself.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="shadow-lg shadow-brand-600/25">
              <a href={paths.dashboard}>
                Start Free Trial
                <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={paths.demo}>
                <Play aria-hidden />
                Watch Demo
              </a>
            </Button>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {claims.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-gray-500">{claim.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-gray-900">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <ProductPreview />
      </div>
    </section>
  );
}

/** An illustration of the workspace, drawn with plain elements so the first bundle stays small. */
function ProductPreview() {
  return (
    <div className="relative mx-auto w-full max-w-xl" aria-hidden>
      <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-1.5 border-b border-gray-100 bg-gray-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-yellow-400" />
          <span className="size-2.5 rounded-full bg-green-400" />
        </div>
        <div className="flex">
          <div className="hidden w-14 flex-col items-center gap-3 border-r border-gray-100 py-5 sm:flex">
            <span className="size-7 rounded-lg bg-brand-600" />
            {[0, 1, 2, 3, 4].map((item) => (
              <span key={item} className="size-7 rounded-lg bg-gray-100" />
            ))}
          </div>
          <div className="flex-1 space-y-5 p-5 sm:p-6">
            <div className="space-y-2">
              <div className="h-3 w-1/3 rounded-full bg-gray-900/80" />
              <div className="h-2 w-1/2 rounded-full bg-gray-200" />
            </div>
            <div className="grid grid-cols-3 gap-3">
              {['bg-brand-100', 'bg-purple-100', 'bg-pink-100'].map((tone) => (
                <div key={tone} className="space-y-2 rounded-xl border border-gray-100 p-3">
                  <span className={`block size-6 rounded-md ${tone}`} />
                  <div className="h-2 w-3/4 rounded-full bg-gray-200" />
                  <div className="h-3 w-1/2 rounded-full bg-gray-300" />
                </div>
              ))}
            </div>
            <div className="rounded-xl border border-gray-100 p-4">
              <svg viewBox="0 0 300 100" className="h-28 w-full" preserveAspectRatio="none">
                <defs>
                  <linearGradient id="hero-chart" x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" stopColor="#6366f1" stopOpacity="0.35" />
                    <stop offset="100%" stopColor="#6366f1" stopOpacity="0" />
                  </linearGradient>
                </defs>
                <path d="M0 85 C40 80 60 70 90 72 S150 55 180 48 S240 30 300 12 L300 100 L0 100 Z" fill="url(#hero-chart)" />
                <path d="M0 85 C40 80 60 70 90 72 S150 55 180 48 S240 30 300 12" fill="none" stroke="#4f46e5" strokeWidth="3" />
              </svg>
            </div>
          </div>
        </div>
      </div>

      <div className="absolute -bottom-6 -left-4 flex items-center gap-3 rounded-xl border border-gray-100 bg-white px-4 py-3 shadow-xl sm:-left-10">
        <span className="flex size-9 items-center justify-center rounded-lg bg-green-100 text-green-700">
          <TrendingUp className="size-4" />
        </span>
        <div>
          <p className="text-sm font-semibold text-gray-900">Rankings climbing</p>
          <p className="text-xs text-gray-500">SEO suggestions applied</p>
        </div>
      </div>
      <div className="absolute -top-5 -right-3 flex items-center gap-3 rounded-xl border border-gray-100 bg-white px-4 py-3 shadow-xl sm:-right-8">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <CalendarClock className="size-4" />
        </span>
        <div>
          <p className="text-sm font-semibold text-gray-900">Posts scheduled</p>
          <p className="text-xs text-gray-500">Blog, social and email</p>
        </div>
      </div>
    </div>
  );
}
