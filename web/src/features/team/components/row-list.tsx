import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Removes one row of a list the lead is writing (a check, a step); the last row stays. */
export function RemoveRowButton({
  label,
  disabled,
  className,
  onRemove,
}: {
  label: string;
  disabled: boolean;
  className: string;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

/** Adds a row to the list, up to its limit. */
export function AddRowButton({
  label,
  disabled,
  onAdd,
}: {
  label: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return (
    <Button variant="outline" size="sm" className="justify-self-start" disabled={disabled} onClick={onAdd}>
      <Plus aria-hidden /> {label}
    </Button>
  );
}

/** The rows of a list the lead is writing: change one, add one, remove one, start over with one empty row. */
export function useRowList<Row>(newRow: () => Row) {
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  return {
    rows,
    setRow: (i: number, patch: Partial<Row>) =>
      setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    addRow: () => setRows((all) => [...all, newRow()]),
    removeRow: (i: number) => setRows((all) => all.filter((_, j) => j !== i)),
    resetRows: () => setRows([newRow()]),
  };
}
