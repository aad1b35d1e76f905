// Medians of repeated runs, as the browser benches print them (a run that could not measure a
// figure gives null, left out).

/** The median of `values` (the lower middle of an even count), or null when none is known. */
export function median(values) {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
}

/** Each figure's median over `runs`, objects with the same keys. */
export function mediansOf(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}
