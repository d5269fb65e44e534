import { certificateVerifyPath, messages, can } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { findCertificateByCode } from './find-certificate';
import { renderCertificatePdf } from './render-certificate-pdf';

/**
 * A certificate as a PDF, rendered from what was copied when it was issued. Only its student
 * and admins get it; anyone else is told it does not exist (docs/product/learning.md#certificate-pdf).
 */
export async function getCertificatePdf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  auth: Viewer,
  typedCode: string,
): Promise<{ code: string; pdf: Buffer }> {
  const row = await findCertificateByCode(deps.db.kysely, typedCode);
  if (!row || !can(auth, 'certificates.download', { ownerId: row.id_profile })) {
    throw AppError.notFound(messages.certificates.notFound);
  }
  const verifyUrl = `${deps.config.publicUrl}${certificateVerifyPath(row.code)}`;
  return { code: row.code, pdf: await renderCertificatePdf(row, verifyUrl) };
}
