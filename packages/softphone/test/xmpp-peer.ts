/// <reference types="node" />
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Timers } from '../src/logs/uploader.ts';

const FRAMING = 'urn:ietf:params:xml:ns:xmpp-framing';
const SASL = 'urn:ietf:params:xml:ns:xmpp-sasl';
const BIND = 'urn:ietf:params:xml:ns:xmpp-bind';
const STREAMS = 'urn:ietf:params:xml:ns:xmpp-streams';

export interface XmppLogin {
  authcid: string;
  password: string;
  resource: string;
}

/**
 * A scripted XMPP-over-WebSocket server (RFC 7395) on 127.0.0.1: SASL PLAIN checked against one
 * account and token, resource binding, and what a test needs to end streams: a `conflict` stream
 * error (another login took the resource) or a plain close. `mode` 'refuse' closes every new socket
 * at once (the client sees an abnormal close); 'silent' accepts the socket and never answers.
 */
export class XmppPeer {
  readonly logins: XmppLogin[] = [];
  readonly frames: string[] = [];
  readonly sockets: WebSocket[] = [];
  mode: 'accept' | 'refuse' | 'silent' = 'accept';
  private server: WebSocketServer | undefined;
  private bound: WebSocket | undefined;
  private waiters: Array<() => void> = [];

  constructor(private readonly account: { authcid: string; password: string; domain: string }) {}

  async listen(): Promise<string> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/xmpp-websocket' });
    this.server = server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    server.on('connection', (socket) => this.accept(socket));
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/xmpp-websocket`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Resolves once a client has bound a resource and sent its initial presence. */
  whenAvailable(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Ends the bound stream as a server does when the same full JID binds elsewhere. */
  conflict(): void {
    this.bound?.send(
      `<stream:error xmlns:stream="http://etherx.jabber.org/streams"><conflict xmlns="${STREAMS}"/></stream:error>`,
    );
    this.bound?.send(`<close xmlns="${FRAMING}"/>`);
    this.bound?.close(1000);
  }

  /** Drops the bound stream without a word. */
  drop(): void {
    this.bound?.terminate();
  }

  private accept(socket: WebSocket): void {
    this.sockets.push(socket);
    if (this.mode === 'refuse') {
      socket.terminate();
      return;
    }
    if (this.mode === 'silent') return;
    let authenticated = false;
    socket.on('message', (data) => {
      const frame = String(data);
      this.frames.push(frame);
      const send = (text: string) => socket.send(text);
      if (frame.startsWith('<open')) {
        send(
          `<open xmlns="${FRAMING}" from="${this.account.domain}" id="s${this.sockets.length}" version="1.0" xml:lang="en"/>`,
        );
        send(
          authenticated
            ? `<stream:features xmlns:stream="http://etherx.jabber.org/streams"><bind xmlns="${BIND}"/></stream:features>`
            : `<stream:features xmlns:stream="http://etherx.jabber.org/streams"><mechanisms xmlns="${SASL}"><mechanism>PLAIN</mechanism></mechanisms></stream:features>`,
        );
      } else if (frame.startsWith('<auth')) {
        const payload = /<auth[^>]*>([^<]*)<\/auth>/.exec(frame)?.[1] ?? '';
        const [, authcid = '', password = ''] = Buffer.from(payload, 'base64').toString('utf8').split('\u0000');
        if (authcid === this.account.authcid && password === this.account.password) {
          authenticated = true;
          this.logins.push({ authcid, password, resource: '' });
          send(`<success xmlns="${SASL}"/>`);
        } else {
          send(`<failure xmlns="${SASL}"><not-authorized/></failure>`);
        }
      } else if (frame.includes(`xmlns="${BIND}"`)) {
        const id = /id="([^"]+)"/.exec(frame)?.[1];
        const resource = /<resource>([^<]*)<\/resource>/.exec(frame)?.[1] ?? '';
        const login = this.logins.at(-1);
        if (login) login.resource = resource;
        const jid = `${this.account.authcid}@${this.account.domain}/${resource}`;
        send(`<iq xmlns="jabber:client" type="result" id="${id}"><bind xmlns="${BIND}"><jid>${jid}</jid></bind></iq>`);
      } else if (frame.startsWith('<presence')) {
        this.bound = socket;
        for (const waiter of this.waiters.splice(0)) waiter();
      } else if (frame.startsWith('<close')) {
        send(`<close xmlns="${FRAMING}"/>`);
        socket.close(1000);
      }
    });
  }
}

/** Timers the test fires by hand, so back-off delays are read off rather than waited for. */
export function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
    setInterval: () => {
      throw new Error('not used');
    },
    clearInterval: () => {},
  };
  return {
    timers,
    /** The delays of the timers waiting now. */
    delays: () => [...pending.values()].map((timer) => timer.ms),
    /** Fires the waiting timers of this delay only. */
    fireDelay: (ms: number) => {
      for (const [handle, timer] of [...pending]) {
        if (timer.ms !== ms) continue;
        pending.delete(handle);
        timer.callback();
      }
    },
    /** Fires every waiting timer. */
    fire: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.callback();
    },
  };
}
