/** The upload state machine: none → selected → uploading → success | failure. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { SESSIONS_KEY, USER_KEY } from '../../lib/query-keys';
import { UploadAbortedError, uploadTranscript } from './api';
import { describeUploadFailure, UPLOAD_FAILED_TITLE, type UploadFailure } from './upload-failure';
import { validateTranscriptFile, type UploadProblem } from './validate-upload';

export const REDIRECT_DELAY_MS = 2000;

export type UploadStatus = 'none' | 'selected' | 'uploading' | 'success' | 'failure';

export interface UploadFlowState {
  status: UploadStatus;
  file: File | null;
  /** 0-100 while uploading */
  progress: number;
  /** the last file refused by the client-side checks, with the refusal its toast showed */
  rejected: { name: string; problem: UploadProblem } | null;
  /** why the last upload failed (status 'failure') */
  failure: UploadFailure | null;
}

const INITIAL: UploadFlowState = { status: 'none', file: null, progress: 0, rejected: null, failure: null };

export function useUploadFlow() {
  const [state, setState] = useState<UploadFlowState>(INITIAL);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const abortRef = useRef<AbortController | null>(null);
  const redirectRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (redirectRef.current) clearTimeout(redirectRef.current);
    },
    [],
  );

  const selectFile = useCallback((file: File | undefined) => {
    if (!file) return;
    const problem = validateTranscriptFile(file);
    if (problem) {
      toast({ variant: 'destructive', title: problem.title, description: problem.description });
      setState((s) => ({ ...s, rejected: { name: file.name, problem } }));
      return;
    }
    setState({ status: 'selected', file, progress: 0, rejected: null, failure: null });
  }, []);

  const removeFile = useCallback(() => setState(INITIAL), []);

  const upload = useCallback(async () => {
    const file = state.file;
    if (!file || state.status === 'uploading' || state.status === 'success') return;
    const controller = new AbortController();
    abortRef.current = controller;
    setState((s) => ({ ...s, status: 'uploading', progress: 0, rejected: null, failure: null }));
    try {
      await uploadTranscript(file, {
        signal: controller.signal,
        onProgress: (progress) => setState((s) => (s.status === 'uploading' ? { ...s, progress } : s)),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof UploadAbortedError) return;
      const failure = describeUploadFailure(error);
      setState((s) => ({ ...s, status: 'failure', progress: 0, failure }));
      toast({ variant: 'destructive', title: UPLOAD_FAILED_TITLE, description: failure.message });
      return;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
    setState((s) => ({ ...s, status: 'success', progress: 100 }));
    toast({
      variant: 'success',
      title: 'Upload Successful',
      description: "Your transcript is being analyzed. You'll receive an email when the report is ready.",
    });
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    redirectRef.current = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
  }, [navigate, queryClient, state.file, state.status]);

  /** While uploading: abort and keep the file. Otherwise: leave for the dashboard. */
  const cancel = useCallback(() => {
    if (abortRef.current) {
      abortRef.current.abort();
      abortRef.current = null;
      setState((s) => ({ ...s, status: 'selected', progress: 0 }));
      return;
    }
    navigate('/');
  }, [navigate]);

  return { state, selectFile, removeFile, upload, cancel };
}
