import { SHORT_DESCRIPTION_MAX_LENGTH, courseFormMessages } from '@aula/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils/cn';
import {
  useCoins,
  useDifficultyLevels,
  useIndustries,
  useLanguages,
  useSpecialties,
} from '@/features/courses/api/course-reference-data';
import type { CourseFormValues } from '../lib/course-form-values';
import { FormField } from '@/components/ui/form-field';
import { ReferenceSelect } from './reference-select';

const t = courseFormMessages.basic;

function ShortDescriptionCounter() {
  const { control } = useFormContext<CourseFormValues>();
  const length = useWatch({ control, name: 'shortDescription' }).length;
  const max = SHORT_DESCRIPTION_MAX_LENGTH;
  return (
    <span
      aria-label={t.counterLabel(length, max)}
      className={cn('block text-right tabular-nums', length >= max && 'font-medium text-foreground')}
    >
      {t.counter(length, max)}
    </span>
  );
}

/**
 * Información Básica (docs/product/courses.md#basic-information): what the course is, what it costs
 * and whom it is for.
 */
export function BasicInfoTab() {
  const id = useId();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<CourseFormValues>();
  const industryId = useWatch({ control, name: 'industryId' });
  const specialties = useSpecialties(industryId);

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <FormField
        id={`${id}-title`}
        label={t.titleLabel}
        errors={[errors.title?.message]}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} placeholder={t.titlePlaceholder} {...register('title')} />}
      </FormField>

      <FormField
        id={`${id}-short`}
        label={t.shortDescriptionLabel}
        hint={<ShortDescriptionCounter />}
        errors={[errors.shortDescription?.message]}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            maxLength={SHORT_DESCRIPTION_MAX_LENGTH}
            placeholder={t.shortDescriptionPlaceholder}
            {...register('shortDescription')}
          />
        )}
      </FormField>

      <FormField
        id={`${id}-description`}
        label={t.descriptionLabel}
        errors={[errors.description?.message]}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            placeholder={t.descriptionPlaceholder}
            {...register('description')}
          />
        )}
      </FormField>

      <ReferenceSelect
        id={`${id}-difficulty`}
        name="difficultyLevelId"
        label={t.difficultyLabel}
        placeholder={t.difficultyPlaceholder}
        query={useDifficultyLevels()}
      />

      <FormField id={`${id}-hours`} label={t.hoursLabel} errors={[errors.estimatedDurationHours?.message]}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...register('estimatedDurationHours', { valueAsNumber: true })}
          />
        )}
      </FormField>

      <ReferenceSelect
        id={`${id}-language`}
        name="languageId"
        label={t.languageLabel}
        placeholder={t.languagePlaceholder}
        query={useLanguages()}
      />

      <div className="grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 sm:col-span-1">
        <FormField
          id={`${id}-price`}
          label={t.priceLabel}
          hint={t.priceHint}
          errors={[errors.price?.message]}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...register('price', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <ReferenceSelect
          id={`${id}-coin`}
          name="coinId"
          label={t.coinLabel}
          placeholder={t.coinPlaceholder}
          query={useCoins()}
          optionLabel={(coin) => t.coinOption(coin.code, coin.name)}
        />
      </div>

      <ReferenceSelect
        id={`${id}-industry`}
        name="industryId"
        label={t.industryLabel}
        placeholder={t.industryPlaceholder}
        query={useIndustries()}
        // A specialty belongs to one industry: another industry starts the specialty afresh.
        onPicked={() => {
          setValue('specialtyId', '', { shouldDirty: true });
          clearErrors('specialtyId');
        }}
      />
      {industryId !== '' && (
        <ReferenceSelect
          id={`${id}-specialty`}
          name="specialtyId"
          label={t.specialtyLabel}
          placeholder={t.specialtyPlaceholder}
          query={specialties}
        />
      )}
    </div>
  );
}
