// Support: how the operator of this instance is reached for each support feature the plans sell, and
// the onboarding checklist that follows a workspace's real progress. Shared by the admin form, the
// Settings tab and the server's routes.
import { z } from 'zod';
import { featureLimit, getFeature } from '../feature-catalogue';
import { getPlan, type PlanId } from '../plans';

/** The support features of the catalogue, in its order. */
export const supportFeatureIds = [
  'email_support',
  'priority_support',
  'onboarding_assistance',
  'phone_support',
  'dedicated_account_manager',
] as const;
export type SupportFeatureId = (typeof supportFeatureIds)[number];

export const supportMessages = {
  invalidEmail: 'Enter a valid e-mail address, such as support@example.com.',
  invalidPhone: 'Enter a phone number of 6 to 15 digits, such as +1 555 010 0200.',
  httpsOnly: 'Enter a web address that starts with https://.',
  notText: 'Enter text.',
  tooLong: (max: number) => `Keep it to ${max} characters or fewer.`,
  saved: 'Support contacts saved',
  saveFailed: 'Could not save the support contacts.',
  loadFailed: 'Could not load the support options.',
  contactsLoadFailed: 'Could not load the support contacts.',
  onboardingLoadFailed: 'Could not load the onboarding checklist.',
  onboardingNotAvailable: 'Onboarding assistance is included in the Professional and Enterprise plans.',
  availableFrom: (plan: string) => `Available on ${plan} and up.`,
} as const;

const shortText = 200;
const longText = 500;

/** A text field the operator may leave empty: trimmed, empty is null, `valid` checks the rest. */
function optionalField(max: number, valid?: { check: (value: string) => boolean; message: string }) {
  return z
    .string({ error: supportMessages.notText })
    .trim()
    .max(max, supportMessages.tooLong(max))
    .refine((value) => value === '' || !valid || valid.check(value), { message: valid?.message ?? supportMessages.notText })
    .nullish()
    .transform((value) => (value ? value : null));
}

const isEmail = (value: string) => z.email().safeParse(value).success;
/** Digits, spaces, dashes, dots and brackets, an optional leading +, and 6 to 15 digits (E.164's most). */
const isPhone = (value: string) => /^\+?[\d\s().-]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/\D/g, ''));
const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).hostname !== '';

const email = optionalField(254, { check: isEmail, message: supportMessages.invalidEmail });
const phone = optionalField(40, { check: isPhone, message: supportMessages.invalidPhone });
const hours = optionalField(shortText);

/** What the operator sets in Admin → Support; every field may be left empty. Not secrets: customers see them. */
export const supportContactsSchema = z.object({
  emailAddress: email,
  emailHours: hours,
  priorityAddress: email,
  priorityHours: hours,
  phoneNumber: phone,
  phoneHours: hours,
  managerName: optionalField(shortText),
  managerEmail: email,
  managerPhone: phone,
  onboardingUrl: optionalField(2000, { check: isHttps, message: supportMessages.httpsOnly }),
  onboardingEmail: email,
  onboardingNote: optionalField(longText),
});

export type SupportContactsInput = z.input<typeof supportContactsSchema>;
export type SupportContactValues = z.output<typeof supportContactsSchema>;
export type SupportContactField = keyof SupportContactValues;

/** The operator's contacts as the admin panel reads them. */
export interface SupportContacts extends SupportContactValues {
  updatedAt: string | null;
}

export const emptySupportContacts: SupportContactValues = {
  emailAddress: null,
  emailHours: null,
  priorityAddress: null,
  priorityHours: null,
  phoneNumber: null,
  phoneHours: null,
  managerName: null,
  managerEmail: null,
  managerPhone: null,
  onboardingUrl: null,
  onboardingEmail: null,
  onboardingNote: null,
};

/** One way to reach an entry: its value and link when the operator set it, else what is missing, said plainly. */
export interface SupportChannel {
  field: SupportContactField;
  label: string;
  value: string | null;
  href: string | null;
  /** Shown instead of a value the operator has not set. */
  notSet: string;
}

/** A support feature as the customer sees it: whether the plan includes it, and how to reach it. */
export interface SupportEntry {
  feature: SupportFeatureId;
  name: string;
  description: string;
  included: boolean;
  /** The first plan that includes it, for the upgrade path. */
  fromPlan: { id: PlanId; name: string };
  /** How to reach it; empty when the plan does not include it (the operator's contacts are for those who pay for them). */
  channels: SupportChannel[];
}

export interface SupportOverview {
  plan: { id: PlanId; name: string };
  entries: SupportEntry[];
}

interface ChannelDefinition {
  field: SupportContactField;
  label: string;
  notSet: string;
  link?: 'mailto' | 'tel' | 'url';
}

/** The fields each entry is reached by, in the order they are shown. */
const channelsOf: Record<SupportFeatureId, readonly ChannelDefinition[]> = {
  email_support: [
    { field: 'emailAddress', label: 'E-mail', link: 'mailto', notSet: 'Your operator has not set a support e-mail address yet.' },
    { field: 'emailHours', label: 'Hours', notSet: 'Your operator has not set support hours yet.' },
  ],
  priority_support: [
    {
      field: 'priorityAddress',
      label: 'Priority e-mail',
      link: 'mailto',
      notSet: 'Your operator has not set a priority support address yet.',
    },
    { field: 'priorityHours', label: 'Hours', notSet: 'Your operator has not set priority support hours yet.' },
  ],
  onboarding_assistance: [
    { field: 'onboardingUrl', label: 'Book a session', link: 'url', notSet: 'Your operator has not set an onboarding booking link yet.' },
    { field: 'onboardingEmail', label: 'E-mail', link: 'mailto', notSet: 'Your operator has not set an onboarding e-mail address yet.' },
    { field: 'onboardingNote', label: 'How it works', notSet: 'Your operator has not described the onboarding session yet.' },
  ],
  phone_support: [
    { field: 'phoneNumber', label: 'Phone', link: 'tel', notSet: 'Your operator has not set a phone number yet.' },
    { field: 'phoneHours', label: 'Hours', notSet: 'Your operator has not set phone hours yet.' },
  ],
  dedicated_account_manager: [
    { field: 'managerName', label: 'Your account manager', notSet: 'Your operator has not named your account manager yet.' },
    { field: 'managerEmail', label: 'E-mail', link: 'mailto', notSet: 'Your operator has not set your account manager’s e-mail yet.' },
    { field: 'managerPhone', label: 'Phone', link: 'tel', notSet: 'Your operator has not set your account manager’s phone yet.' },
  ],
};

function hrefOf(link: ChannelDefinition['link'], value: string): string | null {
  if (link === 'mailto') return `mailto:${value}`;
  if (link === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (link === 'url') return value;
  return null;
}

/** Every support entry for a plan: included ones with the operator's contacts, the others with the plan that has them. */
export function supportOverview(planId: string, contacts: SupportContactValues): SupportOverview {
  const plan = getPlan(planId);
  const entries = supportFeatureIds.map((id): SupportEntry => {
    const feature = getFeature(id);
    const fromPlan = getPlan(feature.plans[0]);
    const included = featureLimit(plan.id, id) !== null;
    return {
      feature: id,
      name: feature.name,
      description: feature.description,
      included,
      fromPlan: { id: fromPlan.id, name: fromPlan.name },
      channels: included
        ? channelsOf[id].map(({ field, label, notSet, link }) => {
            const value = contacts[field];
            return { field, label, notSet, value, href: value ? hrefOf(link, value) : null };
          })
        : [],
    };
  });
  return { plan: { id: plan.id, name: plan.name }, entries };
}

/** The first steps onboarding assistance follows, each read from the workspace's own data. */
const onboardingStepIds = ['project', 'tracker', 'content', 'campaign'] as const;
export type OnboardingStepId = (typeof onboardingStepIds)[number];

const onboardingSteps: Record<OnboardingStepId, { label: string; description: string }> = {
  project: { label: 'Create your first project', description: 'A project is the site you grow: its address, niche and keywords.' },
  tracker: { label: 'Install the tracker', description: 'Add the snippet to your site; this ticks when its first visit arrives.' },
  content: { label: 'Create your first content', description: 'Write or generate a blog post, social post, e-mail or video script.' },
  campaign: { label: 'Start your first campaign', description: 'An e-mail, social or content campaign.' },
};

export interface OnboardingStep {
  id: OnboardingStepId;
  label: string;
  description: string;
  done: boolean;
}

export interface OnboardingChecklist {
  steps: OnboardingStep[];
  done: number;
  total: number;
}

export function onboardingChecklist(done: Record<OnboardingStepId, boolean>): OnboardingChecklist {
  const steps = onboardingStepIds.map((id) => ({ id, ...onboardingSteps[id], done: done[id] }));
  return { steps, done: steps.filter((step) => step.done).length, total: steps.length };
}
