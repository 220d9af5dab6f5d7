import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useScriptSearch } from '../api/get-published-scripts.ts';
import type { ReceptionNumber } from '../reception-rule.ts';

const REQUIRED = '请选择接待话术';

export interface ChosenScript {
  id: number;
  name: string;
}

interface ScriptDialogProps {
  /** The number whose script is chosen (the page mounts the dialog while one is). */
  number: ReceptionNumber;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (script: ChosenScript) => void;
}

/** 选择接待话术 (40%): a published script, searched on the server by name; required. */
export function ScriptDialog({ number, saving, onCancel, onSubmit }: ScriptDialogProps) {
  const [form] = Form.useForm<{ robotId?: number }>();
  const { scripts, search } = useScriptSearch();

  const rows = scripts.data ?? [];
  const options = rows.map((row) => ({ value: row.id, label: row.name }));
  // The number's script stays shown when the search does not list it (another name typed).
  const current = number.robotId ? Number(number.robotId) : undefined;
  if (current !== undefined && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: number.robotLabel });
  }

  const save = ({ robotId }: { robotId?: number }) => {
    const chosen = options.find((option) => option.value === robotId);
    if (chosen) onSubmit({ id: chosen.value, name: chosen.label });
  };

  return (
    <Modal
      title="选择接待话术"
      open
      width="40%"
      mask={{ closable: false }}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p className="reception-dialog-number">接待号码：{number.cpnCode}</p>
      <Form
        form={form}
        preserve={false}
        initialValues={{ robotId: current }}
        onFinish={save}
        className="reception-dialog-form"
      >
        <Form.Item name="robotId" label="话术" rules={[{ required: true, message: REQUIRED }]}>
          <Select<number>
            placeholder={REQUIRED}
            options={options}
            loading={scripts.isFetching}
            showSearch={{ filterOption: false, onSearch: search }}
            notFoundContent={scripts.isFetching ? '加载中...' : '暂无已发布的话术'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
