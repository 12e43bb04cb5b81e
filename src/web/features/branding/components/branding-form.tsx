import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { type Branding, brandingMessages, maxLogoBytes, presentationOf } from '@/shared/branding';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useRemoveLogo } from '../api/remove-logo';
import { brandingSchema, useSaveBranding } from '../api/save-branding';
import { useUploadLogo } from '../api/upload-logo';
import { brandingLabels } from '../labels';
import { BrandingPreview } from './branding-preview';

const logoTypes = ['image/png', 'image/jpeg', 'image/webp'];
const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** The branding's fields beside a live preview; Viewers see them read-only. */
export function BrandingForm({ saved, canEdit }: { saved: Branding; canEdit: boolean }) {
  const [fields, setFields] = useState({ ...saved });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBranding();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const logoUrl = upload.data?.branding?.logoUrl ?? (remove.isSuccess ? null : saved.logoUrl);
  const set = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    setFields((current) => ({ ...current, [name]: event.target.value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = brandingSchema.safeParse(fields);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? brandingLabels.saveFailed);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(brandingMessages.saved),
      onError: (problem) => setError(failure(problem, brandingLabels.saveFailed)),
    });
  }

  function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server reads the bytes themselves; these checks only spare a pointless upload.
    if (!logoTypes.includes(file.type)) return toast.error(brandingMessages.logoNotImage);
    if (file.size > maxLogoBytes) return toast.error(brandingMessages.logoTooLarge);
    upload.mutate(file, {
      onSuccess: () => toast.success(brandingMessages.logoSaved),
      onError: (problem) => toast.error(failure(problem, brandingLabels.saveFailed)),
    });
  }

  const colourField = (name: 'primaryColor' | 'accentColor', label: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={name}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={/^#[0-9a-f]{6}$/i.test(fields[name]) ? fields[name] : '#000000'}
          onChange={set(name)}
          disabled={!canEdit}
          className="h-9 w-10 cursor-pointer rounded border border-gray-200"
        />
        <Input id={name} value={fields[name]} onChange={set(name)} disabled={!canEdit} maxLength={7} className="font-mono" />
      </div>
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="displayName">{brandingLabels.displayName}</Label>
          <Input id="displayName" value={fields.displayName} onChange={set('displayName')} disabled={!canEdit} maxLength={80} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {colourField('primaryColor', brandingLabels.primaryColor)}
          {colourField('accentColor', brandingLabels.accentColor)}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="footerText">{brandingLabels.footerText}</Label>
          <Input
            id="footerText"
            value={fields.footerText}
            onChange={set('footerText')}
            disabled={!canEdit}
            maxLength={300}
            placeholder={brandingLabels.footerPlaceholder}
          />
        </div>
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-gray-900">{brandingLabels.logo}</span>
          <div className="flex flex-wrap items-center gap-2">
            {logoUrl && <img src={logoUrl} alt={brandingLabels.logo} className="h-10 w-auto rounded border border-gray-100" />}
            <Button type="button" variant="outline" disabled={!canEdit || upload.isPending} onClick={() => input.current?.click()}>
              <ImagePlus /> {logoUrl ? brandingLabels.changeLogo : brandingLabels.uploadLogo}
            </Button>
            {logoUrl && (
              <Button
                type="button"
                variant="ghost"
                disabled={!canEdit || remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success(brandingMessages.logoRemoved) })}
              >
                <Trash2 /> {brandingLabels.removeLogo}
              </Button>
            )}
          </div>
          <p className="text-sm text-gray-500">{brandingMessages.logoHint}</p>
          <input
            ref={input}
            type="file"
            accept={logoTypes.join(',')}
            className="hidden"
            aria-label={brandingLabels.logo}
            onChange={chooseLogo}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        {canEdit ? (
          <Button type="submit" disabled={save.isPending}>
            {brandingLabels.save}
          </Button>
        ) : (
          <p className="text-sm text-gray-500">{brandingLabels.readOnly}</p>
        )}
      </form>
      <BrandingPreview presentation={presentationOf({ ...fields, logoUrl }, true)} />
    </div>
  );
}
