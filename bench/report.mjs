// What `npm run bench` shows and keeps: the figures taken from each autocannon result, the table
// printed at the end, and bench/results/latest.json (git-ignored: the numbers belong to one machine).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The figures the bench reports, from one autocannon result. */
export function summarize(name, request, result) {
  return {
    name,
    request,
    requestsPerSecond: result.requests.average,
    // No completed request means no latency at all, not a latency of 0.
    latencyMs: result.requests.total
      ? { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average }
      : { p50: null, p99: null, average: null },
    requests: result.requests.total,
    requestsSent: result.requests.sent,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    /** Socket errors, timeouts included (autocannon counts a timeout as both). */
    errors: result.errors,
    errorKinds: result.errorKinds,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
}

/**
 * Adds each run's throughput as a fraction of the baseline's and, for a run that names one
 * (`ceiling`), of its same-bytes ceiling's: the bare app answering the same bytes from memory.
 */
export function withRatios(runs, baselineName) {
  const throughput = (name) => runs.find((run) => run.name === name)?.requestsPerSecond;
  const baseline = throughput(baselineName);
  return runs.map((run) => {
    const ceiling = run.ceiling ? throughput(run.ceiling) : undefined;
    return { ...run, ratioToBaseline: baseline ? run.requestsPerSecond / baseline : null, ratioToCeiling: ceiling ? run.requestsPerSecond / ceiling : null };
  });
}

export function formatNumber(value, digits = 0) {
  return value === null || value === undefined ? '-' : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** 8.3 %, or two significant digits below 1 % (0.027 %) so a slow route does not read as 0. */
function formatPercent(ratio) {
  if (ratio === null) return '-';
  const percent = ratio * 100;
  return `${percent >= 1 ? percent.toFixed(1) : percent.toPrecision(2)} %`;
}

/** A plain-text table, one row per run. */
export function formatTable(runs) {
  const header = ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs hello', 'vs same bytes'];
  const rows = runs.map((run) => [
    run.request,
    formatNumber(run.requests),
    formatNumber(run.requestsPerSecond, 1),
    formatNumber(run.latencyMs.p50, 1),
    formatNumber(run.latencyMs.p99, 1),
    formatNumber(run.non2xx),
    formatNumber(run.errors),
    formatPercent(run.ratioToBaseline),
    formatPercent(run.ratioToCeiling ?? null),
  ]);
  return textTable(header, rows);
}

/** Columns of text: the first left-aligned, the others right-aligned, under a ruled header. */
export function textTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export async function writeResults(file, report) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
