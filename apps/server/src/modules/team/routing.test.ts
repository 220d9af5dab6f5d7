import type { AgentState, TransferStrategy } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { type Candidate, pickedKey, type RankContext, rankAgents } from './routing.ts';

/** An agent whose id, 工号 and extension follow from one number; idle since `idleSince` unless said. */
function agent(n: number, idleSince: number | null, state: AgentState = 'idle', code = String(n)): Candidate {
  return { agentId: n, code, dn: String(8000 + n), state, idleSince: state === 'idle' ? idleSince : null };
}

const noRandom = () => {
  throw new Error('only 随机 may draw');
};

function ranked(strategy: TransferStrategy, agents: Candidate[], context: Partial<RankContext> = {}): number[] {
  return rankAgents(strategy, agents, { lastPicked: '', random: noRandom, ...context }).map((a) => a.agentId);
}

const unavailable = [agent(90, null, 'offline'), agent(91, null, 'busy')];

describe('rankAgents', () => {
  it('最长空闲: the agent idle longest first, ties by id', () => {
    const agents = [agent(1, 3_000), agent(2, 1_000), agent(3, 2_000), agent(4, 1_000), ...unavailable];
    expect(ranked('longest-idle-agent', agents)).toEqual([2, 4, 3, 1]);
  });

  it("最近联系人: the customer's last agent while idle, then the longest idle", () => {
    const agents = [agent(1, 1_000), agent(2, 3_000), agent(3, 2_000), ...unavailable];
    expect(ranked('recent-contacts', agents, { recentAgentId: 2 })).toEqual([2, 1, 3]);
    // Busy or offline, the recent agent is not offered: the others by idle time.
    expect(ranked('recent-contacts', agents, { recentAgentId: 91 })).toEqual([1, 3, 2]);
    expect(ranked('recent-contacts', agents, { recentAgentId: 90 })).toEqual([1, 3, 2]);
    // No recent agent for this number, or one no longer in the group.
    expect(ranked('recent-contacts', agents)).toEqual([1, 3, 2]);
    expect(ranked('recent-contacts', agents, { recentAgentId: 77 })).toEqual([1, 3, 2]);
  });

  it('分机轮选: the next extension after the one rung last, in numeric order, wrapping round', () => {
    // Extensions 8002, 8010 and 10000, in that order as numbers (as text 10000 would come first).
    const agents = [agent(2000, 1), agent(10, 2), agent(2, 3), ...unavailable];
    expect(ranked('dn-round-robin', agents)).toEqual([2, 10, 2000]);
    expect(ranked('dn-round-robin', agents, { lastPicked: '8002' })).toEqual([10, 2000, 2]);
    expect(ranked('dn-round-robin', agents, { lastPicked: '8010' })).toEqual([2000, 2, 10]);
    expect(ranked('dn-round-robin', agents, { lastPicked: '10000' })).toEqual([2, 10, 2000]);
    // The last one rung has left or is busy: the next one after its place.
    expect(ranked('dn-round-robin', agents, { lastPicked: '8005' })).toEqual([10, 2000, 2]);
    expect(ranked('dn-round-robin', agents, { lastPicked: '9000' })).toEqual([2000, 2, 10]);
  });

  it('工号轮选: the same by 工号, numeric where both are digits', () => {
    const agents = [agent(1, 1, 'idle', '10'), agent(2, 2, 'idle', '9'), agent(3, 3, 'idle', '100'), ...unavailable];
    expect(ranked('code-round-robin', agents)).toEqual([2, 1, 3]);
    expect(ranked('code-round-robin', agents, { lastPicked: '9' })).toEqual([1, 3, 2]);
    expect(ranked('code-round-robin', agents, { lastPicked: '100' })).toEqual([2, 1, 3]);
    expect(ranked('code-round-robin', agents, { lastPicked: '50' })).toEqual([3, 2, 1]);
  });

  it('随机: a shuffle driven by the injected random function', () => {
    const agents = [agent(1, 1), agent(2, 2), agent(3, 3), ...unavailable];
    // Fisher-Yates from the end: i=2 swaps with floor(r*3), i=1 with floor(r*2).
    const draws = (values: number[]) => {
      const queue = [...values];
      return () => queue.shift() ?? 0;
    };
    expect(ranked('random', agents, { random: draws([0.99, 0.99]) })).toEqual([1, 2, 3]);
    expect(ranked('random', agents, { random: draws([0, 0]) })).toEqual([2, 3, 1]);
    expect(ranked('random', agents, { random: draws([0.5, 0]) })).toEqual([3, 1, 2]);
    let calls = 0;
    ranked('random', agents, {
      random: () => {
        calls += 1;
        return 0.5;
      },
    });
    expect(calls).toBe(2);
  });

  it('never offers an offline or busy agent, whatever the strategy', () => {
    for (const strategy of [
      'longest-idle-agent',
      'recent-contacts',
      'dn-round-robin',
      'code-round-robin',
      'random',
    ] as const) {
      expect(ranked(strategy, unavailable, { recentAgentId: 91, random: () => 0 }), strategy).toEqual([]);
      expect(ranked(strategy, [...unavailable, agent(5, 1)], { random: () => 0 }), strategy).toEqual([5]);
    }
  });
});

describe('pickedKey', () => {
  it('remembers the 工号 for 工号轮选 and the extension otherwise', () => {
    const picked = agent(7, 1, 'idle', '700');
    expect(pickedKey('code-round-robin', picked)).toBe('700');
    expect(pickedKey('dn-round-robin', picked)).toBe('8007');
    expect(pickedKey('longest-idle-agent', picked)).toBe('8007');
  });
});
