import { DEFAULT_MEMBER_PRIVILEGE, INITIAL_PASSWORD_NOTE, type RowOf, type userApi } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useAddUser } from '../api/add-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { failureWithReason } from '../failure-text.ts';
import { memberFields } from '../team-forms.ts';
import { FormDialog } from './form-dialog.tsx';
import { PrivilegeSwitches } from './privilege-switches.tsx';

export type UserRow = RowOf<typeof userApi.queryUserList>;

interface MemberValues {
  surname: string;
  phone: string;
  privilege: number;
}

/**
 * 新增团队成员 / 编辑团队成员 (modules-spec 6.1): a new member's name, phone and privileges; an
 * existing one's name and privileges. The main account's privileges are not switches: it has them all.
 */
export function MemberDialog({ member, onClose }: { member?: UserRow; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<MemberValues>();
  const add = useAddUser();
  const update = useUpdateUser();
  const editing = member !== undefined;

  const submit = ({ surname, phone, privilege }: MemberValues) => {
    if (!member) {
      add.mutate(
        { surname: surname.trim(), phone: phone.trim(), privilege },
        {
          onSuccess: () => {
            message.success('创建成功');
            onClose();
          },
          onError: (error) => message.error(failureWithReason(error, '创建失败')),
        },
      );
      return;
    }
    update.mutate(
      { id: member.id, surname: surname.trim(), privilege: member.master === 1 ? undefined : privilege },
      {
        onSuccess: () => {
          message.success('编辑成功');
          onClose();
        },
        onError: (error) => message.error(failureWithReason(error, '编辑失败')),
      },
    );
  };

  return (
    <FormDialog<MemberValues>
      title={editing ? '编辑团队成员' : '新增团队成员'}
      width={500}
      form={form}
      initialValues={
        member
          ? { surname: member.surname, phone: member.phone, privilege: member.privilege }
          : { surname: '', phone: '', privilege: DEFAULT_MEMBER_PRIVILEGE }
      }
      saving={add.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="surname" label="姓名" {...memberFields.surname}>
        <Input placeholder="请输入姓名" autoFocus />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item name="phone" label="手机号码" {...memberFields.phone}>
            <Input placeholder="请输入手机号码" maxLength={11} inputMode="numeric" />
          </Form.Item>
          <p className="team-note">{INITIAL_PASSWORD_NOTE}</p>
        </>
      )}
      {member?.master !== 1 && (
        <Form.Item name="privilege" label="权限">
          <PrivilegeSwitches />
        </Form.Item>
      )}
    </FormDialog>
  );
}
