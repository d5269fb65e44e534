import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailboxDir } from '../e2e-servers';
import { expect } from './fixtures';

/** A message the run's SMTP server received (e2e/smtp-sink.ts), parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every message received so far, oldest first. */
function receivedMail(): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(mailboxDir()).filter((file) => file.endsWith('.json'));
  } catch {
    // The sink has received nothing yet.
    return [];
  }
  return files
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailboxDir(), file), 'utf8')) as ReceivedMail);
}

/**
 * The newest message to `to` with this subject, once it has arrived: the app sends its email
 * from background jobs, a moment after the request that asked for it.
 */
export async function waitForMail(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail()
          .filter((mail) => mail.to === to.toLowerCase() && mail.subject === subject)
          .at(-1);
        return found !== undefined;
      },
      { message: `an email "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the message's text to `path` of the app (the address its reader would open). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"\]]+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no link to ${path} in the email "${mail.subject}":\n${mail.text}`);
  return link;
}
