import { describe, expect, it } from 'vitest';
import { brandingMessages, isHexColor, madeWithLine, presentationOf, sentWithLine, upliftPresentation } from './branding';
import { brandingSchema } from './branding-schemas';

const branding = {
  displayName: 'Rye & Co',
  primaryColor: '#0f766e',
  accentColor: '#7c2d12',
  footerText: 'Baked in Bristol',
  logoUrl: null,
};

describe('colours', () => {
  it('takes # and six hex digits only', () => {
    expect(isHexColor('#0F766e')).toBe(true);
    for (const bad of ['0f766e', '#fff', '#0f766g', '#0f766e;', 'red', '#0f766e00', 'url(x)']) expect(isHexColor(bad)).toBe(false);
  });

  it('refuses anything else with its text and keeps a valid one in lower case', () => {
    const refused = brandingSchema.safeParse({ ...branding, accentColor: 'red;background:url(x)' });
    expect(refused.error?.issues[0]?.message).toBe(brandingMessages.invalidColor);
    expect(brandingSchema.parse({ ...branding, primaryColor: ' #0F766E ' }).primaryColor).toBe('#0f766e');
  });

  it('asks for a name and keeps the name and footer short', () => {
    expect(brandingSchema.safeParse({ ...branding, displayName: '  ' }).error?.issues[0]?.message).toBe(brandingMessages.nameRequired);
    expect(brandingSchema.safeParse({ ...branding, displayName: 'x'.repeat(81) }).error?.issues[0]?.message).toBe(
      brandingMessages.nameTooLong,
    );
    expect(brandingSchema.safeParse({ ...branding, footerText: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      brandingMessages.footerTooLong,
    );
  });
});

describe('presentationOf', () => {
  it('is Uplift’s without a branding or without white label, with Uplift’s mark', () => {
    expect(presentationOf(null, true)).toBe(upliftPresentation);
    expect(presentationOf(branding, false)).toBe(upliftPresentation);
    expect(sentWithLine(upliftPresentation)).toBe('Sent with Uplift');
    expect(madeWithLine(upliftPresentation)).toBe('Made with Uplift');
  });

  it('is the workspace’s own with white label, with its footer text instead of Uplift’s mark', () => {
    const presentation = presentationOf(branding, true);
    expect(presentation).toEqual({
      branded: true,
      name: 'Rye & Co',
      logoUrl: null,
      primaryColor: '#0f766e',
      accentColor: '#7c2d12',
      footerText: 'Baked in Bristol',
    });
    expect(sentWithLine(presentation)).toBe('Baked in Bristol');
    expect(sentWithLine({ ...presentation, footerText: '' })).toBe('');
  });
});
