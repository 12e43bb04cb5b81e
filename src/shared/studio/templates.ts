// The spec's four templates, each a real preset: the aspect, pacing, caption style and scene count a
// video made from it starts with.
import type { StudioTemplate } from './studio';

export type TemplatePreset = Omit<StudioTemplate, 'uses'>;

export const studioTemplates: readonly TemplatePreset[] = [
  {
    id: 'youtube-short',
    name: 'YouTube Short',
    type: 'YouTube Short',
    description: 'Upright, 30 seconds: a hook, three quick points and a call to action, with big captions.',
    aspect: '9:16',
    captions: 'bold',
    secondsPerScene: 6,
    duration: 30,
    scenes: 5,
  },
  {
    id: 'instagram-reel',
    name: 'Instagram Reel',
    type: 'Instagram Reel',
    description: 'Upright, 20 seconds in short beats, captions in a box for viewers with the sound off.',
    aspect: '9:16',
    captions: 'boxed',
    secondsPerScene: 4,
    duration: 20,
    scenes: 5,
  },
  {
    id: 'tiktok-video',
    name: 'TikTok Video',
    type: 'TikTok Video',
    description: 'Upright, 45 seconds: a question first, then the answer step by step, big captions.',
    aspect: '9:16',
    captions: 'bold',
    secondsPerScene: 5,
    duration: 45,
    scenes: 9,
  },
  {
    id: 'explainer-video',
    name: 'Explainer Video',
    type: 'Explainer Video',
    description: 'Wide, 90 seconds at an even pace, a clean caption line under each scene.',
    aspect: '16:9',
    captions: 'minimal',
    secondsPerScene: 15,
    duration: 90,
    scenes: 6,
  },
];

export function templateById(id: string | null | undefined): TemplatePreset | undefined {
  return studioTemplates.find((template) => template.id === id);
}
