import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it("reads the server's quoted name", () => {
    expect(fileNameFromDisposition('attachment; filename="certificado-AULA-7K3M-9QX2-HT4B.pdf"')).toBe(
      'certificado-AULA-7K3M-9QX2-HT4B.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="usuarios-2026-11-25.csv"')).toBe(
      'usuarios-2026-11-25.csv',
    );
  });

  it('reads an unquoted name and prefers the UTF-8 one', () => {
    expect(fileNameFromDisposition('inline; filename=cert.pdf')).toBe('cert.pdf');
    expect(
      fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''certificado%20%C3%BAnico.pdf`),
    ).toBe('certificado único.pdf');
  });

  it('keeps only the last path part, and gives null when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/cert.pdf"')).toBe('cert.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
