/**
 * A TensorFlow Lite model file read into plain data: its tensors (shape, type, quantization, constant
 * bytes) and its operators with their options. Field numbers follow TFLite's schema.fbs; only the
 * operators the ImageNet classifiers use are understood, and any other stops the conversion by name.
 */
import { FlatTable } from './flatbuffer.ts';

export type TensorType = 'float32' | 'int32' | 'uint8' | 'int8' | 'int64';
const TENSOR_TYPES: Record<number, TensorType> = { 0: 'float32', 2: 'int32', 3: 'uint8', 4: 'int64', 9: 'int8' };

/** TFLite's BuiltinOperator numbers for the operators this reader knows. */
const BUILTIN_OPS: Record<number, string> = {
  0: 'ADD',
  1: 'AVERAGE_POOL_2D',
  2: 'CONCATENATION',
  3: 'CONV_2D',
  4: 'DEPTHWISE_CONV_2D',
  6: 'DEQUANTIZE',
  9: 'FULLY_CONNECTED',
  17: 'MAX_POOL_2D',
  22: 'RESHAPE',
  25: 'SOFTMAX',
  34: 'PAD',
  40: 'MEAN',
  43: 'SQUEEZE',
  114: 'QUANTIZE',
};

export type Activation = 'none' | 'relu' | 'relu6';
const ACTIVATIONS: Record<number, Activation> = { 0: 'none', 1: 'relu', 3: 'relu6' };

export interface Quantization {
  scale: number[];
  zeroPoint: number[];
  /** The axis `scale` runs along when there is one scale per channel. */
  dimension: number;
}

export interface TfliteTensor {
  index: number;
  name: string;
  shape: number[];
  type: TensorType;
  /** Constant contents (weights, biases, shapes); null for activations. */
  data: Uint8Array | null;
  quantization: Quantization | null;
}

export interface ConvOptions {
  padding: 'same' | 'valid';
  strides: [number, number];
  dilations: [number, number];
  activation: Activation;
}

export interface PoolOptions {
  padding: 'same' | 'valid';
  strides: [number, number];
  filter: [number, number];
  activation: Activation;
}

export type TfliteOp =
  | { kind: 'CONV_2D' | 'DEPTHWISE_CONV_2D'; inputs: number[]; outputs: number[]; options: ConvOptions }
  | { kind: 'AVERAGE_POOL_2D' | 'MAX_POOL_2D'; inputs: number[]; outputs: number[]; options: PoolOptions }
  | { kind: 'ADD'; inputs: number[]; outputs: number[]; options: { activation: Activation } }
  | { kind: 'CONCATENATION'; inputs: number[]; outputs: number[]; options: { axis: number; activation: Activation } }
  | { kind: 'MEAN'; inputs: number[]; outputs: number[]; options: { keepDims: boolean } }
  | {
      kind: 'RESHAPE' | 'SOFTMAX' | 'SQUEEZE' | 'QUANTIZE' | 'DEQUANTIZE' | 'PAD' | 'FULLY_CONNECTED';
      inputs: number[];
      outputs: number[];
      options: { activation?: Activation; beta?: number };
    };

export interface TfliteGraph {
  description: string | null;
  tensors: TfliteTensor[];
  ops: TfliteOp[];
  inputs: number[];
  outputs: number[];
}

export class UnsupportedModelError extends Error {}

function activationOf(code: number): Activation {
  const activation = ACTIVATIONS[code];
  if (!activation) throw new UnsupportedModelError(`Fused activation ${code} is not supported`);
  return activation;
}

const paddingOf = (code: number): 'same' | 'valid' => (code === 0 ? 'same' : 'valid');

function readOptions(kind: string, o: FlatTable | null): TfliteOp['options'] {
  // Absent option tables mean every field takes its schema default.
  const t = (i: number, fallback = 0) => o?.int32(i, fallback) ?? fallback;
  const b = (i: number, fallback = 0) => o?.int8(i, fallback) ?? fallback;
  switch (kind) {
    case 'CONV_2D':
      return {
        padding: paddingOf(b(0)),
        strides: [t(2, 1), t(1, 1)],
        activation: activationOf(b(3)),
        dilations: [t(5, 1), t(4, 1)],
      };
    case 'DEPTHWISE_CONV_2D': {
      const multiplier = t(3, 1);
      if (multiplier !== 1) throw new UnsupportedModelError(`Depth multiplier ${multiplier} is not supported`);
      return {
        padding: paddingOf(b(0)),
        strides: [t(2, 1), t(1, 1)],
        activation: activationOf(b(4)),
        dilations: [t(6, 1), t(5, 1)],
      };
    }
    case 'AVERAGE_POOL_2D':
    case 'MAX_POOL_2D':
      return {
        padding: paddingOf(b(0)),
        strides: [t(2, 1), t(1, 1)],
        filter: [t(4, 1), t(3, 1)],
        activation: activationOf(b(5)),
      };
    case 'ADD':
      return { activation: activationOf(b(0)) };
    case 'CONCATENATION':
      return { axis: t(0), activation: activationOf(b(1)) };
    case 'MEAN':
      return { keepDims: b(0) !== 0 };
    case 'SOFTMAX':
      return { beta: o?.float32(0, 1) ?? 1 };
    case 'FULLY_CONNECTED':
      return { activation: activationOf(b(0)) };
    default:
      return {};
  }
}

/** Reads the first subgraph of a .tflite file. */
export function readTflite(bytes: Uint8Array): TfliteGraph {
  const model = FlatTable.root(bytes);
  const buffers = model.tables(4);
  const codes = model.tables(1).map((c) => {
    const code = Math.max(c.int8(0), c.int32(3));
    const kind = BUILTIN_OPS[code];
    if (!kind) throw new UnsupportedModelError(`Operator ${c.string(1) ?? `#${code}`} is not supported`);
    return kind;
  });
  const graph = model.tables(2)[0];
  if (!graph) throw new UnsupportedModelError('The model has no subgraph');

  const tensors = graph.tables(0).map((t, index): TfliteTensor => {
    const type = TENSOR_TYPES[t.int8(1)];
    if (!type) throw new UnsupportedModelError(`Tensor type ${t.int8(1)} is not supported`);
    const buffer = buffers[t.uint32(2)];
    const data = buffer?.bytes(0) ?? new Uint8Array(0);
    const q = t.table(4);
    const scale = q?.float32s(2) ?? [];
    return {
      index,
      name: t.string(3) ?? `tensor_${index}`,
      shape: t.int32s(0),
      type,
      data: data.length > 0 ? data : null,
      quantization: scale.length > 0 ? { scale, zeroPoint: q!.int64s(3), dimension: q!.int32(6) } : null,
    };
  });

  const ops = graph.tables(3).map((op): TfliteOp => {
    const kind = codes[op.uint32(0)]!;
    return { kind, inputs: op.int32s(1), outputs: op.int32s(2), options: readOptions(kind, op.table(4)) } as TfliteOp;
  });

  return { description: model.string(3), tensors, ops, inputs: graph.int32s(1), outputs: graph.int32s(2) };
}
