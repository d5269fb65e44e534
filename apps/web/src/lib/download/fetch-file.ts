import { ApiError } from '../api/api-error';
import type { ApiResult } from '../api/client';
import { fileNameFromDisposition } from './content-disposition';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * A file the API sends, with the name to save it under. The request goes through the typed
 * client (`api.GET(..., { parseAs: 'blob' })`) rather than a plain link because the endpoints
 * want the bearer token, which a link cannot carry; a refusal becomes the ApiError with the
 * server's message. The name is the server's (Content-Disposition), else `fallbackName`.
 */
export async function fetchFile(
  pending: Promise<ApiResult<Blob>>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const { data, error, response } = await pending;
  if (!response.ok || !data) throw ApiError.fromResponse(response.status, error);
  return {
    blob: data,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}
