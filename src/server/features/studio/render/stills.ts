// A scene's still, drawn a little larger than the frame so that the motion has room to move over it.
import sharp from 'sharp';

export interface FrameSize {
  width: number;
  height: number;
}

/** Room for the motion: the still is this much larger than the frame on each axis. */
const motionMargin = 1.1;

/** The still's size for a frame: `motionMargin` larger, in even pixels (yuv420p halves the colour planes). */
export function stillSize(frame: FrameSize): FrameSize {
  const even = (value: number) => 2 * Math.round((value * motionMargin) / 2);
  return { width: even(frame.width), height: even(frame.height) };
}

/** The given image covering the still, or a title card in the style's colours; a PNG either way. */
export async function sceneStill(
  image: Buffer | null,
  frame: FrameSize,
  colours: { background: string; accent: string },
  index: number,
): Promise<Buffer> {
  const size = stillSize(frame);
  const source = image
    ? sharp(image, { failOn: 'none' }).rotate().resize(size.width, size.height, { fit: 'cover', position: 'attention' })
    : sharp(Buffer.from(titleCardSvg(size, colours, index)));
  // Decoded once per scene by ffmpeg, so size matters more than encoding effort.
  return source.flatten({ background: colours.background }).png({ compressionLevel: 1 }).toBuffer();
}

/** A gradient from the background towards the accent with a few soft circles that shift from scene to scene. */
function titleCardSvg({ width, height }: FrameSize, { background, accent }: { background: string; accent: string }, index: number): string {
  const unit = Math.min(width, height);
  const circles = [0, 1, 2].map((circle) => {
    const angle = (index * 2.4 + circle * 2.1) % (2 * Math.PI);
    const cx = Math.round(width * (0.5 + 0.38 * Math.cos(angle)));
    const cy = Math.round(height * (0.3 + 0.25 * Math.sin(angle)));
    const r = Math.round(unit * (0.22 + 0.12 * circle));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="${0.18 - circle * 0.04}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="wash" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.55"/>`,
    '</linearGradient><linearGradient id="foot" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#wash)"/>`,
    ...circles,
    `<rect width="${width}" height="${height}" fill="url(#foot)"/>`,
    '</svg>',
  ].join('');
}
