import { SHORT_DESCRIPTION_MAX_LENGTH, courseFormMessages } from '@aula/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceSelect } from '@/components/reference-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useReferenceList, useSpecialties, type ReferenceItem } from '@/lib/reference/use-reference';
import { cn } from '@/lib/utils/cn';
import type { CourseFormValues } from '../lib/course-form-values';
import { FormField } from '@/components/ui/form-field';

const t = courseFormMessages.basic;

const coinOption = (coin: ReferenceItem) => ({ value: coin.id, label: t.coinOption(coin.code, coin.name) });

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
        label={t.difficultyLabel}
        placeholder={t.difficultyPlaceholder}
        control={control}
        name="difficultyLevelId"
        query={useReferenceList('difficulty-levels')}
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
        label={t.languageLabel}
        placeholder={t.languagePlaceholder}
        control={control}
        name="languageId"
        query={useReferenceList('languages')}
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
          label={t.coinLabel}
          placeholder={t.coinPlaceholder}
          control={control}
          name="coinId"
          query={useReferenceList('coins')}
          toOption={coinOption}
        />
      </div>

      <ReferenceSelect
        id={`${id}-industry`}
        label={t.industryLabel}
        placeholder={t.industryPlaceholder}
        control={control}
        name="industryId"
        query={useReferenceList('industries')}
        // A specialty belongs to one industry: another industry starts the specialty afresh.
        onPicked={() => {
          setValue('specialtyId', '', { shouldDirty: true });
          clearErrors('specialtyId');
        }}
      />
      {industryId !== '' && (
        <ReferenceSelect
          id={`${id}-specialty`}
          label={t.specialtyLabel}
          placeholder={t.specialtyPlaceholder}
          control={control}
          name="specialtyId"
          query={specialties}
        />
      )}
    </div>
  );
}
