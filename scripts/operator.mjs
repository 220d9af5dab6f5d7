// The platform operator's command line: changes a business's settings on a running server over
// its API, logged in as the platform operator (inner login). Run `npm run operator -- help`.
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const contracts = await tsImport('../packages/contracts/src/index.ts', import.meta.url);
const {
  accountApi,
  businessApi,
  feeApi,
  fillPath,
  isSuccess,
  encryptPassword,
  knowledgeApi,
  speechApi,
  taskApi,
  userApi,
} = contracts;

const USAGE = `用法: npm run operator -- [--url URL] [--phone 手机号] [--password 密码] <命令> <参数...>

命令:
  flag <businessId> <key> <json>           设置企业配置项 menu、function、agent、report（对象与已存的值合并），例如 flag 10000 menu '{"ai":true}'
  privilege <businessId> <phone> <int>     设置成员权限整数（位 3 导出，位 6 数据统计，位 7 团队管理），例如 privilege 10000 13800000001 192
  status <businessId> <int> [审核意见]      设置企业认证状态（0 未认证，1 审核中，2 已认证，3 认证失败，可附失败原因）
  balance <businessId> <amount>            设置通信费余额（元，不小于 0，最多两位小数；为 0 时显示欠费提示）
  review <businessId> <scriptId> approve|reject [失败原因]
                                           审核话术的待审核版本（通过后为待发布；驳回须附失败原因）
  review-kb <businessId> <kbId> approve|reject [原因]
                                           审核审核中的知识点（通过后为已通过；驳回须附原因）
  line <businessId> <号码> [name=名称] [concurrency=并发数] [expires=YYYY-MM-DD|never] [type=2|3] [status=0|1]
                                           新增或修改外呼线路，例如 line 10000 02160001009 name=北京外呼 concurrency=3
  inbound <businessId> <通话数> [每分钟通话数]
                                           模拟客户呼入企业已绑定接待话术的号码（呼入模拟器，仅非生产环境），例如 inbound 10000 50 30

选项:
  --url       服务器地址，默认 http://127.0.0.1:8080（或环境变量 OPERATOR_URL）
  --phone     平台运营账号，默认 13900000000
  --password  密码，默认 demo1234（或环境变量 OPERATOR_PASSWORD）`;

class CommandError extends Error {}

function fail(message) {
  throw new CommandError(message);
}

function integerArg(value, label) {
  if (value === undefined || !/^-?\d+$/.test(value)) fail(`${label}必须为整数: ${value ?? '(缺少)'}`);
  return Number(value);
}

function need(args, count) {
  if (args.length < count) fail(`参数不足\n\n${USAGE}`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string', default: process.env.OPERATOR_URL || 'http://127.0.0.1:8080' },
      phone: { type: 'string', default: '13900000000' },
      password: { type: 'string', default: process.env.OPERATOR_PASSWORD || 'demo1234' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command || command === 'help') {
    console.log(USAGE);
    return;
  }
  const base = values.url.replace(/\/+$/, '');

  async function request(path, init) {
    let response;
    try {
      response = await fetch(base + path, init);
    } catch (error) {
      fail(`无法连接服务器 ${base}: ${error.cause?.message ?? error.message}`);
    }
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      fail(`服务器答复不是 JSON (HTTP ${response.status}) : ${path}`);
    }
  }

  const config = await request(`/config/config.json?t=${Date.now()}`);
  if (!config || typeof config.service !== 'object') fail(`${base} 不是本控制台的服务器（没有 /config/config.json）`);
  const prefixes = config.service ?? {};
  let session;

  async function call(endpoint, body = {}) {
    const path = (prefixes[endpoint.service] ?? '') + fillPath(endpoint.path, { businessId: session?.businessId });
    const query = session ? `?token=${encodeURIComponent(session.token)}` : '';
    const answer = await request(path + query, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!isSuccess(answer.code)) fail(`${answer.message || answer.messageExt || '失败'} (code ${answer.code})`);
    return answer.result?.rows ?? [];
  }

  async function login(businessId) {
    const timestamp = String(Date.now());
    const password = config.encrypt ? encryptPassword(values.password, values.phone, timestamp) : values.password;
    const [row] = await call(accountApi.speechSkillAdminLogin, {
      account: values.phone,
      password,
      businessId,
      timestamp,
      contextPath: '/login_inner',
    });
    session = { token: row.token.access_token, businessId };
  }

  const arity = { flag: 3, privilege: 3, status: 2, balance: 2, review: 3, 'review-kb': 3, line: 2, inbound: 2 };
  if (!(command in arity)) fail(`未知命令: ${command}\n\n${USAGE}`);
  need(args, arity[command]);
  const businessId = integerArg(args[0], '企业ID');

  if (command === 'inbound') {
    await inbound(businessId);
    return;
  }

  // The inbound call simulator's dev route: no login, and absent (404) on a production server.
  async function inbound(businessId) {
    const calls = integerArg(args[1], '通话数');
    const perMinute = args[2] === undefined ? undefined : integerArg(args[2], '每分钟通话数');
    const answer = await request('/dev/reception/traffic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessId, calls, ...(perMinute === undefined ? {} : { perMinute }) }),
    });
    if (!isSuccess(answer.code)) fail(`${answer.message || '失败'} (code ${answer.code})`);
    const [row] = answer.result.rows;
    console.log(`企业 ${businessId} 的接待号码 ${row.numbers.join('、')} 开始接入 ${row.calls} 通模拟呼入`);
  }

  await login(businessId);
  try {
    switch (command) {
      case 'flag': {
        const [, key, json] = args;
        let value;
        try {
          value = JSON.parse(json);
        } catch {
          fail(`配置值不是合法的 JSON: ${json}`);
        }
        const stored = (await call(businessApi.queryBusinessConfig)).find((row) => row.key === key);
        let merged = value;
        if (stored && isObject(value)) {
          try {
            const previous = JSON.parse(stored.value);
            if (isObject(previous)) merged = { ...previous, ...value };
          } catch {}
        }
        await call(businessApi.saveBusinessConfig, { key, value: JSON.stringify(merged) });
        console.log(`企业 ${businessId} 的配置 ${key} 已设为 ${JSON.stringify(merged)}`);
        break;
      }
      case 'privilege': {
        const [, phone, privilege] = args;
        const [row] = await call(userApi.updateUser, { phone, privilege: integerArg(privilege, '权限') });
        console.log(`企业 ${businessId} 的成员 ${phone} 权限已设为 ${row.privilege}`);
        break;
      }
      case 'status': {
        const status = integerArg(args[1], '状态');
        await call(businessApi.updateBusinessStatus, { status, ...(args[2] ? { remark: args[2] } : {}) });
        console.log(`企业 ${businessId} 的认证状态已设为 ${status}`);
        break;
      }
      case 'balance': {
        const amount = Number(args[1]);
        if (!Number.isFinite(amount)) fail(`余额必须为数字: ${args[1]}`);
        const [row] = await call(feeApi.updateFeeBalance, { balance: amount });
        console.log(`企业 ${businessId} 的通信费余额已设为 ${row.balance} 元${row.balance <= 0 ? '（欠费）' : ''}`);
        break;
      }
      case 'review': {
        const [, scriptArg, decision, remark] = args;
        const id = integerArg(scriptArg, '话术ID');
        const approve = decisionOf(decision);
        const reviewing = (await call(speechApi.queryVersions, { id })).find((version) => version.status === 1);
        if (!reviewing) fail(`话术 ${id} 没有待审核的版本`);
        await call(speechApi.reviewSpeechSkill, {
          id,
          version: reviewing.version,
          approve,
          ...(remark ? { remark } : {}),
        });
        console.log(
          `企业 ${businessId} 的话术 ${id} 第 ${reviewing.version} 版${approve ? '已通过审核，待发布' : `已驳回：${remark}`}`,
        );
        break;
      }
      case 'review-kb': {
        const [, kbArg, decision, reason] = args;
        const kbId = integerArg(kbArg, '知识点ID');
        const approve = decisionOf(decision);
        await call(knowledgeApi.reviewKnowledge, { kbId, approve, ...(reason ? { reason } : {}) });
        console.log(`企业 ${businessId} 的知识点 ${kbId} ${approve ? '已通过审核' : `已驳回：${reason}`}`);
        break;
      }
      case 'line': {
        const [, cpnCode, ...settings] = args;
        const [row] = await call(taskApi.saveLine, { cpnCode, ...lineSettings(settings) });
        const expiry = row.expireDate ? `，${row.expireDate} 到期` : '';
        const state = row.expired ? '（已过期）' : '';
        console.log(
          `企业 ${businessId} 的线路 ${row.cpnCode} ${row.lineName || ''}：${row.concurrentName}${expiry}${state}`,
        );
        break;
      }
    }
  } finally {
    await call(accountApi.logout).catch(() => {});
  }
}

/** line's key=value settings as saveLine's body; the server checks the values. */
function lineSettings(settings) {
  const names = {
    name: 'lineName',
    concurrency: 'concurrency',
    expires: 'expireDate',
    type: 'cpnType',
    status: 'status',
  };
  const body = {};
  for (const setting of settings) {
    const [key, ...rest] = setting.split('=');
    if (!(key in names) || rest.length === 0)
      fail(`线路设置须为 name=、concurrency=、expires=、type= 或 status=: ${setting}`);
    const value = rest.join('=');
    body[names[key]] = key === 'expires' && value === 'never' ? '' : value;
  }
  return body;
}

/** approve or reject, as review and review-kb take it. */
function decisionOf(decision) {
  if (decision !== 'approve' && decision !== 'reject') fail(`审核结果必须为 approve 或 reject: ${decision}`);
  return decision === 'approve';
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof CommandError ? `失败: ${error.message}` : error);
  process.exitCode = 1;
}
