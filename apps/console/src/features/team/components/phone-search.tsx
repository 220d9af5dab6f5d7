import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import { useState } from 'react';

/** 手机号码 with 搜索; Enter searches too. */
export function PhoneSearch({ onSearch }: { onSearch: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <span className="team-search">
      <Input
        aria-label="手机号码"
        placeholder="手机号码"
        value={phone}
        maxLength={11}
        allowClear
        onChange={(event) => setPhone(event.target.value)}
        onPressEnter={() => onSearch(phone)}
      />
      <Button type="primary" onClick={() => onSearch(phone)}>
        搜索
      </Button>
    </span>
  );
}
