// A worksheet holds the inputs of a derived figure as data, so anyone can redo the arithmetic: each side of a
// range is a sum of terms, each term a product of inputs (a mass times a price per kg times a rate, an anchor
// price times an exchange rate...). Every input names either the source it was read from or the judgement
// constant that set it.

export interface WorksheetInput {
  label: string;
  value: number;
  /** 'USD', 'CAD', 'kg', 'CAD/kg', 'CAD/USD', 'ratio' ... */
  unit: string;
  /** When the value was observed or applies: '2024', '2023-03', '2021-07'. */
  asOf: string;
  /** The source the value was read from. */
  sourceId?: string;
  /** The key of the judgement constant (src/judgement.ts) that set it, when it is ours. */
  judgement?: string;
  /** The term divides by this input instead of multiplying (a share: set cost = panel price ÷ panel share). */
  divide?: boolean;
}

export interface WorksheetTerm {
  label: string;
  /** The term's value is the product of these. */
  factors: WorksheetInput[];
}

/** A dated figure a range rests on (a teardown price, a panel price, a ratio from a report). */
export interface Anchor {
  label: string;
  sourceId: string;
  year: number;
  /** A price ages with the price level; a ratio (a share of cost) does not need price scaling. */
  kind: 'price' | 'ratio';
  /** For a price older than 2021: what scaled it to today ("2011 figure, scaled by ..."); null if nothing did. */
  scaledBy?: string | null;
  /** Whether the anchor already includes assembly (so the cost ladder must not add it again). */
  includesAssembly: boolean;
}

export interface BomWorksheet {
  entryId: string;
  /** 'family': priced by a product family's should-cost model (taxonomy/should-cost.ts). */
  method: 'teardown' | 'price-share' | 'panel-share' | 'materials' | 'family';
  /** Each side in CAD is the sum of its terms. */
  low: WorksheetTerm[];
  high: WorksheetTerm[];
  anchors: Anchor[];
  /** Whether the range already includes assembly labour (the cost ladder must then not add labour again). */
  includesAssembly: boolean;
  /** What the range describes and what it leaves out. */
  note: string;
}
