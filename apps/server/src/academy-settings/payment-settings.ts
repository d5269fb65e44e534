import type { PaymentSettings, PaymentSettingsInput } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';

/** What a student is told to do to pay, or null until an admin writes it. */
export async function readPaymentInstructions(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom('Academy_Settings').select('payment_instructions').executeTakeFirst();
  return row?.payment_instructions ?? null;
}

export async function getPaymentSettings(db: Kysely<DB>): Promise<PaymentSettings> {
  const row = await db
    .selectFrom('Academy_Settings as s')
    .innerJoin('Profiles as p', 'p.id_profile', 's.updated_by')
    .select(['s.payment_instructions', 's.updated_at', 'p.names', 'p.last_names'])
    .executeTakeFirst();
  if (!row) return { paymentInstructions: null, updatedAt: null, updatedBy: null };
  return {
    paymentInstructions: row.payment_instructions,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: { names: row.names, lastNames: row.last_names },
  };
}

/** Saves the instructions given to every new order; orders already placed keep theirs. */
export async function updatePaymentSettings(
  db: Kysely<DB>,
  auth: Viewer,
  input: PaymentSettingsInput,
): Promise<PaymentSettings> {
  await db
    .insertInto('Academy_Settings')
    .values({ payment_instructions: input.paymentInstructions, updated_by: auth.profileId })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        payment_instructions: input.paymentInstructions,
        updated_by: auth.profileId,
        updated_at: new Date(),
      }),
    )
    .execute();
  return getPaymentSettings(db);
}
