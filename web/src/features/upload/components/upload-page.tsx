import { Loader2, Upload } from 'lucide-react';
import { checkAnalysisAllowed } from '@ringready/core/usage';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useUploadFlow } from '../use-upload-flow';
import { DropZone } from './drop-zone';
import { LimitBanner } from './limit-banner';
import { SelectedFileCard } from './selected-file-card';
import { UploadTipsCard, UsageCard, WhatYouGetCard } from './upload-side-cards';

/** /upload: pick or drop a transcript, upload it with progress, then back to the dashboard. */
export function UploadPage() {
  const user = useCurrentUser();
  const { state, selectFile, removeFile, upload, cancel } = useUploadFlow();
  const check = user.data ? checkAnalysisAllowed(user.data.subscription, user.data.currentUsage) : null;
  const allowed = check?.allowed ?? false;
  const { status, file } = state;
  const uploading = status === 'uploading';
  // a file the server refused would be refused again: choose another one first
  const refused = status === 'failure' && state.failure?.retryable === false;
  const canUpload = file !== null && allowed && !uploading && status !== 'success' && !refused;

  return (
    <PageContainer>
      <PageHeader
        title="Upload Real Call Analysis"
        description="Upload the transcript of a real sales call and get an AI training report on it."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid grid-cols-1 content-start gap-4 lg:col-span-2">
          {check && <LimitBanner check={check} />}
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Call transcript</CardTitle>
              <CardDescription>
                Text, markdown, PDF or Word files, and .vtt, .srt or .json transcript exports, up to 10 MB; or
                a recording of the call (.mp3, .m4a, .wav, .mp4, .mov, .webm, .ogg), up to 200 MB and 2 hours,
                which we transcribe first.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4">
              {file ? (
                <SelectedFileCard
                  file={file}
                  status={status}
                  progress={state.progress}
                  failure={state.failure}
                  onRemove={removeFile}
                />
              ) : (
                <DropZone onFile={selectFile} />
              )}
              {state.rejected && (
                <p className="text-sm text-red-700">
                  “{state.rejected.name}” was not added: {state.rejected.problem.title}.{' '}
                  {state.rejected.problem.description}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={cancel} disabled={status === 'success'}>
                  Cancel
                </Button>
                <Button onClick={() => void upload()} disabled={!canUpload}>
                  {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                  Upload & Analyze
                </Button>
              </div>
            </CardContent>
          </Card>
        </div>
        <div className="grid grid-cols-1 content-start gap-4">
          <UsageCard user={user.data} />
          <WhatYouGetCard />
          <UploadTipsCard />
        </div>
      </div>
    </PageContainer>
  );
}
