import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import AntdApp from 'antd/es/app';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Upload from 'antd/es/upload';
import { toApiError } from '../../../shared/http/api-error.ts';
import { headPhotoUrl } from '../../../shared/media/image-url.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { checkImageFile, IMAGE_ACCEPT, UPLOAD_FAILED_TEXT } from '../../../shared/upload/image-check.ts';
import { useUploadHeadPhoto } from '../api/upload-head-photo.ts';

/** Name, phone and head photo of the signed-in member. */
export function ProfileCard() {
  const user = useSessionStore((state) => state.user);
  const { message } = AntdApp.useApp();
  const upload = useUploadHeadPhoto();

  async function send(file: File) {
    const problem = await checkImageFile(file);
    if (problem) {
      message.error(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      message.success('头像已更新');
    } catch (error) {
      const apiError = toApiError(error);
      message.error(Number.isFinite(apiError.numericCode) && apiError.message ? apiError.message : UPLOAD_FAILED_TEXT);
    }
  }

  if (!user) return null;
  return (
    <Card title="基本信息">
      <div className="settings-profile">
        <Avatar size={72} src={headPhotoUrl(user)} icon={<UserOutlined />} alt="头像" />
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            更换头像
          </Button>
        </Upload>
        <span className="settings-hint">支持jpg、png格式，大小不超过5M</span>
      </div>
      <Descriptions column={1}>
        <Descriptions.Item label="姓名">{user.surname || '-'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user.account}</Descriptions.Item>
        <Descriptions.Item label="企业名称">{user.business.name}</Descriptions.Item>
        <Descriptions.Item label="企业ID">{user.business.id}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
