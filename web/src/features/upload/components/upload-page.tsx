import { FileUp } from 'lucide-react';
import { checkAnalysisAllowed } from '@ringready/core/usage';
import { NextReleasePlaceholder } from '../../../components/next-release-placeholder';
import { useCurrentUser } from '../../../lib/use-current-user';

/** Placeholder until the upload flow ships; already shows the analysis quota. */
export function UploadPage() {
  const user = useCurrentUser();
  const check = user.data ? checkAnalysisAllowed(user.data.subscription, user.data.currentUsage) : null;
  return (
    <NextReleasePlaceholder
      icon={FileUp}
      title="Upload Real Call Analysis"
      summary="Upload the transcript of a real sales call and get an AI training report on it."
      features={[
        'Drag and drop a transcript (.txt, .md, .pdf, .doc or .docx, up to 10 MB) or pick it with Select File.',
        'Scores your call, highlights strengths and areas to improve, and suggests next steps.',
        "E-mails you when the report is ready and lists it under Sessions and Reports.",
      ]}
    >
      {check && (
        <p className="mt-6 rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700" role="status">
          {check.allowed
            ? `You have ${check.remaining} real call analyses remaining this billing period.`
            : check.message}
        </p>
      )}
    </NextReleasePlaceholder>
  );
}
