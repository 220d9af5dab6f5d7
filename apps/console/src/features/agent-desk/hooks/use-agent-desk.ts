import { CONFLICT_MESSAGE, type RuntimeConfig } from '@console/contracts';
import type { CallEventListener, CallEventName, CallOutOptions, SdkResult } from '@console/softphone';
import AntdApp from 'antd/es/app';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { asTranscriptLine, type DeskAction, deskReducer, initialDeskState } from '../desk-state.ts';
import { type DeskSoftphone, isSdkSuccess, type LoadSoftphone } from '../softphone-port.ts';

const SDK_LOAD_FAILED_TEXT = '电话组件加载失败';
const PHONE_ACTION_FAILED_TEXT = '电话操作失败';

type Dispatch = (action: DeskAction) => void;

/** The SDK's events, each turned into an action of the desk's state. */
function eventListeners(phone: DeskSoftphone, dispatch: Dispatch): [CallEventName, CallEventListener][] {
  const callEvent =
    (name: 'dialing' | 'ringing' | 'released'): CallEventListener =>
    (payload) =>
      dispatch({ type: 'callEvent', name, payload, at: Date.now() });
  return [
    ['opened', () => dispatch({ type: 'phone', status: 'open' })],
    ['dialing', callEvent('dialing')],
    ['ringing', callEvent('ringing')],
    [
      'established',
      (payload) =>
        dispatch({
          type: 'callEvent',
          name: 'established',
          payload,
          at: phone.getCall()?.establishedAt ?? Date.now(),
        }),
    ],
    ['released', callEvent('released')],
    [
      'transcript',
      (payload) => {
        const line = asTranscriptLine(payload.data);
        if (line) dispatch({ type: 'transcript', line });
      },
    ],
    [
      'conflict',
      (payload) =>
        dispatch({
          type: 'conflict',
          message: typeof payload.data === 'string' ? payload.data : CONFLICT_MESSAGE,
          at: Date.now(),
        }),
    ],
  ];
}

/** Close the phone first, so no call reaches a page that is gone, then release the SDK. */
async function shutDown(phone: DeskSoftphone, listeners: [CallEventName, CallEventListener][]) {
  try {
    if (phone.phoneState === 'open') await phone.close();
  } finally {
    for (const [name, listener] of listeners) phone.off(name, listener);
    await phone.destroy();
  }
}

export interface DeskSession {
  businessId: number | string;
  token: string;
}

/**
 * One Softphone per mount of the desk: loaded, given the listeners and logged in with the
 * console session's token; closed and destroyed on unmount. Failed SDK calls show their desc.
 */
export function useAgentDesk(loadSoftphone: LoadSoftphone, config: RuntimeConfig, session: DeskSession) {
  const { message } = AntdApp.useApp();
  const [state, dispatch] = useReducer(deskReducer, initialDeskState);
  const [phone, setPhone] = useState<DeskSoftphone | null>(null);
  const [busy, setBusy] = useState<'callOut' | 'answer' | 'hangup' | 'close' | null>(null);
  const phoneRef = useRef<DeskSoftphone | null>(null);
  const { businessId, token } = session;

  useEffect(() => {
    let mounted = true;
    let created: DeskSoftphone | null = null;
    let listeners: [CallEventName, CallEventListener][] = [];
    loadSoftphone(config).then(
      async (instance) => {
        // Unmounted while loading: nothing was started, only the instance needs releasing.
        if (!mounted) return instance.destroy();
        created = instance;
        listeners = eventListeners(instance, dispatch);
        for (const [name, listener] of listeners) instance.on(name, listener);
        phoneRef.current = instance;
        setPhone(instance);
        const result = await instance.login({ businessId, token });
        if (!mounted) return;
        const user = result.data;
        if (isSdkSuccess(result) && user) dispatch({ type: 'loggedIn', user });
        else dispatch({ type: 'loginFailed', desc: result.desc });
      },
      () => {
        if (mounted) dispatch({ type: 'loginFailed', desc: SDK_LOAD_FAILED_TEXT });
      },
    );
    return () => {
      mounted = false;
      phoneRef.current = null;
      if (created) void shutDown(created, listeners).catch(() => {});
    };
  }, [loadSoftphone, config, businessId, token]);

  /** Runs an SDK call; a failure shows its desc and answers false. */
  const run = useCallback(
    async (call: (instance: DeskSoftphone) => Promise<SdkResult<unknown>>): Promise<boolean> => {
      const instance = phoneRef.current;
      if (!instance) return false;
      let result: SdkResult<unknown>;
      try {
        result = await call(instance);
      } catch {
        // The SDK answers its failures; a throw is a defect, still the agent must hear of it.
        result = { code: '999999', desc: PHONE_ACTION_FAILED_TEXT };
      }
      if (isSdkSuccess(result)) return true;
      message.error(result.desc);
      return false;
    },
    [message],
  );

  const openPhone = useCallback(async () => {
    dispatch({ type: 'phone', status: 'connecting' });
    const opened = await run((instance) => instance.start());
    dispatch({ type: 'phone', status: opened ? 'open' : (phoneRef.current?.phoneState ?? 'closed') });
  }, [run]);

  const withBusy = useCallback(
    async (what: NonNullable<typeof busy>, call: (instance: DeskSoftphone) => Promise<SdkResult<unknown>>) => {
      setBusy(what);
      try {
        return await run(call);
      } finally {
        setBusy(null);
      }
    },
    [run],
  );

  const closePhone = useCallback(async () => {
    await withBusy('close', (instance) => instance.close());
    dispatch({ type: 'phone', status: phoneRef.current?.phoneState ?? 'closed' });
  }, [withBusy]);

  const callOut = useCallback(
    (options: CallOutOptions) => withBusy('callOut', (instance) => instance.callOut(options)),
    [withBusy],
  );
  const answer = useCallback(async () => {
    if (await withBusy('answer', (instance) => instance.answer())) dispatch({ type: 'answered' });
  }, [withBusy]);
  const hangup = useCallback(() => withBusy('hangup', (instance) => instance.hangup()), [withBusy]);
  const dismissConflict = useCallback(() => dispatch({ type: 'conflictSeen' }), []);

  return { state, phone, busy, openPhone, closePhone, callOut, answer, hangup, dismissConflict };
}
