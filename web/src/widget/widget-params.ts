import { BUYER_TYPES } from '@ringready/core/buyer-types';
import type { BuyerType } from '@ringready/core/buyer-types';
import type { PracticeMode } from '@ringready/core/api';

export interface WidgetParams {
  buyer: BuyerType | undefined;
  agentId: string;
  mode: PracticeMode;
  scenarioId: string | null;
}

/** /widget.html?agent=ID[&mode=coaching|basic][&scenarioId=ID] */
export function readWidgetParams(search: string): WidgetParams {
  const params = new URLSearchParams(search);
  const agentId = params.get('agent') ?? '';
  return {
    agentId,
    buyer: BUYER_TYPES.find((b) => b.agentId === agentId),
    mode: params.get('mode') === 'coaching' ? 'coaching' : 'basic',
    scenarioId: params.get('scenarioId') || null,
  };
}
