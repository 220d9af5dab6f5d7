import { countsAsVerified, EnterpriseStatus, isMaster, maskIdCard } from '@console/contracts';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Image from 'antd/es/image';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useBusinessStatus } from '../../../shared/enterprise-auth/api/get-business-status.ts';
import { useEnterpriseAuth } from '../../../shared/enterprise-auth/api/get-enterprise-auth.ts';
import { EnterpriseAuthDialog } from '../../../shared/enterprise-auth/enterprise-auth-dialog.tsx';
import { entAuthAttachUrl } from '../../../shared/media/image-url.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

const ATTACHMENT_NAMES = ['身份证正面照', '身份证反面照', '营业执照'];

function statusTag(status: number | undefined) {
  if (status === EnterpriseStatus.verified) return <Tag color="success">已认证</Tag>;
  if (status === EnterpriseStatus.reviewing) return <Tag color="processing">已提交，审核中</Tag>;
  if (status === EnterpriseStatus.failed) return <Tag color="error">认证失败</Tag>;
  if (status === undefined) return null;
  return <Tag color="warning">未认证</Tag>;
}

/** 企业认证: the status, the saved data (legal person ID masked) and the entry to the dialog. */
export function EnterpriseCard() {
  const user = useSessionStore((state) => state.user);
  const businessId = user?.business.id ?? 0;
  const [dialogOpen, setDialogOpen] = useState(false);
  const status = useBusinessStatus(businessId);
  const auth = useEnterpriseAuth(businessId);
  if (!user) return null;
  // The verification and the legal person's data are the main account's; a member sees the status.
  const verifier = isMaster(user);
  const verified = status.data !== undefined && countsAsVerified(status.data);
  // The server answers the status with empty data until something was submitted.
  const saved = auth.data?.enterpriseName ? auth.data : null;
  const remark = status.data === EnterpriseStatus.failed ? auth.data?.remark : '';
  const attachments = saved?.attachmentPath ? saved.attachmentPath.split(',').filter(Boolean) : [];

  return (
    <Card
      title="企业认证"
      extra={
        !verified && status.data !== undefined && verifier ? (
          <Button type="primary" onClick={() => setDialogOpen(true)}>
            立即认证
          </Button>
        ) : null
      }
    >
      <Descriptions column={1}>
        <Descriptions.Item label="认证状态">{statusTag(status.data)}</Descriptions.Item>
        {remark && <Descriptions.Item label="失败原因">{remark}</Descriptions.Item>}
        {saved && <Descriptions.Item label="企业名称">{saved.enterpriseName}</Descriptions.Item>}
        {saved && verifier && (
          <>
            <Descriptions.Item label="法人代表">{saved.legalPersonName}</Descriptions.Item>
            <Descriptions.Item label="法人身份证号">{maskIdCard(saved.legalPersonId)}</Descriptions.Item>
            <Descriptions.Item label="认证资料">
              <Image.PreviewGroup>
                {attachments.map((name, i) => (
                  <Image
                    key={name}
                    width={96}
                    height={72}
                    style={{ objectFit: 'cover', marginRight: 8 }}
                    src={entAuthAttachUrl(user, name)}
                    alt={ATTACHMENT_NAMES[i] ?? '认证资料'}
                  />
                ))}
              </Image.PreviewGroup>
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      {dialogOpen && <EnterpriseAuthDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </Card>
  );
}
