/**
 * A quantized TFLite image classifier as a TF.js graph model that the tfjs wasm backend runs, the
 * same in Node and in a browser worker. The network is computed in float32, as TF.js does; the
 * weights stay 8-bit in the weights file, each tensor's TFLite scale and zero point written as the
 * TF.js manifest's affine quantization (value = q × scale + min, min = −zero point × scale), so the
 * file is about as large as the .tflite. Biases (int32 at input scale × weight scale) are stored as
 * float32. The graph takes pixels 0–255 and applies the model's own input quantization first.
 */
import type { TfliteGraph, TfliteOp, TfliteTensor } from './tflite-file.ts';
import { UnsupportedModelError } from './tflite-file.ts';

/** The parts of TF.js's model.json this converter writes (tf.io.ModelJSON without the tfjs import). */
export interface GraphModelJson {
  format: 'graph-model';
  generatedBy: string;
  convertedBy: string;
  modelTopology: { node: GraphNode[]; library: Record<string, never>; versions: { producer: number } };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
  userDefinedMetadata: Record<string, unknown>;
}

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

interface WeightSpec {
  name: string;
  shape: number[];
  dtype: 'float32' | 'int32';
  quantization?: { dtype: 'uint8'; scale: number; min: number };
}

export interface ConvertedModel {
  json: GraphModelJson;
  weights: Uint8Array;
  inputName: string;
  outputName: string;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const ints = (values: number[]) => ({ list: { i: values.map(String) } });
const strings = (values: string[]) => ({ list: { s: values.map(base64) } });
const FLOAT = { type: 'DT_FLOAT' };
const INT32 = { type: 'DT_INT32' };
const shapeAttr = (shape: number[]) => ({ dim: shape.map((size) => ({ size: String(size) })) });

const ACTIVATION_OPS = { none: [], relu: ['Relu'], relu6: ['Relu6'] } as const;

/** Builds the graph and its weights file; throws UnsupportedModelError for anything it cannot express. */
export function toGraphModel(graph: TfliteGraph, options: { weightsFile: string; source: string }): ConvertedModel {
  const nodes: GraphNode[] = [];
  const specs: WeightSpec[] = [];
  const chunks: Uint8Array[] = [];
  const names = new Map<number, string>();
  const nodeName = (index: number): string => {
    const name = names.get(index);
    if (!name) throw new UnsupportedModelError(`Tensor ${index} is used before it is made`);
    return name;
  };

  const [inputIndex] = graph.inputs;
  const input = graph.tensors[inputIndex ?? -1];
  if (!input || graph.inputs.length !== 1) throw new UnsupportedModelError('Expected one input tensor');
  nodes.push({ name: 'pixels', op: 'Placeholder', attr: { dtype: FLOAT, shape: { shape: shapeAttr(input.shape) } } });
  let current = 'pixels';
  if (input.quantization) {
    // The model was trained on (pixel − zero point) × scale.
    const zero = input.quantization.zeroPoint[0] ?? 0;
    const scale = input.quantization.scale[0] ?? 1;
    addConst('input_zero_point', [], new Float32Array([zero]));
    addConst('input_scale', [], new Float32Array([scale]));
    nodes.push({ name: 'centred', op: 'Sub', input: ['pixels', 'input_zero_point'], attr: { T: FLOAT } });
    nodes.push({ name: 'normalised', op: 'Mul', input: ['centred', 'input_scale'], attr: { T: FLOAT } });
    current = 'normalised';
  }
  names.set(input.index, current);

  function addConst(
    name: string,
    shape: number[],
    values: Float32Array | Int32Array,
    quantized?: WeightSpec['quantization'],
  ) {
    const dtype = values instanceof Int32Array ? 'int32' : 'float32';
    nodes.push({
      name,
      op: 'Const',
      attr: {
        value: { tensor: { dtype: dtype === 'int32' ? 'DT_INT32' : 'DT_FLOAT', tensorShape: shapeAttr(shape) } },
        dtype: dtype === 'int32' ? INT32 : FLOAT,
      },
    });
    specs.push({ name, shape, dtype, ...(quantized ? { quantization: quantized } : {}) });
    chunks.push(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  }

  /** A uint8 weight tensor kept 8-bit, its elements reordered by `order` (new position → old position). */
  function addQuantized(name: string, tensor: TfliteTensor, shape: number[], order: (i: number) => number) {
    const q = tensor.quantization;
    if (!tensor.data || !q || q.scale.length !== 1 || tensor.type !== 'uint8')
      throw new UnsupportedModelError(`Weights ${tensor.name} are not per-tensor uint8`);
    const scale = q.scale[0]!;
    const out = new Uint8Array(tensor.data.length);
    for (let i = 0; i < out.length; i++) out[i] = tensor.data[order(i)]!;
    nodes.push({
      name,
      op: 'Const',
      attr: { value: { tensor: { dtype: 'DT_FLOAT', tensorShape: shapeAttr(shape) } }, dtype: FLOAT },
    });
    specs.push({
      name,
      shape,
      dtype: 'float32',
      quantization: { dtype: 'uint8', scale, min: -(q.zeroPoint[0] ?? 0) * scale },
    });
    chunks.push(out);
  }

  function addBias(name: string, tensor: TfliteTensor) {
    const q = tensor.quantization;
    if (!tensor.data || tensor.type !== 'int32' || !q || q.scale.length !== 1)
      throw new UnsupportedModelError(`Bias ${tensor.name} is not per-tensor int32`);
    const raw = new Int32Array(tensor.data.slice().buffer);
    addConst(
      name,
      [raw.length],
      Float32Array.from(raw, (v) => (v - (q.zeroPoint[0] ?? 0)) * q.scale[0]!),
    );
  }

  graph.ops.forEach((op, n) => {
    const out = `op${n}_${op.kind.toLowerCase()}`;
    const [a = -1, b = -1, c = -1] = op.inputs;
    switch (op.kind) {
      case 'CONV_2D': {
        const filter = graph.tensors[b]!;
        const [o = 0, h = 0, w = 0, i = 0] = filter.shape;
        // TFLite keeps filters as [out, h, w, in]; TF.js wants [h, w, in, out].
        addQuantized(`${out}/filter`, filter, [h, w, i, o], (k) => {
          const oc = k % o;
          const ic = Math.floor(k / o) % i;
          const x = Math.floor(k / (o * i)) % w;
          const y = Math.floor(k / (o * i * w));
          return ((oc * h + y) * w + x) * i + ic;
        });
        addBias(`${out}/bias`, graph.tensors[c]!);
        nodes.push(convNode(out, '_FusedConv2D', [nodeName(a), `${out}/filter`, `${out}/bias`], op));
        break;
      }
      case 'DEPTHWISE_CONV_2D': {
        const filter = graph.tensors[b]!;
        const [, h = 0, w = 0, ch = 0] = filter.shape;
        // [1, h, w, channels] and TF.js's [h, w, channels, 1] hold the same order.
        addQuantized(`${out}/filter`, filter, [h, w, ch, 1], (k) => k);
        addBias(`${out}/bias`, graph.tensors[c]!);
        nodes.push(convNode(out, 'FusedDepthwiseConv2dNative', [nodeName(a), `${out}/filter`, `${out}/bias`], op));
        break;
      }
      case 'ADD': {
        nodes.push({ name: out, op: 'AddV2', input: [nodeName(a), nodeName(b)], attr: { T: FLOAT } });
        names.set(op.outputs[0]!, activate(out, op.options.activation));
        return;
      }
      case 'AVERAGE_POOL_2D': {
        const { filter, strides, padding, activation } = op.options;
        nodes.push({
          name: out,
          op: 'AvgPool',
          input: [nodeName(a)],
          attr: {
            T: FLOAT,
            ksize: ints([1, ...filter, 1]),
            strides: ints([1, ...strides, 1]),
            padding: { s: base64(padding.toUpperCase()) },
            data_format: { s: base64('NHWC') },
          },
        });
        names.set(op.outputs[0]!, activate(out, activation));
        return;
      }
      case 'RESHAPE': {
        const shape = graph.tensors[op.outputs[0]!]!.shape;
        const target = shape.length > 0 ? shape : readInt32s(graph.tensors[b]);
        addConst(`${out}/shape`, [target.length], Int32Array.from(target));
        nodes.push({
          name: out,
          op: 'Reshape',
          input: [nodeName(a), `${out}/shape`],
          attr: { T: FLOAT, Tshape: INT32 },
        });
        break;
      }
      case 'SQUEEZE':
        // Every squeeze in these classifiers drops the 1×1 spatial axes before a reshape to [1, classes].
        nodes.push({ name: out, op: 'Squeeze', input: [nodeName(a)], attr: { T: FLOAT, squeeze_dims: ints([1, 2]) } });
        break;
      case 'SOFTMAX':
        if ((op.options.beta ?? 1) !== 1) throw new UnsupportedModelError('Softmax with beta ≠ 1 is not supported');
        nodes.push({ name: out, op: 'Softmax', input: [nodeName(a)], attr: { T: FLOAT } });
        break;
      default:
        throw new UnsupportedModelError(`Operator ${op.kind} is not supported by the converter`);
    }
    names.set(op.outputs[0]!, out);
  });

  function activate(name: string, activation: 'none' | 'relu' | 'relu6'): string {
    if (activation === 'none') return name;
    const op = activation === 'relu' ? 'Relu' : 'Relu6';
    nodes.push({ name: `${name}/${op.toLowerCase()}`, op, input: [name], attr: { T: FLOAT } });
    return `${name}/${op.toLowerCase()}`;
  }

  const [outputIndex] = graph.outputs;
  const outputName = nodeName(outputIndex ?? -1);
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const weights = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    weights.set(chunk, offset);
    offset += chunk.length;
  }
  return {
    json: {
      format: 'graph-model',
      generatedBy: options.source,
      convertedBy: 'CostLens tflite → graph model (packages/estimator/scripts/convert-classifier.ts)',
      modelTopology: { node: nodes, library: {}, versions: { producer: 1 } },
      weightsManifest: [{ paths: [options.weightsFile], weights: specs }],
      userDefinedMetadata: { input: 'pixels', output: outputName },
    },
    weights,
    inputName: 'pixels',
    outputName,
  };
}

function convNode(
  name: string,
  op: string,
  input: string[],
  tflite: Extract<TfliteOp, { kind: 'CONV_2D' | 'DEPTHWISE_CONV_2D' }>,
): GraphNode {
  const { strides, dilations, padding, activation } = tflite.options;
  return {
    name,
    op,
    input,
    attr: {
      T: FLOAT,
      num_args: { i: '1' },
      strides: ints([1, ...strides, 1]),
      dilations: ints([1, ...dilations, 1]),
      padding: { s: base64(padding.toUpperCase()) },
      data_format: { s: base64('NHWC') },
      fused_ops: strings(['BiasAdd', ...ACTIVATION_OPS[activation]]),
    },
  };
}

function readInt32s(tensor: TfliteTensor | undefined): number[] {
  if (!tensor?.data || tensor.type !== 'int32') throw new UnsupportedModelError('A reshape without a constant shape');
  return Array.from(new Int32Array(tensor.data.slice().buffer));
}
