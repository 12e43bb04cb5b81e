import { describe, expect, it } from 'vitest';
import { contentTemplateInputSchema, contentTemplateMessages, structureSections, templateUsageText } from './templates';

describe('structureSections', () => {
  it('reads one section per line, without list marks, numbers or heading hashes', () => {
    expect(structureSections('## Intro\n\n- Steps\n  2. Results \r\n* Wrap-up\n#hashtag line')).toEqual([
      'Intro',
      'Steps',
      'Results',
      'Wrap-up',
      '#hashtag line',
    ]);
    expect(structureSections('   \n')).toEqual([]);
  });
});

describe('templateUsageText', () => {
  it('says how many of the plan’s templates are kept, and nothing for unlimited plans', () => {
    expect(templateUsageText(3, 10)).toBe('3 of 10 templates');
    expect(templateUsageText(12, 'unlimited')).toBeNull();
  });
});

describe('contentTemplateInputSchema', () => {
  it('asks for a name and fills the defaults', () => {
    const blank = contentTemplateInputSchema.safeParse({ name: ' ', type: 'blog' });
    expect(blank.error?.issues[0]?.message).toBe(contentTemplateMessages.nameRequired);
    expect(contentTemplateInputSchema.parse({ name: 'Guide', type: 'blog' })).toEqual({
      name: 'Guide',
      type: 'blog',
      tone: 'professional',
      structure: '',
      prompt: '',
      platforms: [],
    });
  });
});
