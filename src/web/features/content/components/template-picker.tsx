import type { ContentTemplate } from '@/shared/content/templates';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useContentTemplates } from '../api/get-content-templates';
import { contentLabels } from '../labels';

interface TemplatePickerProps {
  value: string | null;
  onChange: (template: ContentTemplate | null) => void;
  disabled?: boolean;
}

/** "Start from a template": the workspace's own and the starter set; choosing one fills the creator's fields. */
export function TemplatePicker({ value, onChange, disabled }: TemplatePickerProps) {
  const { data } = useContentTemplates();
  const all = [...(data?.templates ?? []), ...(data?.starters ?? [])];
  return (
    <div className="space-y-1.5">
      <Label htmlFor="creator-template">{contentLabels.startFromTemplate}</Label>
      <NativeSelect
        id="creator-template"
        value={value ?? ''}
        disabled={disabled || !data}
        onChange={(event) => onChange(all.find((template) => template.id === event.target.value) ?? null)}
      >
        <option value="">{contentLabels.noTemplate}</option>
        {data && data.templates.length > 0 && (
          <optgroup label={contentLabels.yourTemplates}>
            {data.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </optgroup>
        )}
        {data && (
          <optgroup label={contentLabels.starterTemplates}>
            {data.starters.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </optgroup>
        )}
      </NativeSelect>
    </div>
  );
}
