// Every area's contract, in one list (ADR 025): the feature catalogue, the error codes, the kinds of
// notice, the provider keys and the recorded screen visits are the core's entries and these. A new
// area adds its src/shared/<area>/contract.ts here, one line.
import { accountContract } from './account/contract';
import { adminContract } from './admin/contract';
import { analyticsContract } from './analytics/contract';
import { assistantContract } from './assistant/contract';
import { contentContract } from './content/contract';
import { emailContract } from './email/contract';
import { integrationsContract } from './integrations/contract';
import { monetizationContract } from './monetization/contract';
import { outreachContract } from './outreach/contract';
import { seoContract } from './seo/contract';
import { setupContract } from './setup/contract';
import { socialContract } from './social/contract';
import { studioContract } from './studio/contract';
import { supportContract } from './support/contract';
import { teamContract } from './team/contract';

export const areaContracts = [
  setupContract,
  contentContract,
  seoContract,
  socialContract,
  emailContract,
  outreachContract,
  monetizationContract,
  studioContract,
  analyticsContract,
  assistantContract,
  integrationsContract,
  teamContract,
  accountContract,
  adminContract,
  supportContract,
] as const;

export type AreaContracts = typeof areaContracts;
