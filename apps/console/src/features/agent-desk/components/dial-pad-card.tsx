import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input, { type InputRef } from 'antd/es/input/Input';
import Select from 'antd/es/select';
import { useRef, useState } from 'react';
import {
  DIAL_KEYS,
  deleteLastKey,
  LINE_REQUIRED_TEXT,
  MAX_DIAL_LENGTH,
  pressDialKey,
  validateDialNumber,
} from '../dial-input.ts';

interface DialPadCardProps {
  lines: string[];
  /** The phone is open and no call is in progress. */
  enabled: boolean;
  calling: boolean;
  /** Answers whether the platform accepted the call. */
  onCall: (phoneNum: string, lineNum: string) => Promise<boolean>;
}

/**
 * The number to call, typed (Enter calls, Backspace deletes) or pressed on the pad, and the
 * display line it goes out with (the first of the agent's lines unless another is chosen).
 */
export function DialPadCard({ lines, enabled, calling, onCall }: DialPadCardProps) {
  const [number, setNumber] = useState('');
  const [chosenLine, setChosenLine] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<InputRef>(null);
  const line = chosenLine !== undefined && lines.includes(chosenLine) ? chosenLine : lines[0];
  const disabled = !enabled || calling;

  function change(next: string) {
    setNumber(next);
    setError(null);
  }

  function press(key: string) {
    change(pressDialKey(number, key));
    inputRef.current?.focus();
  }

  async function call() {
    if (disabled) return;
    const problem = validateDialNumber(number) ?? (line ? null : LINE_REQUIRED_TEXT);
    setError(problem);
    if (problem || !line) return;
    await onCall(number.trim(), line);
  }

  return (
    <Card title="拨号盘">
      <div className="agent-desk-dial">
        <Input
          ref={inputRef}
          size="large"
          value={number}
          maxLength={MAX_DIAL_LENGTH}
          placeholder="请输入号码"
          aria-label="号码"
          inputMode="tel"
          autoComplete="off"
          status={error ? 'error' : undefined}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onPressEnter={() => void call()}
          data-testid="dial-number"
        />
        <div className="agent-desk-dial-error" role="alert" data-testid="dial-error">
          {error}
        </div>
        <div className="agent-desk-keys">
          {DIAL_KEYS.map((key) => (
            <Button key={key} size="large" disabled={disabled} onClick={() => press(key)} aria-label={`按键 ${key}`}>
              {key}
            </Button>
          ))}
        </div>
        <div className="agent-desk-dial-line">
          <span>外显号码</span>
          <Select
            aria-label="外显号码"
            className="agent-desk-line-select"
            value={line}
            placeholder="无可用外显号码"
            options={lines.map((value) => ({ value, label: value }))}
            onChange={(value: string) => setChosenLine(value)}
            disabled={disabled}
          />
        </div>
        <div className="agent-desk-dial-actions">
          <Button disabled={disabled || number === ''} onClick={() => change(deleteLastKey(number))}>
            退格
          </Button>
          <Button type="primary" disabled={disabled} loading={calling} onClick={() => void call()}>
            呼叫
          </Button>
        </div>
      </div>
    </Card>
  );
}
