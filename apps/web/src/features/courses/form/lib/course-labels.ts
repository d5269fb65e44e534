import { useWatch, type Control } from 'react-hook-form';
import {
  useDifficultyLevels,
  useIndustries,
  useLanguages,
  useSpecialties,
} from '@/features/courses/api/course-reference-data';
import type { CourseFormValues } from './course-form-values';
import { nameById } from './course-stats';

/** The names of the course's chosen industry, specialty, level and language (from the cached lists). */
export function useCourseLabels(control: Control<CourseFormValues>) {
  const [industryId, specialtyId, difficultyLevelId, languageId] = useWatch({
    control,
    name: ['industryId', 'specialtyId', 'difficultyLevelId', 'languageId'],
  });
  return {
    industry: nameById(useIndustries().data, industryId),
    specialty: nameById(useSpecialties(industryId).data, specialtyId),
    difficulty: nameById(useDifficultyLevels().data, difficultyLevelId),
    language: nameById(useLanguages().data, languageId),
  };
}
