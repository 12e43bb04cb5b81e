import { type SocialPlatform, socialPlatforms } from '@/shared/content/content';
import { cn } from '@/web/lib/cn';
import { contentLabels } from '../labels';

interface PlatformCheckboxesProps {
  value: readonly SocialPlatform[];
  onChange: (platforms: SocialPlatform[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}

export function PlatformCheckboxes({ value, onChange, disabled, invalid }: PlatformCheckboxesProps) {
  function toggle(platform: SocialPlatform, checked: boolean) {
    // Kept in the catalogue's order, whatever order they were ticked in.
    onChange(socialPlatforms.filter((item) => (item === platform ? checked : value.includes(item))));
  }
  return (
    <fieldset className="space-y-2" aria-invalid={invalid || undefined}>
      <legend className="text-sm font-medium text-gray-700">{contentLabels.platforms}</legend>
      <div className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', invalid && 'rounded-lg ring-2 ring-red-300 ring-offset-2')}>
        {socialPlatforms.map((platform) => (
          <label
            key={platform}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-800 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={value.includes(platform)}
              disabled={disabled}
              onChange={(event) => toggle(platform, event.target.checked)}
            />
            {platform}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
