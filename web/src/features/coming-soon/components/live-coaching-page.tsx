import { Headphones } from 'lucide-react';
import { ComingSoonPage } from './coming-soon-page';

export function LiveCoachingPage() {
  return (
    <ComingSoonPage
      icon={Headphones}
      title="In-Call Coaching"
      description="Real-time coaching while you are on a call with a couple or planner."
      features={[
        'A live score and your talk/listen ratio as the call runs.',
        'The conversation phase and suggested next questions.',
        'AI coaching hints when it is time to listen more or move to the close.',
      ]}
    />
  );
}
