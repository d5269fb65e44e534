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

/**
 * The names people in Spanish-speaking countries use. CLDR's (through Intl, bundled with Node)
 * are those of Spanish style guides ('Islas Aland', 'Chequia', 'Esuatini'), where the bundled
 * country data has rarer forms ('Alandia', 'Suazilandia'); for the few where CLDR is the odd one
 * ('Côte d’Ivoire', 'RAE de Hong Kong (China)', 'Myanmar (Birmania)'), the bundled name stays.
 */
const SPANISH_NAMES = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });
const BUNDLED_NAME_IS_USUAL = new Set(['CI', 'HK', 'MO', 'MM', 'PS', 'TL', 'UM', 'VI']);

function spanishName(country: (typeof worldCountries)[number]): string {
  const bundled = country.translations.spa?.common;
  const usual = BUNDLED_NAME_IS_USUAL.has(country.cca2) ? bundled : SPANISH_NAMES.of(country.cca2);
  return usual ?? bundled ?? country.name.common;
}

/** Every country with its Spanish name, sorted by name; built once, no outside service. */
export const COUNTRIES: readonly Country[] = worldCountries
  .map((country) => ({
    name: spanishName(country),
    cca2: country.cca2,
    flag: country.flag,
    dialCode: dialCode(country.idd),
  }))
  .sort((a, b) => collator.compare(a.name, b.name));

/**
 * Countries reachable by phone: the prefix selector drops the rest
 * (docs/product/accounts.md#reference-lists).
 */
export const COUNTRIES_WITH_DIAL_CODE = COUNTRIES.filter((country) => country.dialCode !== null);

export function findCountry(cca2: string): Country | undefined {
  return COUNTRIES.find((country) => country.cca2 === cca2);
}
