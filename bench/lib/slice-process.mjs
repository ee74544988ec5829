// A baseline that runs as its own process pinned to the server core and measures in slices:
// each stdin line "<seconds>" runs one slice, answered by a JSON line { count, elapsed }.
import { spawnPinned, stop } from './proc.mjs';

export function startSliceProcess(script, args) {
  const child = spawnPinned(process.execPath, [script, ...args], { stdin: true });
  let buffered = '';
  const waiting = [];
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      waiting.shift()?.resolve(JSON.parse(line));
    }
  });
  child.on('exit', () => {
    for (const w of waiting.splice(0)) w.reject(new Error(`baseline died: ${child.output()}`));
  });
  return {
    run: (seconds) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(`${seconds}\n`);
      }),
    stop: () => {
      child.stdin.end();
      return stop(child);
    },
  };
}
