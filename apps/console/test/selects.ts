import { waitFor, within } from '@testing-library/react';

/**
 * An option of the select whose list is open. antd keeps a closed select's list in the page
 * (hidden), so with two selects opened in turn the same option text can be there twice.
 */
export async function openOption(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
      (list) => !list.classList.contains('ant-select-dropdown-hidden'),
    );
    const list = open.at(-1);
    if (!list) throw new Error('no select list is open');
    return within(list).getByText(label, { selector: '.ant-select-item-option-content' });
  });
}
