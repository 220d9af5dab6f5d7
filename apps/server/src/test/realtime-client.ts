import WebSocket from 'ws';

export const FRAMING = 'urn:ietf:params:xml:ns:xmpp-framing';

/** A bare RFC 7395 client: sends frames as written and lets the test wait for answers. */
export class RawClient {
  readonly frames: string[] = [];
  closed = false;
  private waiters: { match: (frame: string) => boolean; resolve: (frame: string) => void }[] = [];
  private closeWaiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = data.toString();
      this.frames.push(frame);
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    socket.on('close', () => {
      this.closed = true;
      for (const resolve of this.closeWaiters) resolve();
    });
  }

  static open(url: string, protocol: string | string[] = 'xmpp'): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, protocol);
      socket.once('open', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  send(frame: string): void {
    this.socket.send(frame);
  }

  /** The first frame, already received or still to come, that contains the text. */
  waitFor(text: string, timeoutMs = 3000): Promise<string> {
    const seen = this.frames.find((frame) => frame.includes(text));
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no frame with ${text}; got ${this.frames.join(' | ')}`)),
        timeoutMs,
      );
      this.waiters.push({
        match: (frame) => frame.includes(text),
        resolve: (frame) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  }

  waitClosed(timeoutMs = 3000): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket stayed open')), timeoutMs);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  openStream(domain: string): Promise<string> {
    this.send(`<open xmlns="${FRAMING}" to="${domain}" version="1.0"/>`);
    return this.waitFor('<stream:features');
  }

  async authenticate(domain: string, authcid: string, password: string): Promise<string> {
    await this.openStream(domain);
    const payload = Buffer.from(`\u0000${authcid}\u0000${password}`).toString('base64');
    this.send(`<auth xmlns="urn:ietf:params:xml:ns:xmpp-sasl" mechanism="PLAIN">${payload}</auth>`);
    return Promise.race([this.waitFor('<success'), this.waitFor('<failure')]);
  }

  /** Authenticates, reopens the stream and binds; answers the bound full JID. */
  async login(domain: string, authcid: string, password: string, resource?: string): Promise<string> {
    const answer = await this.authenticate(domain, authcid, password);
    if (!answer.includes('<success')) throw new Error(`authentication failed: ${answer}`);
    const features = await this.openStream(domain);
    if (!features.includes('urn:ietf:params:xml:ns:xmpp-bind')) throw new Error(`no resource binding in ${features}`);
    const inner = resource ? `<resource>${resource}</resource>` : '';
    this.send(
      `<iq xmlns="jabber:client" type="set" id="bind1"><bind xmlns="urn:ietf:params:xml:ns:xmpp-bind">${inner}</bind></iq>`,
    );
    const bound = await this.waitFor('id="bind1"');
    const jid = /<jid>([^<]+)<\/jid>/.exec(bound)?.[1];
    if (!jid) throw new Error(`no jid in ${bound}`);
    return jid;
  }

  close(): void {
    this.socket.close();
  }
}
