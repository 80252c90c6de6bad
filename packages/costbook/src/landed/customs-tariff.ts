// Reading the Customs Tariff's rate columns as the schedule writes them. The MFN column holds 'Free', an
// ad valorem rate ('6.5%') or a specific or compound one ('11.64¢/kg plus 8.5%'); the preferential column
// lists the treatments that are free, then the others with their rates, e.g.
// 'CCCT, LDCT, UST, MXT, …: Free GPT 5%, AUT 8%'. Only ad valorem rates are numbers here: a specific rate
// depends on the weight and is never turned into a percentage.

/** An edition of the Customs Tariff schedule (the CBSA publishes several a year). */
export interface TariffEdition {
  /** The CBSA's name for it, e.g. 'T2026-2'. */
  id: string;
  /** The day its chapters came into force (YYYY-MM-DD). */
  inForce: string;
  /** The CBSA's page of the edition's chapters. */
  url: string;
}

/** The percent of an ad valorem rate ('Free' is 0), or null for a specific, compound or unreadable rate. */
export function adValoremPct(rate: string): number | null {
  const t = rate.trim();
  if (/^free$/i.test(t)) return 0;
  const m = /^(\d+(?:\.\d+)?)%$/.exec(t);
  return m ? Number(m[1]) : null;
}

export interface PreferentialColumn {
  /** Treatments under which the goods are free of duty. */
  free: string[];
  /** Treatments with a rate, as written ('5%', '2.11¢/kg', 'N/A'). */
  rated: Array<{ treatment: string; rate: string }>;
}

const TREATMENT = /^[A-Z]{2,6}$/;

/** The preferential column split into its treatments; throws on text it cannot read, so a bad row fails
 *  the tests and the audit instead of reaching a calculation. */
export function readPreferential(text: string): PreferentialColumn {
  const marker = text.indexOf(': Free');
  const freePart = marker >= 0 ? text.slice(0, marker) : '';
  const rest = (marker >= 0 ? text.slice(marker + ': Free'.length) : text).trim();
  const free = freePart
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const rated = rest
    ? rest.split(/,\s*/).map((part) => {
        const m = /^([A-Z]+)\s+(.+)$/.exec(part.trim());
        if (!m) throw new Error(`unreadable preferential rate: "${part}" in "${text}"`);
        return { treatment: m[1]!, rate: m[2]! };
      })
    : [];
  for (const t of [...free, ...rated.map((r) => r.treatment)])
    if (!TREATMENT.test(t)) throw new Error(`unreadable tariff treatment: "${t}" in "${text}"`);
  return { free, rated };
}

/** The ad valorem percent of one treatment in the column: 0 when free, its rate when rated, null when the
 *  treatment is not listed or its rate is not a percentage. */
export function treatmentPct(column: PreferentialColumn, treatment: string): number | null {
  if (column.free.includes(treatment)) return 0;
  const rated = column.rated.find((r) => r.treatment === treatment);
  return rated ? adValoremPct(rated.rate) : null;
}
