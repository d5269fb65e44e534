import { messages, type CourseFacets, type CourseFilters as Filters } from '@aula/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';

const t = messages.courses.list.filters;

interface Choice {
  value: string;
  label: string;
}

/** One filter: a labelled select whose first option clears it. */
function FilterSelect({
  label,
  allLabel,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  choices: Choice[];
  disabled: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const named = (options: CourseFacets['industries']): Choice[] =>
  options.map((option) => ({ value: option.id, label: t.option(option.name, option.count) }));

/**
 * The catalogue's filters (issue 18, item 4): area, specialty, level, language, price and
 * duration, each option with how many courses it would list. The choices live in the address
 * (course-list-query.ts); the counts come from the server with the search and the other filters.
 */
export function CourseFilters({
  filters,
  facets,
  facetsFailed,
  onRetry,
  onChange,
  onClear,
}: {
  filters: Filters;
  facets: CourseFacets | undefined;
  facetsFailed: boolean;
  onRetry: () => void;
  onChange: (change: Partial<Filters>) => void;
  onClear: (() => void) | null;
}) {
  if (facetsFailed && !facets)
    return <LoadError message={t.countsError} retryLabel={messages.courses.list.retry} onRetry={onRetry} />;
  const disabled = !facets;
  const selects: Array<{ key: keyof Filters; label: string; allLabel: string; choices: Choice[] }> = [
    {
      key: 'industry',
      label: t.industry,
      allLabel: t.allIndustries,
      choices: named(facets?.industries ?? []),
    },
    {
      key: 'specialty',
      label: t.specialty,
      allLabel: t.allSpecialties,
      choices: named(facets?.specialties ?? []),
    },
    { key: 'level', label: t.level, allLabel: t.allLevels, choices: named(facets?.levels ?? []) },
    {
      key: 'language',
      label: t.language,
      allLabel: t.allLanguages,
      choices: named(facets?.languages ?? []),
    },
    {
      key: 'price',
      label: t.price,
      allLabel: t.allPrices,
      choices: (facets?.prices ?? []).map(({ value, count }) => ({
        value,
        label: t.option(t.prices[value], count),
      })),
    },
    {
      key: 'duration',
      label: t.duration,
      allLabel: t.allDurations,
      choices: (facets?.durations ?? []).map(({ value, count }) => ({
        value,
        label: t.option(t.durations[value], count),
      })),
    },
  ];

  return (
    <section aria-label={t.title} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {selects.map((select) => (
          <FilterSelect
            key={select.key}
            label={select.label}
            allLabel={select.allLabel}
            value={filters[select.key]}
            choices={select.choices}
            disabled={disabled}
            onChange={(value) => onChange({ [select.key]: value })}
          />
        ))}
      </div>
      {onClear && (
        <div>
          <Button variant="outline" onClick={onClear}>
            {t.clear}
          </Button>
        </div>
      )}
    </section>
  );
}
