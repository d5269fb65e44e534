import { messages } from '@aula/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCountries } from '../api/use-reference-data';
import { countryLabel } from '../lib/country-search';
import { ReferenceSelect } from './reference-select';

interface CountrySelectProps {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The country of residence, by ISO code. A native select: typing the first letters jumps to a
 * country, and phones open their own picker, which suits a list of some 250 names.
 */
export function CountrySelect({ id, registration, error }: CountrySelectProps) {
  return (
    <ReferenceSelect
      id={id}
      label={messages.registration.countryLabel}
      placeholder={messages.registration.countryPlaceholder}
      query={useCountries()}
      toOption={(country) => ({ value: country.cca2, label: countryLabel(country) })}
      registration={registration}
      error={error}
    />
  );
}
