import { within } from '@testing-library/react';

/**
 * A button by its text (antd puts a space between two Chinese characters: 删 除) or its
 * aria-label. Role queries compute every element's style, which under antd's many style rules
 * takes seconds per query on a page with a large table; text and labels do not.
 */
export function buttonIn(container: HTMLElement, name: string): HTMLButtonElement {
  const spaced = new RegExp(`^${[...name].join('\\s*')}$`);
  const found = within(container).queryByLabelText(name) ?? within(container).getByText(spaced);
  return found.closest('button') as HTMLButtonElement;
}
