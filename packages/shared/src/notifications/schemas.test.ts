import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { NOTIFICATION_TITLE_MAX_LENGTH } from './constants';
import { sendNotificationSchema } from './schemas';

const m = messages.notifications;
const profileId = '5f0c3b8e-8c1a-4f3e-9d2b-1a2b3c4d5e6f';
const issues = (input: unknown) =>
  sendNotificationSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('sendNotificationSchema', () => {
  it('accepts a notice and defaults its type to info', () => {
    expect(
      sendNotificationSchema.parse({ profileId, title: ' Aviso ', message: 'Hola', actionUrl: '/dashboard' }),
    ).toEqual({ profileId, type: 'info', title: 'Aviso', message: 'Hola', actionUrl: '/dashboard' });
  });

  it('requires a recipient, a title and a message, in Spanish', () => {
    expect(issues({ title: ' ', message: '' })).toEqual([
      ['profileId', m.recipientInvalid],
      ['title', m.titleRequired],
      ['message', m.messageRequired],
    ]);
  });

  it('limits the title length', () => {
    expect(
      issues({ profileId, title: 'a'.repeat(NOTIFICATION_TITLE_MAX_LENGTH + 1), message: 'Hola' }),
    ).toEqual([['title', m.titleTooLong]]);
  });

  it('keeps links inside Aula', () => {
    expect(issues({ profileId, title: 'A', message: 'B', actionUrl: 'https://evil.example' })).toEqual([
      ['actionUrl', m.actionUrlInvalid],
    ]);
  });

  it('refuses a link text without a link', () => {
    expect(issues({ profileId, title: 'A', message: 'B', actionLabel: 'Ver' })).toEqual([
      ['actionLabel', m.actionLabelWithoutUrl],
    ]);
  });

  it('refuses an unknown type', () => {
    expect(issues({ profileId, type: 'urgent', title: 'A', message: 'B' })).toEqual([
      ['type', m.typeInvalid],
    ]);
  });
});
