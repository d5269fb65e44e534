import { z } from 'zod';

/**
 * Where a student finds their certificates: the profile's 'Certificados' tab
 * (docs/product/learning.md#certificates-tab).
 */
export const CERTIFICATES_TAB_PATH = '/dashboard/profile?tab=certificados';

/**
 * A verification code is 'AULA-' and 12 Crockford base32 characters (60 random bits) in groups
 * of four, e.g. AULA-7K3M-9QX2-HT4B: unguessable, yet short enough to type from paper, and free
 * of look-alikes (no I, L, O or U).
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;
const CODE_PREFIX = 'AULA';
const CODE_BODY = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

/** The printed form of a code from its 12 characters. */
export function formatCertificateCode(body: string): string {
  return [CODE_PREFIX, ...(body.match(/.{4}/g) ?? [])].join('-');
}

/**
 * A code as someone typed it, in its printed form; null when it cannot be one. Case, spaces,
 * dashes and the prefix are optional, and the letters people confuse with digits are read as
 * Crockford base32 reads them (O as 0, I and L as 1).
 */
export function normalizeCertificateCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length === CODE_PREFIX.length + CERTIFICATE_CODE_LENGTH && compact.startsWith(CODE_PREFIX)) {
    compact = compact.slice(CODE_PREFIX.length);
  }
  const body = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_BODY.test(body) ? formatCertificateCode(body) : null;
}

/** The public page that confirms a certificate (docs/product/learning.md#public-verification). */
export const certificateVerifyPath = (code: string) => `/verify/${code}`;

export const certificateCodeParamsSchema = z.object({
  code: z.string().describe('Código de verificación, p. ej. AULA-7K3M-9QX2-HT4B'),
});

export const certificatePdfQuerySchema = z.object({
  download: z
    .enum(['0', '1'])
    .optional()
    .describe('1: descargar como archivo adjunto; si no, se muestra en el navegador'),
});

/** One of the signed-in student's certificates, for the profile's 'Certificados' tab. */
export const certificateSchema = z.object({
  code: z.string(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  hours: z.number(),
  instructorNames: z.string(),
  /** ISO 8601: when the course reached 100 % */
  completedAt: z.iso.datetime(),
  /** 'Válido hasta' (a day, 'YYYY-MM-DD') when a mandatory requirement gave the completion a validity. */
  validUntil: z.iso.date().nullable(),
  /** ISO 8601 */
  issuedAt: z.iso.datetime(),
  /** The public verification page, e.g. /verify/AULA-7K3M-9QX2-HT4B */
  verifyPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.object({
  /** newest first */
  certificates: z.array(certificateSchema),
});
export type CertificateList = z.infer<typeof certificateListSchema>;

/** What the public verification shows: what the certificate says, the document number masked. */
export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  studentNames: z.string(),
  /** All but the last 3 characters replaced by '*'; null when the student had no document number */
  documentNumber: z.string().nullable(),
  courseTitle: z.string(),
  hours: z.number(),
  completedAt: z.iso.datetime(),
  /** 'Válido hasta' (a day, 'YYYY-MM-DD') when a mandatory requirement gave the completion a validity. */
  validUntil: z.iso.date().nullable(),
  instructorNames: z.string(),
  issuedAt: z.iso.datetime(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
