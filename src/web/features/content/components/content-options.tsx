import { contentTones, contentTypes } from '@/shared/content/content';
import { toneLabels, typeLabels } from '../labels';

/** The content types as a select's options, in the creator's order. */
export function ContentTypeOptions() {
  return contentTypes.map((type) => (
    <option key={type} value={type}>
      {typeLabels[type]}
    </option>
  ));
}

/** The writing tones as a select's options. */
export function ToneOptions() {
  return contentTones.map((tone) => (
    <option key={tone} value={tone}>
      {toneLabels[tone]}
    </option>
  ));
}
