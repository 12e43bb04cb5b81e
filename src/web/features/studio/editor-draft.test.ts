import { describe, expect, it } from 'vitest';
import { studioMessages } from '@/shared/studio/studio';
import type { Scene, Timeline } from '@/shared/studio/timeline';
import type { StudioVideoDetail } from '@/shared/studio/studio';
import { draftErrors, draftOf, type EditorDraft, sameDraft, updateOf, withSceneReplaced } from './editor-draft';
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

describe('sameDraft with uploads', () => {
  const fileId = '00000000-0000-4000-8000-000000000001';
  const withUpload = (id: string): Scene => ({ ...scene('a'), visual: { kind: 'upload', fileId: id } });
  const withMusic = (volume: number): EditorDraft => {
    const base = draft([scene('a')]);
    return { ...base, timeline: { ...base.timeline, soundtrack: { fileId, volume } } };
  };

  it('sees a changed scene visual', () => {
    expect(sameDraft(draft([withUpload(fileId)]), draft([withUpload(fileId)]))).toBe(true);
    expect(sameDraft(draft([withUpload(fileId)]), draft([scene('a')]))).toBe(false);
    expect(sameDraft(draft([withUpload(fileId)]), draft([withUpload('00000000-0000-4000-8000-000000000002')]))).toBe(false);
  });

  it('sees a soundtrack chosen, removed or made louder', () => {
    expect(sameDraft(withMusic(0.15), withMusic(0.15))).toBe(true);
    expect(sameDraft(withMusic(0.15), draft([scene('a')]))).toBe(false);
    expect(sameDraft(withMusic(0.15), withMusic(0.4))).toBe(false);
  });

  it('ignores the order of keys the server answered with', () => {
    const saved = draft([{ ...scene('a'), visual: { fileId, kind: 'upload' } as Scene['visual'] }]);
    const reordered = { ...saved, timeline: { ...saved.timeline, soundtrack: { volume: 0.15, fileId } } };
    const edited = {
      ...draft([withUpload(fileId)]),
      timeline: { ...draft([withUpload(fileId)]).timeline, soundtrack: { fileId, volume: 0.15 } },
    };
    expect(sameDraft(reordered, edited)).toBe(true);
  });
});

describe('draftOf and updateOf', () => {
  const video = (timeline: Timeline) => ({ title: 'Launch', voice: 'en-us', speed: 1, timeline }) as StudioVideoDetail;

  it('keeps the soundtrack and visuals, and sends them back with the save', () => {
    const soundtrack = { fileId: '00000000-0000-4000-8000-000000000001', volume: 0.3 };
    const visual = { kind: 'upload', fileId: '00000000-0000-4000-8000-000000000002' } as const;
    const saved = draftOf(video({ ...timeline([{ ...scene('a'), visual }]), soundtrack }));
    expect(updateOf(saved).timeline).toMatchObject({ soundtrack, scenes: [{ visual }] });
    expect(draftErrors(saved)).toEqual({});
  });

  it('gives a timeline saved before soundtracks existed none', () => {
    const { soundtrack: _none, ...older } = timeline([scene('a')]);
    expect(draftOf(video(older as Timeline)).timeline.soundtrack).toBeNull();
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
