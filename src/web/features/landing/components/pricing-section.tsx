import { Check, ShieldCheck } from 'lucide-react';
import { type Plan, plans } from '@/shared/plans';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { SectionHeading } from './section-heading';

/** Plan cards list at most this many features. */
const featuresShown = 5;

function PlanCard({ plan }: { plan: Plan }) {
  const hidden = plan.features.length - featuresShown;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-3xl bg-white p-8',
        plan.popular ? 'shadow-2xl shadow-brand-600/20 ring-2 ring-brand-600 lg:-my-4 lg:py-12' : 'shadow-sm ring-1 ring-gray-200',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-600 to-purple-600 px-4 py-1 text-xs font-semibold text-white shadow">
          Most Popular
        </span>
      )}
      <h3 className="text-lg font-semibold text-gray-900">{plan.name}</h3>
      <p className="mt-2 min-h-10 text-sm text-gray-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight text-gray-900">${plan.price}</span>
        <span className="text-sm font-medium text-gray-500">/{plan.period}</span>
      </p>
      <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-8 w-full">
        <a href={paths.dashboard}>Subscribe Now</a>
      </Button>
      <ul className="mt-8 space-y-3 text-sm text-gray-700">
        {plan.features.slice(0, featuresShown).map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {feature}
          </li>
        ))}
        {hidden > 0 && <li className="pl-7 text-gray-500">+{hidden} more features</li>}
      </ul>
    </li>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" className="scroll-mt-16 bg-gradient-to-b from-gray-50 to-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Pricing"
          title="Simple pricing that grows with you"
          description="Every plan starts with a 14-day free trial. No credit card required."
        />
        <ul className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <p className="mt-12 flex items-center justify-center gap-2 text-sm text-gray-600">
          <ShieldCheck className="size-5 text-green-700" aria-hidden />
          30-day money-back guarantee on every plan.
        </p>
      </div>
    </section>
  );
}
