import { Users } from 'lucide-react';
import { NextReleasePlaceholder } from '../../../components/next-release-placeholder';

export function TeamPage() {
  return (
    <NextReleasePlaceholder
      icon={Users}
      title="Team Performance Dashboard"
      summary="For sales managers: see how everyone on your team is progressing."
      features={[
        'Overview of team sessions, average scores and conversion rates.',
        'Individual performance with strengths and what each person needs to work on.',
        'Results by buyer type and monthly trends.',
      ]}
    />
  );
}
