import type { CallDetailRow, CustomerInfoRow, CustomerRow, CustomerTraceRow } from '@console/contracts';

/** Rows as the server answers them, for the page tests. */
export const customerRow = (changes: Partial<CustomerRow> = {}): CustomerRow => ({
  user_id: 41,
  tel_number: '13900000001',
  customer_name: '张三',
  source_cm_name: '演示管理员',
  time_create: '2026-11-20 10:00:00',
  user_extend: { qq: '12345', wechat: 'zhang_san', email: 'zs@example.cn', remark: '' },
  task_trace: [
    {
      cm_name: '演示成员',
      task_id: 7,
      task_name: '成员回访',
      call_result: '15',
      trace_stage: 3,
      tag_ai_intention: 'B',
      tag_cm_intention: 'A',
      time_callout: '2026-11-21 10:00:00',
      label_show: '有车,已婚',
    },
    {
      cm_name: '演示管理员',
      task_id: 5,
      task_name: '春季回访',
      call_result: '0',
      trace_stage: 1,
      tag_ai_intention: 'C',
      tag_cm_intention: '',
      time_callout: '2026-11-20 10:00:00',
      label_show: '',
    },
  ],
  ...changes,
});

export const customerInfo = (changes: Partial<CustomerInfoRow> = {}): CustomerInfoRow => ({
  user_id: 41,
  customer_name: '张三',
  tel_number: '13900000001',
  cm_id: 7,
  cm_name: '演示管理员',
  source_cm_name: '演示管理员',
  time_create: '2026-11-20 10:00:00',
  user_extend: { qq: '', wechat: 'zhang_san', email: '', remark: '' },
  task_list: [
    { task_id: 5, task_name: '春季回访' },
    { task_id: 7, task_name: '成员回访' },
  ],
  ...changes,
});

export const traceRow = (changes: Partial<CustomerTraceRow> = {}): CustomerTraceRow => ({
  trace_id: 301,
  trace_type: 'ai',
  cm_name: '演示管理员',
  contact_way: 0,
  call_result: '0',
  trace_stage: 1,
  tag_cm_intention: '',
  tag_ai_intention: 'B',
  trace_detail: '',
  time_trace: '2026-11-20 10:00:00',
  call_duration: 42,
  customer_name: '张三',
  task_id: 5,
  task_name: '春季回访',
  ...changes,
});

export const callDetail = (changes: Partial<CallDetailRow> = {}): CallDetailRow => ({
  trace_id: 301,
  user_id: 41,
  tel_number: '13900000001',
  customer_name: '张三',
  task_id: 5,
  task_name: '春季回访',
  task_data_id: 9001,
  time_trace: '2026-11-20 09:59:13',
  call_result: '0',
  call_duration: 42,
  tag_ai_intention: 'B',
  tag_cm_intention: '',
  voice_url: '/calls/77.wav?expires=1&sig=s',
  dialog: [
    { role: 'robot', nodeName: '开场白', text: '您好，这里是课程中心', nodeStartTime: 0 },
    { role: 'user', text: '你好，说吧', hits: [{ hit: '肯定' }], userSpeakingTime: 2500 },
  ],
  ...changes,
});
