import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { BUILTIN_INTENTS, type FlowIntent } from '@console/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { SettingsField } from './settings-field.tsx';

/** One phrase per line in a text box: how lists of keywords, examples and patterns are edited. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** One intent: its name (fixed for the builtin ones) and its phrases, one per line. */
export function IntentEditor({
  intent,
  editable,
  onChange,
  onRemove,
}: {
  intent: FlowIntent;
  editable: boolean;
  onChange: (i: FlowIntent) => void;
  onRemove?: () => void;
}) {
  const list = (key: 'keywords' | 'examples' | 'regex', label: string) => (
    <SettingsField label={`${label}（每行一个）`}>
      <TextArea
        aria-label={`${intent.name}${label}`}
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={!editable}
        defaultValue={intent[key].join('\n')}
        onBlur={(e) => onChange({ ...intent, [key]: lines(e.target.value) })}
      />
    </SettingsField>
  );
  return (
    <div className="settings-card">
      <div className="settings-card-head">
        <Input
          aria-label="意图名称"
          value={intent.name}
          disabled={!editable || intent.id in BUILTIN_INTENTS}
          onChange={(e) => onChange({ ...intent, name: e.target.value })}
        />
        {onRemove && editable && <Button aria-label="删除意图" icon={<DeleteOutlined />} onClick={onRemove} />}
      </div>
      {list('keywords', '关键词')}
      {list('examples', '例句')}
      {list('regex', '正则表达式')}
    </div>
  );
}
