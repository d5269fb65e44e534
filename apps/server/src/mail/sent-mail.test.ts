import {
  mailDetailSchema,
  mailListSchema,
  mailMessages,
  renderedMailSchema,
  ROLE_CODES,
  sentMailMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  createUser,
  refusalOf,
  sendJson,
  signIn,
  signedInPerson,
  type TestUser,
} from '../../test/factories';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import type { JobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';
import { queueMail, SEND_MAIL_ATTEMPTS } from './queue-mail';
import { passwordChangedMail } from './templates/password-changed-mail';
import { passwordResetMail } from './templates/password-reset-mail';

/** 'Correo enviado' through the API (docs/product/email.md#correo-enviado). */
const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
let smtp: SmtpTestServer;
let app: TestApp;
let worker: JobWorker;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://aula.example.org' } });
  worker = createBackgroundWorker(app.deps);
  admin = await createUser(app.deps, ROLE_CODES.admin);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const asAdmin = async (path: string) =>
  sendJson(app, 'GET', path, (await signIn(app, admin.email, admin.password)).accessToken);
const queue = (to: string, template: typeof passwordChangedMail | typeof passwordResetMail, data: never) =>
  app.deps.db.kysely
    .transaction()
    .execute((trx) => queueMail(trx, app.deps.jobs, clock.now(), { template, to, userId: null, data }));

describe('the emails an admin sees', () => {
  it('lists sent, waiting and failed messages with the relay’s error, and shows each as it went out', async () => {
    const resetId = crypto.randomUUID();
    const sent = await queue('ana@aula.test', passwordResetMail, { resetId, names: 'Ana' } as never);
    await worker.drain();
    clock.advance(1000);
    smtp.refusing = true;
    const failed = await queue('beto@aula.test', passwordChangedMail, { names: 'Beto' } as never);
    for (let attempt = 0; attempt < SEND_MAIL_ATTEMPTS; attempt++) {
      await worker.drain();
      clock.advance(60 * 60_000);
    }
    smtp.refusing = false;
    const waiting = await app.deps.db.kysely
      .insertInto('Mail_Messages')
      .values({
        template: 'password-changed',
        to_email: 'eva@aula.test',
        data: JSON.stringify({ names: 'Eva' }),
        created_at: clock.now(),
      })
      .returning('id_mail')
      .executeTakeFirstOrThrow();

    const list = await bodyOf(await asAdmin('/api/mail'), mailListSchema);
    expect(list.transport).toBe('smtp');
    expect(list.items.map((mail) => [mail.to, mail.state, mail.subject])).toEqual([
      ['eva@aula.test', 'queued', mailMessages.passwordChanged.subject],
      ['beto@aula.test', 'failed', mailMessages.passwordChanged.subject],
      ['ana@aula.test', 'sent', mailMessages.passwordReset.subject],
    ]);
    expect(list.items[1]!.lastError).toMatch(/421/);
    const failedOnly = await bodyOf(await asAdmin('/api/mail?state=failed'), mailListSchema);
    expect(failedOnly.items.map((mail) => mail.id)).toEqual([failed]);

    const detail = await bodyOf(await asAdmin(`/api/mail/${sent}`), mailDetailSchema);
    expect(detail).toMatchObject({
      state: 'sent',
      transport: 'smtp',
      subject: mailMessages.passwordReset.subject,
    });
    // The private link is masked, and the logo is inline so the browser shows it.
    expect(detail.rendered.text).toContain(`token=${resetId}.`);
    expect(detail.rendered.text).not.toMatch(new RegExp(`token=${resetId}\\.[A-Za-z0-9_-]{43}`));
    expect(detail.rendered.html).toContain('data:image/png;base64,');
    expect(detail.rendered.html).not.toContain('cid:');

    const pending = await bodyOf(await asAdmin(`/api/mail/${waiting.id_mail}`), mailDetailSchema);
    expect(pending.rendered.text).toContain('Hola, Eva:');
  });

  it('previews every template with sample data', async () => {
    const preview = await bodyOf(
      await asAdmin('/api/mail/templates/password-reset/preview'),
      renderedMailSchema,
    );
    expect(preview.subject).toBe(mailMessages.passwordReset.subject);
    expect(preview.text).toContain(mailMessages.passwordReset.action);
    const missing = await asAdmin('/api/mail/templates/no-existe/preview');
    expect(missing.status).toBe(404);
    expect((await refusalOf(missing)).message).toBe(sentMailMessages.templateNotFound);
  });

  it('is for admins only', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    expect((await sendJson(app, 'GET', '/api/mail', instructor.token)).status).toBe(403);
  });
});
