// The engine against published values: the tolerance table (value, source, our result, error).
// Usage: npx tsx bench/chart-accuracy.ts
import { REFERENCE_CHECKS, errorOf } from '../src/astro/reference-checks';

console.log('| quantity | source | published | ours | error | tolerance |\n| --- | --- | ---: | ---: | ---: | ---: |');
for (const check of REFERENCE_CHECKS) {
  const error = errorOf(check);
  const digits = check.unit === 'deg' ? 6 : 4;
  console.log(
    `| ${check.what} | ${check.source} | ${check.expected.toFixed(digits)} | ${check.ours().toFixed(digits)} | ${error.toFixed(check.unit === 'deg' ? 6 : 3)}${check.unit} | ${check.tolerance}${check.unit} |`,
  );
}
