import { type Presentation, isHexColor, upliftPresentation } from '@/shared/branding';
import { brandingLabels } from '../labels';

const colour = (value: string, fallback: string) => (isHexColor(value) ? value : fallback);

/** What a report's header and an e-mail's top and footer look like with the branding being edited, as the server draws them. */
export function BrandingPreview({ presentation }: { presentation: Presentation }) {
  const primary = colour(presentation.primaryColor, upliftPresentation.primaryColor);
  const accent = colour(presentation.accentColor, upliftPresentation.accentColor);
  const mark = presentation.logoUrl ? (
    <img src={presentation.logoUrl} alt={presentation.name} className="h-8 w-auto" />
  ) : (
    <strong style={{ color: accent }}>{presentation.name}</strong>
  );
  return (
    <section aria-label={brandingLabels.preview} className="space-y-4" data-testid="branding-preview">
      <h3 className="text-sm font-semibold text-gray-900">{brandingLabels.preview}</h3>
      <figure className="rounded-lg border border-gray-200 bg-white p-4">
        <figcaption className="mb-2 text-xs uppercase text-gray-500">{brandingLabels.reportHeader}</figcaption>
        <div className="flex items-center gap-3 pb-2" style={{ borderBottom: `3px solid ${primary}` }}>
          {presentation.logoUrl && <img src={presentation.logoUrl} alt="" className="h-8 w-auto" />}
          <strong style={{ color: accent }}>{presentation.name}</strong>
        </div>
        <p className="mt-2 font-semibold text-gray-900">{brandingLabels.sampleReport}</p>
      </figure>
      <figure className="rounded-lg border border-gray-200 bg-gray-50 p-4">
        <figcaption className="mb-2 text-xs uppercase text-gray-500">{brandingLabels.emailFooter}</figcaption>
        <div className="bg-white px-4 py-3" style={{ borderTop: `4px solid ${primary}` }}>
          {mark}
        </div>
        <p className="bg-white px-4 pb-4 text-sm text-gray-800">{brandingLabels.sampleEmail}</p>
        <p className="px-4 pt-3 text-xs text-gray-500">{brandingLabels.unsubscribe}</p>
        {presentation.footerText && <p className="px-4 pt-1 text-xs text-gray-500">{presentation.footerText}</p>}
      </figure>
    </section>
  );
}
