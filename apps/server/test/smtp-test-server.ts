import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test's SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** A header's raw value by its lower-case name (mailparser folds some, such as List-*, into objects). */
  header(name: string): string | undefined;
  attachments: ParsedMail['attachments'];
}

export interface SmtpTestServer {
  /** What SMTP_URL points the app at. */
  url: string;
  received: ReceivedMail[];
  /** The messages sent to `address` so far, oldest first. */
  to(address: string): ReceivedMail[];
  /** Refuses every message with a temporary error until set back to false (a relay that is down). */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on loopback for the tests (the `smtp-server` package): what a relay receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.refusing) {
        stream.resume();
        const error = Object.assign(new Error('Servicio no disponible'), { responseCode: 421 });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            header: (name) =>
              mail.headerLines
                .find((line) => line.key === name.toLowerCase())
                ?.line.replace(/^[^:]+:\s*/, '')
                .replace(/\r?\n\s+/g, ' '),
            attachments: mail.attachments,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to === address),
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
