import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import AntdApp from 'antd/es/app';
import Upload from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { toApiError } from '../http/api-error.ts';
import { checkImageFile, IMAGE_ACCEPT, UPLOAD_FAILED_TEXT } from './image-check.ts';

interface ImageUploadProps {
  /** What the picture is, e.g. 身份证正面照. */
  label: string;
  /** Sends the checked file; answers the stored name that becomes the field's value. */
  upload: (file: File) => Promise<string>;
  /** Set by Form.Item; the preview shows the picture itself. */
  value?: string;
  onChange?: (value: string) => void;
  /** A picture to show before anything is uploaded (e.g. the saved one). */
  initialPreview?: string;
}

/**
 * One image of a form: checked on the client (png/jpg by content, 5 MB), uploaded at once, shown
 * as a preview; the field's value is the stored name the server answered.
 */
export function ImageUpload({ label, upload, onChange, initialPreview }: ImageUploadProps) {
  const { message } = AntdApp.useApp();
  const [preview, setPreview] = useState<string | undefined>(initialPreview);
  const [uploading, setUploading] = useState(false);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function send(file: File) {
    const problem = await checkImageFile(file);
    if (problem) {
      message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const stored = await upload(file);
      setPreview(URL.createObjectURL(file));
      onChange?.(stored);
    } catch (error) {
      // The server's reason when it answered (e.g. 图片格式不正确), else 上传失败.
      const apiError = toApiError(error);
      message.error(Number.isFinite(apiError.numericCode) && apiError.message ? apiError.message : UPLOAD_FAILED_TEXT);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Upload
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      showUploadList={false}
      disabled={uploading}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      {preview ? (
        <img src={preview} alt={label} className="image-upload-preview" />
      ) : (
        <div className="image-upload-empty">
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <div>{label}</div>
        </div>
      )}
    </Upload>
  );
}
