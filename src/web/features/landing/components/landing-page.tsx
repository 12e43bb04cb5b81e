import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  const { hash, key } = useLocation();

  // Router navigation changes the hash without the browser's own jump to the anchor, so do it here;
  // the key makes a second click on the same section link scroll again.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash, key]);

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
