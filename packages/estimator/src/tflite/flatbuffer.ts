/**
 * The few FlatBuffers reads a TensorFlow Lite file needs: tables through their vtables, vectors,
 * strings and scalars, all little-endian. No schema compiler: the TFLite tables this converter reads
 * (tflite-file.ts) name their fields by index, as schema.fbs numbers them.
 */
export class FlatTable {
  private readonly vtable: number;
  private readonly vtableSize: number;

  constructor(
    private readonly view: DataView,
    readonly pos: number,
  ) {
    this.vtable = pos - view.getInt32(pos, true);
    this.vtableSize = view.getUint16(this.vtable, true);
  }

  /** The table a file's first four bytes point at. */
  static root(bytes: Uint8Array): FlatTable {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return new FlatTable(view, view.getUint32(0, true));
  }

  /** Byte position of field `index`, or 0 when the field is absent (its default applies). */
  private field(index: number): number {
    const slot = 4 + 2 * index;
    if (slot >= this.vtableSize) return 0;
    const offset = this.view.getUint16(this.vtable + slot, true);
    return offset ? this.pos + offset : 0;
  }

  private target(index: number): number {
    const at = this.field(index);
    return at ? at + this.view.getUint32(at, true) : 0;
  }

  has(index: number): boolean {
    return this.field(index) !== 0;
  }

  int8(index: number, fallback = 0): number {
    const at = this.field(index);
    return at ? this.view.getInt8(at) : fallback;
  }

  uint8(index: number, fallback = 0): number {
    const at = this.field(index);
    return at ? this.view.getUint8(at) : fallback;
  }

  int32(index: number, fallback = 0): number {
    const at = this.field(index);
    return at ? this.view.getInt32(at, true) : fallback;
  }

  uint32(index: number, fallback = 0): number {
    const at = this.field(index);
    return at ? this.view.getUint32(at, true) : fallback;
  }

  float32(index: number, fallback = 0): number {
    const at = this.field(index);
    return at ? this.view.getFloat32(at, true) : fallback;
  }

  string(index: number): string | null {
    const at = this.target(index);
    if (!at) return null;
    const length = this.view.getUint32(at, true);
    return new TextDecoder().decode(new Uint8Array(this.view.buffer, this.view.byteOffset + at + 4, length));
  }

  table(index: number): FlatTable | null {
    const at = this.target(index);
    return at ? new FlatTable(this.view, at) : null;
  }

  private vector(index: number): { start: number; length: number } | null {
    const at = this.target(index);
    return at ? { start: at + 4, length: this.view.getUint32(at, true) } : null;
  }

  tables(index: number): FlatTable[] {
    const v = this.vector(index);
    if (!v) return [];
    return Array.from({ length: v.length }, (_, i) => {
      const at = v.start + 4 * i;
      return new FlatTable(this.view, at + this.view.getUint32(at, true));
    });
  }

  int32s(index: number): number[] {
    const v = this.vector(index);
    return v ? Array.from({ length: v.length }, (_, i) => this.view.getInt32(v.start + 4 * i, true)) : [];
  }

  float32s(index: number): number[] {
    const v = this.vector(index);
    return v ? Array.from({ length: v.length }, (_, i) => this.view.getFloat32(v.start + 4 * i, true)) : [];
  }

  int64s(index: number): number[] {
    const v = this.vector(index);
    return v ? Array.from({ length: v.length }, (_, i) => Number(this.view.getBigInt64(v.start + 8 * i, true))) : [];
  }

  /** A byte vector, as a view into the file (not a copy). */
  bytes(index: number): Uint8Array {
    const v = this.vector(index);
    return v ? new Uint8Array(this.view.buffer, this.view.byteOffset + v.start, v.length) : new Uint8Array(0);
  }
}
