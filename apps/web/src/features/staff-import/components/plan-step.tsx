import type { StaffImport } from '@aula/shared';
import { useState } from 'react';
import { hasErrorCode, userMessageOf } from '@/lib/api/api-error';
import { usePlanStaffImport } from '../api/plan-staff-import';
import { planOf, samePlan } from '../lib/import-plan';
import { MappingForm } from './mapping-form';
import { PlanPreview } from './plan-preview';

/**
 * An import not run yet: the columns and options, and once reviewed the preview. A change to the
 * form after a review makes the preview stale: 'Revisar' again before 'Importar'
 * (docs/product/staff-import.md#the-preview).
 */
export function PlanStep({ staffImport }: { staffImport: StaffImport }) {
  const saved = planOf(staffImport);
  const [plan, setPlan] = useState(saved);
  const [reviews, setReviews] = useState(0);
  const review = usePlanStaffImport(staffImport.id);
  const reviewed = staffImport.status === 'previewed';

  const refusal = review.isError
    ? {
        message: userMessageOf(review.error),
        fields: hasErrorCode(review.error, 'validation_failed') ? (review.error.fields ?? {}) : {},
      }
    : null;

  return (
    <>
      <MappingForm
        headers={staffImport.headers}
        plan={plan}
        onChange={(next) => {
          setPlan(next);
          review.reset();
        }}
        onSubmit={() => review.mutate(plan, { onSuccess: () => setReviews((count) => count + 1) })}
        pending={review.isPending}
        refusal={refusal}
      />
      {reviewed && <PlanPreview staffImport={staffImport} stale={!samePlan(plan, saved)} reviews={reviews} />}
    </>
  );
}
