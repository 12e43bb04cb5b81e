// A tiny ONNX model with a Piper voice's inputs and output, for tests: no real voice can be had offline.
// Written with a minimal protobuf encoder for the few messages of onnx.proto that a graph needs.
//
// Its "audio" is [1000, the phoneme ids..., scales × 100, input_lengths (, sid)] as floats: the marker
// 1000 is the peak, so Piper's peak normalisation scales every value by 32767 / 1000 and a test reads
// back exactly what the engine fed the model.

const wire = { varint: 0, bytes: 2 } as const;
const tensorType = { float: 1, int64: 7 } as const;
const attributeType = { int: 2 } as const;

type Field = Buffer;

function varint(value: number | bigint): Buffer {
  let rest = BigInt.asUintN(64, BigInt(value));
  const bytes: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest ? low | 0x80 : low);
  } while (rest);
  return Buffer.from(bytes);
}

const key = (field: number, type: number) => varint((field << 3) | type);
const int = (field: number, value: number | bigint): Field => Buffer.concat([key(field, wire.varint), varint(value)]);
const bytes = (field: number, value: Buffer | string): Field => {
  const body = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([key(field, wire.bytes), varint(body.length), body]);
};
const message = (field: number, ...parts: Field[]): Field => bytes(field, Buffer.concat(parts));

/** A dimension: a number, or a name for one that varies. */
type Dim = number | string;

function valueInfo(field: number, name: string, elemType: number, dims: Dim[]): Field {
  const shape = dims.map((dim) => message(1, typeof dim === 'number' ? int(1, dim) : bytes(2, dim)));
  return message(field, bytes(1, name), message(2, message(1, int(1, elemType), message(2, ...shape))));
}

function initializer(name: string, elemType: number, dims: number[], values: number[]): Field {
  const raw = Buffer.alloc(values.length * (elemType === tensorType.int64 ? 8 : 4));
  values.forEach((value, index) => {
    if (elemType === tensorType.int64) raw.writeBigInt64LE(BigInt(value), index * 8);
    else raw.writeFloatLE(value, index * 4);
  });
  return message(5, ...dims.map((dim) => int(1, dim)), int(2, elemType), bytes(8, name), bytes(9, raw));
}

function node(opType: string, inputs: string[], outputs: string[], attributes: Field[] = []): Field {
  return message(
    1,
    ...inputs.map((input) => bytes(1, input)),
    ...outputs.map((output) => bytes(2, output)),
    bytes(3, `${opType}-${outputs[0]}`),
    bytes(4, opType),
    ...attributes,
  );
}

const intAttribute = (name: string, value: number): Field => message(5, bytes(1, name), int(3, value), int(20, attributeType.int));

/** The model's bytes: Piper's inputs (input, input_lengths, scales and, for several speakers, sid) and its `output`. */
export function piperTestModel(options: { speakers?: boolean } = {}): Buffer {
  const asFloats = (from: string, to: string) => node('Cast', [from], [to], [intAttribute('to', tensorType.float)]);
  const flat = (from: string, to: string) => node('Reshape', [from, 'flat'], [to]);
  const parts = ['marker', 'ids', 'scaled', 'lengths', ...(options.speakers ? ['speaker'] : [])];
  const graph = [
    asFloats('input', 'input_f'),
    flat('input_f', 'ids'),
    node('Mul', ['scales', 'hundred'], ['scaled']),
    asFloats('input_lengths', 'lengths'),
    ...(options.speakers ? [asFloats('sid', 'speaker')] : []),
    node('Concat', parts, ['all'], [intAttribute('axis', 0)]),
    node('Reshape', ['all', 'audio_shape'], ['output']),
    initializer('flat', tensorType.int64, [1], [-1]),
    initializer('audio_shape', tensorType.int64, [4], [1, 1, 1, -1]),
    initializer('hundred', tensorType.float, [1], [100]),
    initializer('marker', tensorType.float, [1], [1000]),
    bytes(2, 'piper-test'),
    valueInfo(11, 'input', tensorType.int64, [1, 'phonemes']),
    valueInfo(11, 'input_lengths', tensorType.int64, [1]),
    valueInfo(11, 'scales', tensorType.float, [3]),
    ...(options.speakers ? [valueInfo(11, 'sid', tensorType.int64, [1])] : []),
    valueInfo(12, 'output', tensorType.float, [1, 1, 1, 'samples']),
  ];
  return Buffer.concat([int(1, 8), bytes(2, 'uplift-tests'), message(7, ...graph), message(8, bytes(1, ''), int(2, 17))]);
}

/** Reads the test model's output back from 16-bit samples: each value rounded to a whole number. */
export function readTestAudio(pcm: Buffer): number[] {
  const values: number[] = [];
  for (let at = 0; at + 1 < pcm.length; at += 2) values.push(Math.round((pcm.readInt16LE(at) * 1000) / 32767));
  return values;
}
