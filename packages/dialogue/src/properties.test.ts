import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { educationSources, educationVariables } from '../test/education-script.ts';
import {
  type CustomerInput,
  compileScript,
  DialogueFinishedError,
  respond,
  startDialogue,
  summarizeDialogue,
} from './index.ts';
import type { DialogueState, Turn } from './types.ts';

const script = compileScript(educationSources());

const PHRASES = [
  '是的',
  '不是',
  '挺感兴趣的',
  '我挺敢兴趣的',
  '听着还挺心动',
  '学费怎么算',
  '你们在哪里上课',
  '老师怎么样',
  '三年级',
  '周六上午',
  '不需要',
  '别打了',
  '我要找人工',
  '我在开车',
  '嗯',
];
const CHINESE = fc
  .array(fc.integer({ min: 0x4e00, max: 0x9fa5 }), { minLength: 1, maxLength: 12 })
  .map((codes) => String.fromCodePoint(...codes));
const atMs = fc.option(fc.oneof(fc.nat({ max: 600_000 }), fc.constantFrom(-1, Number.NaN, Number.POSITIVE_INFINITY)), {
  nil: undefined,
});
const input: fc.Arbitrary<CustomerInput> = fc.oneof(
  fc.record({ text: fc.constantFrom(...PHRASES), atMs }),
  fc.record({ text: CHINESE, atMs }),
  fc.record({ text: fc.string({ unit: 'binary', maxLength: 40 }), atMs }),
  fc.record({ silence: fc.constant(true as const), atMs }),
);
const inputs = fc.array(input, { minLength: 1, maxLength: 12 });

/** Runs inputs until the dialogue ends; the turns, the start first. */
function run(lines: CustomerInput[]): Turn[] {
  const turns = [startDialogue(script, educationVariables)];
  for (const line of lines) {
    const last = turns.at(-1) as Turn;
    if (last.finished) break;
    turns.push(respond(script, last.state, line));
  }
  return turns;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('properties of dialogues', () => {
  it('the same script and inputs give the same turns and traces', () => {
    fc.assert(
      fc.property(inputs, (lines) => {
        expect(run(lines)).toStrictEqual(run(lines));
      }),
      { numRuns: 80 },
    );
  });

  it('the state is plain JSON: a round trip changes nothing, and the next turn is the same', () => {
    fc.assert(
      fc.property(inputs, input, (lines, next) => {
        const last = run(lines).at(-1) as Turn;
        const copy: DialogueState = JSON.parse(JSON.stringify(last.state));
        expect(copy).toStrictEqual(last.state);
        if (!last.finished) expect(respond(script, copy, next)).toStrictEqual(respond(script, last.state, next));
      }),
      { numRuns: 80 },
    );
  });

  it('respond never changes the state it is given', () => {
    fc.assert(
      fc.property(inputs, input, (lines, next) => {
        const last = run(lines).at(-1) as Turn;
        if (last.finished) return;
        const before = structuredClone(last.state);
        // Frozen: a write would throw in strict mode, not go unnoticed.
        respond(script, deepFreeze(last.state), next);
        expect(last.state).toStrictEqual(before);
      }),
      { numRuns: 80 },
    );
  });

  it('a finished dialogue is refused', () => {
    fc.assert(
      fc.property(inputs, input, (lines, next) => {
        const last = run([...lines, { silence: true }, { silence: true }]).at(-1) as Turn;
        expect(last.finished).toBe(true);
        expect(() => respond(script, last.state, next)).toThrow(DialogueFinishedError);
      }),
      { numRuns: 40 },
    );
  });

  it('garbage never throws, and every turn can be summarised', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 400 }),
            fc.string({ unit: 'grapheme', maxLength: 50 }),
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a customer line that looks like a variable stays text
            fc.constantFrom('', ' ', '\u0000', '\ud800', '${姓名}', '.*+?^$()[]{}|\\', '__proto__'),
          ),
          { minLength: 1, maxLength: 10 },
        ),
        (texts) => {
          const turns = run(texts.map((text) => ({ text })));
          for (const turn of turns) expect(typeof summarizeDialogue(script, turn.state).grade).toBe('string');
        },
      ),
      { numRuns: 100 },
    );
  });
});
