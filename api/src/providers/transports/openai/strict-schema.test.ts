import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Analysis } from '@costlens/contracts';
import { toStrictSchema } from './strict-schema.ts';

type Node = Record<string, unknown>;

/** Every object node in a JSON schema, with its path. */
function objects(node: Node, path = '$'): Array<[string, Node]> {
  const out: Array<[string, Node]> = [];
  if (node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'))) out.push([path, node]);
  for (const [k, v] of Object.entries((node.properties ?? {}) as Record<string, Node>))
    out.push(...objects(v, `${path}.${k}`));
  if (node.items) out.push(...objects(node.items as Node, `${path}[]`));
  for (const [i, b] of ((node.anyOf ?? []) as Node[]).entries()) out.push(...objects(b, `${path}|${i}`));
  return out;
}

describe('toStrictSchema', () => {
  const { schema, restoreOptionals } = toStrictSchema(z.object({ ...Analysis.shape }));

  it('lists every property as required and closes every object, as strict mode demands', () => {
    const nodes = objects(schema);
    expect(nodes.length).toBeGreaterThan(10);
    for (const [path, node] of nodes) {
      expect.soft(node.required, path).toEqual(Object.keys(node.properties as object));
      expect.soft(node.additionalProperties, path).toBe(false);
    }
    expect(JSON.stringify(schema)).not.toMatch(/"(minLength|format|\$schema)"/);
  });

  const allowsNull = (n: Node) =>
    (Array.isArray(n.type) && n.type.includes('null')) || ((n.anyOf ?? []) as Node[]).some((b) => b.type === 'null');
  it.each([
    ['makeBuyAnalysis', true],
    ['realProducts', true],
    ['platformRecommendations', true],
    ['productName', false],
    ['materials', false],
  ])('%s allows null: %s (optional in zod)', (key, expected) => {
    expect(allowsNull((schema.properties as Record<string, Node>)[key]!)).toBe(expected);
  });

  it('keeps enums intact when making them nullable', () => {
    const s = toStrictSchema(z.object({ level: z.enum(['High', 'Low']).optional() })).schema;
    expect((s.properties as Record<string, Node>).level).toEqual({
      anyOf: [{ type: 'string', enum: ['High', 'Low'] }, { type: 'null' }],
    });
  });

  it('maps the nulls of optional properties back to absent, and keeps nulls that are values', () => {
    const s = toStrictSchema(
      z.object({
        a: z.string().optional(),
        b: z.string().nullable(),
        list: z.array(z.object({ c: z.number().optional(), d: z.number() })),
      }),
    );
    expect(
      s.restoreOptionals({
        a: null,
        b: null,
        list: [
          { c: null, d: 1 },
          { c: 2, d: 3 },
        ],
      }),
    ).toEqual({ b: null, list: [{ d: 1 }, { c: 2, d: 3 }] });
  });

  it('turns a strict-mode answer into a valid contracts Analysis', () => {
    const answer = {
      productName: 'Mug',
      productCategory: 'Kitchen',
      confidence: 60,
      costRangeLow: 1,
      costRangeHigh: 2,
      stats: { materialCount: 0, complexity: 'Low' },
      materials: [],
      methodology: [],
      confidenceNote: '',
      disclaimer: '',
      makeBuyAnalysis: null,
      pricingAnalysis: null,
      realProducts: null,
      marketSaturation: null,
      platformRecommendations: null,
      marketInsights: [],
      recommendations: [],
      businessTips: [],
      identification: null,
    };
    expect(Analysis.safeParse(answer).success).toBe(false);
    expect(Analysis.safeParse(restoreOptionals(answer)).success).toBe(true);
  });
});
