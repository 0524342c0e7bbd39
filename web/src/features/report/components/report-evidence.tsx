import { FileSearch } from 'lucide-react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { MonologueDetail, NextStepDetail, ObjectionsList, QuestionsList } from './evidence-details';
import { ConcernsList, PressureList, UnansweredList, WrongFactsList } from './findings-details';
import type { ReportEvidence } from '../report-format';
import { ReportSection } from './report-section';
import { RubricDetails } from './rubric-details';
import { SpeakersPanel } from './speakers-panel';

export interface ReportEvidenceProps {
  evidence: ReportEvidence;
  onChangeSalesperson?: (labels: string[]) => Promise<unknown>;
  changingSalesperson?: boolean;
}

function hasAny(evidence: ReportEvidence): boolean {
  return Object.values(evidence).some((v) => v !== undefined);
}

/** What backs the numbers: speakers ("Not you?"), questions, next step, objections, monologues, the rubric. */
export function ReportEvidenceSections({
  evidence,
  onChangeSalesperson,
  changingSalesperson,
}: ReportEvidenceProps) {
  if (!hasAny(evidence)) return null;
  const {
    speakers,
    questions,
    nextStep,
    objections,
    longestMonologue,
    longestCustomerStory,
    rubric,
    warnings,
    findings,
  } = evidence;
  return (
    <ReportSection title="The Evidence Behind Your Score" icon={FileSearch}>
      {warnings && warnings.length > 0 && (
        <ul className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <Accordion type="multiple" defaultValue={['speakers']} className="grid grid-cols-1 gap-2">
        {speakers && speakers.length > 0 && (
          <AccordionItem value="speakers">
            <AccordionTrigger>Speakers ({speakers.length})</AccordionTrigger>
            <AccordionContent>
              <SpeakersPanel
                speakers={speakers}
                onChangeSalesperson={onChangeSalesperson}
                pending={changingSalesperson}
              />
            </AccordionContent>
          </AccordionItem>
        )}
        {questions && (
          <AccordionItem value="questions">
            <AccordionTrigger>Questions you asked ({questions.length})</AccordionTrigger>
            <AccordionContent>
              <QuestionsList questions={questions} />
            </AccordionContent>
          </AccordionItem>
        )}
        {nextStep && (
          <AccordionItem value="next-step">
            <AccordionTrigger>
              Next step{' '}
              {nextStep.agreed
                ? '(agreed)'
                : nextStep.status === 'proposed'
                  ? '(proposed, not agreed)'
                  : '(not agreed)'}
            </AccordionTrigger>
            <AccordionContent>
              <NextStepDetail nextStep={nextStep} />
            </AccordionContent>
          </AccordionItem>
        )}
        {findings && (
          <AccordionItem value="concerns">
            <AccordionTrigger>Concerns and questions ({findings.concerns.length})</AccordionTrigger>
            <AccordionContent>
              <ConcernsList concerns={findings.concerns} />
            </AccordionContent>
          </AccordionItem>
        )}
        {findings && findings.pressure.length > 0 && (
          <AccordionItem value="pressure">
            <AccordionTrigger>Pressure tactics ({findings.pressure.length})</AccordionTrigger>
            <AccordionContent>
              <PressureList pressure={findings.pressure} />
            </AccordionContent>
          </AccordionItem>
        )}
        {findings && findings.unansweredQuestions.length > 0 && (
          <AccordionItem value="unanswered">
            <AccordionTrigger>
              Questions left unanswered ({findings.unansweredQuestions.length})
            </AccordionTrigger>
            <AccordionContent>
              <UnansweredList questions={findings.unansweredQuestions} />
            </AccordionContent>
          </AccordionItem>
        )}
        {findings && findings.wrongFacts.length > 0 && (
          <AccordionItem value="wrong-facts">
            <AccordionTrigger>Facts you got wrong ({findings.wrongFacts.length})</AccordionTrigger>
            <AccordionContent>
              <WrongFactsList facts={findings.wrongFacts} />
            </AccordionContent>
          </AccordionItem>
        )}
        {objections && (
          <AccordionItem value="objections">
            <AccordionTrigger>Objections ({objections.length})</AccordionTrigger>
            <AccordionContent>
              <ObjectionsList objections={objections} />
            </AccordionContent>
          </AccordionItem>
        )}
        {(longestMonologue || longestCustomerStory) && (
          <AccordionItem value="monologue">
            <AccordionTrigger>Longest monologue</AccordionTrigger>
            <AccordionContent className="grid grid-cols-1 gap-4">
              {longestMonologue && (
                <MonologueDetail title="Your longest monologue" monologue={longestMonologue} />
              )}
              {longestCustomerStory && (
                <MonologueDetail title="The buyer's longest story" monologue={longestCustomerStory} />
              )}
            </AccordionContent>
          </AccordionItem>
        )}
        {rubric && rubric.length > 0 && (
          <AccordionItem value="rubric">
            <AccordionTrigger>How your score was calculated (rubric)</AccordionTrigger>
            <AccordionContent>
              <RubricDetails rubric={rubric} />
            </AccordionContent>
          </AccordionItem>
        )}
      </Accordion>
    </ReportSection>
  );
}
