import type { AgentState, TransferStrategy } from '@console/contracts';

/** An agent of a group as a transfer sees it at this moment. */
export interface Candidate {
  agentId: number;
  code: string;
  dn: string;
  state: AgentState;
  /** Milliseconds since the epoch when the agent became idle; null unless idle. */
  idleSince: number | null;
}

export interface RankContext {
  /** The round-robin position: the extension (分机轮选) or 工号 (工号轮选) rung last. */
  lastPicked: string;
  /** The agent who last talked to this customer number, if any (最近联系人). */
  recentAgentId?: number;
  /** In [0, 1); injected so tests can fix the 随机 strategy's choice. */
  random: () => number;
}

/** Numbers compare as numbers (8002 before 8010), anything else as text. */
function compareKeys(a: string, b: string): number {
  const numeric = /^\d+$/.test(a) && /^\d+$/.test(b);
  return numeric ? Number(a) - Number(b) || a.localeCompare(b) : a.localeCompare(b);
}

function longestIdleFirst(agents: Candidate[]): Candidate[] {
  return [...agents].sort((a, b) => (a.idleSince ?? 0) - (b.idleSince ?? 0) || a.agentId - b.agentId);
}

/** The agents in key order, starting after the one rung last and wrapping round. */
function roundRobin(agents: Candidate[], key: (agent: Candidate) => string, lastPicked: string): Candidate[] {
  const sorted = [...agents].sort((a, b) => compareKeys(key(a), key(b)));
  const next = lastPicked === '' ? 0 : sorted.findIndex((agent) => compareKeys(key(agent), lastPicked) > 0);
  const start = next < 0 ? 0 : next;
  return [...sorted.slice(start), ...sorted.slice(0, start)];
}

function shuffled(agents: Candidate[], random: () => number): Candidate[] {
  const order = [...agents];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * The idle agents of a group in the order a transfer tries them, by the group's strategy. Agents
 * whose softphone is not registered or who are in a call are never offered.
 */
export function rankAgents(strategy: TransferStrategy, agents: Candidate[], context: RankContext): Candidate[] {
  const idle = agents.filter((agent) => agent.state === 'idle');
  switch (strategy) {
    case 'longest-idle-agent':
      return longestIdleFirst(idle);
    case 'recent-contacts': {
      // The customer's last agent when free; otherwise whoever has waited longest.
      const order = longestIdleFirst(idle);
      const recent = order.findIndex((agent) => agent.agentId === context.recentAgentId);
      return recent < 0 ? order : [order[recent], ...order.filter((_, i) => i !== recent)];
    }
    case 'dn-round-robin':
      return roundRobin(idle, (agent) => agent.dn, context.lastPicked);
    case 'code-round-robin':
      return roundRobin(idle, (agent) => agent.code, context.lastPicked);
    case 'random':
      return shuffled(idle, context.random);
  }
}

/** What the group remembers as its round-robin position after ringing `agent`. */
export function pickedKey(strategy: TransferStrategy, agent: Candidate): string {
  return strategy === 'code-round-robin' ? agent.code : agent.dn;
}
