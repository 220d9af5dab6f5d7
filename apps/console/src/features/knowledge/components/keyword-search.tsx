import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import { useState } from 'react';

/** A keyword input with 搜索; Enter searches too. */
export function KeywordSearch({ placeholder, onSearch }: { placeholder: string; onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <span className="knowledge-search">
      <Input
        aria-label={placeholder}
        placeholder={placeholder}
        value={keyword}
        allowClear
        onChange={(event) => setKeyword(event.target.value)}
        onPressEnter={() => onSearch(keyword)}
      />
      <Button type="primary" onClick={() => onSearch(keyword)}>
        搜索
      </Button>
    </span>
  );
}
