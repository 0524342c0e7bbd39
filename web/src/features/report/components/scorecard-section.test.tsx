import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReportScorecard } from '@ringready/core/team-scorecards';
import { reportResponse } from '../../../test/report-fixtures';
import { ScorecardSection } from './scorecard-section';

const CARD: ReportScorecard = {
  name: '<img src=x onerror=alert(1)> Barn calls',
  score: 60,
  passed: false,
  passMark: 70,
  checks: [
    { label: 'Asks about the budget', passed: true, evidence: ['What budget have you set aside?'] },
    { label: 'No pressure', passed: false, evidence: ['This price is only good until Friday.'] },
  ],
};

describe('ScorecardSection', () => {
  it('shows the grade, each check passed or missed and the quotes that decided it', () => {
    const { container } = render(
      <ScorecardSection report={{ ...reportResponse().report, scorecard: CARD }} />,
    );
    const section = screen.getByRole('region', { name: 'Team Scorecard' });
    expect(within(section).getByText('60/100 · pass mark 70')).toBeTruthy();
    expect(within(section).getByText('Not passed')).toBeTruthy();
    expect(section.textContent).toContain('Asks about the budget(passed)“What budget have you set aside?”');
    expect(section.textContent).toContain('No pressure(missed)“This price is only good until Friday.”');
    // a lead's text is shown as text, never as markup
    expect(within(section).getByText('<img src=x onerror=alert(1)> Barn calls')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('is absent from a report without a scorecard', () => {
    render(<ScorecardSection report={reportResponse().report} />);
    expect(screen.queryByRole('region', { name: 'Team Scorecard' })).toBeNull();
  });
});
