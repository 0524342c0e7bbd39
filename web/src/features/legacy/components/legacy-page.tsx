import { LayoutList } from 'lucide-react';
import { NextReleasePlaceholder } from '../../../components/next-release-placeholder';

export function LegacyPage() {
  return (
    <NextReleasePlaceholder
      icon={LayoutList}
      title="Sales Training Dashboard"
      summary="The classic dashboard with training scenarios and a sessions table."
      features={[
        'A grid of training scenarios you can start with one click.',
        'Training progress: total sessions, training hours and average score.',
        'A sessions and reports table with retry and report actions.',
      ]}
    />
  );
}
