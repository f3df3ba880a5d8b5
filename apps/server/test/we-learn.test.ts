/**
 * We Learn (spec 3 §2 We Learn, §4, §5; issue #19): a policy text broken down into six sections by
 * the AI provider (the local engine by default, deterministic), with the writer named; blank or
 * over-long texts refused; 502 for a failing provider, 503 when it is busy, the local engine's
 * breakdown (labelled) for a model's answer that is no breakdown, twice; the AI budget of the
 * user, or of the IP without a token; nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBreakdown, type PolicyBreakdown } from '../src/domains/we-learn';
import { writePolicyBreakdown } from '../src/platform/ai/local/policy';
import {
  type AiCompletion,
  type AiProvider,
  type AiRequest,
  AiProviderError,
  LocalEngine,
} from '../src/platform/ai';
import { call, createTestApp, MINUTE, newUser, type TestApp, type TestUser } from './helpers/app';

/** Answers as told: the local engine, a model's text, or a failure. */
class ScriptedProvider implements AiProvider {
  readonly name = 'scripted';
  next: AiCompletion | AiProviderError | null = null;
  requests: AiRequest[] = [];
  private readonly engine = new LocalEngine();
  async complete(request: AiRequest): Promise<AiCompletion> {
    this.requests.push(request);
    const next = this.next;
    if (next instanceof AiProviderError) throw next;
    return next ?? this.engine.complete(request);
  }
}

let t: TestApp;
let ai: ScriptedProvider;
let member: TestUser;

const TEXT =
  'Landlords must register every rental unit, and a fee of $50 per year applies. Critics say the fee will raise rents. The city will fund 12 inspectors.';

const interpret = (text: unknown, caller: TestUser | null = null, remoteAddress?: string) =>
  call(t.app, 'interpretPolicy', {
    method: 'POST',
    url: '/api/we-learn/interpret',
    payload: { text },
    headers: caller ? caller.auth : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

beforeAll(async () => {
  ai = new ScriptedProvider();
  t = await createTestApp({ ai });
  member = await newUser(t.app, 'member');
}, 120_000);
afterAll(() => t.close());

describe('the breakdown', () => {
  it("is the local engine's, from the text's own words, the same every time", async () => {
    ai.next = null;
    const res = await interpret(`  ${TEXT}  `);
    expect(res.statusCode).toBe(200);
    const breakdown = res.json<PolicyBreakdown>();
    expect(breakdown).toEqual({
      what: 'It claims: "Landlords must register every rental unit, and a fee of $50 per year applies." It also says: "The city will fund 12 inspectors."',
      impact: 'It names landlords. Anyone the rules apply to is affected too.',
      pros: 'What it offers, in its own words: "The city will fund 12 inspectors".',
      cons: 'What it asks or restricts, in its own words: "Landlords must register every rental unit"; "a fee of $50 per year applies".',
      controversy:
        'It names an objection. Against it: critics, who say the fee will raise rents. It names no one who supports it; ask who gains.',
      importance:
        'The figures: $50 per year and 12 inspectors. It touches landlords, so it is worth reading closely.',
      source: 'local',
    });
    expect((await interpret(TEXT, member)).json()).toEqual(breakdown);
  });

  it('says plainly what the text does not tell', async () => {
    const breakdown = (await interpret('Make it so.')).json<PolicyBreakdown>();
    expect(breakdown.pros).toBe(
      'The text names no benefit in so many words; ask who gains and how.',
    );
    expect(breakdown.controversy).toBe(
      'The text names no disagreement; look for who opposes it and why.',
    );
  });

  it("is a model's JSON answer when one is configured, named by the model", async () => {
    const sections = {
      what: 'A register of rentals.',
      impact: 'Landlords and tenants.',
      pros: 'Safer homes.',
      cons: 'A yearly fee.',
      controversy: 'Whether rents rise.',
      importance: 'Most people rent.',
    };
    ai.next = {
      text: `Here you go:\n\`\`\`json\n${JSON.stringify(sections)}\n\`\`\``,
      source: 'llama3.2',
    };
    ai.requests = [];
    const res = await interpret(TEXT, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...sections, source: 'llama3.2' });
    expect(ai.requests[0]?.messages[0]?.content).toContain(`<policy>\n${TEXT}\n</policy>`);
    ai.next = null;
  });
});

describe('refusals', () => {
  it('of blank, missing or over-long texts: 422', async () => {
    for (const text of ['', '   ', 'x'.repeat(8001), undefined, 42]) {
      const res = await interpret(text);
      expect(res.statusCode, String(text)).toBe(422);
    }
    expect((await interpret('x'.repeat(8000))).statusCode).toBe(200);
  });

  it('when the provider fails (502) or is busy (503)', async () => {
    ai.next = new AiProviderError('timeout', 'The AI provider did not answer in time.');
    expect((await interpret(TEXT)).statusCode).toBe(502);
    ai.next = new AiProviderError('status', 'The AI provider answered 503.', 503);
    expect((await interpret(TEXT)).statusCode).toBe(503);
    ai.next = null;
  });

  it('never for a model that answers no breakdown: asked once more, then the local engine’s, labelled', async () => {
    ai.next = null;
    const local = (await interpret(TEXT)).json<PolicyBreakdown>();
    for (const text of ['I cannot help with that.', '{"what": "only one"}', '{"what": ""}']) {
      ai.next = { text, source: 'llama3.2' };
      ai.requests = [];
      const res = await interpret(TEXT);
      expect(res.statusCode, text).toBe(200);
      expect(res.json(), text).toEqual({ ...local, source: 'local' });
      expect(ai.requests, text).toHaveLength(2);
      // Asked with the breakdown's JSON schema.
      expect(ai.requests[0]?.answerSchema?.schema.required).toEqual([
        'what',
        'impact',
        'pros',
        'cons',
        'controversy',
        'importance',
      ]);
    }
    ai.next = null;
  });
});

describe("the built-in engine's breakdown (issue 45)", () => {
  const SODA_TAX =
    'The province will tax sugary drinks at 20 cents per litre. The levy brings in 400 million a year funds school meals. Retailers say prices will rise for low-income families, while doctors support it as a health measure.';

  it('names both sides of a stated objection: who opposes, who supports, and what they say', () => {
    expect(writePolicyBreakdown(SODA_TAX).controversy).toBe(
      'It names both sides. Against it: retailers, who say prices will rise for low-income families. For it: doctors, who support it as a health measure.',
    );
    expect(
      writePolicyBreakdown(
        'The city will ban plastic bags. However, shop owners oppose the ban. Critics argue it hurts small shops.',
      ).controversy,
    ).toBe(
      'It names an objection. Against it: shop owners, who oppose the ban; critics, who argue it hurts small shops. It names no one who supports it; ask who gains.',
    );
    // An opinion is no claim of the policy, nor one of its pros.
    const { what, pros } = writePolicyBreakdown(SODA_TAX);
    expect(`${what} ${pros}`).not.toContain('doctors support');
  });

  it('keeps a figure with its whole phrase, never cut mid-phrase', () => {
    const { importance } = writePolicyBreakdown(SODA_TAX);
    expect(importance).toContain('The figures: 20 cents per litre and 400 million a year.');
    expect(importance).not.toContain('funds school');
    expect(
      writePolicyBreakdown('The council will build 40 km of protected bike lanes.').importance,
    ).toContain('40 km of protected bike lanes');
  });
});

describe('reading an answer', () => {
  it('takes the six sections, trimmed, from a bare or fenced JSON object', () => {
    const sections = {
      what: ' a ',
      impact: 'b',
      pros: 'c',
      cons: 'd',
      controversy: 'e',
      importance: 'f',
      extra: 'ignored',
    };
    const expected = {
      what: 'a',
      impact: 'b',
      pros: 'c',
      cons: 'd',
      controversy: 'e',
      importance: 'f',
    };
    expect(readBreakdown(JSON.stringify(sections))).toEqual(expected);
    expect(readBreakdown(`\`\`\`\n${JSON.stringify(sections)}\n\`\`\``)).toEqual(expected);
    expect(() => readBreakdown('[]')).toThrow(AiProviderError);
  });
});

describe('the AI budget', () => {
  it("counts a visitor's calls per IP and a member's per user", async () => {
    const limited = await createTestApp({
      ai: new LocalEngine(),
      config: {
        rateLimits: {
          ...t.config.rateLimits,
          aiPerIp: { max: 2, windowMs: MINUTE },
          aiPerUser: { max: 3, windowMs: MINUTE },
        },
      },
    });
    try {
      const someone = await newUser(limited.app, 'someone');
      const ask = (remoteAddress: string, caller: TestUser | null = null) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/we-learn/interpret',
          remoteAddress,
          headers: caller ? caller.auth : {},
          payload: { text: TEXT },
        });
      expect((await ask('10.2.0.1')).statusCode).toBe(200);
      expect((await ask('10.2.0.1')).statusCode).toBe(200);
      expect((await ask('10.2.0.1')).statusCode).toBe(429);
      for (let i = 0; i < 3; i += 1)
        expect((await ask(`10.2.1.${i}`, someone)).statusCode).toBe(200);
      expect((await ask('10.2.2.1', someone)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
