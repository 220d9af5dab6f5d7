import { waitFor } from '@testing-library/react';

/**
 * A dialog by its title. antd names its dialogs through ids that, under test, are all "test-id",
 * so the accessible name is not reliable once another antd part (a table) is on the page.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    // A plain selector: role queries compute the accessibility tree, seconds on a page with a table.
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (element) => element.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}

/** Until a table's loading spinner is gone: antd blocks pointer events on a table while it loads. */
export async function tableSettled(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('.ant-spin-spinning')) throw new Error('the table is still loading');
  });
}
