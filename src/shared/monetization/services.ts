// Services (issue 35): consulting sold one-off or on retainer, with the clients who bought them.
import { z } from 'zod';
import { calendarDay } from '../dates';
import { formMessages } from '../messages';
import { offerNameSchema, priceSchema } from './price';
import type { CurrencyTotal } from './revenue';

export const serviceTypes = ['One-time Service', 'Monthly Retainer'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const serviceStatuses = ['Available', 'Paused'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export interface ServiceClient {
  id: string;
  name: string;
  email: string | null;
  startedOn: string;
  /** Null while the client is current. */
  endedOn: string | null;
}

export interface ConsultingService {
  id: string;
  name: string;
  type: ServiceType;
  priceMinor: number;
  currency: string;
  status: ServiceStatus;
  /** Bookings for a one-time service, clients for a retainer: the current ones. */
  activeClients: number;
  clients: ServiceClient[];
  /** In the selected period, recorded against it, by currency. */
  revenue: Pick<CurrencyTotal, 'currency' | 'amountMinor'>[];
  createdAt: string;
}

const name = offerNameSchema;
const price = priceSchema(500);

/** POST /api/monetization/services. */
export const serviceInputSchema = z.strictObject({
  name,
  type: z.enum(serviceTypes, { message: formMessages.fillRequired }),
  price,
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceUpdateSchema = z.strictObject({
  name: name.optional(),
  type: z.enum(serviceTypes).optional(),
  price: price.optional(),
  status: z.enum(serviceStatuses).optional(),
});
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;

/** POST /api/monetization/services/:id/clients. */
export const serviceClientInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the client’s name').max(120, 'At most 120 characters'),
  email: z.email('Enter a valid e-mail address').max(254).nullable().optional(),
  startedOn: calendarDay('Enter a valid date'),
});
export type ServiceClientInput = z.input<typeof serviceClientInputSchema>;

/** PATCH /api/monetization/services/:id/clients/:clientId: ends (or reopens) a booking or retainer. */
export const serviceClientUpdateSchema = z.strictObject({
  endedOn: calendarDay('Enter a valid date').nullable(),
});
