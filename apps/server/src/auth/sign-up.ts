import { messages, ROLE_CODES, type SignUpData } from '@aula/shared';
import type { Kysely } from 'kysely';
import { followInAssignments } from '../compliance/compliance-jobs';
import { isUniqueViolation } from '../db/errors';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { insertNotification } from '../notifications/create-notification';
import { COUNTRIES_WITH_DIAL_CODE, findCountry } from '../reference/countries';
import { hashPassword } from './password-hashing';
import { assertNotBreached } from './password-policy';

export interface SignUpResult {
  userId: string;
  profileId: string;
}

/** The chosen reference rows must exist, and the specialty must belong to the chosen area. */
async function checkReferences(db: Kysely<DB>, data: SignUpData) {
  const s = messages.signUp;
  if (!findCountry(data.country)) throw AppError.invalidField('country', s.countryRequired);
  if (!COUNTRIES_WITH_DIAL_CODE.some((country) => country.dialCode === data.prefixCountry)) {
    throw AppError.invalidField('prefixCountry', s.prefixRequired);
  }
  const [gender, documentType, specialty] = await Promise.all([
    db
      .selectFrom('Genders')
      .select('id_gender')
      .where('id_gender', '=', data.idGender)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('Types_Identities_Documents')
      .select('id_type_identity_document')
      .where('id_type_identity_document', '=', data.idDocumentType)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('Specialties as s')
      .innerJoin('Industries as i', 'i.id_industry', 's.id_industry')
      .select(['s.id_industry'])
      .where('s.id_specialty', '=', data.idSpecialty)
      .where('s.deleted_at', 'is', null)
      .where('i.deleted_at', 'is', null)
      .executeTakeFirst(),
  ]);
  if (!gender) throw AppError.invalidField('idGender', s.genderRequired);
  if (!documentType) throw AppError.invalidField('idDocumentType', s.documentTypeRequired);
  if (!specialty) throw AppError.invalidField('idSpecialty', s.specialtyRequired);
  if (specialty.id_industry !== data.idIndustry)
    throw AppError.invalidField('idSpecialty', s.specialtyNotInIndustry);
}

/**
 * Creates the account and its Student profile in one transaction. Self-registration always
 * makes a Student, whatever the client sent (docs/product/accounts.md#registration).
 */
export async function signUp(
  db: Kysely<DB>,
  data: SignUpData,
  imageKey: string | null,
  now: Date,
): Promise<SignUpResult> {
  await checkReferences(db, data);
  assertNotBreached('password', data.password);
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const role = await trx
        .selectFrom('Roles')
        .select('id_rol')
        .where('code', '=', ROLE_CODES.student)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('Users')
        .values({ email: data.email, password_hash: passwordHash })
        .returning('id_user')
        .executeTakeFirstOrThrow();
      const profile = await trx
        .insertInto('Profiles')
        .values({
          id_user: user.id_user,
          id_rol: role.id_rol,
          id_gender: data.idGender,
          id_industry: data.idIndustry,
          id_specialty: data.idSpecialty,
          id_type_identity_document: data.idDocumentType,
          url_image: imageKey,
          names: data.names,
          last_names: data.lastNames,
          country: data.country,
          prefix_country: data.prefixCountry,
          nro_doi: data.doi,
          phone: data.phone,
          accept_marketing: data.acceptMarketing,
          terms_accepted_at: now,
        })
        .returning('id_profile')
        .executeTakeFirstOrThrow();
      // Stored with the account, not published: nobody can be listening for a profile that did not exist.
      const welcome = messages.notifications.welcome;
      await insertNotification(trx, {
        profileId: profile.id_profile,
        type: 'success',
        title: welcome.title,
        message: welcome.message,
        actionUrl: '/dashboard/courses',
        actionLabel: welcome.actionLabel,
      });
      // Requirements for everyone apply to a new student too.
      await followInAssignments(trx, { profileId: profile.id_profile }, now);
      return { userId: user.id_user, profileId: profile.id_profile };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', messages.signUp.emailTaken, { email: messages.signUp.emailTaken });
    throw error;
  }
}
