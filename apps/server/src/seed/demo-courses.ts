import { clinicalRecordAudit } from './demo-catalogue/clinical-record-audit';
import { clinicalRiskManagement } from './demo-catalogue/clinical-risk-management';
import { handHygiene } from './demo-catalogue/hand-hygiene';
import { hospitalPharmacovigilance } from './demo-catalogue/hospital-pharmacovigilance';
import { humanizedEmergencyCare } from './demo-catalogue/humanized-emergency-care';
import { laboratoryQualityControl } from './demo-catalogue/laboratory-quality-control';
import { patientSafetyGoals } from './demo-catalogue/patient-safety-goals';
import type { DemoCourse } from './demo-catalogue/types';

/** The demo instructor's catalogue: six published courses and one draft. */
export const DEMO_COURSES: readonly DemoCourse[] = [
  patientSafetyGoals,
  handHygiene,
  clinicalRecordAudit,
  hospitalPharmacovigilance,
  humanizedEmergencyCare,
  clinicalRiskManagement,
  laboratoryQualityControl,
];

/**
 * The demo student's learning so far: enrolled in two free courses (paid ones need an approved
 * order), with the first lessons done in order and neither course finished, so no certificate
 * is owed.
 */
export const DEMO_STUDENT_PROGRESS = [
  { courseKey: patientSafetyGoals.key, completedLessons: 3, enrolledDaysAgo: 24 },
  { courseKey: handHygiene.key, completedLessons: 2, enrolledDaysAgo: 9 },
] as const;
