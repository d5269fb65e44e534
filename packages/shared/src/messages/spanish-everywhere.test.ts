import { describe, expect, it } from 'vitest';
import { EVERY_CATALOGUE, messages, userMessages } from './index';

/**
 * Issue 18, item 5: the product speaks Spanish everywhere (docs/product/copy.md). This walks every
 * message of the catalogue, calling the ones that take values, and fails on an English word. The
 * list below holds the English words a Spanish product could slip into (the ones found so far and
 * the usual vocabulary of forms and lists); words English and Spanish share ('no', 'total',
 * 'video', 'instructor') are not on it, and names the product uses as they are ('email', 'PDF',
 * 'Dashboard') are allowed below.
 */
const ENGLISH_WORDS = new Set(
  `about above account add added after again all already also an and any are as at back be been
  before below both but by can cancel cannot change changed characters choose click close code coin
  completed confirm content continue could course courses create created date day days delete deleted
  description did difficulty do does done download duration each edit email empty enter estimated
  every failed field file files find first for format found free from get go have help here hide
  home how if in industry invalid is it its language last learn least lesson lessons level lenguage
  list load loading log login logout long maximum message minimum more must my name names new next
  not now of off on one only open or other our out page password please preview previous price profile
  remove required reset results retry save saved search see select send sent settings short should
  show sign size something sorry specialty start status still submit success successfully that the
  their there this thumbnail title to too try type unable update updated upload uploaded user users
  valid value was we were what when which will with without wrong yes you your`.split(/\s+/),
);

/** English or foreign words the product uses on purpose: names, formats and the menu's 'Dashboard'. */
const ALLOWED = new Set(['email', 'dashboard', 'online', 'pdf', 'mp4', 'jpg', 'png', 'csv', 'url', 'qr']);

/** Keys whose values are addresses and anchors, not words anyone reads. */
const NOT_COPY = new Set(['href', 'id', 'to', 'path']);

/** Every string of a catalogue, with where it is; functions are called with sample values. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (NOT_COPY.has(path.slice(path.lastIndexOf('.') + 1))) return;
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    // Names and numbers, in turn, then all numbers, then all names: one of them fits every message.
    const arity = Math.max(value.length, 1);
    const tries = [
      Array.from({ length: arity }, (_, index) => (index % 2 === 0 ? 'Ana' : 2)),
      Array.from({ length: arity }, () => 2),
      Array.from({ length: arity }, () => 'Ana'),
    ];
    for (const samples of tries) {
      let result: unknown;
      try {
        result = (value as (...args: unknown[]) => unknown)(...samples);
      } catch {
        continue;
      }
      yield* strings(result, `${path}()`);
      return;
    }
    yield [path, 'NOT CALLED: the walk could not call this message'];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
  }
}

const englishIn = (text: string) =>
  text.startsWith('NOT CALLED')
    ? [text]
    : (
        text
          .replace(/\/[\w/-]*/g, '')
          .toLowerCase()
          .match(/[a-zñáéíóúü]+/g) ?? []
      ).filter((word) => ENGLISH_WORDS.has(word) && !ALLOWED.has(word));

describe('the message catalogue', () => {
  it('is in Spanish: no message holds an English word', () => {
    const found: string[] = [];
    for (const catalogue of EVERY_CATALOGUE) {
      for (const [path, text] of strings(catalogue, 'messages')) {
        const english = englishIn(text);
        if (english.length > 0) found.push(`${path}: "${text}" (${english.join(', ')})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has the obvious slips fixed', () => {
    expect(messages.courses.deleted).toBe('¡Curso eliminado exitosamente!');
    const deactivation = userMessages.screen.delete.description('Jorge Paz');
    expect(deactivation).toContain('La cuenta de Jorge Paz quedará desactivada');
    expect(deactivation).not.toContain('tu cuenta');
  });

  it('would catch the English messages the product once had', () => {
    expect(englishIn('Email is required')).toEqual(['is', 'required']);
    expect(englishIn('lenguage is required')).toEqual(['lenguage', 'is', 'required']);
    expect(englishIn('No results.')).toEqual(['results']);
    expect(englishIn('El email es obligatorio.')).toEqual([]);
  });
});
