// The contract between an arm process and bench/run.mjs: options in, one JSON line out.

/** Reads the options run.mjs passes to every arm. */
export function armOptions() {
  const quick = process.argv.includes('--quick');
  return {
    quick,
    // Seconds of load per measurement, and of the warm-up before it (JIT, sockets, caches):
    // short in --quick so the whole suite stays within a few minutes.
    seconds: quick ? 1 : 5,
    warm: quick ? 0.5 : 1,
    // Alternating one-second slices of baseline and subject (lib/alternate.mjs).
    slices: quick ? 2 : 5,
  };
}

/**
 * Prints the arm's figures as the last stdout line. Each result is
 * { metric, value, target, op: '>=' | '<=', unit?, detail? } or { metric, skipped: reason }.
 */
export function emit(results) {
  process.stdout.write(`\nBENCH_RESULT ${JSON.stringify(results)}\n`);
}

/** Runs an arm's main, turning a crash into a reported failure instead of a silent hole. */
export function runArm(name, main) {
  main().then(
    (results) => {
      emit(results);
      process.exit(0);
    },
    (error) => {
      console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}
