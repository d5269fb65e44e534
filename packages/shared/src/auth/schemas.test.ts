import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import { appRoleFromCode } from '../roles';
import { isCommonPassword } from './common-passwords';
import { signInSchema, signUpSchema } from './schemas';

const id = '6f1c1c1e-8a5b-4c1e-9a7e-2b1a4d3c2e10';
const valid = {
  names: 'Rosa',
  lastNames: 'Quispe',
  email: ' Rosa@Hospital.TEST ',
  password: 'Turno#Noche7',
  confirmPassword: 'Turno#Noche7',
  country: 'PE',
  prefixCountry: '+51',
  phone: '987654321',
  doi: '12345678',
  idGender: id,
  idDocumentType: id,
  idIndustry: id,
  idSpecialty: id,
  acceptTerms: 'on',
};

describe('signUpSchema', () => {
  it('accepts a complete form, trimming and lower-casing the email and reading form checkboxes', () => {
    const result = signUpSchema.parse(valid);
    expect(result.email).toBe('rosa@hospital.test');
    expect(result.acceptTerms).toBe(true);
    expect(result.acceptMarketing).toBe(false);
  });

  it('reports the documented message (docs/product/accounts.md#registration-fields) of the first broken rule of each field', () => {
    const result = signUpSchema.safeParse({ ...valid, names: '', phone: '12a', acceptTerms: false });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toMatchObject({
      names: messages.signUp.namesRequired,
      phone: messages.signUp.phoneDigitsOnly,
      acceptTerms: messages.signUp.termsRequired,
    });
  });

  it('says the passwords do not match under the confirmation field', () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: 'Turno#Noche8' });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: messages.signUp.passwordsDoNotMatch }),
    ]);
  });
});

describe('signInSchema', () => {
  it('applies the sign-in messages (docs/product/accounts.md#sign-in-rules)', () => {
    const missing = signInSchema.safeParse({});
    expect(missing.error!.issues.map((issue) => issue.message)).toEqual([
      messages.signIn.emailRequired,
      messages.signIn.passwordRequired,
    ]);
    const long = signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(long.error!.issues[0]!.message).toBe(messages.signIn.passwordTooLong);
    // A passphrase signs in, and so does an older account's password of 6 characters.
    expect(
      signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'Cl4ve!' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'Cl4ve' }).error!.issues[0]!.message).toBe(
      messages.signIn.passwordTooShort,
    );
  });
});

describe('isCommonPassword', () => {
  it('knows the usual suspects in any case, and lets a real password through', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Contraseña')).toBe(true);
    expect(isCommonPassword('Turno#Noche7')).toBe(false);
  });
});

describe('appRoleFromCode', () => {
  it('maps the database role codes and treats anything else as a student', () => {
    expect(appRoleFromCode('02')).toBe('ADMIN');
    expect(appRoleFromCode('01')).toBe('INSTRUCTOR');
    expect(appRoleFromCode('03')).toBe('STUDENT');
    expect(appRoleFromCode('99')).toBe('STUDENT');
    expect(appRoleFromCode(undefined)).toBe('STUDENT');
  });
});
