import Select, { type SelectProps } from 'antd/es/select';

/** Names as select options whose value is the name itself. */
export const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * A filter of several values, searchable by their label and named by it for assistive technology.
 * Filter lists are short, so the list is not virtualised.
 */
export function MultiSelect({ label, ...props }: Omit<SelectProps<string[]>, 'mode'> & { label: string }) {
  return (
    <Select<string[]>
      mode="multiple"
      virtual={false}
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      {...props}
    />
  );
}
