import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Pcm, readPcm } from '../../lib/wave.ts';

/** Who says a line of a call: the robot or the customer, each with a voice of their own. */
export type Speaker = 'robot' | 'customer';

/** Says one line; a recording is made of these. */
export type Speak = (text: string, speaker: Speaker) => Promise<Pcm>;

/** eSpeak-NG's Mandarin voice; the customer's is a female variant, higher. */
const VOICE_ARGUMENTS: Record<Speaker, string[]> = {
  robot: ['-v', 'cmn', '-s', '170'],
  customer: ['-v', 'cmn+f3', '-p', '70', '-s', '180'],
};

const IN_FILE = 'line.txt';
const OUT_FILE = 'line.wav';

/** The part of the WebAssembly API used here (the server's type libraries leave it out). */
interface WebAssemblyApi {
  compile(code: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

let compiled: Promise<object> | undefined;

/**
 * The synthesiser's code, compiled once per process (the package is 18 MB of WebAssembly with the
 * voices in it; compiling it is the half of a line's time that need not be paid per line).
 */
function synthesiserModule(): Promise<object> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    return WebAssembly.compile(await readFile(join(dirname(entry), 'espeak-ng.wasm')));
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

/**
 * Says a line with eSpeak-NG in this process (WebAssembly, no system install): one instance per
 * line, since the program runs its command line once. The text goes in through a file, so a
 * line that starts with '-' is never read as an option.
 */
export const espeakSpeak: Speak = async (text, speaker) => {
  const [{ default: ESpeakNg }, module] = await Promise.all([import('espeak-ng'), synthesiserModule()]);
  // The program's promise never settles when instantiating fails, so that failure rejects this one.
  const instance = await new Promise<Awaited<ReturnType<typeof ESpeakNg>>>((resolve, reject) => {
    ESpeakNg({
      arguments: ['-w', OUT_FILE, ...VOICE_ARGUMENTS[speaker], '-f', IN_FILE],
      print: () => undefined,
      printErr: () => undefined,
      preRun: [(self) => self.FS.writeFile(IN_FILE, text)],
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(module, imports).then((created) => done(created, module), reject);
        return {};
      },
    }).then(resolve, reject);
  });
  let wav: Uint8Array;
  try {
    wav = instance.FS.readFile(OUT_FILE);
  } catch {
    throw new Error(`the synthesiser wrote no audio for a ${speaker} line`);
  }
  return readPcm(wav);
};
