import { useId } from 'react';
import { rankCountries, rankCountryCodes, rankDevices } from '@/shared/seo/ranks';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { deviceLabels } from '../rank-format';
import type { TrackChoice } from '../use-track';

interface TrackChoicesProps {
  choice: TrackChoice;
  onChange: (choice: TrackChoice) => void;
  disabled?: boolean;
}

/** The country whose results are read, and the device: two selects that sit in a form's row. */
export function TrackChoices({ choice, onChange, disabled }: TrackChoicesProps) {
  const id = useId();
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={`${id}-country`}>Country</Label>
        <NativeSelect
          id={`${id}-country`}
          value={choice.country}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...choice, country: rankCountryCodes.find((code) => code === event.target.value) ?? choice.country })
          }
        >
          {rankCountryCodes.map((code) => (
            <option key={code} value={code}>
              {rankCountries[code].name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-device`}>Device</Label>
        <NativeSelect
          id={`${id}-device`}
          value={choice.device}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...choice, device: rankDevices.find((device) => device === event.target.value) ?? choice.device })
          }
        >
          {rankDevices.map((device) => (
            <option key={device} value={device}>
              {deviceLabels[device]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
