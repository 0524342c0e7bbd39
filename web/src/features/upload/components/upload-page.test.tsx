import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { installFakeXhr } from '../../../test/fake-xhr';
import { SESSIONS_KEY } from '../../../lib/query-keys';
import { REDIRECT_DELAY_MS } from '../use-upload-flow';

function setup(user = demoUser) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    'GET /api/sessions': () => json([]),
    'GET /api/office-hours': () => json([]),
  });
  const lastXhr = installFakeXhr();
  const { client } = renderApp('/upload');
  return { fetch, lastXhr, client };
}

const transcript = (name = 'call.docx', size = 2048) => {
  const file = new File(['x'], name, { type: '' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function pickFile(file: File) {
  fireEvent.change(screen.getByTestId('transcript-input'), { target: { files: [file] } });
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload & Analyze' }) as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('UploadPage', () => {
  it('shows the page parts, the usage card and the remaining-analyses banner', async () => {
    setup();
    expect(
      await screen.findByText('You have 8 real call analyses remaining this billing period.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Real Call Analysis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select File' })).toBeTruthy();
    expect(screen.getByText("What You'll Get")).toBeTruthy();
    expect(screen.getByText('Upload Tips')).toBeTruthy();
    expect(screen.getByText('Usage This Period')).toBeTruthy();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    expect(screen.getByText('62 / 300')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    const accept = screen.getByTestId('transcript-input').getAttribute('accept')!;
    expect(accept).toContain('.docx');
    expect(accept).toContain('.vtt');
    // recordings too, and the page says so
    for (const ext of ['.mp3', '.m4a', '.wav', '.mp4', '.mov', '.webm', '.ogg'])
      expect(accept).toContain(ext);
    expect(screen.getByText(/Recordings: .*up to 200 MB and 2 hours/)).toBeTruthy();
  });

  it('shows the limit banner and keeps upload disabled when no analyses are left', async () => {
    setup({ ...demoUser, currentUsage: { practiceMinutesUsed: 0, realCallAnalysesUsed: 10 } });
    expect(
      await screen.findByText(
        'You have reached your real call analysis limit for this billing period. ' +
          'Upgrade your plan to analyze more calls.',
      ),
    ).toBeTruthy();
    pickFile(transcript());
    expect(screen.getByText('call.docx')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
  });

  it('refuses an unsupported type and a file over 10 MB with the spec toasts', async () => {
    setup();
    await screen.findByText(/remaining this billing period/);
    pickFile(transcript('setup.exe'));
    expect(await screen.findByText('File Type Not Supported')).toBeTruthy();
    expect(
      screen.getByText('Please upload a text file (.txt), markdown (.md), PDF, or Word document.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    pickFile(transcript('huge.txt', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('File Too Large')).toBeTruthy();
    expect(screen.getByText('Please upload a file smaller than 10MB.')).toBeTruthy();
    expect(
      screen.getByText(
        /“huge\.txt” was not added: File Too Large\. Please upload a file smaller than 10MB\./,
      ),
    ).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
  });

  it('uses only the first dropped file and can remove it', async () => {
    setup();
    await screen.findByText(/remaining this billing period/);
    const zone = screen.getByRole('group', { name: 'Transcript drop zone' });
    fireEvent.drop(zone, {
      dataTransfer: { files: [transcript('first.vtt', 1500), transcript('second.txt')], types: ['Files'] },
    });
    expect(screen.getByText('first.vtt')).toBeTruthy();
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    expect(screen.queryByText('second.txt')).toBeNull();
    expect(uploadButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove first.vtt' }));
    expect(screen.queryByText('first.vtt')).toBeNull();
    expect(screen.getByRole('group', { name: 'Transcript drop zone' })).toBeTruthy();
  });

  it('uploads with progress, then shows success, refreshes usage and sessions and redirects after 2 s', async () => {
    const { fetch, lastXhr, client } = setup();
    await screen.findByText(/remaining this billing period/);
    client.setQueryData(SESSIONS_KEY, []);
    const file = transcript();
    pickFile(file);
    fireEvent.click(uploadButton());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/sessions/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.withCredentials).toBe(true);
    expect(((xhr.body as FormData).get('transcript') as File).name).toBe(file.name);
    expect(uploadButton().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove call.docx' })).toHaveProperty('disabled', true);

    act(() => xhr.progress(512, 2048));
    expect(screen.getByText('Uploading… 25%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );

    const userCallsBefore = fetch.mock.calls.filter(([url]) => url === '/api/user').length;
    vi.useFakeTimers();
    await act(async () => xhr.respond(202, { sessionId: 'new-1' }));

    expect(screen.getByText('Upload Successful')).toBeTruthy();
    expect(
      screen.getByText(
        "Your transcript is being analyzed. You'll receive an email when the report is ready.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('File uploaded successfully! Your analysis is being generated.')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/user').length).toBeGreaterThan(userCallsBefore);
    expect(client.getQueryState(SESSIONS_KEY)?.isInvalidated).toBe(true);

    await act(async () => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Real Call Analysis' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    // the dashboard's first reads were scheduled on the fake clock: let them start before real time resumes
    await act(async () => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
  });

  it("shows the server's refusal in the toast and inline, without 'try again'", async () => {
    const { lastXhr } = setup();
    await screen.findByText(/remaining this billing period/);
    pickFile(transcript('notes.txt'));
    fireEvent.click(uploadButton());
    const refusal = "This file doesn't look like a text transcript.";
    await act(async () => lastXhr().respond(415, { message: refusal }));
    expect(screen.getByText('Upload Failed')).toBeTruthy();
    // once in the toast, once inline
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(screen.getByText('Upload failed.')).toBeTruthy();
    expect(screen.queryByText(/try again/i)).toBeNull();
    expect(uploadButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    pickFile(transcript('other.txt'));
    expect(uploadButton().disabled).toBe(false);
  });

  it("keeps 'Please try again' for a server error and lets the user retry", async () => {
    const { lastXhr } = setup();
    await screen.findByText(/remaining this billing period/);
    pickFile(transcript('notes.txt'));
    fireEvent.click(uploadButton());
    await act(async () => lastXhr().respond(503, { message: 'The server is busy.' }));
    expect(screen.getByText('The server is busy.')).toBeTruthy();
    expect(screen.getByText('Upload failed. Please try again.')).toBeTruthy();
    expect(uploadButton().disabled).toBe(false);
  });

  it("falls back to 'Failed to upload file' on a network error", async () => {
    const { lastXhr } = setup();
    await screen.findByText(/remaining this billing period/);
    pickFile(transcript('notes.md'));
    fireEvent.click(uploadButton());
    await act(async () => lastXhr().fail());
    expect(screen.getByText('Failed to upload file')).toBeTruthy();
    expect(screen.getByText('Upload failed. Please try again.')).toBeTruthy();
  });

  it('Cancel during an upload aborts it and keeps the file', async () => {
    const { lastXhr } = setup();
    await screen.findByText(/remaining this billing period/);
    pickFile(transcript('notes.md'));
    fireEvent.click(uploadButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lastXhr().aborted).toBe(true);
    expect(screen.queryByText('Upload failed. Please try again.')).toBeNull();
    expect(screen.queryByText(/Uploading/)).toBeNull();
    expect(screen.getByText('notes.md')).toBeTruthy();
    expect(uploadButton().disabled).toBe(false);
  });
});
