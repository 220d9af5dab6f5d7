import EditOutlined from '@ant-design/icons/EditOutlined';
import type { CustomerInfoRow } from '@console/contracts';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';

const dash = (text: string) => text || '--';

/** The left column of /custinfo (modules-spec 8.3): 负责人 and 基本资料 with its edit icon. */
export function CustomerProfile({
  customer,
  owner,
  onEdit,
}: {
  customer: CustomerInfoRow;
  /** 负责人: who wrote the newest record of the task. */
  owner: string;
  onEdit: () => void;
}) {
  const { user_extend: extend } = customer;
  return (
    <Card
      className="customer-profile"
      title={
        <span className="customer-owner">
          负责人：<strong>{dash(owner)}</strong>
        </span>
      }
    >
      <div className="customer-section-title">
        <span>基本资料</span>
        <Button type="text" size="small" icon={<EditOutlined />} aria-label="编辑信息" onClick={onEdit} />
      </div>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: '客户姓名', children: dash(customer.customer_name) },
          { key: 'source', label: '客户来源', children: dash(customer.source_cm_name) },
          { key: 'tel', label: '手机号码', children: customer.tel_number },
          { key: 'qq', label: 'QQ', children: dash(extend.qq) },
          { key: 'wechat', label: '微信', children: dash(extend.wechat) },
          { key: 'email', label: '电子邮件', children: dash(extend.email) },
          { key: 'remark', label: '备注', children: dash(extend.remark) },
        ]}
      />
    </Card>
  );
}
