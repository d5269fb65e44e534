import { certificateVerifyPath, type Certificate, type CertificateVerification } from '@aula/shared';
import type { Selectable } from 'kysely';
import type { CertificatesTable } from '../db/schema';

export type CertificateRow = Selectable<CertificatesTable>;

/** One of the student's own certificates, for the profile's 'Certificados' tab. */
export function presentCertificate(row: CertificateRow): Certificate {
  return {
    code: row.code,
    courseId: row.id_course,
    courseTitle: row.course_title,
    hours: row.course_hours,
    instructorNames: row.instructor_names,
    completedAt: row.completed_at.toISOString(),
    validUntil: row.valid_until,
    issuedAt: row.issued_at.toISOString(),
    verifyPath: certificateVerifyPath(row.code),
  };
}

/**
 * What anyone holding the code may see: what the printed certificate shows, with the document
 * number reduced to its last 3 characters, enough to match it against the paper. No ids.
 */
export function presentVerification(row: CertificateRow): CertificateVerification {
  return {
    valid: true,
    code: row.code,
    studentNames: row.student_names,
    documentNumber: maskDocument(row.student_document),
    courseTitle: row.course_title,
    hours: row.course_hours,
    completedAt: row.completed_at.toISOString(),
    validUntil: row.valid_until,
    instructorNames: row.instructor_names,
    issuedAt: row.issued_at.toISOString(),
  };
}

const VISIBLE_DOCUMENT_CHARS = 3;

/** '12345678' → '*****678'; a document of 3 characters or fewer is masked whole. */
export function maskDocument(document: string | null): string | null {
  if (!document) return null;
  const visible = document.length > VISIBLE_DOCUMENT_CHARS ? VISIBLE_DOCUMENT_CHARS : 0;
  return '*'.repeat(document.length - visible) + document.slice(document.length - visible);
}
