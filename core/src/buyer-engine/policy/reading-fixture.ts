/** Hand-built readings for policy tests: a turn's acts and slots, as the reader would give them. */
import type { DialogueAct, MoneySlot, TimeSlot, TurnReading } from '../../conversation/reading-types.ts';
import { NO_FLAGS } from '../../conversation/reading-types.ts';

export const money = (amount: number, text = `$${amount}`, max?: number): MoneySlot => ({
  amount,
  ...(max === undefined ? {} : { max }),
  currency: text.includes('€') ? 'EUR' : 'USD',
  text,
});

export const time = (text: string, hour?: number): TimeSlot => ({
  text,
  ...(hour === undefined ? {} : { hour }),
});

/** A reading of `text` made of the given acts; the slots are gathered from them. */
export function reading(
  text: string,
  ...acts: Array<Partial<DialogueAct> & Pick<DialogueAct, 'kind'>>
): TurnReading {
  const full: DialogueAct[] = acts.map((a) => ({ text, confidence: 1, ...a }));
  return {
    text,
    normalized: text,
    acts: full,
    slots: {
      money: full.flatMap((a) => a.money ?? []),
      times: full.flatMap((a) => a.times ?? []),
      counts: [],
      options: full.flatMap((a) => a.options ?? []),
      names: [],
      items: [],
    },
    flags: { ...NO_FLAGS },
  };
}
