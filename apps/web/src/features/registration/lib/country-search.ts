import type { Country } from '@/lib/reference/use-reference';

/** The API's country (lib/reference), named here too for the search helpers' callers. */
export type { Country };

/** A country that can be dialled: the prefix selector offers only these (docs/product/accounts.md#reference-lists). */
export type DialCountry = Country & { dialCode: string };

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/** Lower case without accents, so that 'peru' finds 'Perú' and 'CAMERUN' finds 'Camerún'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Countries with a dial code, sorted by name: what the prefix selector lists before any search. */
export function dialCountries(countries: readonly Country[]): DialCountry[] {
  return countries
    .filter((country): country is DialCountry => Boolean(country.dialCode))
    .sort((a, b) => byName.compare(a.name, b.name));
}

/**
 * The countries whose name contains the search, ignoring case and accents. A search made of
 * digits (with or without '+') also finds countries by their dial code, for users who know
 * their prefix rather than how the country is spelt in Spanish.
 */
export function searchDialCountries(countries: readonly DialCountry[], search: string): DialCountry[] {
  const folded = foldForSearch(search);
  if (!folded) return [...countries];
  const digits = /^\+?\d+$/.test(folded) ? folded.replace('+', '') : null;
  return countries.filter(
    (country) =>
      foldForSearch(country.name).includes(folded) ||
      (digits !== null && country.dialCode.slice(1).startsWith(digits)),
  );
}

/** How a country reads in the selectors: flag, name and ISO code (a few territories have no flag). */
export function countryLabel(country: Country): string {
  const label = `${country.name} (${country.cca2})`;
  return country.flag ? `${country.flag} ${label}` : label;
}
