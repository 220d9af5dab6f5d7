import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import { useState } from 'react';

/** 话术名称 + 搜索: Enter searches too. */
export function ListSearch({ onSearch }: { onSearch: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <span className="speech-search">
      <Input
        aria-label="话术名称"
        placeholder="话术名称"
        value={name}
        allowClear
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => onSearch(name)}
      />
      <Button type="primary" onClick={() => onSearch(name)}>
        搜索
      </Button>
    </span>
  );
}
