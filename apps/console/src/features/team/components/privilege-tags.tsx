import { PRIVILEGE_SWITCHES, privilegeHas } from '@console/contracts';
import Tag from 'antd/es/tag';

/** The 权限 column: the named privileges a member has. The main account has them all, whatever its bits. */
export function PrivilegeTags({ privilege, master }: { privilege: number; master: boolean }) {
  const held = PRIVILEGE_SWITCHES.filter(({ bit }) => master || privilegeHas(privilege, bit));
  if (held.length === 0) return <span>--</span>;
  return (
    <span className="privilege-tags">
      {held.map(({ bit, label }) => (
        <Tag key={bit} color="blue">
          {label}
        </Tag>
      ))}
    </span>
  );
}
