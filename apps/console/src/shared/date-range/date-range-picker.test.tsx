import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import type { DateRangeValue } from './date-range.ts';
import { DateRangePicker } from './date-range-picker.tsx';

function Harness({ initial, restricted }: { initial: DateRangeValue; restricted?: boolean }) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <>
      <DateRangePicker value={value} onChange={setValue} restricted={restricted} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

function renderPicker(initial: DateRangeValue, restricted = false) {
  render(
    <Providers>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Harness initial={initial} restricted={restricted} />
      </ConfigProvider>
    </Providers>,
  );
}

const output = () => screen.getByRole('status').textContent;

describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('shows 至 between 开始日期 and 结束日期 and gives a preset as YYYY-MM-DD', async () => {
    renderPicker([]);
    expect(screen.getByText('至')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('开始日期'));
    for (const label of ['今天', '昨天', '过去7天', '过去30天']) expect(await screen.findByText(label)).toBeTruthy();
    await user.click(screen.getByText('过去30天'));
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await waitFor(() =>
      expect(output()).toBe(JSON.stringify([dayjs().subtract(30, 'day').format('YYYY-MM-DD'), yesterday])),
    );
  });

  it('gives [] when cleared', async () => {
    renderPicker(['2026-03-01', '2026-03-02']);
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2026-03-01');
    const clear = document.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(output()).toBe('[]'));
  });

  it('disables future dates in restricted mode', async () => {
    renderPicker([], true);
    await userEvent.setup().click(screen.getByPlaceholderText('开始日期'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(document.querySelector(`td[title="${today}"]`)).toBeTruthy());
    expect(document.querySelector(`td[title="${today}"]`)?.className).not.toContain('disabled');
    const next = document.querySelector(`td[title="${tomorrow}"]`);
    if (next) expect(next.className).toContain('ant-picker-cell-disabled');
  });
});
