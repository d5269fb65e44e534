import { simpleParser } from 'mailparser';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SMTP_SINK_PORT } from './e2e-servers';

/**
 * The mail server of a browser test run (playwright.config.ts starts it): a real SMTP server on
 * loopback that the main app server sends its email to, as it would to an academy's relay. Each
 * message it receives is written, parsed, as one JSON file to E2E_MAILBOX_DIR, where the tests
 * read it as its addressee would (tests/mailbox.ts). A file is written under a temporary name and
 * then renamed, so a test never reads half of one.
 */
const mailbox = process.env.E2E_MAILBOX_DIR;
if (!mailbox) throw new Error('E2E_MAILBOX_DIR is not set: start the sink through playwright.config.ts');
mkdirSync(mailbox, { recursive: true });

let received = 0;

/** The file a message is kept in: in the order the messages arrived. */
function write(message: { to: string; subject: string; text: string; html: string }) {
  received += 1;
  const name = `${Date.now()}-${String(received).padStart(6, '0')}.json`;
  const partial = join(mailbox!, `.${name}.partial`);
  writeFileSync(partial, JSON.stringify(message, null, 2));
  renameSync(partial, join(mailbox!, name));
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        write({
          to: to?.value[0]?.address?.toLowerCase() ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

server.on('error', (error) => {
  console.error(`smtp-sink: ${error.message}`);
  process.exit(1);
});
server.listen(SMTP_SINK_PORT, '127.0.0.1');

// The runner stops the sink with SIGTERM once the tests are done: the messages go with it.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    rmSync(mailbox!, { recursive: true, force: true });
    process.exit(0);
  });
}
