import { PASSWORD_RESET_MINUTES } from '@aula/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineJob } from '../jobs/job-queue';
import { queueMail } from '../mail/queue-mail';
import { passwordResetMail } from '../mail/templates/password-reset-mail';
import { passwordsOffFor } from '../sso/sso-settings';

export const PASSWORD_RESET_REQUEST_JOB = 'auth.password-reset-request';

/**
 * A '¿Olvidaste tu contraseña?' request, handled away from the request so that it answers alike,
 * and as fast, whether the email belongs to an account or not. For an active account: a new reset
 * link (the earlier ones stop working) and its email, in one transaction. For any other email:
 * nothing.
 */
export function passwordResetRequestJob(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>) {
  return defineJob({
    kind: PASSWORD_RESET_REQUEST_JOB,
    payload: z.object({ email: z.string() }),
    maxAttempts: 3,
    async run({ email }, { jobId }) {
      const account = await deps.db.kysely
        .selectFrom('Users as u')
        .innerJoin('Profiles as p', 'p.id_user', 'u.id_user')
        .select(['u.id_user', 'u.email', 'p.names'])
        .where('u.email', '=', email)
        .where('u.deleted_at', 'is', null)
        .where('p.deleted_at', 'is', null)
        .executeTakeFirst();
      // Nor for a domain whose passwords are off: its people sign in through their institution.
      if (!account || (await passwordsOffFor(deps.db.kysely, account.email))) return;
      const now = deps.clock.now();
      await deps.db.kysely.transaction().execute(async (trx) => {
        // A job run again after a crash must not send a second link: the reset is this job's.
        const already = await trx
          .selectFrom('Mail_Messages')
          .select('id_mail')
          .where('template', '=', passwordResetMail.name)
          .where(sql<boolean>`data @> ${JSON.stringify({ requestJobId: jobId })}::jsonb`)
          .executeTakeFirst();
        if (already) return;
        await trx
          .updateTable('Password_Resets')
          .set({ used_at: now })
          .where('id_user', '=', account.id_user)
          .where('used_at', 'is', null)
          .execute();
        const reset = await trx
          .insertInto('Password_Resets')
          .values({
            id_user: account.id_user,
            created_at: now,
            expires_at: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
          })
          .returning('id_password_reset')
          .executeTakeFirstOrThrow();
        await queueMail(trx, deps.jobs, now, {
          template: passwordResetMail,
          to: account.email,
          userId: account.id_user,
          data: { resetId: reset.id_password_reset, names: account.names, requestJobId: jobId },
        });
      });
      deps.jobs.nudge();
    },
  });
}
