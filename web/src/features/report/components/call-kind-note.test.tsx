import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { mockFetch } from '../../../test/mock-fetch';
import { analysisReport, reportResponse } from '../../../test/report-fixtures';
import { CallKindNote, GENERAL_RUBRIC_NOTE } from './call-kind-note';
import { ReportModal } from './report-modal';

describe('CallKindNote', () => {
  it('says a non-wedding call was scored on the general sales rubric', () => {
    render(<CallKindNote report={{ callKind: 'general' }} />);
    expect(screen.getByRole('note').textContent).toBe(GENERAL_RUBRIC_NOTE);
  });

  it('shows nothing for a wedding consultation or a report stored before calls were told apart', () => {
    const { container, rerender } = render(<CallKindNote report={{ callKind: 'wedding' }} />);
    expect(container.textContent).toBe('');
    rerender(<CallKindNote report={{}} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('appears in the report above the overall score', () => {
    mockFetch({});
    const data = reportResponse();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReportModal
          open
          onOpenChange={() => {}}
          session={data.session}
          report={analysisReport({ callKind: 'general' })}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Training Report' });
    const note = within(dialog).getByRole('note');
    const score = within(dialog).getByRole('heading', { name: 'Overall Score' });
    expect(note.textContent).toBe(GENERAL_RUBRIC_NOTE);
    expect(note.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
