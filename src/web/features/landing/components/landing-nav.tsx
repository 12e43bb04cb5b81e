import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { BrandLogo } from './brand-logo';

const navLinks = [
  { label: 'Features', to: paths.landingSection('features') },
  { label: 'Pricing', to: paths.landingSection('pricing') },
  { label: 'Testimonials', to: paths.landingSection('testimonials') },
  { label: 'Demo', to: paths.demo },
] as const;

export function LandingNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/70 bg-white/80 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <BrandLogo className="text-gray-900" />

        <ul className="hidden items-center gap-8 md:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <a href={link.to} className="text-sm font-medium text-gray-600 transition-colors hover:text-gray-900">
                {link.label}
              </a>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <a href={paths.login}>Sign in</a>
          </Button>
          <Button asChild>
            <a href={paths.dashboard}>Dashboard</a>
          </Button>
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="landing-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? <X /> : <Menu />}
        </Button>
      </nav>

      {open && (
        <div id="landing-menu" className="border-t border-gray-200 bg-white px-4 pt-2 pb-4 md:hidden">
          <ul className="space-y-1">
            {navLinks.map((link) => (
              <li key={link.label}>
                <a href={link.to} onClick={close} className="block rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <a href={paths.login} onClick={close}>
                Sign in
              </a>
            </Button>
            <Button asChild>
              <a href={paths.dashboard} onClick={close}>
                Dashboard
              </a>
            </Button>
          </div>
        </div>
      )}
    </header>
  );
}
