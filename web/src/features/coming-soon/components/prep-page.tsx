import { ClipboardList } from 'lucide-react';
import { ComingSoonPage } from './coming-soon-page';

export function PrepPage() {
  return (
    <ComingSoonPage
      icon={ClipboardList}
      title="Prep Center"
      description="Walk into every consultation prepared."
      features={[
        'Call plans tailored to the buyer type you expect.',
        'Discovery questions and answers to common objections.',
        'A quick checklist to review right before the call.',
      ]}
    />
  );
}
