/** A country as the reference API lists it (GET /api/reference/countries). */
export interface Country {
  name: string;
  cca2: string;
  flag: string;
}

/** Lower case without accents, so that 'peru' finds 'Perú'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The countries whose name or ISO code contains the search, ignoring case and accents. */
export function searchCountries<T extends Country>(countries: readonly T[], search: string): T[] {
  const folded = fold(search);
  if (!folded) return [...countries];
  return countries.filter(
    (country) => fold(country.name).includes(folded) || country.cca2.toLowerCase() === folded,
  );
}

/** How a country reads in the filter: flag, name and ISO code (a few territories have no flag). */
export function countryLabel(country: Country): string {
  const label = `${country.name} (${country.cca2})`;
  return country.flag ? `${country.flag} ${label}` : label;
}
