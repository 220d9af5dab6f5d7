import type { SessionUser } from '@console/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { askOpenTabs, type SharedSession, shareSession, type TabChannel } from './tab-session.ts';

/** The browser's channel between tabs: a message reaches every other tab, a moment later. */
class Browser {
  private readonly tabs = new Set<FakeChannel>();

  channel(): FakeChannel {
    const channel = new FakeChannel(this.tabs);
    this.tabs.add(channel);
    return channel;
  }
}

class FakeChannel implements TabChannel {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  constructor(private readonly tabs: Set<FakeChannel>) {}

  postMessage(message: unknown): void {
    const data = structuredClone(message);
    for (const tab of this.tabs) {
      if (tab !== this) setTimeout(() => tab.deliver(data), 0);
    }
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }
  private deliver(data: unknown): void {
    for (const listener of this.listeners) listener(new MessageEvent('message', { data }));
  }
}

/** A tab's session store, recording what the sharing did to it. */
class Tab implements SharedSession {
  user: SessionUser | null = null;
  adopted: boolean[] = [];
  ended = 0;
  private readonly listeners = new Set<(user: SessionUser | null, previous: SessionUser | null) => void>();

  set(user: SessionUser | null): void {
    const previous = this.user;
    this.user = user;
    for (const listener of this.listeners) listener(user, previous);
  }
  current() {
    return this.user;
  }
  subscribe(listener: (user: SessionUser | null, previous: SessionUser | null) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  adopt(user: SessionUser, signedIn: boolean) {
    this.adopted.push(signedIn);
    this.set(user);
  }
  end() {
    this.ended += 1;
    this.set(null);
  }
}

function userWith(token: string, surname = '演示管理员'): SessionUser {
  return {
    account: '13800000000',
    id: 1,
    surname,
    photo: '',
    bindStatus: 0,
    token,
    master: 1,
    business: { id: 10000, name: '演示企业', status: 0, lack: false },
    dn: '',
    dnCode: '',
    privilege: [1, 1, 1, 1, 1, 1, 1, 1],
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function openTab(browser: Browser, user: SessionUser | null = null): { tab: Tab; channel: FakeChannel } {
  const tab = new Tab();
  tab.user = user;
  const channel = browser.channel();
  stops.push(shareSession(channel, tab));
  return { tab, channel };
}

describe('the tabs of one browser', () => {
  it('hand a new tab the session of an open one', async () => {
    const browser = new Browser();
    openTab(browser);
    openTab(browser, userWith('t1'));
    expect(await askOpenTabs(browser.channel(), 200)).toEqual(userWith('t1'));
  });

  it('leave a new tab signed out when no open tab is signed in', async () => {
    const browser = new Browser();
    openTab(browser);
    expect(await askOpenTabs(browser.channel(), 50)).toBeNull();
  });

  it('never hand a session to another browser', async () => {
    openTab(new Browser(), userWith('t1'));
    expect(await askOpenTabs(new Browser().channel(), 50)).toBeNull();
  });

  it('sign out every tab holding the session that one tab signed out', async () => {
    const browser = new Browser();
    const first = openTab(browser, userWith('t1'));
    const second = openTab(browser, userWith('t1'));
    const other = openTab(browser, userWith('t2'));
    first.tab.set(null);
    await settled();
    expect(second.tab.user).toBeNull();
    expect(second.tab.ended).toBe(1);
    // Signed in as someone else: not this sign-out's business.
    expect(other.tab.user?.token).toBe('t2');
    expect(first.tab.ended).toBe(0);
  });

  it('sign in the tabs without a session when one tab signs in, and keep a different sign-in', async () => {
    const browser = new Browser();
    const signingIn = openTab(browser);
    const waiting = openTab(browser);
    const other = openTab(browser, userWith('t2'));
    signingIn.tab.set(userWith('t1'));
    await settled();
    expect(waiting.tab.user?.token).toBe('t1');
    expect(waiting.tab.adopted).toEqual([true]);
    expect(other.tab.user?.token).toBe('t2');
  });

  it('bring a newer copy of the same session to the other tabs, without telling it back', async () => {
    const browser = new Browser();
    const first = openTab(browser, userWith('t1'));
    const second = openTab(browser, userWith('t1'));
    const posted: unknown[] = [];
    const listener = (event: MessageEvent) => posted.push(event.data);
    const watcher = browser.channel();
    watcher.addEventListener('message', listener);
    first.tab.set(userWith('t1', '新名字'));
    await settled();
    expect(second.tab.user?.surname).toBe('新名字');
    expect(second.tab.adopted).toEqual([false]);
    expect(posted).toEqual([{ kind: 'session', user: userWith('t1', '新名字') }]);
  });

  it('ignore messages that are not a session', async () => {
    const browser = new Browser();
    const tab = openTab(browser);
    const stranger = browser.channel();
    stranger.postMessage({ kind: 'session', user: { token: 't1' } });
    stranger.postMessage('session');
    await settled();
    expect(tab.tab.user).toBeNull();
  });
});
