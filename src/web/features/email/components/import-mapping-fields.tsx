import { NativeSelect } from '@/web/components/ui/native-select';
import { assignColumn, type ColumnChoice, usableHeaders } from '../import-mapping';
import { Field } from './field';

interface ImportMappingFieldsProps {
  id: string;
  headers: readonly string[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
}

/** Which column holds the email (required), the name and the tier; the others may come along as attributes. */
export function ImportMappingFields({ id, headers, choice, onChange }: ImportMappingFieldsProps) {
  const columns = usableHeaders(headers);
  const extra = columns.filter((column) => ![choice.email, choice.name, choice.tier].includes(column));
  const roleSelect = (role: 'email' | 'name' | 'tier', label: string, empty: string, hint?: string) => (
    <Field label={label} htmlFor={`${id}-${role}`} hint={hint}>
      <NativeSelect
        id={`${id}-${role}`}
        value={choice[role]}
        onChange={(event) => onChange(assignColumn(choice, role, event.target.value))}
      >
        <option value="">{empty}</option>
        {columns.map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {roleSelect('email', 'Email column', 'Choose a column')}
        {roleSelect('name', 'Name column', 'None')}
        {roleSelect('tier', 'Tier column', 'None', 'Values free or paid.')}
      </div>
      {extra.length > 0 && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-gray-700">Keep as attributes</legend>
          <p className="mb-2 text-xs text-gray-500">For merge tags and segments, e.g. {'{{ city }}'}.</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            {extra.map((column) => (
              <label key={column} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={choice.attributes.includes(column)}
                  onChange={(event) =>
                    onChange({
                      ...choice,
                      attributes: event.target.checked
                        ? [...choice.attributes, column]
                        : choice.attributes.filter((other) => other !== column),
                    })
                  }
                  className="size-4 accent-brand-600"
                />
                {column}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
