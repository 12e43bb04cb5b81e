// Prices and amounts as people type them ("$49", "€1,299.00", "49 EUR"), read into whole minor units
// and a currency (ADR 031): the forms and the routes share these schemas.
import { z } from 'zod';
import { formMessages } from '../messages';
import { currencyExponent, formatCurrency, toMajorUnits } from '../money';

const symbols: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };

/** The largest amount a form takes, in major units: a revenue row is a sale, not a company's year. */
export const maxMajorAmount = 10_000_000;

export interface Money {
  amountMinor: number;
  currency: string;
}

/**
 * "49", "$49", "€49", "49 EUR", "EUR 49", "$1,299.00" as minor units and a currency. A bare number is
 * in `fallbackCurrency` (the spec adds a leading $ to a price without one). Null when it is not a price.
 */
export function parsePrice(text: string, fallbackCurrency = 'USD', { allowNegative = false } = {}): Money | null {
  let rest = text.trim();
  let currency: string | undefined;
  let negative = false;
  if (allowNegative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  const symbol = Object.keys(symbols).find((candidate) => rest.startsWith(candidate));
  if (symbol) {
    currency = symbols[symbol];
    rest = rest.slice(symbol.length).trim();
  }
  const code = /^([A-Za-z]{3})\s+|\s*([A-Za-z]{3})$/.exec(rest);
  if (code) {
    const named = (code[1] ?? code[2])!.toUpperCase();
    if (currency && currency !== named) return null;
    currency = named;
    rest = rest.replace(code[0], '').trim();
  }
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(rest)) return null;
  currency ??= fallbackCurrency.toUpperCase();
  const decimals = rest.split('.')[1]?.length ?? 0;
  if (decimals > currencyExponent(currency)) return null;
  const major = Number(rest.replaceAll(',', ''));
  if (major > maxMajorAmount) return null;
  const amountMinor = Math.round(major * 10 ** currencyExponent(currency));
  return { amountMinor: negative ? -amountMinor : amountMinor, currency };
}

/** 4900 USD as "$49.00", 1299 EUR as "€12.99", in the reader's grouping. */
export function formatAmount(amountMinor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return formatCurrency(toMajorUnits(amountMinor, currency), currency, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
}

/** An ISO 4217 code, as the forms' currency field sends it. */
export const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Enter a three-letter currency code, such as USD')
  .transform((code) => code.toUpperCase());

/** The currencies the forms offer first; any other code may be typed. */
export const commonCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'INR'] as const;

/** A required price field ("$49", "49 EUR") read into minor units and a currency; `example` is the amount the message suggests. */
export function priceSchema(example: number) {
  return z
    .string({ message: formMessages.fillRequired })
    .trim()
    .min(1, formMessages.fillRequired)
    .max(40)
    .transform((value, context) => {
      const money = parsePrice(value);
      if (!money) {
        context.addIssue({ code: 'custom', message: `Enter a price such as $${example} or ${example} EUR` });
        return z.NEVER;
      }
      return money;
    });
}

/** A required name of a program, product or service. */
export const offerNameSchema = z
  .string({ message: formMessages.fillRequired })
  .trim()
  .min(1, formMessages.fillRequired)
  .max(120, 'At most 120 characters');
