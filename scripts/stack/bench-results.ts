/** One benchmark figure: printed as `name: value unit (target ...)`, MISSED when not ok. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target: string;
  ok: boolean;
  /** decimals printed (1 by default) */
  digits?: number;
}

/** The value at the p-th percentile (nearest rank) of the samples; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Prints every figure on its own line and exits non-zero when a target was missed. */
export function reportAndExit(results: readonly BenchResult[]): never {
  for (const r of results) {
    const value = r.value.toFixed(r.digits ?? 1);
    console.log(`${r.name}: ${value} ${r.unit} (target ${r.target}${r.ok ? "" : ", MISSED"})`);
  }
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
