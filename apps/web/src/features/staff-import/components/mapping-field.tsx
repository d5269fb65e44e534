import { type StaffImportField, staffImportMessages as m, STAFF_IMPORT_REQUIRED } from '@aula/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface MappingFieldProps {
  field: StaffImportField;
  /** the file's headers, in its order: a column is chosen by its index */
  headers: readonly string[];
  value: number | null;
  /** the server's word on this field, after a refused review */
  error: string | undefined;
  onChange: (column: number | null) => void;
}

/** One datum Aula reads, with its hint, and the column of the file that holds it, or 'No importar'. */
export function MappingField({ field, headers, value, error, onChange }: MappingFieldProps) {
  const id = `staff-import-column-${field}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const required = STAFF_IMPORT_REQUIRED.includes(field);
  return (
    <li className="grid gap-2 py-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] sm:items-start sm:gap-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline gap-1">
          <Label htmlFor={id}>{m.fields[field]}</Label>
          {required && (
            <span aria-hidden className="text-sm text-destructive">
              *
            </span>
          )}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {m.fieldHints[field]}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <NativeSelect
          id={id}
          value={value === null ? '' : String(value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{m.mapping.none}</option>
          {headers.map((header, index) => (
            <option key={index} value={index}>
              {m.mapping.columnOption(index + 1, header)}
            </option>
          ))}
        </NativeSelect>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
