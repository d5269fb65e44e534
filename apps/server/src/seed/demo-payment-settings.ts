import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The demo academy's payment instructions, so that a student can confirm a purchase in the demo
 * at once. The bank account is fictitious; a real academy writes its own in 'Configuración'.
 */
export const DEMO_PAYMENT_INSTRUCTIONS = [
  'Transferencia o depósito en soles o dólares a:',
  'Banco: Banco Demo del Perú',
  'Titular: Aula Academia de Calidad en Salud S.A.C.',
  'Cuenta corriente en soles: 000-0000000-0-00',
  'Cuenta corriente en dólares: 000-0000000-1-00',
  'Indica tu código de pedido en la descripción y envía el comprobante a pagos@aula.test.',
].join('\n');

export async function insertDemoPaymentSettings(trx: Kysely<DB>, adminProfileId: string): Promise<void> {
  await trx
    .insertInto('Academy_Settings')
    .values({ payment_instructions: DEMO_PAYMENT_INSTRUCTIONS, updated_by: adminProfileId })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
