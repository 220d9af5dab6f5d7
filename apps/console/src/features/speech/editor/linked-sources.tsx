import Select from 'antd/es/select';
import { useLinkableSources } from '../api/get-linkable-sources.ts';
import { SettingsField, type SettingsProps } from './settings-field.tsx';

/** The knowledge bases that answer questions at any listening node, and the dictionaries of the intents. */
export function LinkedSources({ document, editable, onChange }: SettingsProps) {
  const sources = useLinkableSources();
  return (
    <div className="settings-grid">
      <SettingsField label="关联知识库（客户在任何等待回答的节点提问，机器人回答后回到该节点）">
        <Select
          aria-label="关联知识库"
          mode="multiple"
          placeholder="选择知识库"
          loading={sources.isPending}
          disabled={!editable}
          value={document.knowledgeBaseIds}
          options={sources.data?.knowledgeBases ?? []}
          optionFilterProp="label"
          onChange={(knowledgeBaseIds) => onChange({ ...document, knowledgeBaseIds })}
        />
      </SettingsField>
      <SettingsField label="关联相近词库（扩展意图的关键词，如“心动”等同“感兴趣”）">
        <Select
          aria-label="关联相近词库"
          mode="multiple"
          placeholder="选择相近词库"
          loading={sources.isPending}
          disabled={!editable}
          value={document.dictionaryIds}
          options={sources.data?.dictionaries ?? []}
          optionFilterProp="label"
          onChange={(dictionaryIds) => onChange({ ...document, dictionaryIds })}
        />
      </SettingsField>
    </div>
  );
}
