import worldCountries from 'world-countries';

export interface Country {
  name: string;
  cca2: string;
  flag: string;
  dialCode: string | null;
}

/**
 * Dial code from the bundled data: root plus the suffix when there is exactly one
 * ('+5' + '1' = '+51'). Countries that share a root across many suffixes (the +1 zone)
 * dial the root alone.
 */
function dialCode(idd: { root?: string; suffixes?: string[] }): string | null {
  if (!idd.root) return null;
  return idd.suffixes?.length === 1 ? `${idd.root}${idd.suffixes[0]}` : idd.root;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** Every country with its Spanish name, sorted by name; built once, no outside service. */
export const COUNTRIES: readonly Country[] = worldCountries
  .map((country) => ({
    name: country.translations.spa?.common ?? country.name.common,
    cca2: country.cca2,
    flag: country.flag,
    dialCode: dialCode(country.idd),
  }))
  .sort((a, b) => collator.compare(a.name, b.name));

/** Countries reachable by phone: the prefix selector drops the rest (SPEC.md §2). */
export const COUNTRIES_WITH_DIAL_CODE = COUNTRIES.filter((country) => country.dialCode !== null);

export function findCountry(cca2: string): Country | undefined {
  return COUNTRIES.find((country) => country.cca2 === cca2);
}
