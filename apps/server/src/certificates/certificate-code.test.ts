import { CERTIFICATE_CODE_ALPHABET, normalizeCertificateCode } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { newCertificateCode } from './certificate-code';
import { maskDocument } from './certificate-presenter';

describe('newCertificateCode', () => {
  it('draws AULA and 12 Crockford base32 characters in groups of four', () => {
    const code = newCertificateCode();
    expect(code).toMatch(/^AULA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normalizeCertificateCode(code)).toBe(code);
  });

  it('never repeats and uses the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.flatMap((code) => code.slice(5).replace(/-/g, '').split('')));
    expect([...used].sort().join('')).toBe(CERTIFICATE_CODE_ALPHABET);
  });
});

describe('normalizeCertificateCode', () => {
  it.each([
    ['AULA-7K3M-9QX2-HT4B', 'AULA-7K3M-9QX2-HT4B'],
    ['aula-7k3m-9qx2-ht4b', 'AULA-7K3M-9QX2-HT4B'],
    ['  AULA 7K3M 9QX2 HT4B ', 'AULA-7K3M-9QX2-HT4B'],
    ['7K3M9QX2HT4B', 'AULA-7K3M-9QX2-HT4B'],
    ['aula7k3m9qx2ht4b', 'AULA-7K3M-9QX2-HT4B'],
    // Letters read as the digits they look like, as Crockford base32 reads them.
    ['AULA-OIL0-0000-0000', 'AULA-0110-0000-0000'],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeCertificateCode(typed)).toBe(code);
  });

  it.each([
    '',
    'AULA',
    'AULA-7K3M-9QX2-HT4',
    'AULA-7K3M-9QX2-HT4BB',
    'AULA-7K3M-9QX2-HT4U',
    'ABCD-7K3M-9QX2-HT4B',
    "AULA-7K3M-9QX2-HT4' OR 1=1",
  ])('refuses %j', (typed) => {
    expect(normalizeCertificateCode(typed)).toBeNull();
  });
});

describe('maskDocument', () => {
  it('keeps only the last 3 characters', () => {
    expect(maskDocument('12345678')).toBe('*****678');
    expect(maskDocument('AB1234')).toBe('***234');
  });

  it('masks a very short document whole and passes a missing one through', () => {
    expect(maskDocument('123')).toBe('***');
    expect(maskDocument(null)).toBeNull();
  });
});
