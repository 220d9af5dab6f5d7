import { ScriptStatus, speechApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../shared/http/api-client.ts';
import { receptionKeys } from './reception-keys.ts';

/** The body of the dialog's search as the original sends it (modules-spec 5.1). */
export const scriptSearchBody = (name: string) => ({
  name,
  pageIndex: 1,
  pageSize: 50,
  sortName: 'createTime' as const,
  sortOrder: 'desc' as const,
  sysType: '2',
  status: ScriptStatus.published,
});

/** 选择接待话术: published scripts whose name contains the typed text. */
export function useReceptionScripts(name: string) {
  return useQuery({
    queryKey: receptionKeys.scripts(name),
    queryFn: async ({ signal }) => (await callApi(speechApi.querySpeechSkill, scriptSearchBody(name), { signal })).rows,
    placeholderData: keepPreviousData,
  });
}

/** Typing pauses this long before the scripts are searched, so each key does not cost a request. */
const SEARCH_DELAY_MS = 300;

/** A select's remote search of published scripts: `search` takes the typed text. */
export function useScriptSearch() {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { scripts: useReceptionScripts(name), search: setTyped };
}
