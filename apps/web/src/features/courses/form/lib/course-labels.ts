import { useWatch, type Control } from 'react-hook-form';
import { useReferenceList, useSpecialties } from '@/lib/reference/use-reference';
import type { CourseFormValues } from './course-form-values';
import { nameById } from './course-stats';

/** The names of the course's chosen industry, specialty, level and language (from the cached lists). */
export function useCourseLabels(control: Control<CourseFormValues>) {
  const [industryId, specialtyId, difficultyLevelId, languageId] = useWatch({
    control,
    name: ['industryId', 'specialtyId', 'difficultyLevelId', 'languageId'],
  });
  return {
    industry: nameById(useReferenceList('industries').data, industryId),
    specialty: nameById(useSpecialties(industryId).data, specialtyId),
    difficulty: nameById(useReferenceList('difficulty-levels').data, difficultyLevelId),
    language: nameById(useReferenceList('languages').data, languageId),
  };
}
