import type { APIRequestContext, Page } from '@playwright/test';
import { post, registerAccount } from './accounts.ts';
import { operator } from './shell.ts';

/** The session token of the signed-in page, as the console keeps it. */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? '{}').state.user.token);
}

/**
 * A calling task made through the API as the 创建任务 dialog makes it: the numbers uploaded as a
 * .csv for the script, then created on the enterprise's first line from a minute ago for a day,
 * its work windows the whole day so it calls at any hour the test runs. Answers the task's id and
 * its script's.
 */
export async function createCallingTask(
  request: APIRequestContext,
  options: { token: string; businessId: number; name: string; script: string; numbers: string[] },
): Promise<{ taskId: number; speechSkillId: number }> {
  const { token, businessId } = options;
  const [script] = await post(
    request,
    `/brain/api/v1/speechSkill/${businessId}/querySpeechSkill`,
    { name: options.script, status: 4, pageIndex: 1, pageSize: 10, sysType: 2 },
    token,
  );
  const speechSkillId = Number(script.id);
  const upload = await request.post(
    `/outbound/api/v1/outbound/taskmanage/${businessId}/uploadTaskFile?token=${token}`,
    {
      multipart: {
        OBJECT: {
          name: '号码.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(['手机号码', ...options.numbers].join('\n')),
        },
        fileSuffix: 'csv',
        speechSkillId: String(speechSkillId),
      },
    },
  );
  const uploaded = (await upload.json()).result.rows[0] as { fileName: string };
  const [line] = await post(request, `/outbound/api/v1/outbound/resource/${businessId}/searchTel`, {}, token);
  const now = Date.now();
  const [created] = await post(
    request,
    `/outbound/api/v1/outbound/taskmanage/${businessId}/createTaskWithFile`,
    {
      sysType: 2,
      name: options.name,
      fileName: uploaded.fileName,
      orgFileName: '号码.csv',
      taskConfig: {
        telNum: String(line.cpnCode),
        speechSkillId,
        beginTime: now - 60_000,
        endTime: now + 86_400_000,
        timeRange: ['00:00:00-12:00:00', '12:00:00-24:00:00'],
        isRecord: 1,
      },
    },
    token,
  );
  return { taskId: Number(created.taskId), speechSkillId };
}

/**
 * Points every transfer node of the enterprise's published script at an ACD group (none: any idle
 * agent) and publishes it again, approved by the platform operator. Answers what publishing warned
 * of (transfers that would find nobody).
 */
export async function publishTransfersTo(
  request: APIRequestContext,
  baseURL: string,
  options: { token: string; businessId: number; script: string; acdGroupId: number | undefined },
): Promise<{ message: string }[]> {
  const { token, businessId } = options;
  const speech = (path: string) => `/brain/api/v1/speechSkill/${businessId}/${path}`;
  const [script] = await post(
    request,
    speech('querySpeechSkill'),
    { name: options.script, status: 4, pageIndex: 1, pageSize: 10, sysType: 2 },
    token,
  );
  const [draft] = await post(request, speech('queryDraft'), { id: script.id }, token);
  const document = draft.document as { flows: { nodes: { kind: string; acdGroupId?: number }[] }[] };
  for (const flow of document.flows) {
    for (const node of flow.nodes) if (node.kind === 'transfer') node.acdGroupId = options.acdGroupId;
  }
  await post(request, speech('saveDraft'), { id: script.id, revision: draft.revision, document }, token);
  await post(request, speech('submitReview'), { id: script.id }, token);
  await operator(baseURL, 'review', String(businessId), String(script.id), 'approve');
  const [published] = await post(request, speech('publish'), { id: script.id }, token);
  return published.warnings as { message: string }[];
}

/**
 * A fresh enterprise that may call: the demo catalogue (published scripts, intention labels, two
 * lines) through the traffic helper, its verification approved and credit given by the platform
 * operator, as creating a task requires.
 */
export async function callingEnterprise(request: APIRequestContext, baseURL: string) {
  const account = await registerAccount(request);
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 1, calls: 1 });
  await operator(baseURL, 'status', String(account.businessId), '2');
  await operator(baseURL, 'balance', String(account.businessId), '500');
  return account;
}

/** Whom a task query is for: the signed-in session's token and enterprise. */
interface TaskOwner {
  token: string;
  businessId: number;
}

/** The task's status as 历史任务 lists it (4: finished), by its name. */
export async function historyStatus(request: APIRequestContext, owner: TaskOwner, name: string) {
  const [task] = await post(
    request,
    `/outbound/api/v1/outbound/taskquery/${owner.businessId}/searchHistoryTaskList`,
    { sysType: 2, accountId: '', taskName: name, pageIndex: 1, pageSize: 10 },
    owner.token,
  );
  return task?.status;
}

/** The first fifty call records of the task, as its detail page (/taskinfo) asks for them. */
export async function taskRecords<Row>(request: APIRequestContext, owner: TaskOwner, taskId: number): Promise<Row[]> {
  const { token, businessId } = owner;
  return (await post(
    request,
    `/data/api/v1/outbound/${businessId}/queryTaskDataReport`,
    { taskId, channelCode: 2, businessId, pageIndex: 1, pageSize: 50 },
    token,
  )) as unknown as Row[];
}
