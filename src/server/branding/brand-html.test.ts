import { describe, expect, it } from 'vitest';
import { upliftPresentation } from '@/shared/branding';
import { brandHeader, emailBrandHeader, footerLine } from './brand-html';

const branded = {
  branded: true,
  name: 'Rye <script>',
  logoUrl: 'https://uplift.example/brand/logos/abc"onerror="x',
  primaryColor: '#0f766e',
  accentColor: '#7c2d12',
  footerText: '',
};

describe('brand HTML', () => {
  it('adds nothing for Uplift’s own presentation', () => {
    expect(brandHeader(upliftPresentation)).toBe('');
    expect(emailBrandHeader(upliftPresentation)).toBe('');
    expect(footerLine('')).toBe('');
  });

  it('escapes the name and the logo’s address and uses the colours', () => {
    const header = brandHeader(branded);
    expect(header).toContain('Rye &lt;script&gt;');
    expect(header).toContain('src="https://uplift.example/brand/logos/abc&quot;onerror=&quot;x"');
    expect(header).toContain('border-bottom:3px solid #0f766e');
    expect(header).toContain('color:#7c2d12');
  });

  it('puts a colour that is not hex nowhere: Uplift’s stands in', () => {
    const header = emailBrandHeader({ ...branded, logoUrl: null, primaryColor: 'red;background:url(x)' });
    expect(header).toContain(`border-top:4px solid ${upliftPresentation.primaryColor}`);
    expect(header).not.toContain('url(x)');
  });

  it('shows no logo from an address that is not http(s)', () => {
    expect(brandHeader({ ...branded, logoUrl: 'javascript:alert(1)' })).not.toContain('<img');
  });
});
