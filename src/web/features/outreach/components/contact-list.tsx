import { ExternalLink } from 'lucide-react';
import type { ProspectContact } from '@/shared/outreach/prospects';
import { Badge } from '@/web/components/ui/badge';
import { CopyButton } from '@/web/components/ui/copy-button';
import { confidenceLabels, confidenceTones, viaLabels } from '../prospect-format';

/** Every address found, with how sure Uplift is and where it was read; guesses said to be guesses. */
export function ContactList({ contacts }: { contacts: readonly ProspectContact[] }) {
  return (
    <ul aria-label="Contacts" className="divide-y divide-gray-100 rounded-lg border border-gray-200">
      {contacts.map((contact) => (
        <li key={contact.email} className="space-y-1 p-3 text-sm" data-testid="prospect-contact">
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium text-gray-900">{contact.email}</span>
            <CopyButton text={contact.email} label="Copy" variant="ghost" />
          </div>
          {contact.name && <p className="text-gray-700">{contact.name}</p>}
          <p className="flex flex-wrap items-center gap-1.5">
            {contact.guess && <Badge tone="yellow">Guess: not shown on the site</Badge>}
            <Badge tone={confidenceTones[contact.confidence]}>{confidenceLabels[contact.confidence]}</Badge>
            {contact.role && <Badge>Role address</Badge>}
            {!contact.ownDomain && <Badge tone="blue">Other domain</Badge>}
            <Badge tone={contact.mailDomain === 'verified' ? 'green' : 'gray'}>
              {contact.mailDomain === 'verified' ? 'Domain takes mail' : 'Mail domain not confirmed'}
            </Badge>
          </p>
          <p className="text-xs text-gray-500">
            {viaLabels[contact.via]}
            {contact.foundOn && (
              <>
                {' on '}
                <a
                  href={contact.foundOn}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-0.5 text-brand-700 hover:underline"
                >
                  {new URL(contact.foundOn).pathname}
                  <ExternalLink className="size-3" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
