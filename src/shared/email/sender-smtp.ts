// A workspace's own sending server (issue 33): the form, what the screen shows of it, and its texts.
import { z } from 'zod';

export const smtpSecurities = ['tls', 'starttls'] as const;
export type SmtpSecurity = (typeof smtpSecurities)[number];

export const smtpSecurityLabels: Record<SmtpSecurity, string> = {
  tls: 'TLS on connect (usually port 465)',
  starttls: 'STARTTLS (usually port 587)',
};

export const senderSmtpMessages = {
  cardTitle: 'Sending server',
  cardDescription: 'Send this workspace’s campaigns, automations and tests through your own SMTP server, from your own address.',
  upliftServer: 'Sent through Uplift’s server',
  ownServer: (host: string, from: string) => `Sent through ${host} as ${from}`,
  hostRequired: 'Please enter the server’s host name',
  hostInvalid: 'Enter a host name such as smtp.example.com',
  portInvalid: 'Enter a port between 1 and 65535',
  usernameRequired: 'Please enter the username',
  passwordRequired: 'Please enter the password',
  fromInvalid: 'Please enter a valid email address',
  saved: 'Sending server connected',
  removed: 'Sending server removed',
  removeConfirm: 'Campaigns, automations and tests will go through Uplift’s server again.',
  refusedLogin: 'The server refused the login: check the username and password.',
  needsLogin: 'The server did not offer a login: check the port and security setting.',
  unreachable: 'Uplift could not reach the server: check the host and port.',
  unknownHost: 'Uplift could not find this host name.',
  tlsFailed: 'The secure connection failed: check the security setting and port.',
  timedOut: 'The server took too long to answer.',
  refused: 'The server refused the connection.',
} as const;

/** A host name or IP address, as typed: no scheme, port or path. */
const hostPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$|^\[?[0-9a-f:.]+\]?$/i;

export const senderSmtpInputSchema = z.strictObject({
  host: z
    .string({ error: senderSmtpMessages.hostRequired })
    .trim()
    .toLowerCase()
    .min(1, senderSmtpMessages.hostRequired)
    .regex(hostPattern, senderSmtpMessages.hostInvalid),
  port: z.coerce
    .number({ error: senderSmtpMessages.portInvalid })
    .int(senderSmtpMessages.portInvalid)
    .min(1, senderSmtpMessages.portInvalid)
    .max(65535, senderSmtpMessages.portInvalid),
  security: z.enum(smtpSecurities),
  username: z.string({ error: senderSmtpMessages.usernameRequired }).trim().min(1, senderSmtpMessages.usernameRequired).max(254),
  password: z.string({ error: senderSmtpMessages.passwordRequired }).min(1, senderSmtpMessages.passwordRequired).max(500),
  fromAddress: z
    .string({ error: senderSmtpMessages.fromInvalid })
    .trim()
    .toLowerCase()
    .max(254, senderSmtpMessages.fromInvalid)
    .pipe(z.email(senderSmtpMessages.fromInvalid)),
});
export type SenderSmtpInput = z.input<typeof senderSmtpInputSchema>;

/** What anyone in the workspace may read of its server: never the password. */
export interface SenderSmtpServer {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  fromAddress: string;
  verifiedAt: string;
  /** The last refusal while sending, worded for the user; null once a message went. */
  lastError: string | null;
}

export interface SenderSmtpStatus {
  /** Null while the workspace sends through Uplift's server. */
  server: SenderSmtpServer | null;
}
