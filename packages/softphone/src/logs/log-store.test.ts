import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { uniqueDbName } from '../../test/fixture.ts';
import { LOG_RETENTION_MS, LogStore } from './log-store.ts';
import { StoreLogger } from './logger.ts';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 1, 12);
let store: LogStore | undefined;

afterEach(() => store?.close());

describe('LogStore', () => {
  it('keeps 12 hours: adding an entry drops the ones that outlived it', async () => {
    store = await LogStore.open(uniqueDbName());
    await store.add({ time: now - 13 * HOUR, level: 'INFO', module: 'm', msg: '十三小时前' }, now - 13 * HOUR);
    await store.add({ time: now - 12 * HOUR, level: 'INFO', module: 'm', msg: '正好十二小时' }, now - 12 * HOUR);
    await store.add({ time: now - HOUR, level: 'INFO', module: 'm', msg: '一小时前' }, now - HOUR);

    await store.add({ time: now, level: 'WARN', module: 'm', msg: '现在' }, now);

    expect((await store.all()).map((entry) => entry.msg)).toEqual(['正好十二小时', '一小时前', '现在']);
    await store.prune(now + 1);
    expect((await store.all()).map((entry) => entry.msg)).toEqual(['一小时前', '现在']);
    await store.prune(now + LOG_RETENTION_MS + 1);
    expect(await store.all()).toEqual([]);
  });

  it('answers the oldest entries first and removes by id', async () => {
    store = await LogStore.open(uniqueDbName());
    for (let i = 0; i < 5; i += 1) await store.add({ time: now + i, level: 'INFO', module: 'm', msg: `第${i}条` }, now);

    const batch = await store.oldest(3);
    expect(batch.map((entry) => entry.msg)).toEqual(['第0条', '第1条', '第2条']);
    await store.remove(batch.map((entry) => entry.id));
    expect((await store.all()).map((entry) => entry.msg)).toEqual(['第3条', '第4条']);
  });
});

describe('StoreLogger', () => {
  it('writes entries with time, level, module, msg and plain data', async () => {
    store = await LogStore.open(uniqueDbName());
    const logger = new StoreLogger(Promise.resolve(store), () => now);

    logger.info('auth', '登录成功', { account: '13800000000' });
    logger.warn('phone', '未找到对应分机号');
    logger.error('callout', '外呼接口调用失败', new TypeError('fetch failed'));
    await logger.whenIdle();

    expect((await store.all()).map(({ id: _id, ...entry }) => entry)).toEqual([
      { time: now, level: 'INFO', module: 'auth', msg: '登录成功', data: { account: '13800000000' } },
      { time: now, level: 'WARN', module: 'phone', msg: '未找到对应分机号' },
      {
        time: now,
        level: 'ERROR',
        module: 'callout',
        msg: '外呼接口调用失败',
        data: { name: 'TypeError', message: 'fetch failed' },
      },
    ]);
  });

  it('a failing store does not throw into the caller', async () => {
    const logger = new StoreLogger(Promise.reject(new Error('blocked')));

    expect(() => logger.info('m', '消息')).not.toThrow();
    await expect(logger.whenIdle()).resolves.toBeUndefined();
  });
});
