import { throwIfResNotOk } from './api-request';
import { getAuthToken } from './auth-token';
import { saveBlob } from './save-blob';

/** The file name a Content-Disposition header gives (filename*=UTF-8'' first, then filename=), else null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim().replace(/^"|"$/g, '')) || null;
    } catch {
      // a malformed encoding: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/**
 * GETs a file with the bearer header (a plain link could not send it) and saves it under the name the
 * server gives, else `fallbackName`. Rejects with "status: body" like apiRequest for a non-OK response.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  const name = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await res.blob(), name);
}
