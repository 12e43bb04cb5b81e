import { MapPin } from 'lucide-react';
import { emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { useEmailSettings } from '../api/get-email-settings';

/** Before the first send: the law asks for a postal address in every campaign, and the settings lack one. */
export function PostalAddressNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const settings = useEmailSettings();
  if (!settings.data || settings.data.postalAddress.trim() !== '') return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-yellow-200 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-yellow-900">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {emailMessages.postalAddressNeeded}
      </p>
      <Button variant="outline" size="sm" onClick={onOpenSettings} className="self-start sm:self-auto">
        Email settings
      </Button>
    </div>
  );
}
