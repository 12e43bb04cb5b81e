// A contact sheet of a timeline: each scene's still with its number, planned length and narration
// below it, text set in the shipped DejaVu font (sharp's Pango text with a font file, no system fonts).
import { rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { formatDuration, frameSizes, type Timeline } from '@/shared/studio/timeline';

const fontFile = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
const gap = 24;
const captionHeight = 150;
const narrationCharacters = 160;

/** Pango markup takes &, < and > as markup: escaped, the narration shows as written. */
function markup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function caption(number: number, seconds: number, narration: string, width: number): Promise<Buffer> {
  const shortened = narration.length > narrationCharacters ? `${narration.slice(0, narrationCharacters - 1).trimEnd()}…` : narration;
  const text = `<b>${number}</b>  ·  ${formatDuration(seconds)}\n<span foreground="#475569">${markup(shortened) || '(no narration)'}</span>`;
  return sharp({ text: { text, font: 'DejaVu Sans 11', fontfile: fontFile, width, dpi: 144, rgba: true, wrap: 'word-char' } })
    .png()
    .toBuffer();
}

/** Renders the sheet to storyboard.png in workDir; `frames` holds one still per scene, in order. */
export async function renderStoryboard({
  timeline,
  frames,
  workDir,
}: {
  timeline: Timeline;
  frames: Buffer[];
  workDir: string;
}): Promise<string> {
  const upright = timeline.output.aspect === '9:16';
  const columns = Math.min(upright ? 4 : 3, timeline.scenes.length);
  const cellWidth = upright ? 270 : 400;
  const frame = frameSizes[timeline.output.aspect];
  const imageHeight = Math.round((cellWidth * frame.height) / frame.width);
  const rows = Math.ceil(timeline.scenes.length / columns);
  const cellHeight = imageHeight + captionHeight;
  const layers: OverlayOptions[] = [];
  for (const [index, scene] of timeline.scenes.entries()) {
    const left = gap + (index % columns) * (cellWidth + gap);
    const top = gap + Math.floor(index / columns) * (cellHeight + gap);
    const still = frames[index]
      ? sharp(frames[index], { failOn: 'none' }).resize(cellWidth, imageHeight, { fit: 'cover' })
      : sharp({ create: { width: cellWidth, height: imageHeight, channels: 3, background: '#CBD5E1' } });
    layers.push({ input: await still.png().toBuffer(), left, top });
    const text = await caption(index + 1, scene.length, scene.narration, cellWidth);
    // Pango sets all it is given: whatever passes the caption's box is cut off.
    const { width = 0, height = 0 } = await sharp(text).metadata();
    const box = { width: Math.min(width, cellWidth), height: Math.min(height, captionHeight - 12) };
    const fitted =
      box.width < width || box.height < height
        ? await sharp(text)
            .extract({ left: 0, top: 0, ...box })
            .toBuffer()
        : text;
    layers.push({ input: fitted, left, top: top + imageHeight + 10 });
  }
  const sheet = sharp({
    create: { width: gap + columns * (cellWidth + gap), height: gap + rows * (cellHeight + gap), channels: 3, background: '#F8FAFC' },
  }).composite(layers);
  const file = path.join(workDir, 'storyboard.png');
  await sheet.png().toFile(`${file}.partial`);
  await rename(`${file}.partial`, file);
  return file;
}
