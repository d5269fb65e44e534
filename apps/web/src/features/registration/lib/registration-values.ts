import type { SignUpData, SignUpInput } from '@aula/shared';

/** The form holds what the shared sign-up schema reads; it submits what the schema returns. */
export type RegistrationValues = SignUpInput;
export type RegistrationData = SignUpData;

export const EMPTY_REGISTRATION: RegistrationValues = {
  names: '',
  lastNames: '',
  email: '',
  password: '',
  confirmPassword: '',
  country: '',
  prefixCountry: '',
  phone: '',
  doi: '',
  idGender: '',
  idDocumentType: '',
  idIndustry: '',
  idSpecialty: '',
  acceptTerms: false,
  acceptMarketing: false,
};

/** The form's field names, which are also the keys of the server's per-field errors. */
export const REGISTRATION_FIELDS = Object.keys(EMPTY_REGISTRATION) as (keyof RegistrationValues)[];
