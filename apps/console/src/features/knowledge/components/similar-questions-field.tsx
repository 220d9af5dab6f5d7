import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { knowledgeLimits } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';

/** +添加相似问法 with a row per similar question, 30 at most (modules-spec 3.4). */
export function SimilarQuestionsField() {
  const { message } = AntdApp.useApp();
  return (
    <Form.List name="similar">
      {(fields, { add, remove }) => (
        <div className="similar-questions">
          <Button
            type="link"
            icon={<PlusOutlined />}
            className="similar-add"
            onClick={() => {
              if (fields.length >= knowledgeLimits.similarQuestions) message.warning('最多增加添加30个相似问法');
              else add({ question: '' });
            }}
          >
            添加相似问法
          </Button>
          {fields.map((field, index) => (
            <div key={field.key} className="similar-row">
              <Form.Item name={[field.name, 'question']} noStyle>
                <Input
                  maxLength={knowledgeLimits.similarQuestion}
                  placeholder="请输入用户的相似问法"
                  aria-label={`相似问法${index + 1}`}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`删除相似问法${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
        </div>
      )}
    </Form.List>
  );
}
