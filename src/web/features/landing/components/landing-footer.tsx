import { paths } from '@/web/config/paths';
import { BrandLogo } from './brand-logo';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: paths.landingSection('features') },
      { label: 'Pricing', to: paths.landingSection('pricing') },
      { label: 'Testimonials', to: paths.landingSection('testimonials') },
      { label: 'Demo', to: paths.demo },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: paths.login },
      { label: 'Dashboard', to: paths.dashboard },
      { label: 'Billing & plans', to: paths.billing },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'AI Assistant', to: paths.aiAssistant },
      { label: 'Account settings', to: paths.settings },
      { label: 'Billing questions', to: paths.billing },
    ],
  },
] as const;

export function LandingFooter() {
  return (
    <footer className="border-t border-gray-800 bg-gray-950 text-gray-400">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="md:col-span-2">
          <BrandLogo className="text-white" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            The AI marketing and traffic-growth workspace for site owners, small businesses, marketing teams and agencies. Host it yourself.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.to} className="transition-colors hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-800">
        {/* The year is rendered at build time and again in the browser, which may be a new year. */}
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8" suppressHydrationWarning>
          © {new Date().getFullYear()} Uplift. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
