import type { SpeechSkillRow } from '@console/contracts';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { usePublishedScripts } from '../api/get-published-scripts.ts';

/** Typing pauses this long before the scripts are searched, so each key does not cost a request. */
const SEARCH_DELAY_MS = 300;

interface ScriptSelectProps {
  value?: number;
  onChange?: (value: number) => void;
  /** The chosen script's row: its template, industry (mcp) and name. */
  onScript: (script: SpeechSkillRow | undefined) => void;
  /** Editing: the task's script, shown whether or not it is still published. */
  fixed?: { id: number; name: string };
  id?: string;
}

/** 话术: a published script, searched on the server by name. */
export function ScriptSelect({ value, onChange, onScript, fixed, id }: ScriptSelectProps) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const scripts = usePublishedScripts(name);

  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const rows = scripts.data ?? [];
  const options = fixed
    ? [{ value: fixed.id, label: fixed.name }]
    : rows.map((row) => ({ value: row.id, label: row.name }));

  return (
    <Select<number>
      id={id}
      value={value}
      disabled={fixed !== undefined}
      placeholder="请选择话术"
      options={options}
      loading={scripts.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={scripts.isFetching ? '加载中...' : '暂无已发布的话术'}
      onChange={(chosen) => {
        onChange?.(chosen);
        onScript(rows.find((row) => row.id === chosen));
      }}
    />
  );
}
