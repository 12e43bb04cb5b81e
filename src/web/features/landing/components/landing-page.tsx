import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public landing page: a page of its own (landing.html), with plain links, so a first visit loads
 * React and this page only, not the app's router or screens.
 */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <LandingNav />
      <main>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
