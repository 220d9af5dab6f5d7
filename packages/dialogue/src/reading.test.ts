import { describe, expect, it } from 'vitest';
import { readLine } from './reading.ts';

describe('reading a line', () => {
  it('resolves double negatives and rhetorical questions to what they mean, with a note', () => {
    expect(readLine('也不是不行').text).toBe('行');
    expect(readLine('不是我还能是谁').text).toBe('是我');
    expect(readLine('谁说不需要了，急用着呢').text).toBe('需要了急用着呢');
    expect(readLine('我没说不去').text).toBe('我去');
    expect(readLine('好什么好').text).toBe('不好');
    expect(readLine('也不是不行').notes).toEqual(['「也不是不行」双重否定，按肯定理解']);
    expect(readLine('我不需要').notes).toEqual([]);
    expect(readLine('不能不续吧').text).toBe('续吧');
    // Asking what for says no; asking what else does not.
    expect(readLine('车都卖了还续啥').text).toBe('车都卖了不续');
    expect(readLine('你们还有什么').text).toBe('你们还有什么');
    // 不要钱 is free, but 要不要钱 asks.
    expect(readLine('这个不要钱').text).toBe('这个免费');
    expect(readLine('就是不知道要不要钱').text).toBe('就是不知道要不要钱');
    expect(readLine('不签难道退回去啊').text).toBe('签');
  });

  it('hears yes and no only in the clauses that do not ask', () => {
    expect(readLine('是我，你们一节课多少钱？')).toMatchObject({ text: '是我你们一节课多少钱', answer: '是我' });
    expect(readLine('我是机主，有什么事吗？').answer).toBe('我是机主');
    // A-not-A asks, with or without a question mark.
    expect(readLine('去看房要不要交钱').answer).toBe('');
    expect(readLine('你是不是机器人啊').answer).toBe('');
    expect(readLine('嗯？').answer).toBe('');
    // A line without punctuation is one clause: 啥 inside it does not make it ask.
    expect(readLine('对啊啥事儿').answer).toBe('对啊啥事儿');
  });

  it('reads a word said over and over once, and 在 as 再 where only 再 makes sense', () => {
    expect(readLine('好好好').text).toBe('好');
    expect(readLine('对对对对，是我').answer).toBe('对是我');
    expect(readLine('不要不要').text).toBe('不要');
    expect(readLine('可以可以可以').text).toBe('可以');
    // A doubled verb asks for a while to do it: 考虑考虑 is not 考虑.
    expect(readLine('我考虑考虑').text).toBe('我考虑考虑');
    expect(readLine('别在打了').text).toBe('别再打了');
    expect(readLine('在说一遍').text).toBe('再说一遍');
    expect(readLine('好的在见').text).toBe('好的再见');
    expect(readLine('后天在送').text).toBe('后天再送');
    expect(readLine('我在想想').text).toBe('我再想想');
    // 在 where it means at or -ing stays.
    expect(readLine('我在开会').text).toBe('我在开会');
    expect(readLine('我在打电话').text).toBe('我在打电话');
    expect(readLine('人在外地').text).toBe('人在外地');
  });

  it('takes a tag question for asking', () => {
    expect(readLine('没完了是吧').answer).toBe('');
    expect(readLine('你们是中介对吧').answer).toBe('');
    // How many asks as how much does; 好几个 says many.
    expect(readLine('对，利率几个点').answer).toBe('对');
    expect(readLine('好几个人去').answer).toBe('好几个人去');
  });
});
