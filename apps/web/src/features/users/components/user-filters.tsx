import {
  USER_ROLE_FILTERS,
  messages,
  type UserListQuery,
  type UserRoleFilter,
  userMessages,
} from '@aula/shared';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Sheet, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { countryLabel, searchCountries, type Country } from '../lib/countries';
import { activeFilterCount, NO_FILTERS, type UserListChange } from '../lib/user-list-query';
import { OrganisationFilters } from './organisation-filters';
import { UserDrawer } from './user-drawer';

const t = userMessages.screen;
const byName = new Intl.Collator('es', { sensitivity: 'base' });

interface UserFiltersProps {
  query: UserListQuery;
  onChange: (change: UserListChange) => void;
  countries: readonly Country[];
  /** admins also filter by unit, position and profession */
  byOrganisation: boolean;
}

const roleLabel = (role: UserRoleFilter) => (role === 'all' ? t.roleAll : messages.shell.roleNames[role]);

/**
 * 'Filtros' (docs/product/people.md#search-filters-and-order): by role and by country, and for
 * admins by unit, position and profession. Each choice applies at once.
 */
export function UserFilters({ query, onChange, countries, byOrganisation }: UserFiltersProps) {
  const id = useId();
  const [countrySearch, setCountrySearch] = useState('');
  const sorted = useMemo(() => [...countries].sort((a, b) => byName.compare(a.name, b.name)), [countries]);
  const options = searchCountries(sorted, countrySearch);
  const selected = countries.find((country) => country.cca2 === query.country) ?? null;
  const active = activeFilterCount(query);

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" aria-describedby={active > 0 ? `${id}-active` : undefined}>
          <SlidersHorizontal aria-hidden className="size-4" />
          {messages.common.filters}
          {active > 0 && (
            <span
              aria-hidden
              className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
            >
              {active}
            </span>
          )}
        </Button>
      </SheetTrigger>
      {active > 0 && (
        <span id={`${id}-active`} className="sr-only">
          {t.activeFilters(active)}
        </span>
      )}
      <UserDrawer closeLabel={messages.common.close}>
        <SheetTitle>{messages.common.filters}</SheetTitle>
        <SheetDescription>{t.filtersDescription}</SheetDescription>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-role`}>{t.roleLabel}</Label>
          <NativeSelect
            id={`${id}-role`}
            value={query.role}
            onChange={(event) => onChange({ role: event.target.value as UserRoleFilter })}
          >
            {USER_ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-country`}>{t.countryLabel}</Label>
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <Combobox
                id={`${id}-country`}
                listLabel={t.countryList}
                options={options}
                selected={selected}
                onSelect={(country) => onChange({ country: country.cca2 })}
                onSearchChange={setCountrySearch}
                optionKey={(country) => country.cca2}
                optionText={countryLabel}
                emptyText={t.countryNone}
                statusText={t.countryMatches(options.length)}
                toggleLabel={t.countryToggle}
                placeholder={t.countryPlaceholder}
              />
            </div>
            {query.country && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.clearCountry}
                onClick={() => onChange({ country: undefined })}
              >
                <X aria-hidden className="size-4" />
              </Button>
            )}
          </div>
        </div>
        {byOrganisation && <OrganisationFilters query={query} onChange={onChange} />}
        <Button variant="outline" disabled={active === 0} onClick={() => onChange(NO_FILTERS)}>
          {messages.common.clearFilters}
        </Button>
      </UserDrawer>
    </Sheet>
  );
}
