import { Label } from './label';
import { NativeSelect } from './native-select';

interface ChoiceSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** the values offered, in order */
  choices: readonly T[];
  /** how a value reads in the list */
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** A labelled choice among a fixed list of values (a sort, a status filter) above a list. */
export function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  choices,
  labelOf,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
