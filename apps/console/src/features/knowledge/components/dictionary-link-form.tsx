import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useEffect, useMemo, useState } from 'react';
import { useDictionaryLinks } from '../api/get-dictionary-links.ts';
import { linkChanges, useLinkDictionaries } from '../api/link-dictionaries.ts';

/** One empty list while loading: a new one each render would look like a new answer. */
const NONE: never[] = [];

/**
 * 关联相近词库 (modules-spec 3.4): the dictionaries linked to the base, chosen anew; 保存 links the
 * added ones and unlinks the removed ones.
 */
export function DictionaryLinkForm({ kbId, locked }: { kbId: number; locked: boolean }) {
  const { message } = AntdApp.useApp();
  const { data: dictionaries = NONE, isPending } = useDictionaryLinks(kbId);
  const link = useLinkDictionaries();
  const linked = useMemo(() => dictionaries.filter((d) => d.selected === 1).map((d) => d.id), [dictionaries]);
  const [chosen, setChosen] = useState<number[]>([]);

  // What the server says is linked, whenever it is read (first, and after each 保存).
  useEffect(() => setChosen(linked), [linked]);

  const save = () => {
    const { added, removed } = linkChanges(linked, chosen);
    if (added.length === 0 && removed.length === 0) return;
    link.mutate(
      { kbId, added, removed },
      {
        onSuccess: () => message.success('保存成功'),
        onError: () => message.error('保存失败'),
      },
    );
  };

  return (
    <div className="knowledge-links">
      <label htmlFor="knowledge-dictionaries" className="knowledge-links-label">
        关联相近词库
      </label>
      <Select
        id="knowledge-dictionaries"
        mode="multiple"
        maxTagCount="responsive"
        allowClear
        placeholder="请选择相近词库"
        className="knowledge-links-select"
        loading={isPending}
        disabled={locked}
        value={chosen}
        onChange={setChosen}
        optionFilterProp="label"
        options={dictionaries.map((d) => ({ value: d.id, label: d.cname }))}
      />
      <Button type="primary" disabled={locked} loading={link.isPending} onClick={save}>
        保存
      </Button>
    </div>
  );
}
