import { ASSIGNABLE_ROLES } from '@ringready/core/team';
import type { AssignableRole } from '@ringready/core/team';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { roleLabel } from '../team-format';

/** Member or manager (the admin is always the team's owner). */
export function RoleSelect({
  value,
  onChange,
  id,
  label,
  disabled,
  className,
}: {
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  id?: string;
  /** an accessible name when no <Label htmlFor> names it */
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as AssignableRole)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ASSIGNABLE_ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabel(role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
