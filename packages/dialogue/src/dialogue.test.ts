import { FLOW_SCHEMA_VERSION } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { builtinIntents, compiled, documentWith, hangup, listen, said, say, silence, talk } from '../test/documents.ts';
import { DialogueFinishedError, MAX_ROBOT_STEPS, respond, startDialogue } from './index.ts';

describe('the robot’s run between customer turns', () => {
  it('fills in variables; a variable the call lacks becomes empty', () => {
    const script = compiled(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is how a script line names a variable
      documentWith([say('hi', '${姓名}您好，我是${机构}的${顾问}。', 'bye'), hangup('bye', '${姓名}再见')]),
    );
    const turn = startDialogue(script, { 姓名: '王女士', 机构: '启航教育' });
    expect(said(turn)).toEqual(['王女士您好，我是启航教育的。', '王女士再见']);
  });

  it('a variable named like an object property is just a name', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is how a script line names a variable
    const script = compiled(documentWith([say('hi', '${constructor}${__proto__}好', 'bye'), hangup('bye')]));
    expect(said(startDialogue(script, {}))[0]).toBe('好');
    const own = JSON.parse('{"__proto__": "甲", "constructor": "乙"}');
    expect(said(startDialogue(script, own))[0]).toBe('乙甲好');
  });

  it('runs say, sms and jump nodes until a listening node, and waits there', () => {
    const script = compiled(
      documentWith([
        say('hi', '您好', 'text'),
        { id: 'text', kind: 'sms', name: '短信', templateCode: 'WELCOME', next: 'go' },
        { id: 'go', kind: 'jump', name: '跳', target: { nodeId: 'ask' } },
        hangup('skipped'),
        say('ask', '方便吗？', 'l'),
        listen('l', [['affirm', 'bye']]),
        hangup('bye'),
      ]),
    );
    const turn = startDialogue(script, {});
    expect(said(turn)).toEqual(['您好', '方便吗？']);
    expect(turn.sms).toEqual(['WELCOME']);
    expect(turn.state.sms).toEqual(['WELCOME']);
    expect(turn.state.at).toEqual({ flowId: 'main', nodeId: 'l' });
    expect(turn.state.nodesReached).toEqual(['hi', 'text', 'go', 'ask', 'l']);
    expect(turn.finished).toBe(false);
    expect(turn.state.prompt?.text).toBe('方便吗？');
  });

  it('jumps into a sub-flow (to its start, or to a node) and back', () => {
    const document = {
      ...documentWith([
        say('hi', '主流程', 'l'),
        listen('l', [['affirm', 'toSub']]),
        { id: 'toSub', kind: 'jump', name: '去子流程', target: { flowId: 'sub' } },
      ]),
    };
    document.flows = [
      ...(document.flows ?? []),
      {
        id: 'sub',
        name: '子流程',
        start: 'subHi',
        nodes: [
          say('subHi', '子流程开场', 'subL'),
          listen('subL', [['negate', 'back']]),
          { id: 'back', kind: 'jump', name: '回主流程', target: { flowId: 'main', nodeId: 'end' } },
        ],
      },
    ];
    document.flows[0]?.nodes.push(hangup('end', '主流程结束'));
    const turns = talk(compiled(document), ['好的', '不用了']);
    expect(said(turns[1] as never)).toEqual(['子流程开场']);
    expect(turns[1]?.state.at).toEqual({ flowId: 'sub', nodeId: 'subL' });
    expect(said(turns[2] as never)).toEqual(['主流程结束']);
    expect(turns[2]?.end).toBe('hangup');
  });

  it('a transfer says its line and ends with the ACD group', () => {
    const script = compiled(
      documentWith([
        say('hi', '您好', 'l'),
        listen('l', [['affirm', 'human']]),
        { id: 'human', kind: 'transfer', name: '转人工', text: '正在为您转接。', acdGroupId: 12 },
      ]),
    );
    const turn = talk(script, ['好的'])[1];
    expect(turn && said(turn)).toEqual(['正在为您转接。']);
    expect(turn?.end).toBe('transfer');
    expect(turn?.transfer).toEqual({ acdGroupId: 12, labels: [] });
    expect(turn?.finished).toBe(true);
    expect(turn?.state.at).toBeNull();
  });

  it('a transfer without a group and a hang-up without a line say nothing more', () => {
    const script = compiled(documentWith([{ id: 'human', kind: 'transfer', name: '转人工' }]));
    const turn = startDialogue(script, {});
    expect(turn.robot).toEqual([]);
    expect(turn.transfer).toEqual({ labels: [] });
  });

  it('a transfer names the labels it gave, not those the call had before it', () => {
    const script = compiled(
      documentWith([
        say('hi', '您好', 'l', { labels: ['有意向'] }),
        listen('l', [['affirm', 'human', ['确认']]]),
        { id: 'human', kind: 'transfer', name: '转人工', labels: ['有意向', '确认', '已转人工'] },
      ]),
    );
    const turn = talk(script, ['好的'])[1];
    expect(turn?.state.labels).toEqual(['有意向', '确认', '已转人工']);
    expect(turn?.transfer).toEqual({ labels: ['已转人工'] });
    expect(turn?.state.transfer).toEqual({ labels: ['已转人工'] });
  });

  it('stops a robot-only cycle after MAX_ROBOT_STEPS and gives up, with a trace note', () => {
    const script = compiled(documentWith([say('a', '一', 'b'), say('b', '二', 'a')]));
    const turn = startDialogue(script, {});
    expect(turn.robot).toHaveLength(MAX_ROBOT_STEPS + 1);
    expect(turn.robot.at(-1)?.source).toBe('goodbye');
    expect(turn.end).toBe('gaveUp');
    expect(turn.trace).toEqual([
      { nodeId: 'a', step: 'guard', result: 'miss', note: '机器人连续执行超过50个节点仍未等待客户回答' },
    ]);
  });

  it('a missing node, a say without next or a branch without target ends the call, explained', () => {
    const missing = startDialogue(compiled(documentWith([say('a', '一', 'nowhere')])), {});
    expect(missing.end).toBe('gaveUp');
    expect(missing.trace[0]?.note).toBe('节点「main/nowhere」不存在');
    expect(startDialogue(compiled(documentWith([say('a', '一')])), {}).trace[0]?.note).toBe('节点「说a」没有下一节点');
    const dangling = talk(compiled(documentWith([say('a', '一', 'l'), listen('l', [['affirm', undefined]])])), [
      '好的',
    ]);
    expect(dangling[1]?.trace.at(-1)).toMatchObject({ step: 'guard', note: '分支「b0」没有目标' });
    expect(dangling[1]?.end).toBe('gaveUp');
  });

  it('the prompt is the last line said before the listening node in this run; a run back to the same node keeps it', () => {
    const script = compiled(
      documentWith([
        say('a', '第一问', 'l1'),
        listen('l1', [
          ['affirm', 'l2'],
          ['negate', 'l1'],
        ]),
        listen('l2', [['affirm', 'bye']]),
        hangup('bye'),
      ]),
    );
    const turns = talk(script, ['不是', silence, '好的', silence]);
    expect(turns[1]?.state.prompt?.text).toBe('第一问');
    expect(said(turns[2] as never)).toEqual(['喂，您好，请问您还在听吗？', '第一问']);
    expect(turns[3]?.state.prompt).toBeNull();
    expect(said(turns[4] as never)).toEqual(['喂，您好，请问您还在听吗？']);
  });

  it('marks lines interruptible by settings.interrupt and the node', () => {
    const nodes = [
      say('a', '可打断', 'b'),
      say('b', '不可打断', 'bye', { interruptible: false }),
      hangup('bye', '再见'),
    ];
    const flags = (interrupt: 'never' | 'interruptible' | 'always') =>
      startDialogue(compiled(documentWith(nodes, { settings: { interrupt } })), {}).robot.map(
        (line) => line.interruptible,
      );
    expect(flags('interruptible')).toEqual([true, false, false]);
    expect(flags('never')).toEqual([false, false, false]);
    expect(flags('always')).toEqual([true, true, true]);
  });

  it('keeps the audio of recorded lines', () => {
    const script = compiled(documentWith([say('a', '您好', 'bye', { audio: 'hello.wav' }), hangup('bye', '')]));
    expect(startDialogue(script, {}).robot).toEqual([
      { nodeId: 'a', nodeName: '说a', text: '您好', audio: 'hello.wav', interruptible: true, source: 'node' },
    ]);
  });

  it('time only moves forward: a turn without atMs, or with an earlier one, keeps the latest', () => {
    const script = compiled(documentWith([say('a', '问', 'l'), listen('l', [['affirm', 'l']])]));
    const first = startDialogue(script, {});
    const second = respond(script, first.state, { text: '好的', atMs: 5000 });
    const third = respond(script, second.state, { text: '好的' });
    const fourth = respond(script, third.state, { text: '好的', atMs: 1000 });
    expect([second, third, fourth].map((turn) => turn.state.atMs)).toEqual([5000, 5000, 5000]);
  });

  it('refuses to continue a finished dialogue', () => {
    const script = compiled(documentWith([hangup('bye')]));
    const turn = startDialogue(script, {});
    expect(turn.finished).toBe(true);
    expect(() => respond(script, turn.state, { text: '喂' })).toThrow(DialogueFinishedError);
    expect(() => respond(script, turn.state, { text: '喂' })).toThrow(/finished/);
  });

  it('refuses a state that does not wait at a listening node of the script', () => {
    const script = compiled(documentWith([say('a', '问', 'l'), listen('l', [['affirm', 'l']])]));
    const state = { ...startDialogue(script, {}).state, at: { flowId: 'main', nodeId: 'a' } };
    expect(() => respond(script, state, { text: '好' })).toThrow(/listening node/);
  });

  it('uses the builtin intents’ default phrases when the document does not list them', () => {
    const document = documentWith([say('a', '问', 'l'), listen('l', [['negate', 'bye']]), hangup('bye', '好的再见')]);
    const script = compiled({ ...document, intents: [] });
    expect(said(talk(script, ['不需要'])[1] as never)).toEqual(['好的再见']);
    expect(builtinIntents.map((intent) => intent.id)).toEqual(['affirm', 'negate', 'refuse']);
  });

  it('reports branches to unknown intents and knowledge bases or dictionaries not given', () => {
    const script = compiled({
      ...documentWith([say('a', '问', 'l'), listen('l', [['nosuch', 'bye']]), hangup('bye')]),
      knowledgeBaseIds: [4],
      dictionaryIds: [8],
      schemaVersion: FLOW_SCHEMA_VERSION,
    });
    expect(script.warnings).toEqual([
      '知识库4未提供，已忽略',
      '近义词词典8未提供，已忽略',
      '节点「听l」的分支意图「nosuch」不存在，已忽略',
    ]);
  });
});
