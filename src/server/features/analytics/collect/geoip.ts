import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { type CountryResponse, Reader } from 'maxmind';
import type { Logger } from '../../../logger';

/** A visitor's country (ISO 3166 alpha-2) from their address; null when unknown. */
export interface CountryLookup {
  countryOf(address: string): string | null;
}

/** Without a GeoIP database nobody's country is known, and the report says what would fill it. */
export const noCountries: CountryLookup = { countryOf: () => null };

/**
 * The operator's MaxMind database (GEOIP_DATABASE: GeoLite2 or GeoIP2, Country or City), read into
 * memory once at start. Only the country's code is kept; the address itself is never stored.
 */
export async function openGeoIp(file: string): Promise<CountryLookup> {
  const reader = new Reader<CountryResponse>(await readFile(file));
  return {
    countryOf(address) {
      // An IPv4 address behind an IPv6 socket arrives as ::ffff:a.b.c.d.
      const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
      if (!isIP(plain)) return null;
      try {
        const found = reader.get(plain);
        return found?.country?.iso_code ?? found?.registered_country?.iso_code ?? null;
      } catch {
        return null;
      }
    },
  };
}

/** The lookup for the configured file, or none (logged) when there is no file or it cannot be read. */
export async function countriesFrom(file: string | undefined, logger: Logger): Promise<CountryLookup> {
  if (!file) return noCountries;
  try {
    return await openGeoIp(file);
  } catch (error) {
    logger.error('GEOIP_DATABASE could not be read; countries stay unknown', { file, error: (error as Error).message });
    return noCountries;
  }
}
