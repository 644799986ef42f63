import os from 'node:os';

/**
 * One line of the benchmark's table: this site beside stock, which is the Docusaurus 3.7 classic
 * baseline, or for search the search plugin as it ships on this site's content.
 */
export interface Row {
  measure: string;
  site: string;
  baseline: string;
  note?: string;
}

const rows: Row[] = [];
export const row = (measure: string, site: string, baseline = '—', note?: string) =>
  rows.push({measure, site, baseline, note});

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function printTable(): void {
  const header: Row = {
    measure: 'Measure',
    site: 'Parley docs',
    baseline: 'Stock: 3.7 classic, or for search the plugin as shipped',
    note: 'Note',
  };
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((entry) => (entry[key] ?? '').length));
  const line = (entry: Row) =>
    `| ${entry.measure.padEnd(width('measure'))} | ${entry.site.padEnd(width('site'))} | ${entry.baseline.padEnd(width('baseline'))} | ${(entry.note ?? '').padEnd(width('note'))} |`;
  console.log(
    `\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  console.log(line(header));
  console.log(
    `|${['measure', 'site', 'baseline', 'note'].map((key) => '-'.repeat(width(key as keyof Row) + 2)).join('|')}|`,
  );
  for (const entry of rows) console.log(line(entry));
}
