import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface EpubcheckMessage {
  ID: string;
  severity: 'FATAL' | 'ERROR' | 'WARNING' | 'USAGE' | 'INFO' | 'SUPPRESSED';
  message: string;
  locations: { path: string; line: number; column: number }[];
}

/** `epubcheck` on PATH; Debian's is the jar itself (run through binfmt), so java runs it here. */
function epubcheckCommand(): [string, string[]] {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      const found = realpathSync(join(dir, 'epubcheck'));
      return found.endsWith('.jar') ? ['java', ['-jar', found]] : [found, []];
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(
    'epubcheck is not installed: install it (`apt-get install -y epubcheck`, as .ci/run does) ' +
      'to check the keepsake books',
  );
}

/** epubcheck's verdict on a book: every message it reports, of every severity. */
export async function epubcheck(epub: Buffer): Promise<EpubcheckMessage[]> {
  const [command, prefix] = epubcheckCommand();
  const dir = await mkdtemp(join(tmpdir(), 'hearth-epubcheck-'));
  try {
    const file = join(dir, 'book.epub');
    await writeFile(file, epub);
    const stdout = await new Promise<string>((resolve, reject) => {
      // It exits 1 when it finds errors, and says a line or two before its report: the report
      // (the JSON object) is read either way.
      execFile(command, [...prefix, file, '--json', '-'], { maxBuffer: 16 << 20 }, (error, out) => {
        const start = out.indexOf('{');
        if (start < 0) reject(error ?? new Error(`epubcheck wrote no report: ${out}`));
        else resolve(out.slice(start, out.lastIndexOf('}') + 1));
      });
    });
    return (JSON.parse(stdout) as { messages: EpubcheckMessage[] }).messages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Only the messages that make a book invalid or doubtful. */
export const problems = (messages: EpubcheckMessage[]) =>
  messages
    .filter((m) => ['FATAL', 'ERROR', 'WARNING'].includes(m.severity))
    .map((m) => `${m.severity} ${m.ID} ${m.locations[0]?.path ?? ''}: ${m.message}`);
