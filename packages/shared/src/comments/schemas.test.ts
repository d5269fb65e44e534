import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { cleanCommentBody, COMMENT_BODY_MAX_LENGTH, postCommentSchema } from './schemas';

const m = messages.comments;
const issues = (input: unknown) =>
  postCommentSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('cleanCommentBody', () => {
  it('keeps line breaks, makes them Unix ones and turns tabs into spaces', () => {
    expect(cleanCommentBody('Uno\r\nDos\rTres\n\tCuatro')).toBe('Uno\nDos\nTres\n Cuatro');
  });

  it('drops control characters and the blanks around the text, and leaves markup alone', () => {
    expect(cleanCommentBody('  \u0000<b>Hola</b>\u0007\u001b[31m\u0085  ')).toBe('<b>Hola</b>[31m');
  });
});

describe('postCommentSchema', () => {
  it('answers the cleaned body', () => {
    expect(postCommentSchema.parse({ body: '  ¿Y en pediatría?\r\n ' })).toEqual({
      body: '¿Y en pediatría?',
    });
  });

  it('requires some text, in Spanish', () => {
    expect(issues({ body: ' \n\t\u0000 ' })).toEqual([['body', m.bodyRequired]]);
    expect(issues({})).toEqual([['body', m.bodyRequired]]);
  });

  it('limits the length after cleaning', () => {
    expect(issues({ body: ` ${'a'.repeat(COMMENT_BODY_MAX_LENGTH)} ` })).toBeUndefined();
    expect(issues({ body: 'a'.repeat(COMMENT_BODY_MAX_LENGTH + 1) })).toEqual([
      ['body', m.bodyTooLong(COMMENT_BODY_MAX_LENGTH)],
    ]);
  });
});
