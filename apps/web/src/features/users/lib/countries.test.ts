import { describe, expect, it } from 'vitest';
import { countries } from '@/test/fixtures/user-fixtures';
import { countryLabel, searchCountries } from './countries';

describe('the country filter', () => {
  it('finds countries ignoring case and accents, or by their ISO code', () => {
    expect(searchCountries(countries, 'PERU').map((c) => c.cca2)).toEqual(['PE']);
    expect(searchCountries(countries, 'camerun').map((c) => c.cca2)).toEqual(['CM']);
    expect(searchCountries(countries, 'cl').map((c) => c.cca2)).toEqual(['CL']);
    expect(searchCountries(countries, '  ')).toHaveLength(3);
  });

  it('reads flag, name and code', () => {
    expect(countryLabel(countries[0]!)).toBe('🇵🇪 Perú (PE)');
    expect(countryLabel({ name: 'Antártida', cca2: 'AQ', flag: '' })).toBe('Antártida (AQ)');
  });
});
