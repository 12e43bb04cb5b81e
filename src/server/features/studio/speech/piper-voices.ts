// Piper voices an administrator placed in the voices folder: `<name>.onnx` beside `<name>.onnx.json`, as
// rhasspy/piper's voice list gives them. Nothing is downloaded; a voice is read only from that folder.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PhonemeIdMap } from './piper-phonemes';
import type { VoiceOption } from './speech';

export const piperPrefix = 'piper:';

// A file name without folders or dots that lead anywhere: "en_US-lessac-medium", "de_DE-thorsten-high".
const voiceName = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

// The phonemizer package carries espeak-ng's English dictionaries only.
const englishEspeakVoice = /^(?:gmw\/)?en(?:-|$)/i;

const configSchema = z.object({
  audio: z.object({ sample_rate: z.number().int().min(8000).max(48_000) }),
  espeak: z.object({ voice: z.string().min(1) }),
  phoneme_type: z.string().optional(),
  inference: z
    .object({ noise_scale: z.number().optional(), length_scale: z.number().positive().optional(), noise_w: z.number().optional() })
    .optional(),
  num_speakers: z.number().int().positive().optional(),
  phoneme_id_map: z
    .record(z.string(), z.array(z.number().int().nonnegative()))
    .refine((map) => ['^', '_', '$'].every((symbol) => map[symbol]?.length), 'phoneme_id_map lacks ^, _ or $'),
  dataset: z.string().optional(),
  language: z.object({ code: z.string().optional(), name_english: z.string().optional(), region: z.string().optional() }).optional(),
});

/** What the voice process needs to speak with a voice. */
export interface PiperVoice {
  id: string;
  label: string;
  model: string;
  sampleRate: number;
  espeakVoice: string;
  phonemeIdMap: PhonemeIdMap;
  noiseScale: number;
  lengthScale: number;
  noiseW: number;
  /** Speaker 0 of a voice with several; null for a voice with one. */
  speaker: number | null;
}

/** A voice that cannot be used: unknown, or its files are missing or broken. Says which in words. */
export class PiperVoiceError extends Error {}

/** The voices folder: PIPER_VOICES_DIR, else `voices` in the data folder. */
export function piperVoicesFolder(dataDir = process.env.DATA_DIR || './data'): string {
  return path.resolve(process.env.PIPER_VOICES_DIR || path.join(dataDir, 'voices'));
}

export function isPiperVoice(id: string): boolean {
  return id.startsWith(piperPrefix);
}

/** Reads the voices in `folder`; files that are not a usable voice are left out of the list. */
export async function listPiperVoices(folder: string): Promise<VoiceOption[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const voices = await Promise.all(
    names
      .filter((name) => name.endsWith('.onnx') && names.includes(`${name}.json`))
      .map((name) => loadPiperVoice(folder, `${piperPrefix}${name.slice(0, -'.onnx'.length)}`).catch(() => null)),
  );
  return voices
    .filter((voice): voice is PiperVoice => voice !== null)
    .map(({ id, label }) => ({ id, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The voice `id` names, from its two files in `folder`; a PiperVoiceError when it cannot be used. */
export async function loadPiperVoice(folder: string, id: string): Promise<PiperVoice> {
  const name = id.slice(piperPrefix.length);
  if (!isPiperVoice(id) || !voiceName.test(name)) throw new PiperVoiceError(`Unknown Piper voice "${id}"`);
  const model = path.join(folder, `${name}.onnx`);
  const [modelFile, configText] = await Promise.all([stat(model).catch(() => null), readFile(`${model}.json`, 'utf8').catch(() => null)]);
  if (!modelFile?.isFile() || configText === null) {
    throw new PiperVoiceError(`Unknown Piper voice "${id}": the voices folder has no ${name}.onnx with its ${name}.onnx.json`);
  }
  let json: unknown;
  try {
    json = JSON.parse(configText);
  } catch {
    throw new PiperVoiceError(`The Piper voice "${id}" has a broken ${name}.onnx.json: it is not JSON`);
  }
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new PiperVoiceError(`The Piper voice "${id}" has a broken ${name}.onnx.json: ${problem?.path.join('.')} ${problem?.message}`);
  }
  const config = parsed.data;
  if ((config.phoneme_type ?? 'espeak') !== 'espeak' || !englishEspeakVoice.test(config.espeak.voice)) {
    throw new PiperVoiceError(
      `The Piper voice "${id}" needs eSpeak NG phonemes for "${config.espeak.voice}"; only English voices can be spoken`,
    );
  }
  return {
    id,
    label: labelOf(name, config),
    model,
    sampleRate: config.audio.sample_rate,
    espeakVoice: config.espeak.voice,
    phonemeIdMap: config.phoneme_id_map,
    noiseScale: config.inference?.noise_scale ?? 0.667,
    lengthScale: config.inference?.length_scale ?? 1,
    noiseW: config.inference?.noise_w ?? 0.8,
    speaker: (config.num_speakers ?? 1) > 1 ? 0 : null,
  };
}

/** "Lessac (English US, neural)", from the config's dataset and language, else from the file's name. */
function labelOf(name: string, config: z.infer<typeof configSchema>): string {
  // Piper's names are language_REGION-dataset-quality.
  const [code, dataset = name] = name.split('-');
  const speaker = config.dataset ?? dataset;
  const language = config.language?.name_english
    ? [config.language.name_english, config.language.region].filter(Boolean).join(' ')
    : (config.language?.code ?? code);
  return `${speaker.charAt(0).toUpperCase()}${speaker.slice(1).replace(/_/g, ' ')} (${language}, neural)`;
}
