import { describe, expect, it } from 'vitest';
import {
  countryLabel,
  dialCountries,
  foldForSearch,
  searchDialCountries,
  type Country,
} from './country-search';

const COUNTRIES: Country[] = [
  { name: 'Perú', cca2: 'PE', flag: '🇵🇪', dialCode: '+51' },
  { name: 'Antártida', cca2: 'AQ', flag: '🇦🇶', dialCode: null },
  { name: 'Camerún', cca2: 'CM', flag: '🇨🇲', dialCode: '+237' },
  { name: 'Argentina', cca2: 'AR', flag: '🇦🇷', dialCode: '+54' },
  { name: 'Estados Unidos', cca2: 'US', flag: '🇺🇸', dialCode: '+1' },
];

describe('country search for the phone prefix', () => {
  it('folds case and accents away', () => {
    expect(foldForSearch('  PERÚ ')).toBe('peru');
    expect(foldForSearch('Camerún')).toBe('camerun');
  });

  it('drops countries without a dial code and sorts by Spanish name', () => {
    expect(dialCountries(COUNTRIES).map((country) => country.cca2)).toEqual(['AR', 'CM', 'US', 'PE']);
  });

  it('finds a country typed without its accent or in capitals', () => {
    const countries = dialCountries(COUNTRIES);
    expect(searchDialCountries(countries, 'peru').map((country) => country.cca2)).toEqual(['PE']);
    expect(searchDialCountries(countries, 'CAMERUN').map((country) => country.cca2)).toEqual(['CM']);
    expect(searchDialCountries(countries, 'RÚ').map((country) => country.cca2)).toEqual(['CM', 'PE']);
  });

  it('finds a country by its dial code', () => {
    const countries = dialCountries(COUNTRIES);
    expect(searchDialCountries(countries, '+51').map((country) => country.cca2)).toEqual(['PE']);
    expect(searchDialCountries(countries, '5').map((country) => country.cca2)).toEqual(['AR', 'PE']);
  });

  it('lists every country for an empty search', () => {
    expect(searchDialCountries(dialCountries(COUNTRIES), '  ')).toHaveLength(4);
  });
});

describe('country label', () => {
  it('shows flag, name and code, and does without a flag where there is none', () => {
    expect(countryLabel(COUNTRIES[0]!)).toBe('🇵🇪 Perú (PE)');
    expect(countryLabel({ name: 'Caribe Neerlandés', cca2: 'BQ', flag: '', dialCode: '+599' })).toBe(
      'Caribe Neerlandés (BQ)',
    );
  });
});
