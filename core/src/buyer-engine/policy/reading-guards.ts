/**
 * Guards on the reader's money before the buyer weighs it: a video resolution ("shot in 4K", "8K footage") is
 * no amount of money, and an option cut at the comma of an amount ("$4" of "$4,800") is the whole amount.
 */
import type { DialogueAct, MoneySlot, TurnReading } from '../../conversation/reading-types.ts';

/** Words beside "4K" that make it a picture resolution, not thousands of dollars. */
const PICTURE_WORDS =
  /\b(?:shot|shoot|film\w*|video\w*|camera\w*|footage|resolution|drone|cinematic|edit\w*|record\w*|ultra hd|uhd|hd)\b/i;

/** A bare "<n>K" with no currency, said among words of filming, is a resolution. */
export function isResolution(reading: TurnReading, money: MoneySlot): boolean {
  if (money.currency || !/^\d{1,2}\s*k$/i.test(money.text.trim())) return false;
  const text = reading.normalized;
  const at = text.toLowerCase().indexOf(money.text.toLowerCase());
  if (at < 0) return false;
  return PICTURE_WORDS.test(text.slice(Math.max(0, at - 40), at + money.text.length + 40));
}

/** An option the reader cut at an amount's comma, made whole from the amounts said. */
function wholeOption(option: string, money: readonly MoneySlot[]): string {
  const t = option.trim().replace(/\s/g, '');
  if (!/^\$?\d[\d,.]*$/.test(t)) return option;
  const full = money.find((m) => m.text.replace(/\s/g, '').startsWith(t) && m.text.length > t.length);
  return full ? full.text.trim() : option;
}

/** The reading with resolutions taken out of its money and options made whole. */
export function withoutFalseMoney(reading: TurnReading): TurnReading {
  const bad = reading.slots.money.filter((m) => isResolution(reading, m));
  const keep = (list: readonly MoneySlot[]) => list.filter((m) => !bad.some((b) => b.text === m.text));
  const money = keep(reading.slots.money);
  const fixOptions = (options?: readonly string[]) => options?.map((o) => wholeOption(o, money));
  const changed =
    bad.length > 0 ||
    reading.slots.options.some((o) => wholeOption(o, money) !== o) ||
    reading.acts.some((a) => (a.options ?? []).some((o) => wholeOption(o, money) !== o));
  if (!changed) return reading;
  const acts = reading.acts.map((a): DialogueAct => {
    const facts =
      a.facts?.budget && bad.some((b) => b.text === a.facts!.budget!.text)
        ? { ...a.facts, budget: undefined }
        : a.facts;
    return {
      ...a,
      ...(a.money ? { money: keep(a.money) } : {}),
      ...(a.options ? { options: fixOptions(a.options) } : {}),
      ...(facts ? { facts } : {}),
    };
  });
  return {
    ...reading,
    acts,
    slots: { ...reading.slots, money, options: fixOptions(reading.slots.options) ?? [] },
  };
}
