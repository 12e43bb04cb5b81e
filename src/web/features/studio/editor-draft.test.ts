import { describe, expect, it } from 'vitest';
import { studioMessages } from '@/shared/studio/studio';
import type { Scene, Timeline } from '@/shared/studio/timeline';
import { draftErrors, type EditorDraft, sameDraft, withSceneReplaced } from './editor-draft';
import { newScene } from './studio-format';

const scene = (id: string, narration = 'Say this'): Scene => ({ ...newScene(id), narration });
const timeline = (scenes: Scene[]): Timeline => ({
  version: 1,
  output: { aspect: '9:16' },
  style: { captions: 'bold', background: '#111827', accent: '#4F46E5' },
  soundtrack: null,
  scenes,
});
const draft = (scenes: Scene[], rest: Partial<EditorDraft> = {}): EditorDraft => ({
  title: 'Launch',
  voice: 'en-us',
  speed: 1,
  timeline: timeline(scenes),
  ...rest,
});

describe('draftErrors', () => {
  it('finds nothing wrong in a sound draft', () => {
    expect(draftErrors(draft([scene('a'), scene('b', '')]))).toEqual({});
  });

  it('says what is wrong next to each field, numbers by their range', () => {
    const errors = draftErrors(draft([scene('a'), { ...scene('b'), length: 0 }], { title: ' ', speed: 3 }));
    expect(errors.title).toBe('Please fill in all required fields');
    expect(errors.speed).toBe('A speed from 0.5 to 2');
    expect(errors['timeline.scenes.1.length']).toBe('From 1 to 120 seconds');
  });

  it('asks for the narration of at least one scene', () => {
    expect(draftErrors(draft([scene('a', ' '), scene('b', '')]))['timeline.scenes']).toBe(studioMessages.nothingToSay);
  });
});

describe('sameDraft', () => {
  it('tells an edited draft from the saved one', () => {
    expect(sameDraft(draft([scene('a')]), draft([scene('a')]))).toBe(true);
    expect(sameDraft(draft([scene('a')]), draft([scene('a', 'Other')]))).toBe(false);
  });
});

describe('withSceneReplaced', () => {
  it('replaces only the rewritten scene, keeping the others as edited', () => {
    const edited = [scene('a', 'edited'), scene('b'), scene('c')];
    const rewritten = [scene('a', 'saved'), scene('b', 'rewritten'), scene('c')];
    expect(withSceneReplaced(edited, 'b', rewritten).map((each) => each.narration)).toEqual(['edited', 'rewritten', 'Say this']);
  });

  it('takes the scene at the same place when the rewrite carries a new id', () => {
    const result = withSceneReplaced([scene('a'), scene('b')], 'b', [scene('a'), scene('z', 'new')]);
    expect(result.map((each) => each.id)).toEqual(['a', 'z']);
  });
});
