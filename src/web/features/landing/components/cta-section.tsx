import { ArrowRight } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

export function CtaSection() {
  return (
    <section className="bg-white px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-purple-700 px-6 py-16 text-center shadow-2xl sm:px-16 sm:py-20">
        <div className="absolute -top-24 -left-24 -z-10 size-80 rounded-full bg-white/10 blur-3xl" aria-hidden />
        <div className="absolute -right-24 -bottom-24 -z-10 size-80 rounded-full bg-purple-400/20 blur-3xl" aria-hidden />
        <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">Ready to grow your traffic?</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Join 10K+ users creating content, ranking higher and reaching more people with Uplift. Try it free for 14 days, no credit card
          required.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary" className="shadow-lg">
            <a href={paths.billing}>
              Start Your Free Trial
              <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10">
            <a href={paths.landingSection('pricing')}>Compare plans</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
