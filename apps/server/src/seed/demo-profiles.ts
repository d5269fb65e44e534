import { type DEMO_ACCOUNTS } from './demo-accounts';

type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

/** Reference codes (reference-data.ts) and contact data that make each demo profile look real. */
export interface DemoProfileDetails {
  genderCode: string;
  documentTypeCode: string;
  documentNumber: string;
  specialtyCode: string;
  country: string;
  prefixCountry: string;
  phone: string;
  /** Back-dates the account so "Miembro desde" reads like a real member's. */
  joinedDaysAgo: number;
}

export const DEMO_PROFILES: Record<DemoEmail, DemoProfileDetails> = {
  'admin@aula.test': {
    genderCode: '01',
    documentTypeCode: '01',
    documentNumber: '41827365',
    specialtyCode: 'ADM-01',
    country: 'PE',
    prefixCountry: '+51',
    phone: '987452163',
    joinedDaysAgo: 120,
  },
  'instructor@aula.test': {
    genderCode: '02',
    documentTypeCode: '01',
    documentNumber: '40563218',
    specialtyCode: 'CAL-01',
    country: 'PE',
    prefixCountry: '+51',
    phone: '976318245',
    joinedDaysAgo: 90,
  },
  'estudiante@aula.test': {
    genderCode: '01',
    documentTypeCode: '01',
    documentNumber: '72645190',
    specialtyCode: 'ENF-01',
    country: 'PE',
    prefixCountry: '+51',
    phone: '945123678',
    joinedDaysAgo: 30,
  },
};
