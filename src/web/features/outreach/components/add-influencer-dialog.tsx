import { type FormEvent, useId, useState } from 'react';
import {
  type InfluencerInput,
  influencerInputSchema,
  influencerLookupSchema,
  influencerMessages as text,
  influencerPlatformLabels,
  influencerPlatforms,
  type InfluencerPlatform,
  lookupPlatforms,
  type LookupPlatform,
} from '@/shared/outreach/influencers';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddInfluencer, useLookUpInfluencer } from '../api/influencers';

/** Find by handle: a profile on Mastodon, Bluesky or YouTube, added with the figures read there. */
export function FindInfluencerDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [platform, setPlatform] = useState<LookupPlatform>('mastodon');
  const [handle, setHandle] = useState('');
  const lookUp = useLookUpInfluencer();
  const reportFailure = useActionFailureToast({ close: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = influencerLookupSchema.safeParse({ platform, handle });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? text.findFailed);
    lookUp.mutate(parsed.data, {
      onSuccess: (influencer) => {
        toast.success(`${influencer.name} added to your network`);
        onClose();
      },
      onError: (error) => reportFailure(error, text.findFailed),
    });
  }

  return (
    <FormDialog
      title="Find an influencer"
      description="Uplift reads the profile’s followers and the engagement of its recent posts from the platform’s public API."
      onSubmit={submit}
      onClose={onClose}
      pending={lookUp.isPending}
      submitDisabled={!handle.trim()}
      submitLabel="Find and add"
      pendingLabel="Finding…"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-platform`}>Platform</Label>
        <NativeSelect
          id={`${id}-platform`}
          value={platform}
          disabled={lookUp.isPending}
          onChange={(event) => setPlatform(event.target.value as LookupPlatform)}
        >
          {lookupPlatforms.map((choice) => (
            <option key={choice} value={choice}>
              {influencerPlatformLabels[choice]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-handle`}>Handle</Label>
        <Input
          id={`${id}-handle`}
          value={handle}
          maxLength={200}
          spellCheck={false}
          autoComplete="off"
          disabled={lookUp.isPending}
          onChange={(event) => setHandle(event.target.value)}
        />
        <p className="text-xs text-gray-500">{text.handleShape[platform]}</p>
      </div>
    </FormDialog>
  );
}

const emptyInput = { name: '', platform: 'instagram' as InfluencerPlatform, handle: '', followers: '', niche: '', rate: '', email: '' };

/** Add by hand: for any platform, with the figures and rate the user knows. */
export function AddInfluencerDialog({ defaultNiche, onClose }: { defaultNiche: string; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState({ ...emptyInput, niche: defaultNiche });
  const add = useAddInfluencer();
  const reportFailure = useActionFailureToast({ close: onClose });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: InfluencerInput = {
      name: form.name,
      platform: form.platform,
      handle: form.handle,
      niche: form.niche,
      rate: form.rate,
      followers: form.followers.trim() ? form.followers.replace(/[,\s]/g, '') : null,
      email: form.email.trim() || null,
    };
    const parsed = influencerInputSchema.safeParse(input);
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? text.findFailed);
    add.mutate(parsed.data, {
      onSuccess: (influencer) => {
        toast.success(`${influencer.name} added to your network`);
        onClose();
      },
      onError: (error) => reportFailure(error, 'Failed to add the influencer'),
    });
  }

  const field = (name: 'name' | 'handle' | 'followers' | 'niche' | 'rate' | 'email', label: string, extra: object = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={form[name]}
        disabled={add.isPending}
        onChange={(event) => set({ [name]: event.target.value })}
        {...extra}
      />
    </div>
  );

  return (
    <FormDialog
      title="Add an influencer"
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitDisabled={!form.name.trim() || !form.handle.trim()}
      submitLabel="Add"
      pendingLabel="Adding…"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name', { maxLength: 120 })}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-platform`}>Platform</Label>
          <NativeSelect
            id={`${id}-platform`}
            value={form.platform}
            disabled={add.isPending}
            onChange={(event) => set({ platform: event.target.value as InfluencerPlatform })}
          >
            {influencerPlatforms.map((choice) => (
              <option key={choice} value={choice}>
                {influencerPlatformLabels[choice]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {field('handle', 'Handle', { maxLength: 200, spellCheck: false, autoComplete: 'off' })}
        {field('followers', 'Followers (optional)', { inputMode: 'numeric' })}
        {field('niche', 'Niche', { maxLength: 100 })}
        {field('rate', 'Rate (optional)', { maxLength: 100, placeholder: '$250 per post' })}
      </div>
      {field('email', 'E-mail (optional)', { type: 'email', maxLength: 254, autoComplete: 'off' })}
    </FormDialog>
  );
}
