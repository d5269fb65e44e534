import { COURSE_TITLE_MAX_LENGTH, LAST_NAMES_MAX_LENGTH, NAMES_MAX_LENGTH } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/certificate-fixtures';
import { renderCertificatePdf } from './render-certificate-pdf';

const words = (length: number, word: string) =>
  Array.from({ length: Math.ceil(length / (word.length + 1)) }, () => word)
    .join(' ')
    .slice(0, length)
    .trim();

describe('renderCertificatePdf', () => {
  it('fits the longest names and title on one page without cutting any of them', async () => {
    const student = `${words(NAMES_MAX_LENGTH, 'ÁWWWW')} ${words(LAST_NAMES_MAX_LENGTH, 'MWMWM')}`;
    const instructor = `${words(NAMES_MAX_LENGTH, 'WWW')} ${words(LAST_NAMES_MAX_LENGTH, 'MMM')}`;
    const course = words(COURSE_TITLE_MAX_LENGTH, 'Ñandú');
    const pdf = await renderCertificatePdf(
      {
        code: 'AULA-7K3M-9QX2-HT4B',
        student_names: student,
        student_document: '1234567890123456',
        course_title: course,
        course_hours: 120.75,
        instructor_names: instructor,
        completed_at: new Date('2026-03-07T12:00:00Z'),
        issued_at: new Date('2026-03-07T12:00:00Z'),
      },
      'https://formacion.hospital-regional.example.gob.pe/verify/AULA-7K3M-9QX2-HT4B',
    );

    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [student, instructor, course, '120.75 horas']) expect(text).toContain(expected);
  });
});
