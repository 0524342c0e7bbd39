import { TRADE_IDS, TRADES, type TradeId } from '@ringready/core/trades';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

interface TradeSelectProps {
  id: string;
  value: TradeId | null;
  onChange: (trade: TradeId) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The wedding trade picker: what the salesperson sells, so practice buyers shop for it. */
export function TradeSelect({ id, value, onChange, invalid, describedBy }: TradeSelectProps) {
  return (
    <Select value={value ?? ''} onValueChange={(v) => onChange(v as TradeId)}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder="Choose your trade" />
      </SelectTrigger>
      <SelectContent>
        {TRADE_IDS.map((trade) => (
          <SelectItem key={trade} value={trade}>
            {TRADES[trade].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
