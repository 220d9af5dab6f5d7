import { PRIVILEGE_SWITCHES, privilegeHas, withPrivilegeBit } from '@console/contracts';
import Switch from 'antd/es/switch';

interface PrivilegeSwitchesProps {
  /** The member's privilege integer; bits without a switch are kept as they are. */
  value?: number;
  onChange?: (value: number) => void;
}

/** The 权限 section of the member dialogs: a switch per named privilege, with what it opens. */
export function PrivilegeSwitches({ value = 0, onChange }: PrivilegeSwitchesProps) {
  return (
    <ul className="privilege-switches">
      {PRIVILEGE_SWITCHES.map(({ bit, label, tip }) => (
        <li key={bit}>
          <Switch
            size="small"
            aria-label={label}
            checked={privilegeHas(value, bit)}
            onChange={(on) => onChange?.(withPrivilegeBit(value, bit, on))}
          />
          <span className="privilege-label">{label}</span>
          <span className="privilege-tip">{tip}</span>
        </li>
      ))}
    </ul>
  );
}
