import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface PlanOptionProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox of the plan with what it does written under it. */
export function PlanOption({ id, label, hint, checked, onChange }: PlanOptionProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
