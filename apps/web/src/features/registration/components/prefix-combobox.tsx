import { messages, PREFIX_SEARCH_DEBOUNCE_MS } from '@aula/shared';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { useCountries } from '@/lib/reference/use-reference';
import { countryLabel, dialCountries, searchDialCountries, type DialCountry } from '../lib/country-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FormField } from '@/components/ui/form-field';

interface PrefixComboboxProps {
  id: string;
  /** the chosen dial code, e.g. '+51'; '' when none */
  value: string;
  onChange: (dialCode: string) => void;
  onBlur: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
  error?: string;
}

const r = messages.registration;

/**
 * The phone prefix, found by typing the country's name (case and accents ignored). The search
 * runs PREFIX_SEARCH_DEBOUNCE_MS after the user stops typing, not on every key
 * (docs/product/accounts.md#reference-lists).
 */
export function PrefixCombobox({ id, value, onChange, onBlur, inputRef, error }: PrefixComboboxProps) {
  // The same cached list as 'País': only the countries with a dial code, sorted by name.
  const countries = useCountries(dialCountries);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, PREFIX_SEARCH_DEBOUNCE_MS);
  // Several countries share a dial code (+1, +7): remember which one the user picked, so the
  // field shows that country rather than the first with the same code.
  const [pickedCca2, setPickedCca2] = useState<string | null>(null);

  const all = countries.data ?? [];
  // Ending a search shows the whole list at once; only typing waits for the pause.
  const options = search === '' ? all : searchDialCountries(all, debouncedSearch);
  const selected =
    all.find((country) => country.cca2 === pickedCca2 && country.dialCode === value) ??
    all.find((country) => country.dialCode === value) ??
    null;

  return (
    <FormField
      id={id}
      label={r.prefixLabel}
      errors={[error, countries.isError ? r.optionsFailed : undefined]}
      footer={
        countries.isError && (
          <Button
            variant="outline"
            className="self-start"
            disabled={countries.isFetching}
            onClick={() => void countries.refetch()}
          >
            <RotateCw aria-hidden className="size-4" />
            {r.retry}
          </Button>
        )
      }
    >
      {(control) => (
        <Combobox<DialCountry>
          id={control.id}
          invalid={control['aria-invalid']}
          describedBy={control['aria-describedby']}
          inputRef={inputRef}
          listLabel={r.prefixLabel}
          toggleLabel={r.prefixToggle}
          placeholder={countries.isPending ? r.optionsLoading : r.prefixPlaceholder}
          disabled={!countries.isSuccess}
          options={options}
          selected={selected}
          onSelect={(country) => {
            setPickedCca2(country.cca2);
            onChange(country.dialCode);
          }}
          onSearchChange={setSearch}
          onBlur={onBlur}
          optionKey={(country) => country.cca2}
          optionText={(country) => `${countryLabel(country)} ${country.dialCode}`}
          renderOption={(country) => (
            <span className="flex items-center justify-between gap-3">
              <span className="truncate">{countryLabel(country)}</span>{' '}
              <span className="shrink-0 text-muted-foreground tabular-nums">{country.dialCode}</span>
            </span>
          )}
          emptyText={r.prefixNoResults}
          statusText={options.length === 0 ? r.prefixNoResults : r.prefixResults(options.length)}
        />
      )}
    </FormField>
  );
}
