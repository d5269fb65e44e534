import { mailMessages } from '@aula/shared';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import { keyedToken } from '../crypto/keyed-token';
import type { JobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';
import { queueMail } from './queue-mail';
import { MASKED_PROOF } from './render-mail';
import { passwordChangedMail } from './templates/password-changed-mail';
import { PASSWORD_RESET_PURPOSE, passwordResetMail } from './templates/password-reset-mail';

/** Email through a real SMTP server, and into DATA_DIR/mail/ without one (docs/product/email.md). */
const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
let smtp: SmtpTestServer;
let app: TestApp;
let worker: JobWorker;

const queue = async (to: string, names = 'Lucía') =>
  queued(
    app.deps.db.kysely.transaction().execute((trx) =>
      queueMail(trx, app.deps.jobs, clock.now(), {
        template: passwordChangedMail,
        to,
        userId: null,
        data: { names },
      }),
    ),
  );
/** A message these tests queue is always queued: none of their templates can be turned off. */
async function queued(id: Promise<string | null>): Promise<string> {
  const mailId = await id;
  if (!mailId) throw new Error('the message was not queued');
  return mailId;
}
const jobOf = (mailId: string) =>
  app.deps.db.kysely
    .selectFrom('Jobs')
    .selectAll()
    .where('idempotency_key', '=', `mail:${mailId}`)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({
    clock,
    env: { SMTP_URL: smtp.url, MAIL_PER_MINUTE: '3', PUBLIC_URL: 'https://aula.example.org' },
  });
  worker = createBackgroundWorker(app.deps);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.refusing = false;
  clock.advance(10 * 60_000);
});

describe('sending through SMTP', () => {
  it('sends a queued message from a job, in Spanish HTML with a plain-text part and the logo inline', async () => {
    const mailId = await queue('ana@aula.test', 'Ana');
    expect(smtp.to('ana@aula.test')).toEqual([]);
    await worker.drain();

    const [received] = smtp.to('ana@aula.test');
    expect(received!.subject).toBe(mailMessages.passwordChanged.subject);
    expect(received!.headers.get('from')).toMatchObject({
      value: [{ name: 'Aula', address: 'no-responder@aula.example.org' }],
    });
    expect(received!.html).toContain('lang="es"');
    expect(received!.html).toContain('cid:aula-logo');
    expect(received!.attachments.map((a) => [a.contentId, a.contentType])).toEqual([
      ['<aula-logo>', 'image/png'],
    ]);
    expect(received!.text).toContain('Hola, Ana:');
    expect(received!.text).toContain(mailMessages.passwordChanged.body);
    expect(received!.text).toContain('https://aula.example.org/forgot-password');
    expect(received!.headers.get('message-id')).toBe(`<${mailId}@aula.example.org>`);

    const row = await app.deps.db.kysely
      .selectFrom('Mail_Messages')
      .selectAll()
      .where('id_mail', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      transport: 'smtp',
      sent_at: clock.now(),
      subject: mailMessages.passwordChanged.subject,
    });
  });

  it('sends nothing for a change that rolled back', async () => {
    await expect(
      app.deps.db.kysely.transaction().execute(async (trx) => {
        await queueMail(trx, app.deps.jobs, clock.now(), {
          template: passwordChangedMail,
          to: 'nadie@aula.test',
          userId: null,
          data: { names: 'Nadie' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await worker.drain();
    expect(smtp.to('nadie@aula.test')).toEqual([]);
  });

  it('retries while the relay refuses, and delivers once it answers', async () => {
    smtp.refusing = true;
    const mailId = await queue('beto@aula.test');
    await worker.drain();
    expect(await jobOf(mailId)).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await jobOf(mailId)).last_error).toMatch(/421/);

    smtp.refusing = false;
    clock.advance(30_000);
    await worker.drain();
    expect(smtp.to('beto@aula.test')).toHaveLength(1);
    expect(await jobOf(mailId)).toMatchObject({ state: 'succeeded', attempts: 2 });
    await worker.drain();
    expect(smtp.to('beto@aula.test')).toHaveLength(1);
  });

  it('sends at most MAIL_PER_MINUTE messages a minute; the rest wait without spending attempts', async () => {
    const ids = [];
    for (let n = 0; n < 5; n++) ids.push(await queue(`lote-${n}@aula.test`));
    await worker.drain();
    expect(smtp.received.filter((mail) => mail.to.startsWith('lote-'))).toHaveLength(3);
    const waiting = await Promise.all(ids.map(jobOf));
    expect(waiting.filter((job) => job.state === 'queued').map((job) => job.attempts)).toEqual([0, 0]);

    clock.advance(60_000);
    await worker.drain();
    expect(smtp.received.filter((mail) => mail.to.startsWith('lote-'))).toHaveLength(5);
  });

  it('signs private links in the message sent and masks them in the copy kept', async () => {
    const user = await createUser(app.deps);
    const resetId = crypto.randomUUID();
    const mailId = await queued(
      app.deps.db.kysely.transaction().execute((trx) =>
        queueMail(trx, app.deps.jobs, clock.now(), {
          template: passwordResetMail,
          to: user.email,
          userId: user.userId,
          data: { resetId, names: 'Lucía' },
        }),
      ),
    );
    await worker.drain();
    const proof = keyedToken(app.deps.config.jwtSecret, PASSWORD_RESET_PURPOSE, resetId);
    const [received] = smtp.to(user.email);
    expect(received!.text).toContain(`https://aula.example.org/reset-password?token=${resetId}.${proof}`);

    const kept = await app.deps.db.kysely
      .selectFrom('Mail_Messages')
      .selectAll()
      .where('id_mail', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(kept.html).not.toContain(proof);
    expect(kept.text_body).not.toContain(proof);
    expect(kept.text_body).toContain(encodeURIComponent(`${resetId}.${MASKED_PROOF}`));
  });
});

describe('without an SMTP server', () => {
  it('writes each message to DATA_DIR/mail as an .eml file', async () => {
    const outboxApp = await createTestApp({ clock });
    try {
      const outboxWorker = createBackgroundWorker(outboxApp.deps);
      const mailId = await queued(
        outboxApp.deps.db.kysely.transaction().execute((trx) =>
          queueMail(trx, outboxApp.deps.jobs, clock.now(), {
            template: passwordChangedMail,
            to: 'eva@aula.test',
            userId: null,
            data: { names: 'Eva' },
          }),
        ),
      );
      await outboxWorker.drain();
      const dir = join(outboxApp.deps.config.dataDir, 'mail');
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const eml = await readFile(join(dir, files[0]!), 'utf8');
      expect(eml).toContain('To: eva@aula.test');
      expect(eml).toContain(`Message-ID: <${mailId}@localhost>`);
      const row = await outboxApp.deps.db.kysely
        .selectFrom('Mail_Messages')
        .selectAll()
        .where('id_mail', '=', mailId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ transport: 'outbox', file_name: files[0] });
    } finally {
      await outboxApp.close();
    }
  });
});
