import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from './auth-token';
import { downloadFile, fileNameFromDisposition } from './download-file';
import { mockFetch } from '../test/mock-fetch';

describe('downloadFile', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="team.csv"')).toBe('team.csv');
    expect(fileNameFromDisposition('attachment; filename=team.csv')).toBe('team.csv');
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'caf%C3%A9.zip; filename="x.zip"')).toBe(
      'café.zip',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('sends the bearer token and saves the body under the name the server gives', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const fetch = mockFetch({
      'GET /api/x.csv': () =>
        new Response('a,b\n', { headers: { 'Content-Disposition': 'attachment; filename="x-2026.csv"' } }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await downloadFile('/api/x.csv', 'fallback.csv');
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(names).toEqual(['x-2026.csv']);
  });

  it('rejects with the status for a refused download', async () => {
    mockFetch({ 'GET /api/x.csv': () => new Response('{"message":"Nope"}', { status: 404 }) });
    await expect(downloadFile('/api/x.csv', 'x.csv')).rejects.toThrow('404: {"message":"Nope"}');
  });
});
